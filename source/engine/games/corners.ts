/**
 * Corners: two-dimensional coin turning ("Turning Corners", Winning Ways
 * ch. 14; HDU 3404 "Switch lights").
 *
 * Rules. Some cells (x, y) of the quarter plane (x, y ≥ 0) hold a lit lamp.
 * A move picks a lit lamp (x, y) and a cell (a, b) with a < x and b < y, and
 * toggles the four corners (x, y), (a, y), (x, b), (a, b) of that rectangle:
 * the lamp at (x, y) goes out, each of the other three corners switches on or
 * off. Whoever cannot move (no lit lamp has x, y ≥ 1) loses.
 *
 * Theory. Like every coin-turning game the position is the sum of its lit
 * lamps, each played alone (two lamps on one cell cancel, as two equal games
 * do). A lone lamp at (x, y) is worth x⊗y, the nim product: by definition
 * x⊗y = mex{a⊗y ⊕ x⊗b ⊕ a⊗b : a < x, b < y}, which is exactly the mex over
 * the moves from that lamp (Tartan theorem: this game is the product of two
 * copies of Nim played with coins, "turn over the coin at x and one coin at
 * some a < x", whose single coin at x is worth x). So
 *   g = XOR over lit lamps of x⊗y.
 *
 * Winning move. Toggling the corners of (x, y) and (a, b) changes g by
 * x⊗y ⊕ a⊗y ⊕ x⊗b ⊕ a⊗b = (x⊕a)⊗(y⊕b), since ⊗ distributes over ⊕. To move
 * from g to a target t < g, let δ = g ⊕ t and pick a lamp whose value p = x⊗y
 * has δ's top bit: p ⊕ δ < p, so by the mex definition some a < x, b < y leave
 * that lamp's rectangle worth p ⊕ δ. Finding them means solving u⊗v = δ with
 * u = x⊕a, v = y⊕b, where a < x says exactly that the top bit of u is a set
 * bit of x (and likewise v, y). Below 2^16 the candidates u are enumerated
 * (v = δ ⊘ u by logarithm tables), smallest a first. Above, nimbers below
 * 2^(2n) are u = u1·X ⊕ u0 over the field below 2^n (X = 2^n, X⊗X = X ⊕ c,
 * c = 2^(n−1)), and u⊗v = (u1⊗v1 ⊕ u1⊗v0 ⊕ u0⊗v1)·X ⊕ u0⊗v0 ⊕ u1⊗v1⊗c. The bit
 * condition on u says: either u1 = 0 and u0 meets the condition of x's low
 * half, or u1 ≠ 0 meets the condition of x's high half and u0 is free. That
 * gives four cases:
 *   u1 = v1 = 0: the same problem one field down (δ's high half must be 0);
 *   u1 = 0 ≠ v1: u0⊗v1 = δ1 is the problem one field down, then v0 = δ0 ⊘ u0;
 *   v1 = 0 ≠ u1: symmetric;
 *   u1, v1 ≠ 0: with w = u1⊗v1 and s = δ1 ⊕ w, the low halves must satisfy
 *     v1⊗u0⊗u0 ⊕ s⊗u0 ⊕ (δ0 ⊕ w⊗c)⊗u1 = 0, a quadratic over the half field:
 *     s = 0 gives a square root (and u1⊗v1 = δ1 is again the problem one field
 *     down); otherwise u0 = (s ⊘ v1)⊗t with t⊗t ⊕ t = (δ0 ⊕ w⊗c)⊗w ⊘ (s⊗s),
 *     solvable for about half of all (u1, v1) — an absolute trace condition.
 * The search tries a few random (u1, v1) first, then the recursive cases,
 * then every (u1, v1) when there are few, or many random ones. Every answer
 * is checked (u⊗v = δ, a < x, b < y) before it is returned; on random and
 * structured 64-bit positions a move is found in well under a millisecond on
 * average, a few milliseconds at worst.
 *
 * Sources: Berlekamp, Conway, Guy, Winning Ways, ch. 14 (coin turning, Tartan
 * theorem, Turning Corners); Conway, On Numbers and Games, ch. 6 (the nim
 * field); HDU 3404 "Switch lights"; the seed notes on the nim product.
 */
