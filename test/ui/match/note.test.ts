/** The note under the board (the coach, the computer's offer): wrapped, and a note cut short says so. */
import {describe, expect, it} from 'vitest';
import {noteLines} from '../../../source/ui/match/layout.js';
import type {MatchState} from '../../../source/ui/match/state.js';
import {lineText} from '../../../source/ui/lines.js';

describe("the coach's note", () => {
	const state = {
		phase: 'you',
		history: [],
		coachAsk: null,
		share: null,
		pending: null,
		coach:
			'That handed the win to the computer: take 1 from heap 1 (3 → 2) kept it. The nim-sum after your move was 2 ⊕ 4 ⊕ 5 = 3, not 0: leave it 0. Lesson 2: Nim and the nim-sum explains it. u takes it back.',
	} as unknown as MatchState;

	it('is shown whole where it fits', () => {
		expect(
			noteLines(state, 100)
				.map(lineText)
				.map(t => t.trim())
				.join(' '),
		).toContain('explains it. u takes it back.');
	});

	it('takes up to four rows in a narrow terminal, and a note cut short ends with …', () => {
		const narrow = noteLines(state, 40).map(lineText);
		expect(narrow).toHaveLength(4);
		expect(narrow[3]!.trimEnd().endsWith('…')).toBe(true);
		for (const row of narrow) expect([...row].length).toBeLessThanOrEqual(40);
	});
});
