/** Lesson 4: sums of different games (the Sprague-Grundy theorem, in the arena). */
import {nim} from '../../engine/games/nim.js';
import {bash} from '../../engine/games/bash.js';
import {subtraction} from '../../engine/games/subtraction.js';
import {sum} from '../../engine/catalog.js';
import {randInt} from '../../engine/random.js';
import type {JsonObject, Rng} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';
import {grundyExercise} from '../lesson.js';

/** A part a learner can value with lessons 1–3: a Nim heap, a Bash heap, a subtraction heap. */
function part(rng: Rng, level: number): JsonObject {
	const size = 3 + 2 * level;
	switch (randInt(rng, 0, 2)) {
		case 0:
			return {game: nim.id, heaps: [randInt(rng, 1, Math.min(15, size))]};
		case 1:
			return {game: bash.id, heap: randInt(rng, 2, size + 4), max: randInt(rng, 2, 4)};
		default:
			return {game: subtraction.id, set: [1, 2], heaps: [randInt(rng, 2, size + 4)]};
	}
}

function sumOf(rng: Rng, level: number): JsonObject {
	const count = level <= 3 ? 2 : 3;
	return {game: sum.id, parts: Array.from({length: count}, () => part(rng, level))};
}

export const sums: Lesson = {
	concept: 'sums',
	game: sum.id,
	pages: [
		[
			'A sum of games is several games side by side. On your turn you choose one of them and make a move in it; the others stay as they are. Whoever makes the last move of all wins.',
			'Nim is a sum already: each heap is a game of its own. The arena plays sums of different games: a Nim heap, a Bash heap, a subtraction heap…',
		],
		[
			"The Sprague-Grundy theorem: a sum is worth the nim-sum (XOR) of its parts' values. Each part behaves like a Nim heap of its value, so the whole is a Nim position.",
			'A Nim heap of n is worth n. A Bash heap of n (take 1 to m) is worth n mod (m + 1). A subtraction heap is worth its G(n).',
		],
		[
			'Subtraction {1, 2} heap 5 + Bash 7 (take 1 to 3) + Nim 3:\nvalues 5 mod 3 = 2, 7 mod 4 = 3, 3 → 2 ⊕ 3 ⊕ 3 = 2.',
			"The nim-sum is 2, not 0: the player to move wins. Move in a part whose value has a 1 in the nim-sum's top column, to a position whose value is (its value ⊕ 2): here the subtraction heap of value 2 goes to value 0, so take 2 and leave 3. The worked example plays this move.",
		],
	],
	example: {
		game: sum.id,
		parts: [
			{game: subtraction.id, set: [1, 2], heaps: [5]},
			{game: bash.id, heap: 7, max: 3},
			{game: nim.id, heaps: [3]},
		],
	},
	exampleNote: "After each of the winner's moves the parts' values have nim-sum 0.",
	kinds: ['value', 'move', 'outcome'],
	draw: sumOf,
	value(rng, level) {
		const position = sumOf(rng, level);
		return grundyExercise(position, "What is the value of the whole sum (the nim-sum of its parts' values)?", level);
	},
};
