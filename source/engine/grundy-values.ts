/**
 * The values of Grundy's game (split a heap into two non-empty heaps of
 * different sizes), G(n) = mex{G(a) XOR G(n − a) : 1 ≤ a < n − a}, exact, by
 * the sparse-space method (Winning Ways ch. 4; A. Flammenkamp's pages on
 * Grundy's game).
 *
 * A value v is common when its bits but the lowest (under the mask
 * ...11111110) have odd parity, rare otherwise. Parity adds under XOR, so
 * the XOR of two values is common exactly when one of them is rare (that
 * keeps the method exact whatever the mask; this mask makes rare values
 * rare: 1,274 heaps below 10^6 have one, the last at 82,860). So:
 * 1. a pass over the rare heaps r gives every option G(r) XOR G(n − r) with a
 *    rare part: every common option among them, hence c, the least common
 *    value that is not an option;
 * 2. G(n) is c or a rare value below it, and a rare value x < c that the pass
 *    did not give needs a witness among the splits of two common heaps;
 * 3. those witnesses are looked for heaps 32 at a time (`BlockWitnesses`),
 *    then among the splits that were witnesses a few heaps before, and
 *    whatever is still missing by a scan of every split, which stops as soon
 *    as nothing is: a heap whose value turns out rare scans them all.
 * Every witness is a split checked against values already computed, so the
 * result is exact whatever the heuristics find.
 */

/** Parity of the bits of v but the lowest: 1 for the common values of Grundy's game (values reach 256 before 10^7). */
export function commonValue(v: number): boolean {
	let x = v & ~1;
	x ^= x >>> 16;
	x ^= x >>> 8;
	x ^= x >>> 4;
	x ^= x >>> 2;
	x ^= x >>> 1;
	return (x & 1) === 1;
}

type Values = Uint8Array | Uint16Array | Uint32Array;

/** Splits visited in an order that breaks the short-range patterns of the values (neighbouring splits tend to give the same XOR). */
const scanStride = 101;
/** Splits remembered for each rare value. */
const recentCount = 32;
/** Heaps valued between choices of the frequent values (`BlockWitnesses`). */
const recount = 4096;
/** Frequent values whose heaps are kept as bits. */
const frequentCount = 24;
/** Windows tried for one frequent value (in one block, for one rare value) at most. */
const perValue = 256;
/** Every spread-th heap of a value's list is tried (neighbouring heaps give windows that overlap). */
const spread = 16;
/** Heaps listed for each value: as many as are ever tried. */
const listed = perValue * spread;
/** Witness windows tried for one rare value in one block of 32 heaps, at most. */
const probeBudget = 512;

/**
 * Witnesses of rare values for a block of 32 heaps at once. For a rare x and
 * a frequent common value w, every heap a worth u = w XOR x gives a window of
 * w's bits: bit i is set when G(H + i − a) = w, that is when the split
 * (a, H + i − a) of the heap H + i is worth x. Windows are ORed into x's mask
 * for the block until the heap asked about has a witness or the budget is
 * spent; a heap left without one is scanned. The heaps a are every
 * spread-th heap worth u from the first: small ones leave h − a among the
 * latest heaps, where w was counted frequent.
 */
class BlockWitnesses {
	/** The heaps worth v as bits, for the values ever chosen as frequent. */
	private readonly bits: (Int32Array | undefined)[] = [];
	/** The common values taken most often lately, most frequent first. */
	frequent = new Int32Array(0);
	/** How often each value was taken since the last choice. */
	private counts: Int32Array;
	/** The first `listed` heaps worth each value, ascending (the only ones tried). */
	private heaps: Int32Array[] = [];
	private heapCount: Int32Array;
	/** For each rare value: the block its mask is for, and the mask (bit i: heap H + i has a witness). */
	block: Int32Array;
	mask: Int32Array;
	/** Where x's look for the block goes on (frequent index << 16 | windows tried for it), and the windows tried in all. */
	private next: Int32Array;
	private probes: Int32Array;
	private words = 0;

	constructor(private size: number) {
		this.counts = new Int32Array(size);
		this.heapCount = new Int32Array(size);
		this.block = new Int32Array(size).fill(-1);
		this.mask = new Int32Array(size);
		this.next = new Int32Array(size);
		this.probes = new Int32Array(size);
	}

