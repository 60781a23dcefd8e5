/**
 * The setup screen as a pure reducer: a list of fields (where the position
 * comes from, its size or text, the game's parameters, the opponent, who
 * moves first, hints), and the position they resolve to, validated by the
 * engine after every change so the screen can show the board or the error.
 */
import {setupWords} from '../../i18n/setup/index.js';
import {InputError, type UsageError, type AnyGame, type JsonObject, type Param} from '../../engine/types.js';
import {seeded} from '../../engine/random.js';
import {peopleMessage} from '../../engine/error-words.js';
import {say} from '../../i18n/errors/index.js';
import {usageMessage} from '../../i18n/cli/index.js';
import {setupParamLabel} from '../../i18n/setup2/index.js';
import {presetLabel} from '../../i18n/presets/index.js';
import {edgesText, parseEdges, positionFromWords, splitWords} from '../../engine/human.js';
import type {AnyBoard} from '../boards/types.js';
import {initMatch, opponentName, type MatchConfig, type Opponent, type Side} from '../match/index.js';
import type {SavedGame} from '../../progress/progress.js';
import {casualLevel, givebacksOf, levelOf, maxGivebacks, type Givebacks, type Level} from '../../engine/players.js';
import {errorText} from '../../text/error-message.js';

/** The kinds of opponent the opponent field steps through; a level and a teacher have their number on the field below. */
export const opponentKinds = ['perfect', 'level', 'teacher', 'random', 'loser', 'friend'] as const;
export type OpponentKind = (typeof opponentKinds)[number];

export function opponentKind(opponent: Opponent): OpponentKind {
	if (levelOf(opponent) !== null) return 'level';
	if (givebacksOf(opponent) !== null) return 'teacher';
	return opponent as OpponentKind;
}

/** The teacher's givebacks a setup starts with. */
export const defaultGivebacks: Givebacks = 2;

export type FieldId =
	| 'resume'
	| 'source'
	| 'size'
	| 'typed'
	| `param:${string}`
	| 'opponent'
	/** The level (1..8) or the teacher's givebacks (0..9), shown below the opponent for those two. */
	| 'strength'
	| 'first'
	| 'hints'
	| 'coach'
	| 'start';

export type Resolved = {readonly position: unknown; readonly error: null} | {readonly position: null; readonly error: string};

/** A game left with q, offered on the first row: the match it resumes and a few words about it. */
export interface Resume {
	readonly config: MatchConfig;
	/** The position as it was left (the config starts earlier when it replays the moves). */
	readonly position: unknown;
	/** "move 8 · your move · vs computer (perfect)". */
	readonly about: string;
}

export interface SetupState {
	readonly game: AnyGame;
	readonly board: AnyBoard;
	/** 0: random; 1..n: the game's example n − 1; n + 1: typed in. */
	readonly source: number;
	/** Size of a random position, 1 to 10. */
	readonly size: number;
	/** Seed of the random position: the same seed gives the same position. */
	readonly seed: number;
	readonly typed: string;
	/** Parameter values by flag, as typed ("on"/"off" for toggles). */
	readonly params: Readonly<Record<string, string>>;
	readonly opponent: Opponent;
	/** The level last chosen, kept while another kind of opponent is shown. */
	readonly level: Level;
	/** The teacher's givebacks last chosen, likewise. */
	readonly givebacks: Givebacks;
	readonly first: Side;
	readonly hints: boolean;
	/** The coach names a losing move when it is made (a saved setting). */
	readonly coach: boolean;
	readonly field: FieldId;
	readonly resolved: Resolved;
	/** Shown after a refused start. */
	readonly message: string | null;
	/** The game left with q, when there is one to resume. */
	readonly resume: Resume | null;
	/** Set when the player starts the game or leaves; the screen acts on it. */
	readonly exit: 'start' | 'resume' | 'back' | 'lab' | null;
}

export type SetupKey =
	| {readonly kind: 'up' | 'down' | 'left' | 'right' | 'backspace' | 'enter' | 'escape' | 'space'}
	| {readonly kind: 'char'; readonly char: string};

