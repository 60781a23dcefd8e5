/** Lesson 5: periods (the values of a subtraction game repeat). */
import {randInt} from '../../engine/random.js';
import {periodicity, subtractionGrundy, subtraction} from '../../engine/games/subtraction.js';
import type {Lesson} from '../lesson.js';
import {handSets, oneHeapWhy} from './mex.js';

/** The sets of lesson 3, one whose period is longer, and two that repeat only after a preperiod. */
const sets: readonly (readonly number[])[] = [...handSets, [2, 3, 7], [2, 4, 7], [2, 7, 8]];

/** The period of a set, from the engine: where the repeating starts, its length and the values. */
function periodOf(set: readonly number[]) {
	return periodicity(set.map(BigInt));
}

/** "G(0) … G(k) = …": the values as far as the question shows them. */
function shown(values: ArrayLike<number>, count: number): string {
	return Array.from({length: count}, (_, i) => values[i]).join(' ');
}

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
			'Some games repeat only after a while (a preperiod), so a period is stated with where it starts. S = {2, 4, 7}:',
			'n    0 1 2 3 4 5 6 7 | 8 9 10 | 11 12 13\nG(n) 0 0 1 1 2 2 0 3 | 1 0  2 |  1  0  2',
			'Preperiod 8, then period 3: G(n + 3) = G(n) from n = 8 on, so G(100) = G(8 + (92 mod 3)) = G(10) = 2.',
		],
		[
			'Once the period is known, a heap of any size is easy: G(n) = G(start + ((n − start) mod p)). For S = {1, 3, 4}, a heap of 100: 100 mod 7 = 2, so G(100) = G(2) = 0, a losing heap.',
			'The Lab (g in a game, or Lab on the menu) shows the table of any set with its period marked.',
		],
	],
	example: {game: subtraction.id, heaps: [24], set: [1, 3, 4]},
	exampleNote: 'The winner always leaves a heap of value 0: one at 0 or 2 in the period of 7 (G(0) = G(2) = 0).',
	kinds: ['value', 'move', 'outcome'],
	explain: position => oneHeapWhy(position, true),
	draw(rng, level) {
		const set = sets[randInt(rng, 0, sets.length - 1)]!;
		return {game: subtraction.id, set: [...set], heaps: [randInt(rng, 20, 40 + 30 * level)]};
	},
	value(rng, level) {
		// Half the questions ask for the period itself; the others use it (and its start) to value a big heap.
		const set = sets[randInt(rng, 0, sets.length - 1)]!;
		const {start, period, values} = periodOf(set);
		if (rng() < 0.5) {
			const count = start + 3 * period;
			return {
				kind: 'value',
				position: {game: subtraction.id, set: [...set], heaps: [count]},
				question: `S = {${set.join(', ')}}: G(0) … G(${count - 1}) = ${shown(values, count)}. The values repeat from some n on: with what period (the shortest)?`,
				answer: BigInt(period),
				why: [
					start === 0
						? `From the start, every ${period} values repeat: ${shown(values, period)} | ${shown(values.subarray(period), period)} | …, so the period is ${period}.`
						: `The first ${start} values (0 … ${start - 1}) are the preperiod; from n = ${start} on, ${shown(values.subarray(start), period)} repeats, so the period is ${period}.`,
					`Check: G(n + ${period}) = G(n) for every n ≥ ${start} shown, and no shorter gap works.`,
				],
				level,
			};
		}
		const n = randInt(rng, 50, 50 + 100 * level);
		const answer = subtractionGrundy(BigInt(n), set.map(BigInt));
		const r = start + ((n - start) % period);
		return {
			kind: 'value',
			position: {game: subtraction.id, set: [...set], heaps: [n]},
			question: `S = {${set.join(', ')}}: G(0) … G(${start + period - 1}) = ${shown(values, start + period)}, and from n = ${start} the values repeat with period ${period}. What is G(${n})?`,
			answer,
			why: [`${n} = ${start} + ${Math.floor((n - start) / period)}·${period} + ${(n - start) % period}, so G(${n}) = G(${r}) = ${answer}.`],
			level,
		};
	},
};
