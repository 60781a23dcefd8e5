/**
 * Values from the rules, written once for every family that tabulates
 * (subtraction games, take-and-break, graphs, take-away, Wythoff's small
 * values): the mex, a table built from each position's options, and the
 * period of a table with its proof.
 *
 * - The mex (the least non-negative integer not among the options' values)
 *   reads a set of values held as bits, 32 a word: one scan for the first
 *   clear bit, whether the set is the options of one position (`Marks`,
 *   cleared between positions) or the union of sets kept along the way
 *   (Wythoff's rows, columns and diagonals). Nothing is allocated per value.
 * - `tabulate` gives each position the mex of the values its options mark.
 * - `findPeriod` finds the least period, from its least start, that a table
 *   proves, and says how: Golomb's repeated window for a subtraction set
 *   (each value depends on the m = max(S) before it, so a window of m values
 *   that repeats repeats for ever), or the octal periodicity theorem for
 *   take-and-break (G(n + p) = G(n) for e ≤ n ≤ 2e + p + t, t the largest
 *   take, holds for every n ≥ e). Closed forms are stated, not found.
 * Sources: Winning Ways ch. 4; S. W. Golomb (1966); the theory sheet.
 */

/**
 * The mex of the union of three sets of bits (bit v of word v >> 5 from each
 * set's offset; give one set three times for that set alone): the least value
 * whose bit is clear in all three. A clear bit must lie within the words.
 */
export function mexOfBits(a: Uint32Array, ai: number, b: Uint32Array, bi: number, c: Uint32Array, ci: number): number {
	let w = 0;
	let free = ~(a[ai]! | b[bi]! | c[ci]!);
	while (free === 0) {
		w++;
		free = ~(a[ai + w]! | b[bi + w]! | c[ci + w]!);
	}
	return (w << 5) + 31 - Math.clz32(free & -free);
}

/** The values of one position's options, as bits: marked one by one, then their mex; reused from position to position. */
export class Marks {
	/** Bit v of word v >> 5 is set when v is marked; always a clear word past the last one used. */
	bits = new Uint32Array(4);
	/** Words that may hold a set bit: 0 .. used − 1. */
	private used = 0;

	mark(v: number): void {
		const w = v >>> 5;
		if (w >= this.used) {
			if (w + 1 >= this.bits.length) this.grow(w + 2);
			this.used = w + 1;
		}
		this.bits[w]! |= 1 << (v & 31);
	}

	/**
	 * Room for every value below `top`, returned as the bits to set directly
	 * (bit v of word v >> 5): the same as `mark` for each value, for loops
	 * that mark millions of values known to stay below `top`.
	 */
	reserve(top: number): Uint32Array {
		const words = (top + 31) >>> 5;
		if (words + 1 >= this.bits.length) this.grow(words + 2);
		if (words > this.used) this.used = words;
		return this.bits;
	}

	/** The least value not marked. */
	mex(): number {
		return mexOfBits(this.bits, 0, this.bits, 0, this.bits, 0);
	}

	/** The least value neither marked nor in `also` (bits as `bits`, at least as many words). */
	mexBeside(also: Uint32Array): number {
		return mexOfBits(this.bits, 0, also, 0, this.bits, 0);
	}

	clear(): void {
		const {bits, used} = this;
		// Most positions use a word or two: a loop is cheaper than fill's call.
		if (used <= 8) for (let w = 0; w < used; w++) bits[w] = 0;
		else bits.fill(0, 0, used);
		this.used = 0;
	}

	private grow(words: number): void {
		let size = this.bits.length;
		while (size < words) size *= 2;
		const bigger = new Uint32Array(size);
		bigger.set(this.bits);
		this.bits = bigger;
	}
}

/** Marks for one position at a time, shared: no table's options call back into another table. */
const shared = new Marks();

/**
 * The mex of a list of values (a search's options): values at or past the
 * list's length cannot be the least missing one, so they are not marked.
 */
export function mex(values: readonly bigint[]): bigint {
	const count = BigInt(values.length);
	for (const v of values) if (v < count) shared.mark(Number(v));
	const least = shared.mex();
	shared.clear();
	return BigInt(least);
}

/** Marks the values of the options of position `at` (values of positions tabulated before it). */
export type Options = (at: number, marks: Marks) => void;

export interface TabulateOrder {
	/** The positions in the order they are valued, each after its options: step i values position order[i] (not cumulative). @default i */
	readonly order?: ArrayLike<number>;
	/** Each position's options include the previous one's (raising a cap adds options): the marks are kept from one to the next. @default false */
	readonly cumulative?: boolean;
	/** The marks to use (a table that grows keeps its own). @default shared ones */
	readonly marks?: Marks;
}

/**
 * Values from options, for steps from `from` to `to` − 1: the position of each
 * step gets the mex of the values its options mark, written to `values`.
 */
export function tabulate(values: {[at: number]: number}, from: number, to: number, options: Options, how: TabulateOrder = {}): void {
	const {order, cumulative = false, marks = shared} = how;
	marks.clear();
	if (order !== undefined) {
		for (let i = from; i < to; i++) {
			const at = order[i]!;
			options(at, marks);
			values[at] = marks.mex();
			marks.clear();
		}
	} else {
		for (let at = from; at < to; at++) {
			options(at, marks);
			values[at] = marks.mex();
			if (!cumulative) marks.clear();
		}
	}
	marks.clear();
}

// ---------------------------------------------------------------------------
// Periods.

