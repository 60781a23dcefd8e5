/**
 * The bundle's string-width wrapper (scripts/build.mjs): its short cut for
 * narrow text gives string-width's own answer, character by character and
 * for styled text, so the start-up saving changes no frame.
 */
import {describe, expect, it} from 'vitest';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
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