import {componentGame, componentSum} from '../components.js';
import type {Example, Game, Json, Rng, Tense, Theory} from '../types.js';
import {expectKeys, expectObject, illegal, inputError, intToJson, join, readArray, readInt, show} from '../input.js';
import {limits} from '../limits.js';
import {phrase} from '../rule-words.js';
import {randInt, seeded} from '../random.js';
import {topBit} from '../bigint.js';
import {nimSumText} from '../learning.js';
import {englishLines, englishWords, type Reason, type ReasonLine} from '../reasons.js';
import {MAX_NIMBER, nimProduct, nimQuotient, nimQuotient16, nimSolveQuadratic, nimSqrt} from '../nimproduct.js';

/** A cell (x, y), x and y below 2^64. */
export type Cell = readonly [bigint, bigint];

export interface CornersPosition {
	/** The lit cells, distinct, sorted by x then y. */
	readonly lit: readonly Cell[];
}

export interface CornersMove {
	/** The lit lamp that goes out. */
	readonly from: Cell;
	/** The opposite corner: a < x, b < y. */
	readonly to: Cell;
}

function compareCells(p: Cell, q: Cell): number {
	if (p[0] !== q[0]) return p[0] < q[0] ? -1 : 1;
	if (p[1] !== q[1]) return p[1] < q[1] ? -1 : 1;
	return 0;
}

const cellText = (c: Cell) => `(${c[0]}, ${c[1]})`;

function findCell(lit: readonly Cell[], c: Cell): number {
	let lo = 0;
	let hi = lit.length - 1;
	while (lo <= hi) {
		const mid = (lo + hi) >>> 1;
		const order = compareCells(lit[mid]!, c);
		if (order === 0) return mid;
		if (order < 0) lo = mid + 1;
		else hi = mid - 1;
	}
	return -1;
}

/** The value of a lone lamp at (x, y). */
export function lampValue(c: Cell): bigint {
	return nimProduct(c[0], c[1]);
}

// ---------------------------------------------------------------------------
// Solving u⊗v = δ with the top bit of u a set bit of x and the top bit of v a set bit of y.

/** Search budgets of `nimFactorBelow` (tests shrink them to exercise every branch). */
export interface FactorSearch {
	/** Widths up to this (≤ 16) are solved by enumeration. */
	readonly base: number;
	/** Random (u1, v1) pairs tried before the recursive cases. */
	readonly quickTrials: number;
	/** All (u1, v1) pairs are tried when there are at most this many ... */
	readonly pairLimit: number;
	/** ... else this many random ones. */
	readonly trials: number;
}

export const defaultFactorSearch: FactorSearch = {base: 16, quickTrials: 8, pairLimit: 4096, trials: 2048};

type Factors = readonly [bigint, bigint];

interface SearchContext {
	readonly budget: FactorSearch;
	readonly rng: Rng;
}

/** Below 2^16: u runs over the candidates of the smaller side (ascending a = x ⊕ u), v = δ ⊘ u. */
function enumerateFactors(x: bigint, y: bigint, delta: bigint, preferX: boolean): Factors | null {
	const swap = !preferX && y < x;
	const xs = Number(swap ? y : x);
	const ys = Number(swap ? x : y);
	const d = Number(delta);
	for (let a = 0; a < xs; a++) {
		const u = xs ^ a;
		const v = nimQuotient16(d, u);
		if ((ys ^ v) < ys) return swap ? [BigInt(v), BigInt(u)] : [BigInt(u), BigInt(v)];
	}
	return null;
}

function randomBelow(rng: Rng, n: bigint): bigint {
	return BigInt(Math.floor(rng() * Number(n)));
}

