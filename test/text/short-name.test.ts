/**
 * A long name kept short where it is repeated: cut by display width (a
 * Chinese character takes two columns) with its start and end around …;
 * a name that fits is left whole; every long name in a text is shortened,
 * the longest first.
 */
import stringWidth from 'string-width';
import {expect, test} from 'vitest';
import {namesIn, shortName, shortenNames} from '../../source/text/short-name.js';

const long = 'averyveryverylongvertexnamethatgoesonandonforeverandeverX';

test('a name that fits is whole; a longer one keeps its start and end in the columns given', () => {
	expect(shortName('b')).toBe('b');
	expect(shortName('x'.repeat(24))).toBe('x'.repeat(24));
	expect(shortName(long)).toBe('averyveryverylon…ndeverX');
	expect(stringWidth(shortName(long))).toBe(24);
	expect(shortName('exec:python3 /home/me/bots/first.py', 20)).toBe('exec:python3 …rst.py');
});

test('measured in display columns: wide characters count two, and none is split', () => {
	const wide = '很长的顶点名字'.repeat(4);
	const cut = shortName(wide, 11);
	expect(stringWidth(cut)).toBeLessThanOrEqual(11);
	expect(cut).toBe('很长的顶…字');
});

test('every long name in a text is shortened, a short one left as it is', () => {
	const longer = `${long}Y`;
	const text = `move token 1 from ${longer} to ${long}, then b`;
	expect(shortenNames(text, [long, longer, 'b'])).toBe('move token 1 from averyveryverylon…deverXY to averyveryverylon…ndeverX, then b');
});

test("a position's names: its strings and keys, not the game's id", () => {
	expect(namesIn({game: 'graph', edges: {a: ['b', 'c']}, tokens: ['a']})).toEqual(['edges', 'a', 'b', 'c', 'tokens', 'a']);
});
