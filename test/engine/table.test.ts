/**
 * Tables (engine/table.ts): every value is the engine's value of the single
 * position and the brute-force solver's on small cases; periods are least,
 * from the least start, checked against a direct scan; bounds refuse up front.
 */
import {subtractionDirect} from './direct.js';
import {describe, expect, it} from 'vitest';
import {lookupGame} from '../../source/engine/catalog.js';
import {tableOf, type Table1} from '../../source/engine/table.js';
import {bruteGrundy, bruteSolve} from '../../source/engine/solver.js';
import {seeded, randInt} from '../../source/engine/random.js';
import {LimitError, UsageError, type JsonObject} from '../../source/engine/types.js';
import {limits} from '../../source/engine/limits.js';

const table = (id: string, params: JsonObject, from: number, to: number) => tableOf(lookupGame(id)!, params, BigInt(from), BigInt(to));

/** The least period p (and its least start) that holds to the end of the values, with room to spare. */
function leastPeriod(values: number[], room: number): {start: number; period: number} {
	for (let p = 1; p < values.length / 3; p++) {
		let n = values.length - 1 - p;
		while (n >= 0 && values[n + p] === values[n]) n--;
		if (n + 1 + p + room < values.length) return {start: n + 1, period: p};
	}
	throw new Error('no period');
}

describe('values', () => {
	it('are the engine values of single positions, and the brute-force solver agrees on small ones', () => {
		const cases: [string, JsonObject, number][] = [
			['nim', {max: '3'}, 0],
			['bash', {max: '4'}, 0],
			['subtraction', {set: ['2', '3', '7']}, 0],
			['primes', {}, 0],
			['kayles', {}, 0],
			['dawson', {}, 0],
			['octal', {code: '0.137'}, 0],
			['grundy', {}, 0],
			['coins', {rule: 'mock-turtles'}, 1],
			['coins', {rule: 'twins'}, 1],
		];
		for (const [id, params, from] of cases) {
			const game = lookupGame(id)!;
			const t = table(id, params, from, 14) as Table1;
			t.values.forEach((v, i) => {
				const n = from + i;
				const json: JsonObject =
					id === 'bash'
						? {...params, game: id, heap: n}
						: id === 'coins'
							? {...params, game: id, coins: `${'T'.repeat(n - 1)}H`}
							: {...params, game: id, heaps: [n]};
				const p = game.parse(json, '');
				expect(v, `${id} ${n}`).toBe(game.grundy(p));
				// A row of n coins has 2^n positions below it: brute force on the shorter rows.
				if (id !== 'coins' || n <= 10) expect(v, `${id} ${n} brute force`).toBe(bruteGrundy(game, p));
			});
			expect(t.pPositions).toEqual(t.values.flatMap((v, i) => (v === 0n ? [BigInt(from + i)] : [])));
		}
	});

	it('fibonacci and ktimes give outcomes, matching the brute-force solver', () => {
		for (const [id, params] of [
			['fibonacci', {}],
			['ktimes', {k: '3'}],
		] as const) {
			const game = lookupGame(id)!;
			const t = table(id, params, 0, 40) as Table1;
			t.values.forEach((v, n) => {
				expect(v, `${id} ${n}`).toBe(bruteSolve(game, game.parse({...params, game: id, heap: n}, '')).outcome);
			});
		}
		expect((table('fibonacci', {}, 0, 40) as Table1).pPositions).toEqual([0n, 1n, 2n, 3n, 5n, 8n, 13n, 21n, 34n]);
	});

	it("are each game's own value of the single position, far along and far out too (the family is valued at once, not position by position)", () => {
		const cases: [string, JsonObject][] = [
			['nim', {}],
			['nim', {max: '3'}],
			['nim', {max: '5000'}],
			['bash', {max: '4'}],
			['primes', {}],
			['subtraction', {set: ['2', '3', '7']}],
			['subtraction', {set: ['9999', '10000']}],
			['kayles', {}],
			['dawson', {}],
			['octal', {code: '0.156'}],
			['fibonacci', {}],
			['fibonacci', {last: '3'}],
			['ktimes', {k: '3'}],
			['ktimes', {k: '1000'}],
		];
		const rng = seeded(22);
		for (const [id, params] of cases) {
			const game = lookupGame(id)!;
			const heap = (n: bigint): JsonObject =>
				id === 'fibonacci' || id === 'ktimes' || id === 'bash' ? {...params, game: id, heap: n.toString()} : {...params, game: id, heaps: [n.toString()]};
			const outcomes = id === 'fibonacci' || id === 'ktimes';
			const own = (n: bigint) => {
				const p = game.parse(heap(n), '');
				return outcomes ? game.outcome(p) : game.grundy(p);
			};
			for (const from of [0n, 25_000n, 10n ** 12n]) {
				// Octal tables past their proven period only; the sequences of fibonacci and k-times as far as their bound.
				if (from === 10n ** 12n && id === 'ktimes' && params['k'] === '1000') continue;
				const t = tableOf(game, params, from, from + 20_000n) as Table1;
				for (let i = 0; i < 20_001; i += i < 200 ? 1 : randInt(rng, 1, 800)) {
					const n = from + BigInt(i);
					expect(t.values[i], `${id} ${JSON.stringify(params)} ${n}`).toBe(own(n));
				}
				expect(t.pPositions).toEqual(t.values.flatMap((v, i) => (v === (outcomes ? 'P' : 0n) ? [from + BigInt(i)] : [])));
			}
		}
	});

	it('Wythoff: G(a, b) and its P-positions; corners: the nim products', () => {
		const w = table('wythoff', {}, 0, 10);
		expect(w.dimensions).toBe(2);
		const wythoff = lookupGame('wythoff')!;
		for (let a = 0; a <= 10; a++)
			for (let b = 0; b <= 10; b++) expect((w.values as bigint[][])[a]![b]).toBe(wythoff.grundy(wythoff.parse({game: 'wythoff', heaps: [a, b]}, '')));
		expect(w.pPositions).toEqual([
			[0n, 0n],
			[1n, 2n],
			[2n, 1n],
			[3n, 5n],
			[4n, 7n],
			[5n, 3n],
			[6n, 10n],
			[7n, 4n],
			[10n, 6n],
		]);
		const c = table('corners', {}, 0, 7);
		// 2 ⊗ 2 = 3, 2 ⊗ 3 = 1, 4 ⊗ 4 = 6, 3 ⊗ 7 = (2 ⊕ 1) ⊗ (4 ⊕ 2 ⊕ 1) = 8 ⊕ 3 ⊕ 2 ⊕ 4 ⊕ 2 ⊕ 1 = 14 (Conway's nim multiplication).
		expect([(c.values as bigint[][])[2]![2], (c.values as bigint[][])[2]![3], (c.values as bigint[][])[4]![4], (c.values as bigint[][])[3]![7]]).toEqual([
			3n,
			1n,
			6n,
			14n,
		]);
	});
});