export type SetupAction =
	| {readonly type: 'key'; readonly key: SetupKey}
	/** A click on a field: focuses it; on the field already focused, acts as space does (the next choice); a button (Start, Resume) is pressed at once. */
	| {readonly type: 'click'; readonly field: FieldId}
	| {readonly type: 'reset'};

export function sourceCount(game: AnyGame): number {
	return game.examples.length + 2;
}

export function sourceLabel(game: AnyGame, source: number): string {
	if (source === 0) return setupWords('random');
	if (source <= game.examples.length) return presetLabel(game, source - 1);
	return setupWords('typedIn');
}

export function isTyped(state: SetupState): boolean {
	return state.source === state.game.examples.length + 1;
}

/** The game's parameters the setup screen offers. */
export function setupParams(game: AnyGame): Param[] {
	return game.params.filter(param => param.setup !== false);
}

export function visibleParams(state: Pick<SetupState, 'game' | 'params'>): Param[] {
	return setupParams(state.game).filter(spec => spec.when?.(state.params) ?? true);
}

export function visibleFields(state: SetupState): FieldId[] {
	const fields: FieldId[] = state.resume ? ['resume', 'source'] : ['source'];
	if (state.source === 0) fields.push('size');
	if (isTyped(state)) fields.push('typed');
	for (const spec of visibleParams(state)) fields.push(`param:${spec.flag}`);
	fields.push('opponent');
	const kind = opponentKind(state.opponent);
	if (kind === 'level' || kind === 'teacher') fields.push('strength');
	fields.push('first', 'hints', 'coach', 'start');
	return fields;
}

export function paramSpec(state: SetupState, field: FieldId): Param | undefined {
	if (!field.startsWith('param:')) return undefined;
	return setupParams(state.game).find(spec => spec.flag === field.slice(6));
}

/** Whether a parameter is typed in (not a switch or a choice). */
export function isTextParam(param: Param): boolean {
	return param.type !== 'boolean' && param.type !== 'choice';
}

export function isTextField(state: SetupState, field: FieldId): boolean {
	const spec = paramSpec(state, field);
	return field === 'typed' || (spec !== undefined && isTextParam(spec));
}

/** Parameter values as shown on the setup screen, read from a position's JSON. */
export function paramsFromJson(game: AnyGame, json: JsonObject): Record<string, string> {
	const values: Record<string, string> = {};
	for (const spec of setupParams(game)) {
		const value = json[spec.key];
		if (spec.type === 'boolean') values[spec.flag] = value === true ? 'on' : 'off';
		else if (spec.type === 'choice') values[spec.flag] = typeof value === 'string' ? value : (spec.choices?.[0] ?? '');
		else if (spec.type === 'edges') values[spec.flag] = edgesText(value);
		else if (Array.isArray(value)) values[spec.flag] = value.join(',');
		else values[spec.flag] = value === undefined || value === null ? '' : String(value);
	}
	return values;
}

/** The position's JSON with the setup's parameters written over it (hidden ones removed). */
export function withParams(state: Pick<SetupState, 'game' | 'params'>, json: JsonObject): JsonObject {
	const out: JsonObject = {...json};
	const shown = new Set(visibleParams(state).map(spec => spec.flag));
	for (const spec of setupParams(state.game)) {
		const value = (state.params[spec.flag] ?? '').trim();
		if (!shown.has(spec.flag)) {
			delete out[spec.key];
			continue;
		}
		if (spec.type === 'boolean') {
			if (value === 'on') out[spec.key] = true;
			else delete out[spec.key];
		} else if (spec.type === 'choice') {
			out[spec.key] = value;
		} else if (value === '') {
			delete out[spec.key];
		} else if (spec.type === 'edges') {
			out[spec.key] = parseEdges(value);
		} else {
			out[spec.key] = spec.type === 'integers' ? value.split(',').map(s => s.trim()) : value;
		}
	}
	return out;
}

