/**
 * Best play to the end, where a game is small enough to search: how many
 * moves are left (remoteness: the winner hurries, the loser delays) and the
 * line itself. The review shows remoteness from it; the perfect computer
 * uses it to concede a lost game and to fast-forward the rest.
 */
import type {AnyGame} from '../../engine/types.js';
import {bruteSolve, searchable, type Solved} from '../../engine/solver.js';
import {LimitError} from '../../engine/types.js';

/** States the review's remoteness search may visit, all positions of the game together. */
export const reviewSearchStates = 60_000;
/**
 * The search's cost is its moves, not its states: positions × moves from the
 * start must stay under this (about half a second), or no remoteness is shown.
 */
export const reviewSearchMoves = 500_000n;

/** Whether the positions reachable from `start` can be searched within `states` states and `moves` positions × moves. */
export function searchableWithin(game: AnyGame, start: unknown, states: number, moves: bigint): boolean {
	try {
		if (!searchable(game, start, states)) return false;
		const count = game.moveCount(start);
		return game.searchSize(start) * (count > 0n ? count : 1n) <= moves;
	} catch {
		return false;
	}
}

/** Whether the review of a game from `start` can afford the remoteness search. */
export function reviewSearchable(game: AnyGame, start: unknown): boolean {
	return searchableWithin(game, start, reviewSearchStates, reviewSearchMoves);
}

/** A search of one game's positions, sharing what it has solved; null once a bound is hit. */
export function solver(game: AnyGame, maxStates: number = reviewSearchStates): (position: unknown) => Solved | null {
	const memo = new Map<string, Solved>();
	let failed = false;
	return position => {
		if (failed) return null;
		try {
			return bruteSolve(game, position, maxStates, memo);
		} catch (error) {
			if (!(error instanceof LimitError)) throw error;
			failed = true;
			return null;
		}
	};
}

/**
 * The moves of best play from `position` to the end: the side that wins takes
 * the quickest win, the side that loses the longest defence. Null where the
 * search hits its bound.
 */
export function bestLine(game: AnyGame, position: unknown, solve = solver(game)): unknown[] | null {
	const line: unknown[] = [];
	let here = position;
	let facts = solve(here);
	while (facts !== null && facts.remoteness > 0) {
		let best: {move: unknown; after: unknown; remoteness: number} | null = null;
		for (const move of game.moves(here)) {
			const after = game.apply(here, move);
			const next = solve(after);
			if (next === null) return null;
			// The winner moves to a lost position as fast as possible; the loser to the slowest won one.
			const fits = facts.outcome === 'N' ? next.outcome === 'P' : true;
			if (!fits) continue;
			const better = best === null || (facts.outcome === 'N' ? next.remoteness < best.remoteness : next.remoteness > best.remoteness);
			if (better) best = {move, after, remoteness: next.remoteness};
		}
		if (best === null) return null;
		line.push(best.move);
		here = best.after;
		facts = solve(here);
	}
	return facts === null ? null : line;
}
