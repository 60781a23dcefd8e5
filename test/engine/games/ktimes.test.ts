import {describe, expect, it, test} from 'vitest';
import {ktimes} from '../../../source/engine/games/ktimes.js';
import {capOf, estimateSequenceWords, greedyParts, sequencePrefix, type TakeawayPosition} from '../../../source/engine/takeaway.js';
import {bruteGrundy, bruteSolve, type Solved} from '../../../source/engine/solver.js';
import {InputError, LimitError} from '../../../source/engine/types.js';
import {randBig, seeded} from '../../../source/engine/random.js';
import {limits} from '../../../source/engine/limits.js';

const pos = (heap: bigint | number, k: bigint | number, last: bigint | number | null = null): TakeawayPosition => ({
	heap: BigInt(heap),
	k: BigInt(k),
	last: last === null ? null : BigInt(last),
});

function parse(json: unknown) {
	return ktimes.parse(json as never, '');
}

/** The HDU 2486 sequence straight from its definition, in big integers, up to the first term > n. */
function referenceSequence(k: bigint, n: bigint): bigint[] {
	const a = [1n];
	const b = [1n];
	let t = 0;
	while (a[a.length - 1]! <= n) {
		const next = b[b.length - 1]! + 1n;
		a.push(next);
		while (a[t + 1]! * k < next) t++;
		b.push(a[t]! * k < next ? next + b[t]! : next);
	}
	return a;
}

function referenceParts(n: bigint, seq: readonly bigint[]): bigint[] {
	const parts: bigint[] = [];
	let r = n;
	for (let i = seq.length - 1; i >= 0 && r > 0n; i--) {
		if (seq[i]! <= r) {
			parts.push(seq[i]!);
			r -= seq[i]!;
		}
	}
	return parts;
}

describe('ktimes: HDU 2486', () => {
	test.each([
		[16, 1, null],
		[11, 1, 1],
		[32, 2, 3],
		[34, 2, null],
		[19, 3, 4],
	])('n = %i, k = %i: the first player takes %s (null: lose)', (n, k, take) => {
		const p = parse({game: 'ktimes', heap: n, k});
		expect(ktimes.outcome(p)).toBe(take === null ? 'P' : 'N');
		expect(ktimes.winningMove(p)).toEqual(take === null ? null : {take: BigInt(take)});
		expect(bruteSolve(ktimes, p).outcome).toBe(ktimes.outcome(p));
	});

	test.each([
		['1000000000000000000', 100000, 290],
		['999999999999999999', 100000, 289],
		['123456789012345678', 99999, 10],
	])('n = %s, k = %i: take %i (as an independent 128-bit implementation of the HDU 2486 solution finds)', (n, k, take) => {
		const p = parse({game: 'ktimes', heap: n, k});
		expect(ktimes.winningMove(p)).toEqual({take: BigInt(take)});
	});
});

