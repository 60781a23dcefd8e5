/** The one way a user's file is read: only a regular file, opened without blocking, never past the cap. */
import {afterEach, beforeEach, expect, it} from 'vitest';
import * as fs from 'node:fs';
import {execFileSync} from 'node:child_process';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {NotAFile, readCapped, type ReadFs} from '../../source/progress/read-file.js';

let dir = '';
beforeEach(() => {
	dir = fs.mkdtempSync(join(tmpdir(), 'game-arcade-read-'));
});
afterEach(() => {
	fs.rmSync(dir, {recursive: true, force: true});
});

/** What `readCapped` threw, as the notice's words ("a named pipe"), or its result. */
function outcome(path: string, cap = 100, files: ReadFs = fs): unknown {
	try {
		return readCapped(path, cap, files);
	} catch (error) {
		return error instanceof NotAFile ? `not a file: ${error.message}` : (error as NodeJS.ErrnoException).code;
	}
}

it('reads a regular file, through a link, with its permission bits', () => {
	const path = join(dir, 'a.json');
	fs.writeFileSync(path, '{"a": 1}', {mode: 0o640});
	fs.chmodSync(path, 0o640);
	fs.symlinkSync(path, join(dir, 'link.json'));
	expect(outcome(join(dir, 'link.json'))).toEqual({text: '{"a": 1}', mode: 0o640});
	expect(outcome(join(dir, 'missing.json'))).toBe('ENOENT');
});

it('drops a UTF-8 byte-order mark at the start (as some editors write one), and only there', () => {
	const path = join(dir, 'a.json');
	fs.writeFileSync(path, '\uFEFF{"a": "\uFEFF"}');
	expect(outcome(path)).toMatchObject({text: '{"a": "\uFEFF"}'});
});

it.skipIf(process.platform === 'win32')('names what stands at the path instead of a file, without reading it', () => {
	const path = join(dir, 'p');
	execFileSync('mkfifo', [path]);
	expect(outcome(path)).toBe('not a file: a named pipe');
	expect(outcome('/dev/zero')).toBe('not a file: a device');
	expect(outcome(dir)).toBe('not a file: a folder');
});

it('a file swapped for a pipe between the look and the open is refused, and closed', () => {
	const path = join(dir, 'a.json');
	fs.writeFileSync(path, '{}');
	const closed: number[] = [];
	const swapped: ReadFs = {
		...fs,
		fstatSync: ((fd: number) => ({...fs.fstatSync(fd), isFile: () => false, isFIFO: () => true})) as unknown as typeof fs.fstatSync,
		closeSync: (fd: number) => {
			closed.push(fd);
			fs.closeSync(fd);
		},
	};
	expect(outcome(path, 100, swapped)).toBe('not a file: a named pipe');
	expect(closed).toHaveLength(1);
});

it('a file over the cap is not read; one that grows past it while read is cut at the cap', () => {
	const path = join(dir, 'a.json');
	fs.writeFileSync(path, 'x'.repeat(101));
	expect(outcome(path)).toEqual({tooLarge: {size: 101, more: false}, mode: expect.any(Number) as number});
	fs.writeFileSync(path, 'x'.repeat(10));
	let read = 0;
	const growing: ReadFs = {
		...fs,
		readSync: ((_fd: number, buffer: Buffer, offset: number, length: number) => {
			buffer.fill(32, offset, offset + length);
			read += length;
			return length;
		}) as unknown as typeof fs.readSync,
	};
	expect(outcome(path, 100, growing)).toEqual({tooLarge: {size: 100, more: true}, mode: expect.any(Number) as number});
	expect(read).toBeLessThanOrEqual(101);
});
