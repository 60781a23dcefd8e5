/** Lesson 5: periods (the values of a subtraction game repeat). */
import {randInt} from '../../engine/random.js';
import {periodicity, subtractionGrundy, subtraction} from '../../engine/games/subtraction.js';
import type {Lesson} from '../lesson.js';
import {handSets} from './mex.js';

/** The sets of lesson 3, and one whose period is longer. */
const sets: readonly (readonly number[])[] = [...handSets, [2, 3, 7]];

export const periods: Lesson = {
	concept: 'periods',
	game: subtraction.id,
	pages: [
		[
			'Work out G(n) for S = {1, 3, 4} far enough and a pattern shows:',
			'n    0 1 2 3 4 5 6 | 7 8 9 10 11 12 13\nG(n) 0 1 0 1 2 3 2 | 0 1 0  1  2  3  2',
			'The values repeat every 7: G(n + 7) = G(n). That is the period.',
		],
		[
			'Every subtraction game with a finite set S is periodic in the end: each value depends only on the max(S) values before it, and there are only finitely many such windows, so one repeats, and from there everything repeats (Golomb, 1966).',
			'Some games repeat only after a while (a preperiod), so a period is stated with where it starts.',
		],
		[
			'Once the period is known, a heap of any size is easy: G(n) = G(start + ((n − start) mod p)). For S = {1, 3, 4}, a heap of 100: 100 mod 7 = 2, so G(100) = G(2) = 0, a losing heap.',
			'The Lab (g in a game, or Lab on the menu) shows the table of any set with its period marked.',
		],
	],
	example: {game: subtraction.id, heaps: [24], set: [1, 3, 4]},
	exampleNote: 'The winner always leaves a heap of value 0: one at 0 or 2 in the period of 7 (G(0) = G(2) = 0).',
	kinds: ['value', 'move', 'outcome'],
	draw(rng, level) {
		const set = sets[randInt(rng, 0, sets.length - 1)]!;
		return {game: subtraction.id, set: [...set], heaps: [randInt(rng, 20, 40 + 30 * level)]};
	},
	value(rng, level) {
		const set = sets[randInt(rng, 0, sets.length - 1)]!;
		const big = set.map(BigInt);
		const {start, period, values} = periodicity(big);
		const shown = Array.from(values.subarray(0, start + period)).join(' ');
		const n = randInt(rng, 50, 50 + 100 * level);
		const answer = subtractionGrundy(BigInt(n), big);
		const r = start + ((n - start) % period);
		return {
			kind: 'value',
			position: {game: subtraction.id, set: [...set], heaps: [n]},
			question: `S = {${set.join(', ')}}: G(0) … G(${start + period - 1}) = ${shown}, and from n = ${start} the values repeat with period ${period}. What is G(${n})?`,
			answer,
			why: [`${n} = ${start} + ${Math.floor((n - start) / period)}·${period} + ${(n - start) % period}, so G(${n}) = G(${r}) = ${answer}.`],
			level,
		};
	},
};
