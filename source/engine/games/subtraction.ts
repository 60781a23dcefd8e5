/**
 * Subtraction games: heaps of tokens; a move takes s tokens from one heap,
 * s in a fixed finite set S. A heap of n is worth g(n) = mex{g(n−s) : s ∈ S,
 * s ≤ n}; the position is worth the nim-sum.
 *
 * Any heap size, by periodicity (Golomb 1966): for n ≥ m = max(S) every
 * s ∈ S is available, so g(n) is a function of the previous m values. Once a
 * window of m consecutive values repeats, the sequence repeats from there on:
 * g(i) = g(i+p) for all i ≥ s. The period is found by the one period finder
 * (values.ts), never by tabulating up to the heap.
 * Examples: S = {2,3,7} has period 5 (0 0 1 1 2); S = {1..m} gives n mod (m+1).
 * Sources: Winning Ways ch. 4; the theory sheet.
 */
import type {Theory, Work} from '../types.js';
import {inputError, intToJson, join, limitRefusal, readArray, readInt} from '../input.js';
import {phrase, type Phrase} from '../rule-words.js';
import {defineHeapGame, type HeapPosition} from '../heaps.js';
import {limits} from '../limits.js';
import {withRoom} from '../table-growth.js';
import {randInt} from '../random.js';
import {findPeriod, tabulate, type Options, type Period} from '../values.js';
import {nonEmptyHeaps} from '../learning.js';
import {provenPeriod} from '../family.js';
import {englishWords, type Reason} from '../reasons.js';

export interface SubtractionParams {
	/** The allowed takes, ascending, distinct. */
	readonly set: readonly bigint[];
}

export type SubtractionPosition = HeapPosition<SubtractionParams>;

/** A Grundy sequence proven periodic (least period, least start, Golomb's window), with the values that prove it. */
export interface Periodic extends Period {
	readonly values: Uint32Array;
}

/**
 * What is known of one set's Grundy sequence: a table grown on demand (a
 * heap of n needs n + 1 values), and the period once looked for. Both are
 * bounded: the table by `limits.subtractionTable` values and its cost by
 * `limits.subtractionWork` steps (values × |S|); a failed search is
 * remembered, so it is paid once.
 */
class Sequence {
	values = new Uint32Array(64);
	length = 0;
	/** Whether the session's cache holds it (its values then count against the cache's bound). */
	cached = false;
	/** The period: found, not found within the bounds (null), or not looked for yet (undefined). */
	periodic: Periodic | null | undefined = undefined;
	private readonly takes: number[];
	/** A heap of n: the values of n − s for the takes s ≤ n. */
	private readonly options: Options;
	constructor(readonly set: readonly bigint[]) {
		const takes = set.map(Number);
		this.takes = takes;
		this.options = (n, marks) => {
			const values = this.values;
			for (const t of takes) {
				if (t > n) break;
				marks.mark(values[n - t]!);
			}
		};
	}

	/** The most values the bounds allow to tabulate for this set. */
	get bound(): number {
		return boundFor(this.takes.length);
	}

	/** Tabulates g(0..n−1); false when that is past the bound. */
	extend(n: number): boolean {
		if (n <= this.length) return true;
		if (n > this.bound) return false;
		this.values = withRoom(this.values, this.length, n, this.bound);
		tabulate(this.values, this.length, n, this.options);
		if (this.cached) heldValues += n - this.length;
		this.length = n;
		return true;
	}

	/**
	 * The period (Golomb): for n ≥ m = max(S) each value depends on the m
	 * before it, so once a window of m values repeats, the sequence repeats.
	 * The table grows in doubling steps up to the bound, looked at each time.
	 */
	findPeriod(): Periodic | null {
		if (this.periodic !== undefined) return this.periodic;
		const rule = {kind: 'golomb', memory: this.takes[this.takes.length - 1]!} as const;
		for (let size = Math.min(this.bound, Math.max(this.length, 256, 4 * rule.memory)); ; size = Math.min(this.bound, 2 * size)) {
			this.extend(size);
			const found = findPeriod(this.values, size, rule);
			if (found !== null || size >= this.bound) {
				this.periodic = found === null ? null : {...found, values: this.values.subarray(0, size)};
				return this.periodic;
			}
		}
	}
}

/** The most values the bounds allow to tabulate for a set of `size` takes. */
function boundFor(size: number): number {
	return Math.min(limits.subtractionTable, Math.floor(limits.subtractionWork / size));
}

const bySet = new WeakMap<readonly bigint[], Sequence>();
/**
 * The session's sequences by the set's text, least recently used first. It
 * drops old ones only past a bound on the values they hold (memory), never
 * by their number alone: parts of a sum with the same set then share one
 * sequence, as the sum's work estimate counts on (its budget keeps the
 * values one sum tabulates far below this bound).
 */
