/**
 * Saved progress, the pure part: the record kept per game (matches played
 * and won against the computer, games abandoned, games where hints were
 * used, trainer answers and the best trainer streak), its validation when read back, and the merge
 * that lets two arcades share one file without losing each other's counts.
 *
 * No I/O here: `store.ts` reads and writes the file.
 */
import {lookupGame} from '../engine/catalog.js';
import {InputError, type AnyGame, type Json, type JsonObject} from '../engine/types.js';
import {fault, ProgressError, shown, type Dropped, type FaultKey, type FaultValue, type FileFault} from './faults.js';
import {isObject} from '../engine/input.js';
import {emptyLearner, learnerToJSON, mergeLearners, parseLearner, type LearnerModel} from '../learn/learner-model.js';
import {safeJson} from '../text/safe.js';
import {opponentForms, readOpponent, type Opponent} from '../engine/players.js';
import {themeSettings, type ThemeSetting} from './themes.js';
import {languages, type Language} from '../i18n/language.js';

/** The `format` field of the file: anything else is some other program's file. */
export const progressFormat = 'game-arcade progress';
/**
 * The version this code writes; a newer one is left alone. Version 2 added
 * the coach setting and the trainer's hint steps (afterValue, afterIdea); a
 * version 1 file is read as it is (the coach on, and every assisted answer
 * one that saw the move, as version 1's hint showed it at once). Version 3
 * added the games left with q (`saved`); an older file has none. Version 4
 * added the learner model (`learner`: ratings per concept, reviews, lessons,
 * results against the computer's levels); an older file starts with an empty
 * one. Version 5 added the moves of a game left with q (`start` and
 * `history`: a version 4 game without them resumes from its position, with
 * no history), the count of abandoned games (`abandoned`; 0 before), and the
 * arcade's look and feel in the settings (`theme`, `mouse`; an older file has
 * the default theme and the mouse on). Older files are written back as the
 * current version.
 */
export const progressVersion = 5;

/** Any opponent; `casual`, written before levels existed, reads as its level. */
export type SavedOpponent = Opponent;

/** A move of a game left with q: the move's JSON (as `analyze` writes it) and who made it. */
export interface SavedMove {
	readonly move: Json;
	/** 0 the player at the keyboard (Player 1 between friends), 1 the other. */
	readonly by: 0 | 1;
	/** Hint mode was on while the player chose it. @default false */
	readonly hinted?: boolean;
}

/** A game left with q before its end, offered for resume the next time the game is chosen. */
export interface SavedGame {
	/** The position, in the game's JSON form (as `analyze` reads it). */
	readonly position: JsonObject;
	readonly opponent: SavedOpponent;
	/** Who is to move: 0 the player at the keyboard (Player 1 between friends), 1 the other. */
	readonly toMove: 0 | 1;
	/** Hint mode when it was left. */
	readonly hints: boolean;
	/** Moves played before it was left. */
	readonly moves: number;
	/**
	 * The position `history` starts from: the game's start, or, for a game
	 * longer than what is kept, the position before the first move kept.
	 * Present exactly when `history` is. @default none (a version 4 game)
	 */
	readonly start?: JsonObject;
	/** The last moves made (all of them, unless there were more than is kept), in order, from `start` to `position`. */
	readonly history?: readonly SavedMove[];
}

/** The largest saved position kept, in characters of JSON: bigger ones are not saved (the file stays small). */
export const maxSavedChars = 100_000;
/**
 * The deepest nesting of arrays and objects in a saved position. The
 * deepest a game's JSON goes is a sum nested 16 deep (two levels each),
 * with a corner's cell inside: under 40.
 */
export const maxSavedDepth = 64;
/** The most moves a saved game may say were played before it was left (more than anyone plays; its count stays exact). */
export const maxSavedMoves = 1_000_000_000;
/** The most moves of a saved game's history (its last ones); its start and moves together are kept within maxSavedChars too. */
export const maxSavedHistory = 5_000;

