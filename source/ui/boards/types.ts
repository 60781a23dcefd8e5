/**
 * A board: how one game looks and how keys become its moves. Boards are pure
 * (no React): `draw` returns lines, `key` turns a key and the pointer (the
 * board's own cursor state: heap and amount, selected coins, a chosen cell...)
 * into a new pointer or a move as JSON. The match reducer stays generic: it
 * sends keys here, and checks any move through the engine's `parseMove`.
 */
import {language} from '../../i18n/language.js';
import {board3Words} from '../../i18n/boards3/index.js';
import type {Game, Json, JsonObject} from '../../engine/types.js';
import {formatInt, line, seg, type Line} from '../lines.js';

/** The keys a board sees; everything else (undo, hints, help...) is the match's. */
export type BoardKey =
	| {readonly kind: 'left' | 'right' | 'up' | 'down'}
	| {readonly kind: 'digit'; readonly digit: string}
	| {readonly kind: 'backspace'}
	/** Space: confirms on most boards; selects on boards that build a move from several picks. */
	| {readonly kind: 'select'}
	/** Enter. */
	| {readonly kind: 'confirm'}
	/** Esc: cancels a pick or a typed amount; unhandled (null) means "leave the game". */
	| {readonly kind: 'cancel'}
	/** A click on a target the board drew (`Segment.target`: a heap, a coin, a node): the cursor goes there. */
	| {readonly kind: 'pick'; readonly target: string};

export type BoardResult<S> =
	| {readonly pointer: S; readonly move?: undefined; readonly error?: undefined}
	/** A move to play, checked by the engine before it is applied. */
	| {readonly pointer: S; readonly move: Json; readonly error?: undefined}
	/** Refused before reaching the engine (e.g. "pick a coin first"). */
	| {readonly pointer: S; readonly error: string; readonly move?: undefined}
	| null;

/** A move shown on the board: the hint's winning move, or the last move made. */
export interface MarkedMove<P> {
	readonly move: Json;
	/** The position the move was played in (for the last move: the position before it). */
	readonly before: P;
	/** Words for it, e.g. "take 5 from heap 1 (9 → 4)". */
	readonly words: string;
}

export interface DrawInput<P, S> {
	readonly position: P;
	readonly pointer: S;
	/** Columns available. */
	readonly width: number;
	/** Rows available: the board must return at most this many lines. */
	readonly height: number;
	/** Whether the player at the keyboard is to move (draw the cursor). */
	readonly active: boolean;
	/** Whether hint mode is showing: boards may then draw theory (values, losing squares). */
	readonly hints: boolean;
	/** Hint mode's winning move, to highlight. */
	readonly hint: MarkedMove<P> | null;
	/** The opponent's last move (computer or friend), to highlight; `position` is the position after it. */
	readonly last: MarkedMove<P> | null;
	/**
	 * The smallest form, for a part of the mixed arena: the position, its
	 * marks and the rule in numbers (last, the first to go), without the
	 * legends, notes and blank lines the game's own screen has room for.
	 * @default false
	 */
	readonly compact?: boolean;
}

/** One entry of a key footer or of the help overlay. */
export interface KeyHelp {
	readonly keys: string;
	readonly action: string;
}

/**
 * The board of a game of positions P and moves M; S is its pointer. Its game
 * is typed: a board of one game's positions does not take another's
 * (`pair` in the registry checks the two belong together).
 */
