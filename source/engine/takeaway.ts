/**
 * Dynamic take-away with a multiplier (written once for the Fibonacci game
 * and the k-times game): one heap of n. The first move takes 1..n−1; after a
 * take of L the next move takes 1..min(rest, k·L). Fibonacci is k = 2
 * (HDU 2516), the general game is HDU 2486.
 *
 * Theory (checked by brute force for k = 1..5 and every cap):
 * - Build a_0 = 1, b_0 = 1; a_{i+1} = b_i + 1; b_{i+1} = a_{i+1} + b_t with t
 *   the largest index such that a_t·k < a_{i+1} (b_{i+1} = a_{i+1} when there
 *   is none). b_i is the largest number whose greedy sum has a_i as its top
 *   part, and each part of a greedy sum is more than k times the next one.
 *   k = 1 gives the powers of two, k = 2 the Fibonacci numbers (Zeckendorf).
 * - Write n greedily as a sum of terms (largest first); z = the smallest part.
 *   The player to move wins iff z ≤ the cap (n − 1 on the first move, k·L
 *   after), and the smallest winning take is exactly z: what remains has a
 *   smallest part above k·z, out of the opponent's reach.
 * - Grundy values have no closed form: they are found by search over
 *   (heap, cap) states while the heap is at most `limits.takeawayGrundyBound`.
 *
 * The sequence grows like e^(i/k): a_i = i + 1 up to k + 1, then about
 * k·ln(n/(k+1)) more terms are needed to reach n (about 3·10^6 for k = 10^5
 * and n = 10^18). It is cached per k in typed arrays: floats below 2^53,
 * pairs of floats below 2^104 (both exact), big integers beyond. Inputs whose
 * sequence would exceed `limits.ktimesMaxTerms` (a term longer than 64 bits
 * counting once per 64-bit word) are refused up front, by an estimate, and
 * the build itself stops there too.
 * Sources: HDU 2516, HDU 2486 (the sequence and the greedy rule); Zeckendorf
 * (1972); Whinihan, "Fibonacci Nim" (Fibonacci Quarterly, 1963).
 */
import type {LimitError, Example, Family1, Game, JsonObject, Param, Rng} from './types.js';
import {expectKeys, expectObject, illegal, intToJson, join, limitError, readInt} from './input.js';
import {bitLength} from './bigint.js';
import {english, phrase} from './rule-words.js';
import {limits} from './limits.js';
import {randInt} from './random.js';
import {tabulate, type ClosedForm, type Options} from './values.js';
import {englishLines, englishWords, type Reason, type ReasonValue} from './reasons.js';

const SAFE = Number.MAX_SAFE_INTEGER;
const SAFE_BIG = BigInt(SAFE);

/** log2 of n ≥ 1, to a few significant digits (for estimates only). */
function log2Big(n: bigint): number {
	if (n <= SAFE_BIG) return Math.log2(Number(n));
	const shift = bitLength(n) - 53;
	return Math.log2(Number(n >> BigInt(shift))) + shift;
}

/** The previous move's take, part of a Fibonacci or k-times position (not of the game, so not on the setup screen). */
export const lastTakeParam: Param = {
	key: 'last',
	flag: 'last',
	type: 'integer',
	min: 1n,
	description: "the previous move's take (none at the start)",
	label: 'Last take',
	placeholder: 'none',
	setup: false,
};

/**
 * Estimated storage (terms, a term counting once per 64-bit word) of the
 * sequence for k up to its largest term ≤ n, for n > k + 1: k + 1 terms of
 * one word, then the terms grow by a factor e^(1/k) each.
 */