describe('published sequences, through the table', () => {
	it("mock turtles: the odious numbers (OEIS A000069); ruler: the largest power of 2 dividing n (A006519); Kayles (A002186), Dawson's Kayles (A002187), Grundy's game (A002188); Wythoff pairs (A000201, A001950)", () => {
		expect((table('coins', {rule: 'mock-turtles'}, 1, 16) as Table1).values).toEqual([
			1n,
			2n,
			4n,
			7n,
			8n,
			11n,
			13n,
			14n,
			16n,
			19n,
			21n,
			22n,
			25n,
			26n,
			28n,
			31n,
		]);
		expect((table('coins', {rule: 'ruler'}, 1, 16) as Table1).values).toEqual([1n, 2n, 1n, 4n, 1n, 2n, 1n, 8n, 1n, 2n, 1n, 4n, 1n, 2n, 1n, 16n]);
		expect((table('kayles', {}, 0, 15) as Table1).values).toEqual([0n, 1n, 2n, 3n, 1n, 4n, 3n, 2n, 1n, 4n, 2n, 6n, 4n, 1n, 2n, 7n]);
		// Dawson's Kayles: A002187 shifted by one (G(n) = A002187(n − 1)); Grundy's game: A002188.
		expect((table('dawson', {}, 0, 15) as Table1).values).toEqual([0n, 0n, 1n, 1n, 2n, 0n, 3n, 1n, 1n, 0n, 3n, 3n, 2n, 2n, 4n, 0n]);
		expect((table('grundy', {}, 0, 19) as Table1).values).toEqual([0n, 0n, 0n, 1n, 0n, 2n, 1n, 0n, 2n, 1n, 0n, 2n, 1n, 3n, 2n, 1n, 3n, 2n, 4n, 3n]);
		// Lower Wythoff ⌊kφ⌋ = 1 3 4 6 8 9 11 12 14 16, upper ⌊kφ²⌋ = 2 5 7 10 13 15 18 20 23 26.
		const pairs = (table('wythoff', {}, 0, 26).pPositions as (readonly [bigint, bigint])[]).filter(([a, b]) => a < b);
		expect(pairs.map(([a]) => Number(a))).toEqual([1, 3, 4, 6, 8, 9, 11, 12, 14, 16]);
		expect(pairs.map(([, b]) => Number(b))).toEqual([2, 5, 7, 10, 13, 15, 18, 20, 23, 26]);
	});
});

