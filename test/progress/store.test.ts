/**
 * Saved progress on disk, with a temporary config directory: round trips,
 * atomic writes, a damaged, truncated or foreign file set aside with a
 * timestamp, a newer version left alone, unreadable and unwritable places
 * (simulated without chmod, which does not stop root: a file where the
 * directory should be, a directory where the file should be, and injected
 * failing calls), anything but a regular file (a named pipe, a device), the
 * file's permissions, and arcades saving in turn and at once, in processes
 * of their own.
 */
import * as fs from 'node:fs';
import {
	chmodSync,
	existsSync,
	lstatSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	symlinkSync,
	utimesSync,
	writeFileSync,
	mkdirSync,
} from 'node:fs';
import {execFileSync, spawn} from 'node:child_process';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';
import {fullRun} from '../sample.js';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {emptyProgress, parseProgress, recordAnswer, recordGame, serializeProgress, statsOf} from '../../source/progress/progress.js';
import {fileStamp, fileStore, memoryStore, type ProgressFs} from '../../source/progress/store.js';
import {configDir, fileName, maxFileBytes, savedLook} from '../../source/progress/paths.js';

let root: string;
let dir: string;
const clock = () => new Date(Date.UTC(2026, 10, 22, 3, 19, 18));

beforeEach(() => {
	root = mkdtempSync(join(tmpdir(), 'game-arcade-progress-'));
	dir = join(root, 'game-arcade');
});

afterEach(() => {
	rmSync(root, {recursive: true, force: true});
});

function errno(code: string): NodeJS.ErrnoException {
	return Object.assign(new Error(`${code}: simulated`), {code});
}

const won = (p = emptyProgress()) => recordGame(p, 'nim', {won: true, hintsUsed: false});

describe('the config directory', () => {
	it("follows XDG_CONFIG_HOME when it is absolute, else the platform's place", () => {
		const home = () => '/home/ada';
		expect(configDir({XDG_CONFIG_HOME: '/tmp/cfg'}, 'linux', home)).toBe('/tmp/cfg/game-arcade');
		expect(configDir({XDG_CONFIG_HOME: 'relative/cfg'}, 'linux', home)).toBe('/home/ada/.config/game-arcade');
		expect(configDir({}, 'linux', home)).toBe('/home/ada/.config/game-arcade');
		expect(configDir({}, 'darwin', home)).toBe('/home/ada/Library/Application Support/game-arcade');
		expect(configDir({XDG_CONFIG_HOME: '/tmp/cfg'}, 'darwin', home)).toBe('/tmp/cfg/game-arcade');
		expect(configDir({}, 'linux', () => '')).toBeNull();
		expect(
			configDir({}, 'linux', () => {
				throw new Error('no home');
			}),
		).toBeNull();
	});

	it('stamps set-aside files with a name valid everywhere', () => {
		expect(fileStamp(clock())).toBe('20261122-031918');
	});
});

