import {subtractionDirect} from '../direct.js';
import {describe, expect, it, test} from 'vitest';
import {periodicity, subtraction, subtractionGrundy, subtractionWork} from '../../../source/engine/games/subtraction.js';
import {primes} from '../../../source/engine/games/primes.js';
import {isPrime} from '../../../source/engine/primality.js';
import {bruteGrundy} from '../../../source/engine/solver.js';
import {seeded, randInt} from '../../../source/engine/random.js';

const sub = (heaps: Array<number | string>, set: number[]) => subtraction.parse({game: 'subtraction', heaps, set}, '');

describe('subtraction games', () => {
	test.each([
		[[2, 3, 7], '0 0 1 1 2 0 0 1 1 2', 5],
		[[1, 3, 4], '0 1 0 1 2 3 2 0 1 0', 7],
		[[1, 2, 3], '0 1 2 3 0 1 2 3 0 1', 4],
		[[1], '0 1 0 1 0 1 0 1 0 1', 2],
	])('S = %j: %s... with period %i', (set, prefix, period) => {
		const values = Array.from({length: 10}, (_, n) => subtractionGrundy(BigInt(n), set.map(BigInt)));
		expect(values.join(' ')).toBe(prefix);
		expect(periodicity(set.map(BigInt)).period).toBe(period);
	});

	it('agrees with the direct table far past the detected period, for random sets', () => {
		const rng = seeded(7);
		for (let trial = 0; trial < 200; trial++) {
			const size = randInt(rng, 1, 5);
			const set = [...new Set(Array.from({length: size}, () => randInt(rng, 1, 24)))].sort((a, b) => a - b);
			const direct = subtractionDirect(set, 3000);
			const big = set.map(BigInt);
			// One comparison per set (a failure shows the first n that differs).
			const found = Array.from({length: 3000}, (_, n) => Number(subtractionGrundy(BigInt(n), big)));
			expect(found, String(set)).toEqual(direct.slice(0, 3000));
		}
	});

	it('answers a heap of 10^18 with |S| ≤ 8, max S ≤ 64 at once, and beyond', () => {
		const set = [3, 7, 11, 19, 29, 41, 53, 64];
		const p = sub(['1000000000000000000', String(10n ** 40n + 17n)], set);
		const g = subtraction.grundy(p)!;
		const move = subtraction.winningMove(p);
		if (g !== 0n) expect(subtraction.grundy(subtraction.apply(p, move!))).toBe(0n);
		const {start, period} = periodicity(set.map(BigInt));
		const direct = subtractionDirect(set, start + 3 * period + 10);
		const n = 10n ** 18n;
		const reduced = n < BigInt(start) ? n : BigInt(start) + ((n - BigInt(start)) % BigInt(period));
		expect(subtractionGrundy(n, set.map(BigInt))).toBe(BigInt(direct[Number(reduced)]!));
	});

	it('matches brute force with every target on small positions', () => {
		for (const set of [
			[1, 3, 4],
			[2, 3, 7],
			[2, 5, 6],
		]) {
			for (let a = 0; a <= 12; a++) {
				for (let b = 0; b <= 12; b++) {
					const p = sub([a, b], set);
					const g = bruteGrundy(subtraction, p);
					expect(subtraction.grundy(p)).toBe(g);
					for (let t = 0n; t < g; t++) expect(bruteGrundy(subtraction, subtraction.apply(p, subtraction.moveToGrundy(p, t)!))).toBe(t);
				}
			}
		}
	});

	test.each([
		[{game: 'subtraction', heaps: [3], set: []}, 'set must hold at least one positive integer'],
		[{game: 'subtraction', heaps: [3], set: [0]}, 'set[0] must be a positive integer at most 10000, got 0'],
		[{game: 'subtraction', heaps: [3]}, 'set is missing'],
		[{game: 'subtraction', heaps: [3], set: [1, 20000]}, 'set[1] must be a positive integer at most 10000, got 20000'],
	])('refuses %j', (json, message) => {
		expect(() => subtraction.parse(json as never, '')).toThrow(message);
	});

	it('refuses a take outside the set', () => {
		expect(() => subtraction.parseMove({heap: 0, take: 2}, sub([5], [1, 3, 4]), 'move')).toThrow('2 is not in the set {1, 3, 4}');
	});
});

