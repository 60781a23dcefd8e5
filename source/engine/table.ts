/**
 * Tables of a game's values over a one-parameter family of single positions
 * (a heap of n, a lone head at n), or a two-parameter one (Wythoff's heaps a
 * and b, the nim products x ⊗ y): the values, the P-positions, and the period
 * with its proof, or the closed form, where there is one. Every value comes
 * from the game's own engine; the period is the least one, from its least
 * start, never a multiple.
 */
import {InputError, LimitError, UsageError, type AnyGame, type JsonObject, type Outcome} from './types.js';
import {lampValue} from './games/corners.js';
import {coinTableForm, coinValue, type CoinsPosition} from './games/coins.js';
import {periodicity, subtractionGrundy} from './games/subtraction.js';
import {heapValue, octalTable, grundyGameTable, type ValueTable} from './breaking-values.js';
import {termsBetween} from './takeaway.js';
import type {OctalParams} from './games/octal.js';
import {wythoffGrundy} from './games/wythoff.js';
import {limits} from './limits.js';
import type {Period as ValuePeriod, PeriodProof} from './values.js';

/** A value of a table: a Grundy value, or the outcome where no Grundy value exists (misère play, outcome-only games). */
export type TableValue = bigint | Outcome;

export interface Period {
	/** The sequence repeats from this n on. */
	readonly preperiod: bigint;
	readonly period: bigint;
	/** How it is known: a closed form, or the theorem that proves it. */
	readonly proof: string;
}

interface TableBase {
	readonly game: string;
	/** The game's parameters (as in its JSON positions). */
	readonly params: JsonObject;
	readonly from: bigint;
	readonly to: bigint;
	/** What a value is, in words: "G(n), the Grundy value of a heap of n". */
	readonly what: string;
	readonly period: Period | null;
	readonly closedForm: string | null;
	/** Where no period is claimed and no closed form exists: why, in words. */
	readonly note: string | null;
}

export interface Table1 extends TableBase {
	readonly dimensions: 1;
	readonly values: readonly TableValue[];
	readonly pPositions: readonly bigint[];
}

export interface Table2 extends TableBase {
	readonly dimensions: 2;
	/** values[a − from][b − from]. */
	readonly values: readonly (readonly TableValue[])[];
	readonly pPositions: readonly (readonly [bigint, bigint])[];
}

export type Table = Table1 | Table2;

/** The games with tables, and how their family is built. */
const oneDimensional = ['nim', 'bash', 'subtraction', 'primes', 'kayles', 'dawson', 'octal', 'grundy', 'coins', 'fibonacci', 'ktimes'] as const;
const twoDimensional = ['wythoff', 'corners'] as const;
export const tableGames: readonly string[] = [...oneDimensional, ...twoDimensional];

export const maxTableRows = 1_000_000;
export const maxTableSide = 256;

/** The default range of a game's table. */
export function defaultRange(id: string): {from: bigint; to: bigint} {
	if ((twoDimensional as readonly string[]).includes(id)) return {from: 0n, to: 31n};
	return {from: id === 'coins' ? 1n : 0n, to: 100n};
}

/** The JSON position of a single member of the family. */
function member(game: AnyGame, params: JsonObject, n: bigint): JsonObject {
	switch (game.id) {
		case 'bash':
		case 'fibonacci':
		case 'ktimes':
			return {...params, game: game.id, heap: n.toString()};
		case 'coins':
			return {...params, game: game.id, coins: `${'T'.repeat(Number(n) - 1)}H`};
		default:
			return {...params, game: game.id, heaps: [n.toString()]};
	}
}

/** The same parameters, for a member of another size (positions are plain objects). */
function resized(game: AnyGame, sample: unknown, n: bigint): unknown {
	const p = sample as Record<string, unknown>;
	return game.id === 'bash' || game.id === 'fibonacci' || game.id === 'ktimes' ? {...p, heap: n} : {...p, heaps: [n]};
}

/**
 * Refuses a game without a table, or a range past the bounds, before any work.
 * `params` are the game's parameters as JSON (flags read already).
 */