describe('ktimes: the theory against brute force', () => {
	const N = 60;
	test.each([1, 2, 3, 4, 5])(`k = %i: every heap ≤ ${N}, every cap`, k => {
		const gMemo = new Map<string, bigint>();
		const sMemo = new Map<string, Solved>();
		let checked = 0;
		for (let n = 0; n <= N; n++) {
			// The first move, then every last take whose cap k·L is below the heap, and one that reaches it.
			const lasts: (number | null)[] = [null];
			for (let last = 1; last <= Math.ceil(n / k) + 1; last++) lasts.push(last);
			for (const last of lasts) {
				const p = pos(n, k, last);
				const solved = bruteSolve(ktimes, p, 1_000_000, sMemo);
				expect(ktimes.outcome(p)).toBe(solved.outcome);
				// The smallest winning take: the first move (smallest first) to a P-position.
				let smallest: bigint | null = null;
				for (const m of ktimes.moves(p)) {
					if (bruteSolve(ktimes, ktimes.apply(p, m), 1_000_000, sMemo).outcome === 'P') {
						smallest = m.take;
						break;
					}
				}
				expect(ktimes.winningMove(p)?.take ?? null).toBe(smallest);
				const g = bruteGrundy(ktimes, p, 1_000_000, gMemo);
				expect(ktimes.grundy(p)).toBe(g);
				for (let target = 0n; target < g; target++) {
					const m = ktimes.moveToGrundy(p, target);
					expect(m).not.toBeNull();
					ktimes.parseMove(ktimes.moveToJSON(m!), p, 'move');
					expect(bruteGrundy(ktimes, ktimes.apply(p, m!), 1_000_000, gMemo)).toBe(target);
				}
				expect(ktimes.moveToGrundy(p, g)).toBeNull();
				checked++;
			}
		}
		expect(checked).toBeGreaterThan(N * 2);
	});

	it('outcomes and smallest winning takes for k = 1..5 with heaps up to 120 (first move)', () => {
		for (let k = 1; k <= 5; k++) {
			const memo = new Map<string, Solved>();
			for (let n = 0; n <= 120; n++) {
				const p = pos(n, k);
				expect(ktimes.outcome(p)).toBe(bruteSolve(ktimes, p, 1_000_000, memo).outcome);
				const m = ktimes.winningMove(p);
				if (m !== null) {
					expect(bruteSolve(ktimes, ktimes.apply(p, m), 1_000_000, memo).outcome).toBe('P');
					for (let t = 1n; t < m.take; t++) expect(bruteSolve(ktimes, ktimes.apply(p, {take: t}), 1_000_000, memo).outcome).toBe('N');
				}
			}
		}
	});

	it('a large k acts like the whole heap on the Grundy search', () => {
		for (const k of [300n, 301n, 10n ** 40n]) {
			for (let n = 0; n <= 40; n++) {
				const p = pos(n, k, 1);
				expect(ktimes.grundy(p)).toBe(bruteGrundy(ktimes, p));
			}
		}
	});

	it('beyond the Grundy bound: null, and moveToGrundy only for target 0', () => {
		const p = pos(limits.takeawayGrundyBound + 1, 3);
		expect(ktimes.grundy(p)).toBeNull();
		expect(ktimes.moveToGrundy(p, 0n)).toEqual(ktimes.winningMove(p));
		expect(ktimes.moveToGrundy(p, 1n)).toBeNull();
		expect(ktimes.grundy(pos(limits.takeawayGrundyBound, 3))).not.toBeNull();
	});
});

describe('ktimes: the sequence', () => {
	test.each([
		[1, '1 2 4 8 16 32 64 128 256 512'],
		[2, '1 2 3 5 8 13 21 34 55 89'],
		[3, '1 2 3 4 6 8 11 15 21 29'],
	])('k = %i starts %s', (k, text) => {
		expect(sequencePrefix(BigInt(k), 10).join(' ')).toBe(text);
		expect(referenceSequence(BigInt(k), 1000n).slice(0, 10).join(' ')).toBe(text);
	});

	// Terms cross from floats (< 2^53) to float pairs (< 2^104) to big integers.
	test.each([1, 2, 3, 4, 5, 7, 10, 100, 1000])('k = %i: every term up to 2^130 and greedy sums match the definition', k => {
		const kb = BigInt(k);
		const top = 1n << 130n;
		const ref = referenceSequence(kb, top);
		expect(sequencePrefix(kb, ref.length)).toEqual(ref);
		const rng = seeded(k);
		for (let i = 0; i < 200; i++) {
			const n = 1n + randBig(rng, 1n << BigInt(1 + Math.floor(rng() * 129)));
			const parts = greedyParts(n, kb);
			expect(parts).toEqual(referenceParts(n, ref));
			// Each part is more than k times the next: the reason the smallest part is out of reach.
			for (let j = 1; j < parts.length; j++) expect(parts[j - 1]! > kb * parts[j]!).toBe(true);
		}
	});

	it('every heap up to k + 1 is itself a term, even for enormous k', () => {
		const k = 10n ** 500n;
		expect(greedyParts(k + 1n, k)).toEqual([k + 1n]);
		expect(greedyParts(12345n, k)).toEqual([12345n]);
		const p = parse({game: 'ktimes', heap: (10n ** 400n).toString(), k: k.toString()});
		expect(ktimes.outcome(p)).toBe('P');
		expect(ktimes.winningMove({...p, last: 1n})).toEqual({take: p.heap});
		// Beyond k + 1 the sequence must be built: refused for such a k.
		expect(() => parse({game: 'ktimes', heap: (k + 2n).toString(), k: k.toString()})).toThrow(LimitError);
		// A k within reach: k + 2 = (k + 1) + 1, take 1.
		expect(ktimes.winningMove(pos(1002, 1000, 1))).toEqual({take: 1n});
		expect(ktimes.winningMove(pos(1001, 1000))).toBeNull();
	});

	it('estimates the sequence length within a few per cent', () => {
		// Exact counts from the definition (terms ≤ n).
		for (const [k, n] of [
			[2n, 10n ** 15n],
			[10n, 10n ** 12n],
			[1000n, 10n ** 9n],
		] as const) {
			const count = referenceSequence(k, n).length - 1;
			const estimate = estimateSequenceWords(k, n);
			expect(Math.abs(estimate - count) / count).toBeLessThan(0.05);
		}
	});
});

