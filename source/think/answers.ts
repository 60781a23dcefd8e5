/**
 * The questions the arcade asks the engine besides the computer's move: the
 * hint (who is winning, the value, the winning move and why) and the coach's
 * check of a move. Pure: the think worker answers them for searches and
 * large positions, the arcade's own thread for small positions decided by a
 * closed form (`answersAtOnce`).
 */
import type {AnyGame, Json, Method, Outcome} from '../engine/types.js';
import {conceptNote} from '../learn/coach-words.js';
import {conceptOfGame, lessonNumber} from '../learn/concepts.js';
import {explanationWords, moveWords} from '../i18n/explain/index.js';
import {review2Words} from '../i18n/review2/index.js';

export interface Hint {
	readonly outcome: Outcome;
	readonly grundy: bigint | null;
	readonly misere: boolean;
	/** How the engine decided it: a closed form, or exhaustive search (misère play without one). */
	readonly method: Method;
	/** The winning move (N-positions only). */
	readonly move: Json | null;
	readonly words: string | null;
	readonly explanation: readonly string[];
	/** Set when the engine could not analyse the position. */
	readonly error?: string;
}

function messageOf(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

export function computeHint(game: AnyGame, position: unknown): Hint {
	try {
		const outcome = game.outcome(position);
		const move = outcome === 'N' ? game.winningMove(position) : null;
		return {
			outcome,
			grundy: game.grundy(position),
			misere: game.isMisere?.(position) ?? false,
			method: game.method?.(position) ?? 'theory',
			move: move === null ? null : game.moveToJSON(move),
			words: move === null ? null : moveWords(game, position, move),
			explanation: explanationWords(game, position),
		};
	} catch (error) {
		return {outcome: 'N', grundy: null, misere: false, method: 'theory', move: null, words: null, explanation: [], error: messageOf(error)};
	}
}

/** A move that handed the win over: the mover was winning before it and the opponent is winning after it. */
export interface Mistake {
	/** The move that kept the win, in words (null when the engine names none), its rows named as they stand after the move made (see `keptBefore`). */
	readonly kept: string | null;
	/** Whether `kept` names the position as it stood before the move made (the move made changed what it names): the note says so. @default false */
	readonly keptBefore?: boolean;
	/** The idea of the game's theory the move missed, with its numbers ("the nim-sum after your move was 3, not 0"); null where the engine has no number. */
	readonly idea: string | null;
	/** The lesson that teaches it ("Lesson 2: Nim and the nim-sum"); null where no lesson does. */
	readonly lesson: string | null;
}

/** The coach's check of the move from `before` to `after`: the mistake, or null for a good move (or one the engine cannot judge). */
export function checkMove(game: AnyGame, before: unknown, after: unknown): Mistake | null {
	try {
		if (game.outcome(before) !== 'N' || game.outcome(after) !== 'N') return null;
		const best = game.winningMove(before);
		const misere = game.isMisere?.(after) ?? false;
		const concept = conceptOfGame(game.id, misere);
		const kept = best === null ? null : keptWords(game, before, after, best);
		return {
			kept: kept?.words ?? null,
			...(kept?.before === true ? {keptBefore: true} : {}),
			idea: conceptNote(game, before, after, misere),
			lesson: concept === undefined ? null : review2Words('lessonCapital', {number: lessonNumber(concept.id), title: concept.title}),
		};
	} catch {
		return null;
	}
}

/** A position's rows, where it is a list of them (`heaps` in its JSON); null otherwise. */
function rowsOf(game: AnyGame, position: unknown): string[] | null {
	const heaps = (game.toJSON(position) as {heaps?: unknown}).heaps;
	return Array.isArray(heaps) ? heaps.map(h => JSON.stringify(h)) : null;
}

/**
 * The move that kept the win (`best`, a move from `before`), named on the
 * board as it stands after the move made, where the note is read: a row the
 * move made left alone is named by its number there (a row split or emptied
 * renumbers the rows after it). Where that cannot be (the move made changed
 * the part `best` plays in, or the position is no list of rows), it is named
 * as the position stood before, and said so (`before`).
 */
function keptWords(game: AnyGame, before: unknown, after: unknown, best: unknown): {words: string; before: boolean} {
	const asItStood = {words: moveWords(game, before, best), before: true};
	const json = game.moveToJSON(best);
	const was = rowsOf(game, before);
	const now = rowsOf(game, after);
	if (was === null || now === null || json === null || typeof json !== 'object' || Array.isArray(json) || typeof json['heap'] !== 'number') return asItStood;
	// The rows the move made left alone: the same before it and after it at both ends of the list.
	let head = 0;
	while (head < was.length && head < now.length && was[head] === now[head]) head++;
	let tail = 0;
	while (tail < was.length - head && tail < now.length - head && was[was.length - 1 - tail] === now[now.length - 1 - tail]) tail++;
	const row = json['heap'];
	const moved = row < head ? row : row >= was.length - tail ? row + now.length - was.length : null;
	if (moved === null || now[moved] !== was[row]) return asItStood;
	try {
		return {words: moveWords(game, after, game.parseMove({...json, heap: moved}, after, 'move')), before: false};
	} catch {
		return asItStood;
	}
}

/**
 * A position small enough, and decided by a closed form, to answer on the
 * arcade's thread: its JSON is at most this long. Such an answer takes well
 * under a millisecond, and a worker costs about 10 MB of memory, so small
 * games never start one.
 */
export const smallPosition = 2000;

/** Whether questions about `position` are answered at once on the arcade's thread (no search, a small position). */
export function answersAtOnce(game: AnyGame, position: unknown): boolean {
	try {
		if ((game.method?.(position) ?? 'theory') !== 'theory') return false;
		return JSON.stringify(game.toJSON(position)).length <= smallPosition;
	} catch {
		return false;
	}
}
