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
 *
 * Past what an analysis computes within its budget, a table grows by a job
 * (`tableJob`, run in slices by source/jobs/run.ts): Grundy's game to 10^7
 * values, an octal code until its period is proven. What a job proves is
 * handed to the known values' provider (`setKnownValues`, a cache on disk
 * installed by the program), and a table asks it first, so nothing is
 * computed twice; the engine itself reads and writes nothing.
 */
import {LimitError, type JsonObject, type Param, type Work} from './types.js';
import type {Job, JobSubject, ValuesName} from './job.js';
import {limits} from './limits.js';
import {limitRefusal, ruleRefusal} from './input.js';
import {phrase, type Phrase} from './rule-words.js';
import {withRoom} from './table-growth.js';
import {GrundyValues} from './grundy-values.js';
import {OctalSparse} from './octal-sparse.js';
import {findPeriod, Marks, tabulate, type Options, type Period as ProvenPeriod} from './values.js';
import {implausible, TableCheck, type HeapRules} from './value-checks.js';

/** A table proven periodic: G(n + period) = G(n) for all n ≥ start (start and period least). */
export interface Period {
	readonly start: number;
	readonly period: number;
}

/** A table's values: bytes, 16 or 32 bits, whichever holds them. */
export type TableValues = Uint8Array | Uint16Array | Uint32Array;

/** What was proven of a table before: its first values, and its period where one was proven. */
export interface KnownTable {
	/** G(0..values.length − 1). */
	readonly values: TableValues;
	readonly period: Period | null;
}

/**
 * Where tables find what was proven before, and keep what a job proves: the
 * program installs one (source/cache/), the engine only calls it. Keys name
 * the table and the method that computed it (`knownKey`).
 */
export interface KnownValues {
	get(key: string): KnownTable | null;
	put(key: string, known: KnownTable): void;
	/** A command line from its words, as a shell reads it (quoted), for the refusals that name one. @default the words joined by spaces */
	commandLine?(words: readonly string[]): string;
	/** A result proven before in its plain (JSON) form, such as a misère quotient, or null. */
	getRecord?(key: string): unknown;
	/** Keeps a result in its plain form. */
	putRecord?(key: string, record: object): void;
	/** Removes what is kept under `key`: it failed a check against the rules (`why`, for the one line that says so). */
	discard?(key: string, why: string): void;
}

/**
 * The versions of the methods that compute the values: a cached table is
 * used only by the method version that wrote it. Bump one when its values'
 * method changes.
 */
export const valuesMethods = {grundy: 1, octal: 1, quotient: 1} as const;

let known: KnownValues | null = null;

/** Values read from the known values (the cache) by answers so far, in this process: an answer that read one says so. */
let knownReads = 0;

/** How many values answers have read from the known values so far (compare before and after an answer). */
export function knownValuesRead(): number {
	return knownReads;
}

/**
 * What is checked of the known values before an answer rests on them (the
 * cache's checksum catches damage, not changes; a table is checked against
 * the rules, since one changed on purpose may carry a right checksum):
 * 1. nothing out of bounds: at most a job's values, none above the number of
 *    its heap's options (`implausible`), before any array is sized by them;
 * 2. a period it claims is proven again from its values (octal theorem);
 * 3. the values an analysis computes itself (its own bound) are computed,
 *    never read, and the stored ones must be the same;
 * 4. on load, each value from the period's start through one period (the
 *    first heap of every residue class) and `loadSamples` heaps at random are
 *    checked: the mex of their options over the stored values;
 * 5. every value an answer reads from it is checked the same way first.
 * A check that fails removes the entry (`KnownValues.discard`, one line).
 *
 * What that settles: the first heap where a table T differs from the true
 * values G has the true options, so it fails its check; a table that passes
 * at every heap is the true one. So:
 * - a value changed alone (the one an answer reads, or any other checked)
 *   fails its own check (5): it is not the mex of the values below it;
 * - a change confined to the heaps from the period's start e on, in a table
 *   that still proves the period (2), where the period is true, is caught
 *   for certain by (4) where it checks the first period whole, whatever
 *   residue classes it changes: its lowest
 *   heap n0 lies within the first period, since n0 ≥ e + p would give
 *   T(n0 − p) = T(n0) ≠ G(n0) = G(n0 − p), a lower difference;
 * - values an analysis computes itself never come from the table (3).
 * Left to chance: a table changed consistently from some heap k on, where
 * only k fails, k past the values compared with a computation (3: an octal
 * code's own bound, Grundy's game's first 2,048), outside the first period,
 * neither read nor drawn among the samples; the samples are drawn anew each
 * run, each finding k with probability 1/(the values past those compared).
 */