describe('a progress file', () => {
	it('starts empty when there is none, and saves what is recorded', () => {
		const store = fileStore({dir});
		expect(store.load()).toEqual({progress: emptyProgress(), notice: null});
		const saved = store.save(won());
		expect(saved.notice).toBeNull();
		expect(statsOf(saved.progress, 'nim').won).toBe(1);
		const again = fileStore({dir}).load();
		expect(again.notice).toBeNull();
		expect(statsOf(again.progress, 'nim')).toMatchObject({played: 1, won: 1});
		expect(store.location).toBe(join(dir, fileName));
	});

	it('reads a file that starts with a UTF-8 byte-order mark (as an editor may save it), and writes it back without one', () => {
		mkdirSync(dir, {recursive: true});
		writeFileSync(join(dir, fileName), `\uFEFF${serializeProgress({...won(), theme: 'none'})}`);
		const store = fileStore({dir, now: clock});
		const loaded = store.load();
		expect(loaded.notice).toBeNull();
		expect(statsOf(loaded.progress, 'nim').played).toBe(1);
		expect(savedLook(dir).theme).toBe('none');
		store.save(won(loaded.progress));
		expect(readFileSync(join(dir, fileName), 'utf8').startsWith('{')).toBe(true);
		expect(statsOf(fileStore({dir}).load().progress, 'nim').played).toBe(2);
		expect(readdirSync(dir)).toEqual([fileName]);
	});

	it('writes through a temporary file in the same directory, flushed, then renamed', () => {
		const calls: string[] = [];
		const spy: ProgressFs = {
			...fs,
			openSync: ((path: fs.PathLike, flags: fs.OpenMode, mode?: fs.Mode) => {
				calls.push(`open ${String(path).startsWith(dir) ? 'in dir' : 'elsewhere'} ${String(flags)}`);
				return fs.openSync(path, flags, mode);
			}) as typeof fs.openSync,
			fsyncSync: (fd: number) => {
				calls.push('fsync');
				fs.fsyncSync(fd);
			},
			renameSync: (from: fs.PathLike, to: fs.PathLike) => {
				calls.push(`rename ${String(from).endsWith('.tmp') ? 'temp' : String(from)} → ${String(to) === join(dir, fileName) ? 'file' : String(to)}`);
				fs.renameSync(from, to);
			},
		};
		fileStore({dir}).save(won());
		const store = fileStore({dir, fs: spy});
		store.load();
		store.save(won());
		// The read (at load, and again under the lock before the merge: without blocking, a terminal never taken as the process's own), then the write.
		const readOnly = String(fs.constants.O_RDONLY | fs.constants.O_NONBLOCK | fs.constants.O_NOCTTY);
		expect(calls).toEqual([`open in dir ${readOnly}`, `open in dir ${readOnly}`, 'open in dir wx', 'fsync', 'rename temp → file']);
	});

	/** A store whose writes of the temporary file go through `write`, after a first good save. */
	function failingWrites(overrides: Partial<ProgressFs>): {store: ReturnType<typeof fileStore>; before: string} {
		const store = fileStore({dir});
		store.load();
		store.save(recordAnswer(won(), 'coins', 'correct', 'mixed', 3));
		const before = readFileSync(join(dir, fileName), 'utf8');
		const failing = fileStore({dir, fs: {...fs, ...overrides}});
		failing.load();
		return {store: failing, before};
	}

	const notSaved = (why: string) => `Could not save progress (${why}): the saved file is unchanged; playing on without saving. File: ${join(dir, fileName)}`;

	it('writes every byte when a write takes fewer than asked (a short write is followed by the rest)', () => {
		const {store} = failingWrites({
			writeSync: ((fd: number, data: Uint8Array | string, offset?: number, length?: number) => {
				// At most 7 bytes a call, whatever was asked (a string too).
				const bytes = typeof data === 'string' ? Buffer.from(data) : data;
				const from = typeof data === 'string' ? 0 : (offset ?? 0);
				return fs.writeSync(fd, bytes, from, Math.min(typeof data === 'string' ? bytes.length : (length ?? bytes.length - from), 7));
			}) as unknown as typeof fs.writeSync,
		});
		const p = won(won(store.load().progress));
		expect(store.save(p).notice).toBeNull();
		const text = readFileSync(join(dir, fileName), 'utf8');
		expect(text).toBe(serializeProgress(fileStore({dir}).load().progress));
		expect(statsOf(parseProgress(text), 'nim').played).toBe(3);
	});

	for (const [what, overrides, why] of [
		[
			'a write that takes nothing (a full disk that does not say so)',
			{
				writeSync: ((fd: number, buffer: Uint8Array, offset: number, length: number) =>
					offset >= 100 ? 0 : fs.writeSync(fd, buffer, offset, Math.min(length, 100 - offset))) as unknown as typeof fs.writeSync,
			},
			'ENOSPC: no space left on the disk',
		],
		[
			'ENOSPC after 64 bytes',
			{
				writeSync: ((fd: number, buffer: Uint8Array, offset: number, length: number) => {
					if (offset >= 64) throw errno('ENOSPC');
					return fs.writeSync(fd, buffer, offset, Math.min(length, 64 - offset));
				}) as unknown as typeof fs.writeSync,
			},
			'ENOSPC: no space left on the disk',
		],
		[
			'a failed fsync',
			{
				fsyncSync: () => {
					throw errno('EIO');
				},
			},
			'EIO: input/output error',
		],
		[
			'a failed rename',
			{
				renameSync: () => {
					throw errno('EXDEV');
				},
			},
			'EXDEV',
		],
	] as const) {
		it(`keeps the old file whole, removes the temporary one and says so, naming the file, on ${what}`, () => {
			const {store, before} = failingWrites(overrides as Partial<ProgressFs>);
			const result = store.save(won(won(won())));
			expect(result.notice).toBe(notSaved(why));
			expect(readFileSync(join(dir, fileName), 'utf8')).toBe(before);
			expect(readdirSync(dir)).toEqual([fileName]);
			expect(store.writable).toBe(false);
		});
	}

	it('a saved game that cannot be read (nested 5,000 deep, moves 1e300) is dropped with a notice; the record and the others stay', () => {
		mkdirSync(dir, {recursive: true});
		const left = {position: {game: 'bash', heap: 9, max: 3}, opponent: 'perfect', toMove: 0, hints: false, moves: 2};
		const text = JSON.stringify({
			format: 'game-arcade progress',
			version: 3,
			games: {nim: {played: 5, won: 2}},
			saved: {bash: left, nim: {...left, position: 'deep'}, wythoff: {...left, position: {game: 'wythoff', heaps: [3, 5]}, moves: 1e300}},
		}).replace('"deep"', `{"game":"nim","heaps":${'['.repeat(5000)}${']'.repeat(5000)}}`);
		writeFileSync(join(dir, fileName), text);
		const store = fileStore({dir});
		const loaded = store.load();
		expect(loaded.notice).toBe(
			'The nim game left to resume could not be read and was dropped (saved.nim.position nests deeper than 64 levels). ' +
				'The wythoff game left to resume could not be read and was dropped (saved.wythoff.moves must be a whole number from 0 to 1000000000, got 1e+300).',
		);
		expect(statsOf(loaded.progress, 'nim')).toMatchObject({played: 5, won: 2});
		expect(loaded.progress.saved).toEqual({bash: left});
		// The file is kept, not set aside, and the next save writes it without the bad games.
		expect(readdirSync(dir)).toEqual([fileName]);
		expect(store.save(won(loaded.progress)).notice).toBeNull();
		expect(fileStore({dir}).load()).toMatchObject({notice: null, progress: {saved: {bash: left}}});
		expect(readdirSync(dir)).toEqual([fileName]);
	});

	it('leaves the old file whole when a write fails halfway, and removes the temporary file', () => {
		const store = fileStore({dir});
		store.load();
		store.save(won());
		const before = readFileSync(join(dir, fileName), 'utf8');
		const failing = fileStore({
			dir,
			fs: {
				...fs,
				writeSync: (() => {
					throw errno('ENOSPC');
				}) as typeof fs.writeSync,
			},
		});
		failing.load();
		const result = failing.save(won(won()));
		expect(result.notice).toBe(
			`Could not save progress (ENOSPC: no space left on the disk): the saved file is unchanged; playing on without saving. File: ${join(dir, fileName)}`,
		);
		expect(readFileSync(join(dir, fileName), 'utf8')).toBe(before);
		expect(readdirSync(dir)).toEqual([fileName]);
		expect(failing.writable).toBe(false);
		// Later saves are skipped quietly: one notice is enough.
		expect(failing.save(won())).toEqual({progress: won(), notice: null});
	});

	it('every file written along the way parses: a reader never sees half a file', () => {
		const store = fileStore({dir});
		store.load();
		let p = emptyProgress();
		for (let i = 0; i < 50; i++) {
			p = recordAnswer(won(p), 'coins', i % 3 === 0 ? 'missed' : 'correct', 'mixed', i);
			p = store.save(p).progress;
			expect(() => parseProgress(readFileSync(join(dir, fileName), 'utf8'))).not.toThrow();
		}
		expect(statsOf(fileStore({dir}).load().progress, 'nim').played).toBe(50);
	});
});