export interface GameStats {
	/** Finished games against the computer (a resignation is a finished game, lost). */
	readonly played: number;
	readonly won: number;
	/**
	 * Games against the computer left without an end: the arcade closed with
	 * Ctrl+C during one, or a new game started over one left with q. Not in
	 * `played`. @default 0
	 */
	readonly abandoned: number;
	/** Finished games in which hint mode was on during one of the player's turns. */
	readonly hintsUsed: number;
	/** Trainer puzzles answered (right, assisted or missed). */
	readonly answered: number;
	/** Right without a hint. */
	readonly correct: number;
	/** Right after looking at the hint (any of its steps). */
	readonly assisted: number;
	/** Of those, right after the hint's first step alone (the value). */
	readonly afterValue: number;
	/** Of those, right after its second step (the idea), before the move was shown. */
	readonly afterIdea: number;
	/** The longest run of right answers without a hint. */
	readonly bestStreak: number;
}

export interface Progress {
	/** The "save progress" setting. */
	readonly save: boolean;
	/** The coach setting: a losing move is named when it is made. */
	readonly coach: boolean;
	/** The theme setting. @default 'default' */
	readonly theme?: ThemeSetting;
	/** The mouse setting: clicks and the wheel reach the arcade. @default true */
	readonly mouse?: boolean;
	/** The language setting, where the player chose one (`--lang` wins over it; without it, the locale decides). */
	readonly language?: Language;
	/** The ASCII setting: every glyph drawn as its ASCII stand-in (source/ui/glyphs.ts; `--ascii` wins over it). @default false */
	readonly ascii?: boolean;
	/** By game id; "mixed" holds the mixed trainer's streak. */
	readonly games: Readonly<Record<string, GameStats>>;
	/** Games left with q, by game id (at most one each). @default none */
	readonly saved?: Readonly<Record<string, SavedGame>>;
	/** The learner model (`source/learn/learner.ts`). @default an empty one */
	readonly learner?: LearnerModel;
}

/** The counters that add up across sessions (bestStreak is a maximum). */
const counters = ['played', 'won', 'abandoned', 'hintsUsed', 'answered', 'correct', 'assisted', 'afterValue', 'afterIdea'] as const;
const fields = [...counters, 'bestStreak'] as const;

/**
 * The largest count kept: 2^53 − 1, the largest integer a JSON number holds
 * exactly. Counts stop there (and a file with a larger one reads as this),
 * so a count is never a reason to set a file aside.
 */
export const maxCount = Number.MAX_SAFE_INTEGER;
/** `n + k`, stopping at maxCount. */
const add = (n: number, k: number) => Math.min(maxCount, n + k);

export const emptyStats: GameStats = {
	played: 0,
	won: 0,
	abandoned: 0,
	hintsUsed: 0,
	answered: 0,
	correct: 0,
	assisted: 0,
	afterValue: 0,
	afterIdea: 0,
	bestStreak: 0,
};

export function emptyProgress(): Progress {
	return {save: true, coach: true, games: {}, saved: {}, learner: emptyLearner()};
}

/** The learner model of a progress that has none (one object, so a view that compares models sees no change). */
const noLearner = emptyLearner();

/** The theme setting ('default' when the progress has none). */
export function themeOf(progress: Progress): ThemeSetting {
	return progress.theme ?? 'default';
}

/** The mouse setting (on when the progress has none). */
export function mouseOf(progress: Progress): boolean {
	return progress.mouse ?? true;
}

/** The ASCII setting (off when the progress has none). */
export function asciiOf(progress: Progress): boolean {
	return progress.ascii ?? false;
}

/** The progress with the language setting chosen (saved with the rest; `--lang` still wins over it). */
export function withLanguage(progress: Progress, language: Language): Progress {
	return {...progress, language};
}

/** The learner model kept in the progress (an empty one when there is none). */
export function learnerOf(progress: Progress): LearnerModel {
	return progress.learner ?? noLearner;
}

export function withLearner(progress: Progress, learner: LearnerModel): Progress {
	return {...progress, learner};
}

