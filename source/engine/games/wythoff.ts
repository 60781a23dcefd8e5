/**
 * Wythoff's game (Wythoff 1907). Two heaps of tokens. A move takes k ≥ 1
 * tokens from one heap, or the same k from both. Whoever takes the last token
 * wins.
 *
 * Theory: the P-positions are the pairs (a_k, b_k) with a_k = ⌊kφ⌋ and
 * b_k = a_k + k, φ = (1 + √5)/2: (0,0) (1,2) (3,5) (4,7) (6,10) (8,13)...
 * Every difference k occurs in exactly one pair and every number n ≥ 1 in
 * exactly one pair (the Beatty sequences ⌊kφ⌋ and ⌊kφ²⌋ partition them).
 * - Exact at any size: ⌊kφ⌋ = (k + ⌊√(5k²)⌋) div 2, with integer square
 *   roots (floating point φ is already wrong at k = 102334155).
 * - With a ≤ b and d = b − a: P iff a = ⌊dφ⌋. Winning move: if a > ⌊dφ⌋
 *   take a − ⌊dφ⌋ from both; otherwise a lies in one pair (a_j, b_j): if
 *   a = a_j, lower b to b_j (< b); if a = b_j, lower b to a_j.
 * - Grundy values have no closed form: they are tabulated by search while
 *   both heaps are at most `limits.wythoffGrundyBound`.
 * Sources: W. A. Wythoff, "A modification of the game of Nim" (1907);
 * Winning Ways ch. 3; OEIS A000201, A001950; HDU 1527, HDU 5973.
 */
import type {CoachNote, Game, MisereTheory, Tense, Theory} from '../types.js';
import {expectKeys, expectObject, illegal, inputError, intToJson, join, readArray, readInt, show} from '../input.js';
import {isqrt} from '../bigint.js';
import {limits} from '../limits.js';
import {phrase} from '../rule-words.js';
import {randInt} from '../random.js';
import {mexOfBits} from '../values.js';
import {englishLines, englishWords, type Reason} from '../reasons.js';
import {nonEmptyHeaps, heapPairText} from '../learning.js';

export interface WythoffPosition {
	readonly heaps: readonly [bigint, bigint];
}

export interface WythoffMove {
	/** Tokens taken from each heap: [k, 0], [0, k] or [k, k]. */
	readonly take: readonly [bigint, bigint];
}

/** ⌊kφ⌋ for k ≥ 0, exactly: (k + ⌊√(5k²)⌋) div 2. */
export function floorPhi(k: bigint): bigint {
	return (k + isqrt(5n * k * k)) / 2n;
}

/** The k-th P-position (⌊kφ⌋, ⌊kφ⌋ + k). */
export function wythoffPair(k: bigint): [bigint, bigint] {
	const a = floorPhi(k);
	return [a, a + k];
}

/** Whether (x, y) is a P-position, in either order. */
export function isWythoffPair(x: bigint, y: bigint): boolean {
	const [a, b] = x <= y ? [x, y] : [y, x];
	return floorPhi(b - a) === a;
}

/**
 * The pair containing n ≥ 0: the index j with ⌊jφ⌋ = n (n is the smaller
 * member) or ⌊jφ⌋ + j = n (the larger). Candidates near n/φ and n/φ² are
 * checked exactly.
 */
export function pairContaining(n: bigint): {index: bigint; pair: [bigint, bigint]; lower: boolean} {
	if (n === 0n) return {index: 0n, pair: [0n, 0n], lower: true};
	// ⌊(n+1)/φ⌋ = ⌊(n+1)φ⌋ − (n+1) and ⌊(n+1)/φ²⌋ = 2(n+1) − ⌊(n+1)φ⌋ − 1.
	const f = floorPhi(n + 1n);
	const lowerGuess = f - (n + 1n);
	for (const j of [lowerGuess, lowerGuess - 1n, lowerGuess + 1n]) {
		if (j >= 0n && floorPhi(j) === n) return {index: j, pair: [n, n + j], lower: true};
	}
	const upperGuess = 2n * (n + 1n) - f - 1n;
	for (const j of [upperGuess, upperGuess - 1n, upperGuess + 1n]) {
		if (j >= 1n && floorPhi(j) + j === n) return {index: j, pair: [n - j, n], lower: false};
	}
	throw new Error(`wythoff: ${n} lies in no pair`);
}

