import {describe, expect, it, test} from 'vitest';
import {fibonacci} from '../../../source/engine/games/fibonacci.js';
import {ktimes} from '../../../source/engine/games/ktimes.js';
import {capOf, greedyParts, type TakeawayPosition} from '../../../source/engine/takeaway.js';
import {bruteGrundy, bruteSolve, type Solved} from '../../../source/engine/solver.js';
import {InputError} from '../../../source/engine/types.js';
import {randBig, seeded} from '../../../source/engine/random.js';
import {limits} from '../../../source/engine/limits.js';

const pos = (heap: bigint | number, last: bigint | number | null = null): TakeawayPosition => ({
	heap: BigInt(heap),
	k: 2n,
	last: last === null ? null : BigInt(last),
});

function parse(json: unknown) {
	return fibonacci.parse(json as never, '');
}

/** Fibonacci numbers 1, 2, 3, 5, 8, ... up to the first one with more than `digits` digits. */
function fibonacciNumbers(digits: number): bigint[] {
	const fib = [1n, 2n];
	const top = 10n ** BigInt(digits);
	while (fib[fib.length - 1]! < top) fib.push(fib[fib.length - 1]! + fib[fib.length - 2]!);
	return fib;
}

const FIB = fibonacciNumbers(2000);
const FIB_SET = new Set(FIB);

describe('fibonacci: first-move P-positions', () => {
	it('are exactly the Fibonacci numbers ≥ 2 (and the heaps 0 and 1, which have no move), up to 3000', () => {
		const memo = new Map<string, Solved>();
		for (let n = 0; n <= 3000; n++) {
			const p = pos(n);
			const expected = n <= 1 || FIB_SET.has(BigInt(n)) ? 'P' : 'N';
			expect(fibonacci.outcome(p)).toBe(expected);
			if (n <= 150) expect(bruteSolve(fibonacci, p, 1_000_000, memo).outcome).toBe(expected);
		}
	});

	test.each([
		[2, null],
		[3, null],
		[4, 1],
		[20, 2],
		[21, null],
		[100, 3],
		[987, null],
		[1000, 13],
		[1001, 1],
	])('heap %i: the first player takes %s (null: lose)', (n, take) => {
		expect(fibonacci.winningMove(pos(n))).toEqual(take === null ? null : {take: BigInt(take)});
		expect(fibonacci.outcome(pos(n))).toBe(take === null ? 'P' : 'N');
	});
});

describe('fibonacci: the theory against brute force', () => {
	const N = 80;
	it(`grundy, outcome, smallest winning take and moveToGrundy for every heap ≤ ${N} and every cap`, () => {
		const gMemo = new Map<string, bigint>();
		const sMemo = new Map<string, Solved>();
		let checked = 0;
		for (let n = 0; n <= N; n++) {
			const lasts: (number | null)[] = [null];
			for (let last = 1; last <= Math.ceil(n / 2) + 1; last++) lasts.push(last);
			for (const last of lasts) {
				const p = pos(n, last);
				expect(fibonacci.outcome(p)).toBe(bruteSolve(fibonacci, p, 1_000_000, sMemo).outcome);
				let smallest: bigint | null = null;
				for (const m of fibonacci.moves(p)) {
					if (bruteSolve(fibonacci, fibonacci.apply(p, m), 1_000_000, sMemo).outcome === 'P') {
						smallest = m.take;
						break;
					}
				}
				expect(fibonacci.winningMove(p)?.take ?? null).toBe(smallest);
				const g = bruteGrundy(fibonacci, p, 1_000_000, gMemo);
				expect(fibonacci.grundy(p)).toBe(g);
				for (let target = 0n; target < g; target++) {
					const m = fibonacci.moveToGrundy(p, target)!;
					fibonacci.parseMove(fibonacci.moveToJSON(m), p, 'move');
					expect(bruteGrundy(fibonacci, fibonacci.apply(p, m), 1_000_000, gMemo)).toBe(target);
				}
				checked++;
			}
		}
		expect(checked).toBeGreaterThan((N * N) / 4);
	});

	it('is the k-times game with k = 2', () => {
		for (let n = 0; n <= 200; n++) {
			for (const last of [null, 1, 3, 10]) {
				const p = pos(n, last);
				expect(fibonacci.winningMove(p)).toEqual(ktimes.winningMove(p));
				expect(fibonacci.grundy(p)).toEqual(ktimes.grundy(p));
			}
		}
	});

	it('greedy sums are Zeckendorf sums: non-consecutive Fibonacci numbers', () => {
		const index = new Map(FIB.map((f, i) => [f, i]));
		for (let n = 1n; n <= 5000n; n++) {
			const parts = greedyParts(n, 2n);
			expect(parts.reduce((s, x) => s + x, 0n)).toBe(n);
			for (let j = 0; j < parts.length; j++) {
				expect(index.has(parts[j]!)).toBe(true);
				if (j > 0) expect(index.get(parts[j - 1]!)! - index.get(parts[j]!)!).toBeGreaterThanOrEqual(2);
			}
		}
	});

	it('beyond the Grundy bound: null, and moveToGrundy only for target 0', () => {
		const p = pos(limits.takeawayGrundyBound + 1);
		expect(fibonacci.grundy(p)).toBeNull();
		expect(fibonacci.moveToGrundy(p, 0n)).toEqual(fibonacci.winningMove(p));
		expect(fibonacci.moveToGrundy(p, 1n)).toBeNull();
		expect(fibonacci.moveToGrundy(pos(377), 0n)).toBeNull(); // a Fibonacci number: lost
	});
});

