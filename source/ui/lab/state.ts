/**
 * The analysis lab, as a pure reducer: which game, its parameters (as typed),
 * the table (engine/table.ts), the cursor, the scroll, a parameter being
 * edited, and the export prompt. Every engine call of the lab happens here.
 */
import {lookupGame} from '../../engine/catalog.js';
import {paramsFromFlags} from '../../engine/human.js';
import {defaultRange, familyOf, featuredTableGame, maxTableRows, tableGames, tableJob, tableOf, type Table} from '../../engine/table.js';
import {InputError, type JsonObject, type Param} from '../../engine/types.js';
import type {Job} from '../../engine/job.js';
import {keepsKnownValues, type TableJobResult} from '../../engine/breaking-values.js';
import {peopleMessage} from '../../engine/error-words.js';
import type {TableFormat} from '../../analyze/table-format.js';
import {initialParams} from '../setup/index.js';
import {say} from '../../i18n/errors/index.js';
import {gameName} from '../../i18n/games/index.js';
import {labWords as w, paramLabel} from '../../i18n/lab/index.js';
import {jobTitle, jobUnit} from '../../i18n/table/index.js';

export interface LabState {
	readonly game: string;
	/** Parameter values as typed, by flag. */
	readonly params: Readonly<Record<string, string>>;
	readonly table: Table | null;
	/** Why the table could not be made (the last good one stays). */
	readonly error: string | null;
	/** 1-D: the index into the values; 2-D: the row and column. */
	readonly cursor: number;
	readonly column: number;
	/** A parameter being typed: which, and the text so far. */
	readonly editing: {readonly flag: string; readonly text: string} | null;
	/** Waiting for the export format's key. */
	readonly exporting: boolean;
	/** One line: an export done, a recomputation. */
	readonly notice: string | null;
	/** Sizes to mark on the strip (the heaps of the game the lab was opened from). */
	readonly marks: readonly bigint[];
	/** The export asked for, taken by the screen (which writes the file) and reported back. */
	readonly request: TableFormat | null;
	/** Work past the analysis budget, run by the screen as a job (runJob) while the table stays browsable. */
	readonly job: LabJob | null;
}

/**
 * A job of the lab: the values of a longer table, or the period proven
 * (`prove`). The screen starts it when it appears (by `id`), reports its
 * progress, and stops it when it is gone (Esc, q, leaving the lab).
 */
export interface LabJob {
	readonly id: number;
	readonly prove: boolean;
	/** Rows of the table to show once it is done. */
	readonly rows: number;
	/** Where the cursor goes then. */
	readonly cursor: number;
	readonly title: string;
	readonly unit: string;
	/** The amount of work is an upper bound only (a period looked for: it may end much sooner). */
	readonly open: boolean;
	readonly done: number;
	readonly total: number;
	readonly elapsedMs: number;
}

export type LabAction =
	| {readonly type: 'move'; readonly dx: number; readonly dy: number; readonly perRow: number}
	/** A click on a value (1-D: its index) or a cell (2-D: its row and column). */
	| {readonly type: 'goto'; readonly cursor: number; readonly column: number}
	| {readonly type: 'game'; readonly dir: 1 | -1}
	| {readonly type: 'edit'}
	| {readonly type: 'type'; readonly text: string}
	| {readonly type: 'erase'}
	| {readonly type: 'apply'}
	| {readonly type: 'cancel'}
	| {readonly type: 'export'}
	| {readonly type: 'format'; readonly format: TableFormat}
	| {readonly type: 'exported'; readonly notice: string}
	/** Prove the period of the table (a job, where the table has no period yet). */
	| {readonly type: 'prove'}
	| {readonly type: 'jobProgress'; readonly id: number; readonly done: number; readonly elapsedMs: number}
	| {readonly type: 'jobDone'; readonly id: number; readonly result: TableJobResult; readonly elapsedMs: number}
	| {readonly type: 'jobFailed'; readonly id: number; readonly message: string}
	/** Esc or q while a job runs: stop it, keep nothing. */
	| {readonly type: 'stopJob'};

