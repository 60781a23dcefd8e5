/**
 * Staircase: Georgia and Bob (POJ 1704). Chips stand on distinct cells
 * 1, 2, 3, ... of a strip. A move slides one chip to the left, to an empty
 * cell ≥ 1, without jumping over another chip. Whoever cannot move loses.
 *
 * Theory (staircase Nim). Sort the chips x_1 < ... < x_n and let the gaps be
 * d_1 = x_1 − 1 and d_i = x_i − x_{i−1} − 1 (the empty cells left of each
 * chip). Moving chip i by k lowers d_i by k and raises d_{i+1} by k. Pair the
 * chips from the right (x_n with x_{n−1}, ...; with an odd count the leftmost
 * chip pairs with the wall): the counted gaps d_n, d_{n−2}, ... are the gaps
 * inside the pairs. Every move changes exactly one counted gap, and each
 * counted gap can be lowered to any smaller size, so g = d_n XOR d_{n−2}
 * XOR ... (a widening of a counted gap, by moving a pair's left chip, is
 * answered by moving its right chip as far). Coordinates are big integers.
 * Sources: POJ 1704 (Georgia and Bob); the seed notes' staircase section;
 * Winning Ways (staircase Nim).
 */
import type {Game, Theory} from '../types.js';
import {randInt} from '../random.js';
import {expectKeys, expectObject, illegal, inputError, intToJson, join, readInt, readIntArray} from '../input.js';
import {limits} from '../limits.js';
import {phrase} from '../rule-words.js';
import {topBit} from '../bigint.js';
import {componentGame, componentSum} from '../components.js';
import {englishLines, englishWords, type Reason, type ReasonLine, type ReasonValue} from '../reasons.js';

export interface StaircasePosition {
	/** The chips' cells, ascending and distinct, each ≥ 1. */
	readonly chips: readonly bigint[];
}

export interface StaircaseMove {
	readonly from: bigint;
	readonly to: bigint;
}

/** The cell left of chip i that it may not reach: the previous chip, or the wall at 0. */
function floorOf(chips: readonly bigint[], i: number): bigint {
	return i === 0 ? 0n : chips[i - 1]!;
}

/** d_i: the empty cells between chip i and the chip (or wall) to its left. */
function gap(chips: readonly bigint[], i: number): bigint {
	return chips[i]! - floorOf(chips, i) - 1n;
}

/** The indices (0-based, sorted order) of the chips whose gap counts: the right chip of each pair. */
function countedIndices(n: number): number[] {
	const list: number[] = [];
	for (let i = n - 1; i >= 0; i -= 2) list.push(i);
	return list;
}

/** Index of the chip on `cell`, or −1. */
function chipIndex(chips: readonly bigint[], cell: bigint): number {
	let lo = 0;
	let hi = chips.length - 1;
	while (lo <= hi) {
		const mid = (lo + hi) >> 1;
		const c = chips[mid]!;
		if (c === cell) return mid;
		if (c < cell) lo = mid + 1;
		else hi = mid - 1;
	}
	return -1;
}

/**
 * Pair the chips from the right (the leftmost, if alone, with the wall): each
 * pair is a component, a Nim heap of the empty cells inside it. A move of a
 * pair's right chip shrinks its gap; a move of a left chip widens the gap of
 * the pair it closes, which the opponent can shrink back (reversible).
 */
const pairSum = componentSum<StaircasePosition, StaircaseMove>(
	{
		values: p => countedIndices(p.chips.length).map(i => gap(p.chips, i)),
		moveIn(p, j, target) {
			const i = countedIndices(p.chips.length)[j]!;
			const d = gap(p.chips, i);
			const from = p.chips[i]!;
			const to = from - (d - target);
			return to > floorOf(p.chips, i) && to < from ? {from, to} : null;
		},
		change(p, m) {
			const i = chipIndex(p.chips, m.from);
			const distance = m.from - m.to;
			const n = p.chips.length;
			// The right chip of a pair (counted from the right) shrinks its own gap; a left chip widens the gap to its right.
			if ((n - 1 - i) % 2 === 0) {
				const d = gap(p.chips, i);
				return d ^ (d - distance);
			}
			const d = gap(p.chips, i + 1);
			return d ^ (d + distance);
		},
		// The pairs are listed from the right.
	},
	{apply: (p, m) => staircase.apply(p, m)},
);

function value(p: StaircasePosition): bigint {
	return pairSum.total(p);
}

function moveToValue(p: StaircasePosition, target: bigint): StaircaseMove | null {
	return pairSum.moveToGrundy(p, target);
}