/** Flags for the typed form, from the parameters the player did not type as flags. */
function paramWords(state: SetupState, typedWords: readonly string[]): string[] {
	const words: string[] = [];
	for (const spec of visibleParams(state)) {
		if (typedWords.includes(`--${spec.flag}`) || typedWords.some(w => w.startsWith(`--${spec.flag}=`))) continue;
		const value = (state.params[spec.flag] ?? '').trim();
		if (spec.type === 'boolean') {
			if (value === 'on') words.push(`--${spec.flag}`);
		} else if (value !== '') {
			words.push(`--${spec.flag}`, value);
		}
	}
	return words;
}

/** Why the fields give no position, in this screen's words: a parameter by its field's label, a place counting from 1. */
function messageOf(game: AnyGame, error: unknown): string {
	if (error instanceof InputError) return peopleMessage(error, game, {param: p => setupParamLabel(game, p)}, say);
	if (error instanceof Error && error.name === 'UsageError') return usageMessage(error as UsageError);
	return errorText(error);
}

/** The position the fields describe, or the engine's one-line reason why not. */
export function resolveSetup(state: SetupState): Resolved {
	const {game} = state;
	try {
		if (state.source === 0) {
			let like: unknown;
			const example = game.examples[0];
			if (example && setupParams(game).length > 0) {
				try {
					like = game.parse(withParams(state, example.position), '');
				} catch {
					like = undefined;
				}
			}
			const random = game.random(seeded(state.seed), state.size, like);
			return {position: game.parse(withParams(state, game.toJSON(random)), ''), error: null};
		}
		if (!isTyped(state)) {
			const example = game.examples[state.source - 1]!;
			return {position: game.parse(withParams(state, example.position), ''), error: null};
		}
		const words = splitWords(state.typed);
		if (words.length === 0) return {position: null, error: setupWords('typePosition', {example: game.human.example})};
		const json = positionFromWords([game.id, ...words, ...paramWords(state, words)]);
		return {position: game.parse(json, ''), error: null};
	} catch (error) {
		return {position: null, error: messageOf(game, error)};
	}
}

export interface SetupInit {
	readonly game: AnyGame;
	readonly board: AnyBoard;
	readonly seed: number;
	/** The saved coach setting. @default true */
	readonly coach?: boolean;
	/** A game left with q: offered first. @default none */
	readonly resume?: Resume | null;
}

/** The parameters a setup starts with: those of the game's first preset (the Lab starts from them too). */
export function initialParams(game: AnyGame): Record<string, string> {
	const example = game.examples[0];
	return paramsFromJson(game, example ? example.position : {});
}

export function initSetup({game, board, seed, coach = true, resume = null}: SetupInit): SetupState {
	const params = initialParams(game);
	const state: Omit<SetupState, 'resolved'> = {
		game,
		board,
		source: 0,
		size: 4,
		seed,
		typed: '',
		params,
		opponent: 'perfect',
		level: casualLevel,
		givebacks: defaultGivebacks,
		first: 0,
		hints: false,
		coach,
		field: resume ? 'resume' : 'source',
		message: null,
		resume,
		exit: null,
	};
	return {...state, resolved: resolveSetup({...state, resolved: {position: null, error: ''}})};
}

function cycle<T>(list: readonly T[], current: T, dir: 1 | -1): T {
	const i = list.indexOf(current);
	return list[(i + dir + list.length) % list.length]!;
}

