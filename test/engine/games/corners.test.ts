import {describe, expect, it, test} from 'vitest';
import {corners, defaultFactorSearch, nimFactorBelow, type CornersMove, type CornersPosition, type FactorSearch} from '../../../source/engine/games/corners.js';
import {bruteGrundy, bruteSolve, type Solved} from '../../../source/engine/solver.js';
import {MAX_NIMBER, nimProduct, nimQuotient16} from '../../../source/engine/nimproduct.js';
import {seeded} from '../../../source/engine/random.js';
import {InputError, LimitError, type Json, type JsonObject} from '../../../source/engine/types.js';
import {limits} from '../../../source/engine/limits.js';

type Coord = number | string | bigint;
const position = (lit: ReadonlyArray<readonly [Coord, Coord]>): CornersPosition =>
	corners.parse({game: 'corners', lit: lit.map(([x, y]) => [typeof x === 'bigint' ? x.toString() : x, typeof y === 'bigint' ? y.toString() : y])}, '');

/** Checks a move the way a caller would: it parses as legal, and the new value is the target. */
function expectMoveTo(p: CornersPosition, move: CornersMove | null, target: bigint): void {
	expect(move).not.toBeNull();
	const parsed = corners.parseMove(corners.moveToJSON(move!), p, 'move');
	expect(parsed).toEqual(move);
	expect(corners.grundy(corners.apply(p, parsed))).toBe(target);
}

// ---------------------------------------------------------------------------
// An independent statement of the rules on bitmasks: cell (x, y) of a W×H grid is bit x·H + y.

function toggleMasks(width: number, height: number): number[][] {
	const bit = (x: number, y: number) => 2 ** (x * height + y);
	const masks: number[][] = [];
	for (let x = 0; x < width; x++) {
		for (let y = 0; y < height; y++) {
			const list: number[] = [];
			for (let a = 0; a < x; a++) for (let b = 0; b < y; b++) list.push(bit(x, y) + bit(a, y) + bit(x, b) + bit(a, b));
			masks[x * height + y] = list;
		}
	}
	return masks;
}

/**
 * Grundy values of every position of a W×H grid. A move clears the highest of
 * its four bits, so every option has a smaller mask: fill in increasing order.
 */
function gridTable(width: number, height: number): Int8Array {
	const cells = width * height;
	const masks = toggleMasks(width, height);
	const table = new Int8Array(2 ** cells);
	for (let m = 1; m < table.length; m++) {
		let seen = 0;
		for (let c = 0; c < cells; c++) {
			if (((m >>> c) & 1) === 0) continue;
			for (const t of masks[c]!) seen |= 1 << table[m ^ t]!;
		}
		let mex = 0;
		while ((seen >>> mex) & 1) mex++;
		table[m] = mex;
	}
	return table;
}

/** Memoised search over the positions reachable from some starts on a 5×5 grid (values stay below 8). */
function reachableTable(starts: readonly number[]): Int8Array {
	const n = 5;
	const masks = toggleMasks(n, n);
	const table = new Int8Array(2 ** (n * n)).fill(-1);
	for (const start of starts) {
		const stack = [start];
		while (stack.length > 0) {
			const m = stack[stack.length - 1]!;
			if (table[m]! >= 0) {
				stack.pop();
				continue;
			}
			let pending = false;
			let seen = 0;
			for (let c = 0; c < n * n; c++) {
				if (((m >>> c) & 1) === 0) continue;
				for (const t of masks[c]!) {
					const v = table[(m ^ t) >>> 0]!;
					if (v < 0) {
						stack.push((m ^ t) >>> 0);
						pending = true;
					} else {
						seen |= 1 << v;
					}
				}
			}
			if (pending) continue;
			let mex = 0;
			while ((seen >>> mex) & 1) mex++;
			table[m] = mex;
			stack.pop();
		}
	}
	return table;
}

function cellsOf(mask: number, height: number): [number, number][] {
	const cells: [number, number][] = [];
	for (let c = 0; 2 ** c <= mask; c++) if (Math.floor(mask / 2 ** c) % 2 === 1) cells.push([Math.floor(c / height), c % height]);
	return cells;
}

function maskOf(p: CornersPosition, height: number): number {
	let m = 0;
	for (const [x, y] of p.lit) m += 2 ** (Number(x) * height + Number(y));
	return m;
}

// ---------------------------------------------------------------------------

