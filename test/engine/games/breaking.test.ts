/**
 * The take-and-break family: Kayles, Dawson's Kayles, every octal code and
 * Grundy's game. Values against brute force on every small position and every
 * octal code with t ≤ 3, against the published sequences, periods least and
 * exact, heaps of any size through the proven period, moves and refusals.
 */
import {describe, expect, it, test} from 'vitest';
import {dawson, kayles, octal, parseCode} from '../../../source/engine/games/octal.js';
import {grundy} from '../../../source/engine/games/grundy.js';
import {grundyGameTable, heapValue, octalTable, provePeriod} from '../../../source/engine/breaking-values.js';
import {bruteGrundy} from '../../../source/engine/solver.js';
import {lookupGame} from '../../../source/engine/catalog.js';
import {fullRun, sampled} from '../../sample.js';
import {LimitError, type AnyGame, type JsonObject} from '../../../source/engine/types.js';

/** G(n) of an octal code straight from the definition (sets, no tricks). */
function direct(code: string, length: number): number[] {
	const digits = parseCode(code, 'code');
	const g: number[] = [];
	for (let n = 0; n < length; n++) {
		const seen = new Set<number>();
		digits.forEach((d, i) => {
			const k = i + 1;
			const m = n - k;
			if (m < 0) return;
			if (d & 1 && m === 0) seen.add(0);
			if (d & 2 && m >= 1) seen.add(g[m]!);
			if (d & 4) for (let a = 1; a <= m - a; a++) seen.add(g[a]! ^ g[m - a]!);
		});
		let v = 0;
		while (seen.has(v)) v++;
		g.push(v);
	}
	return g;
}

function directGrundy(length: number): number[] {
	const g: number[] = [];
	for (let n = 0; n < length; n++) {
		const seen = new Set<number>();
		for (let a = 1; a < n - a; a++) seen.add(g[a]! ^ g[n - a]!);
		let v = 0;
		while (seen.has(v)) v++;
		g.push(v);
	}
	return g;
}

const values = (table: ReturnType<typeof octalTable>, count: number) => Array.from({length: count}, (_, n) => heapValue(table, BigInt(n)));

// OEIS A002186 (Kayles), A002187 (Dawson's Chess; Dawson's Kayles G(n) = A002187(n − 1)), A002188 (Grundy's game).
const a002186 = [
	0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1,
	4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
];
const a002187 = [
	0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3,
	3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9,
];
const a002188 = [
	0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1,
	0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5,
];

describe('published sequences', () => {
	it('Kayles is OEIS A002186', () => {
		expect(values(octalTable(parseCode('0.77', 'c')), a002186.length)).toEqual(a002186);
	});

	it("Dawson's Kayles is OEIS A002187 shifted by one", () => {
		const g = values(octalTable(parseCode('0.07', 'c')), a002187.length + 1);
		expect(g[0]).toBe(0);
		expect(g.slice(1)).toEqual(a002187);
	});

	it("Grundy's game is OEIS A002188", () => {
		expect(values(grundyGameTable(), a002188.length)).toEqual(a002188);
	});
});

describe('periods', () => {
	test.each([
		['0.77', 71, 12],
		['0.07', 53, 34],
		['0.137', 52, 34],
		['0.7', 0, 2],
		['0.3', 0, 2],
		['0.33', 0, 3],
		['0.4', 54, 34],
	])('code %s: from n = %i on, period %i (least start and least period)', (code, start, period) => {
		expect(octalTable(parseCode(code, 'c')).period()).toEqual({start, period});
	});

	it('the proof runs through the inclusive end of the theorem (0.4 is not proven periodic from 0 on too few values)', () => {
		// Code 0.4 (t = 1): G = 0 0 0 1 1 ... is not periodic from 0; a check stopping one short of 2e + p + t would pass with e = 0, p = 1 on 0 0 0.
		const g = new Uint32Array([0, 0, 0, 1, 1, 1, 1, 1]);
		expect(provePeriod(g, 3, 1)).toBeNull();
		expect(provePeriod(g, 4, 1)).toBeNull();
	});

	// Every code with t ≤ 3 takes most of a minute: the full run checks them all, `npm test` a fixed sample of 20.
	const codes = sampled(
		Array.from({length: 8 ** 3 - 1}, (_, i) => `0.${(i + 1).toString(8).padStart(3, '0')}`.replace(/0+$/, '')),
		20,
		3,
	);
	it(
		`agrees with the direct values far past the period, on ${fullRun ? 'every code' : `${codes.length} codes drawn from those`} with t ≤ 3`,
		() => {
			for (const text of codes) {
				const table = octalTable(parseCode(text, 'c'));
				const found = table.period();
				const want = direct(text, 400);
				expect(values(table, 400), text).toEqual(want);
				if (found !== null) {
					// Least: no smaller period holds from that start within the direct values, and no earlier start for this period.
					for (let n = found.start; n + found.period < want.length; n++) expect(want[n + found.period], `${text} n=${n}`).toBe(want[n]);
					if (found.start > 0 && found.start - 1 + found.period < want.length) {
						const e = found.start - 1;
						expect(want[e + found.period] === want[e], `${text} start`).toBe(false);
					}
				}
			}
			// All 511 codes take about a minute on a quiet core: the full run allows ten.
		},
		fullRun ? 600_000 : 60_000,
	);
});

