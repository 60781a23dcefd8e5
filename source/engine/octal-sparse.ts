/**
 * The values of octal games whose moves split a heap (a digit with bit 4),
 * exact, by the sparse-space method (Winning Ways ch. 4; A. Flammenkamp's
 * pages on octal games, the common and rare values).
 *
 * Under a mask M a value v is common when v AND M has odd parity, rare
 * otherwise. Parity adds under XOR, so a split (a, m − a) is worth a common
 * value exactly when one of its parts is rare. For a mask under which almost
 * every value is common (found from the values so far), a heap of n is valued
 * by:
 * 1. its takes that leave no heap or one (at most t options, every one looked at);
 * 2. a pass over the rare heaps r < m, for each split digit's m = n − k: every
 *    split worth a common value, hence c, the least common value that is no
 *    option;
 * 3. G(n) is c or a rare value below it; a rare value x < c that neither gave
 *    needs a witness among the splits of two common heaps: first the splits
 *    that were witnesses of x lately, then a scan of every split, which stops
 *    as soon as nothing is missing.
 * Every witness is an option checked against values already computed, so the
 * result is exact whatever the mask: a mask that makes rare values many only
 * costs time, and when the rare heaps are as many as the splits (or no mask
 * makes any value common) each heap is valued by the mex over every option.
 */

/** An octal code's digits d1..dt (as breaking-values.ts's OctalDigits; not imported from there, which imports this file). */
type OctalDigits = readonly number[];

/** Splits remembered for each rare value (as witnesses a few heaps on). */
const recentCount = 16;
/** The mask is chosen again when the table reaches each of these sizes, then every `rechoose` heaps. */
const firstChoice = 64;
const rechoose = 1 << 15;
/** Heaps over which the sparse method's steps are weighed against the direct mex's. */
const weighWindow = 256;
/** Heaps valued by the direct mex after a window where the sparse method took more steps. */
const directSpell = 4096;

/** Parity of the bits of v under mask: 1 when v is common. */
function parity(v: number): number {
	let x = v;
	x ^= x >>> 16;
	x ^= x >>> 8;
	x ^= x >>> 4;
	x ^= x >>> 2;
	x ^= x >>> 1;
	return x & 1;
}

export class OctalSparse {
	/** G(0..length − 1). */
	values = new Uint32Array(1024);
	length = 0;
	/** The mask of the common values (0: none chosen, every heap by the direct mex). */
	mask = 0;
	/** Heaps (≥ 1) with a rare value, ascending, and their values. */
	private rareHeaps = new Int32Array(256);
	private rareValues = new Int32Array(256);
	/** The same, as heap · 2^11 + value, while every heap is below 2^20 and every value below 2^11 (one read a rare heap). */
	private packed = new Int32Array(256);
	private packable = true;
	private rareCount = 0;
	/** seen[v] = n when some option of the heap n is worth v (no clearing between heaps). */
	private seen = new Int32Array(64).fill(-1);
	/** 1 for the common values below seen's length. */
	private common = new Uint8Array(64);
	/** A power of 2 above every value so far (and so above every XOR of two). */
	private ceiling = 1;
	/** How many heaps have each value (to choose the mask). */
	private counts = new Float64Array(64);
	/** For each value, the last `recentCount` witnesses the scan found (the smaller part a, and the take k of the split digit), and where the next goes. */
	private recentA = new Int32Array(64 * recentCount);
	private recentK = new Int32Array(64 * recentCount);
	private recentTurn = new Int32Array(64);
	/** The takes k whose digit splits, and the largest take. */
	private readonly splitTakes: number[];
	private readonly t: number;
	private missing = new Int32Array(64);
	private nextChoice = firstChoice;
	/** Steps of the sparse method in the current window, and what the direct mex would have taken. */
	private sparseSteps = 0;
	private directSteps = 0;
	private weighed = 0;
	/** Heaps below this are valued by the direct mex (the sparse method lost the last window). */
	private directUntil = 0;

	constructor(readonly digits: OctalDigits) {
		this.t = digits.length;
		this.splitTakes = [];
		for (let k = 1; k <= digits.length; k++) if ((digits[k - 1]! & 4) !== 0) this.splitTakes.push(k);
	}