export function tableOf(game: AnyGame, params: JsonObject, from: bigint, to: bigint): Table {
	if (!tableGames.includes(game.id)) {
		throw new UsageError(`${game.id} has no one-parameter family to tabulate; games with tables: ${tableGames.join(', ')}`);
	}
	if (from > to) throw new InputError(`--from (${from}) must be at most --to (${to})`);
	const misere = params['misere'] === true;
	if ((twoDimensional as readonly string[]).includes(game.id)) return table2(game, params, from, to);
	const least = game.id === 'coins' ? 1n : 0n;
	if (from < least) throw new InputError(`--from must be at least ${least} for ${game.id}, got ${from}`);
	if (to - from + 1n > BigInt(maxTableRows)) throw new LimitError(`a table has at most ${maxTableRows} rows; ${from} to ${to} is ${to - from + 1n}`);
	if (game.id === 'coins' && to > BigInt(limits.maxCoins))
		throw new LimitError(`coins: --to is at most ${limits.maxCoins} (the most coins in a row), got ${to}`);
	// The largest member first: a position past a bound (a table, a search) is refused before anything is computed.
	const last = game.parse(member(game, params, to), '');
	const outcomes = misere || game.id === 'fibonacci' || game.id === 'ktimes';
	const count = Number(to - from + 1n);
	const values: TableValue[] = new Array(count);
	const pPositions: bigint[] = [];
	const coinRule = game.id === 'coins' ? (last as CoinsPosition) : null;
	const family = misere ? null : familyValues(game, last, from, to);
	let n = from;
	for (let i = 0; i < count; i++, n++) {
		let value: TableValue;
		if (family !== null) {
			value = family(n);
		} else if (coinRule !== null && !misere) {
			value = small(coinValue(coinRule.rule, coinRule.k, Number(n)));
		} else {
			const p = game.id === 'coins' ? game.parse(member(game, params, n), '') : resized(game, last, n);
			if (outcomes) value = game.outcome(p);
			else value = game.grundy(p) ?? game.outcome(p);
		}
		values[i] = value;
		if (value === 0n || value === 'P') pPositions.push(n);
	}
	const {period, closedForm, note} = outcomes ? outcomeForm(game, last) : valueForm(game, last, params, to);
	// The parameters as the game writes them (a set as numbers, a code in its usual form), without the position itself.
	const {game: _id, [game.human.key]: _position, ...canonical} = game.toJSON(last);
	return {dimensions: 1, game: game.id, params: canonical, from, to, what: whatOf(game, outcomes), values, pPositions, period, closedForm, note};
}

/**
 * The values of the whole family at once, where the game's engine gives a
 * heap's value without a position for each n (10^6 positions made and
 * dropped cost more than the values): the same functions the game's
 * `grundy` and `outcome` answer a heap of n with, which the tests compare.
 * Null: value each member by the game itself.
 */
function familyValues(game: AnyGame, sample: unknown, from: bigint, to: bigint): ((n: bigint) => TableValue) | null {
	switch (game.id) {
		case 'nim': {
			const max = (sample as {params: {max: bigint | null}}).params.max;
			return max === null ? n => n : remainder(max + 1n);
		}
		case 'bash':
			return remainder((sample as {max: bigint}).max + 1n);
		case 'primes':
			return n => small(Number(n % 4n));
		case 'subtraction': {
			// The sequence's values to the proof of its period (the table's period is found anyway), then the period.
			const set = (sample as {params: {set: readonly bigint[]}}).params.set;
			const {values, start, period} = periodicity(set);
			const found = values.length;
			if (to > BigInt(Number.MAX_SAFE_INTEGER)) return n => subtractionGrundy(n, set);
			return n => {
				const i = Number(n);
				return small(values[i < found ? i : start + ((i - start) % period)]!);
			};
		}
		case 'kayles':
		case 'dawson':
		case 'octal': {
			// Tabulated once to the end of the range (or the bound), read by index.
			const table = octalTable((sample as {params: OctalParams}).params.digits);
			table.extend(Math.min(table.bound, Number(to < BigInt(table.bound) ? to + 1n : BigInt(table.bound))));
			const {values, length} = table;
			return n => small(n < length ? values[Number(n)]! : heapValue(table, n));
		}
		case 'fibonacci':
		case 'ktimes': {
			const {k, last} = sample as {k: bigint; last: bigint | null};
			if (last !== null) return null;
			// A fresh heap of n is lost exactly when n is 0 or a term of the sequence: walk the terms alongside n.
			const terms = from > to || to < 1n ? [] : termsBetween(from > 1n ? from : 1n, to, k);
			let next = 0;
			return n => {
				while (next < terms.length && terms[next]! < n) next++;
				return n === 0n || terms[next] === n ? 'P' : 'N';
			};
		}
	}
	return null;
}

/** n mod m, as a shared small value where m is small. */
function remainder(m: bigint): (n: bigint) => bigint {
	return m <= 1024n ? n => small(Number(n % m)) : n => n % m;
}

/** The small values as shared big integers: a table of 10^6 values then allocates none of them. */
const smallValues: readonly bigint[] = Array.from({length: 1024}, (_, i) => BigInt(i));
const small = (v: number): bigint => smallValues[v] ?? BigInt(v);

function whatOf(game: AnyGame, outcomes: boolean): string {
	const unit =
		game.id === 'coins'
			? 'a lone head at position n'
			: game.id === 'bash' || game.id === 'fibonacci' || game.id === 'ktimes'
				? 'a heap of n'
				: `a ${game.human.noun ?? 'heap'} of n`;
	return outcomes ? `the outcome of ${unit} (P: the player to move loses)` : `G(n), the Grundy value of ${unit}`;
}

interface Form {
	readonly period: Period | null;
	readonly closedForm: string | null;
	readonly note: string | null;
}

const none: Form = {period: null, closedForm: null, note: null};

