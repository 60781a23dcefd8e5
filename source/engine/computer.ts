/**
 * The computer's choice of move, pure: the arcade runs it in a worker
 * thread (source/think/), tests in-process.
 */
import {bestMove} from './analysis.js';
import type {AnyGame} from './types.js';

/** Who plays the other side: the perfect computer, the casual one (who errs), or a friend at the same keyboard. */
export type Opponent = 'perfect' | 'casual' | 'friend';

/** Candidate moves a casual computer picks its mistakes from (the first ones in the game's order). */
const casualWindow = 200;

/**
 * The computer's move. Perfect: the engine's best move (a winning move, or
 * the defence that makes the player work for it). Casual: with probability
 * `errorRate` a random move, preferring one that throws the win away. `roll`
 * and `pick` are random numbers in [0, 1), drawn by the caller.
 */
export function chooseComputerMove(game: AnyGame, position: unknown, opponent: Opponent, errorRate: number, roll: number, pick: number): unknown {
	if (opponent === 'casual' && roll < errorRate) {
		const options: unknown[] = [];
		for (const m of game.moves(position)) {
			options.push(m);
			if (options.length >= casualWindow) break;
		}
		const mistakes = options.filter(m => game.outcome(game.apply(position, m)) === 'N');
		const pool = mistakes.length > 0 ? mistakes : options;
		if (pool.length > 0) return pool[Math.min(pool.length - 1, Math.floor(pick * pool.length))];
	}
	try {
		const move = bestMove(game, position);
		if (move !== null) return move;
	} catch {
		// Fall through to any legal move.
	}
	return quickMove(game, position);
}

/** The computer's quick answer, when its think is stopped or fails: the first legal move (null when there is none). */
export function quickMove(game: AnyGame, position: unknown): unknown {
	for (const m of game.moves(position)) return m;
	return null;
}