export function estimateSequenceWords(k: bigint, n: bigint): number {
	if (n <= k + 1n) return 0;
	// The terms 1..k+1 alone are more than any limit.
	if (k >= SAFE_BIG) return Number.POSITIVE_INFINITY;
	const kn = Number(k);
	let words = kn + 1;
	const fromBits = Math.log2(kn + 1);
	const toBits = log2Big(n);
	// Terms with bit length in (64(w−1), 64w] take w words each.
	for (let w = 1; 64 * (w - 1) < toBits; w++) {
		const lo = Math.max(fromBits, 64 * (w - 1));
		const hi = Math.min(toBits, 64 * w);
		if (hi > lo) words += w * (hi - lo) * Math.LN2 * kn;
		if (words > 1e15) break;
	}
	return Math.ceil(words);
}

function refuse(k: bigint, n: bigint, words: number, path: string): LimitError {
	const about = !Number.isFinite(words)
		? phrase('rule_moreThan', {n: shortNumber(k)})
		: phrase('rule_about', {n: words <= 1e12 ? Math.round(words) : words.toExponential(1).replace('e+', '·10^')});
	const need = phrase('rule_ktimesNeed', {k: shortNumber(k), heap: shortNumber(n), about, limit: limits.ktimesMaxTerms});
	return limitError(path, {kind: 'game-rule', key: 'rule_ktimesBound', values: {need}}, `${path}: ${english(need)}`);
}

const D = 2 ** 52;
const HALF = 2 ** 26;
const D_BIG = 1n << 52n;
/** 2^104: the end of the pair tier. */
const PAIR_END = 1n << 104n;

/**
 * x·k < a for x = xh·2^52 + xl and a = ah·2^52 + al (pairs of floats, all
 * parts below 2^52), exactly: for k below 2^26 every partial product and sum
 * stays below 2^53; a larger k is compared in big integers.
 */
function pairTimesBelow(xh: number, xl: number, k: number, ah: number, al: number): boolean {
	if (k >= HALF) return (BigInt(xh) * D_BIG + BigInt(xl)) * BigInt(k) < BigInt(ah) * D_BIG + BigInt(al);
	const high = xh * k;
	if (high >= D) return false; // x·k ≥ 2^104 > a
	const u = Math.floor(xl / HALF);
	const mid = u * k;
	const low = (xl - u * HALF) * k;
	const midHi = Math.floor(mid / HALF);
	let lo = (mid - midHi * HALF) * HALF + low;
	let hi = high + midHi;
	if (lo >= D) {
		lo -= D;
		hi += 1;
	}
	return hi < ah || (hi === ah && lo < al);
}

/**
 * The HDU 2486 sequence for one k, built on demand and kept, in three tiers:
 * floats below 2^53, pairs of floats (hi·2^52 + lo) below 2^104, big
 * integers beyond. The first two tiers are built with exact float arithmetic.
 */
class TakeawaySequence {
	readonly k: number;
	readonly kBig: bigint;
	/** Terms below 2^53. */
	private small = new Float64Array(256);
	private smallCount = 1;
	/** Terms in [2^53, 2^104) as pairs. */
	private pairHi = new Float64Array(0);
	private pairLo = new Float64Array(0);
	private pairCount = 0;
	/** Terms from 2^104 on. */
	private readonly big: bigint[] = [];
	/** b of the last term. */
	private lastB = 1n;
	/** The largest index t with a_t·k < the last term (0 also when there is none). */
	private t = 0;
	/** Storage used, in 64-bit words (a term counts once per word of its value). */
	words = 1;

	constructor(k: number) {
		this.k = k;
		this.kBig = BigInt(k);
		this.small[0] = 1;
	}

	get count(): number {
		return this.smallCount + this.pairCount + this.big.length;
	}

	term(i: number): bigint {
		if (i < this.smallCount) return BigInt(this.small[i]!);
		const j = i - this.smallCount;
		if (j < this.pairCount) return BigInt(this.pairHi[j]!) * D_BIG + BigInt(this.pairLo[j]!);
		return this.big[j - this.pairCount]!;
	}