const byText = new Map<string, Sequence>();
/** Values the cached sequences hold, and the bounds on them. */
let heldValues = 0;
const maxHeldValues = 2 ** 25;
const maxHeld = 20_000;

function sequenceOf(set: readonly bigint[]): Sequence {
	let sequence = bySet.get(set);
	if (sequence === undefined) {
		// Positions share their set; a set read anew is found by its text (once).
		const text = set.join(',');
		sequence = byText.get(text);
		if (sequence === undefined) {
			sequence = new Sequence(set);
			sequence.cached = true;
			for (const [oldText, old] of byText) {
				if (byText.size < maxHeld && heldValues <= maxHeldValues) break;
				byText.delete(oldText);
				old.cached = false;
				heldValues -= old.length;
			}
		} else {
			byText.delete(text);
		}
		byText.set(text, sequence);
		bySet.set(set, sequence);
	}
	return sequence;
}

/** Steps per tabulated value besides one per take (the mex, the period's rolling hash). */
const stepsPerValue = 16;

/**
 * The work the heaps' values need for this set that is not done yet: the
 * table up to the largest heap, or, for a heap past the table's bound, the
 * period search at its worst (the whole bound: where the period shows is
 * known only once found).
 */
export function subtractionWork(heaps: readonly bigint[], set: readonly bigint[]): Work[] {
	let top = 0n;
	for (const h of heaps) if (h > top) top = h;
	// Looked up (made the most recently used, so the cache keeps it while the work that counts on it is done).
	const known = sequenceOf(set);
	const bound = boundFor(set.length);
	const perValue = set.length + stepsPerValue;
	let steps = 0;
	if (top < BigInt(bound)) steps = Math.max(0, Number(top) + 1 - known.length) * perValue;
	else if (known.periodic === undefined) steps = (bound - known.length) * perValue + 2 * bound;
	return [{key: `subtraction ${set.join(',')}`, steps}];
}

/** The Grundy sequence of S with its proven pre-period and period; throws LimitError when none is found within the bounds. */
export function periodicity(set: readonly bigint[]): Periodic {
	const sequence = sequenceOf(set);
	const found = sequence.findPeriod();
	if (found === null) throw limitRefusal(noPeriod(sequence));
	return found;
}

function noPeriod(sequence: Sequence): Phrase {
	return phrase('rule_noPeriod', {bound: sequence.bound, size: sequence.set.length, table: limits.subtractionTable, work: limits.subtractionWork});
}

/** g(n) for any n: from the table when it reaches n, else through the period. */
export function subtractionGrundy(n: bigint, set: readonly bigint[]): bigint {
	const sequence = sequenceOf(set);
	if (n < BigInt(sequence.bound)) {
		sequence.extend(Number(n) + 1);
		return BigInt(sequence.values[Number(n)]!);
	}
	const {values, start, period} = periodicity(set);
	const index = BigInt(start) + ((n - BigInt(start)) % BigInt(period));
	return BigInt(values[Number(index)]!);
}

/** Refuses a position whose largest heap cannot be answered within the bounds, before any other work. */
export function checkHeaps(heaps: readonly bigint[], set: readonly bigint[]): void {
	let top = 0n;
	for (const h of heaps) if (h > top) top = h;
	const sequence = sequenceOf(set);
	if (top < BigInt(sequence.bound)) return;
	if (sequence.findPeriod() === null) throw limitRefusal(phrase('rule_noPeriodTop', {noPeriod: noPeriod(sequence), top}));
}

