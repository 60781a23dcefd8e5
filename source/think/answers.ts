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
	/** The move that kept the win, in words (null when the engine names none). */
	readonly kept: string | null;
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
		return {
			kept: best === null ? null : moveWords(game, before, best),
			idea: conceptNote(game, before, after, misere),
			lesson: concept === undefined ? null : review2Words('lessonCapital', {number: lessonNumber(concept.id), title: concept.title}),
		};
	} catch {
		return null;
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
