/**
 * Saved progress on disk: one JSON file in the user's config directory,
 * written atomically (a temporary file in the same directory, every byte
 * written and counted, flushed, then renamed over the old one, so a reader
 * sees the old file or the new one and never half of one; on any failure
 * the old file stays as it was), keeping the file's permissions. A
 * progress.json that is a symbolic link is followed: the file it leads to is
 * replaced, and the link stays. Before each write the file is read again and
 * this session's changes are merged into it (`mergeProgress`), under a lock
 * (proper-lockfile: a directory made beside the file, taken over when its
 * holder has not touched it for a few seconds), so arcades running at once
 * all keep their counts. A save waits at most a second for the lock, and
 * not at all for one that no live arcade can be holding (dated in the
 * future, or not a directory): it says so, and the next save tries again.
 *
 * The file is opened without blocking and read only if it is a regular file,
 * and never past the size cap: a named pipe or a link to a device is
 * refused, not waited on or read without end.
 *
 * Nothing here throws: a damaged or foreign file is set aside (renamed with
 * a timestamp) and play starts afresh; a file that cannot be read, or a
 * directory that cannot be written, means playing on without saving. Each
 * case returns one line of notice for the screen.
 */
import {noticeWords} from '../i18n/notices/index.js';
import {codeWords, droppedWords, faultWords, kindWords, learnerWords, progressErrorWords} from '../i18n/progress-errors/index.js';
import * as nodeFs from 'node:fs';
import {basename, dirname, join} from 'node:path';
import {fileName, maxFileBytes} from './paths.js';
import {lockSync} from 'proper-lockfile';
import {InputError} from '../engine/types.js';
import {replaceWhole} from './write-all.js';
import {NotAFile, readCapped} from './read-file.js';
import {fault, ProgressError, type Dropped, type FileFault} from './faults.js';
import {emptyProgress, mergeProgress, NewerVersionError, parseProgress, serializeProgress, type Progress} from './progress.js';

/** The file system calls the store makes (tests inject failing ones). */
export type ProgressFs = Pick<
	typeof nodeFs,
	| 'statSync'
	| 'fstatSync'
	| 'readSync'
	| 'mkdirSync'
	| 'openSync'
	| 'writeSync'
	| 'fchmodSync'
	| 'fsyncSync'
	| 'closeSync'
	| 'renameSync'
	| 'unlinkSync'
	| 'existsSync'
	| 'lstatSync'
	| 'realpathSync'
	| 'rmdirSync'
>;

/** Takes the lock on the progress file; returns its release. Throws ELOCKED while another holds it. */
export type Lock = (path: string, lockfilePath: string) => () => void;

export interface SaveOptions {
	/** Write exactly this, without merging (a reset). */
	readonly replace?: boolean;
}

export interface Loaded {
	readonly progress: Progress;
	/** One line for the screen, or null when all went well. */
	readonly notice: string | null;
}

export interface ProgressStore {
	/** The file, for the Stats screen; null when progress is not kept on disk. */
	readonly location: string | null;
	/** Whether saves reach the disk: false with --no-save, and after a failure. */
	readonly writable: boolean;
	/** Reads the saved progress. Never throws. */
	load(): Loaded;
	/**
	 * Writes `progress`, merged with what another arcade saved meanwhile
	 * (`replace`: written as it is, for a reset); returns the progress as
	 * written. Never throws.
	 */
	save(progress: Progress, options?: SaveOptions): Loaded;
}

/** A store that keeps nothing (`--no-save`, and tests). */
export function memoryStore(): ProgressStore {
	return {
		location: null,
		writable: false,
		load: () => ({progress: emptyProgress(), notice: null}),
		save: progress => ({progress, notice: null}),
	};
}

/** "EACCES: permission denied", in one line, in the language in force; a link to nothing says so. */
function errorCode(error: unknown): string {
	return error instanceof LinkToNothing ? progressErrorWords('linkNowhere', {file: fileName, code: codeWords(error.reason)}) : codeWords(error);
}

/** 20261122-031918 (UTC): a timestamp that is also a valid file name everywhere. */
export function fileStamp(date: Date): string {
	return date
		.toISOString()
		.replace(/\.\d+Z$/, '')
		.replace(/[-:]/g, '')
		.replace('T', '-');
}

export interface FileStoreOptions {
	/** The config directory (see `configDir`). */
	readonly dir: string;
	readonly fs?: ProgressFs;
	/** The clock, for the names of set-aside files. */
	readonly now?: () => Date;
	readonly lock?: Lock;
	/** How long a save waits for another arcade's lock before giving up for now (ms). @default 1000 */
	readonly lockWaitMs?: number;
	/** A clock that only goes forward (ms), for how long a lock has stayed unchanged. @default performance.now */
	readonly monotonic?: () => number;
}

