/**
 * Tables of a game's values over its family of single positions (a heap of
 * n, a lone head at n), or a two-parameter one (Wythoff's heaps a and b, the
 * nim products x ⊗ y): the values, the P-positions, and the period with its
 * proof, or the closed form, where there is one. The game declares its
 * family (`Game.family`): how a member is built, where the range starts,
 * values or outcomes, its period or closed form. Nothing here knows a game:
 * every value comes from the game's own engine; the period is the least
 * one, from its least start, never a multiple.
 */
import {
	UsageError,
	type AnyGame,
	type Family,
	type Family1,
	type Family2,
	type FamilyForm,
	type FamilyNote,
	type JsonObject,
	type KnownPart,
	type Outcome,
} from './types.js';
import {games} from './catalog.js';
import {limitRefusal, ruleRefusal} from './input.js';
import {phrase} from './rule-words.js';
import {closedFormWords, noteWords, proofWords} from './family.js';
import {jobBound, tableNamed, type TableJobResult} from './breaking-values.js';
import type {Job} from './job.js';
import type {ClosedForm, PeriodProof} from './values.js';

/** A value of a table: a Grundy value, or the outcome where no Grundy value exists (misère play, outcome-only games). */
export type TableValue = bigint | Outcome;

export interface Period {
	/** The sequence repeats from this n on. */
	readonly preperiod: bigint;
	readonly period: bigint;
	/** How it is known: a closed form, or the theorem that proves it. */
	readonly proof: string;
	/** The same as data, for the surfaces to word in their language. */
	readonly reason: PeriodProof;
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
	/** The closed form, in words. */
	readonly closedForm: string | null;
	/** The same as data, for the surfaces to word in their language. */
	readonly closedFormData: ClosedForm | null;
	/** Where no period is claimed and no closed form exists: why, in words. */
	readonly note: string | null;
	/** The same as data. */
	readonly noteData: FamilyNote | null;
	/** What was read from results proven before (the cache), not computed: null when nothing was. */
	readonly known: KnownPart | null;
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
	/** The value of (a, b) written as a ⊗ b where it is an operation (the nim product), else null: G(a, b). */
	readonly operator: string | null;
}

export type Table = Table1 | Table2;

/** The games with tables (those that declare a family), in menu order. */
export const tableGames: readonly string[] = games.filter(game => game.family !== undefined).map(game => game.id);

/** The game the Lab opens on from the menu: the one whose family says so, else the first with a table. */
export const featuredTableGame: string = games.find(game => game.family?.featured === true)?.id ?? tableGames[0]!;

export const maxTableRows = 1_000_000;
export const maxTableSide = 256;

/** The game's family, or a usage error naming the games that have one. */
export function familyOf(game: AnyGame): Family<unknown> {
	if (game.family === undefined) {
		throw new UsageError(`${game.id} has no one-parameter family to tabulate; games with tables: ${tableGames.join(', ')}`, {
			key: 'noFamily',
			values: {game: game.id, games: tableGames.join(', ')},
		});
	}
	return game.family;
}

/** What a table read from the cache, in words: "the values of n < 1,000,000 and the period". */
export function knownWords(known: KnownPart): string {
	const values = known.values > 0n ? `the values of n < ${known.values.toLocaleString('en-US')}` : '';
	return [values, known.period ? 'the period' : ''].filter(part => part !== '').join(' and ');
}

/** The default range of a game's table. */
export function defaultRange(game: AnyGame): {from: bigint; to: bigint} {
	const family = familyOf(game);
	return {from: family.from ?? 0n, to: family.to ?? (family.dimensions === 2 ? 31n : 100n)};
}

/** The JSON position of a member: the game, the table's parameters and the member's own fields. */
function position(game: AnyGame, params: JsonObject, member: JsonObject): JsonObject {
	return {...params, game: game.id, ...member};
}

/** Refuses a table of misère play where the family offers none, and a range past the game's bounds. */
function checkFamily(game: AnyGame, family: Family<unknown>, misere: boolean, to: bigint): void {
	if (misere && family.misere === false) throw ruleRefusal(phrase('rule_normalOnly', {game: game.id}));
	const why = family.beyond?.(to, misere) ?? null;
	if (why !== null) throw limitRefusal(why);
}

/** Refuses a range that is empty, starts before the family does, or has more rows than a table. */
function checkRows(game: AnyGame, family: Family1<unknown>, from: bigint, to: bigint): void {
	if (from > to) throw ruleRefusal(phrase('rule_fromTo', {from, to}));
	const least = family.from ?? 0n;
	if (from < least) throw ruleRefusal(phrase('rule_fromLeast', {least, game: game.id, from}));
	if (to - from + 1n > BigInt(maxTableRows)) throw limitRefusal(phrase('rule_tableRows', {limit: maxTableRows, from, to, rows: to - from + 1n}));
}

/**
 * The job a table needs before `tableOf` can answer it at once, or null: the
 * values of Grundy's game (or of an octal code) past what an analysis
 * computes within its budget, and with `prove` an octal code's period
 * looked for past its bound. The row limit is on the rows asked (from..to),
 * not on how far the values go. Refuses what no job can do, before any work.
 */
export function tableJob(game: AnyGame, params: JsonObject, from: bigint, to: bigint, prove: boolean): Job<TableJobResult> | null {
	const family = familyOf(game);
	const proveOctal = () => ruleRefusal(phrase('rule_proveOctal', {game: game.id}));
	if (family.dimensions === 2) {
		if (prove) throw proveOctal();
		return null;
	}
	checkRows(game, family, from, to);
	if (params['misere'] === true) {
		if (prove) throw ruleRefusal(phrase('rule_proveOctalMisere', {game: game.id}));
		return null;
	}
	const last = game.parse(position(game, params, family.member(to)), '', {shapeOnly: true});
	const work = game.work?.(last) ?? [];
	const table = work.length === 1 ? tableNamed(work[0]!.key) : null;
	if (table === null) {
		if (prove) throw proveOctal();
		return null;
	}
	const need = to + 1n > BigInt(jobBound) ? jobBound + 1 : Number(to + 1n);
	return table.job(prove ? Math.min(need, jobBound) : need, prove);
}