const loadSamples = 512;
/** Residue classes checked on load at most (their first heaps), by the sparse checks: past it, that many chosen at random. */
const maxClassChecks = 2 ** 18;

/** The first heap that fails its check among those checked on load (4 above), or null. */
function checkOnLoad(check: TableCheck, from: number, period: Period | null): number | null {
	const n = check.length;
	if (period !== null) {
		const {start, period: p} = period;
		// Without a sparse mask each check scans every split: the classes then checked whole are those that fit about 2^29 steps.
		const classes = check.sparse ? maxClassChecks : Math.max(loadSamples, Math.floor(2 ** 29 / n));
		if (p <= classes) {
			for (let h = Math.max(from, start); h < start + p && h < n; h++) if (!check.holds(h)) return h;
		} else {
			for (let i = 0; i < classes; i++) {
				const h = start + Math.floor(Math.random() * p);
				if (h >= from && h < n && !check.holds(h)) return h;
			}
		}
	}
	for (let i = 0; i < loadSamples && from < n; i++) {
		const h = from + Math.floor(Math.random() * (n - from));
		if (!check.holds(h)) return h;
	}
	return null;
}

/** Single checks of Grundy's game's stored values before the rest of a range is checked by computing it (a listing of moves reads up to 10^5). */
const rangeAfter = 256;
/** The most values such a range computes (below the value read), and replays below it: about a second's work. */
const rangeSpan = 2 ** 17;

/** Removes an entry of the known values that failed a check. */
function discard(key: string, why: string): void {
	known?.discard?.(key, why);
}

/** Installs the known values' provider (null: none); the session's tables start afresh, so they ask it. */
export function setKnownValues(provider: KnownValues | null): void {
	known = provider;
	records.clear();
	octalTables.clear();
	heldValues = 0;
	lastKey = '';
	grundyTable = undefined;
}

/** Whether what a job proves is kept (a provider is installed: the cache). */
export function keepsKnownValues(): boolean {
	return known !== null;
}

/** Results proven once this session, by key (a few: each is small). */
const records = new Map<string, unknown>();
const maxRecords = 16;

/**
 * A result proven once, such as a rule's misère quotient: the session's, else
 * the known values' (believed only if `read` checks it and returns it),
 * else computed now, and its plain form kept.
 */
export function provenOnce<T>(name: string, method: number, read: (record: unknown) => T | null, compute: () => {result: T; record: object}): T {
	const key = knownKey({key: name}, method);
	if (records.has(key)) return records.get(key) as T;
	if (records.size >= maxRecords) records.clear();
	const stored = known?.getRecord?.(key) ?? null;
	let result = stored === null ? null : read(stored);
	if (result === null) {
		const computed = compute();
		result = computed.result;
		known?.putRecord?.(key, computed.record);
	}
	records.set(key, result);
	return result;
}

/** The key of a table's values in the known values: its name and its method's version. */
export function knownKey(table: {readonly key: string}, method: number): string {
	return `${table.key} (values method ${method})`;
}

/** A table's name, as its key in the known values and in words: "octal 0.137", "Grundy's game". */
export function valuesKey(name: ValuesName): string {
	return name.kind === 'grundys-game' ? "Grundy's game" : `octal ${name.code}`;
}