describe('a damaged, truncated or foreign file', () => {
	for (const [what, text, why] of [
		['damaged', '{"format":"game-arcade progress","version":1,"games":{"nim":{"played":-4}}}', 'games.nim.played must be a non-negative integer, got -4'],
		['truncated', serializeProgress(won()).slice(0, 60), 'the file is not valid JSON (cut short or damaged)'],
		['foreign', '{"theme": "dark", "volume": 3}', 'format is missing: not a game-arcade progress file'],
		['binary', '\u0000\u0001\u0002garbage', 'the file is not JSON'],
	] as const) {
		it(`sets a ${what} file aside with a timestamp and starts afresh, with a notice`, () => {
			mkdirSync(dir, {recursive: true});
			writeFileSync(join(dir, fileName), text);
			const store = fileStore({dir, now: clock});
			const loaded = store.load();
			expect(loaded.progress).toEqual(emptyProgress());
			expect(loaded.notice).toBe(`Saved progress was damaged; starting afresh. The old file is now progress.corrupt-20261122-031918.json (${why}).`);
			expect(readFileSync(join(dir, 'progress.corrupt-20261122-031918.json'), 'utf8')).toBe(text);
			// Play goes on, and saving works.
			expect(store.writable).toBe(true);
			expect(store.save(won()).notice).toBeNull();
			expect(statsOf(fileStore({dir}).load().progress, 'nim').played).toBe(1);
		});
	}

	it('does not overwrite an earlier set-aside file of the same second', () => {
		mkdirSync(dir, {recursive: true});
		writeFileSync(join(dir, fileName), 'first');
		fileStore({dir, now: clock}).load();
		writeFileSync(join(dir, fileName), 'second');
		const loaded = fileStore({dir, now: clock}).load();
		expect(loaded.notice).toContain('progress.corrupt-20261122-031918-2.json');
		expect(readFileSync(join(dir, 'progress.corrupt-20261122-031918.json'), 'utf8')).toBe('first');
		expect(readFileSync(join(dir, 'progress.corrupt-20261122-031918-2.json'), 'utf8')).toBe('second');
	});

	it('sets aside a file far too large to be ours without reading it', () => {
		mkdirSync(dir, {recursive: true});
		writeFileSync(join(dir, fileName), Buffer.alloc(maxFileBytes + 1, 32));
		const loaded = fileStore({dir, now: clock}).load();
		expect(loaded.notice).toContain(`(${maxFileBytes + 1} bytes, far more than a progress file)`);
		expect(readdirSync(dir)).toEqual(['progress.corrupt-20261122-031918.json']);
	});

	it('plays on without saving when the damaged file cannot be moved', () => {
		mkdirSync(dir, {recursive: true});
		writeFileSync(join(dir, fileName), 'garbage');
		const store = fileStore({
			dir,
			now: clock,
			fs: {
				...fs,
				renameSync: () => {
					throw errno('EACCES');
				},
			},
		});
		const loaded = store.load();
		expect(loaded.notice).toBe(
			'Saved progress is damaged and could not be moved aside (EACCES: permission denied): playing on without saving (the file is not JSON).',
		);
		expect(store.writable).toBe(false);
		expect(store.save(won()).notice).toBeNull();
		expect(readFileSync(join(dir, fileName), 'utf8')).toBe('garbage');
	});

	it('keeps a file whose learner model is partly damaged, with a one-line notice, and saves on', () => {
		mkdirSync(dir, {recursive: true});
		const text = JSON.stringify({format: 'game-arcade progress', version: 4, games: {nim: {played: 3, won: 1}}, learner: {concepts: {mex: {answered: -2}}}});
		writeFileSync(join(dir, fileName), text);
		const store = fileStore({dir});
		const loaded = store.load();
		expect(loaded.notice).toMatch(
			/^Saved progress: part of the learner model could not be read and was dropped \(learner\.concepts\.mex [^\n]*\); the rest is kept\.$/,
		);
		expect(loaded.progress.games['nim']).toMatchObject({played: 3, won: 1});
		expect(store.writable).toBe(true);
		expect(readdirSync(dir)).toEqual([fileName]);
	});

	it("leaves a newer version's file untouched and does not save", () => {
		mkdirSync(dir, {recursive: true});
		const text = JSON.stringify({format: 'game-arcade progress', version: 9, games: {nim: {played: 3, fancy: true}}});
		writeFileSync(join(dir, fileName), text);
		const store = fileStore({dir});
		expect(store.load().notice).toBe(
			'Saved progress is from a newer game-arcade: left untouched, and this session is not saved (version 9 is newer than this game-arcade understands (5)).',
		);
		store.save(won());
		expect(readFileSync(join(dir, fileName), 'utf8')).toBe(text);
		expect(readdirSync(dir)).toEqual([fileName]);
	});
});

