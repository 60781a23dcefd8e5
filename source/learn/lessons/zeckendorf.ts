/** Lesson 9: the Fibonacci game and Zeckendorf sums. */
import {fibonacci} from '../../engine/games/fibonacci.js';
import {randInt} from '../../engine/random.js';
import {greedyParts} from '../../engine/takeaway.js';
import type {Lesson} from '../lesson.js';
import {pagesOf} from '../lesson-words.js';
import {en, words} from './zeckendorf.words.js';

/** Fibonacci numbers from 1, 2: the parts of Zeckendorf sums. */
const fib = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233];

/**
 * A position later in the game: a heap that is not a Fibonacci number, just
 * after the opponent took some. The cap (twice that take) is drawn about the
 * heap's smallest Zeckendorf part, so the part is as often out of reach (a
 * loss) as within it, and the winning take is seldom 1.
 */
function laterMove(rng: () => number, level: number): {game: string; heap: number; last: number} {
	// A heap whose smallest part is more than 1 (not a Fibonacci number itself): the take to find is not simply 1.
	let heap = randInt(rng, 6, 12 + 12 * level);
	while (fib.includes(heap) || greedyParts(BigInt(heap), 2n).at(-1) === 1n) heap++;
	const parts = greedyParts(BigInt(heap), 2n);
	const smallest = Number(parts[parts.length - 1]!);
	// The part is within reach when 2·last ≥ smallest.
	const reach = Math.ceil(smallest / 2);
	const out = reach > 1 && rng() < 0.5;
	const last = out ? randInt(rng, Math.max(1, reach - 3), reach - 1) : randInt(rng, reach, reach + 3);
	return {game: fibonacci.id, heap, last};
}

export const zeckendorf: Lesson = {
	concept: 'zeckendorf',
	game: fibonacci.id,
	get pages() {
		return pagesOf(words, en);
	},
	example: {game: fibonacci.id, heap: 20},
	get exampleNote() {
		return words('exampleNote');
	},
	kinds: ['value', 'move', 'outcome'],
	draw(rng, level) {
		// Half the time a later move, after the opponent's take: there "at most twice the last take" decides.
		if (rng() < 0.5) return laterMove(rng, level);
		// A Fibonacci number (a loss) often, so both outcomes come up.
		const top = fib.findLastIndex(f => f <= 10 + 12 * level);
		if (rng() < 0.4) return {game: fibonacci.id, heap: fib[randInt(rng, 2, top)]!};
		return {game: fibonacci.id, heap: randInt(rng, 4, 10 + 12 * level)};
	},
	value(rng, level) {
		let n = randInt(rng, 6, 10 + 12 * level);
		while (fib.includes(n)) n++;
		const parts = greedyParts(BigInt(n), 2n);
		const smallest = parts[parts.length - 1]!;
		return {
			kind: 'value',
			position: {game: fibonacci.id, heap: n},
			question: words('question', {n}),
			answer: smallest,
			why: [words('parts', {n, parts: parts.join(' + '), smallest}), words('wins', {smallest})],
			level,
		};
	},
};