/** Long numbers shortened for text. */
function num(n: bigint): string {
	const s = n.toString();
	return s.length <= 40 ? s : `${s.slice(0, 12)}…${s.slice(-12)} (${s.length} digits)`;
}

function winningTake(p: WythoffPosition): [bigint, bigint] | null {
	const [x, y] = p.heaps;
	const swap = x > y;
	const a = swap ? y : x;
	const b = swap ? x : y;
	const t = floorPhi(b - a);
	if (a === t) return null;
	if (a > t) return [a - t, a - t];
	const {pair, lower} = pairContaining(a);
	const target = lower ? pair[1] : pair[0];
	const take = b - target;
	return swap ? [take, 0n] : [0n, take];
}

// ---------------------------------------------------------------------------
// Grundy values by search: a table over 0..size−1 squared, built row by row.
// Each row, column and diagonal keeps a bitset of the values seen on it, so a
// cell's options are the union of three sets, and its mex the one mex over
// bits (values.ts) of that union: listing the options one by one would cost a
// heap's worth of steps a cell.

interface GrundyTable {
	readonly size: number;
	readonly cells: Uint16Array;
}

let table: GrundyTable | null = null;

function buildTable(size: number): GrundyTable {
	// A cell has at most x + y + min(x, y) options, so its value is below 3·size.
	const words = ((3 * size) >> 5) + 1;
	const rows = new Uint32Array(size * words);
	const cols = new Uint32Array(size * words);
	const diags = new Uint32Array((2 * size - 1) * words);
	const cells = new Uint16Array(size * size);
	for (let x = 0; x < size; x++) {
		const col = x * words;
		for (let y = 0; y < size; y++) {
			const row = y * words;
			const diag = (x - y + size - 1) * words;
			const value = mexOfBits(rows, row, cols, col, diags, diag);
			cells[x * size + y] = value;
			const w = value >>> 5;
			const mask = 1 << (value & 31);
			rows[row + w]! |= mask;
			cols[col + w]! |= mask;
			diags[diag + w]! |= mask;
		}
	}
	return {size, cells};
}

/** g(x, y) for x, y ≤ limits.wythoffGrundyBound; the table grows by doubling. */
export function wythoffGrundy(x: number, y: number): number {
	const need = Math.max(x, y) + 1;
	if (table === null || table.size < need) {
		const size = Math.min(limits.wythoffGrundyBound + 1, Math.max(need, table === null ? 64 : table.size * 2));
		table = buildTable(size);
	}
	return table.cells[x * table.size + y]!;
}

function withinBound(p: WythoffPosition): boolean {
	const bound = BigInt(limits.wythoffGrundyBound);
	return p.heaps[0] <= bound && p.heaps[1] <= bound;
}

function grundy(p: WythoffPosition): bigint | null {
	return withinBound(p) ? BigInt(wythoffGrundy(Number(p.heaps[0]), Number(p.heaps[1]))) : null;
}

function moveTakeReason(p: WythoffPosition, take: readonly [bigint, bigint], tense: Tense = 'present'): Reason {
	const [x, y] = p.heaps;
	const after = {x: num(x), y: num(y), x2: num(x - take[0]), y2: num(y - take[1])};
	const present = tense === 'present';
	if (take[0] > 0n && take[1] > 0n) return {key: present ? 'moveTakeBoth' : 'movedTakeBoth', values: {take: num(take[0]), ...after}};
	const heap = take[0] > 0n ? 1 : 2;
	return {key: present ? 'moveTakePair' : 'movedTakePair', values: {take: num(take[heap - 1]!), heap, ...after}};
}

