/** The one table of glyphs and their ASCII stand-ins (source/ui/glyphs.ts). */
import {afterEach, expect, test} from 'vitest';
import stringWidth from 'string-width';
import {asciiOn, asciiText, glyph, glyphTable, setAscii} from '../../source/ui/glyphs.js';

afterEach(() => setAscii(false));

const printableAscii = /^[\x20-\x7e]+$/;

test('each mark is one column, and so is its stand-in, which is ASCII', () => {
	for (const [name, [unicode, stand]] of Object.entries(glyphTable.marks)) {
		expect(printableAscii.test(unicode), name).toBe(false);
		expect(stringWidth(unicode), name).toBe(1);
		expect(stand, name).toMatch(printableAscii);
		expect(stringWidth(stand), name).toBe(1);
	}
});

test('each sign of a formula has an ASCII stand-in', () => {
	for (const [name, [unicode, stand]] of Object.entries(glyphTable.signs)) {
		expect(printableAscii.test(unicode), name).toBe(false);
		expect(stand, name).toMatch(printableAscii);
	}
});

test('a glyph is itself until ascii is on, then its stand-in', () => {
	expect(asciiOn()).toBe(false);
	expect(glyph('token')).toBe('●');
	expect(asciiText('●●○ ◆ ─│ →')).toBe('●●○ ◆ ─│ →');
	setAscii(true);
	expect(glyph('token')).toBe('#');
	expect(asciiText('●●○ ◆ ╭─╮ │ → ← ✓ ✗ … 9 · 4')).toBe('##o * +-+ | > < + x ~ 9 . 4');
	expect(asciiText('(⌊kφ⌋, ⌊kφ⌋ + k), n ≥ 3, 2 ⊕ 3, x⊗y')).toBe('(floor(kphi), floor(kphi) + k), n >= 3, 2 xor 3, x(x)y');
});

test('with ascii on, Chinese text stays, and no other character outside ASCII is drawn', () => {
	setAscii(true);
	expect(asciiText('当前 Nim 和为 5，必胜态（先手必胜）。')).toBe('当前 Nim 和为 5，必胜态（先手必胜）。');
	// Anything outside the table: `?` where it takes a column (an ambiguous Greek letter), nothing where it takes none.
	expect(asciiText('α\u0301b')).toBe('?b');
	expect(asciiText('“引号”—破折号')).toBe('"引号"-破折号');
	for (const text of ['€ ¢ ° ¶ Ω ♥ ☺ ▀ ▙ ⁂', '東京 🎲']) {
		for (const c of asciiText(text)) expect(printableAscii.test(c) || stringWidth(c) === 2, JSON.stringify(c)).toBe(true);
	}
});