	/** Heaps below `length` with a rare value under the current mask (heap 0 left out). */
	rareHeapsBelow(): number {
		return this.rareCount;
	}

	/** Computes G(0..n − 1). */
	extend(n: number): void {
		this.go(n, null);
	}

	/**
	 * Takes G(length..n − 1) from `known` (values computed before, kept in a
	 * cache) instead of computing them; extending then goes on from there, the
	 * mask and the rare heaps as if they had been computed here.
	 */
	seed(known: ArrayLike<number>, n: number): void {
		this.go(n, known);
	}

	private go(n: number, known: ArrayLike<number> | null): void {
		if (n <= this.length) return;
		if (this.values.length < n) {
			let size = this.values.length;
			while (size < n) size *= 2;
			const bigger = new Uint32Array(size);
			bigger.set(this.values.subarray(0, this.length));
			this.values = bigger;
		}
		for (let h = this.length; h < n; h++) {
			if (h === this.nextChoice) {
				this.chooseMask(h);
				this.nextChoice = h < rechoose ? 2 * h : h + rechoose;
			}
			const v = known !== null ? known[h]! : this.direct(h) ? this.directValue(h) : this.sparseValue(h);
			this.store(h, v);
		}
		this.length = n;
	}

	private store(h: number, v: number): void {
		this.values[h] = v;
		if (v >= this.ceiling) {
			while (v >= this.ceiling) this.ceiling *= 2;
			this.sizeFor(2 * this.ceiling);
		}
		this.counts[v]!++;
		if (h > 0 && this.mask !== 0 && this.common[v] === 0) this.addRare(h, v);
	}

	private addRare(h: number, v: number): void {
		if (this.rareCount === this.rareHeaps.length) {
			const heaps = new Int32Array(2 * this.rareCount);
			heaps.set(this.rareHeaps);
			this.rareHeaps = heaps;
			const values = new Int32Array(2 * this.rareCount);
			values.set(this.rareValues);
			this.rareValues = values;
			const packed = new Int32Array(2 * this.rareCount);
			packed.set(this.packed);
			this.packed = packed;
		}
		if (h >= 2 ** 20 || v >= 2 ** 11) this.packable = false;
		this.packed[this.rareCount] = h * 2 ** 11 + v;
		this.rareHeaps[this.rareCount] = h;
		this.rareValues[this.rareCount++] = v;
	}

	/** Room for values below `size` in the marks, the counts and the witnesses. */
	private sizeFor(size: number): void {
		if (size <= this.seen.length) return;
		const seen = new Int32Array(size).fill(-1);
		seen.set(this.seen);
		this.seen = seen;
		const counts = new Float64Array(size);
		counts.set(this.counts);
		this.counts = counts;
		const recentA = new Int32Array(size * recentCount);
		recentA.set(this.recentA);
		this.recentA = recentA;
		const recentK = new Int32Array(size * recentCount);
		recentK.set(this.recentK);
		this.recentK = recentK;
		const turn = new Int32Array(size);
		turn.set(this.recentTurn);
		this.recentTurn = turn;
		this.missing = new Int32Array(size);
		this.setCommon();
	}

	private setCommon(): void {
		const size = this.seen.length;
		this.common = new Uint8Array(size);
		if (this.mask === 0) return;
		for (let v = 0; v < size; v++) this.common[v] = parity(v & this.mask);
	}

	/**
	 * The mask under which the fewest heaps so far (below h) are rare, among
	 * the masks below the ceiling; the rare heaps are listed again for it.
	 */
	private chooseMask(h: number): void {
		const top = this.ceiling;
		const counts = this.counts;
		const present: number[] = [];
		for (let v = 0; v < top; v++) if (counts[v]! > 0) present.push(v);
		let best = 0;
		let bestRare = h;
		for (let m = 1; m < top; m++) {
			let rare = 0;
			for (const v of present) if (parity(v & m) === 0) rare += counts[v]!;
			if (rare < bestRare) {
				bestRare = rare;
				best = m;
			}
		}
		if (best === this.mask) return;
		this.mask = best;
		this.setCommon();
		this.rareCount = 0;
		this.packable = true;
		if (best === 0) return;
		const G = this.values;
		for (let r = 1; r < h; r++) if (this.common[G[r]!] === 0) this.addRare(r, G[r]!);
	}

