/**
 * A table of take-and-break values read back from somewhere else (the cache)
 * checked against the rules: whether the value stored for a heap h is the
 * mex of the values of h's options, those read from the same table. A table
 * is the true one exactly when every value passes (by induction on h: the
 * first value that differs from the truth has the true options, so it fails),
 * so a forged table fails somewhere, and a value that passes is right
 * whenever the values below it are.
 *
 * One check costs at most a pass over h's options (O(h) for a code that
 * splits), and mostly far less, by the sparse-space method's split of the
 * values into common and rare (octal-sparse.ts, grundy-values.ts): under a
 * mask M, v is common when v AND M has odd parity. A split is worth a common
 * value exactly when one of its parts is rare, so a pass over the few heaps
 * with a rare value gives every option worth a common value, hence c, the
 * least common value that is no option; the mex is c, or a rare value below
 * c that no split of two common heaps is worth, looked for by a scan of the
 * splits that stops as soon as every rare value below c has one. The mask
 * only decides the speed, never the result: under a mask that makes every
 * value rare the check is the plain mex over every option.
 */

/** Which rules: an octal code's digits d1..dt, or Grundy's game (split a heap into two unequal ones). */
export type HeapRules = {readonly kind: 'octal'; readonly digits: readonly number[]} | {readonly kind: 'grundy'};

/** Parity of the bits of v: 1 when odd. */
function parity(v: number): number {
	let x = v;
	x ^= x >>> 16;
	x ^= x >>> 8;
	x ^= x >>> 4;
	x ^= x >>> 2;
	x ^= x >>> 1;
	return x & 1;
}

/** The most options a heap of h has under the rules: its value is at most that (the mex of k values is at most k). */
export function optionCount(rules: HeapRules, h: number): number {
	if (rules.kind === 'grundy') return h >= 3 ? Math.floor((h - 1) / 2) : 0;
	let count = 0;
	rules.digits.forEach((d, i) => {
		const m = h - (i + 1);
		if (m < 0) return;
		if (d & 1 && m === 0) count++;
		if (d & 2 && m >= 1) count++;
		if (d & 4 && m >= 2) count += Math.floor(m / 2);
	});
	return count;
}

/**
 * Why `length` values can be no table of these rules (a value above the
 * number of its heap's options), or null. One pass, before any array is sized
 * by a value.
 */
export function implausible(values: ArrayLike<number>, length: number, rules: HeapRules): string | null {
	if (rules.kind === 'grundy') {
		for (let h = 0; h < length; h++) {
			const v = values[h]!;
			if (v > 0 && 2 * v >= h) return `G(${h}) = ${v}, more than a heap of ${h} has options`;
		}
		return null;
	}
	// An octal heap of h has at most t + t·h/2 options.
	const t = rules.digits.length;
	for (let h = 0; h < length; h++) {
		const v = values[h]!;
		if (v > t + (t * h) / 2 && v > optionCount(rules, h)) return `G(${h}) = ${v}, more than a heap of ${h} has options`;
	}
	return null;
}

export class TableCheck {
	/** seen[v] = h when an option of the heap h being checked is worth v (no clearing between heaps). */
	private readonly seen: Int32Array;
	/** 1 for the common values below seen's length (none when the mask is 0). */
	private readonly common: Uint8Array;
	/** Heaps (≥ 1) whose value is rare, ascending. */
	private readonly rare: Int32Array;
	/** The values checked so far, and which passed: 0 not checked, 1 passed, 2 failed. */
	private readonly done: Uint8Array;
	/** The takes whose digit splits (0 for Grundy's game, which splits the whole heap), and the one-heap and no-heap takes. */
	private readonly splitTakes: readonly number[];
	private readonly unequal: boolean;
	/** Whether a mask makes some values common (else every split is scanned: the plain mex, O(h) a check). */
	readonly sparse: boolean;
	/** Heaps checked in all (for the record: tests, benchmarks). */
	checks = 0;