function parseSet(json: Parameters<typeof readArray>[0], path: string): bigint[] {
	const list = readArray(json, path, limits.maxSubtractionSetSize, 'positive integers');
	if (list.length === 0) throw inputError(path, {kind: 'empty', unit: 'positive integer'});
	const values = list.map((item, i) =>
		readInt(item, join(path, i), 1n, BigInt(limits.maxSubtractionElement), `a positive integer at most ${limits.maxSubtractionElement}`),
	);
	return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const theory: Theory = {
	rule: "Each heap is worth g(n) = mex{g(n − s) : s in S, s ≤ n}; the player to move loses exactly when the XOR of the heaps' values is 0.",
	theorem: [
		"The Sprague-Grundy theorem. The mex of a set of numbers is the least non-negative integer not in it. A heap alone is worth the mex of its options' values (a heap with no move is worth 0), and several heaps form a sum, worth the XOR of their values. From XOR 0 every move changes one value and leaves a non-zero XOR; from a non-zero XOR x, a heap whose value v has the top bit of x can move to value v XOR x < v, because by the mex every smaller value is an option.",
		"For a finite set the values are eventually periodic (Golomb): g(n) depends only on the previous max(S) values, so once a window of max(S) values repeats, the sequence repeats for ever, and any heap size is answered from one period. S = {1, ..., m} gives n mod (m + 1), Bash's game; S = {2, 3, 7} repeats 0 0 1 1 2 with period 5.",
	],
	sources:
		'R. P. Sprague (1935); P. M. Grundy (1939); S. W. Golomb, "A mathematical investigation of games of take-away", J. Combinatorial Theory 1 (1966); Winning Ways, ch. 4.',
};

const game = defineHeapGame<SubtractionParams>({
	id: 'subtraction',
	name: 'Subtraction game',
	summary: 'take an amount from a set, e.g. {1,3,4}',
	rules: 'Several heaps of tokens and a set S of allowed takes. A move takes s tokens from a single heap, for some s in S. Whoever takes the last token wins.',
	params: [
		{
			key: 'set',
			flag: 'set',
			type: 'integers',
			required: true,
			min: 1n,
			description: 'the allowed takes, e.g. 1,3,4',
			label: 'Set S of allowed takes',
			placeholder: '1,3,4',
		},
	],
	example: '10 11',
	parseParams(json, path) {
		return {set: parseSet(json['set'], join(path, 'set'))};
	},
	paramsToJSON: p => ({set: p.set.map(intToJson)}),
	*takes(n, p) {
		for (const s of p.set) {
			if (s > n) break;
			yield s;
		}
	},
	takeCount(n, p) {
		// The elements at most n, by bisection of the sorted set (a search's estimate counts them for every heap size).
		let lo = 0;
		let hi = p.set.length;
		while (lo < hi) {
			const mid = (lo + hi) >> 1;
			if (p.set[mid]! <= n) lo = mid + 1;
			else hi = mid;
		}
		return BigInt(lo);
	},
	whyIllegal: (_n, t, p) => (p.set.includes(t) ? null : phrase('move_notInSet', {take: t, set: `{${p.set.join(', ')}}`})),
	heapGrundy: (n, p) => subtractionGrundy(n, p.set),
	takeToValue(n, v, p) {
		for (const s of p.set) {
			if (s > n) break;
			if (subtractionGrundy(n - s, p.set) === v) return s;
		}
		throw new Error(`subtraction: no take from ${n} reaches value ${v}`);
	},
	check: (heaps, p) => checkHeaps(heaps, p.set),
	work: (heaps, p) => subtractionWork(heaps, p.set),
	valueRule: p => englishWords(valueReason(p)).slice(0, -1),
	valueReason,
	examples: [
		{label: 'S = {1, 3, 4}: heaps 10 11', position: {game: 'subtraction', heaps: [10, 11], set: [1, 3, 4]}},
		{label: 'S = {2, 3, 7}: heaps 9 14 20', position: {game: 'subtraction', heaps: [9, 14, 20], set: [2, 3, 7]}},
		{label: 'S = {1, 2, 3}: heap 20 (Bash)', position: {game: 'subtraction', heaps: [20], set: [1, 2, 3]}},
		{label: 'S = {1, 4, 9, 16}: heaps 30 40', position: {game: 'subtraction', heaps: [30, 40], set: [1, 4, 9, 16]}},
	],
	randomParams(rng) {
		const sets = [
			[1, 3, 4],
			[2, 3, 7],
			[1, 2, 5],
			[1, 4, 9, 16],
			[2, 5, 6],
		];
		return {set: sets[randInt(rng, 0, sets.length - 1)]!.map(BigInt)};
	},
	family: {
		values: 'nimbers',
		// The values to the proof of the period (refused at once where none is found), then through the period.
		tabulate({params: {set}}, _from, to) {
			const {values, start, period} = periodicity(set);
			const found = values.length;
			if (to > BigInt(Number.MAX_SAFE_INTEGER)) return n => subtractionGrundy(n, set);
			return n => {
				const i = Number(n);
				return values[i < found ? i : start + ((i - start) % period)]!;
			};
		},
		form: ({params: {set}}) => provenPeriod(periodicity(set)),
	},
});

/** The heap values' rule as data: their period where one is found, else how they are computed. */
function valueReason(p: SubtractionParams): Reason {
	const sequence = sequenceOf(p.set);
	const found = sequence.length >= sequence.bound || (p.set.length <= 64 && p.set[p.set.length - 1]! <= 256n) ? sequence.findPeriod() : sequence.periodic;
	const set = `{${p.set.join(', ')}}`;
	if (!found) return {key: 'subtractionSearched', values: {set}};
	const {values, start, period} = found;
	const shown = Array.from(values.slice(start, start + Math.min(period, 16)), String).join(' ');
	const pre: Reason = start === 0 ? {key: 'nothingMore'} : {key: 'subtractionIrregular', values: {start}};
	return {key: 'subtractionPeriod', values: {set, period, pre, shown, more: {key: period > 16 ? 'ellipsis' : 'nothingMore'}}};
}

export const subtraction: typeof game = {...game, theory, concept: 'mex', partCount: nonEmptyHeaps};
