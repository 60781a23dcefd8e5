/** The end screen's lines: the legend of the moves says what their values mean. */
import {describe, expect, it} from 'vitest';
import type {Json, JsonObject} from '../../../source/engine/types.js';
import {linesText} from '../../../source/ui/lines.js';
import {matchReducer, recordOf, takeBackAtEnd, type MatchState} from '../../../source/ui/match/state.js';
import {reviewOf} from '../../../source/ui/review/review.js';
import {coachLines, endSummaryLines, movesLines} from '../../../source/ui/screens/end-layout.js';
import {setLanguage} from '../../../source/i18n/language.js';
import {newMatch} from '../helpers.js';

function played(json: JsonObject, moves: readonly Json[]): MatchState {
	let state = newMatch(json, {opponent: 'friend'});
	for (const move of moves) state = matchReducer(state, {type: 'play', move});
	return state;
}

describe('the moves after a game', () => {
	it('read W and L in misère play, and the legend says what they mean', () => {
		const state = played({game: 'nim', heaps: [1, 1, 3], misere: true}, [
			{heap: 2, take: 3},
			{heap: 0, take: 1},
			{heap: 1, take: 1},
		]);
		expect(state.phase).toBe('over');
		const record = recordOf(state);
		const text = linesText(movesLines(record, 80, 10, reviewOf(record, {remoteness: false})));
		expect(text).toMatch(/W → W/);
		expect(text).toContain('W = a win for the player to move, L = a loss');
		expect(text).not.toContain('0 = lost');
	});

	it('read Grundy values in normal play, where 0 is lost for the player to move', () => {
		const state = played({game: 'nim', heaps: [1, 2]}, [
			{heap: 1, take: 1},
			{heap: 0, take: 1},
			{heap: 1, take: 1},
		]);
		const record = recordOf(state);
		const text = linesText(movesLines(record, 80, 10, reviewOf(record, {remoteness: false})));
		expect(text).toContain('0 = lost for the player to move');
		expect(text).not.toContain('W = a win');
	});
});

describe("the coach's note after a game", () => {
	it('names the mistake that lost the game, with the way back; nothing after a win', () => {
		let state = newMatch({game: 'nim', heaps: [1, 2]});
		state = matchReducer(state, {type: 'play', move: {heap: 1, take: 2}});
		state = matchReducer(state, {type: 'computer', serial: state.serial, move: state.config.game.parseMove({heap: 0, take: 1}, state.position, 'move')});
		const record = recordOf(state);
		expect(record.winner).toBe(1);
		const text = linesText(coachLines(record, 80, takeBackAtEnd(record) !== null));
		expect(text.replace(/\s+/g, ' ')).toContain(
			'✗ coach That handed the win to the computer: take 1 from heap 2 (2 → 1) kept it (on the board before your move). The nim-sum after your move was 1, not 0. Lesson 2: Nim and the nim-sum explains it. u takes it back.',
		);
		setLanguage('zh-CN');
		try {
			const coins = newMatch({game: 'coins', coins: 'THHTTHTH', rule: 'mock-turtles'});
			let lost = matchReducer(coins, {type: 'play', move: {flip: [8]}});
			lost = matchReducer(lost, {type: 'computer', serial: lost.serial, move: lost.config.game.parseMove({flip: [2, 3, 6]}, lost.position, 'move')});
			const chinese = linesText(coachLines(recordOf(lost), 80, true)).replace(/\s+/g, '');
			// The move the coach names meets 才能 without a space: both sides are Chinese.
			expect(linesText(coachLines(recordOf(lost), 200, true))).toContain('翻转位置 8 和 7 上的硬币才能保持必胜');
			expect(chinese).toContain('各枚正面硬币SG值的异或为2⊕4⊕11=13');
		} finally {
			setLanguage('en');
		}
		const won = played({game: 'nim', heaps: [2]}, [{heap: 0, take: 2}]);
		expect(coachLines(recordOf(won), 80, false)).toEqual([]);
	});
});

describe('who moved first, in Chinese', () => {
	it('joins the side to 先手 without a space between Chinese words, with one after a Latin name', () => {
		setLanguage('zh-CN');
		try {
			const you = matchReducer(newMatch({game: 'nim', heaps: [1]}, {opponent: 'perfect'}), {type: 'play', move: {heap: 0, take: 1}});
			expect(you.phase).toBe('over');
			const text = linesText(endSummaryLines(recordOf(you), 80));
			expect(text).toContain('你先手');
			expect(text).not.toContain('你 先手');
			const friends = played({game: 'nim', heaps: [1]}, [{heap: 0, take: 1}]);
			expect(linesText(endSummaryLines(recordOf(friends), 80))).toMatch(/玩家 1 先手|Player 1 先手/);
		} finally {
			setLanguage('en');
		}
	});
});