	constructor(
		private readonly values: ArrayLike<number>,
		readonly length: number,
		private readonly rules: HeapRules,
	) {
		let top = 0;
		for (let h = 0; h < length; h++) if (values[h]! > top) top = values[h]!;
		let ceiling = 1;
		while (ceiling <= top) ceiling *= 2;
		this.seen = new Int32Array(2 * ceiling).fill(-1);
		this.unequal = rules.kind === 'grundy';
		this.splitTakes = rules.kind === 'grundy' ? [0] : rules.digits.flatMap((d, i) => (d & 4 ? [i + 1] : []));
		const mask = rules.kind === 'grundy' ? (2 * ceiling - 1) & ~1 : bestMask(values, length, ceiling);
		this.sparse = mask !== 0;
		this.common = new Uint8Array(2 * ceiling);
		const rare: number[] = [];
		if (this.sparse) {
			for (let v = 0; v < 2 * ceiling; v++) this.common[v] = parity(v & mask);
			for (let h = 1; h < length; h++) if (this.common[values[h]!] === 0) rare.push(h);
		}
		this.rare = Int32Array.from(rare);
		this.done = new Uint8Array(length);
	}

	/** The values checked (the table as stored). */
	get table(): ArrayLike<number> {
		return this.values;
	}

	/** The stored value of heap h. */
	read(h: number): number {
		return this.values[h]!;
	}

	/** Whether the value stored for heap h is the mex of its options' stored values (each heap checked once). */
	holds(h: number): boolean {
		const done = this.done[h];
		if (done !== 0) return done === 1;
		const holds = this.mexAt(h) === this.values[h];
		this.done[h] = holds ? 1 : 2;
		return holds;
	}

	/** The mex of the options of h, their values read from the table. */
	mexAt(h: number): number {
		this.checks++;
		const G = this.values;
		const seen = this.seen;
		const common = this.common;
		if (this.rules.kind === 'octal') {
			const digits = this.rules.digits;
			for (let k = 1; k <= digits.length && k <= h; k++) {
				const d = digits[k - 1]!;
				const m = h - k;
				if (d & 1 && m === 0) seen[0] = h;
				if (d & 2 && m >= 1) seen[G[m]!] = h;
			}
		}
		// Every split with a rare part: all the options worth a common value.
		const rare = this.rare;
		for (const k of this.splitTakes) {
			const m = h - k;
			for (let i = 0; i < rare.length; i++) {
				const r = rare[i]!;
				if (r >= m) break;
				if (this.unequal && 2 * r === m) continue;
				seen[G[r]! ^ G[m - r]!] = h;
			}
		}
		// c: the least common value that is no option (with no mask, no value is common: every split is scanned).
		let c = 0;
		if (this.sparse) while (common[c] === 0 || seen[c] === h) c++;
		else c = seen.length;
		let missing = 0;
		for (let x = 0; x < c; x++) if (common[x] === 0 && seen[x] !== h) missing++;
		for (const k of this.splitTakes) {
			if (missing === 0) break;
			const m = h - k;
			for (let a = 1; 2 * a <= m; a++) {
				if (this.unequal && 2 * a === m) break;
				const x = G[a]! ^ G[m - a]!;
				if (x < c && seen[x] !== h) {
					seen[x] = h;
					if (--missing === 0) break;
				}
			}
		}
		let v = 0;
		while (seen[v] === h) v++;
		return v;
	}
}

/** The mask below the ceiling under which the fewest heaps are rare (0: none makes any value common). */
function bestMask(values: ArrayLike<number>, length: number, ceiling: number): number {
	// Past 2^12 values the choice would cost more than it saves: every value is taken as rare (the plain mex).
	if (ceiling > 4096) return 0;
	const counts = new Float64Array(ceiling);
	for (let h = 1; h < length; h++) counts[values[h]!]!++;
	const present: number[] = [];
	for (let v = 0; v < ceiling; v++) if (counts[v]! > 0) present.push(v);
	let best = 0;
	let bestRare = length;
	for (let m = 1; m < ceiling; m++) {
		let rare = 0;
		for (const v of present) if (parity(v & m) === 0) rare += counts[v]!;
		if (rare < bestRare) {
			bestRare = rare;
			best = m;
		}
	}
	// A mask that leaves a quarter of the heaps rare or more saves little over the plain mex.
	return 4 * bestRare < length ? best : 0;
}
