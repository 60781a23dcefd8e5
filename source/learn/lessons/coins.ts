/** Lesson 10: coin turning (each head is a game of its own). */
import {coins as coinGame} from '../../engine/games/coins.js';
import {randInt} from '../../engine/random.js';
import type {JsonObject, Rng} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';
import {grundyExercise} from '../lesson.js';

/** A row of coins (H and T) with a head in it. */
function row(rng: Rng, level: number): string {
	const length = randInt(rng, 4, Math.min(14, 5 + level));
	let coins = '';
	for (let i = 0; i < length; i++) coins += rng() < 0.4 ? 'H' : 'T';
	if (!coins.includes('H')) coins = `${coins.slice(0, -1)}H`;
	return coins;
}

/** The row under "turn one or two coins": a head at p is a Nim heap of p. */
function position(coins: string): JsonObject {
	return {game: coinGame.id, coins, rule: 'one-or-two'};
}

export const coins: Lesson = {
	concept: 'coins',
	game: coinGame.id,
	pages: [
		[
			'A row of coins, heads (H) and tails (T), numbered 1, 2, 3 … from the left. A move turns over some coins by a rule; the rightmost coin turned must go from heads to tails, so the game ends. Whoever moves last wins.',
			'Here the rule is "one or two": turn one head to tails, and if you like one coin to its left as well (either way up).',
		],
		[
			"Lenstra's idea: a row of heads plays like a sum of rows with a single head each. Turning a coin twice undoes it, so two heads on the same coin cancel, just as two equal Nim heaps do.",
			'So the row is worth the nim-sum of the values of its heads, each valued as if it were the only head.',
		],
		[
			'With "one or two", a lone head at p can move to a lone head anywhere left of it, or to no head: it is a Nim heap of p. A row with heads at 2, 5 and 6 is worth 2 ⊕ 5 ⊕ 6 = 1.',
			"Other rules give other values per head (Ruler, Mock Turtles …): the arcade's coin game shows each rule's values, and the method is the same.",
		],
	],
	example: {game: coinGame.id, coins: 'THTTHH', rule: 'one-or-two'},
	exampleNote: "After each of the winner's moves the heads' values have nim-sum 0.",
	kinds: ['value', 'move', 'outcome'],
	draw: (rng, level) => position(row(rng, level)),
	value(rng, level) {
		const coins = row(rng, level);
		const heads = [...coins].flatMap((c, i) => (c === 'H' ? [i + 1] : []));
		return grundyExercise(position(coins), `Heads at ${heads.join(', ')} (rule: one or two coins). What is the row worth?`, level);
	},
};