const maxTablePairs = 10;

function explainStaircase(p: StaircasePosition): string[] {
	return englishLines(staircaseReasons(p));
}

/** A pair's label as data: its two chips, the leftmost chip's partner the wall. */
function pairReason(chips: readonly bigint[], i: number): Reason {
	return i === 0 ? {key: 'stairWallPair', values: {chip: chips[0]!}} : {key: 'stairPair', values: {left: chips[i - 1]!, right: chips[i]!}};
}

/** Why, as data: the chips in pairs from the right, each pair's gap a Nim heap. */
function staircaseReasons(p: StaircasePosition): ReasonLine[] {
	const {chips} = p;
	const n = chips.length;
	const counted = countedIndices(n);
	const g = value(p);
	const lines: ReasonLine[] = [];
	if (n === 1) lines.push({key: 'stairOne'});
	else if (n % 2 === 1) lines.push({key: 'stairOdd', values: {n}});
	else if (n === 2) lines.push({key: 'stairEvenTwo', values: {n}});
	else {
		const pairs = counted.slice(0, 4).map(i => ({key: 'stairPair' as const, values: {left: chips[i - 1]!, right: chips[i]!}}));
		lines.push({key: 'stairEven', values: {n, pairs, more: {key: counted.length > 4 ? 'listMore' : 'nothingMore'}}});
	}
	if (n > 1) lines.push({key: 'stairGaps'});
	const gaps = counted.map(i => gap(chips, i));
	const move = g === 0n ? null : moveToValue(p, 0n);
	if (counted.length <= maxTablePairs) {
		const mark = move === null ? null : counted.indexOf(chipIndex(chips, move.from));
		lines.push({table: {labels: counted.map(i => ({key: 'stairGapLabel', values: {pair: pairReason(chips, i)}})), values: gaps, mark, decimal: true}});
	} else {
		lines.push({key: 'stairXor', values: {count: counted.length, sum: g}});
	}
	if (move === null) {
		lines.push({key: 'stairZero'});
		return lines;
	}
	const i = chipIndex(chips, move.from);
	const d = gap(chips, i);
	const left: ReasonValue = i === 0 ? {key: 'stairWall'} : `${chips[i - 1]}`;
	lines.push({key: 'stairMove', values: {sum: g, left, from: move.from, bit: topBit(g), gap: d, target: d ^ g}});
	lines.push({key: 'stairMoveChip', values: {from: move.from, to: move.to, gap: d, target: d ^ g}});
	return lines;
}

/** The number of positions below: at most C(x_n, n) (n chips on distinct cells 1..x_n), capped. */
function estimateSize(chips: readonly bigint[]): bigint {
	const cap = 1n << 40n;
	const n = BigInt(chips.length);
	const top = chips[chips.length - 1] ?? 0n;
	const free = top - n;
	// C(free + n, n) = C(free + n, k) with k the smaller of the two, as a running product of exact quotients.
	const [k, other] = free < n ? [free, n] : [n, free];
	let size = 1n;
	for (let j = 1n; j <= k; j++) {
		size = (size * (other + j)) / j;
		if (size > cap) return cap;
	}
	return size;
}

const theory: Theory = {
	rule: "Sort the chips and count the empty cells left of each (its gap). Pair the chips from the right; the player to move loses exactly when the XOR of the gaps inside the pairs (each pair's right chip's gap) is 0.",
	theorem: [
		"Staircase Nim. Sliding a chip k cells left shrinks its own gap by k and widens the next chip's gap by k. The counted gaps d_n, d_(n−2), … (the right chip of each pair, pairing from the right; with an odd number of chips the leftmost pairs with the wall) are Nim heaps: moving a pair's right chip lowers one of them like a Nim take, and moving a pair's left chip only widens a counted gap, which the opponent undoes by moving that pair's right chip as far. The other gaps never matter.",
		"So the position is worth the XOR of the counted gaps (Bouton's rule), and a winning move slides the right chip of a pair to lower its gap to gap XOR total.",
	],
	sources: 'POJ 1704, Georgia and Bob; Winning Ways (staircase Nim).',
};

