/**
 * The bundle's string-width wrapper (scripts/build.mjs): its short cut for
 * narrow text gives string-width's own answer, character by character and
 * for styled text, so the start-up saving changes no frame. And its static
 * modules: evaluated at build time, written as literals, refused when an
 * export is not plain data.
 */
import {describe, expect, it} from 'vitest';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import stringWidth from 'string-width';
import {bundle, narrowText} from '../../scripts/build.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('narrow text', () => {
	it('is only characters string-width measures as one column each, and takes the arcade’s own', () => {
		const wrong: string[] = [];
		for (let code = 0; code <= 0x2fff; code++) {
			const ch = String.fromCodePoint(code);
			if (narrowText.test(ch) && (stringWidth(ch) !== 1 || stringWidth(`x${ch}${ch}y`) !== 4)) wrong.push(code.toString(16));
		}
		expect(wrong).toEqual([]);
		for (const text of ['╭──╮ │ ╰──╯', '↑↓←→ ·•… — “quoted” misère', '●○◆◇▶◀ ▸ █▓▒░ ┆ ┼ ✓ ✗ ❯', 'x ⊗ y ≤ z']) expect(narrowText.test(text)).toBe(true);
		for (const text of ['漢字', '🎲', '\u0301', '\u200B', '\u001B[1m', '\u2028', '✅']) expect(narrowText.test(text)).toBe(false);
	});

	it('the bundled string-width gives string-width’s answers, with and without styles', async () => {
		// Under node_modules (so the bundler finds string-width from it); its .cache folder is not there in a fresh clone.
		const cache = join(root, 'node_modules', '.cache');
		mkdirSync(cache, {recursive: true});
		const dir = mkdtempSync(join(cache, 'width-test-'));
		try {
			const entry = join(dir, 'entry.js');
			writeFileSync(entry, "export {default} from 'string-width';\n");
			await bundle(entry, join(dir, 'out'), {absWorkingDir: root});
			const {default: bundled} = (await import(pathToFileURL(join(dir, 'out', 'entry.js')).href)) as {default: (text: string) => number};
			const samples = [
				'plain',
				'\u001B[1m\u001B[36mgame-arcade\u001B[39m\u001B[22m · misère',
				'╭────╮',
				'漢字 and ╭─╮',
				'🎲 dice',
				'\u001B[2m↑↓\u001B[22m move',
				'a\u0301',
				'\u001B]8;;x\u0007link',
			];
			for (const text of samples) expect({text, width: bundled(text)}).toEqual({text, width: stringWidth(text)});
		} finally {
			rmSync(dir, {recursive: true, force: true});
		}
	});
});

describe('static modules', () => {
	const project = (files: Record<string, string>) => {
		const dir = mkdtempSync(join(root, 'node_modules', '.cache-static-'));
		for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
		return dir;
	};

	it('writes the exports of a .static.ts module as literals, without what they were computed from', async () => {
		const dir = project({
			'heavy.ts': 'export const squares = Array.from({length: 5}, (_, i) => ({n: i, square: i * i}));\nexport const unused = "HEAVY-MARK";\n',
			'list.static.ts': "import {squares} from './heavy.js';\nexport const table = squares.filter(s => s.n % 2 === 0);\n",
			'entry.ts': "import {table} from './list.static.js';\nconsole.log(JSON.stringify(table));\n",
		});
		try {
			await bundle(join(dir, 'entry.ts'), join(dir, 'out'), {absWorkingDir: root, minify: false});
			const file = join(dir, 'out', 'entry.js');
			expect(execFileSync(process.execPath, [file], {encoding: 'utf8'})).toBe('[{"n":0,"square":0},{"n":2,"square":4},{"n":4,"square":16}]\n');
			const text = readFileSync(file, 'utf8');
			expect(text).not.toContain('HEAVY-MARK');
			expect(text).not.toContain('Array.from');
		} finally {
			rmSync(dir, {recursive: true, force: true});
		}
	});

	it('fails the build when an export is not plain data', async () => {
		for (const value of ['() => 1', '10n', 'new Map()', 'undefined', '[1, undefined]']) {
			const dir = project({
				'bad.static.ts': `export const ok = 1;\nexport const bad = ${value};\n`,
				'entry.ts': "import {bad, ok} from './bad.static.js';\nconsole.log(ok, bad);\n",
			});
			try {
				await expect(bundle(join(dir, 'entry.ts'), join(dir, 'out'), {absWorkingDir: root, minify: false})).rejects.toThrow(/not plain JSON data/);
			} finally {
				rmSync(dir, {recursive: true, force: true});
			}
		}
	});
});
