/**
 * Reading a file a user may have put anything at: a named pipe would make a
 * plain read wait for a writer forever, a link to /dev/zero would be read
 * without end, a link to /dev/tty would read the keyboard. So the path is
 * looked at first and opened only when it is a regular file; it is opened
 * without blocking (and without taking a terminal as the process's own),
 * checked again once open (it may have been swapped meanwhile), and never
 * read past the cap (a file that grows while it is read is cut there).
 */
import * as nodeFs from 'node:fs';
import {en} from '../i18n/progress-errors/en.js';

/** The file system calls a capped read makes (tests inject failing ones). */
export type ReadFs = Pick<typeof nodeFs, 'statSync' | 'openSync' | 'fstatSync' | 'readSync' | 'closeSync'>;

/** What stands at a path where a regular file should be (each surface words it: "a named pipe"). */
export type NotAFileKind = 'fifo' | 'device' | 'socket' | 'folder' | 'other';

/** Thrown for anything but a regular file at the path: `kind` says what stands there, the message in English ("a named pipe"). */
export class NotAFile extends Error {
	readonly kind: NotAFileKind;
	constructor(kind: NotAFileKind) {
		super(en[`kind_${kind}`]);
		this.kind = kind;
	}
}

/**
 * What was read: the text, or, for a file larger than the cap, its size
 * (`more`: it grew while read, and is more than `size` bytes); with the
 * file's permission bits either way.
 */
export type Capped =
	| {readonly text: string; readonly mode: number}
	| {readonly tooLarge: {readonly size: number; readonly more: boolean}; readonly mode: number};

/** What stands at the path. */
function kindOf(stat: nodeFs.Stats): NotAFileKind {
	if (stat.isFIFO()) return 'fifo';
	if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'device';
	if (stat.isSocket()) return 'socket';
	if (stat.isDirectory()) return 'folder';
	return 'other';
}

/** U+FEFF at the start: some editors (Notepad among them) begin a UTF-8 file with it, and JSON.parse refuses it. */
const byteOrderMark = '\uFEFF';

/**
 * The text of the regular file at `path` (links followed), at most `cap`
 * bytes of UTF-8, without a byte-order mark at its start. Throws `NotAFile` for
 * anything else at the path, and the file system's error (ENOENT...) when it
 * cannot be opened.
 */
export function readCapped(path: string, cap: number, fs: ReadFs = nodeFs): Capped {
	// Looked at before it is opened: a device is never opened at all.
	const before = fs.statSync(path);
	if (!before.isFile()) throw new NotAFile(kindOf(before));
	const {constants} = nodeFs;
	const fd = fs.openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0));
	try {
		const stat = fs.fstatSync(fd);
		if (!stat.isFile()) throw new NotAFile(kindOf(stat));
		const mode = stat.mode & 0o777;
		if (stat.size > cap) return {tooLarge: {size: stat.size, more: false}, mode};
		let buffer = Buffer.alloc(stat.size + 1);
		let length = 0;
		for (;;) {
			const got = fs.readSync(fd, buffer, length, buffer.length - length, null);
			if (got === 0) break;
			length += got;
			if (length > cap) return {tooLarge: {size: cap, more: true}, mode};
			// Grown since the fstat (another program writing): read on, within the cap.
			if (length === buffer.length) {
				const grown = Buffer.alloc(Math.min(2 * buffer.length, cap + 1));
				buffer.copy(grown);
				buffer = grown;
			}
		}
		const text = buffer.toString('utf8', 0, length);
		return {text: text.startsWith(byteOrderMark) ? text.slice(1) : text, mode};
	} finally {
		fs.closeSync(fd);
	}
}
