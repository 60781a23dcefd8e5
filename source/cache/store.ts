/**
 * The cache of what long analyses prove (value tables, periods): one file per
 * entry in the cache directory (paths.ts), bounded in total size.
 *
 * A file is `game-arcade-cache 1\n`, a line of JSON (the entry's key, what
 * its owner says of the body, the body's length and its SHA-256), then the
 * body's bytes. It is written whole (every byte, fsync, then renamed over the
 * old one), so a reader meets the old entry or the new one, never part of
 * one. Read back, every part is checked: a damaged, truncated, foreign or
 * old-version file is ignored and removed, with one line for stderr (the
 * `warn` option), never a crash. Reading an entry marks it used (its mtime);
 * past the size bound the least recently used go first.
 */
import {createHash} from 'node:crypto';
import * as nodeFs from 'node:fs';
import {basename, join} from 'node:path';
import {errorWords, replaceWhole} from '../progress/write-all.js';
import {miscWords} from '../i18n/misc2/index.js';

/** The first line of every entry: the format's name and version. */
export const formatName = 'game-arcade-cache';
export const formatVersion = 1;
const firstLine = `${formatName} ${formatVersion}\n`;
/** The bound on the whole cache: past it the least recently used entries are removed. */
export const defaultMaxBytes = 256 * 2 ** 20;
const suffix = '.entry';
/** An entry's file name: the first 32 hex digits of its key's SHA-256 (no other file is the cache's). */
const isEntry = (name: string): boolean => /^[0-9a-f]{32}\.entry$/.test(name);
/** The header line's length at most (it holds a key and a few numbers). */
const maxHeader = 65_536;

export type CacheFs = Pick<
	typeof nodeFs,
	| 'openSync'
	| 'writeSync'
	| 'readSync'
	| 'fsyncSync'
	| 'closeSync'
	| 'renameSync'
	| 'unlinkSync'
	| 'readFileSync'
	| 'readdirSync'
	| 'statSync'
	| 'lstatSync'
	| 'mkdirSync'
	| 'utimesSync'
>;

/** What an entry's owner says of its body (a JSON object: the values' width and count, a period). */
export type Meta = Readonly<Record<string, unknown>>;

export interface Entry {
	readonly key: string;
	readonly meta: Meta;
	readonly body: Uint8Array;
}

/** An entry as `game-arcade cache` lists it. */
export interface Listed {
	readonly key: string;
	/** The file's size in bytes. */
	readonly bytes: number;
	readonly path: string;
	/** When it was last read or written. */
	readonly used: Date;
}

export interface CacheOptions {
	readonly dir: string;
	/** @default 256 MiB */
	readonly maxBytes?: number;
	/** @default node:fs */
	readonly fs?: CacheFs;
	/** One line about an entry ignored or a write that failed (for stderr). @default nothing said */
	readonly warn?: (line: string) => void;
	/** How long a write waits for another run's lock on the same entry, in milliseconds. @default 5000 */
	readonly lockWaitMs?: number;
}

export interface Cache {
	readonly dir: string;
	/** The entry under `key`, checked, or null (none, or a bad one, removed). */
	read(key: string): Entry | null;
	/** Removes the entry under `key` (its owner found it wrong); nothing when there is none. */
	remove(key: string): void;
	/**
	 * Stores an entry whole; false (and a warning) when it could not be written,
	 * the old entry then kept. With `unless`, the entry stored already is kept
	 * where `unless(its meta)` says it is worth more (a longer table): asked
	 * under a lock, so two runs storing at once never replace the better one.
	 */
	write(key: string, meta: Meta, body: Uint8Array, unless?: (stored: Meta) => boolean): boolean;
	/** Every entry's key, size and file, most recently used first (files that are no entry are left out). */
	list(): Listed[];
	/** Removes every entry `list` lists (and any file of ours left half-written); says how many entries and their bytes. */
	clear(): {readonly removed: number; readonly bytes: number};
}

/** A file being written (`<entry>.<pid>.<random>.tmp`), renamed to its entry's name once whole; or a writer's lock (`<entry>.lock`). */
const isTemp = (name: string): boolean => /^[0-9a-f]{32}\.entry(\.\d+\.[0-9a-z]+\.tmp|\.lock)$/.test(name);
/** A lock this old was left by a writer that died: writing an entry takes milliseconds. */
const staleLockMs = 60_000;

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The file of a key: its hash, so any key is a safe file name. */
export function entryName(key: string): string {
	return `${sha256(Buffer.from(key, 'utf8')).slice(0, 32)}${suffix}`;
}

interface Header {
	readonly key: string;
	readonly meta: Meta;
	readonly bytes: number;
	readonly sha256: string;
}