/**
 * Parameters the lab offers: the game's, but for switches (tables are of
 * normal play) and those the setup screen leaves out (part of a position,
 * such as the last take, not of a game).
 */
export function labParams(id: string): readonly Param[] {
	return lookupGame(id)?.params.filter(p => p.type !== 'boolean' && p.setup !== false) ?? [];
}

/** The parameters the lab shows and changes: those that apply to the values of the others (K only for Consecutive). */
export function shownParams(state: Pick<LabState, 'game' | 'params'>): readonly Param[] {
	return labParams(state.game).filter(p => p.when?.(state.params) ?? true);
}

/**
 * The parameters of a game's first table: the setup screen's (its first
 * preset's), so the lab and a new game start alike; a required one the
 * preset leaves out takes its typical value.
 */
function defaults(id: string): Record<string, string> {
	const game = lookupGame(id);
	const setup = game === undefined ? {} : initialParams(game);
	const out: Record<string, string> = {};
	for (const p of labParams(id)) {
		const value = setup[p.flag] ?? '';
		if (value !== '') out[p.flag] = value;
		else if (p.type === 'choice') out[p.flag] = p.choices?.includes(p.placeholder) ? p.placeholder : (p.choices?.[0] ?? '');
		else if (p.required) out[p.flag] = p.placeholder;
	}
	return out;
}

/** How far the first table goes, and the most the lab extends it to (past the analysis budget, by a job). */
const firstRows = 300;
const mostRows = maxTableRows;

/** The table's game, its parameters as JSON and its range, for `rows` rows. */
function tableRange(id: string, params: Readonly<Record<string, string>>, rows?: number): {json: JsonObject; from: bigint; to: bigint} {
	const game = lookupGame(id)!;
	const flags: Record<string, string> = {};
	// A parameter that does not apply (K beside a rule other than Consecutive) is left out.
	for (const p of shownParams({game: id, params})) {
		const value = (params[p.flag] ?? '').trim();
		if (value !== '') flags[p.flag] = value;
	}
	const json: JsonObject = paramsFromFlags(game, flags);
	const range = defaultRange(game);
	// A two-dimensional table keeps its square; a row of values grows as the cursor goes.
	const to = familyOf(game).dimensions === 2 ? range.to : range.from + BigInt(rows ?? firstRows) - 1n;
	return {json, from: range.from, to};
}

/** The error in this screen's words: a parameter named by its label, a place counting from 1. */
function labError(id: string, error: unknown): string {
	if (error instanceof InputError) return peopleMessage(error, lookupGame(id)!, {param: p => paramLabel(id, p)}, say);
	return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}

/**
 * The table of `rows` rows, or the job it needs first (values past what an
 * analysis computes within its budget), or why there is none.
 */
function compute(id: string, params: Readonly<Record<string, string>>, rows?: number): {table: Table | null; error: string | null; job?: Job<TableJobResult>} {
	const game = lookupGame(id)!;
	try {
		const {json, from, to} = tableRange(id, params, rows);
		const job = tableJob(game, json, from, to, false);
		if (job !== null) return {table: null, error: null, job};
		return {table: tableOf(game, json, from, to), error: null};
	} catch (error) {
		return {table: null, error: labError(id, error)};
	}
}

/**
 * The job the lab's own job stands for: made again from the state (the
 * reducer keeps no live object), by the screen that runs it.
 */
export function labJobOf(state: LabState): Job<TableJobResult> | null {
	if (state.job === null) return null;
	const game = lookupGame(state.game)!;
	const {json, from, to} = tableRange(state.game, state.params, state.job.prove ? state.table?.values.length : state.job.rows);
	return tableJob(game, json, from, to, state.job.prove);
}

let jobIds = 0;

/** The lab's view of a job about to start. */
function labJob(job: Job<TableJobResult>, prove: boolean, rows: number, cursor: number): LabJob {
	return {id: ++jobIds, prove, rows, cursor, title: jobTitle(job), unit: jobUnit(job), open: prove, done: job.done(), total: job.total, elapsedMs: 0};
}