describe('ktimes: large inputs', () => {
	// Its time is measured by bench/engine.ts and bench/worst-cases.ts (k = 10^5, cold).
	it('k ≈ 10^5, n = 10^18 is answered (about 3·10^6 terms)', () => {
		// A k no other test has built the sequence for.
		const p = parse({game: 'ktimes', heap: '1000000000000000000', k: 100003});
		const m = ktimes.winningMove(p);
		expect(m).not.toBeNull();
		expect(ktimes.outcome(ktimes.apply(p, m!))).toBe('P');
		const parts = greedyParts(p.heap, p.k);
		expect(parts.reduce((s, x) => s + x, 0n)).toBe(p.heap);
		for (let j = 1; j < parts.length; j++) expect(parts[j - 1]! > p.k * parts[j]!).toBe(true);
		// Later questions on the same k are answered from the sequence built for 10^18 (the cache is not observable
		// from here; what is checked is that the answers agree with the greedy parts).
		for (let i = 0n; i < 200n; i++) {
			const q = pos(10n ** 18n - i * 1_000_003n, 100003n, i + 1n);
			expect(ktimes.outcome(q)).toBe(greedyParts(q.heap, q.k).at(-1)! > capOf(q) ? 'P' : 'N');
		}
	});

	test.each([
		['10^1000, k = 1000', {game: 'ktimes', heap: `1${'0'.repeat(1000)}`, k: 1000}],
		['10^1999, k = 10^5', {game: 'ktimes', heap: `1${'0'.repeat(1999)}`, k: 100000}],
		['10^22, k = 10^5', {game: 'ktimes', heap: '10000000000000000000000', k: 100000}],
		['10^60, k = 10^50', {game: 'ktimes', heap: `1${'0'.repeat(60)}`, k: `1${'0'.repeat(50)}`}],
		['10^1500, k = 10^1400', {game: 'ktimes', heap: `1${'0'.repeat(1500)}`, k: `1${'0'.repeat(1400)}`}],
		['10^7, k = 5·10^6', {game: 'ktimes', heap: 10_000_000, k: 5_000_000}],
	])('refuses heap %s up front, naming the limit', (_label, json) => {
		// Up front: the estimate of the terms needed refuses it, before any is built (bench/worst-cases.ts times one).
		const {heap, k} = json as {heap: number | string; k: number | string};
		expect(estimateSequenceWords(BigInt(k), BigInt(heap))).toBeGreaterThan(limits.ktimesMaxTerms);
		expect(() => parse(json)).toThrow(LimitError);
		expect(() => parse(json)).toThrow(
			/heap: k = .* need (about|more than) .* terms of the k-times sequence .*; the limit is 4000000 \(limits\.ktimesMaxTerms\)/,
		);
	});

	it('positions made without parse are refused the same way', () => {
		expect(() => ktimes.outcome(pos(10n ** 1000n, 1000n))).toThrow(LimitError);
	});

	it('1000-digit heaps with a small k', () => {
		for (const k of [1n, 3n, 5n]) {
			const rng = seeded(Number(k));
			const n = 10n ** 999n + randBig(rng, 10n ** 999n);
			const p = parse({game: 'ktimes', heap: n.toString(), k: k.toString()});
			const m = ktimes.winningMove(p);
			if (m === null) {
				expect(greedyParts(n, k)).toEqual([n]);
				continue;
			}
			const q = ktimes.apply(p, m);
			// The opponent's cap is k·z; the rest's smallest part is beyond it.
			expect(ktimes.outcome(q)).toBe('P');
			expect(greedyParts(q.heap, k).at(-1)! > capOf(q)).toBe(true);
		}
	});
});

