/**
 * The take-and-break family, written once: heaps (rows of pins) where a move
 * takes tokens from one heap and may leave it as no heap, one heap or two.
 * Octal games (Kayles, Dawson's Kayles, any code 0.d1...dt) and Grundy's game
 * (split a heap into two unequal heaps, taking nothing) are instances. Each
 * heap is an independent game whose value depends on its size alone
 * (breaking-values.ts); the position is worth the nim-sum (components.ts).
 *
 * A move names the heap, the take and the heaps left: {"heap": i, "take": k,
 * "leave": [a, b]}. The heaps left replace the heap in place (in the order the
 * move gives them, so a board can keep a row's left part on the left); JSON
 * writes them ascending.
 */
import type {PeriodProof} from './values.js';
import type {Example, Family1, FamilyForm, Game, JsonObject, Param, Rng, Theory} from './types.js';
import {randInt} from './random.js';
import {expectKeys, expectObject, illegal, intToJson, join, readArray, readIndex, readInt, readIntArray} from './input.js';
import {topBit} from './bigint.js';
import {componentGame, componentSum} from './components.js';
import {nimSum} from './nimber.js';
import {englishLines, englishWords, type Reason, type ReasonKey, type ReasonLine, type ReasonValue} from './reasons.js';
import {limits} from './limits.js';
import {phrase, type Phrase} from './rule-words.js';
import {boundedProduct, paramsKeyer, withoutEmptyHeaps} from './heap-list.js';
import {checkHeaps, heapValue, provenOnce, quotientKey, tableWork, tableWords, valuesMethods, type Period, type ValueTable} from './breaking-values.js';
import {HeapMisere, type HeapOptions} from './misere-heaps.js';
import {computeQuotient, MisereQuotient, type QuotientResult} from './misere-quotient.js';
import {closedFormWords, provenPeriod} from './family.js';

export interface BreakPosition<Params> {
	/** Heap sizes; a finished heap is gone (an input may still hold empty heaps). */
	readonly heaps: readonly bigint[];
	readonly params: Params;
}

export interface BreakMove {
	readonly heap: number;
	/** Tokens removed (0 in Grundy's game). */
	readonly take: bigint;
	/** The non-empty heaps left in its place: none, one or two. */
	readonly leave: readonly bigint[];
}

/** A way to break a heap: remove `take` and leave no heap, one, or two. */
export interface BreakRule {
	readonly take: bigint;
	readonly leave: 0 | 1 | 2;
	/** With two heaps left: whether they must differ (Grundy's game). */
	readonly unequal?: boolean;
}

export interface BreakRules<Params> {
	readonly id: string;
	readonly name: string;
	readonly summary: string;
	readonly rules: string;
	readonly params: readonly Param[];
	/** The example's heap sizes in words. */
	readonly example: string;
	/** What a heap is called on screen and in words: "heap", "row". */
	readonly noun: string;
	/** Words for the move's verb ("take"/"took", "split"/"split"). */
	readonly verb: {readonly present: string; readonly past: string};
	/** The move's words as data (reasons.ts), present and past: `{{take}}`, `{{heap}}` (counting from 1), `{{from}}` and `{{to}}` (what is left). */
	readonly moveKeys: {readonly present: ReasonKey; readonly past: ReasonKey};
	/** Whether moves carry a take (octal games) or only the split (Grundy's game). */
	readonly takes: boolean;
	parseParams(json: JsonObject, path: string): Params;
	paramsToJSON(params: Params): JsonObject;
	/** The ways to break a heap, smallest take first. */
	breaks(params: Params): readonly BreakRule[];
	table(params: Params): ValueTable;
	/** The rule in words for the explanation, with the proven period where there is one. */
	valueRule(params: Params, period: Period | null): string;
	/** The same as data (reasons.ts), a sentence without its full stop. */
	valueReason(params: Params, period: Period | null): Reason;
	readonly examples: readonly Example[];
	randomParams(rng: Rng, size: number): Params;
	readonly theory: Theory;
	/**
	 * The family of single heaps of n, for tables and the Lab: what is known
	 * of its values. The member is a heap of n, valued from `table`.
	 */
	readonly family?: BreakFamily<Params>;
}

/** A take-and-break game's family as its file declares it: what every such family shares is filled in. */
export type BreakFamily<Params> = Omit<Family1<BreakPosition<Params>>, 'dimensions' | 'member' | 'resize' | 'unit' | 'values'>;