function changeField(state: SetupState, dir: 1 | -1): SetupState {
	const field = state.field;
	switch (field) {
		case 'source': {
			const count = sourceCount(state.game);
			const source = (state.source + dir + count) % count;
			const example = state.game.examples[source - 1];
			const wasPreset = state.source >= 1 && state.source <= state.game.examples.length;
			// A preset brings its own parameters; leaving the presets goes back to the usual ones
			// (a misère preset does not leave a typed-in position misère).
			const params = example ? paramsFromJson(state.game, example.position) : wasPreset ? initialParams(state.game) : state.params;
			return {...state, source, params};
		}
		case 'size':
			return {...state, size: Math.max(1, Math.min(10, state.size + dir)), seed: state.seed + 1};
		case 'opponent': {
			const kind = cycle(opponentKinds, opponentKind(state.opponent), dir);
			const opponent: Opponent = kind === 'level' ? `level:${state.level}` : kind === 'teacher' ? `teacher:${state.givebacks}` : kind;
			return {...state, opponent};
		}
		case 'strength': {
			const level = levelOf(state.opponent);
			if (level !== null) {
				const next = Math.max(1, Math.min(8, level + dir)) as Level;
				return {...state, opponent: `level:${next}`, level: next};
			}
			const givebacks = givebacksOf(state.opponent);
			if (givebacks === null) return state;
			const next = Math.max(0, Math.min(maxGivebacks, givebacks + dir)) as Givebacks;
			return {...state, opponent: `teacher:${next}`, givebacks: next};
		}
		case 'first':
			return {...state, first: state.first === 0 ? 1 : 0};
		case 'hints':
			return {...state, hints: !state.hints};
		case 'coach':
			return {...state, coach: !state.coach};
		case 'typed':
		case 'start':
		case 'resume':
			return state;
		default: {
			const spec = paramSpec(state, field);
			if (!spec) return state;
			if (spec.type === 'integer') {
				// ←→ step a number field by one (within its least value); typing edits it too.
				const text = state.params[spec.flag] ?? '';
				if (!/^\d+$/.test(text)) return state;
				const next = BigInt(text) + BigInt(dir);
				const least = spec.min ?? 0n;
				return {...state, params: {...state.params, [spec.flag]: String(next < least ? least : next)}};
			}
			if (spec.type === 'boolean') return {...state, params: {...state.params, [spec.flag]: state.params[spec.flag] === 'on' ? 'off' : 'on'}};
			if (spec.type === 'choice' && spec.choices)
				return {...state, params: {...state.params, [spec.flag]: cycle(spec.choices, state.params[spec.flag] ?? spec.choices[0]!, dir)}};
			return state;
		}
	}
}

/** A digit typed on the level or givebacks field sets it (a level outside 1..8 is ignored). */
function setStrength(state: SetupState, n: number): SetupState {
	if (levelOf(state.opponent) !== null) return n >= 1 && n <= 8 ? {...state, opponent: `level:${n as Level}`, level: n as Level} : state;
	if (givebacksOf(state.opponent) !== null) return {...state, opponent: `teacher:${n as Givebacks}`, givebacks: n as Givebacks};
	return state;
}

function editText(state: SetupState, edit: (text: string) => string): SetupState {
	if (state.field === 'typed') return {...state, typed: edit(state.typed).slice(0, 400)};
	const spec = paramSpec(state, state.field);
	if (!spec) return state;
	return {...state, params: {...state.params, [spec.flag]: edit(state.params[spec.flag] ?? '').slice(0, 200)}};
}

function moveFocus(state: SetupState, dir: 1 | -1): SetupState {
	const fields = visibleFields(state);
	const i = Math.max(0, fields.indexOf(state.field));
	return {...state, field: fields[Math.max(0, Math.min(fields.length - 1, i + dir))]!};
}

function reduceKey(state: SetupState, key: SetupKey): SetupState {
	const text = isTextField(state, state.field);
	switch (key.kind) {
		case 'up':
			return moveFocus(state, -1);
		case 'down':
			return moveFocus(state, 1);
		case 'left':
			return changeField(state, -1);
		case 'right':
			return changeField(state, 1);
		case 'backspace':
			return text ? editText(state, t => t.slice(0, -1)) : state;
		case 'escape':
			return {...state, exit: 'back'};
		case 'enter':
			if (state.field === 'resume' && state.resume) return {...state, exit: 'resume'};
			if (state.resolved.error !== null) return {...state, message: setupWords('cannotStart', {error: state.resolved.error})};
			return {...state, exit: 'start'};
		case 'space':
			if (text) return editText(state, t => `${t} `);
			if (state.field === 'source' || state.field === 'size') return {...state, seed: state.seed + 1};
			if (state.field === 'start' || state.field === 'resume') return reduceKey(state, {kind: 'enter'});
			return changeField(state, 1);
		case 'char': {
			if (text) return editText(state, t => t + key.char);
			if (state.field === 'strength' && /^\d$/.test(key.char)) return setStrength(state, Number(key.char));
			switch (key.char) {
				case 'k':
					return moveFocus(state, -1);
				case 'j':
					return moveFocus(state, 1);
				case 'h':
					return changeField(state, -1);
				case 'l':
					return changeField(state, 1);
				case 'n':
					return {...state, seed: state.seed + 1};
				case 'q':
					return {...state, exit: 'back'};
				case 'g':
					// Only a game with a family of positions has a table.
					return state.game.family === undefined ? state : {...state, exit: 'lab'};
				default:
					return state;
			}
		}
	}
}

