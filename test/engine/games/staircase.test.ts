import {describe, expect, it, test} from 'vitest';
import {staircase, type StaircasePosition} from '../../../source/engine/games/staircase.js';
import {bruteGrundy} from '../../../source/engine/solver.js';
import {InputError, LimitError, type Json, type JsonObject} from '../../../source/engine/types.js';
import {seeded} from '../../../source/engine/random.js';

const parse = (chips: Json) => staircase.parse({game: 'staircase', chips}, '');

function legal(p: StaircasePosition, from: bigint, to: bigint): boolean {
	try {
		staircase.parseMove({from: from.toString(), to: to.toString()}, p, 'move');
		return true;
	} catch (error) {
		if (error instanceof InputError) return false;
		throw error;
	}
}

/** Every non-empty set of cells within 1..max. */
function allPositions(max: number): StaircasePosition[] {
	const list: StaircasePosition[] = [];
	for (let mask = 1; mask < 1 << max; mask++) {
		const chips: number[] = [];
		for (let c = 1; c <= max; c++) if ((mask >> (c - 1)) & 1) chips.push(c);
		list.push(parse(chips));
	}
	return list;
}

describe('staircase: closed form vs brute force on every position with cells ≤ 9', () => {
	const positions = allPositions(9);
	const memo = new Map<string, bigint>();
	it('grundy, outcome, winning move and every moveToGrundy target', () => {
		expect(positions.length).toBe(511);
		for (const p of positions) {
			const g = bruteGrundy(staircase, p, 1_000_000, memo);
			const label = p.chips.join(' ');
			expect(staircase.grundy(p), label).toBe(g);
			expect(staircase.outcome(p)).toBe(g === 0n ? 'P' : 'N');
			const win = staircase.winningMove(p);
			if (g === 0n) expect(win).toBeNull();
			else {
				expect(legal(p, win!.from, win!.to), label).toBe(true);
				expect(bruteGrundy(staircase, staircase.apply(p, win!), 1_000_000, memo)).toBe(0n);
			}
			for (let t = 0n; t < g; t++) {
				const m = staircase.moveToGrundy(p, t);
				expect(m, `${label} → ${t}`).not.toBeNull();
				expect(legal(p, m!.from, m!.to)).toBe(true);
				expect(bruteGrundy(staircase, staircase.apply(p, m!), 1_000_000, memo)).toBe(t);
			}
			expect(staircase.moveToGrundy(p, g)).toBeNull();
		}
	});
	it('moves are exactly the legal (from, to) pairs, and moveCount counts them', () => {
		for (const p of positions) {
			const listed = [...staircase.moves(p)].map(m => `${m.from}>${m.to}`);
			expect(staircase.moveCount(p)).toBe(BigInt(listed.length));
			const accepted: string[] = [];
			for (let from = 1n; from <= 10n; from++) for (let to = 1n; to <= 10n; to++) if (legal(p, from, to)) accepted.push(`${from}>${to}`);
			expect([...listed].sort()).toEqual(accepted.sort());
		}
	});
});

describe('staircase: known positions', () => {
	test.each([
		[[1, 2, 3], 0n],
		[[1, 5, 6, 7, 9, 12, 14, 17], 3n],
		[[8], 7n],
		[[2, 6, 11, 15], 0n],
		[[12, 4, 9], 1n],
		[[3, 1], 1n],
	])('chips %j have value %s', (chips, g) => {
		expect(staircase.grundy(parse(chips))).toBe(g);
	});
	it('POJ 1704 samples: Bob wins 1 2 3, Georgia wins 1 5 6 7 9 12 14 17', () => {
		expect(staircase.outcome(parse([1, 2, 3]))).toBe('P');
		expect(staircase.outcome(parse([1, 5, 6, 7, 9, 12, 14, 17]))).toBe('N');
	});
	it('sorts the input and keeps positions immutable', () => {
		const p = parse([12, 4, 9]);
		expect(staircase.toJSON(p)).toEqual({game: 'staircase', chips: [4, 9, 12]});
		const after = staircase.apply(p, {from: 9n, to: 6n});
		expect(after.chips).toEqual([4n, 6n, 12n]);
		expect(p.chips).toEqual([4n, 9n, 12n]);
		expect(staircase.describeMove(p, {from: 9n, to: 6n})).toBe('move chip at 9 to 6');
	});
	it('explains with the pairs from the right and their gaps', () => {
		const text = staircase.explain(parse([1, 5, 6, 7, 9, 12, 14, 17])).join('\n');
		expect(text).toContain('14–17 gap = 2  10');
		expect(text).toContain('1–5 gap = 3  11');
		expect(text).toContain('nim-sum = 3  11');
		const move = staircase.winningMove(parse([1, 5, 6, 7, 9, 12, 14, 17]))!;
		expect(text).toContain(`Move the chip at ${move.from} to ${move.to}`);
		expect(staircase.explain(parse([5, 3, 1])).join('\n')).toContain('wall–1 gap');
		expect(staircase.explain(parse([2, 6, 11, 15])).join('\n')).toContain('The player to move loses.');
	});
	it('examples parse and random positions are drawable', () => {
		for (const e of staircase.examples) expect(staircase.parse(e.position, '').chips.length).toBeGreaterThan(0);
		const rng = seeded(3);
		for (let size = 1; size <= 10; size++) {
			const p = staircase.random(rng, size);
			expect(p.chips[p.chips.length - 1]!).toBeLessThanOrEqual(38n);
			expect(staircase.parse(staircase.toJSON(p), '')).toEqual(p);
		}
	});
});