describe('published values (HDU 3404 style: the value of a lamp is x⊗y)', () => {
	test.each<[Array<[Coord, Coord]>, bigint]>([
		[[[0, 0]], 0n],
		[[[0, 7]], 0n],
		[[[1, 1]], 1n],
		[[[1, 9]], 9n],
		[[[2, 2]], 3n],
		[[[2, 3]], 1n],
		[[[3, 3]], 2n],
		[[[3, 5]], 15n],
		[[[4, 4]], 6n],
		[[[8, 8]], 13n],
		[[[16, 16]], 24n],
		[[['4294967296', '4294967296']], 6442450944n],
		[
			[
				[1, 1],
				[2, 3],
			],
			0n,
		],
		[
			[
				[2, 2],
				[3, 3],
			],
			1n,
		],
		[
			[
				[2, 3],
				[3, 5],
				[4, 4],
			],
			8n,
		],
		[
			[
				[1, 5],
				[3, 4],
				[4, 2],
				[5, 5],
			],
			6n,
		],
		[
			[
				[2, 2],
				[3, 3],
				[1, 1],
			],
			0n,
		],
	])('%j is worth %s', (lit, g) => {
		const p = position(lit);
		expect(corners.grundy(p)).toBe(g);
		expect(corners.outcome(p)).toBe(g === 0n ? 'P' : 'N');
	});

	it('every example parses, and its winning move wins', () => {
		expect(corners.examples.length).toBeGreaterThanOrEqual(3);
		for (const example of corners.examples) {
			const p = corners.parse(example.position, '');
			const g = corners.grundy(p)!;
			if (g === 0n) expect(corners.winningMove(p)).toBeNull();
			else expectMoveTo(p, corners.winningMove(p), 0n);
		}
		expect(corners.outcome(corners.parse(corners.examples[1]!.position, ''))).toBe('P');
		expect(corners.theory?.example ?? 0).toBeLessThan(corners.examples.length);
		expect(corners.theory?.rule).toContain('x⊗y');
	});
});

describe('the closed form against the generic solver', () => {
	test.each([
		[3, 4],
		[4, 3],
	])('every position of the %i×%i grid: grundy, outcome, winning move', (width, height) => {
		const memo = new Map<string, bigint>();
		const solved = new Map<string, Solved>();
		let checked = 0;
		for (let mask = 0; mask < 2 ** (width * height); mask++) {
			const p = position(cellsOf(mask, height));
			const g = corners.grundy(p)!;
			expect(bruteGrundy(corners, p, limits.maxSearchStates, memo)).toBe(g);
			if (mask % 16 === 0) expect(bruteSolve(corners, p, limits.maxSearchStates, solved).outcome).toBe(corners.outcome(p));
			const move = corners.winningMove(p);
			if (g === 0n) expect(move).toBeNull();
			else expect(bruteGrundy(corners, corners.apply(p, move!), limits.maxSearchStates, memo)).toBe(0n);
			checked++;
		}
		expect(checked).toBe(4096);
	});

	it('single lamps up to (4, 3) and (3, 4): the brute-force value is the nim product', () => {
		const memo = new Map<string, bigint>();
		for (let x = 0; x <= 4; x++) {
			for (let y = 0; y <= 4; y++) {
				if (x * y > 12) continue;
				expect(bruteGrundy(corners, position([[x, y]]), limits.maxSearchStates, memo)).toBe(nimProduct(BigInt(x), BigInt(y)));
			}
		}
	});

	it('moveToGrundy reaches every smaller value, on every position of the 3×4 grid', () => {
		let moves = 0;
		for (let mask = 0; mask < 4096; mask++) {
			const p = position(cellsOf(mask, 4));
			const g = corners.grundy(p)!;
			for (let target = 0n; target < g; target++) {
				expectMoveTo(p, corners.moveToGrundy(p, target), target);
				moves++;
			}
			expect(corners.moveToGrundy(p, g)).toBeNull();
		}
		expect(moves).toBeGreaterThan(5000);
	});
});