describe('ktimes: rules and text', () => {
	it('caps, move lists and counts', () => {
		expect(capOf(pos(10, 3))).toBe(9n);
		expect(capOf(pos(10, 3, 2))).toBe(6n);
		expect(capOf(pos(10, 3, 4))).toBe(10n);
		expect(capOf(pos(0, 3))).toBe(0n);
		expect(capOf(pos(1, 3))).toBe(0n);
		expect([...ktimes.moves(pos(10, 3, 1))].map(m => m.take)).toEqual([1n, 2n, 3n]);
		expect(ktimes.moveCount(pos(10n ** 30n, 3, 10n ** 40n))).toBe(10n ** 30n);
		const p = pos(10, 3, 2);
		expect(ktimes.apply(p, {take: 5n})).toEqual(pos(5, 3, 5));
		expect(p).toEqual(pos(10, 3, 2));
	});

	it('reads and writes positions', () => {
		const p = parse({game: 'ktimes', heap: 19, k: 3, last: '12345678901234567890'});
		expect(p).toEqual(pos(19, 3, 12345678901234567890n));
		expect(ktimes.toJSON(p)).toEqual({game: 'ktimes', heap: 19, k: 3, last: '12345678901234567890'});
		expect(ktimes.toJSON(pos(19, 3))).toEqual({game: 'ktimes', heap: 19, k: 3});
	});

	test.each([
		[{game: 'ktimes', heap: 10}, 'k is missing (expected a positive integer: the multiplier)'],
		[{game: 'ktimes', heap: 10, k: 0}, 'k must be a positive integer, got 0'],
		[{game: 'ktimes', heap: 10, k: 2, last: 0}, 'last must be a positive integer, got 0'],
		[{game: 'ktimes', heap: -1, k: 2}, 'heap must be a non-negative integer, got -1'],
		[{game: 'ktimes', k: 2}, 'heap is missing (expected a non-negative integer)'],
		[{game: 'ktimes', heap: 'ten', k: 2}, 'heap must be a non-negative integer, got "ten"'],
		[{game: 'ktimes', heap: 10, k: 2, max: 3}, 'max is not a field of this game (expected "game", "heap", "k", "last")'],
	])('bad position %j', (json, message) => {
		expect(() => parse(json)).toThrow(InputError);
		expect(() => parse(json)).toThrow(message);
	});

	test.each([
		['pos(10, 3)', pos(10, 3), {take: 10}, 'move is not a legal move: the first move may not take the whole heap (at most 9)'],
		['pos(10, 3)', pos(10, 3), {take: 11}, 'move is not a legal move: the heap has only 10'],
		['pos(10, 3, 2)', pos(10, 3, 2), {take: 7}, 'move is not a legal move: after a take of 2 at most 6 (3·2) may be taken'],
		['pos(10, 3, 2)', pos(10, 3, 2), {take: 0}, 'move.take must be a positive integer, got 0'],
		['pos(10, 3, 2)', pos(10, 3, 2), {take: 'x'}, 'move.take must be a positive integer, got "x"'],
		['pos(10, 3, 2)', pos(10, 3, 2), {heap: 0, take: 1}, 'move.heap is not a field of this game (expected "take")'],
	])('bad move in %s', (_label, p, json, message) => {
		expect(() => ktimes.parseMove(json as never, p, 'move')).toThrow(message);
	});

	it('explains with the sequence, the greedy sum and the cap', () => {
		const text = ktimes.explain(pos(19, 3)).join('\n');
		expect(text).toContain('The k-times sequence for k = 3: 1 2 3 4 6 8 11 15 21 29 …');
		expect(text).toContain('19 = 15 + 4: smallest part 4, cap 18');
		expect(text).toContain('take 4, leaving 15');
		expect(text).toContain('more than 3·4 = 12');
		const lost = ktimes.explain(pos(34, 2)).join('\n');
		expect(lost).toContain('34 = 34: smallest part 34, cap 33');
		expect(lost).toContain('The player to move loses');
		expect(ktimes.explain(pos(20, 3, 1)).join('\n')).toContain('cap 3 (3 × the last take 1)');
		expect(ktimes.explain(pos(0, 3)).join('\n')).toContain('cannot move and loses');
		expect(ktimes.explain(pos(1, 3)).join('\n')).toContain('no move');
		const big = ktimes.explain(parse({game: 'ktimes', heap: '1000000000000000000', k: 100000})).join('\n');
		expect(big).toContain('1 2 3 … 100001 (every number up to k + 1), then 100003');
		expect(big).toContain('smallest part 290');
		expect(big).toContain('no closed form');
	});

	it('describes moves; examples are the HDU samples; random positions keep k', () => {
		expect(ktimes.describeMove(pos(19, 3), {take: 4n})).toBe('take 4 (19 → 15)');
		expect(ktimes.examples.map(e => ktimes.winningMove(parse(e.position))?.take ?? null)).toEqual([null, 1n, 3n, null, 4n]);
		const rng = seeded(5);
		for (let size = 1; size <= 10; size++) {
			const p = ktimes.random(rng, size, pos(10, 7));
			expect(p.k).toBe(7n);
			expect(p.heap >= 4n && p.heap <= 48n && p.last === null).toBe(true);
		}
	});
});
