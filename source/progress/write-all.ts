/**
 * Writing a file's bytes so that a short write is never taken for a whole
 * one, and the file system's errors in words: shared by the progress file,
 * the value cache, the Lab's export and the judge's saved cases.
 */
import type * as nodeFs from 'node:fs';
import {fill} from '../i18n/catalog.js';
import {en} from '../i18n/progress-errors/en.js';

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

/** The file system calls a whole-file write makes (tests inject failing ones). */
export type WholeFs = Pick<typeof nodeFs, 'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'unlinkSync'> & Partial<Pick<typeof nodeFs, 'fchmodSync'>>;

/**
 * Writes `chunks` to `temp` (a new file), every byte checked, flushed to the
 * disk and closed. On any failure the file is removed and the error thrown.
 */
function writeTemp(fs: WholeFs, temp: string, chunks: readonly Uint8Array[], mode: number | null): void {
	let fd: number | null = null;
	try {
		fd = fs.openSync(temp, 'wx', 0o644);
		// The file keeps the permissions it had (say 0600); a new one gets the usual 0644, less the umask.
		if (mode !== null) fs.fchmodSync?.(fd, mode);
		for (const chunk of chunks) writeAll(fs, fd, chunk);
		fs.fsyncSync(fd);
		fs.closeSync(fd);
		fd = null;
	} catch (error) {
		if (fd !== null) {
			try {
				fs.closeSync(fd);
			} catch {
				// Already failing: the first error is the one to report.
			}
		}
		removeQuietly(fs, temp);
		throw error;
	}
}

function removeQuietly(fs: Pick<typeof nodeFs, 'unlinkSync'>, path: string): void {
	try {
		fs.unlinkSync(path);
	} catch {
		// The file may never have been created.
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
	fs: WholeFs & Pick<typeof nodeFs, 'renameSync'>,
	temp: string,
	target: string,
	chunks: readonly Uint8Array[],
	mode: number | null = null,
): void {
	writeTemp(fs, temp, chunks, mode);
	try {
		fs.renameSync(temp, target);
	} catch (error) {
		removeQuietly(fs, temp);
		throw error;
	}
}

/** Why a hard link could not be made where the file system has none (FAT, some network shares). */
const noLinks: ReadonlySet<string> = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/**
 * Creates `target` as a whole file of `chunks`, never over an existing one:
 * written to `temp` as `replaceWhole` writes it, then hard-linked to the
 * target's name, which fails (EEXIST) where a file stands, even one made
 * meanwhile; so the target appears whole or not at all. Where the file
 * system has no hard links, the name is claimed by an empty file made with
 * O_EXCL and the whole file renamed over it (then removed on failure). On
 * any failure nothing is left of this call and the error (EEXIST for a
 * taken name) is thrown.
 */
export function createWhole(fs: WholeFs & Pick<typeof nodeFs, 'linkSync' | 'renameSync'>, temp: string, target: string, chunks: readonly Uint8Array[]): void {
	writeTemp(fs, temp, chunks, null);
	try {
		try {
			fs.linkSync(temp, target);
		} catch (error) {
			if (!noLinks.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
			const claim = fs.openSync(target, 'wx', 0o644);
			try {
				fs.closeSync(claim);
				fs.renameSync(temp, target);
			} catch (renameError) {
				removeQuietly(fs, target);
				throw renameError;
			}
		}
	} finally {
		removeQuietly(fs, temp);
	}
}

/** "EACCES: permission denied", in one line (in English: the words of source/i18n/progress-errors/). */
export function errorWords(error: unknown): string {
	const code = (error as NodeJS.ErrnoException | null)?.code;
	if (typeof code === 'string') {
		const key = `code_${code}`;
		return Object.hasOwn(en, key) ? fill(en.code, {code, words: en[key as keyof typeof en]}) : code;
	}
	return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}