/** A lock not refreshed for this long is a crashed holder's, and is taken over (proper-lockfile's minimum is 2 s). */
const staleMs = 4000;
/** The longest a save waits for a lock held by another arcade (a save lasts milliseconds): the screen is never frozen longer. */
const lockWaitDefaultMs = 1000;
/**
 * A lock dated later than now by more than this was not made by a live
 * arcade on this clock (proper-lockfile dates a new lock up to 1.005 s
 * ahead: the next whole second, plus 5 ms).
 */
const futureSlackMs = 2000;

const properLock: Lock = (path, lockfilePath) => lockSync(path, {realpath: false, lockfilePath, stale: staleMs, update: staleMs / 2});

/** Blocks the thread for `ms` (a save is synchronous and lasts milliseconds). */
const sleep = (ms: number) => {
	Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/** A held lock as seen: its identity and date, and when it was first seen so (monotonic ms). */
interface SeenLock {
	readonly ino: number;
	readonly mtimeMs: number;
	readonly since: number;
}

/** progress.json is a symbolic link that leads nowhere (`reason`: why it cannot be followed), the notice's reason. */
class LinkToNothing extends Error {
	readonly reason: unknown;
	constructor(reason: unknown) {
		super(fileName);
		this.reason = reason;
	}
}

export function fileStore({
	dir,
	fs = nodeFs,
	now = () => new Date(),
	lock = properLock,
	lockWaitMs = lockWaitDefaultMs,
	monotonic = () => performance.now(),
}: FileStoreOptions): ProgressStore {
	const path = join(dir, fileName);
	const lockPath = `${path}.lock`;
	/**
	 * The lock as first seen held, and when (on the monotonic clock): a lock
	 * whose date and identity have not changed for `staleMs` is a dead
	 * holder's, whatever its date says (a live one refreshes it every 2 s), so
	 * one dated in the future by a wrong clock is taken over too.
	 */
	let seenLock: SeenLock | null = null;
	/** The file's permission bits as last read (kept on write); null before there is a file. */
	let mode: number | null = null;
	/** The file as this session last read or wrote it: the merge's common ancestor. */
	let base: Progress = emptyProgress();
	let writable = true;

	/** `ok`: the file was read, or was missing, or was set aside (`fresh`); otherwise saving stops. */
	type Read = {readonly progress: Progress; readonly notice: string | null; readonly ok: boolean; readonly fresh?: boolean};

	/** Renames a bad file out of the way: progress.corrupt-<time>.json beside it. */
	const setAside = (why: string): Read => {
		const stamp = fileStamp(now());
		let target = join(dir, `progress.corrupt-${stamp}.json`);
		for (let i = 2; fs.existsSync(target) && i < 100; i++) target = join(dir, `progress.corrupt-${stamp}-${i}.json`);
		try {
			fs.renameSync(path, target);
		} catch (error) {
			return {
				progress: emptyProgress(),
				notice: noticeWords('damagedNotMoved', {code: errorCode(error), why}),
				ok: false,
			};
		}
		return {
			progress: emptyProgress(),
			notice: noticeWords('damagedMoved', {file: basename(target), why}),
			ok: true,
			fresh: true,
		};
	};

	const read = (): Read => {
		let text: string;
		try {
			const capped = readCapped(path, maxFileBytes, fs);
			mode = capped.mode;
			if ('tooLarge' in capped) return setAside(faultWords(fault(capped.tooLarge.more ? 'tooLargeGrowing' : 'tooLarge', {size: capped.tooLarge.size})));
			text = capped.text;
		} catch (error) {
			if (error instanceof NotAFile) {
				return {
					progress: emptyProgress(),
					notice: noticeWords('notAFile', {what: kindWords(error.kind), path}),
					ok: false,
				};
			}
			if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') return {progress: emptyProgress(), notice: null, ok: true};
			return {progress: emptyProgress(), notice: noticeWords('unreadable', {code: errorCode(error), path}), ok: false};
		}
		try {
			const dropped: Dropped[] = [];
			const learnerNotices: FileFault[] = [];
			const progress = parseProgress(text, dropped, learnerNotices);
			const notices = [...dropped.map(droppedWords), learnerWords(learnerNotices)].filter(n => n !== null);
			const notice = notices.length === 0 ? null : notices.reduce((first, then) => progressErrorWords('both', {first, then}));
			return {progress, notice, ok: true};
		} catch (error) {
			if (error instanceof NewerVersionError) {
				return {
					progress: emptyProgress(),
					notice: noticeWords('newer', {why: faultWords(error.fault)}),
					ok: false,
				};
			}
			if (error instanceof ProgressError) return setAside(faultWords(error.fault));
			if (error instanceof InputError) return setAside(error.message);
			// Nothing in reading may stop the arcade: a file this code cannot read is left as it is.
			return {
				progress: emptyProgress(),
				notice: noticeWords('unreadableKept', {code: errorCode(error), path}),
				ok: false,
			};
		}
	};

	/**
	 * What holds the lock: a folder, as arcades make (noted in `seenLock`
	 * with when it was first seen so), 'gone' (released meanwhile),
	 * or, for anything else at the path, what it is.
	 */
	const heldLock = (): SeenLock | 'gone' | string => {
		let stat: nodeFs.Stats;
		try {
			stat = fs.lstatSync(lockPath);
		} catch (error) {
			if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') return 'gone';
			throw error;
		}
		if (stat.isSymbolicLink()) return progressErrorWords('lockLink');
		if (!stat.isDirectory()) return progressErrorWords('lockFile');
		if (seenLock === null || seenLock.ino !== stat.ino || seenLock.mtimeMs !== stat.mtimeMs)
			seenLock = {ino: stat.ino, mtimeMs: stat.mtimeMs, since: monotonic()};
		return seenLock;
	};

	/** Removes a dead holder's lock, if it is still the one seen (another arcade may have taken it over meanwhile). */
	const takeOver = (ino: number): void => {
		try {
			if (fs.lstatSync(lockPath).ino === ino) fs.rmdirSync(lockPath);
		} catch {
			// Gone already, or not removable: the next try says which.
		}
	};

	/**
	 * Where a save writes: the file, or, when progress.json is a symbolic link,
	 * the file it leads to (the link is followed, not replaced by a file).
	 * A link that leads nowhere throws, with the place it names.
	 */
	const targetOf = (): string => {
		let stat: nodeFs.Stats;
		try {
			stat = fs.lstatSync(path);
		} catch (error) {
			if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') return path;
			throw error;
		}
		if (!stat.isSymbolicLink()) return path;
		try {
			return fs.realpathSync(path);
		} catch (error) {
			throw new LinkToNothing(error);
		}
	};

	/**
	 * Writes the text to a fresh temporary file beside the target: every byte
	 * (a write may take fewer than asked: the rest is written again, and a
	 * write that takes none is a full disk), checked against the count,
	 * flushed to the disk, and only then renamed over the target. On any
	 * failure the temporary file is removed and the old file is as it was.
	 */
	const writeAtomically = (text: string): void => {
		fs.mkdirSync(dir, {recursive: true});
		const target = targetOf();
		const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`);
		replaceWhole(fs, temp, target, [Buffer.from(text, 'utf8')], mode);
	};

	return {
		location: path,
		get writable() {
			return writable;
		},
		load() {
			const result = read();
			if (!result.ok) writable = false;
			base = result.progress;
			return {progress: result.progress, notice: result.notice};
		},
		save(progress, options = {}) {
			if (!writable) return {progress, notice: null};
			const cannotSave = (error: unknown): Loaded => {
				writable = false;
				return {progress, notice: noticeWords('notSaved', {code: errorCode(error), path})};
			};
			const notNow = (why: string): Loaded => ({progress, notice: noticeWords('notNow', {why})});
			// Read, merge and write under the lock, so no other arcade's save falls between.
			let release: () => void;
			try {
				fs.mkdirSync(dir, {recursive: true});
				const started = monotonic();
				for (;;) {
					try {
						release = lock(path, lockPath);
						seenLock = null;
						break;
					} catch (error) {
						const held = heldLock();
						if (held !== 'gone' && typeof held === 'string') {
							// No arcade makes anything but a folder there: waiting would never end, nor would removing it as a lock.
							return {progress, notice: noticeWords('notALock', {lock: lockPath, held})};
						}
						if ((error as NodeJS.ErrnoException | null)?.code !== 'ELOCKED') {
							// A lock that is there but could not be taken over (a folder with files in it): this save only.
							if (held !== 'gone') return notNow(progressErrorWords('lockStuck', {lock: lockPath, code: errorCode(error)}));
							throw error;
						}
						if (held !== 'gone') {
							if (monotonic() - held.since >= staleMs) {
								// Unchanged for the stale time by this clock: a dead holder's, whatever its date.
								takeOver(held.ino);
								seenLock = null;
								continue;
							}
							if (held.mtimeMs > Date.now() + futureSlackMs) {
								return notNow(progressErrorWords('lockFuture', {lock: lockPath, seconds: staleMs / 1000}));
							}
						}
						if (monotonic() - started >= lockWaitMs) return notNow(progressErrorWords('lockHeld', {lock: lockPath}));
						sleep(5 + Math.floor(Math.random() * 20));
					}
				}
			} catch (error) {
				return cannotSave(error);
			}
			try {
				// Another arcade may have saved since: read again and merge.
				const disk = read();
				if (!disk.ok) {
					writable = false;
					return {progress, notice: disk.notice};
				}
				// A file damaged meanwhile was set aside: then everything this session knows is written.
				const merged = options.replace ? progress : mergeProgress(disk.progress, disk.fresh ? emptyProgress() : base, progress);
				try {
					writeAtomically(serializeProgress(merged));
				} catch (error) {
					return cannotSave(error);
				}
				base = merged;
				// A file set aside meanwhile is news; saved games dropped again on this read were told of at load.
				return {progress: merged, notice: disk.fresh ? disk.notice : null};
			} finally {
				try {
					release();
				} catch {
					// The lock was taken over (this save outlived the stale time): the write is done either way.
				}
			}
		},
	};
}