	/** Terms up to and including the largest ≤ n are built (throws LimitError past the limit). */
	ensure(n: bigint, path: string): void {
		if (this.lastB >= n) return;
		if (this.lastB < SAFE_BIG) this.buildSmall(n, path);
		if (this.lastB < n && this.lastB < PAIR_END - 1n) this.buildPairs(n, path);
		if (this.lastB < n) this.buildBig(n, path);
	}

	private buildSmall(n: bigint, path: string): void {
		const k = this.k;
		const maxWords = limits.ktimesMaxTerms;
		const top = n < SAFE_BIG ? Number(n) : SAFE;
		// Reserve the float terms at once (the estimate is within a few per cent).
		this.small = grown(this.small, this.smallCount, Math.min(maxWords + 1, Math.ceil(estimateSequenceWords(this.kBig, BigInt(top)) * 1.05) + 256));
		let b = Number(this.lastB);
		let overflow: bigint | null = null;
		while (b < top && overflow === null) {
			if (this.words >= maxWords) throw refuse(this.kBig, n, this.words + 1, path);
			if (this.smallCount === this.small.length)
				this.small = grown(this.small, this.smallCount, Math.min(Math.ceil(this.smallCount * 1.25) + 256, maxWords + 1));
			// A tight loop over locals.
			const small = this.small;
			const capacity = small.length;
			let c = this.smallCount;
			let t = this.t;
			let words = this.words;
			while (b < top && c < capacity && words < maxWords) {
				const a = b + 1;
				while (t + 1 < c && small[t + 1]! * k < a) t++;
				let next = a;
				if (small[t]! * k < a) {
					const bt = t + 1 < c ? small[t + 1]! - 1 : b;
					next = a + bt;
					// A float sum above 2^53 − 1 means the exact sum is too: redo it exactly.
					if (next > SAFE) overflow = BigInt(a) + BigInt(bt);
				}
				small[c++] = a;
				words++;
				if (overflow !== null) break;
				b = next;
			}
			this.smallCount = c;
			this.t = t;
			this.words = words;
		}
		this.lastB = overflow ?? BigInt(b);
	}

	private buildPairs(n: bigint, path: string): void {
		const k = this.k;
		const maxWords = limits.ktimesMaxTerms;
		const sc = this.smallCount;
		const small = this.small;
		// The last b as a pair.
		let bh = Number(this.lastB / D_BIG);
		let bl = Number(this.lastB % D_BIG);
		const nTop = n < PAIR_END ? n : PAIR_END - 1n;
		const nh = Number(nTop / D_BIG);
		const nl = Number(nTop % D_BIG);
		let overflow: bigint | null = null;
		// Reserve the pair terms at once: about k·ln(top/2^53) of them.
		const reserve = Math.min(
			maxWords + 1,
			this.pairCount + Math.ceil(this.k * Math.LN2 * Math.max(0, log2Big(nTop) - log2Big(this.lastB > SAFE_BIG ? this.lastB : SAFE_BIG)) * 1.05) + 1024,
		);
		this.pairHi = grown(this.pairHi, this.pairCount, reserve);
		this.pairLo = grown(this.pairLo, this.pairCount, reserve);
		while ((bh < nh || (bh === nh && bl < nl)) && overflow === null) {
			if (this.pairCount === this.pairHi.length) {
				const capacity = Math.min(Math.ceil(this.pairCount * 1.25) + 1024, maxWords + 1);
				this.pairHi = grown(this.pairHi, this.pairCount, capacity);
				this.pairLo = grown(this.pairLo, this.pairCount, capacity);
			}
			const hiArr = this.pairHi;
			const loArr = this.pairLo;
			const capacity = hiArr.length;
			let c = this.pairCount;
			let t = this.t;
			let words = this.words;
			while ((bh < nh || (bh === nh && bl < nl)) && c < capacity) {
				// a = b + 1.
				let ah = bh;
				let al = bl + 1;
				if (al === D) {
					al = 0;
					ah++;
				}
				const termWords = ah < 4096 ? 1 : 2; // below 2^64: one word
				if (words + termWords > maxWords) {
					this.pairCount = c;
					this.t = t;
					this.words = words;
					throw refuse(this.kBig, n, words + termWords, path);
				}
				// Advance t while a_{t+1}·k < a.
				for (;;) {
					const j = t + 1;
					const count = sc + c;
					if (j >= count) break;
					let less: boolean;
					if (j < sc) {
						const x = small[j]!;
						const xh = Math.floor(x / D);
						less = pairTimesBelow(xh, x - xh * D, k, ah, al);
					} else {
						less = pairTimesBelow(hiArr[j - sc]!, loArr[j - sc]!, k, ah, al);
					}
					if (!less) break;
					t = j;
				}
				// b' = a + b_t, b_t = a_{t+1} − 1 (or the last b when t is the last index); k < a always here.
				let th: number;
				let tl: number;
				const j = t + 1;
				if (j < sc) {
					const x = small[j]! - 1;
					th = Math.floor(x / D);
					tl = x - th * D;
				} else if (j < sc + c) {
					th = hiArr[j - sc]!;
					tl = loArr[j - sc]! - 1;
					if (tl < 0) {
						tl += D;
						th--;
					}
				} else {
					th = bh;
					tl = bl;
				}
				let nextH = ah + th;
				let nextL = al + tl;
				if (nextL >= D) {
					nextL -= D;
					nextH++;
				}
				hiArr[c] = ah;
				loArr[c] = al;
				c++;
				words += termWords;
				if (nextH >= D) {
					// b' ≥ 2^104: on to big integers.
					overflow = BigInt(nextH) * D_BIG + BigInt(nextL);
					break;
				}
				bh = nextH;
				bl = nextL;
			}
			this.pairCount = c;
			this.t = t;
			this.words = words;
		}
		this.lastB = overflow ?? BigInt(bh) * D_BIG + BigInt(bl);
	}

