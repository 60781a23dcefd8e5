/**
 * The Grundy values of single heaps in take-and-break games, computed from the
 * rules (the mex over every take and split) in a table grown on demand, within
 * a bound on the work; and, for octal games, the proof of periodicity. The
 * mex, the table and the period search are the value engine's (values.ts):
 * this file says what a heap's options are and how far a table may go.
 *
 * Octal games (Winning Ways ch. 4; CGSuite's octal codes): the code
 * 0.d1 d2 ... dt says which takes are allowed. Removing k tokens from a heap of
 * n may leave no heap if bit 1 of d_k is set (k = n), one heap if bit 2 is set
 * (n − k ≥ 1), two heaps if bit 4 is set (n − k split into two non-empty
 * heaps). The octal periodicity theorem: if G(n + p) = G(n) for every n with
 * e ≤ n ≤ 2e + p + t (t the largest take), then G(n + p) = G(n) for all n ≥ e.
 * The check runs through that inclusive end. Codes that split take their
 * values from the sparse-space method (octal-sparse.ts), at worst about as
 * dear as the mex over every option, so the bound and the work estimate stay
 * those of that mex.
 *
 * Grundy's game (split a heap into two non-empty heaps of different sizes) has
 * no known period; its values are computed by the sparse-space method
 * (grundy-values.ts).
 */
import {LimitError, type Work} from './types.js';
import {limits} from './limits.js';
import {withRoom} from './table-growth.js';
import {GrundyValues} from './grundy-values.js';
import {OctalSparse} from './octal-sparse.js';
import {findPeriod, Marks, tabulate, type Options, type Period as ProvenPeriod} from './values.js';

/** A table proven periodic: G(n + period) = G(n) for all n ≥ start (start and period least). */
export interface Period {
	readonly start: number;
	readonly period: number;
}

/** What a family member says about its own values. */
export interface ValueTable {
	/** The most values the bounds allow to tabulate. */
	readonly bound: number;
	/** Tabulated values G(0..length − 1). */
	readonly values: Uint32Array;
	readonly length: number;
	/** Tabulates G(0..n − 1); false when that is past the bound. */
	extend(n: number): boolean;
	/** The proven period, found within the bound, or null (none found, or none provable for this family). */
	period(): Period | null;
	/** The same, with its proof (which theorem, which window). */
	proven(): ProvenPeriod | null;
	/** Words for the bound, for refusals: "at most 100000 values". */
	readonly boundWords: string;
	/** The table's name, for the work shared by positions that use it. */
	readonly key: string;
	/** Steps to tabulate G(0..n − 1) from what is tabulated now (`Game.work`). */
	stepsTo(n: number): number;
	/** Whether the period was looked for already (found or not). */
	readonly searched: boolean;
}

/** Steps per tabulated value besides its options (the mex, growing the table). */
const stepsPerValue = 16;

/** An octal code: digits d1..dt (each 0..7), t ≥ 1, the last one non-zero. */
export type OctalDigits = readonly number[];

/** "0.77" for the digits [7, 7]. */
export function octalText(digits: OctalDigits): string {
	return `0.${digits.join('')}`;
}

/** Options whose value a heap's mex looks at: how many a heap of n has, for the work bound. */
function splitDigits(digits: OctalDigits): number {
	return digits.filter(d => (d & 4) !== 0).length;
}