/** The header of an entry's first bytes (at least up to the end of its header line), its length in bytes, or why they are no entry's. */
function parseHeader(bytes: Uint8Array): {readonly header: Header; readonly length: number} | string {
	const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	const first = buffer.indexOf(10);
	if (first < 0 || first > 64) return miscWords('cacheWhy_notEntry');
	const line = buffer.toString('latin1', 0, first + 1);
	if (line !== firstLine) return line.startsWith(`${formatName} `) ? miscWords('cacheWhy_otherVersion', {line: line.trim()}) : miscWords('cacheWhy_notEntry');
	const second = buffer.indexOf(10, first + 1);
	if (second < 0 || second - first > maxHeader) return miscWords('cacheWhy_noHeader');
	let header: unknown;
	try {
		header = JSON.parse(buffer.toString('utf8', first + 1, second));
	} catch {
		return miscWords('cacheWhy_headerNotJson');
	}
	if (typeof header !== 'object' || header === null) return miscWords('cacheWhy_headerNotObject');
	const {key, meta, bytes: length, sha256: sum} = header as Record<string, unknown>;
	if (typeof key !== 'string' || typeof meta !== 'object' || meta === null || typeof length !== 'number' || typeof sum !== 'string')
		return miscWords('cacheWhy_headerField');
	return {header: {key, meta: meta as Meta, bytes: length, sha256: sum}, length: second + 1};
}

/** The parts of an entry's bytes, or why they are not one. */
function parse(bytes: Uint8Array): {readonly header: Header; readonly body: Uint8Array} | string {
	const head = parseHeader(bytes);
	if (typeof head === 'string') return head;
	const {header} = head;
	const body = bytes.subarray(head.length);
	if (body.length !== header.bytes) return miscWords('cacheWhy_truncated', {got: body.length, bytes: header.bytes});
	if (sha256(body) !== header.sha256) return miscWords('cacheWhy_checksum');
	return {header, body};
}

/** The most bytes read to list a file: its first line and header, never the whole of a file that is no entry. */
const headBytes = 64 + maxHeader + 1;