/** The game of `id` left with q, if any. */
export function savedGameOf(progress: Progress, id: string): SavedGame | null {
	return progress.saved && Object.hasOwn(progress.saved, id) ? progress.saved[id]! : null;
}

/** Keeps `game` as the one left of `id` (null: forgets it). A position too big to keep is not kept. */
export function withSavedGame(progress: Progress, id: string, game: SavedGame | null): Progress {
	const saved: Record<string, SavedGame> = {...(progress.saved ?? {})};
	if (game === null || JSON.stringify(game.position).length > maxSavedChars) delete saved[id];
	else saved[id] = withinBounds(game);
	return {...progress, saved};
}

/** A saved game whose history is too long to keep loses it (it resumes from its position, as a version 4 game did). */
function withinBounds(game: SavedGame): SavedGame {
	if (game.history === undefined) return game;
	if (game.history.length <= maxSavedHistory && JSON.stringify({start: game.start, history: game.history}).length <= maxSavedChars) return game;
	const {start: _start, history: _history, ...rest} = game;
	return rest;
}

export function statsOf(progress: Progress, id: string): GameStats {
	// Own entries only: an id such as "constructor" must not reach Object.prototype.
	return Object.hasOwn(progress.games, id) ? progress.games[id]! : emptyStats;
}

/** Trainer accuracy: right answers without a hint, out of all answers; null before any. */
export function accuracy(stats: GameStats): number | null {
	return stats.answered === 0 ? null : stats.correct / stats.answered;
}

/** A finished game against the computer. */
export function recordGame(progress: Progress, id: string, result: {readonly won: boolean; readonly hintsUsed: boolean}): Progress {
	const s = statsOf(progress, id);
	return withStats(progress, id, {...s, played: add(s.played, 1), won: add(s.won, result.won ? 1 : 0), hintsUsed: add(s.hintsUsed, result.hintsUsed ? 1 : 0)});
}

/** Takes back `recordGame` of the same result: a game over whose last move was taken back is not over after all. */
export function unrecordGame(progress: Progress, id: string, result: {readonly won: boolean; readonly hintsUsed: boolean}): Progress {
	const s = statsOf(progress, id);
	const less = (n: number, by: boolean) => (by ? Math.max(0, n - 1) : n);
	const played = less(s.played, true);
	return withStats(progress, id, {
		...s,
		played,
		won: Math.min(played, less(s.won, result.won)),
		hintsUsed: Math.min(played, less(s.hintsUsed, result.hintsUsed)),
	});
}

/** A game against the computer left without an end (Ctrl+C during it, or a new game started over one left with q). */
export function recordAbandoned(progress: Progress, id: string): Progress {
	const s = statsOf(progress, id);
	return withStats(progress, id, {...s, abandoned: add(s.abandoned, 1)});
}

export type Verdict = 'correct' | 'assisted' | 'missed';

/**
 * A trainer answer: counted under the puzzle's game; the streak (after the
 * answer) raises the best streak of `streakId` (the trainer's mode: a game
 * id, or "mixed").
 */
export function recordAnswer(progress: Progress, id: string, verdict: Verdict, streakId: string, streak: number, steps = 3): Progress {
	const s = statsOf(progress, id);
	const assisted = verdict === 'assisted';
	let next = withStats(progress, id, {
		...s,
		answered: add(s.answered, 1),
		correct: add(s.correct, verdict === 'correct' ? 1 : 0),
		assisted: add(s.assisted, assisted ? 1 : 0),
		afterValue: add(s.afterValue, assisted && steps === 1 ? 1 : 0),
		afterIdea: add(s.afterIdea, assisted && steps === 2 ? 1 : 0),
	});
	const m = statsOf(next, streakId);
	if (streak > m.bestStreak) next = withStats(next, streakId, {...m, bestStreak: streak});
	return next;
}

function withStats(progress: Progress, id: string, stats: GameStats): Progress {
	return {...progress, games: {...progress.games, [id]: stats}};
}