/** The values n with g(n + period) = g(n) that were checked, from `from` to `to` inclusive. */
export interface Window {
	readonly from: number;
	readonly to: number;
}

/**
 * A closed form as data: a formula, written as it is ("G(n) = n mod 4"), or a
 * known theorem's statement by its kind and numbers. family.ts words it in
 * English; every other language words it at the surface.
 */
export type ClosedForm =
	| {readonly kind: 'formula'; readonly formula: string}
	/** Every head is worth 1 (the coins rule single). */
	| {readonly kind: 'every-head-one'}
	/** 1 when n is a multiple of k, else 0 (k consecutive coins). */
	| {readonly kind: 'multiple-of'; readonly k: number}
	/** The odious numbers in order (Mock Turtles). */
	| {readonly kind: 'odious'}
	/** The largest power of 2 dividing n (the ruler game). */
	| {readonly kind: 'largest-power-of-2'}
	/** The nim product x ⊗ y (Corners). */
	| {readonly kind: 'nim-product'}
	/** Wythoff's P-positions (⌊kφ⌋, ⌊kφ²⌋) and their mirrors. */
	| {readonly kind: 'golden-pairs'}
	/** Misère Wythoff's P-positions: (0, 1), (1, 0), (2, 2), then the normal-play pairs. */
	| {readonly kind: 'wythoff-misere'}
	/** Sibert–Conway's misère Kayles: the lone rows lost. */
	| {readonly kind: 'sibert-conway'}
	/** Fibonacci Nim's P-positions, of a fresh heap (`last` null) or after a take of `last`. */
	| {readonly kind: 'zeckendorf'; readonly last: bigint | null}
	/** The k-times game's P-positions, of a fresh heap (`last` null) or after a take of `last`. */
	| {readonly kind: 'k-times'; readonly k: bigint; readonly last: bigint | null};

/** How a period is known. */
export type PeriodProof =
	/** A formula for every value (n mod 4, ...): the period is read off it. */
	| {readonly kind: 'closed-form'; readonly form: ClosedForm}
	/** Golomb: each value depends on the `memory` values before it (max(S)), and the window of that many values from e repeats p later. */
	| {readonly kind: 'golomb'; readonly memory: number; readonly window: Window}
	/** The octal periodicity theorem with largest take `take`: the window is e ≤ n ≤ 2e + p + t. */
	| {readonly kind: 'octal'; readonly take: number; readonly window: Window};

/** g(n + period) = g(n) for every n ≥ start; the period least, the start least for it. */
export interface Period {
	readonly start: number;
	readonly period: number;
	readonly proof: PeriodProof;
}

/** Which theorem proves a period of a table: Golomb's with the values' memory (max(S)), or the octal one with the largest take. */
export type PeriodRule = {readonly kind: 'golomb'; readonly memory: number} | {readonly kind: 'octal'; readonly take: number};

const B = 0x01000193;

/**
 * The least period p, and its least start e, that the first `length` values
 * prove by the rule, or null when they prove none.
 *
 * For a period p that holds from e on, the values past e repeat, so the last
 * `w` values recur p earlier (w = the memory for Golomb, t + 1 for the octal
 * theorem: both proofs need that much of the periodic part in the table).
 * The candidates p are the distances at which they recur, found by a rolling
 * hash in one pass from the end, smallest first. For each, e is one past the
 * last n with g(n + p) ≠ g(n), scanning down from the end (so e is least for
 * p, and a hash collision just fails), and the rule says whether the values
 * checked prove it. The least true period recurs and is proven whenever any
 * period is (a multiple of it has the same start and needs more values), and
 * nothing that is not a period can be proven: the first candidate proven is
 * the answer.
 */
export function findPeriod(values: ArrayLike<number>, length: number, rule: PeriodRule): Period | null {
	const golomb = rule.kind === 'golomb';
	const w = golomb ? rule.memory : rule.take + 1;
	// The largest p the rule can prove with e = 0: Golomb needs e + p + m ≤ length, the octal theorem 2e + 2p + t ≤ length − 1.
	const most = golomb ? length - w : Math.floor((length - 1 - rule.take) / 2);
	if (w < 1 || most < 1) return null;
	// Hashes of windows of w values: h(i) = Σ g(i + j)·B^j over j < w, rolled from the end down.
	let top = 1; // B^(w − 1)
	for (let j = 1; j < w; j++) top = Math.imul(top, B);
	const last = length - w;
	let target = 0;
	for (let j = w - 1; j >= 0; j--) target = (Math.imul(target, B) + values[last + j]! + 1) | 0;
	let hash = target;
	for (let p = 1; p <= most; p++) {
		const i = last - p;
		// Drop g(i + w), bring in g(i).
		hash = (Math.imul((hash - Math.imul(values[i + w]! + 1, top)) | 0, B) + values[i]! + 1) | 0;
		if (hash !== target) continue;
		let n = length - 1 - p;
		while (n >= 0 && values[n + p] === values[n]) n--;
		const e = n + 1;
		if (golomb) {
			if (e + p + w <= length) return {start: e, period: p, proof: {kind: 'golomb', memory: w, window: {from: e, to: e + w - 1}}};
		} else if (2 * e + 2 * p + rule.take <= length - 1) {
			return {start: e, period: p, proof: {kind: 'octal', take: rule.take, window: {from: e, to: 2 * e + p + rule.take}}};
		}
	}
	return null;
}