describe('periods', () => {
	it('are least, from the least start, for random subtraction sets (a direct scan agrees), long preperiods included', () => {
		const rng = seeded(5);
		let longPreperiods = 0;
		for (let trial = 0; trial < 150; trial++) {
			const set = [...new Set(Array.from({length: randInt(rng, 1, 4)}, () => randInt(rng, 1, 14)))].sort((a, b) => a - b);
			const t = table('subtraction', {set: set.map(String)}, 0, 10);
			const want = leastPeriod(subtractionDirect(set, 4000), 2 * set[set.length - 1]!);
			expect({start: Number(t.period!.preperiod), period: Number(t.period!.period)}, String(set)).toEqual(want);
			if (want.start >= 10) longPreperiods++;
		}
		expect(longPreperiods).toBeGreaterThan(0);
	});

	it('hand-checked: S = {2, 3, 7} has period 5 from 0 (0 0 1 1 2); S = {1, 4, 5} period 8; S = {3, 4, 9} period 13', () => {
		const period = (set: number[]) => {
			const p = table('subtraction', {set: set.map(String)}, 0, 1).period!;
			return [Number(p.preperiod), Number(p.period)];
		};
		expect(period([2, 3, 7])).toEqual([0, 5]);
		expect(period([1, 4, 5])).toEqual([0, 8]);
		expect(period([1, 4, 5])).toEqual(leastPeriodPair([1, 4, 5]));
		expect(period([3, 4, 9])).toEqual([0, 13]);
		expect(period([3, 4, 9])).toEqual(leastPeriodPair([3, 4, 9]));
	});

	it('of octal games come with the theorem; closed forms name themselves', () => {
		expect(table('kayles', {}, 0, 10).period).toMatchObject({preperiod: 71n, period: 12n, proof: 'the octal periodicity theorem'});
		expect(table('dawson', {}, 0, 10).period).toMatchObject({preperiod: 53n, period: 34n, proof: 'the octal periodicity theorem'});
		expect(table('bash', {max: '3'}, 0, 10).period).toMatchObject({preperiod: 0n, period: 4n});
		expect(table('primes', {}, 0, 10).period).toMatchObject({preperiod: 0n, period: 4n});
		expect(table('nim', {}, 0, 10)).toMatchObject({period: null, closedForm: 'G(n) = n'});
		expect(table('coins', {rule: 'ruler'}, 1, 10)).toMatchObject({period: null, closedForm: 'the largest power of 2 dividing n'});
		expect(table('grundy', {}, 0, 10)).toMatchObject({period: null, closedForm: null});
		expect(table('grundy', {}, 0, 10).note).toMatch(/no period found up to 10/);
	});
});

function leastPeriodPair(set: number[]): [number, number] {
	const want = leastPeriod(subtractionDirect(set, 4000), 2 * set[set.length - 1]!);
	return [want.start, want.period];
}

describe('bounds', () => {
	it('refuse up front, naming the bound', () => {
		expect(() => table('tree', {}, 0, 10)).toThrow(UsageError);
		expect(() => table('nim', {}, 0, 1_000_000)).toThrow(/at most 1000000 rows/);
		expect(() => table('wythoff', {}, 0, 256)).toThrow(/at most 256 × 256/);
		expect(() => table('wythoff', {}, 900, 1001)).toThrow(/computed up to 1000/);
		expect(() => table('grundy', {}, 0, 100_000)).toThrow(LimitError);
		expect(() => table('nim', {}, 5, 3)).toThrow(/must be at most/);
		expect(() => table('coins', {rule: 'ruler'}, 0, 3)).toThrow(/at least 1/);
	});

	it('refuse a misère table past the search bound before any search, with the bound and the estimate named', () => {
		const bounds = `limited to ${limits.misereSearchStates} positions and ${limits.maxSearchWork} characters of position keys`;
		expect(() => table('primes', {misere: true}, 0, 4591)).toThrow(LimitError);
		expect(() => table('primes', {misere: true}, 0, 4591)).toThrow(
			new RegExp(`${bounds}; this position needs about \\d+ characters of position keys by the game's estimate`),
		);
		// Rows of Dawson's Kayles past its misère quotient's bound go to the search.
		expect(() => table('dawson', {misere: true}, 0, 53)).toThrow(
			new RegExp(`limited to ${limits.misereHeapStates} positions; this position needs up to 329,931 positions, counted`),
		);
		const within = table('primes', {misere: true}, 3000, 3500) as Table1;
		expect(within.values.every(v => v === 'N' || v === 'P')).toBe(true);
	});
});