describe('staircase: huge coordinates and many chips', () => {
	it('is exact with 100-digit cells', () => {
		const big = 10n ** 100n;
		const p = parse([(big + 5n).toString(), big.toString(), '7']);
		// Sorted: 7, 10^100, 10^100 + 5; counted gaps: 4 (inside the right pair) and 6 (wall to 7).
		expect(staircase.grundy(p)).toBe(4n ^ 6n);
		const m = staircase.winningMove(p)!;
		expect(staircase.grundy(staircase.apply(p, m))).toBe(0n);
		expect(staircase.moveCount(p)).toBe(big + 5n - 3n);
		const q = parse([big.toString(), '1']);
		expect(staircase.grundy(q)).toBe(big - 2n);
		const m2 = staircase.moveToGrundy(q, 12345n)!;
		expect(m2).toEqual({from: big, to: 1n + 12345n + 1n});
		expect(staircase.searchSize(q)).toBe(1n << 40n);
	});
	// The same chips are a case of bench/worst-cases.ts, where their time is measured.
	it('answers 100000 chips with 60-digit cells', () => {
		const rng = seeded(11);
		const cells = new Set<bigint>();
		while (cells.size < 100_000) cells.add(BigInt(Math.floor(rng() * 2 ** 50)) * 10n ** 45n + BigInt(Math.floor(rng() * 1000)));
		const json = [...cells].map(c => c.toString());
		const p = parse(json);
		const g = staircase.grundy(p)!;
		const m = staircase.winningMove(p);
		if (g === 0n) expect(m).toBeNull();
		else {
			expect(legal(p, m!.from, m!.to)).toBe(true);
			expect(staircase.grundy(staircase.apply(p, m!))).toBe(0n);
		}
		expect(staircase.explain(p).length).toBeLessThan(8);
	});
});

describe('staircase: bad input', () => {
	test.each([
		[[3, 5, 3], 'chips[0] and chips[2] are both on cell 3; chips must be on distinct cells'],
		[[0, 5], 'chips[0] must be a positive integer, got 0'],
		[[1, 'x'], 'chips[1] must be a positive integer, got "x"'],
		[[], 'chips must hold at least one chip'],
		['1 2', 'chips must be a list of positive integers, got "1 2"'],
	])('%j → %s', (chips, message) => {
		expect(() => parse(chips as Json)).toThrow(InputError);
		expect(() => parse(chips as Json)).toThrow(message);
	});
	it('rejects unknown fields and too many chips', () => {
		expect(() => staircase.parse({game: 'staircase', chips: [1], heaps: [2]} as JsonObject, '')).toThrow('heaps is not a field of this game');
		expect(() => parse(Array.from({length: 100_001}, (_, i) => i + 1))).toThrow(LimitError);
	});
	const p = parse([2, 5, 9]);
	test.each([
		[{from: 4, to: 3}, 'move is not a legal move: there is no chip on cell 4'],
		[{from: 5, to: 6}, 'move is not a legal move: a chip moves left: 6 is not left of 5'],
		[{from: 5, to: 5}, 'move is not a legal move: a chip moves left: 5 is not left of 5'],
		[{from: 5, to: 2}, 'move is not a legal move: cell 2 is taken'],
		[{from: 5, to: 1}, 'move is not a legal move: the chip at 5 cannot pass the chip at 2'],
		[{from: 2, to: 0}, 'move.to must be a positive integer, got 0'],
		[{from: 2}, 'move.to is missing (expected a positive integer)'],
		[{from: 2, to: 1, by: 1}, 'move.by is not a field of this game (expected "from", "to")'],
	])('move %j → %s', (json, message) => {
		expect(() => staircase.parseMove(json, p, 'move')).toThrow(message);
	});
});