function searchFactors(bits: number, x: bigint, y: bigint, delta: bigint, ctx: SearchContext, top: boolean): Factors | null {
	if (x === 0n || y === 0n || delta === 0n) return null;
	if (bits <= Math.min(ctx.budget.base, 16)) return enumerateFactors(x, y, delta, top);
	const halfBits = bits / 2;
	const h = BigInt(halfBits);
	const mask = (1n << h) - 1n;
	const c = 1n << (h - 1n);
	const x1 = x >> h,
		x0 = x & mask,
		y1 = y >> h,
		y0 = y & mask,
		d1 = delta >> h,
		d0 = delta & mask;
	const join2 = (u1: bigint, u0: bigint, v1: bigint, v0: bigint): Factors => [(u1 << h) | u0, (v1 << h) | v0];
	// Both high halves non-zero (u1 meets x1's condition, v1 meets y1's, the low
	// halves are free): the low halves solve a quadratic over the half field.
	// s = δ1 ⊕ u1⊗v1 = 0 is the degenerate case, a square root.
	const squareRootCase = (u1: bigint, v1: bigint): Factors => {
		const q = d0 ^ nimProduct(d1, c);
		const u0 = nimSqrt(nimQuotient(nimProduct(q, u1), v1));
		return join2(u1, u0, v1, nimQuotient(nimProduct(u0, v1), u1));
	};
	const withHighHalves = (u1: bigint, v1: bigint): Factors | null => {
		const w = nimProduct(u1, v1);
		const s = d1 ^ w;
		if (s === 0n) return squareRootCase(u1, v1);
		const q = d0 ^ nimProduct(w, c);
		const t = nimSolveQuadratic(Number(nimQuotient(nimProduct(q, w), nimProduct(s, s))), halfBits);
		if (t === null) return null;
		const tb = BigInt(t);
		return join2(u1, nimProduct(nimQuotient(s, v1), tb), v1, nimQuotient(nimProduct(s, tb ^ 1n), u1));
	};
	const both = x1 !== 0n && y1 !== 0n;
	// For most (x, y, δ) about half of all (u1, v1) pairs work: try a few first.
	if (both) {
		for (let i = 0; i < ctx.budget.quickTrials; i++) {
			const found = withHighHalves(x1 ^ randomBelow(ctx.rng, x1), y1 ^ randomBelow(ctx.rng, y1));
			if (found !== null) return found;
		}
	}
	// The cases that recurse one field down.
	if (d1 === 0n) {
		// u1 = v1 = 0: both factors lie in the half field.
		const low = searchFactors(halfBits, x0, y0, d0, ctx, false);
		if (low !== null) return low;
	} else {
		if (both) {
			// u1⊗v1 = δ1 (s = 0).
			const high = searchFactors(halfBits, x1, y1, d1, ctx, false);
			if (high !== null) return squareRootCase(high[0], high[1]);
		}
		if (y1 !== 0n) {
			// u1 = 0, v1 ≠ 0: u0⊗v1 = δ1 and u0⊗v0 = δ0.
			const found = searchFactors(halfBits, x0, y1, d1, ctx, false);
			if (found !== null) return join2(0n, found[0], found[1], nimQuotient(d0, found[0]));
		}
		if (x1 !== 0n) {
			// v1 = 0, u1 ≠ 0: u1⊗v0 = δ1 and u0⊗v0 = δ0.
			const found = searchFactors(halfBits, x1, y0, d1, ctx, false);
			if (found !== null) return join2(found[0], nimQuotient(d0, found[1]), 0n, found[1]);
		}
	}
	// Last, the pairs (u1, v1) in earnest: all of them when few, else many at random.
	if (both) {
		if (x1 * y1 <= BigInt(ctx.budget.pairLimit)) {
			for (let a1 = 0n; a1 < x1; a1++) {
				for (let b1 = 0n; b1 < y1; b1++) {
					const found = withHighHalves(x1 ^ a1, y1 ^ b1);
					if (found !== null) return found;
				}
			}
		} else {
			for (let i = 0; i < ctx.budget.trials; i++) {
				const found = withHighHalves(x1 ^ randomBelow(ctx.rng, x1), y1 ^ randomBelow(ctx.rng, y1));
				if (found !== null) return found;
			}
		}
	}
	return null;
}

