/** Lesson 10: coin turning (each head is a game of its own). */
import {coinValue, coins as coinGame} from '../../engine/games/coins.js';
import {randInt} from '../../engine/random.js';
import type {JsonObject, Rng} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';
import {grundyExercise} from '../lesson.js';
import {pagesOf} from '../lesson-words.js';
import {en, words} from './coins.words.js';
import {listText} from '../../i18n/lists/index.js';

/** A row of coins (H and T) with a head in it. */
function row(rng: Rng, level: number): string {
	const length = randInt(rng, 4, Math.min(14, 5 + level));
	let coins = '';
	for (let i = 0; i < length; i++) coins += rng() < 0.4 ? 'H' : 'T';
	if (!coins.includes('H')) coins = `${coins.slice(0, -1)}H`;
	return coins;
}

/** The rules the lesson uses: how a move turns coins, and what a lone head is worth under it. */
const rules = [{rule: 'one-or-two'}, {rule: 'ruler'}, {rule: 'mock-turtles'}] as const;

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
	return words('valuesLine', {rule: words(`rule.${rule.rule}`), n, values: values.join(' ')});
}

export const coins: Lesson = {
	concept: 'coins',
	game: coinGame.id,
	get pages() {
		return pagesOf(words, en);
	},
	example: {game: coinGame.id, coins: 'THTTHH', rule: 'one-or-two'},
	get exampleNote() {
		return words('exampleNote');
	},
	kinds: ['value', 'move', 'outcome'],
	draw: (rng, level) => position(row(rng, level), drawRule(rng).rule),
	value(rng, level) {
		const rule = drawRule(rng);
		const coins = row(rng, level);
		const heads = [...coins].flatMap((c, i) => (c === 'H' ? [i + 1] : []));
		const asked =
			rule.rule === 'one-or-two'
				? words('oneOrTwoQuestion', {heads: listText(heads)})
				: words('ruleQuestion', {values: valuesLine(rule, coins.length), heads: listText(heads)});
		return grundyExercise(position(coins, rule.rule), asked, level);
	},
};
