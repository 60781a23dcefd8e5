/**
 * The analysis lab, as a pure reducer: which game, its parameters (as typed),
 * the table (engine/table.ts), the cursor, the scroll, a parameter being
 * edited, and the export prompt. Every engine call of the lab happens here.
 */
import {lookupGame} from '../../engine/catalog.js';
import {paramsFromFlags} from '../../engine/human.js';
import {defaultRange, familyOf, featuredTableGame, tableGames, tableOf, type Table} from '../../engine/table.js';
import {InputError, type JsonObject, type Param} from '../../engine/types.js';
import {labelNaming, peopleMessage} from '../../engine/error-words.js';
import type {TableFormat} from '../../analyze/table-format.js';
import {initialParams} from '../setup/index.js';

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
	| {readonly type: 'exported'; readonly notice: string};

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

/** How far the first table goes, and the most the lab extends it to. */
const firstRows = 300;
const mostRows = 100_000;

function compute(id: string, params: Readonly<Record<string, string>>, rows?: number): {table: Table | null; error: string | null} {
	const game = lookupGame(id)!;
	try {
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
		return {table: tableOf(game, json, range.from, to), error: null};
	} catch (error) {
		// A parameter is named by its label on this screen, a place counting from 1.
		if (error instanceof InputError) return {table: null, error: peopleMessage(error, game, labelNaming)};
		return {table: null, error: error instanceof Error ? error.message.split('\n')[0]! : String(error)};
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
			if (next >= length && length < mostRows) {
				// Past the end: a longer table, up to the lab's bound.
				const {table: longer, error} = compute(state.game, state.params, Math.min(mostRows, length * 4));
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
			if (params.length === 0) return {...state, notice: `${state.game} has no parameter to change`};
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
					: {...state, params: params_, table: next, error: null, cursor: 0, column: 0, editing: null, notice: `${param.label}: ${value}`};
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
			return {...state, params, table: next, error: null, editing: null, cursor: 0, column: 0, notice: 'Recomputed.'};
		}
		case 'cancel':
			if (state.exporting) return {...state, exporting: false, notice: null};
			if (state.editing !== null) return {...state, editing: null, error: null};
			return state;
		case 'export':
			return table === null ? state : {...state, exporting: true, notice: 'Export as: t text · c CSV · j JSON · m Markdown (esc: no)'};
		case 'format':
			return {...state, exporting: false, request: action.format, notice: null};
		case 'exported':
			return {...state, request: null, notice: action.notice};
	}
}
