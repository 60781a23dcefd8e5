/**
 * No UI code parses the engine's English: an error is rendered from its data
 * (engine/error-words.ts), never cut out of `error.message` with a regular
 * expression.
 */
import {describe, expect, it} from 'vitest';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/** An error's message read with a regular expression, or engine words looked for in UI code. */
const parsing = [
	/(\.message|messageOf\([^)]*\))\s*\.\s*(replace|replaceAll|match|matchAll|search)\(/,
	/(\.message|messageOf\([^)]*\))\s*\.\s*split\(\s*\//,
	/\/[^\n]*\/[dgimsuy]*\s*\.\s*(exec|test|match)\([^)\n]*(\.message\b|messageOf\()/,
	/is not a legal move/,
];

function files(dir: string): string[] {
	return readdirSync(dir, {withFileTypes: true}).flatMap(entry => {
		const path = join(dir, entry.name);
		return entry.isDirectory() ? files(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
	});
}

function offenders(text: string): string[] {
	return text.split('\n').filter(line => parsing.some(pattern => pattern.test(line)));
}

describe('UI code and error messages', () => {
	it('would catch the old ways (a fixture of them)', () => {
		const old = [
			'	const legal = /is not a legal move: (.*)$/s.exec(error.message);',
			"	const reason = error.message.replace(/^move\\.?/, '');",
			"	text: 'Not allowed: ' + messageOf(error).replace(/^move\\.?/, ''),",
			'	const text = error.message.match(/got (.*)/);',
		];
		expect(offenders(old.join('\n'))).toEqual(old);
		expect(offenders("	return error.message.split('\\n')[0];")).toEqual([]);
	});

	it.each(['source/ui', 'source/learn'])('no file under %s reads an error message with a regular expression', dir => {
		const found = files(dir).flatMap(path => offenders(readFileSync(path, 'utf8')).map(line => `${path}: ${line.trim()}`));
		expect(found).toEqual([]);
	});
});