	/** Room for values below `size` (keeps what is known). */
	resize(size: number): void {
		if (size <= this.size) return;
		const counts = new Int32Array(size);
		counts.set(this.counts);
		this.counts = counts;
		const heapCount = new Int32Array(size);
		heapCount.set(this.heapCount);
		this.heapCount = heapCount;
		this.block = new Int32Array(size).fill(-1);
		this.mask = new Int32Array(size);
		this.next = new Int32Array(size);
		this.probes = new Int32Array(size);
		this.size = size;
	}

	/** Room for heaps below `heaps` in the bits. */
	room(heaps: number): void {
		const words = (heaps >>> 5) + 2;
		if (words <= this.words) return;
		this.words = words;
		for (let v = 0; v < this.bits.length; v++) {
			const old = this.bits[v];
			if (old === undefined) continue;
			const bigger = new Int32Array(words);
			bigger.set(old);
			this.bits[v] = bigger;
		}
	}

	/** Heap h is worth v (values below h noted already). */
	note(h: number, v: number, values: Values): void {
		this.counts[v]!++;
		const n = this.heapCount[v]!;
		if (n < listed) {
			let list = this.heaps[v];
			if (list === undefined || n === list.length) {
				const bigger = new Int32Array(Math.min(listed, Math.max(64, 2 * n)));
				if (list !== undefined) bigger.set(list);
				list = bigger;
				this.heaps[v] = list;
			}
			list[n] = h;
			this.heapCount[v] = n + 1;
		}
		const bits = this.bits[v];
		if (bits !== undefined) bits[h >>> 5]! |= 1 << (h & 31);
		if ((h & (recount - 1)) === recount - 1) this.choose(h, values);
	}

	/** The most frequent common values lately; each gets its bits (from every heap up to h) the first time. */
	private choose(h: number, values: Values): void {
		const order: number[] = [];
		for (let v = 0; v < this.size; v++) if (this.counts[v]! > 0 && commonValue(v)) order.push(v);
		order.sort((a, b) => this.counts[b]! - this.counts[a]! || a - b);
		this.frequent = Int32Array.from(order.slice(0, frequentCount));
		this.counts.fill(0);
		for (const v of this.frequent) {
			if (this.bits[v] !== undefined) continue;
			const bits = new Int32Array(this.words);
			for (let n = 0; n <= h; n++) if (values[n] === v) bits[n >>> 5]! |= 1 << (n & 31);
			this.bits[v] = bits;
		}
	}

	/**
	 * Whether heap h has a witness worth the rare value x (its heaps below h
	 * valued): windows are added to x's mask for the block, from where the last
	 * look stopped, until h has one or x's budget for the block is spent.
	 */
	has(x: number, h: number): boolean {
		const H = h & ~31;
		const bit = 1 << (h - H);
		if (this.block[x] !== H) {
			this.block[x] = H;
			this.mask[x] = 0;
			this.next[x] = 0;
			this.probes[x] = 0;
		}
		let mask = this.mask[x]!;
		if ((mask & bit) !== 0) return true;
		let probes = this.probes[x]!;
		if (probes >= probeBudget) return false;
		const frequent = this.frequent;
		// Where the last look stopped: the frequent value's index, and the windows tried for it.
		let k = this.next[x]! >>> 16;
		let t = this.next[x]! & 0xffff;
		for (; k < frequent.length; k++, t = 0) {
			const w = frequent[k]!;
			const u = w ^ x;
			if (u >= this.size) continue;
			const list = this.heaps[u];
			if (list === undefined) continue;
			const bits = this.bits[w]!;
			const n = this.heapCount[u]!;
			for (; t * spread < n && t < perValue; t++) {
				const a = list[t * spread]!;
				if (a >= H) break;
				const o = H - a;
				const i = o >>> 5;
				const s = o & 31;
				let window = s === 0 ? bits[i]! : (bits[i]! >>> s) | (bits[i + 1]! << (32 - s));
				// A heap of 2a cannot split into a + a.
				const d = 2 * a - H;
				if (d >= 0 && d < 32) window &= ~(1 << d);
				mask |= window;
				probes++;
				if ((mask & bit) !== 0 || probes >= probeBudget) {
					this.mask[x] = mask;
					this.probes[x] = probes;
					this.next[x] = (k << 16) | (t + 1);
					return (mask & bit) !== 0;
				}
			}
		}
		this.mask[x] = mask;
		this.probes[x] = probeBudget;
		return false;
	}
}