/** Whether the table could have its period proven by a job: no period, no closed form, and the game's values proven so (octal codes). */
export function canProve(state: Pick<LabState, 'game' | 'params' | 'table'>): boolean {
	const table = state.table;
	if (table === null || table.dimensions === 2 || table.period !== null || table.closedForm !== null) return false;
	try {
		const {json, from, to} = tableRange(state.game, state.params, table.values.length);
		tableJob(lookupGame(state.game)!, json, from, to, true);
		return true;
	} catch {
		return false;
	}
}

/** The lab on a game's table; without a game (or with one that has no table), on the game whose family is featured. */
export function initLab(game?: string, marks: readonly bigint[] = [], params?: Readonly<Record<string, string>>): LabState {
	const id = game !== undefined && tableGames.includes(game) ? game : featuredTableGame;
	// Only the parameters the lab offers (a misère switch or a last take stays with the game).
	const offered = new Set(labParams(id).map(p => p.flag));
	const given = Object.fromEntries(Object.entries(id === game ? (params ?? {}) : {}).filter(([flag, value]) => offered.has(flag) && value !== ''));
	const values = {...defaults(id), ...given};
	const {table, error} = compute(id, values);
	return {
		game: id,
		params: values,
		table,
		error,
		cursor: 0,
		column: 0,
		editing: null,
		exporting: false,
		notice: null,
		marks: id === game ? marks : [],
		request: null,
		job: null,
	};
}

function clamp(x: number, lo: number, hi: number): number {
	return Math.max(lo, Math.min(hi, x));
}

export function labReducer(state: LabState, action: LabAction): LabState {
	const table = state.table;
	switch (action.type) {
		case 'goto': {
			if (table === null) return state;
			const last = table.values.length - 1;
			return {...state, cursor: clamp(action.cursor, 0, last), column: table.dimensions === 2 ? clamp(action.column, 0, last) : 0, notice: null};
		}
		case 'move': {
			if (table === null) return state;
			if (table.dimensions === 2) {
				const side = table.values.length;
				return {...state, cursor: clamp(state.cursor + action.dy, 0, side - 1), column: clamp(state.column + action.dx, 0, side - 1), notice: null};
			}
			const next = state.cursor + action.dx + action.dy * action.perRow;
			const length = table.values.length;
			if (next >= length && length < mostRows && state.job === null) {
				// Past the end: a longer table, up to the lab's bound; past the analysis budget, by a job.
				const rows = Math.min(mostRows, length * 4);
				const {table: longer, error, job} = compute(state.game, state.params, rows);
				if (job !== undefined) return {...state, job: labJob(job, false, rows, next), cursor: length - 1, notice: null};
				if (longer !== null) return {...state, table: longer, cursor: clamp(next, 0, longer.values.length - 1), notice: null};
				return {...state, error, cursor: length - 1};
			}
			return {...state, cursor: clamp(next, 0, length - 1), notice: null};
		}
		case 'game': {
			const index = tableGames.indexOf(state.game);
			const next = tableGames[(index + action.dir + tableGames.length) % tableGames.length]!;
			return initLab(next);
		}
		case 'edit': {
			const params = shownParams(state);
			if (params.length === 0) return {...state, notice: w('noParameter', {game: gameName(state.game, state.game)})};
			const current = state.editing === null ? -1 : params.findIndex(p => p.flag === state.editing!.flag);
			const param = params[(current + 1) % params.length]!;
			if (param.type === 'choice') {
				// A choice cycles through its values at once.
				const choices = param.choices ?? [];
				const value = choices[(choices.indexOf(state.params[param.flag] ?? '') + 1) % choices.length]!;
				const params_ = {...state.params, [param.flag]: value};
				const {table: next, error} = compute(state.game, params_);
				return next === null
					? {...state, error}
					: {
							...state,
							params: params_,
							table: next,
							error: null,
							cursor: 0,
							column: 0,
							editing: null,
							notice: w('choiceSet', {label: paramLabel(state.game, param), value}),
						};
			}
			return {...state, editing: {flag: param.flag, text: state.params[param.flag] ?? ''}, notice: null};
		}
		case 'type':
			if (state.editing === null) return state;
			return {...state, editing: {...state.editing, text: (state.editing.text + action.text).slice(0, 200)}};
		case 'erase':
			if (state.editing === null) return state;
			return {...state, editing: {...state.editing, text: state.editing.text.slice(0, -1)}};
		case 'apply': {
			if (state.editing === null) return state;
			const params = {...state.params, [state.editing.flag]: state.editing.text};
			const {table: next, error} = compute(state.game, params);
			if (next === null) return {...state, error};
			return {...state, params, table: next, error: null, editing: null, cursor: 0, column: 0, notice: w('recomputed')};
		}
		case 'cancel':
			if (state.exporting) return {...state, exporting: false, notice: null};
			if (state.editing !== null) return {...state, editing: null, error: null};
			return state;
		case 'export':
			return table === null ? state : {...state, exporting: true, notice: w('exportAs')};
		case 'format':
			return {...state, exporting: false, request: action.format, notice: null};
		case 'exported':
			return {...state, request: null, notice: action.notice};
		case 'prove':
			return prove(state);
		case 'jobProgress':
			if (state.job?.id !== action.id) return state;
			return {...state, job: {...state.job, done: action.done, elapsedMs: action.elapsedMs}};
		case 'jobDone':
			return state.job?.id === action.id ? jobDone(state, state.job, action.result, action.elapsedMs) : state;
		case 'jobFailed':
			return state.job?.id === action.id ? {...state, job: null, error: action.message} : state;
		case 'stopJob':
			return state.job === null ? state : {...state, job: null, notice: w('stopped')};
	}
}