describe('unreadable and unwritable places', () => {
	it('a read-only config directory: play goes on without saving, with a notice', () => {
		// Root ignores chmod, so the directory refuses new files through an injected call.
		const store = fileStore({
			dir,
			fs: {
				...fs,
				openSync: ((path: fs.PathLike, flags: fs.OpenMode, mode?: fs.Mode) => {
					if (flags === 'wx') throw errno('EROFS');
					return fs.openSync(path, flags, mode);
				}) as typeof fs.openSync,
			},
		});
		store.load();
		const first = store.save(won());
		expect(first.notice).toBe(
			`Could not save progress (EROFS: read-only file system): the saved file is unchanged; playing on without saving. File: ${join(dir, fileName)}`,
		);
		expect(first.progress).toEqual(won());
		expect(store.writable).toBe(false);
	});

	it('a file where the config directory should be', () => {
		writeFileSync(dir, 'not a directory');
		const store = fileStore({dir});
		const loaded = store.load();
		expect(loaded.notice).toBe(
			`Saved progress could not be read (ENOTDIR: a file stands where a folder should be): playing on without saving. File: ${join(dir, fileName)}`,
		);
		expect(store.writable).toBe(false);
		expect(store.save(won()).notice).toBeNull();
		expect(readFileSync(dir, 'utf8')).toBe('not a directory');
	});

	it('a file in the way only when saving (made after loading)', () => {
		const store = fileStore({dir});
		store.load();
		writeFileSync(dir, 'in the way');
		const saved = store.save(won());
		expect(saved.notice).toMatch(/^Saved progress could not be read \(ENOTDIR|^Could not save progress \((EEXIST|ENOTDIR)/);
		expect(store.writable).toBe(false);
	});

	it('a directory where the file should be', () => {
		mkdirSync(join(dir, fileName), {recursive: true});
		const store = fileStore({dir});
		const loaded = store.load();
		expect(loaded.notice).toBe(`Saved progress is a folder, not a file: left untouched, playing on without saving. File: ${join(dir, fileName)}`);
		expect(store.writable).toBe(false);
	});

	it('--no-save keeps nothing', () => {
		const store = memoryStore();
		expect(store.location).toBeNull();
		expect(store.load()).toEqual({progress: emptyProgress(), notice: null});
		expect(store.save(won())).toEqual({progress: won(), notice: null});
	});
});

describe('two arcades at once', () => {
	it('both keep their counts when they save in turn (a merge, not last writer wins)', () => {
		const a = fileStore({dir});
		const b = fileStore({dir});
		let pa = a.load().progress;
		let pb = b.load().progress;
		pa = a.save(won(pa)).progress;
		pb = b.save(recordAnswer(pb, 'bash', 'correct', 'bash', 4)).progress;
		pa = a.save(won(pa)).progress;
		pb = b.save(won(pb)).progress;
		const final = fileStore({dir}).load().progress;
		expect(statsOf(final, 'nim')).toMatchObject({played: 3, won: 3});
		expect(statsOf(final, 'bash')).toMatchObject({answered: 1, correct: 1, bestStreak: 4});
		// Each arcade sees the other's results after its own save.
		expect(pb).toEqual(final);
		expect(statsOf(pa, 'bash').answered).toBe(1);
	});

	it('a reset is written as it is (last writer wins)', () => {
		const a = fileStore({dir});
		a.load();
		a.save(won(won()));
		const b = fileStore({dir});
		b.load();
		b.save({save: true, coach: true, games: {}}, {replace: true});
		expect(fileStore({dir}).load().progress).toEqual(emptyProgress());
	});

	it('a file damaged meanwhile by another program is set aside and this session is written whole', () => {
		const a = fileStore({dir, now: clock});
		a.load();
		a.save(won());
		writeFileSync(join(dir, fileName), '{"format": "game-arcade progress", "ver');
		const saved = a.save(won(won()));
		expect(saved.notice).toContain('The old file is now progress.corrupt-20261122-031918.json');
		expect(statsOf(fileStore({dir}).load().progress, 'nim').played).toBe(2);
	});
});

describe('anything but a regular file at the path', () => {
	it.skipIf(process.platform === 'win32')('a named pipe is refused at once, not waited on, and left in place', () => {
		mkdirSync(dir, {recursive: true});
		execFileSync('mkfifo', [join(dir, fileName)]);
		const store = fileStore({dir});
		const loaded = store.load();
		expect(loaded.notice).toBe(`Saved progress is a named pipe, not a file: left untouched, playing on without saving. File: ${join(dir, fileName)}`);
		expect(store.writable).toBe(false);
		expect(store.save(won()).notice).toBeNull();
		expect(lstatSync(join(dir, fileName)).isFIFO()).toBe(true);
	});

	it.skipIf(process.platform === 'win32')('a link to a device (/dev/zero, endless) is refused without reading it', () => {
		mkdirSync(dir, {recursive: true});
		symlinkSync('/dev/zero', join(dir, fileName));
		const store = fileStore({dir});
		expect(store.load().notice).toBe(`Saved progress is a device, not a file: left untouched, playing on without saving. File: ${join(dir, fileName)}`);
		expect(lstatSync(join(dir, fileName)).isSymbolicLink()).toBe(true);
	});

	it('a file that grows past the cap while it is read is set aside, read no further than the cap', () => {
		mkdirSync(dir, {recursive: true});
		writeFileSync(join(dir, fileName), serializeProgress(won()));
		let read = 0;
		// The size seen at open is small; the reads then find far more (another program appending).
		const growing: ProgressFs = {
			...fs,
			readSync: ((_fd: number, buffer: Buffer, offset: number, length: number) => {
				buffer.fill(32, offset, offset + length);
				read += length;
				return length;
			}) as unknown as typeof fs.readSync,
		};
		const loaded = fileStore({dir, fs: growing, now: clock}).load();
		expect(loaded.notice).toContain(`(more than ${maxFileBytes} bytes, far more than a progress file)`);
		expect(read).toBeLessThanOrEqual(maxFileBytes + 1);
	});
});

describe('a progress file that is a symbolic link', () => {
	it.skipIf(process.platform === 'win32')('is followed: the file it leads to is replaced (beside it, atomically), and the link stays a link', () => {
		const elsewhere = join(root, 'dotfiles');
		mkdirSync(elsewhere, {recursive: true});
		mkdirSync(dir, {recursive: true});
		writeFileSync(join(elsewhere, 'progress.json'), serializeProgress(won()));
		symlinkSync(join(elsewhere, 'progress.json'), join(dir, fileName));
		const store = fileStore({dir});
		expect(statsOf(store.load().progress, 'nim').played).toBe(1);
		expect(store.save(won(won())).notice).toBeNull();
		expect(lstatSync(join(dir, fileName)).isSymbolicLink()).toBe(true);
		expect(statsOf(parseProgress(readFileSync(join(elsewhere, 'progress.json'), 'utf8')), 'nim').played).toBe(2);
		// No temporary file left on either side.
		expect(readdirSync(elsewhere)).toEqual(['progress.json']);
		expect(readdirSync(dir)).toEqual([fileName]);
	});

	it.skipIf(process.platform === 'win32')('a link that leads nowhere: the save is refused with a notice, and the link is left alone', () => {
		mkdirSync(dir, {recursive: true});
		symlinkSync(join(root, 'missing', 'progress.json'), join(dir, fileName));
		const store = fileStore({dir});
		expect(store.load().notice).toBeNull();
		expect(store.save(won()).notice).toBe(
			`Could not save progress (progress.json is a link to a file that cannot be reached (ENOENT: no such file or folder)): the saved file is unchanged; playing on without saving. File: ${join(dir, fileName)}`,
		);
		expect(lstatSync(join(dir, fileName)).isSymbolicLink()).toBe(true);
		expect(existsSync(join(root, 'missing'))).toBe(false);
	});
});

describe('the file keeps its permissions', () => {
	it.skipIf(process.platform === 'win32')('a file the user set to 0600 stays 0600 after a save; a new file is 0644 less the umask', () => {
		const store = fileStore({dir});
		store.load();
		store.save(won());
		expect(statSync(join(dir, fileName)).mode & 0o777).toBe(0o644 & ~process.umask());
		chmodSync(join(dir, fileName), 0o600);
		const again = fileStore({dir});
		again.save(won(again.load().progress));
		expect(statSync(join(dir, fileName)).mode & 0o777).toBe(0o600);
		expect(statsOf(fileStore({dir}).load().progress, 'nim').played).toBe(2);
	});
});

describe('the save lock', () => {
	it("waits for another arcade's lock, then saves", () => {
		let tries = 0;
		const busyTwice = () => {
			tries++;
			if (tries <= 2) throw Object.assign(new Error('Lock file is already being held'), {code: 'ELOCKED'});
			return () => {};
		};
		const store = fileStore({dir, lock: busyTwice});
		store.load();
		expect(store.save(won()).notice).toBeNull();
		expect(tries).toBe(3);
		expect(statsOf(fileStore({dir}).load().progress, 'nim').played).toBe(1);
	});

	it('gives up for now on a lock held too long, and saves everything with the next result', () => {
		let held = true;
		const lock = () => {
			if (held) throw Object.assign(new Error('Lock file is already being held'), {code: 'ELOCKED'});
			return () => {};
		};
		const store = fileStore({dir, lock, lockWaitMs: 30});
		store.load();
		const first = store.save(won());
		expect(first.notice).toBe(
			`Progress not saved this time: the lock ${join(dir, fileName)}.lock is held by another arcade. It will be saved with the next result.`,
		);
		expect(store.writable).toBe(true);
		held = false;
		expect(store.save(won(won())).notice).toBeNull();
		expect(statsOf(fileStore({dir}).load().progress, 'nim').played).toBe(2);
	});

	it('takes over a lock left by an arcade that died holding it, once it is stale', () => {
		mkdirSync(join(dir, `${fileName}.lock`), {recursive: true});
		const old = new Date(Date.now() - 60_000);
		utimesSync(join(dir, `${fileName}.lock`), old, old);
		const store = fileStore({dir});
		store.load();
		expect(store.save(won()).notice).toBeNull();
		expect(statsOf(fileStore({dir}).load().progress, 'nim').played).toBe(1);
		expect(existsSync(join(dir, `${fileName}.lock`))).toBe(false);
	});

	const lockPath = () => join(dir, `${fileName}.lock`);

	it('a lock held by a live arcade: the wait is bounded (1 s), then a notice naming the lock, and saving goes on', () => {
		// The wait is measured on the store's own clock, here one that moves 50 ms each time it is read: the
		// save tries the lock again and again until that clock has gone 1 s past its start, then gives up
		// (the real pauses between tries are a few ms each; a loaded machine changes nothing here).
		let clockMs = 0;
		const store = fileStore({
			dir,
			monotonic: () => {
				clockMs += 50;
				return clockMs;
			},
		});
		store.load();
		mkdirSync(lockPath(), {recursive: true});
		const started = clockMs;
		const first = store.save(won());
		expect(first.notice).toBe(`Progress not saved this time: the lock ${lockPath()} is held by another arcade. It will be saved with the next result.`);
		// Waited to the bound, and not past it by more than a try.
		expect(clockMs - started).toBeGreaterThanOrEqual(1000);
		expect(clockMs - started).toBeLessThanOrEqual(1200);
		expect(existsSync(join(dir, fileName))).toBe(false);
		rmSync(lockPath(), {recursive: true});
		expect(store.save(won(won())).notice).toBeNull();
		expect(statsOf(fileStore({dir}).load().progress, 'nim').played).toBe(2);
	});

	it('a lock dated in the future (a clock set wrong) is not waited on; it is taken over once unchanged for 4 s by this clock', () => {
		let clockMs = 0;
		const store = fileStore({dir, monotonic: () => clockMs});
		store.load();
		mkdirSync(lockPath(), {recursive: true});
		const future = new Date(Date.now() + 3_600_000);
		utimesSync(lockPath(), future, future);
		// Not waited on: the store's clock stands still here, so a save that waited for the lock would never
		// give up (and would say the lock is held); this one answers at once that the lock is dated in the future.
		const first = store.save(won());
		expect(first.notice).toBe(
			`Progress not saved this time: the lock ${lockPath()} is dated in the future (a clock set wrong?), and is taken over once it stays unchanged for 4 s. It will be saved with the next result.`,
		);
		expect(existsSync(join(dir, fileName))).toBe(false);
		clockMs = 3999;
		expect(store.save(won()).notice).toMatch(/dated in the future/);
		clockMs = 4000;
		expect(store.save(won(won())).notice).toBeNull();
		expect(statsOf(fileStore({dir}).load().progress, 'nim').played).toBe(2);
		expect(existsSync(lockPath())).toBe(false);
	});

	it('a future-dated lock that changes (a live holder refreshing it) is not taken over', () => {
		let clockMs = 0;
		const store = fileStore({dir, monotonic: () => clockMs});
		store.load();
		mkdirSync(lockPath(), {recursive: true});
		for (const step of [1, 2, 3]) {
			const future = new Date(Date.now() + 3_600_000 + step * 2000);
			utimesSync(lockPath(), future, future);
			clockMs = step * 3000;
			expect(store.save(won()).notice).toMatch(/dated in the future/);
		}
		expect(existsSync(lockPath())).toBe(true);
		expect(existsSync(join(dir, fileName))).toBe(false);
	});

	it.skipIf(process.platform === 'win32')('a dangling link at the lock path is refused at once with a notice naming it, and left alone', () => {
		// Refused at once: with the store's clock standing still, a save that waited for the lock would never give up.
		const store = fileStore({dir, monotonic: () => 0});
		store.load();
		mkdirSync(dir, {recursive: true});
		symlinkSync(join(root, 'nowhere'), lockPath());
		const first = store.save(won());
		expect(first.notice).toBe(`Progress not saved: ${lockPath()} is a link, not a save lock; remove it to save again.`);
		expect(lstatSync(lockPath()).isSymbolicLink()).toBe(true);
		expect(existsSync(join(dir, fileName))).toBe(false);
		expect(store.writable).toBe(true);
		rmSync(lockPath());
		expect(store.save(won(won())).notice).toBeNull();
		expect(statsOf(fileStore({dir}).load().progress, 'nim').played).toBe(2);
	});

	// proper-lockfile finds these stale (dated long ago) and cannot remove them as it removes its folder.
	it.skipIf(process.platform === 'win32')(
		'an old file, a link or a full folder at the lock path skips one save, naming the lock; the next result saves once it is gone',
		() => {
			const old = new Date(Date.UTC(2020, 0, 1));
			const place: Record<string, () => void> = {
				'a file': () => writeFileSync(lockPath(), 'x'),
				'a link': () => {
					mkdirSync(join(root, 'old'), {recursive: true});
					utimesSync(join(root, 'old'), old, old);
					symlinkSync(join(root, 'old'), lockPath());
				},
				'a full folder': () => {
					mkdirSync(lockPath(), {recursive: true});
					writeFileSync(join(lockPath(), 'note'), 'x');
				},
			};
			for (const [what, make] of Object.entries(place)) {
				rmSync(dir, {recursive: true, force: true});
				const store = fileStore({dir});
				store.load();
				mkdirSync(dir, {recursive: true});
				make();
				if (!lstatSync(lockPath()).isSymbolicLink()) utimesSync(lockPath(), old, old);
				const first = store.save(won());
				expect(first.notice, what).toContain(lockPath());
				expect(first.notice, what).not.toContain(`File: ${join(dir, fileName)}`);
				expect(store.writable, what).toBe(true);
				expect(existsSync(join(dir, fileName)), what).toBe(false);
				// Still there: skipped again, still naming it.
				expect(store.save(won()).notice, what).toContain(lockPath());
				rmSync(lockPath(), {recursive: true});
				expect(store.save(won(won())).notice, what).toBeNull();
				expect(statsOf(fileStore({dir}).load().progress, 'nim').played, what).toBe(2);
			}
		},
	);

	it('a lock that cannot be made (a read-only folder) stops saving with a notice', () => {
		const store = fileStore({
			dir,
			lock: () => {
				throw errno('EROFS');
			},
		});
		store.load();
		expect(store.save(won()).notice).toBe(
			`Could not save progress (EROFS: read-only file system): the saved file is unchanged; playing on without saving. File: ${join(dir, fileName)}`,
		);
		expect(store.writable).toBe(false);
	});

	// The sample saves 60 results each (1,000 in all in the full run): enough saves overlap for a lost one to show.
	const each = fullRun ? 250 : 60;
	it(`four arcades saving ${each} results each at once lose none of them`, async () => {
		// The saver runs in its own processes: bundled here from its TypeScript.
		const saver = join(root, 'saver.mjs');
		await build({
			entryPoints: [fileURLToPath(new URL('fixtures/saver.ts', import.meta.url))],
			bundle: true,
			platform: 'node',
			format: 'esm',
			outfile: saver,
			logLevel: 'warning',
			banner: {js: "import {createRequire as __createRequire} from 'node:module';const require=__createRequire(import.meta.url);"},
		});
		const codes = await Promise.all(
			[0, 1, 2, 3].map(
				() =>
					new Promise<number | null>(resolve => {
						spawn(process.execPath, [saver, dir, String(each)], {stdio: 'inherit'}).on('close', resolve);
					}),
			),
		);
		expect(codes).toEqual([0, 0, 0, 0]);
		expect(statsOf(fileStore({dir}).load().progress, 'nim')).toMatchObject({played: 4 * each, won: 2 * each});
		expect(readdirSync(dir)).toEqual([fileName]);
	});
});