class OctalTable implements ValueTable {
	values = new Uint32Array(64);
	length = 0;
	private found: ProvenPeriod | null | undefined;
	private short: Period | null = null;
	/** A power of 2 above every value tabulated. */
	private ceiling = 1;
	/** The table's own marks: a heap's options are many, and their values few. */
	private readonly marks = new Marks();
	private readonly how = {marks: this.marks};
	/** A heap of h: each take k its digit allows, leaving nothing, one heap, or two. */
	private readonly options: Options;
	readonly bound: number;
	readonly boundWords: string;
	readonly key: string;
	private readonly splits: number;
	/** The values of a code that splits, by the sparse-space method (octal-sparse.ts); null for codes that do not split. */
	private readonly sparse: OctalSparse | null;
	/** Whether the session's cache holds it (its values then count against the cache's bound). */
	cached = false;
	constructor(readonly digits: OctalDigits) {
		const splits = splitDigits(digits);
		this.splits = splits;
		this.sparse = splits > 0 ? new OctalSparse(digits) : null;
		this.key = `octal ${octalText(digits)}`;
		// Work: about t steps a heap, plus n / 2 per split digit (so the table's cost grows as splits × bound² / 4).
		const bySplits = splits === 0 ? limits.octalTable : Math.floor(Math.sqrt((4 * limits.octalWork) / splits));
		this.bound = Math.max(64, Math.min(limits.octalTable, Math.floor(limits.octalWork / digits.length), bySplits));
		this.boundWords = `${this.bound} values (the bound for this code: at most ${limits.octalTable} values and ${limits.octalWork} steps)`;
		const t = digits.length;
		this.options = (h, marks) => {
			const G = this.values;
			// Every value so far is below the ceiling, a power of 2, and so is the XOR of two of them.
			if (h > 0 && G[h - 1]! >= this.ceiling) while (G[h - 1]! >= this.ceiling) this.ceiling *= 2;
			const bits = marks.reserve(this.ceiling);
			for (let k = 1; k <= t && k <= h; k++) {
				const d = digits[k - 1]!;
				const m = h - k;
				if (d & 1 && m === 0) marks.mark(0);
				if (d & 2 && m >= 1) marks.mark(G[m]!);
				if (d & 4 && m >= 2) {
					for (let a = 1; 2 * a <= m; a++) {
						const x = G[a]! ^ G[m - a]!;
						bits[x >>> 5]! |= 1 << (x & 31);
					}
				}
			}
		};
	}

	get searched(): boolean {
		return this.found !== undefined;
	}

	stepsTo(n: number): number {
		const from = this.length;
		if (n <= from) return 0;
		// t takes a heap, and a split digit's n / 2 splits.
		return (n - from) * (this.digits.length + stepsPerValue) + Math.ceil((this.splits * (n * n - from * from)) / 4);
	}

	extend(n: number): boolean {
		if (n <= this.length) return true;
		if (n > this.bound) return false;
		if (this.sparse !== null) {
			this.sparse.extend(n);
			this.values = this.sparse.values;
		} else {
			this.values = withRoom(this.values, this.length, n, this.bound);
			tabulate(this.values, this.length, n, this.options, this.how);
		}
		if (this.cached) heldValues += n - this.length;
		this.length = n;
		return true;
	}

	/**
	 * The least period p, with the least start e for it, that the table proves
	 * by the octal periodicity theorem: G(n + p) = G(n) for e ≤ n ≤ 2e + p + t.
	 * Tabulates in doubling steps up to the bound, trying each time.
	 */
	period(): Period | null {
		const found = this.proven();
		if (found !== null && this.short === null) this.short = {start: found.start, period: found.period};
		return this.short;
	}

	proven(): ProvenPeriod | null {
		if (this.found !== undefined) return this.found;
		for (let size = Math.min(this.bound, 256); ; size = Math.min(this.bound, size * 2)) {
			this.extend(size);
			const proven = provePeriod(this.values, size, this.digits.length);
			if (proven !== null || size >= this.bound) {
				this.found = proven;
				return proven;
			}
		}
	}
}

/** The least period the first `length` values prove by the octal periodicity theorem with largest take t, or null. */
export function provePeriod(values: Uint32Array, length: number, t: number): ProvenPeriod | null {
	return findPeriod(values, length, {kind: 'octal', take: t});
}