/**
 * Refuses a game without a table, or a range past the bounds, before any work.
 * `params` are the game's parameters as JSON (flags read already).
 */
export function tableOf(game: AnyGame, params: JsonObject, from: bigint, to: bigint): Table {
	const family = familyOf(game);
	if (from > to) throw ruleRefusal(phrase('rule_fromTo', {from, to}));
	if (family.dimensions === 2) return table2(game, family, params, from, to);
	const misere = params['misere'] === true;
	checkRows(game, family, from, to);
	checkFamily(game, family, misere, to);
	// The largest member first: a position past a bound (a table, a search) is refused before anything is computed.
	const last = game.parse(position(game, params, family.member(to)), '');
	const outcomes = misere || family.values === 'outcomes';
	const count = Number(to - from + 1n);
	const values: TableValue[] = new Array(count);
	const pPositions: bigint[] = [];
	const fast = misere ? null : (family.tabulate?.(last, from, to) ?? null);
	let n = from;
	for (let i = 0; i < count; i++, n++) {
		let value: TableValue;
		if (fast !== null) {
			value = shared(fast(n));
		} else {
			const p = memberAt(game, family, params, last, n);
			value = outcomes ? game.outcome(p) : (game.grundy(p) ?? game.outcome(p));
		}
		values[i] = value;
		if (value === 0n || value === 'P') pPositions.push(n);
	}
	const form = misere ? (family.misereForm ?? misereNote) : family.form(last, to);
	// The parameters as the game writes them (a set as numbers, a code in its usual form), without the position itself.
	const {game: _id, [game.human.key]: _position, ...canonical} = game.toJSON(last);
	const what = outcomes ? `the outcome of ${family.unit} (P: the player to move loses)` : `G(n), the Grundy value of ${family.unit}`;
	const known = misere ? null : (family.known?.(last) ?? null);
	return {dimensions: 1, game: game.id, params: canonical, from, to, what, values, pPositions, ...formFields(form), known};
}

/** The member of size n, from the largest one where the family can resize it (no JSON read per row). */
function memberAt(game: AnyGame, family: Family1<unknown>, params: JsonObject, last: unknown, n: bigint): unknown {
	return family.resize !== undefined ? family.resize(last, n) : game.parse(position(game, params, family.member(n)), '');
}

/** The small values as shared big integers: a table of 10^6 values then allocates none of them. */
const smallValues: readonly bigint[] = Array.from({length: 1024}, (_, i) => BigInt(i));

function shared(v: bigint | number | Outcome): TableValue {
	if (typeof v === 'number') return smallValues[v] ?? BigInt(v);
	if (typeof v === 'bigint' && v < 1024n && v >= 0n) return smallValues[Number(v)]!;
	return v;
}

const misereNote: FamilyForm = {note: {kind: 'misere'}};

/** The table's period, closed form and note, from what the family says. */
function formFields(form: FamilyForm): Pick<TableBase, 'period' | 'closedForm' | 'closedFormData' | 'note' | 'noteData'> {
	const period =
		form.period === undefined
			? null
			: {preperiod: form.period.start, period: form.period.period, proof: proofWords(form.period.proof), reason: form.period.proof};
	const closedForm = form.closedForm ?? null;
	const note = form.note ?? null;
	return {
		period,
		closedForm: closedForm === null ? null : closedFormWords(closedForm),
		closedFormData: closedForm,
		note: note === null ? null : noteWords(note),
		noteData: note,
	};
}

function table2(game: AnyGame, family: Family2<unknown>, params: JsonObject, from: bigint, to: bigint): Table2 {
	const side = to - from + 1n;
	const least = family.from ?? 0n;
	if (from < least) throw ruleRefusal(phrase('rule_fromAtLeast', {least, from}));
	if (side > BigInt(maxTableSide)) throw limitRefusal(phrase('rule_tableSide', {side: maxTableSide, from, to, width: side}));
	const misere = params['misere'] === true;
	checkFamily(game, family, misere, to);
	const last = game.parse(position(game, params, family.member(to, to)), '');
	const values: TableValue[][] = [];
	const pPositions: [bigint, bigint][] = [];
	for (let a = from; a <= to; a++) {
		const row: TableValue[] = [];
		for (let b = from; b <= to; b++) {
			let value: TableValue;
			if (!misere && family.value !== undefined) value = family.value(a, b);
			else {
				const p = game.parse(position(game, params, family.member(a, b)), '');
				value = misere || family.values === 'outcomes' ? game.outcome(p) : (game.grundy(p) ?? game.outcome(p));
			}
			row.push(value);
			if (value === 0n || value === 'P') pPositions.push([a, b]);
		}
		values.push(row);
	}
	const outcomes = misere || family.values === 'outcomes';
	const what = outcomes
		? `the outcome of ${family.unit}${misere ? ' in misère play' : ' (P: the player to move loses)'}`
		: (family.what ?? `G(a, b), the Grundy value of ${family.unit}`);
	const form = misere ? (family.misereForm ?? misereNote) : family.form(last, to);
	return {dimensions: 2, game: game.id, params, from, to, what, operator: family.operator ?? null, values, pPositions, ...formFields(form), known: null};
}
