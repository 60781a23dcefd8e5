/**
 * The review as the player sees it at 80×24 after a real game: the chart,
 * who slipped when, and every move with its grade, all within the window.
 */
import {describe, expect, it} from 'vitest';
import {lineWidth, linesText} from '../../../source/ui/lines.js';
import {matchReducer, recordOf, type MatchState} from '../../../source/ui/match/state.js';
import {reviewLines} from '../../../source/ui/review/layout.js';
import {reviewOf} from '../../../source/ui/review/review.js';
import {newMatch} from '../helpers.js';

/** Nim 3 4 5 against the perfect computer: you give the win away at once, put the end off as long as you can, then
 * give up a move sooner. */
function lostGame(): MatchState {
	let state = newMatch({game: 'nim', heaps: [3, 4, 5]});
	const moves = [
		[0, 1],
		[0, 1],
		[0, 1],
		[2, 1],
		[1, 1],
		[2, 1],
		[1, 1],
		[2, 1],
		[1, 2],
		[2, 2],
	] as const;
	for (const [heap, take] of moves) {
		state = {...state, phase: state.phase === 'computer' ? 'human' : state.phase};
		state = matchReducer(state, {type: 'play', move: {heap, take}});
	}
	return state;
}

describe('the review at 80×24', () => {
	const heading = {title: 'Nim · you vs computer (perfect)', status: 'The computer won in 10 moves'};
	const size = {columns: 80, rows: 24};

	it('shows the chart, who slipped when, every move graded, and the idea behind the mistake', () => {
		const state = lostGame();
		expect(state.phase).toBe('over');
		const {lines} = reviewLines(reviewOf(recordOf(state)), heading, 0, size);
		expect(lines).toHaveLength(23);
		for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(80);
		expect(linesText(lines)).toBe(
			[
				' Review · Nim · you vs computer (perfect)          The computer won in 10 moves',
				'',
				' 7 │          █',
				'   │  ▂       █',
				'   │▇ █ · ▃ · █ · ▃ · ▇ ·',
				' 0 └──────────────────────',
				'      ✗',
				'    start → end · Grundy value for the player to move; · = lost',
				' faced   2 ✗3  0  1  0  7  0  1  0  2  0',
				'       value each side faced, You first · ✗ a slip: a win handed over',
				"  Mistakes (✗): You 1.  · slower, sooner: in the mover's own moves",
				'',
				'     who      move                       value best play  grade',
				'   1 You      take 1 from heap 1 (3 → 2) 2 → 3 win in 11  ✗ gave the win away',
				'      mistake: this handed the win to the computer · winning was: take 2 from',
				'      heap 1 (3 → 1)',
				'      why: the nim-sum after your move was 2 ⊕ 4 ⊕ 5 = 3, not 0 (lesson 2: Nim',
				'      and the nim-sum)',
				'   2 Computer take 1 from heap 1 (2 → 1) 3 → 0 win in 11  ✓ fastest',
				'   3 You      take 1 from heap 1 (1 → 0) 0 → 1 lose in 10 · delayed best',
				'   4 Computer take 1 from heap 3 (5 → 4) 1 → 0 win in 9   ✓ fastest',
				'   5 You      take 1 from heap 2 (4 → 3) 0 → 7 lose in 8  · delayed best',
				' ↑↓ scroll  pgup pgdn page  ? help  esc q back                  lines 1–9 of 15',
			].join('\n'),
		);
	});

	it('scrolls to the last moves: the loser gave up a move sooner, the winner took the fastest line', () => {
		const {lines} = reviewLines(reviewOf(recordOf(lostGame())), heading, 999, size);
		const text = linesText(lines);
		expect(text).toMatch(/ 9 You +take 2 from heap 2 \(2 → 0\) +0 → 2 +lose in 4 +· gave up 1 sooner\n/);
		expect(text).toMatch(/10 Computer +take 2 from heap 3 \(2 → 0\) +2 → 0 +win in 1 +✓ fastest\n/);
		expect(text).toContain('end: You have no move left');
	});
});