const theory: Theory = {
	rule: 'With heaps a ≤ b and difference d = b − a, the player to move loses exactly when a = ⌊dφ⌋, φ = (1 + √5)/2: the losing pairs are (⌊kφ⌋, ⌊kφ⌋ + k). Otherwise a move reaches such a pair.',
	theorem: [
		"Wythoff's theorem. The lost positions are the pairs (a_k, b_k) with a_k = ⌊kφ⌋ and b_k = a_k + k = ⌊kφ²⌋. The sequences ⌊kφ⌋ and ⌊kφ²⌋ (k ≥ 1) are complementary Beatty sequences, since 1/φ + 1/φ² = 1: every positive integer lies in exactly one of them, and each difference k belongs to exactly one pair. A move from one heap changes one number of the pair and a move from both keeps the difference, so no move joins two pairs; and from any other position one move reaches a pair.",
		'The winning move from (a, b), a ≤ b: if a > ⌊dφ⌋, take a − ⌊dφ⌋ from both heaps (the difference stays d). Otherwise a belongs to exactly one pair: if a = a_j, lower b to b_j; if a = b_j, lower b to a_j.',
		`Exact arithmetic: ⌊kφ⌋ = (k + ⌊√(5k²)⌋) div 2 with an integer square root; a floating-point φ already errs at k = 102334155. Wythoff's Grundy values have no known closed form: they are found by search while both heaps are at most ${limits.wythoffGrundyBound}.`,
	],
	sources: 'W. A. Wythoff, "A modification of the game of Nim", Nieuw Archief voor Wiskunde 7 (1907); Winning Ways, ch. 3; OEIS A000201 and A001950.',
	example: 1,
};

/**
 * Misère Wythoff: the P-positions are (0, 1), (1, 0) and (2, 2), then the
 * normal-play pairs from (3, 5) on; (0, 0) is won (the opponent took the last
 * token) and (1, 2) is not a pair any more. Checked by brute force.
 */
const misereSmall: ReadonlyArray<readonly [bigint, bigint]> = [
	[0n, 1n],
	[1n, 0n],
	[2n, 2n],
];

function isMiserePair(x: bigint, y: bigint): boolean {
	if (misereSmall.some(([a, b]) => a === x && b === y)) return true;
	return (x < y ? x : y) >= 3n && isWythoffPair(x, y);
}

/** The take reaching (u, v) from (x, y) in one move, if any. */
function takeTo(x: bigint, y: bigint, u: bigint, v: bigint): [bigint, bigint] | null {
	if (u > x || v > y || (u === x && v === y)) return null;
	if (u === x || v === y || x - u === y - v) return [x - u, y - v];
	return null;
}

function misereTake(p: WythoffPosition): [bigint, bigint] | null {
	const [x, y] = p.heaps;
	if (isMiserePair(x, y)) return null;
	for (const [u, v] of misereSmall) {
		const take = takeTo(x, y, u, v);
		if (take !== null) return take;
	}
	// Otherwise the normal-play move, which then lands on a pair from (3, 5) on.
	return winningTake(p);
}

const misereTheory: MisereTheory<WythoffPosition, WythoffMove> = {
	outcome: p => (isMiserePair(p.heaps[0], p.heaps[1]) ? 'P' : 'N'),
	winningMove(p) {
		const take = misereTake(p);
		return take === null ? null : {take};
	},
	explain: p => englishLines(misereReasons(p)),
	reasons: p => misereReasons(p),
};

/** Why a misère position is won or lost, as data: the pairs, and the move that reaches one. */
function misereReasons(p: WythoffPosition): Reason[] {
	const [x, y] = p.heaps;
	const lines: Reason[] = [{key: 'wythoffMisereRule'}, {key: 'wythoffMiserePairs'}];
	if (x === 0n && y === 0n) {
		lines.push({key: 'wythoffMisereWon'});
		return lines;
	}
	const take = misereTake(p);
	if (take === null) lines.push({key: 'wythoffMisereLost', values: {x: num(x), y: num(y)}});
	else
		lines.push({
			key: 'wythoffMisereWin',
			values: {move: {key: 'capital', values: {text: moveTakeReason(p, take)}}, x2: num(x - take[0]), y2: num(y - take[1])},
		});
	return lines;
}

/** Wythoff pair k, as data: ⌊kφ⌋ and ⌊kφ⌋ + k. */
function pairReason(k: bigint): Reason {
	const [a, b] = wythoffPair(k);
	return {key: 'wythoffPair', values: {k: num(k), a: num(a), b: num(b)}};
}