/**
 * The corner (a, b), a < x and b < y, whose rectangle with (x, y) is worth
 * (x⊕a)⊗(y⊕b) = δ, or null when the search finds none (there is always one
 * when δ's top bit is a set bit of x⊗y). Below 2^16 it is the one with the
 * smallest a. Deterministic; the answer is verified.
 */
export function nimFactorBelow(x: bigint, y: bigint, delta: bigint, budget: FactorSearch = defaultFactorSearch): Cell | null {
	if (x < 0n || y < 0n || delta < 0n || x > MAX_NIMBER || y > MAX_NIMBER || delta > MAX_NIMBER) {
		throw new RangeError('nimFactorBelow: arguments must be nimbers below 2^64');
	}
	let bits = 1;
	for (const v of [x, y, delta]) while (bits < 64 && v >> BigInt(bits) !== 0n) bits *= 2;
	const seed = Number((delta ^ (x << 7n) ^ (y << 13n)) & 0xffffffffn);
	const found = searchFactors(bits, x, y, delta, {budget, rng: seeded(seed)}, true);
	if (found === null) return null;
	const [u, v] = found;
	const a = x ^ u;
	const b = y ^ v;
	if (a >= x || b >= y || nimProduct(u, v) !== delta) throw new Error(`corners: the factor search returned a wrong answer for ${x}, ${y}, ${delta}`);
	return [a, b];
}

/**
 * Each lit lamp is a component worth x⊗y. Moving lamp (x, y) with corner
 * (a, b) changes the total by (x⊕a)⊗(y⊕b): to bring the lamp from v to t,
 * factor v ⊕ t that way.
 */
const lampSum = componentSum<CornersPosition, CornersMove>(
	{
		values: p => p.lit.map(lampValue),
		moveIn(p, i, target) {
			const cell = p.lit[i]!;
			const to = nimFactorBelow(cell[0], cell[1], lampValue(cell) ^ target);
			return to === null ? null : {from: cell, to};
		},
		change: (_p, m) => nimProduct(m.from[0] ^ m.to[0], m.from[1] ^ m.to[1]),
	},
	{apply: (p, m) => corners.apply(p, m)},
);

function moveToGrundy(p: CornersPosition, target: bigint): CornersMove | null {
	return lampSum.moveToGrundy(p, target);
}

// ---------------------------------------------------------------------------
// The game.

const TWO64 = '2^64';

function readCoordinate(json: Json | undefined, path: string): bigint {
	const value = readInt(json, path);
	if (value > MAX_NIMBER)
		throw inputError(path, {kind: 'above-max', min: 0n, max: MAX_NIMBER, expected: `below ${TWO64} (at most ${MAX_NIMBER})`}, String(value));
	return value;
}

function readCell(json: Json | undefined, path: string): Cell {
	if (json === undefined) throw inputError(path, {kind: 'missing', expected: 'a cell [x, y]'});
	if (!Array.isArray(json) || json.length !== 2) throw inputError(path, {kind: 'wrong-type', expected: 'a cell [x, y]'}, show(json));
	return [readCoordinate(json[0], join(path, 0)), readCoordinate(json[1], join(path, 1))];
}

