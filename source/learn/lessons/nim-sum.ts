/** Lesson 2: Nim and the nim-sum. */
import {nim} from '../../engine/games/nim.js';
import {randInt} from '../../engine/random.js';
import type {Lesson} from '../lesson.js';
import {grundyExercise} from '../lesson.js';

function heaps(rng: () => number, level: number): number[] {
	const count = randInt(rng, 2, Math.min(5, 2 + Math.floor(level / 3)));
	return Array.from({length: count}, () => randInt(rng, 1, Math.min(31, 3 + 2 * level)));
}

export const nimSum: Lesson = {
	concept: 'nim-sum',
	game: nim.id,
	pages: [
		[
			'Nim has several heaps. A move takes any number of tokens (at least one) from one heap. Whoever takes the last token wins.',
			'One heap is easy: take it all. Two equal heaps are a loss for the player to move: whatever they take from one heap, the other player takes the same from the other, and the heaps stay equal until they are empty.',
		],
		[
			'For any number of heaps, write each heap in binary and add the columns without carrying: a column with an odd number of 1s gives 1, an even number gives 0. That is the nim-sum (XOR, ⊕).',
			'  3 = 011\n  5 = 101\n  6 = 110\n      ───\n  nim-sum 000 = 0',
		],
		[
			"Bouton's theorem (1902): the player to move loses exactly when the nim-sum is 0.",
			"From nim-sum 0, every move changes one heap, so at least one column flips: the nim-sum is no longer 0. From a nim-sum s ≠ 0, pick a heap h that has a 1 in s's top column; h ⊕ s is smaller than h, so take h − (h ⊕ s) from it and the nim-sum becomes 0.",
		],
		['The rule to keep: leave the nim-sum 0. Two equal heaps cancel, so a quick check is to pair them off first.'],
	],
	// Winning takes of 5, then 3, then 1: more than one token when the nim-sum asks for it.
	example: {game: nim.id, heaps: [2, 3, 6]},
	exampleNote: "After each of the winner's moves the nim-sum is 0.",
	kinds: ['value', 'move', 'outcome'],
	draw: (rng, level) => ({game: nim.id, heaps: heaps(rng, level)}),
	value(rng, level) {
		const position = {game: nim.id, heaps: heaps(rng, level)};
		return grundyExercise(position, `What is the nim-sum of the heaps ${position.heaps.join(', ')}?`, level);
	},
};
