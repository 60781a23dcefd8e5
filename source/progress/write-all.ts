/**
 * Writing a file's bytes so that a short write is never taken for a whole
 * one, and the file system's errors in words: shared by the progress file
 * and the Lab's export.
 */
import type * as nodeFs from 'node:fs';

/**
 * Writes every byte of `bytes` at the file's position: a write that takes
 * fewer is followed by one of the rest, and one that takes none (a disk that
 * is full without saying so) fails as ENOSPC. Throws unless the count
 * written is the count asked.
 */
export function writeAll(fs: Pick<typeof nodeFs, 'writeSync'>, fd: number, bytes: Uint8Array): void {
	let done = 0;
	while (done < bytes.length) {
		const wrote = fs.writeSync(fd, bytes, done, bytes.length - done);
		if (!Number.isSafeInteger(wrote) || wrote <= 0 || wrote > bytes.length - done) {
			throw Object.assign(new Error(`ENOSPC: ${done} of ${bytes.length} bytes written`), {code: 'ENOSPC'});
		}
		done += wrote;
	}
}

/**
 * Replaces `target` by a whole file of `chunks`: written to `temp` (a new
 * file), every byte checked, flushed to the disk, then renamed over the
 * target. On any failure the temporary file is removed, the target is as it
 * was, and the error is thrown. `mode`: the new file's permissions, where
 * the old one's are kept (with an `fs` that can set them).
 */
export function replaceWhole(
	fs: Pick<typeof nodeFs, 'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'renameSync' | 'unlinkSync'> & Partial<Pick<typeof nodeFs, 'fchmodSync'>>,
	temp: string,
	target: string,
	chunks: readonly Uint8Array[],
	mode: number | null = null,
): void {
	let fd: number | null = null;
	try {
		fd = fs.openSync(temp, 'wx', 0o644);
		// The file keeps the permissions it had (say 0600); a new one gets the usual 0644, less the umask.
		if (mode !== null) fs.fchmodSync?.(fd, mode);
		for (const chunk of chunks) writeAll(fs, fd, chunk);
		fs.fsyncSync(fd);
		fs.closeSync(fd);
		fd = null;
		fs.renameSync(temp, target);
	} catch (error) {
		if (fd !== null) {
			try {
				fs.closeSync(fd);
			} catch {
				// Already failing: the first error is the one to report.
			}
		}
		try {
			fs.unlinkSync(temp);
		} catch {
			// The temporary file may never have been created.
		}
		throw error;
	}
}

const codeWords: ReadonlyMap<string, string> = new Map([
	['EACCES', 'permission denied'],
	['EPERM', 'not permitted'],
	['EROFS', 'read-only file system'],
	['ENOTDIR', 'a file stands where a folder should be'],
	['EISDIR', 'a folder stands where the file should be'],
	['ENOSPC', 'no space left on the disk'],
	['EDQUOT', 'disk quota exceeded'],
	['EIO', 'input/output error'],
	['EEXIST', 'a file stands where a folder should be'],
	['ENOENT', 'no such file or folder'],
]);

/** "EACCES: permission denied", in one line. */
export function errorWords(error: unknown): string {
	const code = (error as NodeJS.ErrnoException | null)?.code;
	if (typeof code === 'string') {
		const words = codeWords.get(code);
		return words === undefined ? code : `${code}: ${words}`;
	}
	return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}