export interface Board<P, S, M = unknown> {
	/** The game this board draws. */
	readonly game: Game<P, M>;
	/** A fresh pointer for a position. */
	init(position: P): S;
	/** The pointer after the position changed (a move, an undo): kept where it still makes sense. */
	settle(position: P, pointer: S): S;
	/** `hint` is the hint's move while it is shown (a board may start a pick where the hint points). */
	key(position: P, pointer: S, key: BoardKey, hint?: Json | null): BoardResult<S>;
	draw(input: DrawInput<P, S>): Line[];
	/** The move being built, in words, e.g. "take 3 from heap 1 (9 → 6)"; null when nothing is picked. */
	pending(position: P, pointer: S): string | null;
	/** Board keys for the footer, most important first. */
	readonly keys: readonly KeyHelp[];
	/** The keys that work now, where they change with the pointer (the arena: inside a part, that part's keys). @default keys */
	keysAt?(position: P, pointer: S): readonly KeyHelp[];
	/** How to make a move, for the help overlay. */
	readonly howTo: readonly string[];
	/**
	 * The position in words for a screen reader, instead of the drawing:
	 * "heap 1: 3 tokens; heap 2: 4 tokens", and where the cursor is ("heap 2
	 * selected, take 3"; null when nothing is under it). Without it, the
	 * position's human form is read.
	 */
	speak?(position: P, pointer: S): Spoken;
	/**
	 * The target under the cursor (as the board marks it on its segments): a
	 * click on it again plays the move being built, as Enter does.
	 */
	at?(position: P, pointer: S): string | null;
}

/** A board in words: sentences for the position, one for the cursor. */
export interface Spoken {
	readonly position: readonly string[];
	readonly cursor: string | null;
}

/** At most this many items (heaps, coins, nodes) are read one by one; the rest are counted. */
export const spokenItems = 40;

/** What a screen reader's list counts past `spokenItems`, with the words that count them. */
const moreOf = {
	heap: 'moreHeaps',
	row: 'moreRows',
	lamp: 'moreLamps',
	node: 'moreNodes',
	token: 'moreTokens',
	vertex: 'moreVertices',
	chip: 'moreChips',
} as const;

export type SpokenNoun = keyof typeof moreOf;

/** Items joined by "; " (or `separator`), the ones past `spokenItems` counted ("and 60 more heaps"), in the language in force. */
export function spokenList(count: number, item: (i: number) => string, noun: SpokenNoun, separator: 'list' | 'comma' = 'list'): string {
	const shown = Math.min(count, spokenItems);
	const parts: string[] = [];
	for (let i = 0; i < shown; i++) parts.push(item(i));
	if (count > shown) parts.push(board3Words(moreOf[noun], {count: count - shown}));
	return parts.join(board3Words(separator === 'list' ? 'listSeparator' : 'commaSeparator'));
}

/** "1 token", "3 tokens" (a number too long to read whole: its leading digits and length). */
export function counted(n: bigint | number, noun: 'token' | 'node'): string {
	return board3Words(noun === 'token' ? 'countTokens' : 'countNodes', {count: n, n: formatInt(BigInt(n), 40)});
}

// biome-ignore lint/suspicious/noExplicitAny: a board of any position and move type (the registry's list); each board file keeps its own types.
export type AnyBoard = Board<any, any, any>;

/** Reads a move's field as a number, for highlighting (boards only draw moves of their own game). */
export function jsonField(move: Json, key: string): Json | undefined {
	return typeof move === 'object' && move !== null && !Array.isArray(move) ? (move as JsonObject)[key] : undefined;
}

export function jsonBig(value: Json | undefined): bigint | null {
	if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
	if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
	return null;
}

/**
 * A caption: the rule of a move, then how the game ends — on the same line in
 * normal play, on a line of its own in misère play (where it is the news).
 */
export function captionLines(position: unknown, rule: string, normal: string, misere: string): Line[] {
	const isMisere = typeof position === 'object' && position !== null && (position as {misere?: unknown}).misere === true;
	// Chinese sentences follow one another without a space.
	return isMisere ? [line(seg(rule, 'dim')), line(seg(misere, 'strong'))] : [line(seg(`${rule}${language() === 'en' ? ' ' : ''}${normal}`, 'dim'))];
}

/** The line with every segment marked as `target`'s (a row that is one heap, one pin row...). */
export function targeted(l: Line, target: string): Line {
	return l.map(s => ({...s, target}));
}

/** The index in a target "kind:i" when it is of that kind and below `count`; else null. */
export function targetIndex(target: string, kind: string, count: number): number | null {
	const match = /^([a-z]+):(\d{1,9})$/.exec(target);
	if (!match || match[1] !== kind) return null;
	const i = Number(match[2]);
	return i < count ? i : null;
}
