/**
 * The failing case saved as `--save` and the Problems screen save it: the
 * .in and .out appear whole or not at all, never over a file; a file that
 * cannot be written is named, and nothing of the case is left.
 */
import * as fs from 'node:fs';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, expect, test} from 'vitest';
import {SaveError, saveCase} from '../../source/judge/program.js';

let dir = '';
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'judge-program-test-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

const input = '2\n1 1\n2 3\n';
const output = 'second\nfirst\n';

test('saves the pair under the first free number, never over an existing file', () => {
	writeFileSync(join(dir, 'hdu1846-1.out'), 'mine');
	expect(saveCase(dir, 'hdu1846', input, output)).toEqual([join(dir, 'hdu1846-2.in'), join(dir, 'hdu1846-2.out')]);
	expect(readFileSync(join(dir, 'hdu1846-2.in'), 'utf8')).toBe(input);
	expect(readFileSync(join(dir, 'hdu1846-2.out'), 'utf8')).toBe(output);
	expect(readFileSync(join(dir, 'hdu1846-1.out'), 'utf8')).toBe('mine');
	expect(readdirSync(dir).sort()).toEqual(['hdu1846-1.out', 'hdu1846-2.in', 'hdu1846-2.out']);
});

test('a disk that fills part-way through the .out: a SaveError naming the .out, and neither file left', () => {
	let left = input.length + 4;
	const filling = {
		...fs,
		writeSync: ((fd: number, buffer: Uint8Array, offset: number, length: number) => {
			const take = Math.min(length, left);
			left -= take;
			return take === 0 ? 0 : fs.writeSync(fd, buffer, offset, take);
		}) as typeof fs.writeSync,
	};
	let thrown: unknown = null;
	try {
		saveCase(dir, 'hdu1846', input, output, filling);
	} catch (error) {
		thrown = error;
	}
	expect(thrown).toBeInstanceOf(SaveError);
	expect(thrown).toMatchObject({path: join(dir, 'hdu1846-1.out'), reason: 'ENOSPC: no space left on the disk'});
	expect(readdirSync(dir)).toEqual([]);
});

test('a folder that cannot be made is named', () => {
	writeFileSync(join(dir, 'file'), '');
	expect(() => saveCase(join(dir, 'file', 'cases'), 'hdu1846', input, output)).toThrow(SaveError);
	expect(() => saveCase(join(dir, 'file', 'cases'), 'hdu1846', input, output)).toThrow(join(dir, 'file', 'cases'));
});