describe('the closed form against a bitmask search of the rules', () => {
	it('every one of the 2^16 positions of the 4×4 grid, with the winning move', () => {
		const table = gridTable(4, 4);
		let wrong = 0;
		for (let m = 0; m < table.length; m++) {
			const p = position(cellsOf(m, 4));
			if (corners.grundy(p) !== BigInt(table[m]!)) wrong++;
			if (m % 4 !== 0) continue;
			const move = corners.winningMove(p);
			if (table[m] === 0 ? move !== null : table[maskOf(corners.apply(p, move!), 4)] !== 0) wrong++;
		}
		expect(wrong).toBe(0);
	});

	it('every position of the 5×5 grid with at most 3 lamps, with every target, and the 1840594 positions they reach', () => {
		const starts: number[] = [];
		for (let i = 0; i < 25; i++) for (let j = i; j < 25; j++) for (let k = j; k < 25; k++) starts.push((2 ** i) | (2 ** j) | (2 ** k));
		const table = reachableTable(starts);
		// Every position the search reached, against the XOR of nim products.
		const lampValues = Array.from({length: 25}, (_, c) => Number(nimProduct(BigInt(Math.floor(c / 5)), BigInt(c % 5))));
		let reached = 0;
		let wrong = 0;
		for (let m = 0; m < table.length; m++) {
			if (table[m]! < 0) continue;
			reached++;
			let g = 0;
			for (let rest = m, c = 0; rest !== 0; rest >>>= 1, c++) if (rest & 1) g ^= lampValues[c]!;
			if (g !== table[m]) wrong++;
		}
		expect(reached).toBe(1_840_594);
		expect(wrong).toBe(0);
		let moves = 0;
		for (const start of starts) {
			const p = position(cellsOf(start, 5));
			const g = corners.grundy(p)!;
			expect(g).toBe(BigInt(table[start]!));
			for (let target = 0n; target < g; target++) {
				const move = corners.moveToGrundy(p, target)!;
				expect(table[maskOf(corners.apply(p, move), 5)]).toBe(Number(target));
				moves++;
			}
		}
		expect(starts.length).toBe(2925);
		expect(moves).toBeGreaterThan(3000);
	});
});

describe('moves', () => {
	const p = position([
		[2, 3],
		[1, 1],
		[0, 4],
	]);

	it('are listed lamp by lamp, then a and b ascending; the count is the sum of x·y', () => {
		const list = [...corners.moves(p)].map(m => corners.moveToJSON(m));
		expect(list).toEqual([
			{from: [1, 1], to: [0, 0]},
			{from: [2, 3], to: [0, 0]},
			{from: [2, 3], to: [0, 1]},
			{from: [2, 3], to: [0, 2]},
			{from: [2, 3], to: [1, 0]},
			{from: [2, 3], to: [1, 1]},
			{from: [2, 3], to: [1, 2]},
		]);
		expect(corners.moveCount(p)).toBe(7n);
		expect(corners.moveCount(position([[MAX_NIMBER, MAX_NIMBER]]))).toBe(MAX_NIMBER * MAX_NIMBER);
	});

	it('skip lamps on row or column 0 at once, however far out they are', () => {
		const q = position([
			[MAX_NIMBER, 0],
			[0, MAX_NIMBER],
			[1, 1],
		]);
		expect([...corners.moves(q)].map(m => corners.moveToJSON(m))).toEqual([{from: [1, 1], to: [0, 0]}]);
		expect([...corners.moves(position([[MAX_NIMBER, 0]]))]).toEqual([]);
		expect(corners.moveCount(q)).toBe(1n);
	});

	it('apply toggles four corners, keeps cells sorted, and never mutates', () => {
		const before = JSON.stringify(corners.toJSON(p));
		const after = corners.apply(p, {from: [2n, 3n], to: [1n, 1n]});
		expect(corners.toJSON(after)).toEqual({
			game: 'corners',
			lit: [
				[0, 4],
				[1, 3],
				[2, 1],
			],
		});
		expect(JSON.stringify(corners.toJSON(p))).toBe(before);
		expect(corners.describeMove(p, {from: [2n, 3n], to: [1n, 1n]})).toBe('toggle (2, 3) (1, 3) (2, 1) (1, 1)');
	});

	it('key and toJSON do not depend on the input order', () => {
		const q = position([
			[0, 4],
			[2, 3],
			[1, 1],
		]);
		expect(corners.key(q)).toBe(corners.key(p));
		expect(corners.parse(corners.toJSON(p), '')).toEqual(p);
		const big = position([['18446744073709551615', 3]]);
		expect(corners.toJSON(big)).toEqual({game: 'corners', lit: [['18446744073709551615', 3]]});
	});

	it('searchSize bounds the reachable positions by the cells below the lamps', () => {
		expect(corners.searchSize(position([[1, 1]]))).toBe(2n ** 4n);
		expect(
			corners.searchSize(
				position([
					[2, 1],
					[1, 2],
				]),
			),
		).toBe(2n ** 8n);
		expect(corners.searchSize(position([[1000, 1000]]))).toBe(2n ** 62n);
		expect(corners.searchSize(position([]))).toBe(1n);
	});

	it('random positions parse back, fit the board and are deterministic', () => {
		for (let size = 1; size <= 10; size++) {
			const a = corners.random(seeded(size), size);
			const b = corners.random(seeded(size), size);
			expect(a).toEqual(b);
			expect(corners.parse(corners.toJSON(a), '')).toEqual(a);
			expect(a.lit.length).toBeGreaterThan(0);
			for (const [x, y] of a.lit) expect(x < 17n && y < 17n).toBe(true);
		}
	});
});

