/**
 * The cache on disk, in a temporary directory: round trips, a damaged,
 * truncated, foreign or old-version entry ignored and removed with one line,
 * the size bound evicting the least recently used, a failed write keeping the
 * old entry, and the directory each platform puts it in.
 */
import * as fs from 'node:fs';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {cacheDir} from '../../source/cache/paths.js';
import {entryName, fileCache, formatName, type CacheFs} from '../../source/cache/store.js';
import {decodeValues, encodeValues} from '../../source/cache/values.js';
import {setLanguage} from '../../source/i18n/language.js';

let dir: string;
let warnings: string[];
const open = (extra: {maxBytes?: number; fs?: CacheFs; lockWaitMs?: number} = {}) => fileCache({dir, warn: line => warnings.push(line), ...extra});
const bytes = (...xs: number[]) => Uint8Array.from(xs);

beforeEach(() => {
	dir = join(mkdtempSync(join(tmpdir(), 'game-arcade-cache-')), 'game-arcade');
	warnings = [];
});
afterEach(() => {
	rmSync(join(dir, '..'), {recursive: true, force: true});
});

describe('entries', () => {
	it('round-trip: key, meta and body come back as written, and are listed', () => {
		const cache = open();
		expect(cache.read('octal 0.16')).toBeNull();
		expect(cache.write('octal 0.16', {length: 3, width: 1}, bytes(0, 1, 2))).toBe(true);
		const entry = cache.read('octal 0.16');
		expect(entry?.meta).toEqual({length: 3, width: 1});
		expect([...entry!.body]).toEqual([0, 1, 2]);
		expect(cache.list().map(e => [e.key, e.path])).toEqual([['octal 0.16', join(dir, entryName('octal 0.16'))]]);
		expect(warnings).toEqual([]);
		expect(readFileSync(join(dir, entryName('octal 0.16')), 'latin1').startsWith(`${formatName} 1\n`)).toBe(true);
	});

	it('a rewrite replaces the entry whole', () => {
		const cache = open();
		cache.write('k', {n: 1}, bytes(1));
		cache.write('k', {n: 2}, bytes(2, 2));
		expect(cache.read('k')?.meta).toEqual({n: 2});
		expect(readdirSync(dir)).toEqual([entryName('k')]);
	});

	const damages: [string, (file: Buffer) => Buffer, RegExp][] = [
		['a flipped body byte', f => Buffer.concat([f.subarray(0, -1), Buffer.from([f.at(-1)! ^ 1])]), /checksum/],
		['a truncated body', f => f.subarray(0, -2), /truncated/],
		['a truncated header', f => f.subarray(0, 30), /damaged/],
		['an old version', f => Buffer.from(f.toString('latin1').replace(`${formatName} 1`, `${formatName} 0`), 'latin1'), /another version/],
		['another file altogether', () => Buffer.from('hello\n'), /not a cache entry/],
		['an empty file', () => Buffer.alloc(0), /not a cache entry/],
		['a header that is no JSON', f => Buffer.from(f.toString('latin1').replace('{"key"', '{key'), 'latin1'), /not JSON/],
	];
	it.each(damages)('%s is ignored and removed, with one line', (_name, damage, why) => {
		const cache = open();
		cache.write('k', {n: 1}, bytes(1, 2, 3, 4));
		const path = join(dir, entryName('k'));
		writeFileSync(path, damage(readFileSync(path)));
		expect(cache.read('k')).toBeNull();
		expect(existsSync(path)).toBe(false);
		expect(warnings).toHaveLength(1);
		expect(warnings[0]).toMatch(why);
		expect(warnings[0]).not.toContain('\n');
	});

	it('says so in Chinese under the Chinese language: a damaged entry, an entry past the bound, a held lock', () => {
		setLanguage('zh-CN');
		try {
			const cache = open({maxBytes: 200});
			cache.write('k', {n: 1}, bytes(1, 2, 3, 4));
			const path = join(dir, entryName('k'));
			writeFileSync(path, Buffer.from('hello\n'));
			expect(cache.read('k')).toBeNull();
			expect(cache.write('big', {n: 1}, bytes(...Array.from({length: 300}, () => 1)))).toBe(false);
			const lock = `${join(dir, entryName('j'))}.lock`;
			writeFileSync(lock, '');
			expect(open({lockWaitMs: 30}).write('j', {n: 9}, bytes(9), () => false)).toBe(false);
			expect(warnings).toEqual([
				`缓存：忽略并删除了条目 ${path}：不是缓存条目`,
				expect.stringMatching(/^缓存：没有保存 big：它占 \d+ 字节，超过了缓存的上限 200$/),
				`缓存：没有保存 j：另一个进程正在保存它（锁 ${lock} 被占用）`,
			]);
		} finally {
			setLanguage('en');
		}
	});

	it('an entry holding another key (a foreign file under its name) is ignored and removed', () => {
		const cache = open();
		cache.write('other', {n: 1}, bytes(1));
		fs.renameSync(join(dir, entryName('other')), join(dir, entryName('k')));
		expect(cache.read('k')).toBeNull();
		expect(warnings[0]).toMatch(/foreign/);
		expect(existsSync(join(dir, entryName('k')))).toBe(false);
	});

	it('past the size bound the least recently used entries go first', () => {
		const cache = open({maxBytes: 3200});
		const body = new Uint8Array(900);
		for (const key of ['a', 'b', 'c']) cache.write(key, {}, body);
		// Ages: a is the oldest, then b and c; reading a makes it the most recent.
		utimesSync(join(dir, entryName('a')), 1000, 1000);
		utimesSync(join(dir, entryName('b')), 2000, 2000);
		utimesSync(join(dir, entryName('c')), 3000, 3000);
		expect(cache.read('a')).not.toBeNull();
		cache.write('d', {}, body);
		expect(
			cache
				.list()
				.map(e => e.key)
				.sort(),
		).toEqual(['a', 'c', 'd']);
		expect(cache.read('b')).toBeNull();
	});

	it('an entry larger than the whole bound is not stored', () => {
		const cache = open({maxBytes: 100});
		expect(cache.write('big', {}, new Uint8Array(200))).toBe(false);
		expect(warnings[0]).toMatch(/past the cache's bound/);
		expect(existsSync(join(dir, entryName('big')))).toBe(false);
	});

	it('a write that fails part-way keeps the old entry and leaves no temporary file', () => {
		open().write('k', {n: 1}, bytes(1));
		let calls = 0;
		const failing: CacheFs = {
			...fs,
			writeSync: ((fd: number, data: Uint8Array, offset?: number, length?: number) => {
				if (++calls === 2) throw Object.assign(new Error('ENOSPC: no space'), {code: 'ENOSPC'});
				return fs.writeSync(fd, data, offset, length);
			}) as CacheFs['writeSync'],
		};
		const cache = open({fs: failing});
		expect(cache.write('k', {n: 2}, bytes(2, 2))).toBe(false);
		expect(warnings[0]).toMatch(/could not store k .*ENOSPC/);
		expect(cache.read('k')?.meta).toEqual({n: 1});
		expect(readdirSync(dir)).toEqual([entryName('k')]);
	});

	it('a write that fails at the rename keeps the old entry', () => {
		open().write('k', {n: 1}, bytes(1));
		const failing: CacheFs = {
			...fs,
			renameSync: () => {
				throw Object.assign(new Error('EACCES'), {code: 'EACCES'});
			},
		};
		expect(open({fs: failing}).write('k', {n: 2}, bytes(2))).toBe(false);
		expect(open().read('k')?.meta).toEqual({n: 1});
		expect(readdirSync(dir)).toEqual([entryName('k')]);
	});

	it('an unwritable place (a file where the folder should be) is said in one line, not a crash', () => {
		writeFileSync(join(dir, '..', 'blocker'), 'x');
		const cache = fileCache({dir: join(dir, '..', 'blocker', 'game-arcade'), warn: line => warnings.push(line)});
		expect(cache.write('k', {}, bytes(1))).toBe(false);
		expect(cache.read('k')).toBeNull();
		expect(cache.list()).toEqual([]);
		expect(warnings).toHaveLength(1);
	});

	it('a half-written file an hour old is removed at the next write; a fresh one (a writer at work) is left', () => {
		const cache = open();
		cache.write('a', {}, bytes(1));
		const stale = `${entryName('a')}.123.abc.tmp`;
		const fresh = `${entryName('b')}.456.def.tmp`;
		writeFileSync(join(dir, stale), 'half');
		writeFileSync(join(dir, fresh), 'half');
		const hourAgo = Date.now() / 1000 - 3700;
		utimesSync(join(dir, stale), hourAgo, hourAgo);
		cache.write('c', {}, bytes(1));
		expect(readdirSync(dir).sort()).toEqual([entryName('a'), entryName('c'), fresh].sort());
		expect(cache.clear().removed).toBe(2);
		expect(readdirSync(dir)).toEqual([]);
	});

	it('a write that says when the stored entry is worth more keeps it, asked under a lock', () => {
		const cache = open();
		const longer = (stored: Record<string, unknown>) => (stored['n'] as number) >= 2;
		expect(cache.write('k', {n: 3}, bytes(3, 3, 3), longer)).toBe(true);
		expect(cache.write('k', {n: 2}, bytes(2, 2), longer)).toBe(false);
		expect(cache.read('k')?.meta).toEqual({n: 3});
		expect(warnings).toEqual([]);
		// Another run's lock, fresh: this write waits, then gives up with one line, the entry kept.
		const lock = `${join(dir, entryName('k'))}.lock`;
		writeFileSync(lock, '');
		const waiting = open({lockWaitMs: 30});
		expect(waiting.write('k', {n: 9}, bytes(9), () => false)).toBe(false);
		expect(warnings).toEqual([`cache: not stored: another run is storing k (its lock ${lock} is held)`]);
		expect(cache.read('k')?.meta).toEqual({n: 3});
		// A lock left by a writer that died long ago is taken over; the lock is gone after the write.
		const old = new Date(Date.now() - 3_600_000);
		utimesSync(lock, old, old);
		expect(waiting.write('k', {n: 9}, bytes(9), () => false)).toBe(true);
		expect(cache.read('k')?.meta).toEqual({n: 9});
		expect(existsSync(lock)).toBe(false);
	});

	it('clear removes only the entries the store wrote, and counts them as list lists them', () => {
		const cache = open();
		cache.write('a', {}, bytes(1));
		cache.write('b', {}, bytes(1, 2));
		const listed = cache.list();
		// Named as entries, but none the store wrote: another file, a link to the user's own, an entry under another key's name.
		writeFileSync(join(dir, entryName('foreign')), 'mine');
		const outside = join(dir, '..', 'kept.entry');
		writeFileSync(outside, readFileSync(join(dir, entryName('a'))));
		fs.symlinkSync(outside, join(dir, entryName('linked')));
		fs.copyFileSync(join(dir, entryName('b')), join(dir, entryName('renamed')));
		expect(cache.list()).toEqual(listed);
		expect(cache.clear()).toEqual({removed: 2, bytes: listed.reduce((sum, entry) => sum + entry.bytes, 0)});
		expect(readdirSync(dir).sort()).toEqual([entryName('foreign'), entryName('linked'), entryName('renamed')].sort());
		expect(readFileSync(outside).length).toBeGreaterThan(0);
	});

	it('lists a file named as an entry from its first bytes only, never read whole', () => {
		let read = 0;
		const counting: CacheFs = {
			...fs,
			readFileSync: ((...args: Parameters<typeof fs.readFileSync>) => {
				const got = fs.readFileSync(...args);
				read += got.length;
				return got;
			}) as CacheFs['readFileSync'],
			readSync: ((...args: Parameters<typeof fs.readSync>) => {
				const got = fs.readSync(...args);
				read += got;
				return got;
			}) as CacheFs['readSync'],
		};
		const cache = open({fs: counting});
		cache.write('a', {}, bytes(1, 2, 3));
		// A large foreign file under an entry's name, and a large one that starts as an entry but is longer than its header says.
		writeFileSync(join(dir, entryName('big')), Buffer.alloc(8 * 2 ** 20, 0x41));
		const entry = readFileSync(join(dir, entryName('a')));
		writeFileSync(join(dir, entryName('a')), Buffer.concat([entry, Buffer.alloc(8 * 2 ** 20)]));
		writeFileSync(join(dir, entryName('c')), entry);
		read = 0;
		expect(cache.list()).toEqual([]);
		expect(read).toBeLessThan(3 * 70_000);
	});

	it('clear removes every entry and nothing else', () => {
		const cache = open();
		cache.write('a', {}, bytes(1));
		cache.write('b', {}, bytes(1, 2));
		writeFileSync(join(dir, 'notes.txt'), 'mine');
		// Named like an entry, but not one of the store's names (32 hex digits).
		writeFileSync(join(dir, 'zz.entry'), 'mine too');
		const {removed} = cache.clear();
		expect(removed).toBe(2);
		expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'zz.entry']);
		expect(cache.list()).toEqual([]);
	});
});