export const staircase: Game<StaircasePosition, StaircaseMove> = {
	theory,
	id: 'staircase',
	name: 'Staircase',
	summary: 'chips slide left; chip pairs play as Nim heaps',
	params: [],
	human: {key: 'chips', kind: 'integers', what: 'cells the chips stand on', example: '1 4 7'},
	verb: {present: 'move', past: 'moved'},
	rules:
		'Chips stand on distinct cells 1, 2, 3, ... of a strip. A move slides one chip to the left, to an empty cell, without jumping over another chip. Whoever cannot move loses.',
	examples: [
		{label: 'Eight chips: 1 5 6 7 9 12 14 17 (the first player wins)', position: {game: 'staircase', chips: [1, 5, 6, 7, 9, 12, 14, 17]}},
		{label: 'Chips at 1 2 3: a losing start', position: {game: 'staircase', chips: [1, 2, 3]}},
		{label: 'One chip: a Nim heap of 7', position: {game: 'staircase', chips: [8]}},
		{label: 'Two pairs with equal gaps: a losing start', position: {game: 'staircase', chips: [2, 6, 11, 15]}},
		{label: 'Unsorted input: 12 4 9', position: {game: 'staircase', chips: [12, 4, 9]}},
	],
	random(rng, size) {
		const s = Math.max(1, Math.min(size, 10));
		const cells = Math.min(38, 10 + 3 * s);
		const count = randInt(rng, 2, Math.min(3 + Math.ceil(s / 2), 8));
		const chosen = new Set<number>();
		while (chosen.size < count) chosen.add(randInt(rng, 1, cells));
		return {chips: [...chosen].sort((a, b) => a - b).map(BigInt)};
	},
	parse(json, path) {
		expectKeys(json, path, ['game', 'chips']);
		const chipsPath = join(path, 'chips');
		const chips = readIntArray(json['chips'], chipsPath, limits.maxHeaps, 1n);
		if (chips.length === 0) throw inputError(chipsPath, {kind: 'empty', unit: 'chip'});
		const order = chips.map((_, i) => i).sort((a, b) => (chips[a]! < chips[b]! ? -1 : chips[a]! > chips[b]! ? 1 : a - b));
		for (let j = 1; j < order.length; j++) {
			const a = order[j - 1]!;
			const b = order[j]!;
			if (chips[a] === chips[b]) {
				throw inputError(
					join(chipsPath, b),
					{kind: 'game-rule', key: 'rule_chipsDistinct', values: {cell: chips[a]!, chip: a + 1}},
					undefined,
					`${join(chipsPath, a)} and ${join(chipsPath, b)} are both on cell ${chips[a]}; chips must be on distinct cells`,
				);
			}
		}
		return {chips: order.map(i => chips[i]!)};
	},
	toJSON: p => ({game: 'staircase', chips: p.chips.map(intToJson)}),
	parseMove(json, p, path) {
		const o = expectObject(json, path);
		expectKeys(o, path, ['from', 'to']);
		const from = readInt(o['from'], join(path, 'from'), 1n);
		const to = readInt(o['to'], join(path, 'to'), 1n);
		const i = chipIndex(p.chips, from);
		if (i < 0) throw illegal(path, phrase('move_noChip', {cell: from}));
		if (to >= from) throw illegal(path, phrase('move_chipLeft', {to, from}));
		const floor = floorOf(p.chips, i);
		if (to === floor) throw illegal(path, phrase('move_cellTaken', {cell: to}));
		if (to < floor) throw illegal(path, phrase('move_cannotPass', {from, floor}));
		return {from, to};
	},
	moveToJSON: m => ({from: intToJson(m.from), to: intToJson(m.to)}),
	describeMove: (p, m, tense) => englishWords(staircase.moveReason!(p, m, tense)),
	moveReason: (_p, m, tense = 'present') => ({key: tense === 'present' ? 'moveChip' : 'movedChip', values: {from: m.from, to: m.to}}),
	*moves(p) {
		for (let i = 0; i < p.chips.length; i++) {
			const from = p.chips[i]!;
			const floor = floorOf(p.chips, i);
			for (let to = from - 1n; to > floor; to--) yield {from, to};
		}
	},
	moveCount: p => p.chips[p.chips.length - 1]! - BigInt(p.chips.length),
	apply(p, m) {
		const chips = p.chips.slice();
		chips[chipIndex(p.chips, m.from)] = m.to;
		return {chips};
	},
	key: p => `staircase:${p.chips.join(',')}`,
	searchSize: p => estimateSize(p.chips),
	...componentGame(pairSum),
	explain: explainStaircase,
	reasons: staircaseReasons,
	// For the course, the coach and the puzzles.
	concept: 'staircase',
	partCount: p => p.chips.length,
	coach: {
		lost(_before, after) {
			const total = staircase.grundy(after);
			return total === null ? null : {key: 'staircaseLost', values: {sum: total}};
		},
	},
};