/** Starts the job that proves the table's period, or says why there is none to prove. */
function prove(state: LabState): LabState {
	const table = state.table;
	if (state.job !== null || table === null) return state;
	if (table.dimensions === 2 || table.closedForm !== null) return {...state, notice: w('closedNoPeriod')};
	if (table.period !== null) return {...state, notice: w('provenAlready', {period: table.period.period, preperiod: table.period.preperiod})};
	const game = lookupGame(state.game)!;
	try {
		const {json, from, to} = tableRange(state.game, state.params, table.values.length);
		const job = tableJob(game, json, from, to, true);
		if (job === null) {
			// Proven before (kept in the cache): the table takes it at once.
			const {table: next, error} = compute(state.game, state.params, table.values.length);
			return next === null ? {...state, error} : {...state, table: next, notice: w('provenBefore')};
		}
		return {...state, job: labJob(job, true, table.values.length, state.cursor), notice: null};
	} catch (error) {
		return {...state, notice: labError(state.game, error)};
	}
}

/** "41 s", "2 min 5 s". */
function seconds(ms: number): string {
	const s = Math.max(1, Math.round(ms / 1000));
	return s < 60 ? w('seconds', {s}) : w('minutes', {m: Math.floor(s / 60), s: s % 60});
}

/** The table once its job is done: longer, or with its period. */
function jobDone(state: LabState, job: LabJob, result: TableJobResult, elapsedMs: number): LabState {
	const {table, error} = compute(state.game, state.params, job.rows);
	const took = seconds(elapsedMs);
	if (table === null) return {...state, job: null, error: error ?? w('notMade')};
	const cursor = clamp(job.cursor, 0, table.values.length - 1);
	const count = result.length.toLocaleString('en-US');
	const kept = keepsKnownValues() ? w('kept') : '';
	if (!job.prove) return {...state, job: null, table, cursor, notice: w('computed', {count, took, kept})};
	const notice =
		result.period === null
			? w('noPeriod', {count, took, kept})
			: w('periodProven', {period: result.period.period, start: result.period.start, took, count, kept});
	return {...state, job: null, table, cursor, notice};
}