/** The period a value table proves within its bound, or why there is none ("no period found up to 100"). */
export function provenForm(table: ValueTable, to: bigint): FamilyForm {
	const found = table.proven();
	if (found === null) return {note: {kind: 'no-period', upTo: table.length - 1 > Number(to) ? BigInt(table.length - 1) : to, grundy: false}};
	return provenPeriod(found);
}

/**
 * The whole family of single heaps of n: their values from the game's table,
 * tabulated once to the end of the range (or its bound) and read by index.
 */
function breakFamily<Params>(declared: BreakFamily<Params>, noun: string, table: (params: Params) => ValueTable): Family1<BreakPosition<Params>> {
	return {
		dimensions: 1,
		unit: `a ${noun} of n`,
		values: 'nimbers',
		member: n => ({heaps: [n.toString()]}),
		resize: (like, n) => ({...like, heaps: [n]}),
		tabulate(like, _from, to) {
			const values = table(like.params);
			values.extend(Math.min(values.bound, Number(to < BigInt(values.bound) ? to + 1n : BigInt(values.bound))));
			const {values: known, length} = values;
			return n => (n < length ? known[Number(n)]! : heapValue(values, n));
		},
		known(like) {
			const {fromKnown, periodFromKnown} = table(like.params);
			return fromKnown === 0 && !periodFromKnown ? null : {values: BigInt(fromKnown), period: periodFromKnown};
		},
		...declared,
	};
}

export type BreakGame<Params> = Game<BreakPosition<Params>, BreakMove> & {
	readonly theory: Theory;
	/**
	 * The amounts a move may take from a heap, ascending, as the rules list
	 * them (none where a move only splits, as in Grundy's game): a board
	 * steps through them; what each may leave is checked when it is played.
	 */
	takes(p: BreakPosition<Params>): readonly bigint[];
};

const compare = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** Σ p(k) for k ≤ n (p the partition numbers), the multisets of heaps with at most n tokens; past the table, more than 2^40. */
function multisetsUpTo(n: bigint): bigint {
	if (n >= BigInt(multisetSums.length)) return 1n << 41n;
	return multisetSums[Number(n)]!;
}

/** Σ_{k ≤ n} p(k) for n up to 200 (p(200) ≈ 4·10^12, past every bound a search is judged by). */
const multisetSums: readonly bigint[] = (() => {
	const top = 200;
	const p: bigint[] = Array.from({length: top + 1}, (_, k) => (k === 0 ? 1n : 0n));
	for (let part = 1; part <= top; part++) for (let k = part; k <= top; k++) p[k]! += p[k - part]!;
	const sums: bigint[] = [];
	let total = 0n;
	for (const count of p) {
		total += count;
		sums.push(total);
	}
	return sums;
})();

/** Splits of m into a + b, a ≤ b (a < b when unequal), a from 1; lazily, for heaps of any size. */
function* splits(m: bigint, unequal: boolean): Iterable<readonly [bigint, bigint]> {
	for (let a = 1n; 2n * a <= m; a++) {
		if (unequal && 2n * a === m) break;
		yield [a, m - a];
	}
}

function splitCount(m: bigint, unequal: boolean): bigint {
	if (m < 2n) return 0n;
	return unequal ? (m - 1n) / 2n : m / 2n;
}

/** The positive takes of a list of breaks, ascending and distinct. */
const takesCache = new WeakMap<readonly BreakRule[], readonly bigint[]>();

function takesOf(breaks: readonly BreakRule[]): readonly bigint[] {
	let takes = takesCache.get(breaks);
	if (takes === undefined) {
		takes = [...new Set(breaks.map(rule => rule.take).filter(t => t > 0n))].sort(compare);
		takesCache.set(breaks, takes);
	}
	return takes;
}