describe('values', () => {
	it.each([
		[[0, 1, 255], 1],
		[[0, 256, 3], 2],
		[[70_000, 1, 0], 4],
	])('%j round-trips in %i-byte values', (values, width) => {
		const {meta, body} = encodeValues(values, values.length, {start: 1, period: 2});
		expect(meta['width']).toBe(width);
		expect(body.length).toBe(values.length * width);
		const back = decodeValues(meta, body);
		expect([...back!.values]).toEqual(values);
		expect(back!.period).toEqual({start: 1, period: 2});
	});

	it.each([1, 2, 4])('%i-byte values read from a body inside a larger buffer (a file read whole, its header before them)', width => {
		const values = width === 1 ? [0, 7, 255, 3] : width === 2 ? [0, 256, 3, 65_535] : [70_000, 1, 0, 5];
		const {meta, body} = encodeValues(values, values.length, null);
		// As the store hands it over: a Buffer view at an odd offset into the whole file.
		const file = Buffer.concat([Buffer.from('header line\n'), Buffer.from(body), Buffer.from('tail')]);
		const view = file.subarray(12, 12 + body.length);
		const back = decodeValues(meta, view);
		expect(back!.values.length).toBe(values.length);
		expect([...back!.values]).toEqual(values);
	});

	it('a header that disagrees with its body is refused', () => {
		const {meta, body} = encodeValues([1, 2, 3], 3, null);
		expect(decodeValues({...meta, length: 4}, body)).toBeNull();
		expect(decodeValues({...meta, width: 3}, body)).toBeNull();
		expect(decodeValues({...meta, period: {start: 2, period: 5}}, body)).toBeNull();
		expect(decodeValues(meta, body)?.period).toBeNull();
	});
});