describe('64-bit coordinates', () => {
	const rng = seeded(64);
	const random64 = (): bigint => {
		let r = 0n;
		for (let i = 0; i < 4; i++) r = (r << 16n) | BigInt(Math.floor(rng() * 65536));
		return r;
	};
	const coordinate = (): bigint => {
		const k = Math.floor(rng() * 8);
		const bit = BigInt(Math.floor(rng() * 64));
		if (k === 0) return 1n << bit;
		if (k === 1) return (1n << bit) - 1n;
		if (k === 2) return (1n << bit) + BigInt(Math.floor(rng() * 5));
		if (k === 3) return random64() >> BigInt(Math.floor(rng() * 64));
		if (k === 4) return MAX_NIMBER - BigInt(Math.floor(rng() * 3));
		return random64();
	};
	const randomTarget = (g: bigint): bigint => (g === 0n ? 0n : random64() % g);

	it('winning moves and moves to random targets, on thousands of positions', () => {
		let checked = 0;
		for (let i = 0; i < 1500; i++) {
			const seen = new Map<string, [bigint, bigint]>();
			const count = 1 + Math.floor(rng() * 5);
			while (seen.size < count) {
				const cell: [bigint, bigint] = [coordinate(), coordinate()];
				seen.set(`${cell[0]},${cell[1]}`, cell);
			}
			const p = position([...seen.values()]);
			const g = corners.grundy(p)!;
			if (g === 0n) {
				expect(corners.winningMove(p)).toBeNull();
				continue;
			}
			expectMoveTo(p, corners.winningMove(p), 0n);
			const target = randomTarget(g);
			expectMoveTo(p, corners.moveToGrundy(p, target), target);
			checked++;
		}
		expect(checked).toBeGreaterThan(1000);
	});

	it('lone lamps at (2^i, 2^j), (2^i − 1, 2^j − 1) and (2^i, 2^j − 1): every value below can be reached', () => {
		for (let i = 0n; i <= 64n; i += 1n) {
			for (let j = 0n; j <= 64n; j += 3n) {
				for (const [x, y] of [
					[1n << i, 1n << j],
					[(1n << i) - 1n, (1n << j) - 1n],
					[(1n << i) - 1n, 1n << j],
				] as const) {
					if (x > MAX_NIMBER || y > MAX_NIMBER || x === 0n || y === 0n) continue;
					const p = position([[x, y]]);
					const g = corners.grundy(p)!;
					expectMoveTo(p, corners.winningMove(p), 0n);
					const target = randomTarget(g);
					expectMoveTo(p, corners.moveToGrundy(p, target), target);
				}
			}
		}
	});

	it('the largest lamp, and moves that only change low bits', () => {
		const p = position([[MAX_NIMBER, MAX_NIMBER]]);
		const g = corners.grundy(p)!;
		for (const target of [0n, 1n, g - 1n, g ^ 1n, g ^ 0xffffn, g >> 1n, g & ~0xffffffffn]) {
			if (target < g) expectMoveTo(p, corners.moveToGrundy(p, target), target);
		}
	});

	// Their times are measured by bench/engine.ts (1000 lamps of 64 bits) and bench/worst-cases.ts (10^5 lamps).
	it('1000 winning moves on random full-width positions of two lamps', () => {
		for (let i = 0; i < 1000; i++) {
			const p = position([
				[random64(), random64()],
				[random64(), random64()],
			]);
			const move = corners.winningMove(p);
			if (corners.grundy(p) === 0n) expect(move).toBeNull();
			else expectMoveTo(p, move, 0n);
		}
	});

	it('100000 lamps are evaluated, with a winning move', () => {
		const lit: Array<[string, string]> = [];
		for (let i = 0; i < limits.maxLamps; i++) lit.push([(BigInt(i) << 40n).toString(), random64().toString()]);
		const p = position(lit);
		const g = corners.grundy(p)!;
		if (g === 0n) expect(corners.winningMove(p)).toBeNull();
		else expectMoveTo(p, corners.winningMove(p), 0n);
	});
});