/**
 * Folds this session's changes into what is on disk now: `disk` is the file
 * as just read, `base` the file as this session last read or wrote it, and
 * `current` this session's view. Counters add the session's increase
 * (current − base) to the disk's value, so two arcades writing in turn both
 * keep their counts; the best streak is the larger; the setting is the
 * session's if it changed it, else the disk's.
 */
export function mergeProgress(disk: Progress, base: Progress, current: Progress): Progress {
	const ids = new Set([...Object.keys(disk.games), ...Object.keys(current.games)]);
	const games: Record<string, GameStats> = {};
	for (const id of [...ids].sort()) {
		const d = statsOf(disk, id);
		const b = statsOf(base, id);
		const c = statsOf(current, id);
		const merged: Record<string, number> = {};
		// The session's change may be a decrease (a game taken back at its end): the disk's count goes down with it, never below 0.
		for (const f of counters) merged[f] = Math.max(0, add(d[f], c[f] - b[f]));
		merged['bestStreak'] = Math.max(d.bestStreak, c.bestStreak);
		// A decrease the disk had not counted (another arcade reset it meanwhile) keeps the parts within the whole.
		merged['won'] = Math.min(merged['won']!, merged['played']!);
		merged['hintsUsed'] = Math.min(merged['hintsUsed']!, merged['played']!);
		games[id] = merged as unknown as GameStats;
	}
	// A saved game is the session's where it changed it (kept, replaced or resumed), else the disk's.
	const saved: Record<string, SavedGame> = {};
	const savedIds = new Set([...Object.keys(disk.saved ?? {}), ...Object.keys(current.saved ?? {}), ...Object.keys(base.saved ?? {})]);
	for (const id of [...savedIds].sort()) {
		const b = savedGameOf(base, id);
		const c = savedGameOf(current, id);
		const chosen = JSON.stringify(c) !== JSON.stringify(b) ? c : savedGameOf(disk, id);
		if (chosen) saved[id] = chosen;
	}
	const learner = mergeLearners(learnerOf(base), learnerOf(current), learnerOf(disk));
	// A setting is the session's where it changed it, else the disk's (the ones of version 5 only where some side has them).
	const theme = current.theme !== base.theme ? current.theme : disk.theme;
	const mouse = current.mouse !== base.mouse ? current.mouse : disk.mouse;
	const language = current.language !== base.language ? current.language : disk.language;
	const ascii = current.ascii !== base.ascii ? current.ascii : disk.ascii;
	return {
		save: current.save !== base.save ? current.save : disk.save,
		coach: current.coach !== base.coach ? current.coach : disk.coach,
		...(theme === undefined ? {} : {theme}),
		...(mouse === undefined ? {} : {mouse}),
		...(language === undefined ? {} : {language}),
		...(ascii === undefined ? {} : {ascii}),
		games,
		saved,
		learner,
	};
}

/**
 * The file's JSON text (stable key order, one game per line for readable
 * diffs). DEL, C1 controls, the line separators and the bidirectional
 * controls inside strings (a graph's vertex names) are written as `\uXXXX`:
 * the same JSON, and nothing in the file that moves a terminal's cursor or
 * turns a line around when it is shown with `cat`.
 */
