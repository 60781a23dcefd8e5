/** Lesson 5: periods (the values of a subtraction game repeat). */
import {randInt} from '../../engine/random.js';
import {periodicity, subtractionGrundy, subtraction} from '../../engine/games/subtraction.js';
import type {Lesson} from '../lesson.js';
import {handSets, oneHeapWhy} from './mex.js';
import {pagesOf} from '../lesson-words.js';
import {en, words} from './periods.words.js';

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
	get pages() {
		return pagesOf(words, en);
	},
	example: {game: subtraction.id, heaps: [24], set: [1, 3, 4]},
	get exampleNote() {
		return words('exampleNote');
	},
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
		const setText = `{${set.join(', ')}}`;
		if (rng() < 0.5) {
			const count = start + 3 * period;
			return {
				kind: 'value',
				position: {game: subtraction.id, set: [...set], heaps: [count]},
				question: words('periodQuestion', {set: setText, last: count - 1, values: shown(values, count)}),
				answer: BigInt(period),
				why: [
					start === 0
						? words('fromStart', {period, first: shown(values, period), second: shown(values.subarray(period), period)})
						: words('preperiod', {start, beforeStart: start - 1, repeating: shown(values.subarray(start), period), period}),
					words('check', {period, start}),
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
			question: words('valueQuestion', {set: setText, last: start + period - 1, values: shown(values, start + period), start, period, n}),
			answer,
			why: [words('valueWhy', {n, start, times: Math.floor((n - start) / period), period, rest: (n - start) % period, r, answer})],
			level,
		};
	},
};