	private buildBig(n: bigint, path: string): void {
		const maxWords = limits.ktimesMaxTerms;
		let b = this.lastB;
		let wordLimit = 1n << 64n;
		let termWords = 1;
		while (b < n) {
			const a = b + 1n;
			while (a >= wordLimit) {
				wordLimit <<= 64n;
				termWords++;
			}
			if (this.words + termWords > maxWords) throw refuse(this.kBig, n, this.words + termWords, path);
			const c = this.count;
			let t = this.t;
			while (t + 1 < c && this.term(t + 1) * this.kBig < a) t++;
			this.t = t;
			const next = a + (t + 1 < c ? this.term(t + 1) - 1n : b);
			this.big.push(a);
			this.words += termWords;
			this.lastB = next;
			b = next;
		}
	}

	/** The largest index i ≤ hi with a_i ≤ r (r ≥ 1). */
	indexAtMost(r: bigint, hi: number): number {
		let lo = 0;
		let top = hi;
		while (lo < top) {
			const mid = (lo + top + 1) >> 1;
			if (this.term(mid) <= r) lo = mid;
			else top = mid - 1;
		}
		return lo;
	}

	/** The first terms, for display. */
	prefix(count: number): bigint[] {
		const out: bigint[] = [];
		for (let i = 0; i < Math.min(count, this.count); i++) out.push(this.term(i));
		return out;
	}
}

/** A copy of the first `used` entries in an array of the given capacity (or the array itself). */
function grown(array: Float64Array<ArrayBuffer>, used: number, capacity: number): Float64Array<ArrayBuffer> {
	if (capacity <= array.length) return array;
	const next = new Float64Array(capacity);
	next.set(array.subarray(0, used));
	return next;
}

const cache = new Map<number, TakeawaySequence>();

function sequenceFor(k: number): TakeawaySequence {
	let seq = cache.get(k);
	if (seq !== undefined) {
		// Most recently used last.
		cache.delete(k);
		cache.set(k, seq);
		return seq;
	}
	seq = new TakeawaySequence(k);
	cache.set(k, seq);
	return seq;
}