/** The same setup with the next random start (for "New position" after a game). */
export function nextRandom(state: SetupState): SetupState {
	const next = {...state, seed: state.seed + 1, exit: null, message: null};
	return {...next, resolved: resolveSetup(next)};
}

export function setupReducer(state: SetupState, action: SetupAction): SetupState {
	if (action.type === 'reset') return {...state, exit: null};
	if (action.type === 'click') {
		if (!visibleFields(state).includes(action.field)) return state;
		// A button is pressed by one click.
		const button = action.field === 'start' || action.field === 'resume';
		const focused = {...state, field: action.field, message: null};
		if (button) return setupReducer(focused, {type: 'key', key: {kind: 'enter'}});
		if (state.field !== action.field) return focused;
		// Text fields take no clicks of their own (space would type one); a random start's field draws another, as space does.
		if (isTextField(state, action.field)) return state;
		return setupReducer(state, {type: 'key', key: {kind: 'space'}});
	}
	const next = reduceKey({...state, message: null}, action.key);
	if (next === state) return state;
	// Keep the focus on a field that is still shown, then re-resolve the position.
	const fields = visibleFields(next);
	const field = fields.includes(next.field) ? next.field : (fields[Math.min(fields.length - 1, visibleFields(state).indexOf(state.field))] ?? 'source');
	const settled = {...next, field};
	const sameInputs =
		settled.source === state.source &&
		settled.size === state.size &&
		settled.seed === state.seed &&
		settled.typed === state.typed &&
		settled.params === state.params;
	return sameInputs ? settled : {...settled, resolved: resolveSetup(settled)};
}

/**
 * The resume offer for a game left with q: its position read back by the
 * game (null when it no longer reads, e.g. a file edited by hand: then it is
 * simply not offered).
 */
export function resumeOf(game: AnyGame, board: AnyBoard, saved: SavedGame | null, coach: boolean): Resume | null {
	if (!saved) return null;
	let position: unknown;
	try {
		position = game.parse(saved.position, '');
	} catch {
		return null;
	}
	const friend = saved.opponent === 'friend';
	const turn = setupWords(saved.toMove === 0 ? (friend ? 'savedPlayer1' : 'savedYours') : friend ? 'savedPlayer2' : 'savedComputer');
	const against = friend ? setupWords('savedTwoPlayers') : setupWords('savedVs', {opponent: opponentName(saved.opponent)});
	const about = setupWords('savedAbout', {number: saved.moves + 1, turn, against});
	const base = {game, board, opponent: saved.opponent, hints: saved.hints, coach};
	const positionOnly: MatchConfig = {...base, start: position, first: saved.toMove, movesBefore: saved.moves};
	const history = saved.history ?? [];
	if (saved.start === undefined || history.length === 0) return {config: positionOnly, position, about};
	// The moves are played again from the start, so the game comes back with its history (review, undo, the coach).
	// They were checked when read; should they not lead to the position left, it is resumed without them.
	try {
		const replayed: MatchConfig = {
			...base,
			start: game.parse(saved.start, ''),
			first: history[0]!.by,
			movesBefore: saved.moves - history.length,
			replay: history,
		};
		const back = initMatch(replayed);
		const same = back.history.length === history.length && back.toMove === saved.toMove && game.key(back.position) === game.key(position);
		return {config: same ? replayed : positionOnly, position, about};
	} catch {
		return {config: positionOnly, position, about};
	}
}

/** The match the setup describes; only when the position resolved. */
export function matchConfigOf(state: SetupState): MatchConfig | null {
	if (state.resolved.error !== null) return null;
	return {
		game: state.game,
		board: state.board,
		start: state.resolved.position,
		opponent: state.opponent,
		first: state.first,
		hints: state.hints,
		coach: state.coach,
	};
}
