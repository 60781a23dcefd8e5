/**
 * The one path from a key to a move, for every screen that takes moves on a
 * game's board (the match, the trainer): the board turns the key into a new
 * pointer or a move as JSON, and the engine reads the move and checks that it
 * is legal in the position. What a legal move then does (a turn played, an
 * answer graded) is the screen's.
 */
import type {Game, Json} from '../engine/types.js';
import {refusalWords} from '../i18n/refusal/index.js';
import type {Board, BoardKey} from './boards/types.js';

/** A key the board took, or a move given as JSON. */
export type Handled<S, M> =
	/** The cursor moved, or a pick was made. */
	| {readonly kind: 'pointer'; readonly pointer: S}
	/** Refused, by the board or by the engine, with the reason to show; the pointer as the board left it. */
	| {readonly kind: 'refused'; readonly pointer: S; readonly reason: string}
	/** A legal move of the position, to play. */
	| {readonly kind: 'move'; readonly pointer: S; readonly move: M};

export type KeyOutcome<S, M> =
	/** The board does not take the key (Esc with nothing to cancel): the screen's to handle. */
	{readonly kind: 'unhandled'} | Handled<S, M>;

/** A key on the board, up to a legal move; `hint` is the hint's move while it is shown. */
export function keyOnBoard<P, M, S>(game: Game<P, M>, board: Board<P, S>, position: P, pointer: S, key: BoardKey, hint: Json | null): KeyOutcome<S, M> {
	const result = board.key(position, pointer, key, hint);
	if (result === null) return {kind: 'unhandled'};
	if (result.move !== undefined) return moveOf(game, position, result.move, result.pointer);
	if (result.error !== undefined) return {kind: 'refused', pointer: result.pointer, reason: result.error};
	return {kind: 'pointer', pointer: result.pointer};
}

/** A move given as JSON (built on the board, or clicked on its preview), read and checked by the engine. */
export function moveOf<P, M, S>(game: Game<P, M>, position: P, json: Json, pointer: S): Handled<S, M> {
	try {
		return {kind: 'move', pointer, move: game.parseMove(json, position, 'move')};
	} catch (error) {
		return {kind: 'refused', pointer, reason: refusalWords(error, game)};
	}
}