describe('the cache directory', () => {
	const home = () => '/home/ada';
	it("follows XDG_CACHE_HOME when it is absolute, else the platform's place", () => {
		expect(cacheDir({XDG_CACHE_HOME: '/tmp/c'}, 'linux', home)).toBe('/tmp/c/game-arcade');
		expect(cacheDir({XDG_CACHE_HOME: '/tmp/c'}, 'darwin', home)).toBe('/tmp/c/game-arcade');
		expect(cacheDir({XDG_CACHE_HOME: 'relative'}, 'linux', home)).toBe('/home/ada/.cache/game-arcade');
		expect(cacheDir({}, 'linux', home)).toBe('/home/ada/.cache/game-arcade');
		expect(cacheDir({}, 'darwin', home)).toBe('/home/ada/Library/Caches/game-arcade');
		expect(cacheDir({LOCALAPPDATA: '/c/Users/ada/AppData/Local'}, 'win32', home)).toBe('/c/Users/ada/AppData/Local/game-arcade/Cache');
		expect(cacheDir({}, 'win32', home)).toBe('/home/ada/AppData/Local/game-arcade/Cache');
		expect(cacheDir({}, 'linux', () => '')).toBeNull();
		expect(
			cacheDir({}, 'linux', () => {
				throw new Error('no home');
			}),
		).toBeNull();
	});

	it('every test process caches in a temporary directory, never the real one', () => {
		expect(process.env['XDG_CACHE_HOME']).toContain(tmpdir());
	});
});
