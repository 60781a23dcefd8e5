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
import {join} from 'node:path';
import {errorWords, replaceWhole} from '../progress/write-all.js';

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
	'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'renameSync' | 'unlinkSync' | 'readFileSync' | 'readdirSync' | 'statSync' | 'mkdirSync' | 'utimesSync'
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
}

export interface Cache {
	readonly dir: string;
	/** The entry under `key`, checked, or null (none, or a bad one, removed). */
	read(key: string): Entry | null;
	/** Removes the entry under `key` (its owner found it wrong); nothing when there is none. */
	remove(key: string): void;
	/** Stores an entry whole; false (and a warning) when it could not be written, the old entry then kept. */
	write(key: string, meta: Meta, body: Uint8Array): boolean;
	/** Every entry's key, size and file, most recently used first (files that are no entry are left out). */
	list(): Listed[];
	/** Removes every entry (and any file left half-written); says how many and their bytes. */
	clear(): {readonly removed: number; readonly bytes: number};
}

/** A file being written (`<entry>.<pid>.<random>.tmp`), renamed to its entry's name once whole. */
const isTemp = (name: string): boolean => /^[0-9a-f]{32}\.entry\.\d+\.[0-9a-z]+\.tmp$/.test(name);

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The file of a key: its hash, so any key is a safe file name. */
export function entryName(key: string): string {
	return `${sha256(Buffer.from(key, 'utf8')).slice(0, 32)}${suffix}`;
}

/** The parts of an entry's bytes, or why they are not one. */
function parse(bytes: Uint8Array): {readonly header: {key: string; meta: Meta; bytes: number; sha256: string}; readonly body: Uint8Array} | string {
	const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	const first = buffer.indexOf(10);
	if (first < 0 || first > 64) return 'not a cache entry';
	const line = buffer.toString('latin1', 0, first + 1);
	if (line !== firstLine) return line.startsWith(`${formatName} `) ? `written by another version (${line.trim()})` : 'not a cache entry';
	const second = buffer.indexOf(10, first + 1);
	if (second < 0 || second - first > maxHeader) return 'damaged (no header)';
	let header: unknown;
	try {
		header = JSON.parse(buffer.toString('utf8', first + 1, second));
	} catch {
		return 'damaged (its header is not JSON)';
	}
	if (typeof header !== 'object' || header === null) return 'damaged (its header is not an object)';
	const {key, meta, bytes: length, sha256: sum} = header as Record<string, unknown>;
	if (typeof key !== 'string' || typeof meta !== 'object' || meta === null || typeof length !== 'number' || typeof sum !== 'string')
		return 'damaged (its header lacks a field)';
	const body = bytes.subarray(second + 1);
	if (body.length !== length) return `truncated (${body.length} of ${length} bytes)`;
	if (sha256(body) !== sum) return 'damaged (its checksum does not match)';
	return {header: {key, meta: meta as Meta, bytes: length, sha256: sum}, body};
}

export function fileCache(options: CacheOptions): Cache {
	const {dir} = options;
	const fs = options.fs ?? nodeFs;
	const maxBytes = options.maxBytes ?? defaultMaxBytes;
	const warn = options.warn ?? (() => {});

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
				const stat = fs.statSync(path);
				if (stat.isFile()) found.push({name, path, bytes: stat.size, used: stat.mtime});
			} catch {
				// Removed meanwhile.
			}
		}
		return found.sort((a, b) => a.used.getTime() - b.used.getTime() || (a.name < b.name ? -1 : 1));
	};

	/** Removes the least recently used entries until the whole is within the bound (`keep` stays), and what a writer that died left. */
	const evict = (keep: string): void => {
		removeLeftovers();
		const all = files();
		let total = all.reduce((sum, file) => sum + file.bytes, 0);
		for (const file of all) {
			if (total <= maxBytes) break;
			if (file.name === keep) continue;
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
					warn(`cache: ignored and removed an entry larger than the cache's bound (${path})`);
					remove(path);
					return null;
				}
				bytes = fs.readFileSync(path);
			} catch {
				return null;
			}
			const parsed = parse(bytes);
			const why = typeof parsed === 'string' ? parsed : parsed.header.key !== key ? `foreign (it holds ${JSON.stringify(parsed.header.key)})` : null;
			if (why !== null || typeof parsed === 'string') {
				warn(`cache: ignored and removed an entry that is ${why ?? 'damaged'} (${path})`);
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
		write(key, meta, body) {
			const name = entryName(key);
			const path = join(dir, name);
			const header = Buffer.from(`${firstLine}${JSON.stringify({key, meta, bytes: body.length, sha256: sha256(body)})}\n`, 'utf8');
			if (header.length + body.length > maxBytes) {
				warn(`cache: not stored: ${key} takes ${header.length + body.length} bytes, past the cache's bound of ${maxBytes}`);
				return false;
			}
			const temp = join(dir, `${name}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`);
			try {
				fs.mkdirSync(dir, {recursive: true});
				replaceWhole(fs, temp, path, [header, body]);
			} catch (error) {
				warn(`cache: could not store ${key} in ${dir} (${errorWords(error)})`);
				return false;
			}
			evict(name);
			return true;
		},
		list() {
			const listed: Listed[] = [];
			for (const file of files().reverse()) {
				let key: string | null = null;
				try {
					const parsed = parse(fs.readFileSync(file.path));
					if (typeof parsed !== 'string' && entryName(parsed.header.key) === file.name) key = parsed.header.key;
				} catch {
					// Unreadable: not listed.
				}
				if (key !== null) listed.push({key, bytes: file.bytes, path: file.path, used: file.used});
			}
			return listed;
		},
		clear() {
			let names: string[];
			try {
				names = fs.readdirSync(dir);
			} catch {
				return {removed: 0, bytes: 0};
			}
			let removed = 0;
			let bytes = 0;
			for (const name of names) {
				if (!isEntry(name) && !isTemp(name)) continue;
				const path = join(dir, name);
				try {
					const size = fs.statSync(path).size;
					fs.unlinkSync(path);
					if (isEntry(name)) removed++;
					bytes += size;
				} catch {
					// Gone already.
				}
			}
			return {removed, bytes};
		},
	};
}