export function serializeProgress(progress: Progress): string {
	const ids = Object.keys(progress.games).sort();
	const games = ids.map(id => `    ${JSON.stringify(id)}: ${JSON.stringify(progress.games[id])}`);
	const savedIds = Object.keys(progress.saved ?? {}).sort();
	const saved = savedIds.map(id => `    ${JSON.stringify(id)}: ${JSON.stringify(progress.saved![id])}`);
	const text = [
		'{',
		`  "format": ${JSON.stringify(progressFormat)},`,
		`  "version": ${progressVersion},`,
		`  "settings": ${JSON.stringify({save: progress.save, coach: progress.coach, theme: progress.theme, mouse: progress.mouse, language: progress.language, ascii: progress.ascii})},`,
		games.length === 0 ? '  "games": {},' : `  "games": {\n${games.join(',\n')}\n  },`,
		saved.length === 0 ? '  "saved": {},' : `  "saved": {\n${saved.join(',\n')}\n  },`,
		`  "learner": ${learnerText(learnerOf(progress))}`,
		'}',
		'',
	].join('\n');
	// safeJson leaves the bidirectional marks (ALM, LRM, RLM), controls all the same (Bidi_Control).
	return safeJson(text).replace(/[\u061C\u200E\u200F]/g, c => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`);
}

/** The learner model's JSON, one concept per line. */
function learnerText(learner: LearnerModel): string {
	const json = learnerToJSON(learner);
	const concepts = Object.entries(json['concepts'] as JsonObject).map(([id, c]) => `      ${JSON.stringify(id)}: ${JSON.stringify(c)}`);
	const rest = Object.entries(json)
		.filter(([key]) => key !== 'concepts')
		.map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
	const conceptsText = concepts.length === 0 ? '    "concepts": {}' : `    "concepts": {\n${concepts.join(',\n')}\n    }`;
	return `{\n${[conceptsText, ...rest].join(',\n')}\n  }`;
}

/** The file is fine but was written by a newer version: it is left alone, and nothing is saved. */
export class NewerVersionError extends ProgressError {}

/** Longest game id kept (ids are short words, the game's name on the command line). */
const maxIdLength = 40;
/** More entries than any catalog will have: a file with more is not ours. */
const maxGames = 1000;

/**
 * A count: a non-negative integer; one beyond maxCount (which JSON may round)
 * reads as maxCount, even one too large for a double (1e999, read as Infinity).
 */
function readCount(json: unknown, path: string): number {
	if (json === Number.POSITIVE_INFINITY) return maxCount;
	if (typeof json !== 'number' || !Number.isInteger(json) || json < 0) {
		const got = json === Number.NEGATIVE_INFINITY ? {word: 'tooNegativeNumber' as const} : shown(json);
		throw new ProgressError(fault('count', {field: path, got}));
	}
	return Math.min(maxCount, json);
}

function readStats(json: unknown, path: string): GameStats {
	if (!isObject(json)) throw new ProgressError(fault('object', {field: path, got: shown(json)}));
	for (const key of Object.keys(json)) {
		if (!(fields as readonly string[]).includes(key)) throw new ProgressError(fault('unknownField', {field: `${path}.${key}`, expected: fields}));
	}
	const stats: Record<string, number> = {};
	// Missing counters are 0: an older file may not have every field.
	for (const f of fields) stats[f] = json[f] === undefined ? 0 : readCount(json[f], `${path}.${f}`);
	const s = stats as unknown as GameStats;
	const moreThan = (part: string, n: number, whole: string, total: number) =>
		new ProgressError(fault('moreThan', {part: `${path}.${part}`, n, whole: `${path}.${whole}`, total}));
	if (s.won > s.played) throw moreThan('won', s.won, 'played', s.played);
	if (s.hintsUsed > s.played) throw moreThan('hintsUsed', s.hintsUsed, 'played', s.played);
	// Once answered has reached maxCount, the parts may have too (each capped on its own).
	if (s.answered < maxCount && s.correct + s.assisted > s.answered) {
		throw moreThan('correct + assisted', s.correct + s.assisted, 'answered', s.answered);
	}
	if (s.assisted < maxCount && s.afterValue + s.afterIdea > s.assisted) {
		throw moreThan('afterValue + afterIdea', s.afterValue + s.afterIdea, 'assisted', s.assisted);
	}
	return s;
}

/**
 * Reads the file's text. Throws `ProgressError` (its fault names the field)
 * for anything that is not a progress file of ours (bad JSON, another
 * program's file, a wrong value), `NewerVersionError` for a newer version.
 * A game left with q that cannot be read is dropped, and the rest kept: which
 * and why is added to `dropped`. The learner model never throws either: its
 * bad parts are dropped, each with its fault added to `learnerNotices`.
 */
export function parseProgress(text: string, dropped: Dropped[] = [], learnerNotices: FileFault[] = []): Progress {
	if (text.trim() === '') throw new ProgressError(fault('empty'));
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch {
		throw new ProgressError(fault(text.trimStart().startsWith('{') ? 'notJsonCut' : 'notJson'));
	}
	if (!isObject(json)) throw new ProgressError(fault('notObject', {got: shown(json)}));
	if (json['format'] !== progressFormat) {
		throw new ProgressError(json['format'] === undefined ? fault('formatMissing') : fault('formatWrong', {format: progressFormat, got: shown(json['format'])}));
	}
	const version = json['version'];
	if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) throw new ProgressError(fault('version', {got: shown(version)}));
	if (version > progressVersion) throw new NewerVersionError(fault('newer', {version, known: progressVersion}));
	// Version 3 added "saved", version 4 "learner" (version 5 only settings).
	const topKeys = ['format', 'version', 'settings', 'games', ...(version >= 3 ? ['saved'] : []), ...(version >= 4 ? ['learner'] : [])];
	for (const key of Object.keys(json)) {
		if (!topKeys.includes(key)) throw new ProgressError(fault('unknownField', {field: key, expected: topKeys}));
	}
	// The settings of version 5 are kept only where the file has them (an older file reads as it did).
	const flags: {save: boolean; coach: boolean; mouse?: boolean; ascii?: boolean; theme?: ThemeSetting; language?: Language} = {save: true, coach: true};
	const settings = json['settings'];
	if (settings !== undefined) {
		if (!isObject(settings)) throw new ProgressError(fault('object', {field: 'settings', got: shown(settings)}));
		// Version 1 had only "save"; "coach" came with version 2, "theme" and "mouse" with version 5.
		// "language" and "ascii" came within version 5 (an older reader refuses them, as it would any setting it does not know).
		const known = version === 1 ? ['save'] : version < 5 ? ['save', 'coach'] : ['save', 'coach', 'theme', 'mouse', 'language', 'ascii'];
		for (const key of Object.keys(settings)) {
			if (!known.includes(key)) throw new ProgressError(fault('unknownSetting', {field: `settings.${key}`, expected: known}));
		}
		for (const key of ['save', 'coach', 'mouse', 'ascii'] as const) {
			const value = settings[key];
			if (value === undefined) continue;
			if (typeof value !== 'boolean') throw new ProgressError(fault('trueOrFalse', {field: `settings.${key}`, got: shown(value)}));
			flags[key] = value;
		}
		const theme = settings['theme'];
		if (theme !== undefined) {
			if (typeof theme !== 'string' || !(themeSettings as readonly string[]).includes(theme)) {
				throw new ProgressError(fault('oneOf', {field: 'settings.theme', choices: themeSettings, got: shown(theme)}));
			}
			flags.theme = theme as ThemeSetting;
		}
		const language = settings['language'];
		if (language !== undefined) {
			if (typeof language !== 'string' || !(languages as readonly string[]).includes(language)) {
				throw new ProgressError(fault('oneOf', {field: 'settings.language', choices: languages, got: shown(language)}));
			}
			flags.language = language as Language;
		}
	}
	const games = readById(json['games'], 'games', (entry, _id, path) => readStats(entry, path));
	const saved = readSavedGames(json['saved'], dropped);
	const learner = parseLearner(json['learner']);
	learnerNotices.push(...learner.notices);
	return {...flags, games, saved, learner: learner.model};
}

/** An object of entries by game id ("games", "saved"), each read by `read`; absent: none. */
function readById<T>(json: unknown, name: string, read: (entry: unknown, id: string, path: string) => T): Record<string, T> {
	const out: Record<string, T> = {};
	if (json === undefined) return out;
	if (!isObject(json)) throw new ProgressError(fault('object', {field: name, got: shown(json)}));
	const ids = Object.keys(json);
	if (ids.length > maxGames) throw new ProgressError(fault('entries', {field: name, count: ids.length, max: maxGames}));
	for (const id of ids) {
		if (!isGameId(id)) throw new ProgressError(fault('notGameId', {field: name, name: shown(id)}));
		out[id] = read(json[id], id, `${name}.${id}`);
	}
	return out;
}

/**
 * How deep arrays and objects nest in `json`, counted without recursion
 * (a file may nest thousands deep), stopping once past `limit`.
 */
export function nestingDepth(json: unknown, limit: number): number {
	let deepest = 0;
	const stack: Array<{readonly value: unknown; readonly depth: number}> = [{value: json, depth: 0}];
	while (stack.length > 0) {
		const {value, depth} = stack.pop()!;
		if (typeof value !== 'object' || value === null) continue;
		const here = depth + 1;
		if (here > deepest) deepest = here;
		if (deepest > limit) return deepest;
		for (const child of Array.isArray(value) ? value : Object.values(value)) {
			if (typeof child === 'object' && child !== null) stack.push({value: child, depth: here});
		}
	}
	return deepest;
}

/** A name a game can have: short, lower-case letters, digits and dashes. */
const isGameId = (id: string) => /^[a-z0-9][a-z0-9-]*$/.test(id) && id.length <= maxIdLength;

/** The games left with q: each one that cannot be read is dropped, and said so in `dropped`. */
function readSavedGames(json: unknown, dropped: Dropped[]): Record<string, SavedGame> {
	const out: Record<string, SavedGame> = {};
	if (json === undefined) return out;
	if (!isObject(json)) {
		dropped.push({why: fault('object', {field: 'saved', got: shown(json)})});
		return out;
	}
	const ids = Object.keys(json);
	if (ids.length > maxGames) {
		dropped.push({why: fault('entries', {field: 'saved', count: ids.length, max: maxGames})});
		return out;
	}
	for (const id of ids) {
		const name = isGameId(id) ? id : shown(id);
		try {
			if (!isGameId(id)) throw new ProgressError(fault('notGameId', {field: 'saved', name}));
			out[id] = readSaved(json[id], id, `saved.${id}`);
		} catch (error) {
			// Whatever the game's reading throws, the one game goes, not the file.
			const why =
				error instanceof ProgressError
					? error.fault
					: error instanceof InputError
						? {game: error}
						: {thrown: error instanceof Error ? error.message.split('\n')[0]! : String(error)};
			dropped.push({name, why});
		}
	}
	return out;
}

/** A saved game's fields, and its position as its game reads it (so a game that cannot be resumed is never offered). */
function readSaved(json: unknown, id: string, path: string): SavedGame {
	if (!isObject(json)) throw new ProgressError(fault('object', {field: path, got: shown(json)}));
	const known = ['position', 'opponent', 'toMove', 'hints', 'moves', 'start', 'history'];
	for (const key of Object.keys(json)) {
		if (!known.includes(key)) throw new ProgressError(fault('unknownField', {field: `${path}.${key}`, expected: known}));
	}
	const position = json['position'];
	// The depth first: everything after it (stringify, the game's reading) walks the position recursively.
	if (nestingDepth(position, maxSavedDepth) > maxSavedDepth) throw new ProgressError(fault('deeper', {field: `${path}.position`, max: maxSavedDepth}));
	if (!isObject(position) || position['game'] !== id) throw new ProgressError(fault('positionOf', {field: `${path}.position`, game: id, got: shown(position)}));
	if (JSON.stringify(position).length > maxSavedChars) throw new ProgressError(fault('longer', {field: `${path}.position`, max: maxSavedChars}));
	const game = lookupGame(id);
	if (game === undefined) throw new ProgressError(fault('noSuchGame', {game: id}));
	game.parse(position, `${path}.position`);
	const opponent = typeof json['opponent'] === 'string' ? readOpponent(json['opponent']) : null;
	if (opponent === null) throw new ProgressError(fault('oneOf', {field: `${path}.opponent`, choices: opponentForms, got: shown(json['opponent'])}));
	const toMove = json['toMove'];
	if (toMove !== 0 && toMove !== 1) throw new ProgressError(fault('zeroOrOne', {field: `${path}.toMove`, got: shown(toMove)}));
	const hints = json['hints'];
	if (typeof hints !== 'boolean') throw new ProgressError(fault('trueOrFalse', {field: `${path}.hints`, got: shown(hints)}));
	const moves = json['moves'];
	if (typeof moves !== 'number' || !Number.isSafeInteger(moves) || moves < 0 || moves > maxSavedMoves) {
		throw new ProgressError(fault('moves', {field: `${path}.moves`, max: maxSavedMoves, got: shown(moves)}));
	}
	const base: SavedGame = {position: position as JsonObject, opponent, toMove, hints, moves};
	if (json['start'] === undefined && json['history'] === undefined) return base;
	const {start, history} = readHistory(json['start'], json['history'], game, base, path);
	return {...base, start, history};
}

/**
 * A saved game's moves, checked by playing them: each must be legal where it
 * is made, the sides must take turns, the last mover must be the side not to
 * move, and the moves must lead from `start` to the saved position.
 */
function readHistory(start: unknown, history: unknown, game: AnyGame, saved: SavedGame, path: string): {start: JsonObject; history: SavedMove[]} {
	const fail = (key: FaultKey, values: Readonly<Record<string, FaultValue>>) => new ProgressError(fault(key, values));
	if (start === undefined || history === undefined) throw fail(start === undefined ? 'historyWithoutStart' : 'startWithoutHistory', {field: path});
	if (nestingDepth(start, maxSavedDepth) > maxSavedDepth) throw fail('deeper', {field: `${path}.start`, max: maxSavedDepth});
	if (!isObject(start) || start['game'] !== game.id) throw fail('positionOf', {field: `${path}.start`, game: game.id, got: shown(start)});
	if (!Array.isArray(history)) throw fail('historyList', {field: `${path}.history`, got: shown(history)});
	if (history.length > maxSavedHistory) throw fail('historyKept', {field: `${path}.history`, count: history.length, max: maxSavedHistory});
	if (history.length > saved.moves) throw fail('historyMade', {field: `${path}.history`, count: history.length, made: saved.moves});
	if (nestingDepth(history, maxSavedDepth) > maxSavedDepth) throw fail('deeper', {field: `${path}.history`, max: maxSavedDepth});
	if (JSON.stringify({start, history}).length > maxSavedChars) throw fail('historyLonger', {field: path, max: maxSavedChars});
	let position: unknown = game.parse(start, `${path}.start`);
	const moves: SavedMove[] = [];
	for (const [i, entry] of history.entries()) {
		const at = `${path}.history[${i}]`;
		if (!isObject(entry)) throw fail('object', {field: at, got: shown(entry)});
		const known = ['move', 'by', 'hinted'];
		for (const key of Object.keys(entry)) {
			if (!known.includes(key)) throw fail('unknownField', {field: `${at}.${key}`, expected: known});
		}
		const by = entry['by'];
		if (by !== 0 && by !== 1) throw fail('zeroOrOne', {field: `${at}.by`, got: shown(by)});
		const previous = moves[i - 1];
		if (previous !== undefined && previous.by === by) throw fail('again', {field: `${at}.by`, by});
		const hinted = entry['hinted'];
		if (hinted !== undefined && typeof hinted !== 'boolean') throw fail('trueOrFalse', {field: `${at}.hinted`, got: shown(hinted)});
		if (entry['move'] === undefined) throw fail('moveMissing', {field: `${at}.move`});
		const move = game.parseMove(entry['move'], position, `${at}.move`);
		position = game.apply(position, move);
		moves.push({move: entry['move'], by, ...(hinted === true ? {hinted} : {})});
	}
	const last = moves[moves.length - 1];
	if (last !== undefined && last.by === saved.toMove) throw fail('endsWith', {field: `${path}.history`, by: last.by});
	if (game.key(position) !== game.key(game.parse(saved.position, `${path}.position`))) throw fail('noLead', {field: `${path}.history`});
	return {start, history: moves};
}