	/**
	 * Whether heap h is valued by the direct mex: no mask, rare heaps a quarter
	 * of all, or the sparse method took more steps than the direct mex over the
	 * last window (witnesses hard to find), so that it never costs much more.
	 */
	private direct(h: number): boolean {
		return this.mask === 0 || 4 * this.rareCount >= h || h < this.directUntil;
	}

	/** Weighs the sparse method's steps for heap h against the direct mex's. */
	private weigh(h: number, steps: number): void {
		for (const k of this.splitTakes) this.directSteps += Math.max(0, (h - k) >>> 1);
		this.sparseSteps += steps;
		if (++this.weighed < weighWindow) return;
		if (this.sparseSteps > this.directSteps) this.directUntil = h + 1 + directSpell;
		this.weighed = 0;
		this.sparseSteps = 0;
		this.directSteps = 0;
	}

	/** Marks the takes that leave no heap or one. */
	private markTakes(h: number): void {
		const G = this.values;
		const seen = this.seen;
		const digits = this.digits;
		for (let k = 1; k <= this.t && k <= h; k++) {
			const d = digits[k - 1]!;
			const m = h - k;
			if ((d & 1) !== 0 && m === 0) seen[0] = h;
			if ((d & 2) !== 0 && m >= 1) seen[G[m]!] = h;
		}
	}

	/** The mex over every option of heap h. */
	private directValue(h: number): number {
		const G = this.values;
		const seen = this.seen;
		this.markTakes(h);
		for (const k of this.splitTakes) {
			const m = h - k;
			for (let a = 1; 2 * a <= m; a++) seen[G[a]! ^ G[m - a]!] = h;
		}
		let v = 0;
		while (seen[v] === h) v++;
		return v;
	}

	private sparseValue(h: number): number {
		const G = this.values;
		const seen = this.seen;
		const common = this.common;
		this.markTakes(h);
		// 2. Every split with a rare part.
		const heaps = this.rareHeaps;
		const rv = this.rareValues;
		const count = this.rareCount;
		let steps = 0;
		const packed = this.packed;
		for (const k of this.splitTakes) {
			const m = h - k;
			let i = 0;
			if (this.packable) {
				// Heaps ascending, so packed values too: a heap below m is a packed value below m · 2^11.
				for (const end = m * 2 ** 11; i < count; i++) {
					const p = packed[i]!;
					if (p >= end) break;
					seen[(p & 0x7ff) ^ G[m - (p >>> 11)]!] = h;
				}
			} else {
				for (; i < count; i++) {
					const r = heaps[i]!;
					if (r >= m) break;
					seen[rv[i]! ^ G[m - r]!] = h;
				}
			}
			// A rare heap's step reads three arrays at random, a direct step two in order: twice the cost.
			steps += 2 * i;
		}
		let c = 0;
		while (common[c] === 0 || seen[c] === h) c++;
		// 3. Rare values below c with no witness yet.
		const missing = this.missing;
		let left = 0;
		for (let x = 0; x < c; x++) if (common[x] === 0 && seen[x] !== h) missing[left++] = x;
		if (left > 0) {
			const recentA = this.recentA;
			const recentK = this.recentK;
			let kept = 0;
			for (let j = 0; j < left; j++) {
				const x = missing[j]!;
				let found = false;
				for (let i = x * recentCount, end = i + recentCount; i < end; i++) {
					// Reads at random, as a rare heap's step.
					steps += 2;
					const a = recentA[i]!;
					const m = h - recentK[i]!;
					if (a > 0 && 2 * a <= m && (G[a]! ^ G[m - a]!) === x) {
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
			const turn = this.recentTurn;
			for (const k of this.splitTakes) {
				const m = h - k;
				for (let a = 1; 2 * a <= m; a++) {
					steps++;
					const x = G[a]! ^ G[m - a]!;
					if (x < c && seen[x] !== h) {
						seen[x] = h;
						const at = x * recentCount + turn[x]!;
						this.recentA[at] = a;
						this.recentK[at] = k;
						turn[x] = (turn[x]! + 1) % recentCount;
						if (--left === 0) break;
					}
				}
				if (left === 0) break;
			}
		}
		this.weigh(h, steps);
		let v = 0;
		while (seen[v] === h) v++;
		return v;
	}
}
