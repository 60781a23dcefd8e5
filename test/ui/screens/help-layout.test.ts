/**
 * The review's help explains its marks: the three grades, each a character
 * as well as a colour, and the line of who slipped when.
 */
import {describe, expect, it} from 'vitest';
import {lineWidth, linesText} from '../../../source/ui/lines.js';
import {helpLines} from '../../../source/ui/screens/help-layout.js';

describe("the review's help", () => {
	it('names each grade by its mark, and the who-slipped line, within 80×24', () => {
		const lines = helpLines({screen: 'review'}, {columns: 80, rows: 24});
		for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(80);
		const text = linesText(lines);
		expect(text).toMatch(/ ✓ +kept the win: fastest, or slower by K \(the mover's moves\)\n/);
		expect(text).toMatch(/ ✗ +gave the win away; why: the idea it missed, and its lesson\n/);
		expect(text).toMatch(/ · +lost anyway: delayed best, or gave up K moves sooner\n/);
		expect(text).toMatch(/ faced +who slipped when: the value each side faced, ✗ a slip\n/);
	});
});
