/**
 * The whole-file writers: `createWhole` makes a file whole or not at all and
 * never over an existing one (hard link, or an O_EXCL claim where the file
 * system has no links); `replaceWhole` keeps the old file when a write
 * fails. Failures come from an injected file system that writes short and
 * then nothing (a full disk that does not say so).
 */
import * as fs from 'node:fs';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, test} from 'vitest';
import {createWhole, replaceWhole} from '../../source/progress/write-all.js';

let dir = '';
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'write-all-test-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

const bytes = (text: string) => [Buffer.from(text, 'utf8')];

/** The real file system, but a write takes at most 3 bytes, and after `budget` bytes none. */
function fullAfter(budget: number): typeof fs {
	let left = budget;
	return {
		...fs,
		writeSync: ((fd: number, buffer: Uint8Array, offset: number, length: number) => {
			const take = Math.min(3, length, left);
			left -= take;
			return take === 0 ? 0 : fs.writeSync(fd, buffer, offset, take);
		}) as typeof fs.writeSync,
	};
}

describe('createWhole', () => {
	test('makes the file whole, by writes of a few bytes each, and leaves no temporary file', () => {
		const target = join(dir, 'case.in');
		createWhole(fullAfter(1000), join(dir, '.case.in.tmp'), target, bytes('3\n1 2 3\n'));
		expect(readFileSync(target, 'utf8')).toBe('3\n1 2 3\n');
		expect(readdirSync(dir)).toEqual(['case.in']);
	});

	test('a write that fails part-way leaves nothing (ENOSPC)', () => {
		const target = join(dir, 'case.in');
		expect(() => createWhole(fullAfter(5), join(dir, '.case.in.tmp'), target, bytes('3\n1 2 3\n'))).toThrow(expect.objectContaining({code: 'ENOSPC'}));
		expect(readdirSync(dir)).toEqual([]);
	});

	test('never over an existing file: EEXIST, the file as it was, no temporary file', () => {
		const target = join(dir, 'case.in');
		writeFileSync(target, 'mine');
		expect(() => createWhole(fs, join(dir, '.case.in.tmp'), target, bytes('new'))).toThrow(expect.objectContaining({code: 'EEXIST'}));
		expect(readFileSync(target, 'utf8')).toBe('mine');
		expect(readdirSync(dir)).toEqual(['case.in']);
	});

	test('without hard links (EPERM): the name is claimed with O_EXCL and the whole file put there; a taken name is still refused', () => {
		const noLinks = {
			...fs,
			linkSync: () => {
				throw Object.assign(new Error('EPERM: operation not permitted, link'), {code: 'EPERM'});
			},
		} as typeof fs;
		const target = join(dir, 'case.in');
		createWhole(noLinks, join(dir, '.case.in.tmp'), target, bytes('whole'));
		expect(readFileSync(target, 'utf8')).toBe('whole');
		expect(() => createWhole(noLinks, join(dir, '.case.in.tmp'), target, bytes('new'))).toThrow(expect.objectContaining({code: 'EEXIST'}));
		expect(readFileSync(target, 'utf8')).toBe('whole');
		expect(readdirSync(dir)).toEqual(['case.in']);
	});
});

test('replaceWhole: a write that fails part-way keeps the old file and leaves no temporary file', () => {
	const target = join(dir, 'progress.json');
	writeFileSync(target, 'old');
	expect(() => replaceWhole(fullAfter(4), join(dir, '.progress.tmp'), target, bytes('a longer new text'))).toThrow(expect.objectContaining({code: 'ENOSPC'}));
	expect(readFileSync(target, 'utf8')).toBe('old');
	expect(readdirSync(dir)).toEqual(['progress.json']);
	replaceWhole(fullAfter(100), join(dir, '.progress.tmp'), target, bytes('a longer new text'));
	expect(readFileSync(target, 'utf8')).toBe('a longer new text');
});