export class GrundyValues {
	/** G(0..length − 1), in the narrowest array that holds them (bytes up to 10^6 and far beyond). */
	values: Values = new Uint8Array(1024);
	length = 0;
	/** Heaps with a rare value, ascending, from 1 (heap 0 is no part of a split), and their values. */
	private rareHeaps = new Int32Array(256);
	private rareValues = new Int32Array(256);
	private rareCount = 0;
	/** The same, as heap << 8 | value, while every heap is below 2^23 and every value below 256. */
	private packed = new Int32Array(256);
	private packable = true;
	/** Option values of the heap being valued: seen[v] = n when some split of n is worth v (no clearing between heaps). */
	private seen = new Int32Array(512).fill(-1);
	/** 1 for the common values below seen's length. */
	private common = new Uint8Array(512);
	/** The rare values below seen's length, ascending. */
	private rareList = new Int32Array(256);
	/** Rare values below c that still lack a witness. */
	private missing = new Int32Array(256);
	/** A power of 2 above every value so far (and so above every XOR of two). */
	private ceiling = 1;
	/** For each rare value, the last `recentCount` splits (their smaller parts) the scan found worth it, and where the next goes. */
	private recent = new Int32Array(0);
	private recentTurn = new Int32Array(0);
	private readonly witnesses = new BlockWitnesses(512);

	constructor() {
		this.sizeFor(512);
	}

	/** Heaps below `length` with a rare value (heap 0 included). */
	rareHeapsBelow(): number {
		return this.length > 0 ? this.rareCount + 1 : 0;
	}

	/** Computes G(0..n − 1). */
	extend(n: number): void {
		this.go(n, null);
	}

	/**
	 * Takes G(length..n − 1) from `known` (values this method computed
	 * before, kept in a cache) instead of computing them, so that extending
	 * goes on from there as if it had: each is recorded as a computed one is.
	 */
	seed(known: ArrayLike<number>, n: number): void {
		this.go(n, known);
	}

	private go(n: number, known: ArrayLike<number> | null): void {
		if (n <= this.length) return;
		if (this.values.length < n) {
			let size = this.values.length;
			while (size < n) size *= 2;
			this.values = grow(this.values, size, this.values.length);
		}
		this.witnesses.room(this.values.length);
		for (let h = this.length; h < n; h++) {
			const v = known !== null ? known[h]! : h < 3 ? 0 : this.valueOf(h);
			this.store(h, v);
			if (h > 0 && !commonValue(v)) this.addRare(h, v);
		}
		this.length = n;
	}

	private store(h: number, v: number): void {
		if (v > 0xff && this.values instanceof Uint8Array) this.values = grow(this.values, this.values.length, h, Uint16Array);
		if (v > 0xffff && this.values instanceof Uint16Array) this.values = grow(this.values, this.values.length, h, Uint32Array);
		this.values[h] = v;
		if (v >= this.ceiling) {
			while (v >= this.ceiling) this.ceiling *= 2;
			if (2 * this.ceiling > this.seen.length) this.sizeFor(2 * this.ceiling);
		}
		this.witnesses.note(h, v, this.values);
	}

	private addRare(h: number, v: number): void {
		if (this.rareCount === this.rareHeaps.length) {
			this.rareHeaps = grow(this.rareHeaps, 2 * this.rareCount, this.rareCount);
			this.rareValues = grow(this.rareValues, 2 * this.rareCount, this.rareCount);
			this.packed = grow(this.packed, 2 * this.rareCount, this.rareCount);
		}
		if (h >= 2 ** 23 || v > 0xff) this.packable = false;
		this.packed[this.rareCount] = (h << 8) | v;
		this.rareHeaps[this.rareCount] = h;
		this.rareValues[this.rareCount++] = v;
	}

	/** Room for values below `size` in the marks (c, the least common value missing, is below twice the ceiling). */
	private sizeFor(size: number): void {
		const seen = new Int32Array(size).fill(-1);
		seen.set(this.seen);
		this.seen = seen;
		this.common = new Uint8Array(size);
		const rare: number[] = [];
		for (let v = 0; v < size; v++) {
			if (commonValue(v)) this.common[v] = 1;
			else rare.push(v);
		}
		this.rareList = Int32Array.from(rare);
		this.missing = new Int32Array(rare.length);
		const recent = new Int32Array(size * recentCount);
		recent.set(this.recent);
		this.recent = recent;
		const turn = new Int32Array(size);
		turn.set(this.recentTurn);
		this.recentTurn = turn;
		this.witnesses.resize(size);
	}