/** Grundy's game's table: the values come from `GrundyValues` (grundy-values.ts, the sparse-space method). */
class GrundyTable implements ValueTable {
	values = new Uint32Array(1024);
	length = 0;
	readonly bound = limits.grundyTable;
	readonly boundWords = `${limits.grundyTable} values (no period of Grundy's game is known)`;
	readonly key = "Grundy's game";
	readonly searched = true;
	private readonly sequence = new GrundyValues();

	/**
	 * A heap's value takes a pass over the heaps with a rare value and the
	 * witnesses of the rare values below: 10^5 heaps took 1.0 s of CPU time in
	 * `analyze` on a busy machine, where the method before took 1.54 s for
	 * 8,000 steps a heap, so 5,100 steps a heap.
	 */
	stepsTo(n: number): number {
		return Math.max(0, n - this.length) * 5100;
	}

	extend(n: number): boolean {
		if (n <= this.length) return true;
		if (n > this.bound) return false;
		this.values = withRoom(this.values, this.length, n, this.bound);
		this.sequence.extend(n);
		this.values.set(this.sequence.values.subarray(this.length, n), this.length);
		this.length = n;
		return true;
	}

	period(): Period | null {
		return null;
	}

	proven(): ProvenPeriod | null {
		return null;
	}
}

/**
 * The session's octal tables by code, least recently used first. Old ones
 * are dropped only past a bound on the values held (memory), never by their
 * number alone: parts of a sum with the same code share one table, as the
 * sum's work estimate counts on.
 */
const octalTables = new Map<string, OctalTable>();
let heldValues = 0;
const maxHeldValues = 2 ** 25;
const maxHeld = 20_000;
let lastKey = '';
let grundyTable: GrundyTable | undefined;

/** The table of an octal code (kept for the session). */
export function octalTable(digits: OctalDigits): ValueTable {
	const key = digits.join('');
	let table = octalTables.get(key);
	// The most recent already (most lookups: a position's heaps one after another).
	if (table !== undefined && key === lastKey) return table;
	lastKey = key;
	if (table === undefined) {
		table = new OctalTable(digits);
		table.cached = true;
		for (const [oldKey, old] of octalTables) {
			if (octalTables.size < maxHeld && heldValues <= maxHeldValues) break;
			octalTables.delete(oldKey);
			old.cached = false;
			heldValues -= old.length;
		}
	} else {
		octalTables.delete(key);
	}
	octalTables.set(key, table);
	return table;
}

/**
 * The work the heaps' values need from the table, not done yet: the table up
 * to the largest heap, or, for a heap past its bound, the period search at
 * its worst (the whole bound).
 */
export function tableWork(table: ValueTable, heaps: readonly bigint[]): Work[] {
	let top = 0n;
	for (const h of heaps) if (h > top) top = h;
	const need = top < BigInt(table.bound) ? Number(top) + 1 : table.searched ? 0 : table.bound;
	return [{key: table.key, steps: table.stepsTo(need)}];
}

export function grundyGameTable(): ValueTable {
	grundyTable ??= new GrundyTable();
	return grundyTable;
}

/** G(n) from the table, or through the proven period; throws LimitError beyond both. */
export function heapValue(table: ValueTable, n: bigint): number {
	if (n < BigInt(table.bound)) {
		table.extend(Number(n) + 1);
		return table.values[Number(n)]!;
	}
	const found = table.period();
	if (found === null) throw new LimitError(beyond(table, n));
	const index = BigInt(found.start) + ((n - BigInt(found.start)) % BigInt(found.period));
	return table.values[Number(index)]!;
}

function beyond(table: ValueTable, n: bigint): string {
	return `heap ${n} is past the bound: heaps are valued from a table of ${table.boundWords}, and no period was proven within it`;
}

/** Refuses, before any other work, heaps that can be valued neither from the table nor through a period. */
export function checkHeaps(table: ValueTable, heaps: readonly bigint[]): void {
	let top = 0n;
	for (const h of heaps) if (h > top) top = h;
	if (top < BigInt(table.bound)) return;
	if (table.period() === null) throw new LimitError(beyond(table, top));
}
