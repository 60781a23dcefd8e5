/** Lesson 3: mex and Grundy values (a subtraction game by hand). */
import {randInt} from '../../engine/random.js';
import {periodicity, subtractionGrundy, subtraction} from '../../engine/games/subtraction.js';
import type {JsonObject} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';
import {gameOf} from '../lesson.js';

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
	const lines: string[] = [];
	const value = g(n, set);
	if (byPeriod) {
		const {start, period} = periodicity(set.map(BigInt));
		const r = n < start ? n : start + ((n - start) % period);
		if (r !== n) lines.push(`S = {${set.join(', ')}} repeats with period ${period} from ${start}: G(${n}) = G(${r}) = ${value}.`);
	}
	const options = set.filter(s => s <= n).map(s => n - s);
	if (options.length === 0) {
		lines.push(`From ${n} no move is left (every take in S = {${set.join(', ')}} is more than ${n}): G(${n}) = mex{} = 0. The player to move loses.`);
		return lines;
	}
	const values = options.map(m => g(m, set));
	lines.push(`From ${n} a move goes to ${options.join(', ')}, worth ${options.map((m, i) => `G(${m}) = ${values[i]}`).join(', ')}.`);
	lines.push(`G(${n}) = mex{${[...new Set(values)].sort((a, b) => a - b).join(', ')}} = ${value}, the least number not among them.`);
	if (value === 0) {
		lines.push(`G(${n}) = 0: every move goes to a heap worth more than 0, and from there the opponent can always move back to 0. The player to move loses.`);
		return lines;
	}
	// The engine's winning move, so that the words name the move the board plays.
	const game = gameOf(position);
	const p = game.parse(position, '');
	const take = Number((game.moveToJSON(game.winningMove(p)) as {take: number}).take);
	lines.push(`G(${n}) is not 0, so some move goes to a heap worth 0: take ${take} and leave ${n - take} (G(${n - take}) = ${g(n - take, set)}).`);
	return lines;
}

export const mex: Lesson = {
	concept: 'mex',
	game: subtraction.id,
	pages: [
		[
			'In a subtraction game a move takes s tokens from one heap, where s must be in a fixed set S. With S = {1, 3, 4}, a heap of 5 can go to 4, 2 or 1.',
			'Which heaps are worth what? Sprague and Grundy (1935–39) gave every position a number, its Grundy value, that says exactly what Nim heap it behaves like.',
		],
		[
			'The mex of a set of numbers is the minimum excluded number: the least whole number not in it. mex{0, 1, 3} = 2, mex{1, 2} = 0, mex{} = 0.',
			'The Grundy value of a position is the mex of the values of the positions one move away. A position with no move is worth 0.',
		],
		[
			'With S = {1, 3, 4}, from the bottom up:',
			'G(0) = 0 (no move).\nG(1) = mex{G(0)} = mex{0} = 1.\nG(2) = mex{G(1)} = mex{1} = 0.\nG(3) = mex{G(2), G(0)} = mex{0, 0} = 1.\nG(4) = mex{G(3), G(1), G(0)} = mex{1, 1, 0} = 2.',
		],
		[
			'A position is lost for the player to move exactly when its value is 0: every move goes to a non-zero value, and from a non-zero value there is always a move to 0 (the mex makes sure of it).',
			'And a position of value v behaves exactly like a Nim heap of v tokens: that is what lets different games be added, in the next lesson.',
		],
	],
	example: {game: subtraction.id, heaps: [10], set: [1, 3, 4]},
	exampleNote: 'The winner always moves to a heap of value 0 (G = 0 at 0, 2, 7, 9 …).',
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
			question: `S = {${set.join(', ')}}. G(0) … G(${n - 1}) are ${before.join(' ')}. What is G(${n})?`,
			answer: BigInt(answer),
			why: [
				`From ${n} a move goes to ${options.join(', ')}, worth ${values.join(', ')}.`,
				`G(${n}) = mex{${[...new Set(values)].sort((a, b) => a - b).join(', ')}} = ${answer}, the least number not among them.`,
			],
			level,
		};
	},
};
