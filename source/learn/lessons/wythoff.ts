/** Lesson 8: Wythoff's game (the golden pairs). */
import {randInt} from '../../engine/random.js';
import {wythoffPair, wythoff as wythoffGame} from '../../engine/games/wythoff.js';
import type {JsonObject, Rng} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';

function heaps(rng: Rng, level: number): JsonObject {
	const top = 4 + 3 * level;
	// Losing pairs are rare among random heaps: draw one (or one move from one) often.
	if (rng() < 0.5) {
		const [a, b] = wythoffPair(BigInt(randInt(rng, 1, Math.max(2, Math.floor(top / 2.6)))));
		const pair = rng() < 0.5 ? [a, b] : [b, a];
		return {game: wythoffGame.id, heaps: pair.map(Number)};
	}
	return {game: wythoffGame.id, heaps: [randInt(rng, 1, top), randInt(rng, 1, top)]};
}

export const wythoff: Lesson = {
	concept: 'wythoff',
	game: wythoffGame.id,
	pages: [
		[
			"Wythoff's game has two heaps. A move takes any number from one heap, or the same number from both. Whoever takes the last token wins.",
			'Think of a queen on a board that may only move left, down or diagonally down-left toward the corner (0, 0).',
		],
		[
			'The losing pairs, from the corner out, are found by the mex again: each pair takes the least number not used yet, and the difference grows by one each time:',
			'(0, 0) (1, 2) (3, 5) (4, 7) (6, 10) (8, 13) (9, 15) (11, 18) …',
		],
		[
			'Wythoff (1907) found their closed form: the k-th pair is (⌊kφ⌋, ⌊kφ⌋ + k), where φ = (1 + √5)/2 ≈ 1.618 is the golden ratio. Every positive whole number is in exactly one pair.',
			'To win: move to a golden pair. Keep the difference and take from both, or take from one heap to reach the partner of the other.',
		],
	],
	example: {game: wythoffGame.id, heaps: [6, 9]},
	exampleNote: "After each of the winner's moves the heaps are a golden pair.",
	kinds: ['value', 'move', 'outcome'],
	draw: heaps,
	value(rng, level) {
		const k = randInt(rng, 1, 2 + level);
		const [a, b] = wythoffPair(BigInt(k));
		return {
			kind: 'value',
			position: {game: wythoffGame.id, heaps: [Number(a), Number(b)]},
			question: `One heap has ${a}. How many must the other have (more than ${a}) for the player to move to lose?`,
			answer: b,
			why: [
				`${a} = ⌊${k}φ⌋ is the smaller heap of pair ${k}: its partner is ${a} + ${k} = ${b}.`,
				'The pairs: (0, 0) (1, 2) (3, 5) (4, 7) (6, 10) (8, 13) (9, 15) (11, 18) (12, 20) (14, 23) …',
			],
			level,
			// The board would show the partner: the question is asked without it.
			drawn: false,
		};
	},
};