describe('solving u⊗v = δ under the bit conditions', () => {
	/** Every corner a < x by enumeration: the oracle. */
	const bruteCorner = (x: number, y: number, delta: number): boolean => {
		for (let a = 0; a < x; a++) if ((y ^ nimQuotient16(delta, x ^ a)) < y) return true;
		return false;
	};

	test.each<[string, FactorSearch]>([
		['the default search', defaultFactorSearch],
		['a tiny base and budget (every branch)', {base: 2, quickTrials: 1, pairLimit: 4, trials: 32}],
		['no randomness: every (u1, v1) pair (the case analysis is complete)', {base: 4, quickTrials: 0, pairLimit: 1 << 16, trials: 0}],
	])('with %s, finds a corner below 2^16 exactly when one exists', (_label, budget) => {
		const rng = seeded(budget.base * 1000 + budget.trials);
		let found = 0;
		let none = 0;
		for (let i = 0; i < 1500; i++) {
			const pick = () => {
				const bits = 1 + Math.floor(rng() * 16);
				const k = Math.floor(rng() * 4);
				if (k === 0) return 2 ** (bits - 1);
				if (k === 1) return 2 ** bits - 1;
				return 1 + Math.floor(rng() * (2 ** bits - 1));
			};
			const x = pick();
			const y = pick();
			const delta = rng() < 0.5 ? pick() : (2 ** (Number(nimProduct(BigInt(x), BigInt(y))).toString(2).length - 1)) ^ Math.floor(rng() * 8);
			const corner = nimFactorBelow(BigInt(x), BigInt(y), BigInt(delta), budget);
			const exists = bruteCorner(x, y, delta);
			expect(corner !== null).toBe(exists);
			if (corner === null) {
				none++;
				continue;
			}
			found++;
			const [a, b] = corner;
			expect(a < BigInt(x) && b < BigInt(y)).toBe(true);
			expect(nimProduct(BigInt(x) ^ a, BigInt(y) ^ b)).toBe(BigInt(delta));
		}
		expect(found).toBeGreaterThan(500);
		expect(none).toBeGreaterThan(50);
	});

	it('below 2^16 the corner with the smallest a is returned', () => {
		const [a, b] = nimFactorBelow(5n, 7n, 3n)!;
		let smallest = -1;
		for (let c = 0; c < 5 && smallest < 0; c++) if ((7 ^ nimQuotient16(3, 5 ^ c)) < 7) smallest = c;
		expect(Number(a)).toBe(smallest);
		expect(nimProduct(5n ^ a, 7n ^ b)).toBe(3n);
	});

	it('is deterministic', () => {
		const x = 0xfedcba9876543210n,
			y = 0x0123456789abcdefn;
		const delta = nimProduct(x, y) ^ 12345n;
		expect(nimFactorBelow(x, y, delta)).toEqual(nimFactorBelow(x, y, delta));
		expect(() => nimFactorBelow(MAX_NIMBER + 1n, 1n, 1n)).toThrow(RangeError);
	});
});