export function defineBreakGame<Params>(rules: BreakRules<Params>): BreakGame<Params> {
	const value = (n: bigint, params: Params): bigint => (n <= 0n ? 0n : BigInt(heapValue(rules.table(params), n)));
	const leaveValue = (leave: readonly bigint[], params: Params): bigint => nimSum(leave.map(h => value(h, params)));

	/** Whether a heap of n may be broken by `rule`. */
	const fits = (n: bigint, rule: BreakRule): boolean => {
		const m = n - rule.take;
		if (rule.leave === 0) return m === 0n;
		if (rule.leave === 1) return m >= 1n;
		return m >= (rule.unequal ? 3n : 2n);
	};

	/**
	 * How far a split scan must go to meet every value a split of m can have.
	 * Within the table, all of it; past it the values are periodic (start e,
	 * period p), so pairs with the smaller heap below e + p, the larger one
	 * past e, already show every value.
	 */
	const splitReach = (m: bigint, params: Params): bigint => {
		const table = rules.table(params);
		if (m < 2n * BigInt(table.bound)) return m / 2n;
		const found = table.period();
		if (found === null) return m / 2n;
		const reach = BigInt(found.start + found.period + 1);
		return reach < m / 2n ? reach : m / 2n;
	};

	/** A legal break of heap n worth `target`, or null. */
	const breakTo = (n: bigint, target: bigint, params: Params): {take: bigint; leave: bigint[]} | null => {
		for (const rule of rules.breaks(params)) {
			if (!fits(n, rule)) continue;
			const m = n - rule.take;
			if (rule.leave === 0) {
				if (target === 0n) return {take: rule.take, leave: []};
			} else if (rule.leave === 1) {
				if (value(m, params) === target) return {take: rule.take, leave: [m]};
			} else {
				const reach = splitReach(m, params);
				for (let a = 1n; a <= reach; a++) {
					if (rule.unequal && 2n * a === m) break;
					if ((value(a, params) ^ value(m - a, params)) === target) return {take: rule.take, leave: [a, m - a]};
				}
			}
		}
		return null;
	};

	const sum = componentSum<BreakPosition<Params>, BreakMove>(
		{
			values: p => p.heaps.map(h => value(h, p.params)),
			moveIn(p, i, target) {
				const found = breakTo(p.heaps[i]!, target, p.params);
				return found === null ? null : {heap: i, ...found};
			},
			change: (p, m) => value(p.heaps[m.heap]!, p.params) ^ leaveValue(m.leave, p.params),
		},
		{apply: (p, m) => game.apply(p, m)},
	);

	const paramsKey = paramsKeyer((params: Params) => rules.paramsToJSON(params));

	/** A heap's options as lists of heap sizes, from the rules (for the misère search and quotient). */
	const heapOptions =
		(params: Params): HeapOptions =>
		n => {
			const options: number[][] = [];
			for (const rule of rules.breaks(params)) {
				if (!fits(BigInt(n), rule)) continue;
				const m = n - Number(rule.take);
				if (rule.leave === 0) options.push([]);
				else if (rule.leave === 1) options.push([m]);
				else for (let a = 1; 2 * a <= m; a++) if (!(rule.unequal && 2 * a === m)) options.push([a, m - a]);
			}
			return options;
		};

	/** Misère searches by rule, kept for the session (each remembers the positions it decided). */
	const misereSearches = new Map<string, HeapMisere>();
	const misereOf = (params: Params): HeapMisere => {
		const key = paramsKey(params);
		let search = misereSearches.get(key);
		if (search === undefined) {
			if (misereSearches.size >= 16) misereSearches.clear();
			search = new HeapMisere(heapOptions(params));
			misereSearches.set(key, search);
		}
		return search;
	};
	/**
	 * Misère quotients by rule, computed once (misere-quotient.ts: heaps up to
	 * its bound, about half a second at most) and kept in the known values (the
	 * cache); one read back is certified against the rules before it is used.
	 */
	const quotientOf = (params: Params): QuotientResult =>
		provenOnce(
			quotientKey(`${rules.id}${paramsKey(params)}`),
			valuesMethods.quotient,
			stored => {
				const record = stored as {quotient?: unknown; stopped?: unknown};
				if (typeof record !== 'object' || record === null || !(typeof record.stopped === 'string' || record.stopped === null)) return null;
				try {
					const quotient = MisereQuotient.fromJSON(record.quotient);
					return quotient.certify(heapOptions(params)) === null ? {quotient, stopped: record.stopped, work: 0} : null;
				} catch {
					return null;
				}
			},
			() => {
				const result = computeQuotient(heapOptions(params));
				return {result, record: {quotient: result.quotient.toJSON(), stopped: result.stopped}};
			},
		);
	/** Heaps past this are beyond any misère search (their positions outnumber every bound). */
	const misereHeapCap = 400n;

	const noun = rules.noun;
	const sizes = (leave: readonly bigint[]): ReasonValue => (leave.length === 0 ? {key: 'nothing'} : leave.join(' + '));

	const game: BreakGame<Params> = {
		id: rules.id,
		name: rules.name,
		summary: rules.summary,
		rules: rules.rules,
		examples: rules.examples,
		params: rules.params,
		theory: rules.theory,
		...(rules.family === undefined ? {} : {family: breakFamily(rules.family, rules.noun, rules.table)}),
		human: {key: 'heaps', kind: 'integers', noun, what: `${noun} sizes`, example: rules.example},
		verb: rules.verb,
		takes: p => takesOf(rules.breaks(p.params)),
		random(rng, size, like) {
			const params = like?.params ?? rules.randomParams(rng, size);
			const count = randInt(rng, 1, Math.min(1 + Math.ceil(size / 3), 4));
			const top = 4 + size * 2;
			return {heaps: Array.from({length: count}, () => BigInt(randInt(rng, 3, top))), params};
		},
		parse(json, path, options) {
			expectKeys(json, path, ['game', 'heaps', ...rules.params.map(param => param.key)]);
			const heaps = readIntArray(json['heaps'], join(path, 'heaps'), limits.maxHeaps);
			const params = rules.parseParams(json, path);
			if (!options?.shapeOnly)
				checkHeaps(rules.table(params), heaps, options?.misere ? undefined : () => tableWords(rules.id, rules.params, rules.paramsToJSON(params)));
			return {heaps, params};
		},
		toJSON: p => ({game: rules.id, heaps: p.heaps.map(intToJson), ...rules.paramsToJSON(p.params)}),
		parseMove(json, p, path) {
			const o = expectObject(json, path);
			expectKeys(o, path, rules.takes ? ['heap', 'take', 'leave'] : ['heap', 'leave']);
			if (p.heaps.length === 0) throw illegal(path, phrase('move_noneLeft', {noun}));
			const last = p.heaps.length - 1;
			const heap = readIndex(o['heap'], join(path, 'heap'), last + 1, noun);
			const take = rules.takes ? readInt(o['take'], join(path, 'take'), 1n) : 0n;
			const leavePath = join(path, 'leave');
			const list = o['leave'] === undefined ? [] : readArray(o['leave'], leavePath, 2, 'at most two heap sizes');
			const leave = list.map((item, i) => readInt(item, join(leavePath, i), 1n, undefined, 'a positive whole number'));
			const n = p.heaps[heap]!;
			if (take > n) throw illegal(path, phrase('move_hasOnly', {noun, n: heap + 1, count: n}), phrase('move_hasOnlyAt', {noun, index: heap, count: n}));
			let left = 0n;
			for (const h of leave) left += h;
			if (left !== n - take) {
				throw illegal(path, phrase('move_leavesAddUp', {take, n, left: n - take, noun, sum: left}));
			}
			const allowed = rules.breaks(p.params).some(rule => rule.take === take && rule.leave === leave.length && (!rule.unequal || leave[0] !== leave[1]));
			if (!allowed) throw illegal(path, whyNot(take, leave, p.params));
			return {heap, take, leave: leave.slice().sort(compare)};
		},
		moveToJSON: m => ({heap: m.heap, ...(rules.takes ? {take: intToJson(m.take)} : {}), leave: m.leave.slice().sort(compare).map(intToJson)}),
		describeMove: (p, m, tense) => englishWords(game.moveReason!(p, m, tense)),
		moveReason(p, m, tense = 'present') {
			const n = p.heaps[m.heap]!;
			const to: ReasonValue = rules.takes ? sizes(m.leave) : m.leave.join(' + ');
			return {key: rules.moveKeys[tense], values: {take: m.take, heap: m.heap + 1, from: n, to}};
		},
		*moves(p) {
			const breaks = rules.breaks(p.params);
			for (let i = 0; i < p.heaps.length; i++) {
				const n = p.heaps[i]!;
				for (const rule of breaks) {
					if (!fits(n, rule)) continue;
					const m = n - rule.take;
					if (rule.leave === 0) yield {heap: i, take: rule.take, leave: []};
					else if (rule.leave === 1) yield {heap: i, take: rule.take, leave: [m]};
					else for (const [a, b] of splits(m, rule.unequal ?? false)) yield {heap: i, take: rule.take, leave: [a, b]};
				}
			}
		},
		moveCount(p) {
			const breaks = rules.breaks(p.params);
			let count = 0n;
			for (const n of p.heaps) {
				for (const rule of breaks) {
					if (!fits(n, rule)) continue;
					count += rule.leave === 2 ? splitCount(n - rule.take, rule.unequal ?? false) : 1n;
				}
			}
			return count;
		},
		apply(p, m) {
			const heaps = p.heaps.slice();
			heaps.splice(m.heap, 1, ...m.leave);
			return {heaps, params: p.params};
		},
		// Heaps in any order are the same game: the key lists them sorted, so searches meet each position once.
		key: p => `${rules.id}${paramsKey(p.params)}:${p.heaps.slice().sort(compare).join(',')}`,
		// The positions below are multisets of heaps, no more tokens than the heap had: a bound, not a guess, as misère play refuses by it.
		searchSize: p => boundedProduct(p.heaps, multisetsUpTo),
		misereSearch: {
			size: p => (p.heaps.some(h => h > misereHeapCap) ? 1n << 41n : misereOf(p.params).size(p.heaps.map(Number))),
			known: p => (p.heaps.some(h => h > misereHeapCap) ? null : misereOf(p.params).known(p.heaps.map(Number))),
			solve: (p, bound) => misereOf(p.params).solve(p.heaps.map(Number), bound),
			quotient(p) {
				const {quotient} = quotientOf(p.params);
				if (p.heaps.some(h => h > BigInt(quotient.bound))) return null;
				return quotient.read(p.heaps.map(Number), noun);
			},
		},
		work: p => tableWork(rules.table(p.params), p.heaps),
		...componentGame(sum),
		compact: p => withoutEmptyHeaps<Params, BreakMove>(p),
		explain: p => englishLines(game.reasons!(p)!),
		reasons(p) {
			const values = sum.values(p);
			const total = sum.total(p);
			const table = rules.table(p.params);
			let largest = 0n;
			for (const h of p.heaps) if (h > largest) largest = h;
			// The period is looked for where it is cheap, or already known, or needed.
			const period = largest >= BigInt(table.bound) || table.length >= table.bound || table.bound <= 50_000 ? table.proven() : null;
			const nounWord = nounReason(noun);
			const capitalNoun: Reason = {key: 'capital', values: {text: nounWord}};
			const lines: ReasonLine[] = [{key: 'sentence', values: {text: rules.valueReason(p.params, period)}}];
			if (period !== null && largest >= BigInt(period.start + period.period)) {
				lines.push({
					key: 'breakPeriod',
					values: {noun: capitalNoun, from: period.start + period.period, period: period.period, proof: proofReason(period.proof)},
				});
			}
			if (p.heaps.length === 0) {
				lines.push({key: 'breakEmpty', values: {noun: nounWord}});
				return lines;
			}
			const labels: Reason[] = p.heaps.map((h, i) => ({key: 'breakLabel', values: {noun: nounWord, heap: i + 1, size: h}}));
			const move = total === 0n ? null : sum.moveTo(p, 0n);
			if (p.heaps.length <= 12) lines.push({table: {labels, values, mark: move?.index ?? null, decimal: true}});
			else lines.push({key: 'breakNimSumOf', values: {count: p.heaps.length, noun: nounWord, sum: total}});
			if (total === 0n) {
				lines.push({key: 'breakZero'});
				return lines;
			}
			if (move === null) return lines;
			const v = values[move.index]!;
			lines.push({key: 'breakMove', values: {sum: total, noun: capitalNoun, heap: move.index + 1, bit: topBit(total), value: v, target: v ^ total}});
			lines.push({key: 'breakSo', values: {move: game.moveReason!(p, move.move), target: v ^ total}});
			return lines;
		},
	};

	function whyNot(take: bigint, leave: readonly bigint[], params: Params): Phrase {
		if (!rules.takes) return phrase('move_splitUnequal', {noun});
		const ways = rules
			.breaks(params)
			.filter(rule => rule.take === take)
			.map(rule => phrase((['move_wayAll', 'move_wayOne', 'move_wayTwo'] as const)[rule.leave], {noun}));
		const left = phrase((['move_leftNone', 'move_leftOne', 'move_leftTwo'] as const)[leave.length]!, {noun});
		return ways.length === 0 ? phrase('move_takeNotAllowed', {take}) : phrase('move_takeMayOnly', {take, ways, left});
	}

	return game;
}

/** A heap's noun ("heap", "row") as data. */
export function nounReason(noun: string): Reason {
	return {key: noun === 'row' ? 'nounRow' : 'nounHeap'};
}

/** How a period was proven, as data. */
function proofReason(proof: PeriodProof): Reason {
	switch (proof.kind) {
		case 'closed-form':
			return {key: 'proofClosedForm', values: {form: closedFormWords(proof.form)}};
		case 'golomb':
			return {key: 'proofGolomb', values: {memory: proof.memory}};
		case 'octal':
			return {key: 'proofOctal'};
	}
}
