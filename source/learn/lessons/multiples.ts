/** Lesson 1: leave a multiple (Bash, one heap, take 1 to m). */
import {bash} from '../../engine/games/bash.js';
import {randInt} from '../../engine/random.js';
import type {JsonObject} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';

/** A Bash heap explained as lesson 1 teaches it: by multiples of m + 1, before Grundy values are met. */
function multiplesWhy(position: JsonObject): string[] {
	const heap = Number(position['heap']);
	const m = Number(position['max']);
	const q = Math.floor(heap / (m + 1));
	const r = heap % (m + 1);
	if (heap === 0) return ['No tokens are left: the other player took the last one. The player to move has lost.'];
	if (r === 0)
		return [
			`${heap} = ${q}·${m + 1} is a multiple of ${m + 1} (= m + 1): whatever you take (t), the opponent takes ${m + 1} − t and leaves the next multiple below. The player to move loses.`,
		];
	return [
		`${heap} = ${q}·${m + 1} + ${r}: take the remainder ${r} and leave ${heap - r}, a multiple of ${m + 1} (= m + 1).`,
		`Then answer each take t with ${m + 1} − t: the heap stays a multiple of ${m + 1} after each of your moves, down to 0.`,
	];
}

export const multiples: Lesson = {
	concept: 'multiples',
	game: bash.id,
	pages: [
		[
			'Bash is played with one heap of tokens. The two players take turns; each turn takes 1, 2, … up to m tokens (m is the cap). Whoever takes the last token wins.',
			'Try it with m = 3. A heap of 1, 2 or 3 is a win: take it all. A heap of 4 is a loss: whatever you take (1, 2 or 3), the other player takes the rest.',
		],
		[
			'The same happens at 8, 12, 16 …: from a multiple of 4, whatever you take (t), the opponent takes 4 − t and leaves the next multiple of 4 below. In the end they leave you 0 tokens, and you cannot move.',
			'So the losing heaps are the multiples of m + 1: they are called P-positions, won by the Previous player (the one who just moved). Every other heap is an N-position, won by the Next player (the one to move): take the remainder, n mod (m + 1), and leave a multiple.',
		],
		[
			'The rule to keep: leave a multiple of m + 1. With m = 3 and a heap of 10, take 2 (10 = 2·4 + 2) and leave 8.',
			'If the heap you face is already a multiple, you are losing: take 1 and hope the opponent slips.',
		],
	],
	example: {game: bash.id, heap: 10, max: 3},
	exampleNote: "Watch the heap: after each of the winner's moves it is a multiple of 4.",
	kinds: ['move', 'outcome', 'value'],
	explain: multiplesWhy,
	draw(rng, level) {
		const max = randInt(rng, 2, 3 + Math.floor(level / 2));
		return {game: bash.id, heap: randInt(rng, 4, 8 + 4 * level), max};
	},
	value(rng, level) {
		const max = randInt(rng, 2, 3 + Math.floor(level / 2));
		const q = randInt(rng, 1, 2 + level);
		const r = randInt(rng, 1, max);
		const heap = q * (max + 1) + r;
		return {
			kind: 'value',
			position: {game: bash.id, heap, max},
			question: `A heap of ${heap}, take 1 to ${max}. To what number should you bring the heap?`,
			answer: BigInt(q * (max + 1)),
			why: [`${heap} = ${q}·${max + 1} + ${r}: take the remainder ${r} and leave ${q * (max + 1)}, a multiple of ${max + 1} (= m + 1).`],
			level,
		};
	},
};
