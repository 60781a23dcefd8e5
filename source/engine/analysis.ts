/** One analysis of a position: who wins, its Grundy value, the move to play and why. */
import type {Game, Method, Outcome} from './types.js';
import {defence} from './solver.js';
import {limits} from './limits.js';
import {limitRefusal} from './input.js';
import {phrase} from './rule-words.js';

export interface MoveOutcome<M> {
	readonly move: M;
	/** Outcome of the position the move leads to (for the player then to move). */
	readonly outcome: Outcome;
}

export interface Analysis<M> {
	readonly outcome: Outcome;
	readonly grundy: bigint | null;
	/** A winning move in an N-position; the computer's defence in a P-position; null with no legal move. */
	readonly move: M | null;
	readonly explanation: string[];
	/** Whether a closed form ("theory"), a misère quotient ("quotient") or exhaustive search decided the outcome and the move. */
	readonly method: Method;
}

/** The move the engine plays: the theory's winning move, or its best defence. */
export function bestMove<P, M>(game: Game<P, M>, p: P): M | null {
	if (game.moveCount(p) === 0n) return null;
	if (game.outcome(p) === 'N') {
		const move = game.winningMove(p);
		if (move === null) throw new Error(`${game.id}: no winning move found in an N-position`);
		return move;
	}
	return defence(game, p);
}

export function analyzePosition<P, M>(game: Game<P, M>, p: P): Analysis<M> {
	return {
		outcome: game.outcome(p),
		grundy: game.grundy(p),
		move: bestMove(game, p),
		explanation: game.explain(p),
		method: game.method?.(p) ?? 'theory',
	};
}

/** Every legal move with its outcome; refused past `limits.maxListedMoves`. */
export function listMoves<P, M>(game: Game<P, M>, p: P): MoveOutcome<M>[] {
	const count = game.moveCount(p);
	if (count > BigInt(limits.maxListedMoves)) {
		throw limitRefusal(phrase('rule_tooManyMoves', {limit: limits.maxListedMoves}));
	}
	const why = game.whyNotListable?.(p) ?? null;
	if (why !== null) throw limitRefusal(why);
	const result: MoveOutcome<M>[] = [];
	for (const move of game.moves(p)) {
		// Games of components know the value after a move in O(1): the list stays linear.
		const value = game.grundyAfter?.(p, move) ?? null;
		result.push({move, outcome: value === null ? game.outcome(game.apply(p, move)) : value === 0n ? 'P' : 'N'});
	}
	return result;
}
