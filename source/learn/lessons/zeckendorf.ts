/** Lesson 9: the Fibonacci game and Zeckendorf sums. */
import {fibonacci} from '../../engine/games/fibonacci.js';
import {randInt} from '../../engine/random.js';
import {greedyParts} from '../../engine/takeaway.js';
import type {Lesson} from '../lesson.js';

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
	pages: [
		[
			'The Fibonacci game: one heap. The first move may take anything but the whole heap; after that, each move takes at least 1 and at most twice what the opponent just took. Whoever takes the last token wins.',
		],
		[
			'Zeckendorf: every number is one sum of Fibonacci numbers (1 2 3 5 8 13 21 34 …), no two of them next to each other in the list. Find it greedily, largest first: 20 = 13 + 5 + 2.',
		],
		[
			'The player to move loses exactly when the heap is a Fibonacci number (and the first move may not take it all). Otherwise take the smallest part of the Zeckendorf sum: from 20 take 2, leaving 18 = 13 + 5.',
			'Why it works: the parts are never neighbours, so each is more than twice the next smaller one. After you take the smallest part, the opponent may take at most twice it: less than the next part, which they cannot clear. You take the new smallest part, and so on.',
		],
		[
			'Later in the game the rule is the same, with the cap: you may take at most twice what the opponent just took. You win exactly when the smallest part is within that cap: take it. If it is out of reach, you are losing: take 1 and hope.',
			'A heap of 18 = 13 + 5 after a take of 3 (cap 6): take 5. The same heap after a take of 2 (cap 4): 5 is out of reach, a loss.',
		],
	],
	example: {game: fibonacci.id, heap: 20},
	exampleNote: 'The winner always takes the smallest part of the Zeckendorf sum.',
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
			question: `A heap of ${n}: what is the smallest part of its Zeckendorf sum (the take that always wins)?`,
			answer: smallest,
			why: [
				`${n} = ${parts.join(' + ')} (Zeckendorf, largest first, no two Fibonacci numbers next to each other): the smallest part is ${smallest}.`,
				`Taking ${smallest} wins (other takes may win too, but this one always does).`,
			],
			level,
		};
	},
};
