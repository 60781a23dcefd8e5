/** Lesson 3: mex and Grundy values (a subtraction game by hand). */
import {randInt} from '../../engine/random.js';
import {periodicity, subtractionGrundy, subtraction} from '../../engine/games/subtraction.js';
import type {JsonObject} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';
import {gameOf} from '../lesson.js';
import {pagesOf} from '../lesson-words.js';
import {en, words} from './mex.words.js';
import {listText} from '../../i18n/lists/index.js';

/** Small sets whose values a learner can work out by hand. */
export const handSets: readonly (readonly number[])[] = [
	[1, 2],
	[1, 3],
	[2, 3],
	[1, 2, 3],
	[1, 3, 4],
	[1, 4],
	[2, 5],
	[1, 2, 5],
];

/** Whether takes of S are 1, 2, … m: Bash, lesson 1's game, whose values need no mex. */
const isBash = (set: readonly number[]) => set.every((s, i) => s === i + 1);

/** Lesson 3's sets: the hand sets but Bash's, and one more, so a check works the mex across several rules. */
export const mexSets: readonly (readonly number[])[] = [...handSets.filter(set => !isBash(set)), [1, 4, 5]];

const g = (n: number, set: readonly number[]) => Number(subtractionGrundy(BigInt(n), set.map(BigInt)));

/**
 * A subtraction heap explained as lesson 3 teaches it: the values of the
 * options, their mex, and the move to a heap worth 0. `byPeriod` adds the
 * line lesson 5 teaches: where the period puts the heap.
 */
export function oneHeapWhy(position: JsonObject, byPeriod = false): string[] {
	const set = (position['set'] as number[]).map(Number);
	const n = Number((position['heaps'] as number[])[0]);
	const setText = `{${set.join(', ')}}`;
	const lines: string[] = [];
	const value = g(n, set);
	if (byPeriod) {
		const {start, period} = periodicity(set.map(BigInt));
		const r = n < start ? n : start + ((n - start) % period);
		if (r !== n) lines.push(words('byPeriod', {set: setText, period, start, n, r, value}));
	}
	const options = set.filter(s => s <= n).map(s => n - s);
	if (options.length === 0) {
		lines.push(words('noMove', {n, set: setText}));
		return lines;
	}
	const values = options.map(m => g(m, set));
	lines.push(words('options', {n, options: listText(options), values: listText(options.map((m, i) => `G(${m}) = ${values[i]}`))}));
	lines.push(words('mex', {n, values: distinct(values), value}));
	if (value === 0) {
		lines.push(words('lost', {n}));
		return lines;
	}
	// The engine's winning move, so that the words name the move the board plays.
	const game = gameOf(position);
	const p = game.parse(position, '');
	const take = Number((game.moveToJSON(game.winningMove(p)) as {take: number}).take);
	lines.push(words('won', {n, take, left: n - take, leftValue: g(n - take, set)}));
	return lines;
}

/** The values once each, in order: what the mex is taken of. */
const distinct = (values: readonly number[]) => `{${[...new Set(values)].sort((a, b) => a - b).join(', ')}}`;

export const mex: Lesson = {
	concept: 'mex',
	game: subtraction.id,
	get pages() {
		return pagesOf(words, en);
	},
	example: {game: subtraction.id, heaps: [10], set: [1, 3, 4]},
	get exampleNote() {
		return words('exampleNote');
	},
	kinds: ['value', 'move', 'outcome'],
	explain: position => oneHeapWhy(position),
	draw(rng, level) {
		const set = mexSets[randInt(rng, 0, mexSets.length - 1)]!;
		// One heap: adding heaps is the next lesson's idea.
		const count = 1;
		return {game: subtraction.id, set: [...set], heaps: Array.from({length: count}, () => randInt(rng, 2, 6 + 2 * level))};
	},
	value(rng, level) {
		const set = mexSets[randInt(rng, 0, mexSets.length - 1)]!;
		const n = randInt(rng, 3, 6 + level);
		const before = Array.from({length: n}, (_, i) => g(i, set));
		const options = set.filter(s => s <= n).map(s => n - s);
		const values = options.map(m => g(m, set));
		const answer = g(n, set);
		return {
			kind: 'value',
			position: {game: subtraction.id, set: [...set], heaps: [n]},
			question: words('question', {set: `{${set.join(', ')}}`, last: n - 1, values: before.join(' '), n}),
			answer: BigInt(answer),
			why: [words('options', {n, options: listText(options), values: listText(values)}), words('mex', {n, values: distinct(values), value: answer})],
			level,
		};
	},
};
