/**
 * Prime Nim: heaps of tokens; a move takes 1 or any prime number of tokens
 * from one heap. g(n) = n mod 4: no prime is a multiple of 4, so no move
 * keeps the residue mod 4 unchanged in a way that matters, and the takes
 * 1, 2, 3 reach every smaller residue (theory sheet, checked by brute force).
 * The winning takes the engine proposes are always 1, 2 or 3.
 */
import type {Theory} from '../types.js';
import {defineHeapGame} from '../heaps.js';
import {nonEmptyHeaps} from '../learning.js';
import {closedPeriod, formula} from '../family.js';
import {phrase} from '../rule-words.js';
import {isPrime, isSmallPrime, primalityIsProven, primeCount, sieveLimit} from '../primality.js';

const theory: Theory = {
	rule: "Each heap is worth n mod 4; the player to move loses exactly when the XOR of the heaps' values is 0. A winning take is always 1, 2 or 3.",
	theorem: [
		"By the Sprague-Grundy theorem a heap is worth the mex of its options' values. Takes of 1, 2 and 3 (1 and the primes 2 and 3) reach every residue mod 4 below n's own, so no smaller value is missing; and no legal take is a multiple of 4 (no prime is), so no option has n's residue. By induction on n, g(n) = n mod 4.",
		'Several heaps add up by XOR, like Nim heaps of sizes n mod 4: make the XOR 0 by taking 1, 2 or 3 from a heap whose value has the top bit of the XOR.',
	],
	sources: 'The Sprague-Grundy theory (Winning Ways, ch. 4, subtraction games); the value n mod 4 is checked against a brute-force search.',
	example: 2,
};

const game = defineHeapGame<Record<string, never>>({
	id: 'primes',
	name: 'Prime Nim',
	summary: 'take 1 or a prime from one heap',
	rules:
		'Several heaps of tokens. A move takes 1 token, or a prime number of tokens (2, 3, 5, 7, 11, ...), from a single heap. Whoever takes the last token wins.',
	params: [],
	example: '10 11',
	parseParams: () => ({}),
	paramsToJSON: () => ({}),
	*takes(n) {
		if (n >= 1n) yield 1n;
		// Small takes come from the sieve; past it, Miller-Rabin.
		const small = n < BigInt(sieveLimit) ? Number(n) : sieveLimit;
		for (let t = 2; t <= small; t++) if (isSmallPrime(t)) yield BigInt(t);
		for (let t = BigInt(sieveLimit) + 1n; t <= n; t++) if (isPrime(t)) yield t;
	},
	// 1 and the primes, one number at a time: a prime is never far (the gaps are short against the numbers).
	nextTake(n, t, dir) {
		if (dir === 1) {
			for (let u = t < 0n ? 1n : t + 1n; u <= n; u++) if (u === 1n || isPrime(u)) return u;
			return null;
		}
		for (let u = t - 1n > n ? n : t - 1n; u >= 1n; u--) if (u === 1n || isPrime(u)) return u;
		return null;
	},
	takeCount(n) {
		if (n <= BigInt(sieveLimit)) return n === 0n ? 0n : 1n + BigInt(primeCount(Number(n)));
		// Exact counts past the sieve are not needed: this is already above every listing bound.
		return 1n + BigInt(primeCount(sieveLimit));
	},
	whyIllegal(_n, t) {
		if (t === 1n || isPrime(t)) return null;
		return phrase(primalityIsProven(t) ? 'move_notPrime' : 'move_notProvenPrime', {take: t});
	},
	heapGrundy: n => n % 4n,
	takeToValue: (n, v) => (n % 4n) - v,
	valueRule: () => 'A heap of n is worth n mod 4 (no prime is a multiple of 4, and 1, 2, 3 reach every smaller residue)',
	valueReason: () => ({key: 'primesValue'}),
	examples: [
		{label: 'Heaps 10 11', position: {game: 'primes', heaps: [10, 11]}},
		{label: 'A losing start: 4 8 13 17', position: {game: 'primes', heaps: [4, 8, 13, 17]}},
		{label: 'Three heaps 7 9 12', position: {game: 'primes', heaps: [7, 9, 12]}},
	],
	randomParams: () => ({}),
	family: {values: 'nimbers', form: () => closedPeriod(0n, 4n, formula('G(n) = n mod 4'))},
});

export const primes: typeof game = {...game, theory, concept: 'mex', partCount: nonEmptyHeaps};