/** The name a rule's misère quotient is kept under (the rule's id and parameters, as `provenOnce` is given them). */
export function quotientKey(rule: string): string {
	return `misère quotient of ${rule}`;
}

/** What an entry of the known values holds, read back from its key: a table's values, or a rule's misère quotient (`rule`: its id and parameters). */
export type KnownName =
	| {readonly kind: 'values'; readonly table: ValuesName; readonly method: number}
	| {readonly kind: 'quotient'; readonly rule: string; readonly method: number};

/** The name `knownKey` made, as data, or null for a key it did not make. */
export function knownName(key: string): KnownName | null {
	const found = /^(.+) \(values method (\d+)\)$/.exec(key);
	if (found === null) return null;
	const [, name, digits] = found as unknown as [string, string, string];
	const method = Number(digits);
	if (name === valuesKey({kind: 'grundys-game'})) return {kind: 'values', table: {kind: 'grundys-game'}, method};
	const octal = /^octal ([0-7]+\.[0-7]+|[0-7]+)$/.exec(name);
	if (octal !== null) return {kind: 'values', table: {kind: 'octal-code', code: octal[1]!}, method};
	const prefix = quotientKey('');
	if (name.startsWith(prefix) && name.length > prefix.length) return {kind: 'quotient', rule: name.slice(prefix.length), method};
	return null;
}

/** A job's subject in words: "Grundy's game: the values of heaps 0 to 1000000". */
export function subjectWords(subject: JobSubject): string {
	const key = valuesKey(subject.table);
	return subject.kind === 'prove' ? `${key}: values until the period is proven (at most ${subject.bound})` : `${key}: the values of heaps 0 to ${subject.last}`;
}

const commandLine = (words: readonly string[]): string => known?.commandLine?.(words) ?? words.join(' ');

/** What a table job leaves: the values tabulated, and the period where one was proven. */
export interface TableJobResult {
	readonly length: number;
	readonly period: Period | null;
}

/** Values a table job tabulates at most (`game-arcade table`: Grundy's game, an octal code's proof): heaps 0 to `limits.tableJob`. */
export const jobBound = limits.tableJob + 1;

/** What a family member says about its own values. */
export interface ValueTable {
	/** The most values the bounds allow to tabulate (within an analysis), or as many as are known already. */
	readonly bound: number;
	/** Tabulated values G(0..length − 1). */
	readonly values: TableValues;
	readonly length: number;
	/** Tabulates G(0..n − 1); false when that is past the bound. */
	extend(n: number): boolean;
	/** The proven period, found within the bound, or null (none found, or none provable for this family). */
	period(): Period | null;
	/** The same, with its proof (which theorem, which window). */
	proven(): ProvenPeriod | null;
	/** Words for the bound, for refusals: "100000 values (no period of Grundy's game is known)". */
	readonly boundWords: Phrase;
	/** The table's name, for the work shared by positions that use it. */
	readonly key: string;
	/** Steps to tabulate G(0..n − 1) from what is tabulated now (`Game.work`). */
	stepsTo(n: number): number;
	/** Whether the period was looked for already (found or not). */
	readonly searched: boolean;
	/** Takes what the known values hold of this table, when they hold more than it has. */
	consult(): void;
	/** Values G(0..fromKnown − 1) were read from the known values (the cache), not computed in this run. */
	readonly fromKnown: number;
	/** The period was read from the known values (and proven again as it was read). */
	readonly periodFromKnown: boolean;
	/** The period where it is proven already (or known from before), with nothing computed. */
	knownPeriod(): Period | null;
	/**
	 * G(n), n below `length`, as an answer may rest on it: computed here, or
	 * read from the known values and checked against the rules first (a value
	 * that fails removes the entry, and the answer is refused).
	 */
	value(n: number): number;
	/**
	 * A job that tabulates G(0..need − 1) (and with `prove`, goes on until the
	 * period is proven), or null when nothing is left to do or it is quick
	 * enough to do at once. Throws InputError past the job bound, or for
	 * `prove` where no period can be proven.
	 */
	job(need: number, prove: boolean): Job<TableJobResult> | null;
}

