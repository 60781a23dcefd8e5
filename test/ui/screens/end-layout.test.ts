/** The end screen's lines: the legend of the moves says what their values mean. */
import {describe, expect, it} from 'vitest';
import type {Json, JsonObject} from '../../../source/engine/types.js';
import {linesText} from '../../../source/ui/lines.js';
import {matchReducer, recordOf, type MatchState} from '../../../source/ui/match/state.js';
import {reviewOf} from '../../../source/ui/review/review.js';
import {movesLines} from '../../../source/ui/screens/end-layout.js';
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