/** Drops the least recently used sequences (never `keep`) while the cache, with `growth` more words for `keep`, is over the limit. */
function trimCache(keep: TakeawaySequence, growth = 0): void {
	let total = growth;
	for (const s of cache.values()) total += s.words;
	for (const [key, s] of cache) {
		if (total <= limits.ktimesMaxTerms) break;
		if (s === keep) continue;
		total -= s.words;
		cache.delete(key);
	}
}

/**
 * Refuses (LimitError) up front when the sequence for k up to n would exceed
 * `limits.ktimesMaxTerms`; otherwise builds it (cached), so later questions
 * about n and smaller heaps are fast.
 */
export function prepareSequence(k: bigint, n: bigint, path: string): void {
	if (n <= k + 1n) return;
	const estimate = estimateSequenceWords(k, n);
	if (estimate > limits.ktimesMaxTerms) throw refuse(k, n, estimate, path);
	const seq = sequenceFor(Number(k));
	// Make room first, so that the cache and the new terms together stay within about the limit.
	trimCache(seq, Math.max(0, estimate - seq.words));
	seq.ensure(n, path);
	trimCache(seq);
}

/** The greedy sum of n ≥ 1 in terms of the sequence for k, largest part first. */
export function greedyParts(n: bigint, k: bigint, path = 'heap'): bigint[] {
	if (n <= 0n) return [];
	// The terms 1, 2, ..., k+1 come first: n ≤ k + 1 is itself a term.
	if (n <= k + 1n) return [n];
	prepareSequence(k, n, path);
	const seq = sequenceFor(Number(k));
	const parts: bigint[] = [];
	let r = n;
	let hi = seq.count - 1;
	while (r > 0n) {
		const i = seq.indexAtMost(r, hi);
		const part = seq.term(i);
		parts.push(part);
		r -= part;
		hi = i - 1;
	}
	return parts;
}

/**
 * The terms of the sequence for k from `from` to `to` (1 ≤ from ≤ to), ascending:
 * the P-positions of a fresh heap, as a heap of n with a first move of at most
 * n − 1 is lost exactly when n is a term (its greedy sum is n itself).
 */
export function termsBetween(from: bigint, to: bigint, k: bigint, path = 'heap'): bigint[] {
	const terms: bigint[] = [];
	// The terms 1, 2, ..., k+1 come first.
	for (let n = from; n <= to && n <= k + 1n; n++) terms.push(n);
	if (to <= k + 1n) return terms;
	prepareSequence(k, to, path);
	const seq = sequenceFor(Number(k));
	const last = seq.indexAtMost(to, seq.count - 1);
	// The first term past both k + 1 (listed above) and from − 1.
	for (let i = seq.indexAtMost(from - 1n > k + 1n ? from - 1n : k + 1n, last) + 1; i <= last; i++) terms.push(seq.term(i));
	return terms;
}

/** The smallest part of n's greedy sum (0 for n = 0). */
export function smallestPart(n: bigint, k: bigint): bigint {
	const parts = greedyParts(n, k);
	return parts.length === 0 ? 0n : parts[parts.length - 1]!;
}

/** The first `count` terms of the sequence for k (for display; small k only beyond k + 1 terms). */
export function sequencePrefix(k: bigint, count: number): bigint[] {
	const top = k + 1n;
	if (BigInt(count) <= top) return Array.from({length: count}, (_, i) => BigInt(i + 1));
	// Enough terms past the linear start: build up to a bound that holds `count` of them.
	const seq = sequenceFor(Number(k));
	let bound = top * 2n;
	while (seq.count < count) {
		seq.ensure(bound, 'k');
		bound *= 2n;
	}
	return seq.prefix(count);
}

// ---------------------------------------------------------------------------
// Grundy values by search over (heap, cap) states.