// Their times are measured by bench/worst-cases.ts (heaps of 2000 digits) and bench/engine.ts (1000 digits).
describe('fibonacci: huge heaps', () => {
	it('1000-digit Fibonacci numbers lose, their neighbours win, and the take reaches a lost position', () => {
		const big = FIB.filter(f => f.toString().length === 1000);
		expect(big.length).toBeGreaterThan(3);
		for (const f of big) {
			expect(fibonacci.outcome(parse({game: 'fibonacci', heap: f.toString()}))).toBe('P');
			for (const n of [f + 1n, f - 1n, f + 2n]) {
				const p = parse({game: 'fibonacci', heap: n.toString()});
				const m = fibonacci.winningMove(p)!;
				expect(m).not.toBeNull();
				const q = fibonacci.apply(p, fibonacci.parseMove(fibonacci.moveToJSON(m), p, 'move'));
				expect(fibonacci.outcome(q)).toBe('P');
			}
		}
	});

	it('random 1000- and 2000-digit heaps: the smallest Zeckendorf part is taken and is out of reach next', () => {
		const rng = seeded(2516);
		for (const digits of [1000, 2000]) {
			for (let i = 0; i < 20; i++) {
				const n = 10n ** BigInt(digits - 1) + randBig(rng, 9n * 10n ** BigInt(digits - 1));
				const p = parse({game: 'fibonacci', heap: n.toString()});
				const parts = greedyParts(n, 2n);
				expect(parts.reduce((s, x) => s + x, 0n)).toBe(n);
				const m = fibonacci.winningMove(p);
				expect(m).toEqual({take: parts.at(-1)!});
				const q = fibonacci.apply(p, m!);
				expect(greedyParts(q.heap, 2n).at(-1)! > capOf(q)).toBe(true);
				expect(fibonacci.outcome(q)).toBe('P');
			}
		}
	});

	it('mid-game with huge last takes: the cap is the whole heap', () => {
		const n = FIB[4000]!;
		const p = parse({game: 'fibonacci', heap: n.toString(), last: (n / 2n + 1n).toString()});
		expect(capOf(p)).toBe(n);
		expect(fibonacci.winningMove(p)).toEqual({take: n});
		expect(fibonacci.moveCount(p)).toBe(n);
	});
});

describe('fibonacci: rules and text', () => {
	it('reads and writes positions; k is not a field', () => {
		expect(parse({game: 'fibonacci', heap: 20})).toEqual(pos(20));
		expect(parse({game: 'fibonacci', heap: '20', last: 3})).toEqual(pos(20, 3));
		expect(fibonacci.toJSON(pos(20, 3))).toEqual({game: 'fibonacci', heap: 20, last: 3});
	});

	test.each([
		[{game: 'fibonacci', heap: 10, k: 3}, 'k is not a field of this game (expected "game", "heap", "last")'],
		[{game: 'fibonacci', heap: 10, last: 0}, 'last must be a positive integer, got 0'],
		[{game: 'fibonacci', heap: 10, last: 'x'}, 'last must be a positive integer, got "x"'],
		[{game: 'fibonacci', heap: -3}, 'heap must be a non-negative integer, got -3'],
		[{game: 'fibonacci', heap: 2.5}, 'heap must be a non-negative integer, got 2.5'],
		[{game: 'fibonacci'}, 'heap is missing (expected a non-negative integer)'],
	])('bad position %j', (json, message) => {
		expect(() => parse(json)).toThrow(InputError);
		expect(() => parse(json)).toThrow(message);
	});

	test.each([
		['pos(20)', pos(20), {take: 20}, 'move is not a legal move: the first move may not take the whole heap (at most 19)'],
		['pos(20, 3)', pos(20, 3), {take: 7}, 'move is not a legal move: after a take of 3 at most 6 (2·3) may be taken'],
		['pos(5, 3)', pos(5, 3), {take: 6}, 'move is not a legal move: the heap has only 5'],
	])('bad move in %s', (_label, p, json, message) => {
		expect(() => fibonacci.parseMove(json as never, p, 'move')).toThrow(message);
	});

	it('explains with the Zeckendorf sum, the cap and why', () => {
		const text = fibonacci.explain(pos(20)).join('\n');
		expect(text).toContain('Zeckendorf');
		expect(text).toContain('20 = 13 + 5 + 2: smallest part 2, cap 19');
		expect(text).toContain('2 ≤ 19: take 2, leaving 18 = 13 + 5');
		expect(text).toContain("18's smallest part 5 is more than 2·2 = 4, the opponent's cap");
		const lost = fibonacci.explain(pos(21)).join('\n');
		expect(lost).toContain('21 = 21: smallest part 21, cap 20');
		expect(lost).toContain('The player to move loses');
		const mid = fibonacci.explain(pos(17, 2)).join('\n');
		expect(mid).toContain('17 = 13 + 3 + 1: smallest part 1, cap 4 (2 × the last take 2)');
		const huge = fibonacci.explain(pos(FIB[4000]! + FIB[10]!)).join('\n');
		expect(huge).toContain('digits)');
		expect(huge).toContain('no closed form');
	});

	it('describes moves; examples are right; random positions are small', () => {
		expect(fibonacci.describeMove(pos(20), {take: 2n})).toBe('take 2 (20 → 18)');
		expect(fibonacci.examples.map(e => fibonacci.winningMove(parse(e.position))?.take ?? null)).toEqual([2n, null, 3n, 1n]);
		const rng = seeded(9);
		for (let size = 1; size <= 10; size++) {
			const p = fibonacci.random(rng, size);
			expect(p.k).toBe(2n);
			expect(p.heap >= 4n && p.heap <= 48n).toBe(true);
		}
	});
});