function toggled(p: CornersPosition, m: CornersMove): Cell[] {
	const [x, y] = m.from;
	const [a, b] = m.to;
	const flips: Cell[] = [
		[a, b],
		[a, y],
		[x, b],
		[x, y],
	];
	flips.sort(compareCells);
	// Merge: the symmetric difference of two sorted lists.
	const out: Cell[] = [];
	let i = 0;
	let j = 0;
	while (i < p.lit.length || j < flips.length) {
		if (j >= flips.length) out.push(p.lit[i++]!);
		else if (i >= p.lit.length) out.push(flips[j++]!);
		else {
			const order = compareCells(p.lit[i]!, flips[j]!);
			if (order < 0) out.push(p.lit[i++]!);
			else if (order > 0) out.push(flips[j++]!);
			else {
				i++;
				j++;
			}
		}
	}
	return out;
}

/** Cells in the union of the rectangles [0, x] × [0, y] of the lit lamps: every reachable position lies there. */
function staircaseArea(p: CornersPosition): bigint {
	const byX = [...p.lit].sort((c, d) => compareCells(d, c));
	let area = 0n;
	let height = 0n;
	for (let i = 0; i < byX.length; i++) {
		const [x, y] = byX[i]!;
		if (y + 1n > height) height = y + 1n;
		const nextX = i + 1 < byX.length ? byX[i + 1]![0] : -1n;
		area += (x - nextX) * height;
	}
	return area;
}

function moveReason(m: CornersMove, tense: Tense = 'present'): Reason {
	const [x, y] = m.from;
	const [a, b] = m.to;
	return {
		key: tense === 'present' ? 'moveToggle' : 'movedToggle',
		values: {cells: `${cellText([x, y])} ${cellText([a, y])} ${cellText([x, b])} ${cellText([a, b])}`},
	};
}

const examples: readonly Example[] = [
	{label: 'One lamp at (1, 1): switch off the whole square', position: {game: 'corners', lit: [[1, 1]]}},
	{
		label: 'A losing start: (1, 1) and (2, 3), both worth 1',
		position: {
			game: 'corners',
			lit: [
				[1, 1],
				[2, 3],
			],
		},
	},
	{
		label: 'Three lamps: (2, 3) (3, 5) (4, 4)',
		position: {
			game: 'corners',
			lit: [
				[2, 3],
				[3, 5],
				[4, 4],
			],
		},
	},
	{
		label: 'A 6×6 board: (5, 5) (3, 4) (4, 2) (1, 5)',
		position: {
			game: 'corners',
			lit: [
				[5, 5],
				[3, 4],
				[4, 2],
				[1, 5],
			],
		},
	},
	{
		label: 'Huge: coordinates near 2^64',
		position: {
			game: 'corners',
			lit: [
				['18446744073709551615', '12345678901234567890'],
				['9223372036854775808', '4294967296'],
				[7, 9],
			],
		},
	},
];

const theory: Theory = {
	rule: "A lamp at (x, y) is worth the nim product x⊗y, and the player to move loses exactly when the XOR of all the lamps' values is 0. To win, play a lamp whose value has the top bit of that XOR, with a corner (a, b) such that (x⊕a)⊗(y⊕b) equals the XOR.",
	theorem: [
		'Like every coin-turning game, a position is the sum of its lit lamps played alone: switching on a lamp that is already lit is the same as adding a second copy of it, and two equal games cancel. So the value of a position is the XOR of the values of single lamps.',
		"A single lamp at (x, y) moves to the three lamps (a, y), (x, b), (a, b), worth a⊗y ⊕ x⊗b ⊕ a⊗b, for any a < x and b < y. Its value is the mex of those numbers, which is exactly Conway's definition of the nim product x⊗y. With XOR as addition, the nim product makes the numbers below 4, 16, 256, 65536, 2^32 and 2^64 into fields: 2⊗2 = 3, 4⊗4 = 6, 16⊗16 = 24 (each F = 2^(2^k) has F⊗F = 3F/2), while distinct such powers multiply as ordinary numbers: 2⊗4 = 8.",
		"Playing (x, y) with the corner (a, b) changes the XOR by x⊗y ⊕ a⊗y ⊕ x⊗b ⊕ a⊗b = (x⊕a)⊗(y⊕b), since ⊗ distributes over ⊕. So a winning move is a factorisation u⊗v of the XOR in which the top bit of u is a bit of x and the top bit of v a bit of y; then a = x⊕u < x and b = y⊕v < y. The lamp whose value has the XOR's top bit always has one, by the mex definition. On small boards the engine tries every u; for coordinates up to 2^64 it splits each nimber into halves over the field below it and solves one quadratic equation over that half field at a time.",
	],
	sources:
		'Winning Ways, ch. 14 (coin turning, the Tartan theorem, Turning Corners); J. H. Conway, On Numbers and Games, ch. 6 (the nim field); HDU 3404 "Switch lights".',
	example: 2,
};