/** A proof in the table's words. */
function proofWords(proof: PeriodProof): string {
	switch (proof.kind) {
		case 'closed-form':
			return `closed form: ${proof.form}`;
		case 'golomb':
			return `a repeated window of max(S) = ${proof.memory} values (Golomb)`;
		case 'octal':
			return 'the octal periodicity theorem';
	}
}

/** A period found and proven from a table of values. */
function periodForm(found: ValuePeriod): Form {
	return {...none, period: {preperiod: BigInt(found.start), period: BigInt(found.period), proof: proofWords(found.proof)}};
}

/** A period read off a closed form (of any size: nim's cap is a big integer). */
function closed(preperiod: bigint, period: bigint, form: string): Form {
	return {...none, period: {preperiod, period, proof: proofWords({kind: 'closed-form', form})}};
}

function tableForm(table: ValueTable, to: bigint): Form {
	const found = table.proven();
	if (found === null) return {...none, note: `no period found up to ${table.length - 1 > Number(to) ? table.length - 1 : to}`};
	return periodForm(found);
}

function valueForm(game: AnyGame, sample: unknown, params: JsonObject, to: bigint): Form {
	switch (game.id) {
		case 'nim': {
			const max = (sample as {params: {max: bigint | null}}).params.max;
			if (max === null) return {...none, closedForm: 'G(n) = n'};
			return closed(0n, max + 1n, `G(n) = n mod ${max + 1n}`);
		}
		case 'bash': {
			const max = (sample as {max: bigint}).max;
			return closed(0n, max + 1n, `G(n) = n mod ${max + 1n}`);
		}
		case 'primes':
			return closed(0n, 4n, 'G(n) = n mod 4');
		case 'subtraction': {
			const set = (sample as {params: {set: readonly bigint[]}}).params.set;
			return periodForm(periodicity(set));
		}
		case 'kayles':
		case 'dawson':
		case 'octal':
			return tableForm(octalTable((sample as {params: OctalParams}).params.digits), to);
		case 'grundy':
			grundyGameTable();
			return {...none, note: `no period found up to ${to} (none is known for Grundy's game)`};
		case 'coins':
			return {...none, ...coinTableForm(sample as CoinsPosition)};
	}
	void params;
	return none;
}

function outcomeForm(game: AnyGame, sample: unknown): Form {
	if (game.id === 'fibonacci') return {...none, closedForm: 'the P-positions are the Fibonacci numbers (Zeckendorf)'};
	if (game.id === 'ktimes') {
		const k = (sample as {k: bigint}).k;
		return {
			...none,
			closedForm: `the P-positions are the terms of the k-times sequence for k = ${k} (each term is the previous one plus the largest earlier term t with k·t below it)`,
		};
	}
	return {...none, note: 'misère play: outcomes from the closed misère theory or an exhaustive search'};
}

function table2(game: AnyGame, params: JsonObject, from: bigint, to: bigint): Table2 {
	const side = to - from + 1n;
	if (from < 0n) throw new InputError(`--from must be at least 0, got ${from}`);
	if (side > BigInt(maxTableSide))
		throw new LimitError(`a two-dimensional table is at most ${maxTableSide} × ${maxTableSide}; ${from} to ${to} is ${side} wide`);
	if (game.id === 'wythoff' && params['misere'] !== true && to > BigInt(limits.wythoffGrundyBound)) {
		throw new LimitError(`wythoff: Grundy values are computed up to ${limits.wythoffGrundyBound}; --to is ${to}`);
	}
	if (game.id === 'corners' && to >= 1n << 64n) throw new LimitError('corners: coordinates are below 2^64');
	const misere = params['misere'] === true;
	const values: TableValue[][] = [];
	const pPositions: [bigint, bigint][] = [];
	for (let a = from; a <= to; a++) {
		const row: TableValue[] = [];
		for (let b = from; b <= to; b++) {
			let value: TableValue;
			if (game.id === 'corners') value = lampValue([a, b]);
			else if (misere) value = game.outcome(game.parse({...params, game: 'wythoff', heaps: [a.toString(), b.toString()]}, ''));
			else value = BigInt(wythoffGrundy(Number(a), Number(b)));
			row.push(value);
			if (value === 0n || value === 'P') pPositions.push([a, b]);
		}
		values.push(row);
	}
	const wythoff = game.id === 'wythoff';
	return {
		dimensions: 2,
		game: game.id,
		params,
		from,
		to,
		what: wythoff
			? misere
				? 'the outcome of heaps (a, b) in misère play'
				: 'G(a, b), the Grundy value of heaps (a, b)'
			: 'x ⊗ y, the nim product (the value of a lamp at (x, y))',
		values,
		pPositions,
		period: null,
		closedForm: wythoff
			? misere
				? 'P-positions: (0, 1), (1, 0), (2, 2), then the normal-play pairs from (3, 5) on'
				: 'P-positions: the pairs (⌊kφ⌋, ⌊kφ²⌋) and their mirrors, φ the golden ratio'
			: 'the nim product x ⊗ y',
		note: null,
	};
}
