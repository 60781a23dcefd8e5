/**
 * The idea behind a losing move, in the game's theory and with its numbers:
 * checked word for word for Nim (with and without a cap), Bash, a
 * subtraction game, a sum, Wythoff, the Fibonacci game and misère play; and
 * silent where the engine knows no number to give.
 */
import {describe, expect, it} from 'vitest';
import {lookupGame} from '../../source/engine/catalog.js';
import type {AnyGame, JsonObject} from '../../source/engine/types.js';
import {conceptNote, voiceOf} from '../../source/learn/coach-words.js';

/** The note on the move `move` (JSON) from the position `json`, checked to be a move that hands a won position over. */
function noteOn(json: JsonObject, move: JsonObject, game: AnyGame = lookupGame(json['game'] as string)!): string | null {
	const before = game.parse(json, '');
	const after = game.apply(before, game.parseMove(move, before, 'move'));
	expect(game.outcome(before)).toBe('N');
	expect(game.outcome(after)).toBe('N');
	return conceptNote(game, before, after, game.isMisere?.(after) ?? false);
}

describe('the idea behind a losing move', () => {
	it('in Nim is the nim-sum it left', () => {
		expect(noteOn({game: 'nim', heaps: [3, 4, 5]}, {heap: 0, take: 1})).toBe('the nim-sum after your move was 2 ⊕ 4 ⊕ 5 = 3, not 0');
		// With a cap of 3 a heap is worth its size mod 4.
		expect(noteOn({game: 'nim', heaps: [10, 12, 15], max: 3}, {heap: 0, take: 1})).toBe(
			'the nim-sum of the heap values (size mod 4) after your move was 1 ⊕ 0 ⊕ 3 = 2, not 0',
		);
		// Many heaps: the total alone.
		expect(noteOn({game: 'nim', heaps: [1, 2, 3, 4, 5, 6, 9]}, {heap: 6, take: 1})).toBe('the nim-sum after your move was 15, not 0');
	});

	it('in Bash is the heap it left, not a multiple of m + 1', () => {
		expect(noteOn({game: 'bash', heap: 10, max: 3}, {take: 1})).toBe('you left 9, not a multiple of 4');
	});

	it('in a subtraction game is the value it left, by the mex', () => {
		// S = {1, 3, 4}: values 0 1 0 1 2 3 2, repeating; 11 is worth 2, 10 worth 1, 9 worth 0.
		expect(noteOn({game: 'subtraction', heaps: [11], set: [1, 3, 4]}, {heap: 0, take: 1})).toBe('your move left a position of value 1, not 0');
		expect(noteOn({game: 'subtraction', heaps: [10, 11], set: [1, 3, 4]}, {heap: 0, take: 1})).toBe('your move left heaps worth 0 ⊕ 2 = 2, not 0');
	});

	it("in a sum is the nim-sum of the parts' values", () => {
		const sum: JsonObject = {
			game: 'sum',
			parts: [
				{game: 'nim', heaps: [3, 4, 5]},
				{game: 'bash', heap: 20, max: 3},
			],
		};
		expect(noteOn(sum, {part: 0, move: {heap: 0, take: 1}})).toBe("the nim-sum of the parts' values was 3 ⊕ 0 = 3, not 0");
	});

	it('in Wythoff is the golden pair within reach', () => {
		expect(noteOn({game: 'wythoff', heaps: [5, 7]}, {take: [0, 1]})).toBe('(3, 5) was a golden pair; you left (5, 6), not one');
	});

	it('in the Fibonacci game is the smallest part left within reach', () => {
		expect(noteOn({game: 'fibonacci', heap: 20}, {take: 1})).toBe('you left 19 = 13 + 5 + 1: the opponent may take its smallest part, 1');
	});

	it('in misère Nim is the count of heaps of 1, or the nim-sum while a bigger heap is left', () => {
		expect(noteOn({game: 'nim', heaps: [1, 1, 3], misere: true}, {heap: 2, take: 3})).toBe(
			'you left 2 heaps of 1, an even number: once no heap is worth more than 1, leave an odd number of them',
		);
		expect(noteOn({game: 'nim', heaps: [1, 1, 3], misere: true}, {heap: 0, take: 1})).toBe(
			'with a heap worth more than 1 left, misère play is normal play: the nim-sum after your move was 1 ⊕ 3 = 2, not 0',
		);
		expect(noteOn({game: 'nim', heaps: [4], misere: true}, {heap: 0, take: 4})).toBe('you took the last token, and in misère play the last token loses');
	});

	it('in misère Bash and Wythoff is their misère rule', () => {
		expect(noteOn({game: 'bash', heap: 18, max: 3, misere: true}, {take: 2})).toBe('you left 16, not 1 more than a multiple of 4');
		expect(noteOn({game: 'wythoff', heaps: [3, 3], misere: true}, {take: [1, 0]})).toBe(
			"you left (2, 3), not one of misère Wythoff's losing pairs: (0, 1), (2, 2), then the golden pairs from (3, 5) on",
		);
	});

	it('in misère Kayles is the Sibert–Conway rule that makes what the move left a win for the opponent', () => {
		expect(noteOn({game: 'kayles', heaps: [3, 4], misere: true}, {heap: 0, take: 1, leave: [2]})).toBe(
			'you left rows 2 4: a row of 2 is not of a tame size, so normal play decides: the nim-sum is 3, not 0, a position the player to move wins',
		);
		expect(noteOn({game: 'kayles', heaps: [17, 1], misere: true}, {heap: 1, take: 1, leave: []})).toBe(
			'you left a row of 17: tame rows only, but no exception fits, so normal play decides: the nim-sum is 4, not 0, a position the player to move wins',
		);
		expect(noteOn({game: 'kayles', heaps: [2], misere: true}, {heap: 0, take: 2, leave: []})).toBe(
			'you knocked down the last pin, and in misère play the last pin loses',
		);
	});

	it('says nothing where the engine has no number: misère play by search, a value it does not know', () => {
		expect(noteOn({game: 'dawson', heaps: [3, 4], misere: true}, {heap: 1, take: 2, leave: [2]})).toBeNull();
		const subtraction = lookupGame('subtraction')!;
		const unknown: AnyGame = {...subtraction, grundy: () => null};
		expect(noteOn({game: 'subtraction', heaps: [11], set: [1, 3, 4]}, {heap: 0, take: 1}, unknown)).toBeNull();
	});

	it("speaks of another mover when asked, for the review of the computer's moves or a friend's", () => {
		const game = lookupGame('nim')!;
		const before = game.parse({game: 'nim', heaps: [3, 4, 5]}, '');
		const after = game.apply(before, {heap: 0, take: 1n});
		expect(conceptNote(game, before, after, false, voiceOf('Computer'))).toBe("the nim-sum after the computer's move was 2 ⊕ 4 ⊕ 5 = 3, not 0");
		expect(conceptNote(game, before, after, false, voiceOf('You'))).toBe('the nim-sum after your move was 2 ⊕ 4 ⊕ 5 = 3, not 0');
		const bash = lookupGame('bash')!;
		const ten = bash.parse({game: 'bash', heap: 10, max: 3}, '');
		expect(conceptNote(bash, ten, bash.apply(ten, {take: 1n}), false, voiceOf('Player 2'))).toBe('Player 2 left 9, not a multiple of 4');
	});
});