/** Why, as data: each lamp a nim product, the position their XOR, and the move that makes it 0. */
function cornersReasons(p: CornersPosition): ReasonLine[] {
	const values = lampSum.values(p);
	const g = lampSum.total(p);
	const lines: ReasonLine[] = [{key: 'cornRule'}];
	if (p.lit.length === 0) {
		lines.push({key: 'cornNone'});
		return lines;
	}
	const move = g === 0n ? null : moveToGrundy(p, 0n);
	const mark = move === null ? null : findCell(p.lit, move.from);
	if (p.lit.length <= 10) {
		lines.push({
			table: {labels: p.lit.map(c => ({key: 'cornLamp', values: {x: c[0], y: c[1]}})), values, mark, decimal: true, maxBits: 16, total: 'xor'},
		});
	} else {
		lines.push({key: 'cornXorMany', values: {count: p.lit.length, sum: g}});
	}
	if (move === null) {
		lines.push({key: 'cornZero'});
		return lines;
	}
	const [x, y] = move.from;
	const [a, b] = move.to;
	const p0 = nimProduct(x, y);
	lines.push({key: 'cornTop', values: {sum: g, x, y, value: p0, bit: topBit(g)}});
	lines.push({key: 'cornReplace', values: {value: p0, sum: g, target: p0 ^ g, x, y, a, b, move: moveReason(move)}});
	lines.push({key: 'cornFour', values: {x, y, a, b, u: x ^ a, v: y ^ b, sum: g}});
	return lines;
}