/** What a job needs of its table: to grow past the analysis bound, to look for the period, to keep what it proved. */
interface JobTable {
	readonly length: number;
	grow(n: number): void;
	check(length: number): Period | null;
	keep(result: TableJobResult): void;
}

/** Heaps a step of a job values at a time (a few milliseconds) where a heap's value costs little more than a pass over the rare heaps. */
const jobChunk = 1024;
/** Steps of the mex over every option a step of a job may take (about a millisecond): codes that split, where the sparse method may fall back to it. */
const jobSteps = 2 ** 20;

/**
 * A table's job: extend in chunks to `need`, then with `prove` on in
 * doubling sizes, looking for the period at each, until one is proven or the
 * job bound is met. Only `finish` hands what it proved to the known values.
 */
class TableJob implements Job<TableJobResult> {
	readonly unit = 'values' as const;
	readonly title: string;
	readonly open: boolean;
	readonly total: number;
	private target: number;
	private result: TableJobResult | null = null;
	constructor(
		readonly subject: JobSubject,
		private readonly table: JobTable,
		need: number,
		private readonly prove: boolean,
		/** Heaps a step values, from the table's length (a step is to take a few milliseconds at most). */
		private readonly chunk: (length: number) => number,
	) {
		this.title = subjectWords(subject);
		this.open = prove;
		this.total = prove ? jobBound : need;
		this.target = prove ? Math.max(need, 256) : need;
	}

	done(): number {
		return this.table.length;
	}

	step(): boolean {
		if (this.result !== null) return true;
		const {table} = this;
		if (table.length < this.target) {
			table.grow(Math.min(this.target, table.length + Math.max(1, this.chunk(table.length))));
			if (table.length < this.target) return false;
		}
		if (!this.prove) {
			this.result = {length: table.length, period: null};
			return true;
		}
		const period = table.check(table.length);
		if (period !== null || this.target >= jobBound) {
			this.result = {length: table.length, period};
			return true;
		}
		this.target = Math.min(jobBound, 2 * this.target);
		return false;
	}