	/** G(h) for h ≥ 3, from the values below it. */
	private valueOf(h: number): number {
		const G = this.values;
		const seen = this.seen;
		const heaps = this.rareHeaps;
		const rv = this.rareValues;
		const count = this.rareCount;
		// 1. Every option with a rare part (a rare heap paired with its complement), but the heap's half: h/2 + h/2 is no split.
		let skip = count;
		if ((h & 1) === 0 && !commonValue(G[h >>> 1]!)) {
			skip = 0;
			for (let hi = count - 1; skip < hi; ) {
				const mid = (skip + hi) >>> 1;
				if (heaps[mid]! < h >>> 1) skip = mid + 1;
				else hi = mid;
			}
		}
		if (this.packable) {
			rarePass(G, this.packed, seen, h, 0, skip);
			if (skip < count) rarePass(G, this.packed, seen, h, skip + 1, count);
		} else {
			for (let i = 0; i < count; i++) if (i !== skip) seen[rv[i]! ^ G[h - heaps[i]!]!] = h;
		}
		const common = this.common;
		let c = 2;
		while (common[c] === 0 || seen[c] === h) c++;
		// 2. The rare values below c with no witness yet.
		const rareList = this.rareList;
		const missing = this.missing;
		let left = 0;
		for (let i = 0; ; i++) {
			const x = rareList[i]!;
			if (x >= c) break;
			if (seen[x] !== h) missing[left++] = x;
		}
		// 3. Witnesses found for the block, then every split until each has one.
		if (left > 0 && this.witnesses.frequent.length > 0) {
			const witnesses = this.witnesses;
			const {block, mask} = witnesses;
			const H = h & ~31;
			const bit = 1 << (h - H);
			let kept = 0;
			for (let j = 0; j < left; j++) {
				const x = missing[j]!;
				// Most often the block's mask has it already.
				if ((block[x] === H && (mask[x]! & bit) !== 0) || witnesses.has(x, h)) seen[x] = h;
				else missing[kept++] = x;
			}
			left = kept;
		}
		// Splits that were witnesses for heaps before (a hard value's witnesses often serve again a few heaps on).
		if (left > 0) {
			const recent = this.recent;
			let kept = 0;
			for (let j = 0; j < left; j++) {
				const x = missing[j]!;
				let found = false;
				for (let k = x * recentCount, end = k + recentCount; k < end; k++) {
					const a = recent[k]!;
					if (a > 0 && 2 * a !== h && (G[a]! ^ G[h - a]!) === x) {
						found = true;
						break;
					}
				}
				if (found) seen[x] = h;
				else missing[kept++] = x;
			}
			left = kept;
		}
		if (left > 0) {
			const top = (h - 1) >>> 1;
			const recent = this.recent;
			const turn = this.recentTurn;
			for (let start = top; left > 0 && start > top - scanStride && start >= 1; start--) {
				for (let a = start; a >= 1; a -= scanStride) {
					const x = G[a]! ^ G[h - a]!;
					if (x < c && seen[x] !== h) {
						seen[x] = h;
						recent[x * recentCount + turn[x]!] = a;
						turn[x] = (turn[x]! + 1) % recentCount;
						if (--left === 0) break;
					}
				}
			}
		}
		let m = 0;
		while (seen[m] === h) m++;
		return m;
	}
}

/**
 * Marks seen[G(r) XOR G(h − r)] = h for the rare heaps from index `from` to
 * `to` − 1 (each packed as r << 8 | G(r)), four at a time: this pass is most
 * of the work.
 */
function rarePass(G: Values, packed: Int32Array, seen: Int32Array, h: number, from: number, to: number): void {
	let i = from;
	for (const four = to - 3; i < four; i += 4) {
		const p0 = packed[i]!;
		const p1 = packed[i + 1]!;
		const p2 = packed[i + 2]!;
		const p3 = packed[i + 3]!;
		const x0 = (p0 & 0xff) ^ G[h - (p0 >>> 8)]!;
		const x1 = (p1 & 0xff) ^ G[h - (p1 >>> 8)]!;
		const x2 = (p2 & 0xff) ^ G[h - (p2 >>> 8)]!;
		const x3 = (p3 & 0xff) ^ G[h - (p3 >>> 8)]!;
		seen[x0] = h;
		seen[x1] = h;
		seen[x2] = h;
		seen[x3] = h;
	}
	for (; i < to; i++) {
		const p = packed[i]!;
		seen[(p & 0xff) ^ G[h - (p >>> 8)]!] = h;
	}
}

function grow<T extends Values | Int32Array>(from: T, size: number, used: number, kind?: new (size: number) => Values): T {
	const bigger = kind === undefined ? new (from.constructor as new (size: number) => T)(size) : (new kind(size) as T);
	bigger.set(from.subarray(0, used));
	return bigger;
}