export const corners: Game<CornersPosition, CornersMove> = {
	theory,
	id: 'corners',
	name: 'Corners',
	summary: 'toggle four corners of a rectangle (2D coins)',
	params: [],
	human: {key: 'lit', noun: 'lit cell', kind: 'cells', what: 'lit cells x,y', example: '1,2 3,4'},
	verb: {present: 'toggle', past: 'toggled'},
	// A lone lamp at (x, y) is worth x ⊗ y: the table of nim products (of normal play; misère play does not add up by lamps).
	family: {
		dimensions: 2,
		unit: 'a lamp at (x, y)',
		values: 'nimbers',
		misere: false,
		member: (a, b) => ({lit: [[a.toString(), b.toString()]]}),
		value: (a, b) => lampValue([a, b]),
		operator: '⊗',
		what: 'x ⊗ y, the nim product (the value of a lamp at (x, y))',
		beyond: to => (to >= 1n << 64n ? phrase('rule_cornersTo') : null),
		form: () => ({closedForm: {kind: 'nim-product'}}),
	},
	rules:
		'Lamps on a grid, cells (x, y) from (0, 0). A move picks a lit lamp (x, y) and a cell (a, b) with a < x and b < y, and toggles the four corners (x, y), (a, y), (x, b), (a, b): the lamp at (x, y) goes out, the other three switch. Whoever cannot move loses.',
	examples,
	random(rng, size) {
		const side = 3 + Math.round(Math.max(1, Math.min(size, 10)) * 1.3);
		const count = randInt(rng, 1, Math.min(2 + Math.ceil(size / 2), (side - 1) * (side - 1)));
		const seen = new Set<string>();
		const lit: Cell[] = [];
		while (lit.length < count) {
			const cell: Cell = [BigInt(randInt(rng, 1, side - 1)), BigInt(randInt(rng, 1, side - 1))];
			const key = `${cell[0]},${cell[1]}`;
			if (seen.has(key)) continue;
			seen.add(key);
			lit.push(cell);
		}
		return {lit: lit.sort(compareCells)};
	},
	parse(json, path) {
		expectKeys(json, path, ['game', 'lit']);
		const litPath = join(path, 'lit');
		const list = readArray(json['lit'], litPath, limits.maxLamps, 'cells [x, y]');
		const first = new Map<string, number>();
		const lit: Cell[] = [];
		list.forEach((item, i) => {
			const cell = readCell(item, join(litPath, i));
			const key = `${cell[0]},${cell[1]}`;
			const before = first.get(key);
			if (before !== undefined) {
				throw inputError(
					join(litPath, i),
					{kind: 'game-rule', key: 'rule_litRepeated', values: {x: cell[0], y: cell[1], lit: before + 1}},
					undefined,
					`${join(litPath, i)} repeats the cell [${cell[0]}, ${cell[1]}] of ${join(litPath, before)}; list each lit cell once`,
				);
			}
			first.set(key, i);
			lit.push(cell);
		});
		return {lit: lit.sort(compareCells)};
	},
	toJSON: p => ({game: 'corners', lit: p.lit.map(c => [intToJson(c[0]), intToJson(c[1])])}),
	parseMove(json, p, path) {
		const o = expectObject(json, path);
		expectKeys(o, path, ['from', 'to']);
		const from = readCell(o['from'], join(path, 'from'));
		const to = readCell(o['to'], join(path, 'to'));
		if (findCell(p.lit, from) < 0) throw illegal(path, phrase('move_notLit', {cell: cellText(from)}));
		if (to[0] >= from[0]) throw illegal(path, phrase('move_cornerBelow', {axis: 'x', from: from[0], to: to[0]}));
		if (to[1] >= from[1]) throw illegal(path, phrase('move_cornerBelow', {axis: 'y', from: from[1], to: to[1]}));
		return {from, to};
	},
	moveToJSON: m => ({from: [intToJson(m.from[0]), intToJson(m.from[1])], to: [intToJson(m.to[0]), intToJson(m.to[1])]}),
	describeMove: (_p, m, tense) => englishWords(moveReason(m, tense)),
	moveReason: (_p, m, tense) => moveReason(m, tense),
	*moves(p) {
		for (const from of p.lit) {
			// A lamp on row or column 0 has no moves (and its x or y may be huge).
			if (from[0] === 0n || from[1] === 0n) continue;
			for (let a = 0n; a < from[0]; a++) {
				for (let b = 0n; b < from[1]; b++) yield {from, to: [a, b]};
			}
		}
	},
	moveCount(p) {
		let count = 0n;
		for (const [x, y] of p.lit) count += x * y;
		return count;
	},
	apply: (p, m) => ({lit: toggled(p, m)}),
	key: p => `corners:${p.lit.map(c => `${c[0]},${c[1]}`).join(' ')}`,
	searchSize(p) {
		const area = staircaseArea(p);
		return area >= 62n ? 1n << 62n : 1n << area;
	},
	...componentGame(lampSum),
	explain: p => englishLines(cornersReasons(p)),
	reasons: cornersReasons,
	// For the course, the coach and the puzzles.
	concept: 'nim-product',
	partCount: p => p.lit.length,
	coach: {
		lost(_before, after) {
			const total = corners.grundy(after);
			if (total === null) return null;
			// A lamp on an edge (x or y = 0) is worth 0 and adds nothing.
			const values = after.lit.map(lampValue).filter(v => v !== 0n);
			return {key: 'cornersLost', values: {sum: nimSumText(values, total)}};
		},
	},
};