describe('games', () => {
	it('every position of rows ≤ 12 (two rows ≤ 8) has the value the brute-force solver finds, for every code with t ≤ 3', () => {
		for (let code = 1; code < 8 ** 3; code += 3) {
			const text = `0.${code.toString(8).padStart(3, '0')}`.replace(/0+$/, '');
			if (text === '0.') continue;
			for (let n = 0; n <= 12; n++) {
				const p = octal.parse({game: 'octal', code: text, heaps: [n]}, '');
				expect(octal.grundy(p), `${text} ${n}`).toBe(bruteGrundy(octal, p));
			}
			for (let a = 1; a <= 8; a++) {
				const p = octal.parse({game: 'octal', code: text, heaps: [a, 9 - a]}, '');
				expect(octal.grundy(p), `${text} ${a} ${9 - a}`).toBe(bruteGrundy(octal, p));
			}
		}
	});

	// The search to 40 takes seconds (each heap past 30 doubles it): the full run goes to 40, `npm test` to 30.
	const searchedTo = fullRun ? 40 : 30;
	it(
		`Grundy's game to ${searchedTo} against brute force, and its fast table against the direct one to 3000`,
		() => {
			const memo = new Map<string, bigint>();
			for (let n = 0; n <= searchedTo; n++) {
				const p = grundy.parse({game: 'grundy', heaps: [n]}, '');
				expect(grundy.grundy(p), String(n)).toBe(bruteGrundy(grundy, p, 2_000_000, memo));
			}
			expect(values(grundyGameTable(), 3000)).toEqual(directGrundy(3000));
		},
		fullRun ? 600_000 : 60_000,
	);

	it('wins from every N-position with the move it names, in rows of any size', () => {
		const cases: [AnyGame, JsonObject][] = [
			[kayles, {game: 'kayles', heaps: [10, 7, '1000000000000000000']}],
			[dawson, {game: 'dawson', heaps: ['123456789012345678901234567890', 40]}],
			[octal, {game: 'octal', code: '0.137', heaps: [99, 1000]}],
			[grundy, {game: 'grundy', heaps: [1000, 2500, 77]}],
		];
		let won = 0;
		for (const [game, json] of cases) {
			const p = game.parse(json, '');
			if (game.outcome(p) === 'P') continue;
			const move = game.winningMove(p);
			expect(move).not.toBeNull();
			expect(game.grundy(game.apply(p, move!))).toBe(0n);
			// The move as JSON reads back as legal.
			expect(() => game.parseMove(game.moveToJSON(move!), p, 'move')).not.toThrow();
			won++;
		}
		expect(won).toBeGreaterThanOrEqual(3);
	});

	it('reads and checks moves: the take, the heaps left, their sum and what the code allows', () => {
		const p = kayles.parse({game: 'kayles', heaps: [7]}, '');
		expect(kayles.parseMove({heap: 0, take: 2, leave: [4, 1]}, p, 'move')).toEqual({heap: 0, take: 2n, leave: [1n, 4n]});
		expect(kayles.moveToJSON({heap: 0, take: 2n, leave: [4n, 1n]})).toEqual({heap: 0, take: 2, leave: [1, 4]});
		expect(() => kayles.parseMove({heap: 0, take: 3, leave: [4]}, p, 'move')).toThrow(/taking 3 is not allowed/);
		expect(() => kayles.parseMove({heap: 0, take: 1, leave: [4, 1]}, p, 'move')).toThrow(/leaves 6, but the rows left add up to 5/);
		const d = dawson.parse({game: 'dawson', heaps: [1, 5]}, '');
		expect(() => dawson.parseMove({heap: 0, take: 1, leave: []}, d, 'move')).toThrow(/taking 1 is not allowed/);
		const g = grundy.parse({game: 'grundy', heaps: [4]}, '');
		expect(() => grundy.parseMove({heap: 0, leave: [2, 2]}, g, 'move')).toThrow(/two heaps of different sizes/);
		expect(grundy.parseMove({heap: 0, leave: [3, 1]}, g, 'move')).toEqual({heap: 0, take: 0n, leave: [1n, 3n]});
		expect(grundy.describeMove(g, {heap: 0, take: 0n, leave: [1n, 3n]})).toBe('split heap 1 (4 → 1 + 3)');
		expect(kayles.describeMove(p, {heap: 0, take: 2n, leave: [1n, 4n]}, 'past')).toBe('knocked down 2 from row 1 (7 → 1 + 4)');
	});

	it('a split replaces the heap in place; a heap taken whole is gone', () => {
		const p = kayles.parse({game: 'kayles', heaps: [3, 7, 1]}, '');
		expect(kayles.apply(p, {heap: 1, take: 1n, leave: [2n, 4n]}).heaps).toEqual([3n, 2n, 4n, 1n]);
		expect(kayles.apply(p, {heap: 2, take: 1n, leave: []}).heaps).toEqual([3n, 7n]);
	});

	it("refuses at once a heap of Grundy's game beyond its table, and an octal heap beyond a code's table with no period, naming the bound", () => {
		expect(() => grundy.parse({game: 'grundy', heaps: [100_000]}, '')).toThrow(LimitError);
		expect(() => grundy.parse({game: 'grundy', heaps: [100_000]}, '')).toThrow(
			/^heap 100000 is past the limit of Grundy's game for an analysis \(heaps below 100000 are valued at once\): `game-arcade table grundy --from 100000 --to 100000` computes them as a job/,
		);
		expect(() => grundy.parse({game: 'grundy', heaps: [10_000_001]}, '')).toThrow(/a table job computes them up to heap 10000000 at most$/);
		expect(grundy.parse({game: 'grundy', heaps: [99_999]}, '').heaps).toEqual([99_999n]);
		// Played misère, no table job would settle it: none is named.
		for (const json of [
			{game: 'grundy', heaps: [200_000], misere: true},
			{game: 'octal', code: '0.56', heaps: ['100000000'], misere: true},
		] as JsonObject[]) {
			const game = lookupGame(String(json['game']))!;
			expect(() => game.parse(json, '')).toThrow(LimitError);
			expect(() => game.parse(json, '')).not.toThrow(/game-arcade table/);
		}
		expect(() => octal.parse({game: 'octal', code: '0.6', heaps: ['1000000000000000000']}, '')).toThrow(
			/no period was proven within it; `game-arcade table octal --code 0.6 --prove` looks for it as a job/,
		);
	});

	it('reads codes in their usual form and refuses others in one line', () => {
		expect(parseCode('0.77', 'code')).toEqual([7, 7]);
		expect(parseCode('.0700', 'code')).toEqual([0, 7]);
		expect(() => parseCode('0.78', 'code')).toThrow(/digits from 0 to 7/);
		expect(() => parseCode('0.000', 'code')).toThrow(/allows no move/);
		expect(() => parseCode('0.12345670123456701', 'code')).toThrow(/1 to 16 digits/);
		expect(() => parseCode(undefined, 'code')).toThrow(/must be an octal code/);
	});

	it('names an example code and the code given first, so a message cut to one line keeps both', () => {
		expect(() => parseCode('0.8', 'code')).toThrow(/^code must be an octal code such as 0\.77, got "0\.8"/);
	});

	it('ends the explanation with one full stop, also for a code with no period found (Officers, 0.6)', () => {
		for (const code of ['0.6', '0.77']) {
			const [rule] = octal.explain(octal.parse({game: 'octal', code, heaps: [20]}, ''));
			expect(rule).toMatch(/[^.]\.$/);
			expect(rule).not.toContain('...;');
		}
		const [officers] = octal.explain(octal.parse({game: 'octal', code: '0.6', heaps: [20]}, ''));
		expect(officers).toContain('are 0 0 1 2 0 1 2 3 1 2 3 4 0 3 4 2 and so on.');
	});
});