export function fileCache(options: CacheOptions): Cache {
	const {dir} = options;
	const fs = options.fs ?? nodeFs;
	const maxBytes = options.maxBytes ?? defaultMaxBytes;
	const warn = options.warn ?? (() => {});
	const lockWaitMs = options.lockWaitMs ?? 5000;

	const remove = (path: string): void => {
		try {
			fs.unlinkSync(path);
		} catch {
			// Gone already, or not ours to remove: nothing more to do.
		}
	};

	/** Half-written files an hour old or more: their writer is gone (a crash, a power cut). */
	const removeLeftovers = (): void => {
		let names: string[];
		try {
			names = fs.readdirSync(dir);
		} catch {
			return;
		}
		const old = Date.now() - 3_600_000;
		for (const name of names) {
			if (!isTemp(name)) continue;
			try {
				if (fs.statSync(join(dir, name)).mtime.getTime() < old) remove(join(dir, name));
			} catch {
				// Renamed or removed meanwhile.
			}
		}
	};

	/** The entry files with their sizes and times, oldest use first. */
	const files = (): {name: string; path: string; bytes: number; used: Date}[] => {
		let names: string[];
		try {
			names = fs.readdirSync(dir);
		} catch {
			return [];
		}
		const found: {name: string; path: string; bytes: number; used: Date}[] = [];
		for (const name of names) {
			if (!isEntry(name)) continue;
			const path = join(dir, name);
			try {
				// The store writes plain files only: a link or anything else under an entry's name is not one of its own.
				const stat = fs.lstatSync(path);
				if (stat.isFile()) found.push({name, path, bytes: stat.size, used: stat.mtime});
			} catch {
				// Removed meanwhile.
			}
		}
		return found.sort((a, b) => a.used.getTime() - b.used.getTime() || (a.name < b.name ? -1 : 1));
	};

	/**
	 * The key of the entry file, from its first bytes only (a bounded read),
	 * or null where it is no entry the store wrote: another format, a name
	 * that is not its key's, a body of another length than its header says.
	 */
	const headOf = (file: {name: string; path: string; bytes: number}): Header | null => {
		let fd: number;
		try {
			fd = fs.openSync(file.path, nodeFs.constants.O_RDONLY | nodeFs.constants.O_NONBLOCK);
		} catch {
			return null;
		}
		try {
			const head = Buffer.alloc(Math.min(headBytes, file.bytes));
			let got = 0;
			while (got < head.length) {
				const n = fs.readSync(fd, head, got, head.length - got, got);
				if (n === 0) break;
				got += n;
			}
			const parsed = parseHeader(head.subarray(0, got));
			if (typeof parsed === 'string' || entryName(parsed.header.key) !== file.name || parsed.length + parsed.header.bytes !== file.bytes) return null;
			return parsed.header;
		} catch {
			return null;
		} finally {
			fs.closeSync(fd);
		}
	};

	/** The header of the entry at `path`, or null (none, or none of the store's own). */
	const storedHead = (path: string): Header | null => {
		try {
			const stat = fs.lstatSync(path);
			return stat.isFile() ? headOf({name: basename(path), path, bytes: stat.size}) : null;
		} catch {
			return null;
		}
	};

	/**
	 * Takes the lock of an entry (a file created only if absent), waiting a
	 * while for another run that holds it; one left by a writer that died is
	 * taken over. False when it stays held.
	 */
	const takeLock = (lock: string): boolean => {
		const until = Date.now() + lockWaitMs;
		for (;;) {
			try {
				fs.closeSync(fs.openSync(lock, 'wx'));
				return true;
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
			}
			let stale = false;
			try {
				stale = Date.now() - fs.lstatSync(lock).mtime.getTime() > staleLockMs;
			} catch {
				// Released meanwhile: tried again (within the wait).
			}
			if (stale) remove(lock);
			else if (Date.now() >= until) return false;
			else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
		}
	};

	/** The store's own entries, most recently used first. */
	const entries = (): Listed[] => {
		const listed: Listed[] = [];
		for (const file of files().reverse()) {
			const key = headOf(file)?.key;
			if (key !== undefined) listed.push({key, bytes: file.bytes, path: file.path, used: file.used});
		}
		return listed;
	};

	/** Removes the least recently used entries until the whole is within the bound (`keep` stays), and what a writer that died left. */
	const evict = (keep: string): void => {
		removeLeftovers();
		// Only the store's own entries, oldest use first.
		const all = entries().reverse();
		let total = all.reduce((sum, file) => sum + file.bytes, 0);
		for (const file of all) {
			if (total <= maxBytes) break;
			if (file.path === join(dir, keep)) continue;
			remove(file.path);
			total -= file.bytes;
		}
	};

	return {
		dir,
		read(key) {
			const path = join(dir, entryName(key));
			let bytes: Uint8Array;
			try {
				const stat = fs.statSync(path);
				if (!stat.isFile()) return null;
				if (stat.size > maxBytes) {
					warn(miscWords('cacheTooLarge', {path}));
					remove(path);
					return null;
				}
				bytes = fs.readFileSync(path);
			} catch {
				return null;
			}
			const parsed = parse(bytes);
			const why =
				typeof parsed === 'string' ? parsed : parsed.header.key !== key ? miscWords('cacheWhy_foreign', {key: JSON.stringify(parsed.header.key)}) : null;
			if (why !== null || typeof parsed === 'string') {
				warn(miscWords('cacheRemovedBad', {why: why ?? miscWords('cacheWhy_damaged'), path}));
				remove(path);
				return null;
			}
			try {
				const now = new Date();
				fs.utimesSync(path, now, now);
			} catch {
				// A read-only cache still answers.
			}
			return {key, meta: parsed.header.meta, body: parsed.body};
		},
		remove(key) {
			remove(join(dir, entryName(key)));
		},
		write(key, meta, body, unless) {
			const name = entryName(key);
			const path = join(dir, name);
			const header = Buffer.from(`${firstLine}${JSON.stringify({key, meta, bytes: body.length, sha256: sha256(body)})}\n`, 'utf8');
			if (header.length + body.length > maxBytes) {
				warn(miscWords('cacheTooBig', {key, bytes: header.length + body.length, max: maxBytes}));
				return false;
			}
			const temp = join(dir, `${name}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`);
			const lock = `${path}.lock`;
			let locked = false;
			try {
				fs.mkdirSync(dir, {recursive: true});
				if (unless !== undefined) {
					locked = takeLock(lock);
					if (!locked) {
						warn(miscWords('cacheLocked', {key, lock}));
						return false;
					}
					const stored = storedHead(path);
					if (stored !== null && stored.key === key && unless(stored.meta)) return false;
				}
				replaceWhole(fs, temp, path, [header, body]);
			} catch (error) {
				warn(miscWords('cacheNotStored', {key, dir, why: errorWords(error)}));
				return false;
			} finally {
				if (locked) remove(lock);
			}
			evict(name);
			return true;
		},
		list: entries,
		clear() {
			let removed = 0;
			let bytes = 0;
			for (const entry of entries()) {
				try {
					fs.unlinkSync(entry.path);
					removed++;
					bytes += entry.bytes;
				} catch {
					// Gone already, or not ours to remove: not counted.
				}
			}
			// Files of the store's own left half-written (plain files under its temporary names).
			let names: string[] = [];
			try {
				names = fs.readdirSync(dir);
			} catch {
				// No folder: nothing more.
			}
			for (const name of names) {
				if (!isTemp(name)) continue;
				try {
					if (fs.lstatSync(join(dir, name)).isFile()) remove(join(dir, name));
				} catch {
					// Gone already.
				}
			}
			return {removed, bytes};
		},
	};
}