	finish(): TableJobResult {
		if (this.result === null) throw new Error('the job is not done');
		this.table.keep(this.result);
		return this.result;
	}
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

class OctalTable implements ValueTable, JobTable {
	values: Uint32Array<ArrayBuffer> = new Uint32Array(64);
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
	/** The values an analysis tabulates at most. */
	private readonly own: number;
	readonly boundWords: Phrase;
	readonly key: string;
	private readonly splits: number;
	/** The values of a code that splits, by the sparse-space method (octal-sparse.ts); null for codes that do not split. */
	private readonly sparse: OctalSparse | null;
	/** Whether the known values were asked already. */
	private consulted = false;
	fromKnown = 0;
	periodFromKnown = false;
	/** Whether the session's cache holds it (its values then count against the cache's bound). */
	cached = false;
	/** G(0..computed − 1) were computed here; past them, up to `stored.length`, they were read from the known values. */
	private computed = Number.POSITIVE_INFINITY;
	/** The checks of the values read from the known values, against the rules. */
	private stored: TableCheck | null = null;
	private readonly rules: HeapRules;
	constructor(readonly digits: OctalDigits) {
		this.rules = {kind: 'octal', digits};
		const splits = splitDigits(digits);
		this.splits = splits;
		this.sparse = splits > 0 ? new OctalSparse(digits) : null;
		this.key = valuesKey({kind: 'octal-code', code: octalText(digits)});
		// Work: about t steps a heap, plus n / 2 per split digit (so the table's cost grows as splits × bound² / 4).
		const bySplits = splits === 0 ? limits.octalTable : Math.floor(Math.sqrt((4 * limits.octalWork) / splits));
		this.own = Math.max(64, Math.min(limits.octalTable, Math.floor(limits.octalWork / digits.length), bySplits));
		this.boundWords = phrase('rule_octalBound', {own: this.own, table: limits.octalTable, work: limits.octalWork});
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

	get bound(): number {
		return Math.max(this.own, this.length);
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
		this.grow(n);
		return true;
	}

	/** Tabulates G(0..n − 1), past the analysis bound if asked (a job). */
	grow(n: number): void {
		if (n <= this.length) return;
		if (this.sparse !== null) {
			this.sparse.extend(n);
			this.values = this.sparse.values;
		} else {
			this.values = withRoom(this.values, this.length, n, Math.max(n, jobBound));
			tabulate(this.values, this.length, n, this.options, this.how);
		}
		if (this.cached) heldValues += n - this.length;
		this.length = n;
	}

	consult(): void {
		if (this.consulted) return;
		this.consulted = true;
		const key = knownKey(this, valuesMethods.octal);
		const found = known?.get(key) ?? null;
		if (found === null || found.values.length <= this.length) return;
		const why = this.believe(found);
		if (why !== null) discard(key, why);
	}

	/** Takes the known values once they pass the checks (`checkOnLoad`'s comment); else says why not. */
	private believe(found: KnownTable): string | null {
		const n = found.values.length;
		if (n > jobBound) return `it holds ${n} values, more than a table job computes (${jobBound})`;
		const wild = implausible(found.values, n, this.rules);
		if (wild !== null) return wild;
		// What the cache says is proven is proven again here (one pass over the values).
		let period: ProvenPeriod | null = null;
		if (found.period !== null) {
			period = provePeriod(found.values, n, this.digits.length);
			if (period === null || period.start !== found.period.start || period.period !== found.period.period)
				return `its values do not prove its period (${found.period.period} from ${found.period.start})`;
		}
		// The values an analysis computes itself are computed, never read, and must agree.
		const own = Math.min(n, this.own);
		this.grow(own);
		for (let i = 0; i < own; i++) if (this.values[i] !== found.values[i]) return `G(${i}) is stored as ${found.values[i]} but is ${this.values[i]}`;
		const check = new TableCheck(found.values, n, this.rules);
		const wrong = checkOnLoad(check, own, period);
		if (wrong !== null) return `G(${wrong}) is stored as ${found.values[wrong]}, not the mex of its options`;
		if (this.sparse !== null) {
			this.sparse.seed(found.values, n);
			this.values = this.sparse.values;
		} else {
			this.values = withRoom(this.values, this.length, n, Math.max(n, jobBound));
			for (let i = this.length; i < n; i++) this.values[i] = found.values[i]!;
			for (let i = 0; i < n; i++) while (found.values[i]! >= this.ceiling) this.ceiling *= 2;
		}
		if (this.cached) heldValues += n - this.length;
		this.computed = this.length;
		this.stored = check;
		this.length = n;
		this.fromKnown = n;
		if (period !== null) {
			this.found = period;
			this.periodFromKnown = true;
		}
		return null;
	}

	value(n: number): number {
		const {stored} = this;
		if (stored === null || n < this.computed || n >= stored.length) return this.values[n]!;
		knownReads++;
		if (!stored.holds(n)) this.reject(n);
		return this.values[n]!;
	}

	/** The known values failed a check as an answer read them: removed, the session's table dropped, the answer refused. */
	private reject(n: number): never {
		const key = knownKey(this, valuesMethods.octal);
		discard(key, `G(${n}) is stored as ${this.values[n]}, not the mex of its options`);
		octalTables.delete(this.digits.join(''));
		lastKey = '';
		if (this.cached) heldValues -= this.length;
		this.cached = false;
		throw new LimitError(
			`G(${n}) of ${this.key} read from the cache is not the mex of its options there, so the cache's entry was removed; \`${commandLine(['game-arcade', 'table', 'octal', '--code', octalText(this.digits), '--prove'])}\` computes it again`,
		);
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

	/** The period where it is known already, with nothing computed. */
	knownPeriod(): Period | null {
		return this.found === undefined || this.found === null ? null : this.period();
	}

	proven(): ProvenPeriod | null {
		this.consult();
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

	check(length: number): Period | null {
		const proven = provePeriod(this.values, length, this.digits.length);
		if (proven !== null) {
			this.found = proven;
			this.short = null;
		}
		return proven === null ? null : {start: proven.start, period: proven.period};
	}

	job(need: number, prove: boolean): Job<TableJobResult> | null {
		this.consult();
		if (this.knownPeriod() !== null || (!prove && need <= this.length)) return null;
		if (need > jobBound) throw ruleRefusal(phrase('rule_jobBound', {table: this.key, limit: limits.tableJob, asked: need - 1}));
		if (!prove && this.stepsTo(need) <= limits.sumWork) return null;
		const table: ValuesName = {kind: 'octal-code', code: octalText(this.digits)};
		const subject: JobSubject = prove ? {kind: 'prove', table, bound: jobBound} : {kind: 'values', table, last: need - 1};
		const splits = this.splits;
		return new TableJob(subject, this, need, prove, splits === 0 ? () => 4 * jobChunk : n => Math.min(jobChunk, Math.floor(jobSteps / (1 + (splits * n) / 2))));
	}

	/** Hands what the job proved to the known values: the values through the period's proof window, or all of them. */
	keep(result: TableJobResult): void {
		if (known === null) return;
		const found = this.found ?? null;
		// The octal theorem's window ends at 2e + p + t; its proof reads p values past it.
		const length = found === null ? result.length : Math.min(result.length, 2 * found.start + 2 * found.period + this.digits.length + 1);
		known.put(knownKey(this, valuesMethods.octal), {
			values: this.values.slice(0, length),
			period: found === null ? null : {start: found.start, period: found.period},
		});
	}
}

/** The least period the first `length` values prove by the octal periodicity theorem with largest take t, or null. */
export function provePeriod(values: ArrayLike<number>, length: number, t: number): ProvenPeriod | null {
	return findPeriod(values, length, {kind: 'octal', take: t});
}

/** Grundy's game's table: the values come from `GrundyValues` (grundy-values.ts, the sparse-space method). */
class GrundyTable implements ValueTable, JobTable {
	readonly boundWords = phrase('rule_grundyBound', {direct: limits.grundyDirect});
	readonly key = valuesKey({kind: 'grundys-game'});
	readonly searched = true;
	private readonly sequence = new GrundyValues();
	private consulted = false;
	/** Values known from before, longer than the sequence: read as they are, and handed to the sequence only if it must go on past them. */
	private known: TableValues | null = null;
	/** The checks of the known values against the rules (kept when they are handed to the sequence). */
	private stored: TableCheck | null = null;
	/** The sequence's values from here on were read from the known values, not computed. */
	private seededAt = Number.POSITIVE_INFINITY;
	private readonly rules: HeapRules = {kind: 'grundy'};
	/** Checks of single values so far, and the stored values checked as a range (`holds`). */
	private singles = 0;
	private range: {readonly from: number; readonly to: number} | null = null;
	fromKnown = 0;
	readonly periodFromKnown = false;

	get values(): TableValues {
		return this.known ?? this.sequence.values;
	}

	get length(): number {
		return this.known?.length ?? this.sequence.length;
	}

	/** What an analysis computes itself, or as many values as are known already. */
	get bound(): number {
		return Math.max(limits.grundyDirect, this.length);
	}

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
		this.grow(n);
		return true;
	}

	grow(n: number): void {
		if (n <= this.length) return;
		if (this.known !== null) {
			this.seededAt = this.sequence.length;
			this.sequence.seed(this.known, this.known.length);
			this.known = null;
		}
		this.sequence.extend(n);
	}

	/** Asked only for heaps past what an analysis computes (`checkHeaps`, `heapValue`, a job): the heaps below are computed, never read. */
	consult(): void {
		if (this.consulted) return;
		this.consulted = true;
		const key = knownKey(this, valuesMethods.grundy);
		const found = known?.get(key) ?? null;
		if (found === null || found.values.length <= this.length) return;
		const why = this.believe(found.values);
		if (why !== null) discard(key, why);
	}

	/** Takes the known values once they pass the checks (`checkOnLoad`'s comment); else says why not. */
	private believe(values: TableValues): string | null {
		const n = values.length;
		if (n > jobBound) return `it holds ${n} values, more than a table job computes (${jobBound})`;
		const wild = implausible(values, n, this.rules);
		if (wild !== null) return wild;
		// The first values are computed here as well (a few milliseconds), and must agree.
		const first = Math.min(n, 2048);
		this.sequence.extend(first);
		for (let i = 0; i < first; i++) if (this.sequence.values[i] !== values[i]) return `G(${i}) is stored as ${values[i]} but is ${this.sequence.values[i]}`;
		const check = new TableCheck(values, n, this.rules);
		const wrong = checkOnLoad(check, first, null);
		if (wrong !== null) return `G(${wrong}) is stored as ${values[wrong]}, not the mex of its options`;
		this.known = values;
		this.stored = check;
		this.fromKnown = n;
		return null;
	}

	value(n: number): number {
		const {sequence} = this;
		if (n < sequence.length && n < this.seededAt) return sequence.values[n]!;
		// What an analysis computes itself is computed, even where the cache holds it.
		if (n < limits.grundyDirect && this.seededAt === Number.POSITIVE_INFINITY) {
			sequence.extend(n + 1);
			return sequence.values[n]!;
		}
		const {stored} = this;
		if (stored !== null && n < stored.length) {
			knownReads++;
			if (!this.holds(stored, n)) this.reject(n);
		}
		return this.values[n]!;
	}

	/**
	 * Whether the stored G(n) is the mex of its splits' stored values: one
	 * check at a time, or, once an answer reads many (a listing of moves),
	 * a range computed afresh by the sparse-space method from the stored
	 * values below it (about a fifth of a check's cost a value).
	 */
	private holds(stored: TableCheck, n: number): boolean {
		const range = this.range;
		// Every value of the range was compared with the stored one when it was computed.
		if (range !== null && n >= range.from && n < range.to) return true;
		const from = Math.max(limits.grundyDirect, n + 1 - rangeSpan);
		// The range's values below it are replayed into the method too: only where they are few (heaps up to about 2·10^5, those --moves lists).
		if (++this.singles >= rangeAfter && range === null && from <= limits.grundyDirect + rangeSpan) {
			const values = new GrundyValues();
			values.seed(stored.table, from);
			values.extend(n + 1);
			// The first value computed that differs is the first stored one that is not the mex over the stored values below it.
			for (let h = from; h <= n; h++) if (values.values[h] !== stored.read(h)) this.reject(h);
			this.range = {from, to: n + 1};
			return true;
		}
		return stored.holds(n);
	}

	/** The known values failed a check as an answer read them: removed, the session's table dropped, the answer refused. */
	private reject(n: number): never {
		const stored = this.values[n];
		discard(knownKey(this, valuesMethods.grundy), `G(${n}) is stored as ${stored}, not the mex of its options`);
		if (grundyTable === this) grundyTable = undefined;
		throw new LimitError(
			`G(${n}) of Grundy's game read from the cache is not the mex of its splits' values there, so the cache's entry was removed; \`${commandLine(['game-arcade', 'table', 'grundy', '--from', String(n), '--to', String(n)])}\` computes it again`,
		);
	}

	period(): Period | null {
		return null;
	}

	knownPeriod(): Period | null {
		return null;
	}

	proven(): ProvenPeriod | null {
		return null;
	}

	check(): Period | null {
		return null;
	}

	job(need: number, prove: boolean): Job<TableJobResult> | null {
		if (prove) throw ruleRefusal(phrase('rule_proveGrundy'));
		if (need > jobBound) throw ruleRefusal(phrase('rule_jobBoundGrundy', {limit: limits.tableJob, asked: need - 1}));
		if (need <= this.length) return null;
		if (need > limits.grundyDirect) this.consult();
		if (need <= this.length || need <= limits.grundyDirect) return null;
		return new TableJob({kind: 'values', table: {kind: 'grundys-game'}, last: need - 1}, this, need, false, () => jobChunk);
	}

	keep(result: TableJobResult): void {
		known?.put(knownKey(this, valuesMethods.grundy), {values: this.values.slice(0, result.length), period: null});
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
	const need = top < BigInt(table.length) ? 0 : top < BigInt(table.bound) ? Number(top) + 1 : table.searched ? 0 : table.bound;
	return [{key: table.key, steps: table.stepsTo(need)}];
}

export function grundyGameTable(): ValueTable {
	grundyTable ??= new GrundyTable();
	return grundyTable;
}

/** The session's table named `key` (`ValueTable.key`, as `Game.work` names it), if there is one. */
export function tableNamed(key: string): ValueTable | null {
	if (grundyTable?.key === key) return grundyTable;
	for (const table of octalTables.values()) if (table.key === key) return table;
	return null;
}

/** G(n) from the table, or through the proven period; throws LimitError beyond both. */
export function heapValue(table: ValueTable, n: bigint): number {
	if (n < BigInt(table.length)) return table.value(Number(n));
	// Past what an analysis computes, what was proven before may hold it (a heap inside a sum comes here unchecked).
	if (n >= BigInt(table.bound)) {
		table.consult();
		if (n < BigInt(table.length)) return table.value(Number(n));
	}
	const short = table.knownPeriod();
	if (short === null && n < BigInt(table.bound)) {
		table.extend(Number(n) + 1);
		if (n < BigInt(table.length)) return table.value(Number(n));
	}
	const found = short ?? table.period();
	if (found === null) throw limitRefusal(beyond(table, n));
	const index = BigInt(found.start) + ((n - BigInt(found.start)) % BigInt(found.period));
	return table.value(Number(index));
}

/**
 * The words of a game in a `table` command line: its id and its parameters
 * as flags (`octal --code 0.16`), for the refusals that name the job.
 */
export function tableWords(id: string, params: readonly Param[], json: JsonObject): string[] {
	const words = [id];
	for (const param of params) {
		const value = json[param.key];
		if (value === undefined || value === null || value === false) continue;
		words.push(`--${param.flag}`);
		if (value !== true) words.push(Array.isArray(value) ? value.join(',') : String(value));
	}
	return words;
}

function beyond(table: ValueTable, n: bigint, game?: () => readonly string[]): Phrase {
	if (table instanceof GrundyTable) {
		const reach = table.length > limits.grundyDirect ? phrase('rule_grundyReach', {length: table.length}) : '';
		const past = phrase('rule_grundyPast', {n, direct: limits.grundyDirect, reach});
		if (n >= BigInt(jobBound)) return phrase('rule_grundyJobMax', {past, limit: limits.tableJob});
		if (game === undefined) return past;
		return phrase('rule_grundyJob', {past, command: commandLine(['game-arcade', 'table', ...game(), '--from', String(n), '--to', String(n)])});
	}
	// A table job went as far as it may: no command would do more.
	if (table.length >= jobBound) return phrase('rule_pastJobBound', {n, length: table.length});
	const past = phrase('rule_pastBound', {n, bound: table.boundWords});
	if (table instanceof OctalTable && game !== undefined)
		return phrase('rule_proveJob', {past, command: commandLine(['game-arcade', 'table', ...game(), '--prove']), limit: jobBound});
	return past;
}

/**
 * Refuses, before any other work, heaps that can be valued neither from the
 * table nor through a period; `game` gives the game's words of the `table`
 * command that would compute them (`tableWords`), for the refusal.
 */
export function checkHeaps(table: ValueTable, heaps: readonly bigint[], game?: () => readonly string[]): void {
	let top = 0n;
	for (const h of heaps) if (h > top) top = h;
	if (top < BigInt(table.length)) return;
	if (top >= BigInt(table.bound)) table.consult();
	if (top < BigInt(table.bound)) return;
	if (table.period() === null) throw limitRefusal(beyond(table, top, game));
}
