/**
 * Rules are stated once, in the game files: the UI asks the games for their
 * moves and never restates a coin rule, a take list, an octal code's digits
 * or the primes; the engine outside the coin game does not switch on its
 * rules either.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {coinRules} from '../source/engine/games/coins.js';

function filesUnder(dir: string): string[] {
	return readdirSync(dir).flatMap(name => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
	});
}

/** The lines of the files matching a pattern, as "file:line: text". */
function found(files: readonly string[], pattern: RegExp): string[] {
	return files.flatMap(file =>
		readFileSync(file, 'utf8')
			.split('\n')
			.flatMap((text, i) => (pattern.test(text) ? [`${file}:${i + 1}: ${text.trim()}`] : [])),
	);
}

const ids = coinRules.join('|');
/** A coin rule compared with, switched on or looked up. */
const quotedRule = new RegExp(`(===|!==|\\bcase|\\(|\\[)\\s*['"\`](${ids})['"\`]`);

describe('rules stated once', () => {
	const ui = filesUnder('source/ui');
	const engine = filesUnder('source/engine').filter(file => !file.endsWith(join('games', 'coins.ts')));

	it('names no coin rule outside the coin game (compared with, as a case, as a key of a table by rule)', () => {
		expect(found([...ui, ...engine], quotedRule)).toEqual([]);
		expect(found(ui, /\b(one-or-two|subtract3|mock-turtles)\b/)).toEqual([]);
		expect(found([...ui, ...engine], /\bCoinRule\b|CoinsPosition\['rule'\]/)).toEqual([]);
		expect(found([...ui, ...engine], /\.rule\s*[!=]==|switch\s*\([^)]*\brule\)/)).toEqual([]);
	});

	it('has no board list its takes, decode an octal code or step through primes or a set', () => {
		expect(found(ui, /\btakes\s*:\s*(\([^)]*\)|\w+)\s*=>/)).toEqual([]);
		expect(found(ui, /digits\.(flatMap|map|forEach|filter|reduce)|\bd\s*&\s*[124]\b/)).toEqual([]);
		expect(found(ui, /\bisPrime\b|\bisSmallPrime\b|primality\.js/)).toEqual([]);
		expect(found(ui, /params\.set\.(filter|find|includes|indexOf|some)/)).toEqual([]);
	});

	it('would catch them (the patterns match what the boards used to say)', () => {
		expect(quotedRule.test("if (p.rule === 'ruler' && pointer.picked.length === 1)")).toBe(true);
		expect(quotedRule.test("\t\t\t\tcase 'mock-turtles':")).toBe(true);
		expect(quotedRule.test("p.choices?.includes('mock-turtles')")).toBe(true);
		expect(quotedRule.test("export type BoxStyle = 'round' | 'single' | 'heavy' | 'double';")).toBe(false);
		expect(/\btakes\s*:\s*(\([^)]*\)|\w+)\s*=>/.test('\ttakes: () => [1n, 2n],')).toBe(true);
		expect(/\btakes\s*:\s*(\([^)]*\)|\w+)\s*=>/.test('\ttakes: p => p.params.digits.flatMap((d, i) => [])')).toBe(true);
		expect(/digits\.(flatMap|map|forEach|filter|reduce)|\bd\s*&\s*[124]\b/.test("[d & 1 ? 'nothing' : null]")).toBe(true);
	});
});
