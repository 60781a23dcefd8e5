/**
 * The Fibonacci game (Fibonacci Nim, HDU 2516). One heap of n tokens. The
 * first move takes 1..n−1 (not the whole heap); after a take of L the next
 * move takes 1..min(rest, 2L). Whoever takes the last token wins.
 *
 * Theory: write n as its Zeckendorf sum (non-consecutive Fibonacci numbers,
 * found greedily, largest first) and let z be its smallest part. The player
 * to move wins iff z ≤ the cap (n − 1 on the first move, 2L after); the
 * smallest winning take is z. Two parts of a Zeckendorf sum are never
 * consecutive, so each is more than twice the next: after taking z the
 * opponent (cap 2z) cannot reach the new smallest part. On the first move
 * this says: n is lost exactly when n is a Fibonacci number (n ≥ 2).
 * It is the k-times game (takeaway.ts) with k = 2, whose sequence is the
 * Fibonacci numbers 1 2 3 5 8 13... Grundy values: by search for heaps up to
 * `limits.takeawayGrundyBound`.
 * Sources: Whinihan, "Fibonacci Nim", Fibonacci Quarterly 1 (1963);
 * Zeckendorf (1972); HDU 2516; the seed notes.
 */
import type {CoachNote, Theory} from '../types.js';
import {limits} from '../limits.js';
import {defineTakeawayGame, greedyParts, lastTakeParam, takeawayFamily, type TakeawayGame, type TakeawayPosition} from '../takeaway.js';

const theory: Theory = {
	rule: 'Write the heap as its Zeckendorf sum (non-consecutive Fibonacci numbers, largest first) and let z be its smallest part. The player to move wins exactly when z is within reach (at most twice the last take; on the first move, less than the whole heap), and the winning take is z. So a starting heap is lost exactly when it is a Fibonacci number.',
	theorem: [
		"Zeckendorf's theorem: every n ≥ 1 is, in exactly one way, a sum of Fibonacci numbers 1 2 3 5 8 13 21 … no two of them consecutive; the greedy choice (largest first) finds it.",
		'Take z, the smallest part. The next part up is more than twice z (two parts are never consecutive Fibonacci numbers, and F(i+2) > 2·F(i)), so the opponent, allowed at most 2z, cannot clear a whole part; whatever they take, t, the smallest part of what is left is at most 2t, within your reach again. You keep taking smallest parts and take the last token. When z is out of reach, every take hands the opponent this same strategy.',
		`As with every game, the Grundy values exist too; here they are found by search for heaps up to ${limits.takeawayGrundyBound} (they matter only when the game is part of a sum).`,
	],
	sources: 'M. J. Whinihan, "Fibonacci Nim", Fibonacci Quarterly 1 (1963); E. Zeckendorf (1972); HDU 2516.',
};

const game = defineTakeawayGame({
	id: 'fibonacci',
	name: 'Fibonacci',
	summary: 'one heap; take up to twice the last take',
	rules:
		'One heap of tokens. The first move takes any number but not the whole heap; after that, a move takes at least one and at most twice as many as the previous move took. Whoever takes the last token wins.',
	examples: [
		{label: '20 tokens: 13 + 5 + 2, take 2', position: {game: 'fibonacci', heap: 20}},
		{label: 'A losing start: 21, a Fibonacci number', position: {game: 'fibonacci', heap: 21}},
		{label: '100 tokens: 89 + 8 + 3', position: {game: 'fibonacci', heap: 100}},
		{label: 'Mid-game: 17 left after a take of 2', position: {game: 'fibonacci', heap: 17, last: 2}},
	],
	params: [lastTakeParam],
	example: '20',
	readK: () => 2n,
	kToJSON: () => ({}),
	randomK: () => 2n,
	describeSum: () => [{key: 'fibonacciSum'}],
	whyParts: () => ({key: 'fibonacciParts'}),
});

/** The coach's words for a take-away heap left as a greedy sum: the opponent may take its smallest part (this game and the k-times game). */
export function smallestPartWords(after: TakeawayPosition): CoachNote | null {
	try {
		const parts = greedyParts(after.heap, after.k);
		const z = parts[parts.length - 1];
		if (z === undefined || parts.length > 8) return null;
		if (parts.length === 1) return {key: 'smallestPart', values: {heap: after.heap, part: z}};
		return {key: 'smallestPartSum', values: {heap: after.heap, parts: parts.join(' + '), part: z}};
	} catch {
		return null;
	}
}

export const fibonacci: TakeawayGame = {
	...game,
	theory,
	concept: 'zeckendorf',
	coach: {lost: (_before, after) => smallestPartWords(after)},
	family: takeawayFamily((_k, last) => ({kind: 'zeckendorf', last})),
};
