/** Text from outside is made safe for a terminal: control characters are shown, never sent. */
import {describe, expect, it, test} from 'vitest';
import {echo, hasUnsafe, safeJson, safeLines, safeText} from '../../source/text/safe.js';

// ESC, BEL, C1 CSI, DEL, NUL, the line separators, the bidirectional controls and marks, the zero-width characters.
const raw = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

describe('safeText', () => {
	test.each([
		['a\u001B[2Jb', 'a\\x1b[2Jb'],
		['\u001B]0;title\u0007', '\\x1b]0;title\\x07'],
		['\u001B]52;c;aGk=\u0007', '\\x1b]52;c;aGk=\\x07'],
		['x\u009B31m', 'x\\x9b31m'],
		['del\u007F', 'del\\x7f'],
		['nul\u0000', 'nul\\x00'],
		['tab\there', 'tab\\x09here'],
		['abc\u202Eevil', 'abc\\u202eevil'],
		['line\u2028separator', 'line\\u2028separator'],
		['paragraph\u2029separator', 'paragraph\\u2029separator'],
		['東京 🎲 plain', '東京 🎲 plain'],
		['ali\u200Bce', 'ali\\u200bce'],
		['a\u200Cb\u200Dc', 'a\\u200cb\\u200dc'],
		['\u200Eleft \u200Fright \u061Carabic', '\\u200eleft \\u200fright \\u061carabic'],
		['word\u2060joiner\u2061\u2062\u2063\u2064', 'word\\u2060joiner\\u2061\\u2062\\u2063\\u2064'],
		['\uFEFFbom', '\\ufeffbom'],
	])('%j → %j', (input, output) => {
		expect(safeText(input)).toBe(output);
		expect(safeText(input)).not.toMatch(raw);
	});

	it('says which text it would change', () => {
		expect(hasUnsafe('a\u2028b')).toBe(true);
		expect(hasUnsafe('a\u001Bb')).toBe(true);
		expect(hasUnsafe('a\u200Bb')).toBe(true);
		expect(hasUnsafe('a\u200Fb')).toBe(true);
		expect(hasUnsafe('東京 🎲 plain \u2027 \u202F \u200A \u2065')).toBe(false);
	});

	it('keeps the newlines between lines, and only those', () => {
		expect(safeLines('one\u001B[A\ntwo\u0007')).toBe('one\\x1b[A\ntwo\\x07');
	});
});

describe('echo', () => {
	it('cuts long input and says how much was left out', () => {
		expect(echo('x'.repeat(100), 10)).toBe(`${'x'.repeat(10)}… (90 more characters)`);
		expect(echo('short', 10)).toBe('short');
	});
});

describe('safeJson', () => {
	it('escapes C1, DEL and the line separators as \\u, keeping the JSON equal', () => {
		const value = {name: 'a\u009Bb\u007Fc\u2028d\u202Ee\u200Bf\u200Fg\u2060h\uFEFFi\u061Cj'};
		const text = safeJson(JSON.stringify(value));
		expect(text).not.toMatch(raw);
		expect(text).not.toMatch(/[\u2028\u2029]/u);
		expect(JSON.parse(text)).toEqual(value);
	});
});