/** The take as data, in the words of `describeTake` (capitalised, present tense). */
function takeReason(p: WythoffPosition, take: readonly [bigint, bigint]): Reason {
	const [x, y] = p.heaps;
	const after = {x: num(x), y: num(y), x2: num(x - take[0]), y2: num(y - take[1])};
	if (take[0] > 0n && take[1] > 0n) return {key: 'wythoffTakeBoth', values: {take: num(take[0]), ...after}};
	return take[0] > 0n
		? {key: 'wythoffTakeOne', values: {take: num(take[0]), heap: 1, ...after}}
		: {key: 'wythoffTakeOne', values: {take: num(take[1]), heap: 2, ...after}};
}

/** Why, as data: the pair of the heaps' difference, and how to reach a pair. */
function wythoffReasons(p: WythoffPosition): Reason[] {
	const [x, y] = p.heaps;
	if (x === 0n && y === 0n) return [{key: 'wythoffEmpty'}];
	const a = x <= y ? x : y;
	const b = x <= y ? y : x;
	const d = b - a;
	const t = floorPhi(d);
	const lines: Reason[] = [{key: 'wythoffPairs'}, {key: 'wythoffHere', values: {x: num(x), y: num(y), d: num(d), pair: pairReason(d)}}];
	if (a === t) {
		lines.push({key: 'wythoffIsPair', values: {d: num(d), t: num(t)}});
	} else if (a > t) {
		lines.push({key: 'wythoffAbove', values: {over: num(a - t), t: num(t), u: num(t + d)}});
	} else {
		const {index, pair, lower} = pairContaining(a);
		const target = lower ? pair[1] : pair[0];
		lines.push({key: 'wythoffBelow', values: {a: num(a), t: num(t), pair: pairReason(index)}});
		lines.push({key: 'wythoffComplete', values: {take: takeReason(p, winningTake(p)!), b: num(b), target: num(target)}});
	}
	const g = grundy(p);
	lines.push(g === null ? {key: 'wythoffGrundyUnknown', values: {bound: limits.wythoffGrundyBound}} : {key: 'wythoffGrundy', values: {value: g}});
	return lines;
}