describe('prime nim', () => {
	it('is worth n mod 4 per heap, by brute force up to 60', () => {
		for (let n = 0; n <= 60; n++) {
			const p = primes.parse({game: 'primes', heaps: [n]}, '');
			expect(bruteGrundy(primes, p)).toBe(BigInt(n % 4));
			expect(primes.grundy(p)).toBe(BigInt(n % 4));
		}
	});

	it('proposes only takes that are 1 or proven primes, even for huge heaps', () => {
		const rng = seeded(3);
		for (let i = 0; i < 300; i++) {
			const heaps = [String(10n ** 50n + BigInt(randInt(rng, 0, 1000))), String(randInt(rng, 0, 100))];
			const p = primes.parse({game: 'primes', heaps}, '');
			const move = primes.winningMove(p);
			if (move === null) continue;
			expect(move.take === 1n || isPrime(move.take)).toBe(true);
			expect(primes.grundy(primes.apply(p, move))).toBe(0n);
		}
	});

	test.each([
		[2n, true],
		[91n, false],
		[97n, true],
		[561n, false],
		[2n ** 61n - 1n, true],
		[3317044064679887385961981n, false],
		[2n ** 89n - 1n, true],
	])('isPrime(%s) = %s', (n, prime) => {
		expect(isPrime(n)).toBe(prime);
	});

	it('refuses a composite take', () => {
		const p = primes.parse({game: 'primes', heaps: [10]}, '');
		expect(() => primes.parseMove({heap: 0, take: 9}, p, 'move')).toThrow('9 is neither 1 nor a prime');
	});
});

describe('subtraction games within their bounds', () => {
	// A set whose Grundy sequence shows no period within its bound (found with seeded random sets).
	const rng = seeded(11);
	const wide = [...new Set(Array.from({length: 40}, () => randInt(rng, 1, 10_000)))].sort((a, b) => a - b);
	const huge = 10n ** 18n;
	/** The work a heap past the table's bound still needs: the period search, until it has been made (found or not). */
	const periodSearchLeft = () => subtractionWork([huge], wide.map(BigInt))[0]!.steps;

	// These inputs are cases of bench/worst-cases.ts, where their time is measured.
	it('answers heaps below the table bound straight from the table, without looking for a period', () => {
		const p = sub([5, 700, 9_999], wide);
		expect(subtraction.grundy(p)).toBe(
			BigInt(subtractionDirect(wide, 10_000)[5]! ^ subtractionDirect(wide, 10_000)[700]! ^ subtractionDirect(wide, 10_000)[9999]!),
		);
		expect(periodSearchLeft()).toBeGreaterThan(0);
	});

	it('refuses a heap past the bound when no period is found, naming the bound, and remembers the failure', () => {
		expect(() => sub([String(huge)], wide)).toThrow(/no period within \d+ values .* the largest heap here is 1000000000000000000/);
		// The failure is remembered: no search is left to make, and the second refusal makes none.
		expect(periodSearchLeft()).toBe(0);
		expect(() => sub([String(huge), 3], wide)).toThrow(/no period/);
	});

	it('values 10^4 heaps of 51 digits with a 1000-element set', () => {
		const set = Array.from({length: 1000}, (_, i) => 9001 + i);
		const heaps = Array.from({length: 10_000}, (_, i) => String(10n ** 50n + BigInt(i)));
		const p = sub(heaps, set);
		const g = subtraction.grundy(p)!;
		const move = subtraction.winningMove(p);
		if (g === 0n) expect(move).toBeNull();
		else expect(subtraction.grundy(subtraction.apply(p, move!))).toBe(0n);
	});
});