/** rows[n][c] = g(heap n, cap c), c = 0..n, for one effective k. */
const cumulative = {cumulative: true} as const;
const grundyTables = new Map<number, Uint16Array[]>();

/**
 * g(n, c) for n ≤ `limits.takeawayGrundyBound` and cap c (clipped to n). With
 * n ≤ bound, a multiplier k ≥ bound acts like k = bound (the cap k·t always
 * reaches the rest), which keeps the number of tables bounded.
 */
export function searchGrundy(n: number, cap: number, k: bigint): number {
	const kk = k >= BigInt(limits.takeawayGrundyBound) ? limits.takeawayGrundyBound : Number(k);
	let rows = grundyTables.get(kk);
	if (rows === undefined) {
		if (grundyTables.size >= 16) grundyTables.delete(grundyTables.keys().next().value!);
		rows = [Uint16Array.of(0)];
		grundyTables.set(kk, rows);
	}
	if (rows.length <= n) {
		const target = Math.min(limits.takeawayGrundyBound, Math.max(n, rows.length * 2));
		const table = rows;
		// Raising the cap adds one option (the take of c), so each cap's options are the previous cap's and one more.
		let m = rows.length;
		const options: Options = (c, marks) => {
			const rest = m - c;
			marks.mark(table[rest]![Math.min(kk * c, rest)]!);
		};
		for (; m <= target; m++) {
			const row = new Uint16Array(m + 1);
			tabulate(row, 1, m + 1, options, cumulative);
			rows.push(row);
		}
	}
	return rows[n]![Math.min(cap, n)]!;
}

// ---------------------------------------------------------------------------
// The game.

export interface TakeawayPosition {
	readonly heap: bigint;
	/** The multiplier: 2 for the Fibonacci game. */
	readonly k: bigint;
	/** The previous take, or null before the first move. */
	readonly last: bigint | null;
}

export interface TakeawayMove {
	readonly take: bigint;
}

/** The most the player to move may take. */
export function capOf(p: TakeawayPosition): bigint {
	if (p.last === null) return p.heap > 0n ? p.heap - 1n : 0n;
	const c = p.k * p.last;
	return c < p.heap ? c : p.heap;
}

/** Long numbers shortened for text. */
export function shortNumber(n: bigint): string {
	const s = n.toString();
	return s.length <= 40 ? s : `${s.slice(0, 12)}…${s.slice(-12)} (${s.length} digits)`;
}

function sumText(parts: readonly bigint[]): ReasonValue {
	if (parts.length <= 12) return parts.map(shortNumber).join(' + ');
	return {
		key: 'takeawayLongSum',
		values: {first: parts.slice(0, 4).map(shortNumber).join(' + '), count: parts.length, last: parts.slice(-3).map(shortNumber).join(' + ')},
	};
}

export interface TakeawayRules {
	readonly id: string;
	readonly name: string;
	readonly summary: string;
	readonly rules: string;
	readonly examples: readonly Example[];
	/** The parameters besides the heap and the last take (their keys are the fields besides "game", "heap" and "last"). */
	readonly params: readonly Param[];
	/** The heap of an example position in words. */
	readonly example: string;
	/** Reads k (Fibonacci: always 2). */
	readK(json: JsonObject, path: string): bigint;
	kToJSON(k: bigint): JsonObject;
	/** k for a random position of the given size without `like` (a puzzle of a higher level may have a higher k). */
	randomK(rng: Rng, size: number): bigint;
	/** Names the sequence and the sum: "Zeckendorf (Fibonacci numbers)"..., as data (reasons.ts). */
	describeSum(k: bigint, n: bigint): Reason[];
	/** Why the smallest part is out of the opponent's reach after taking it, as data. */
	whyParts(k: bigint): Reason;
}

export type TakeawayGame = Game<TakeawayPosition, TakeawayMove>;

