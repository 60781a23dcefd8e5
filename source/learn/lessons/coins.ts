/** Lesson 10: coin turning (each head is a game of its own). */
import {coinValue, coins as coinGame} from '../../engine/games/coins.js';
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

/** The rules the lesson uses: how a move turns coins, and what a lone head is worth under it. */
const rules = [
	{rule: 'one-or-two', name: 'one or two coins'},
	{rule: 'ruler', name: 'Ruler (turn a run of coins)'},
	{rule: 'mock-turtles', name: 'Mock Turtles (turn one, two or three coins)'},
] as const;

type LessonRule = (typeof rules)[number];

/** Half the time "one or two" (a head at p is a Nim heap of p); otherwise a rule where a head's value is not its position. */
function drawRule(rng: Rng): LessonRule {
	return rng() < 0.5 ? rules[0] : rules[randInt(rng, 1, 2)]!;
}

function position(coins: string, rule: LessonRule['rule']): JsonObject {
	return {game: coinGame.id, coins, rule};
}

/** What lone heads at 1 … n are worth under the rule: the question gives them, as lesson 6 gives Kayles' values. */
function valuesLine(rule: LessonRule, n: number): string {
	const values = Array.from({length: n}, (_, i) => coinValue(rule.rule, 3, i + 1));
	return `Rule: ${rule.name}. A lone head at 1 … ${n} is worth ${values.join(' ')}.`;
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
		[
			'Ruler: a move turns any run of coins side by side, the rightmost from heads to tails. A lone head at p is worth the largest power of 2 dividing p: 1 2 1 4 1 2 1 8 …',
			'Mock Turtles: a move turns one, two or three coins, the rightmost from heads to tails. A lone head at p is worth the p-th odious number (an odd count of 1 bits): 1 2 4 7 8 11 13 14 …',
			"The exercises use all three rules. The method does not change: add the heads' values with ⊕, and move so that the sum is 0.",
		],
	],
	example: {game: coinGame.id, coins: 'THTTHH', rule: 'one-or-two'},
	exampleNote: "After each of the winner's moves the heads' values have nim-sum 0.",
	kinds: ['value', 'move', 'outcome'],
	draw: (rng, level) => position(row(rng, level), drawRule(rng).rule),
	value(rng, level) {
		const rule = drawRule(rng);
		const coins = row(rng, level);
		const heads = [...coins].flatMap((c, i) => (c === 'H' ? [i + 1] : []));
		const asked =
			rule.rule === 'one-or-two'
				? `Heads at ${heads.join(', ')} (rule: one or two coins). What is the row worth?`
				: `${valuesLine(rule, coins.length)} Heads at ${heads.join(', ')}: what is the row worth?`;
		return grundyExercise(position(coins, rule.rule), asked, level);
	},
};
