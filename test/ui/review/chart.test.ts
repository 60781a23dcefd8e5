/**
 * Who slipped when: the line of the value each side faced over a game, with
 * each slip (a won position handed over: a non-zero value left non-zero for
 * the opponent) marked ✗, for scripted games, normal and misère; a long
 * game keeps its slips and cuts the stretches between them.
 */
import {describe, expect, it} from 'vitest';
import type {Json, JsonObject} from '../../../source/engine/types.js';
import {lineWidth, linesText} from '../../../source/ui/lines.js';
import {matchReducer, recordOf, type MatchState} from '../../../source/ui/match/state.js';
import {slipLines, slipStops} from '../../../source/ui/review/chart.js';
import {reviewLines} from '../../../source/ui/review/layout.js';
import {reviewOf} from '../../../source/ui/review/review.js';
import {newMatch} from '../helpers.js';
import {setLanguage} from '../../../source/i18n/language.js';
import {valueChart} from '../../../source/ui/review/chart.js';

/** Plays the moves for both sides in turn (the computer's as given). */
function played(json: JsonObject, moves: readonly Json[], opponent: 'friend' | 'perfect' = 'perfect'): MatchState {
	let state = newMatch(json, {opponent});
	for (const move of moves) {
		state = {...state, phase: state.phase === 'computer' ? 'human' : state.phase};
		state = matchReducer(state, {type: 'play', move});
	}
	return state;
}

describe('who slipped when', () => {
	// 3 4 5 (value 2): you take 1 from heap 1 (2 4 5, value 3 for the computer: a slip); the computer
	// 1 from heap 1 (1 4 5, value 0); you 1 from heap 3 (1 4 4, value 1); the computer 1 from heap 1
	// (0 4 4, value 0); you 1 from heap 2 (0 3 4, value 7); the computer 3 from heap 3 (0 3 1: value 2,
	// its slip); you 2 from heap 2 (0 1 1, value 0).
	const game = played({game: 'nim', heaps: [3, 4, 5]}, [
		{heap: 0, take: 1},
		{heap: 0, take: 1},
		{heap: 2, take: 1},
		{heap: 0, take: 1},
		{heap: 1, take: 1},
		{heap: 2, take: 3},
		{heap: 1, take: 2},
	]);

	it('is the value each side faced at every position, with the slips where a won position was handed over', () => {
		const stops = slipStops(reviewOf(recordOf(game)));
		expect(stops.map(s => `${s.mover}:${s.value}${s.slip ? '✗' : ''}`)).toEqual(['0:2', '1:3✗', '0:0', '1:1', '0:0', '1:7', '0:2✗', '1:0']);
	});

	it('reads as one line with a legend, the marks as characters', () => {
		const text = linesText(slipLines(reviewOf(recordOf(game)), 80));
		expect(text).toBe([' faced   2 ✗3  0  1  0  7 ✗2  0', '       value each side faced, You first · ✗ a slip: a win handed over'].join('\n'));
	});

	it('is labelled in Chinese with the word the help explains, the legend under the values measured in columns', () => {
		setLanguage('zh-CN');
		try {
			const lines = linesText(slipLines(reviewOf(recordOf(game)), 80)).split('\n');
			expect(lines[0]).toBe(' 面对   2 ✗3  0  1  0  7 ✗2  0');
			expect(lines[1]).toMatch(/^ {6}双方各自面对的/);
		} finally {
			setLanguage('en');
		}
	});

	it('says less of the slips when the legend would not fit on one line', () => {
		const text = linesText(slipLines(reviewOf(recordOf(game)), 60));
		expect(text).toBe([' faced   2 ✗3  0  1  0  7 ✗2  0', '       value each side faced, You first · ✗ a slip'].join('\n'));
	});

	it('says W and L in misère play, where there is no value', () => {
		// Misère 1 1 3: taking the whole heap of 3 leaves 1 1 (won for the computer: a slip).
		const misere = played({game: 'nim', heaps: [1, 1, 3], misere: true}, [
			{heap: 2, take: 3},
			{heap: 0, take: 1},
		]);
		const text = linesText(slipLines(reviewOf(recordOf(misere)), 80));
		expect(text).toBe([' faced   W ✗W  L', '       W/L each side faced, You first · ✗ a slip: a win handed over'].join('\n'));
	});

	it('keeps the start, the end and each slip of a long game, and cuts the rest', () => {
		// Bash 80 (take 1 to 3) between friends: player 1 faces multiples of 4 (value 0) and takes 1, player 2
		// answers 3 (value 3 each time), down to 40; there player 2 takes 2 (39 → 37: value 1 left, a slip),
		// player 1 takes 1 (36) and player 2 faces 0 and 3 from there on.
		const rounds = (n: number) => Array.from({length: n}, () => [{take: 1}, {take: 3}]).flat();
		const moves = [...rounds(10), {take: 1}, {take: 2}, {take: 1}, ...rounds(9)];
		const long = played({game: 'bash', heap: 80, max: 3}, moves, 'friend');
		const review = reviewOf(recordOf(long));
		expect(long.position).toMatchObject({heap: 0n});
		const stops = slipStops(review);
		expect(stops.filter(s => s.slip).map(s => stops.indexOf(s))).toEqual([22]);
		const [strip] = slipLines(review, 60);
		expect(lineWidth(strip!)).toBeLessThanOrEqual(60);
		expect(linesText([strip!])).toBe(' faced   0 …  0  3  0  3 ✗1  0  3  0  3 …  0  3  0  3  0');
		// Wide enough, every stop is shown.
		expect(linesText([slipLines(review, 200)[0]!])).toBe(` faced ${stops.map(s => `${s.slip ? ' ✗' : '  '}${s.value}`).join('')}`);
	});

	it('stands under the chart in the review at 80×24', () => {
		const {lines} = reviewLines(reviewOf(recordOf(game)), {title: 'Nim', status: 'over'}, 0, {columns: 80, rows: 24});
		const text = linesText(lines).split('\n');
		const legend = text.findIndex(l => l.includes('start → end'));
		expect(text[legend + 1]).toBe(' faced   2 ✗3  0  1  0  7 ✗2  0');
		expect(lines).toHaveLength(23);
		for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(80);
	});

	it('has its legends in Chinese', () => {
		setLanguage('zh-CN');
		try {
			const review = reviewOf(recordOf(game));
			const chart = linesText(valueChart(review, {width: 80, height: 12}));
			expect(chart).toContain('开始 → 结束');
			expect(chart).toContain('SG 值');
			const slips = linesText(slipLines(review, 80));
			expect(slips).toContain('失误');
			expect(slips).not.toMatch(/each side faced/);
		} finally {
			setLanguage('en');
		}
	});
});