/**
 * The family of fresh heaps of n (no take yet, or after the take the table's
 * parameters give), by outcome: a fresh heap of n is lost exactly when n is 0
 * or a term of the sequence, so the table walks the terms alongside n.
 * `closedForm` states the P-positions for k (as data: family.ts words it), of a
 * fresh heap (last null) or after a take of `last`: then a heap is lost
 * exactly when it is 0 or the smallest part of its greedy sum is more than
 * k·last (out of reach).
 */
export function takeawayFamily(closedForm: (k: bigint, last: bigint | null) => ClosedForm): Family1<TakeawayPosition> {
	return {
		dimensions: 1,
		unit: 'a heap of n',
		values: 'outcomes',
		member: n => ({heap: n.toString()}),
		resize: (like, n) => ({...like, heap: n}),
		tabulate({k, last}, from, to) {
			if (last !== null) return null;
			const terms = from > to || to < 1n ? [] : termsBetween(from > 1n ? from : 1n, to, k);
			let next = 0;
			return n => {
				while (next < terms.length && terms[next]! < n) next++;
				return n === 0n || terms[next] === n ? 'P' : 'N';
			};
		},
		form: like => ({closedForm: closedForm(like.k, like.last)}),
	};
}

export function defineTakeawayGame(rules: TakeawayRules): TakeawayGame {
	const id = rules.id;
	const grundy = (p: TakeawayPosition): bigint | null => {
		if (p.heap > BigInt(limits.takeawayGrundyBound)) return null;
		return BigInt(searchGrundy(Number(p.heap), Number(capOf(p)), p.k));
	};
	const winningTake = (p: TakeawayPosition): bigint | null => {
		const z = smallestPart(p.heap, p.k);
		return z > 0n && z <= capOf(p) ? z : null;
	};
	const game: TakeawayGame = {
		id,
		name: rules.name,
		summary: rules.summary,
		rules: rules.rules,
		examples: rules.examples,
		params: rules.params,
		human: {key: 'heap', kind: 'integer', what: 'heap size', example: rules.example},
		verb: {present: 'take', past: 'took'},
		random(rng, size, like) {
			return {heap: BigInt(randInt(rng, 4, 8 + size * 4)), k: like?.k ?? rules.randomK(rng, size), last: null};
		},
		parse(json, path, options) {
			expectKeys(json, path, ['game', 'heap', ...rules.params.map(param => param.key)]);
			const heap = readInt(json['heap'], join(path, 'heap'));
			const k = rules.readK(json, path);
			const last = json['last'] === undefined ? null : readInt(json['last'], join(path, 'last'), 1n);
			if (!options?.shapeOnly) prepareSequence(k, heap, join(path, 'heap'));
			else if (heap > k + 1n && estimateSequenceWords(k, heap) > limits.ktimesMaxTerms)
				throw refuse(k, heap, estimateSequenceWords(k, heap), join(path, 'heap'));
			return {heap, k, last};
		},
		toJSON: p => ({
			game: id,
			heap: intToJson(p.heap),
			...rules.kToJSON(p.k),
			...(p.last === null ? {} : {last: intToJson(p.last)}),
		}),
		parseMove(json, p, path) {
			const o = expectObject(json, path);
			expectKeys(o, path, ['take']);
			const take = readInt(o['take'], join(path, 'take'), 1n);
			if (take > p.heap) throw illegal(path, phrase('move_theHeapHasOnly', {count: shortNumber(p.heap)}));
			if (p.last === null && take === p.heap) throw illegal(path, phrase('move_firstNotWhole', {most: shortNumber(p.heap - 1n)}));
			if (p.last !== null && take > p.k * p.last) {
				throw illegal(path, phrase('move_ktimesMost', {last: shortNumber(p.last), most: shortNumber(p.k * p.last), k: p.k}));
			}
			return {take};
		},
		moveToJSON: m => ({take: intToJson(m.take)}),
		describeMove: (p, m, tense) => englishWords(game.moveReason!(p, m, tense)),
		moveReason: (p, m, tense = 'present') => ({
			key: tense === 'present' ? 'moveTake' : 'movedTake',
			values: {take: shortNumber(m.take), from: shortNumber(p.heap), to: shortNumber(p.heap - m.take)},
		}),
		*moves(p) {
			const cap = capOf(p);
			for (let t = 1n; t <= cap; t++) yield {take: t};
		},
		moveCount: capOf,
		apply: (p, m) => ({heap: p.heap - m.take, k: p.k, last: m.take}),
		key: p => `${id}:${p.k}:${p.heap}:${p.last ?? '-'}`,
		searchSize: p => ((p.heap + 1n) * (p.heap + 2n)) / 2n,
		grundy,
		outcome: p => (winningTake(p) === null ? 'P' : 'N'),
		winningMove(p) {
			const t = winningTake(p);
			return t === null ? null : {take: t};
		},
		moveToGrundy(p, target) {
			const g = grundy(p);
			if (g === null) {
				if (target !== 0n) return null;
				return game.winningMove(p);
			}
			if (target >= g) return null;
			const n = Number(p.heap);
			const cap = Number(capOf(p));
			for (let t = 1; t <= cap; t++) {
				const rest = n - t;
				const restCap = p.k * BigInt(t) < BigInt(rest) ? Number(p.k * BigInt(t)) : rest;
				if (BigInt(searchGrundy(rest, restCap, p.k)) === target) return {take: BigInt(t)};
			}
			return null;
		},
		explain: p => englishLines(game.reasons!(p)!),
		reasons(p) {
			const lines: Reason[] = [];
			const n = p.heap;
			const cap = capOf(p);
			const capReason: Reason =
				p.last === null
					? {key: 'takeawayCapFirst', values: {cap: shortNumber(cap)}}
					: cap === n
						? {key: 'takeawayCapWhole', values: {cap: shortNumber(cap), k: p.k, last: shortNumber(p.last), n: shortNumber(n)}}
						: {key: 'takeawayCapLast', values: {cap: shortNumber(cap), k: p.k, last: shortNumber(p.last)}};
			if (n === 0n) {
				lines.push({key: 'takeawayEmpty'});
				return lines;
			}
			if (cap === 0n) {
				lines.push({key: 'takeawayOne'});
				return lines;
			}
			const parts = greedyParts(n, p.k);
			const z = parts[parts.length - 1]!;
			lines.push(...rules.describeSum(p.k, n));
			lines.push({key: 'takeawayRule'});
			lines.push({key: 'takeawayParts', values: {n: shortNumber(n), sum: sumText(parts), z: shortNumber(z), cap: capReason}});
			if (z <= cap) {
				const leaving: Reason =
					n - z === 0n
						? {key: 'takeawayLeavingNothing'}
						: parts.length > 1
							? {key: 'takeawayLeavingSum', values: {sum: sumText(parts.slice(0, -1))}}
							: {key: 'nothingMore'};
				lines.push({key: 'takeawayTake', values: {z: shortNumber(z), cap: shortNumber(cap), left: shortNumber(n - z), leaving}});
				if (n > z)
					lines.push({
						key: 'takeawayOpponentLost',
						values: {
							why: rules.whyParts(p.k),
							left: shortNumber(n - z),
							next: shortNumber(parts[parts.length - 2]!),
							k: p.k,
							z: shortNumber(z),
							reach: shortNumber(p.k * z),
						},
					});
				lines.push({key: 'takeawaySmallest', values: {z: shortNumber(z)}});
			} else {
				lines.push({key: 'takeawayLost', values: {z: shortNumber(z), cap: shortNumber(cap), k: p.k}});
			}
			const g = grundy(p);
			lines.push(g === null ? {key: 'takeawayGrundyUnknown', values: {bound: limits.takeawayGrundyBound}} : {key: 'takeawayGrundy', values: {value: g}});
			return lines;
		},
	};
	return game;
}