export const wythoff: Game<WythoffPosition, WythoffMove> = {
	theory,
	id: 'wythoff',
	name: 'Wythoff',
	summary: 'two heaps; take from one, or the same from both',
	params: [],
	human: {key: 'heaps', kind: 'integers', count: 2, what: 'heap sizes', example: '3 5'},
	verb: {present: 'take', past: 'took'},
	family: {
		dimensions: 2,
		unit: 'heaps (a, b)',
		values: 'nimbers',
		member: (a, b) => ({heaps: [a.toString(), b.toString()]}),
		value: (a, b) => BigInt(wythoffGrundy(Number(a), Number(b))),
		beyond: (to, misere) => (!misere && to > BigInt(limits.wythoffGrundyBound) ? phrase('rule_wythoffTo', {limit: limits.wythoffGrundyBound, to}) : null),
		form: () => ({closedForm: {kind: 'golden-pairs'}}),
		misereForm: {closedForm: {kind: 'wythoff-misere'}},
	},
	rules: 'Two heaps of tokens. A move takes any number of tokens from one heap, or the same number from both heaps. Whoever takes the last token wins.',
	examples: [
		{label: 'A losing start: (3, 5)', position: {game: 'wythoff', heaps: [3, 5]}},
		{label: 'Take 2 from both: (5, 7)', position: {game: 'wythoff', heaps: [5, 7]}},
		{label: 'Equal heaps: (10, 10)', position: {game: 'wythoff', heaps: [10, 10]}},
		{label: 'Into pair (4, 7): (4, 12)', position: {game: 'wythoff', heaps: [4, 12]}},
		{label: 'Next to pair (8, 13): (9, 14)', position: {game: 'wythoff', heaps: [9, 14]}},
	],
	random(rng, size) {
		const top = 4 + size * 2;
		return {heaps: [BigInt(randInt(rng, 1, top)), BigInt(randInt(rng, 1, top))]};
	},
	parse(json, path) {
		expectKeys(json, path, ['game', 'heaps']);
		const heapsPath = join(path, 'heaps');
		const list = readArray(json['heaps'], heapsPath, Number.MAX_SAFE_INTEGER, 'two non-negative integers');
		if (list.length !== 2) throw inputError(heapsPath, {kind: 'game-rule', key: 'rule_twoHeaps', values: {count: list.length}});
		return {heaps: [readInt(list[0], join(heapsPath, 0)), readInt(list[1], join(heapsPath, 1))]};
	},
	toJSON: p => ({game: 'wythoff', heaps: [intToJson(p.heaps[0]), intToJson(p.heaps[1])]}),
	parseMove(json, p, path) {
		const o = expectObject(json, path);
		expectKeys(o, path, ['take']);
		const takePath = join(path, 'take');
		const raw = o['take'];
		if (!Array.isArray(raw) || raw.length !== 2) {
			throw inputError(
				takePath,
				{kind: 'wrong-type', expected: 'two non-negative integers [x, y] (k from one heap: [k, 0] or [0, k]; from both: [k, k])'},
				show(raw),
			);
		}
		const x = readInt(raw[0], join(takePath, 0));
		const y = readInt(raw[1], join(takePath, 1));
		if (x === 0n && y === 0n) throw illegal(path, phrase('move_atLeastOne'));
		if (x > 0n && y > 0n && x !== y) throw illegal(path, phrase('move_sameFromBoth'));
		if (x > p.heaps[0])
			throw illegal(
				path,
				phrase('move_hasOnly', {noun: 'heap', n: 1, count: num(p.heaps[0])}),
				phrase('move_hasOnlyAt', {noun: 'heap', index: 0, count: num(p.heaps[0])}),
			);
		if (y > p.heaps[1])
			throw illegal(
				path,
				phrase('move_hasOnly', {noun: 'heap', n: 2, count: num(p.heaps[1])}),
				phrase('move_hasOnlyAt', {noun: 'heap', index: 1, count: num(p.heaps[1])}),
			);
		return {take: [x, y]};
	},
	moveToJSON: m => ({take: [intToJson(m.take[0]), intToJson(m.take[1])]}),
	describeMove: (p, m, tense) => englishWords(moveTakeReason(p, m.take, tense)),
	moveReason: (p, m, tense) => moveTakeReason(p, m.take, tense),
	*moves(p) {
		const [x, y] = p.heaps;
		const top = x > y ? x : y;
		for (let k = 1n; k <= top; k++) {
			if (k <= x) yield {take: [k, 0n]};
			if (k <= y) yield {take: [0n, k]};
			if (k <= x && k <= y) yield {take: [k, k]};
		}
	},
	moveCount: p => p.heaps[0] + p.heaps[1] + (p.heaps[0] < p.heaps[1] ? p.heaps[0] : p.heaps[1]),
	apply: (p, m) => ({heaps: [p.heaps[0] - m.take[0], p.heaps[1] - m.take[1]]}),
	key: p => `wythoff:${p.heaps[0]},${p.heaps[1]}`,
	searchSize: p => (p.heaps[0] + 1n) * (p.heaps[1] + 1n),
	misereTheory,
	grundy,
	outcome: p => (isWythoffPair(p.heaps[0], p.heaps[1]) ? 'P' : 'N'),
	winningMove(p) {
		const take = winningTake(p);
		return take === null ? null : {take};
	},
	moveToGrundy(p, target) {
		const g = grundy(p);
		if (g === null) {
			if (target !== 0n) return null;
			const take = winningTake(p);
			return take === null ? null : {take};
		}
		if (target >= g) return null;
		const [x, y] = p.heaps;
		for (const m of wythoff.moves(p)) {
			if (BigInt(wythoffGrundy(Number(x - m.take[0]), Number(y - m.take[1]))) === target) return m;
		}
		return null;
	},
	explain: p => englishLines(wythoffReasons(p)),
	reasons: wythoffReasons,
	// For the course, the coach and the puzzles.
	concept: 'wythoff',
	partCount: nonEmptyHeaps,
	coach: {
		lost(before, after): CoachNote | null {
			const best = wythoff.winningMove(before);
			if (best === null) return {key: 'wythoffNotGolden', values: {pair: heapPairText(after.heaps)}};
			const pair = wythoff.apply(before, best).heaps;
			return isWythoffPair(pair[0], pair[1]) ? {key: 'wythoffWasGolden', values: {best: heapPairText(pair), pair: heapPairText(after.heaps)}} : null;
		},
		lostMisere: after => ({key: 'wythoffMisere', values: {pair: heapPairText(after.heaps)}}),
	},
};