describe('explanations', () => {
	it('list each lamp, the XOR, and the move with its four corners', () => {
		const lines = corners.explain(
			position([
				[2, 3],
				[3, 5],
				[4, 4],
			]),
		);
		const text = lines.join('\n');
		expect(lines).toContain('lamp (2, 3): 2⊗3 =  1  0001');
		expect(lines).toContain('lamp (3, 5): 3⊗5 = 15  1111  ◀');
		expect(lines).toContain('lamp (4, 4): 4⊗4 =  6  0110');
		expect(lines).toContain('             XOR =  8  1000');
		expect(text).toContain('play (3, 5) with corner (1, 1), i.e. toggle (3, 5) (1, 5) (3, 1) (1, 1)');
		expect(text).toContain('= (3⊕1)⊗(5⊕1) = 2⊗4 = 8');
	});

	it('say why a P-position is lost, and handle huge and many lamps', () => {
		expect(
			corners
				.explain(
					position([
						[1, 1],
						[2, 3],
					]),
				)
				.join('\n'),
		).toContain('The XOR is 0');
		expect(corners.explain(position([])).join('\n')).toContain('No lamp is lit');
		const huge = corners.explain(position([['18446744073709551615', '18446744073709551615']])).join('\n');
		expect(huge).toContain(
			`lamp (18446744073709551615, 18446744073709551615): 18446744073709551615⊗18446744073709551615 = ${nimProduct(MAX_NIMBER, MAX_NIMBER)}  ◀`,
		);
		expect(huge).toContain(`XOR = ${nimProduct(MAX_NIMBER, MAX_NIMBER)}`);
		const many = corners.explain(position(Array.from({length: 12}, (_, i) => [i + 1, i + 2] as [number, number])));
		expect(many.join('\n')).toContain('The nim products of the 12 lamps XOR to');
	});
});

describe('bad input', () => {
	test.each<[Json, string]>([
		[
			[
				[1, 2],
				[3, 4],
				[1, 2],
			],
			'lit[2] repeats the cell [1, 2] of lit[0]; list each lit cell once',
		],
		[
			[
				[1, 2],
				[3, 4],
				['1', '02'],
			],
			'lit[2] repeats the cell [1, 2] of lit[0]',
		],
		[[[1, -1]], 'lit[0][1] must be a non-negative integer, got -1'],
		[[['18446744073709551616', 0]], 'lit[0][0] must be below 2^64 (at most 18446744073709551615), got 18446744073709551616'],
		[[[1.5, 2]], 'lit[0][0] must be a non-negative integer, got 1.5'],
		[[[1, 2, 3]], 'lit[0] must be a cell [x, y], got [1,2,3]'],
		[[[1]], 'lit[0] must be a cell [x, y], got [1]'],
		[[{x: 1, y: 2}], 'lit[0] must be a cell [x, y], got {"x":1,"y":2}'],
		[[[1, 'two']], 'lit[0][1] must be a non-negative integer, got "two"'],
		[5, 'lit must be a list of cells [x, y], got 5'],
	])('lit = %j', (lit, message) => {
		expect(() => corners.parse({game: 'corners', lit} as JsonObject, '')).toThrow(InputError);
		expect(() => corners.parse({game: 'corners', lit} as JsonObject, '')).toThrow(message);
	});

	it('missing and unknown fields, and the lamp limit', () => {
		expect(() => corners.parse({game: 'corners'}, '')).toThrow('lit is missing (expected a list of cells [x, y])');
		expect(() => corners.parse({game: 'corners', lit: [], lamps: 3}, 'position')).toThrow('position.lamps is not a field of this game');
		const tooMany = Array.from({length: limits.maxLamps + 1}, (_, i) => [i, 1]);
		expect(() => corners.parse({game: 'corners', lit: tooMany}, '')).toThrow(LimitError);
		expect(() => corners.parse({game: 'corners', lit: tooMany}, '')).toThrow(`lit has ${limits.maxLamps + 1} entries; the limit is ${limits.maxLamps}`);
	});

	const p = position([
		[3, 5],
		[2, 2],
	]);
	test.each<[Json, string]>([
		[{from: [4, 4], to: [0, 0]}, 'move is not a legal move: (4, 4) is not lit'],
		[{from: [3, 5], to: [3, 0]}, "move is not a legal move: the corner's x must be less than 3, got 3"],
		[{from: [3, 5], to: [1, 7]}, "move is not a legal move: the corner's y must be less than 5, got 7"],
		[{from: [3, 5]}, 'move.to is missing (expected a cell [x, y])'],
		[{from: [3, 5], to: [1, 1], take: 2}, 'move.take is not a field of this game'],
		[{from: [3, -5], to: [1, 1]}, 'move.from[1] must be a non-negative integer, got -5'],
		[[3, 5, 1, 1], 'move must be an object, got [3,5,1,1]'],
	])('move %j', (json, message) => {
		expect(() => corners.parseMove(json, p, 'move')).toThrow(InputError);
		expect(() => corners.parseMove(json, p, 'move')).toThrow(message);
	});

	it('accepts a legal move, coordinates as numbers or strings', () => {
		expect(corners.parseMove({from: ['3', 5], to: [0, '4']}, p, 'move')).toEqual({from: [3n, 5n], to: [0n, 4n]});
	});
});
