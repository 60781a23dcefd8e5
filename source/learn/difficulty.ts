/**
 * How hard a puzzle is, from what the solver measures, on the Glicko scale
 * of the learner's ratings (`learner.ts`), and the choice of a puzzle near a
 * target rating. Pure: the engine only.
 *
 * The difficulty of a position p where the player to move can win:
 *
 *   rating = 800 + 100 · (rarity + ½·size + ½·parts + ½·depth), within 800..2400
 *
 * each term in bits (log base 2):
 * - rarity = log2(m / w): m legal moves, w of them winning (leaving a
 *   position the opponent loses). 0 when every move wins, log2 m when one
 *   move alone does: the information needed to find a winning move. Moves
 *   are tried up to `countedMoves`; past that, w counts the winning moves
 *   among the first `countedMoves` (at least 1) against all m.
 * - size = log2(1 + m): more moves to look through.
 * - parts = log2(n) for n independent parts with a move (non-empty heaps,
 *   heads, lit lamps, tokens, chips, the parts of a sum, counted inside them;
 *   each game counts its own, `Game.partCount`): more to combine (a nim-sum
 *   of more values).
 * - depth = log2(1 + r), r the remoteness (moves to the end with best play)
 *   where a search within `depthStates` states is affordable; past it, r is
 *   taken as log2 of the game's search size (`searchSize`), a stand-in that
 *   grows with the position as remoteness does.
 * A position with no move rates 800. A lone winning move among 32 moves in
 * four heaps, eight moves from the end, rates 800 + 100·(5 + 2.5 + 1 + 1.6) ≈ 1810.
 */
import type {AnyGame} from '../engine/types.js';
import {bruteSolve, searchable} from '../engine/solver.js';

/** Moves tried one by one to count the winning ones. */
export const countedMoves = 600;
/** States the remoteness search may visit for one puzzle. */
export const depthStates = 3000;
/** The scale's ends: the easiest and the hardest puzzle. */
export const minDifficulty = 800;
export const maxDifficulty = 2400;

export interface DifficultyParts {
	/** Legal moves (exact up to the engine's listing bound). */
	readonly moves: number;
	/** Winning moves counted (among the first `countedMoves` when there are more). */
	readonly winning: number;
	/** Independent parts with a move. */
	readonly parts: number;
	/** Moves to the end with best play; null where the search was not affordable. */
	readonly remoteness: number | null;
	/** The terms, in bits. */
	readonly rarity: number;
	readonly size: number;
	readonly split: number;
	readonly depth: number;
}

export interface Difficulty {
	readonly rating: number;
	readonly parts: DifficultyParts;
}

/** Whether the move leaves the opponent lost. */
function wins(game: AnyGame, position: unknown, move: unknown, misere: boolean): boolean {
	if (!misere) {
		const value = game.grundyAfter?.(position, move) ?? null;
		if (value !== null) return value === 0n;
	}
	return game.outcome(game.apply(position, move)) === 'P';
}

const log2 = Math.log2;

/** The difficulty of a position (see the file's comment for the formula). */
export function puzzleDifficulty(game: AnyGame, position: unknown): Difficulty {
	const count = game.moveCount(position);
	const moves = count > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(count);
	const parts = Math.max(1, game.partCount?.(position) ?? 1);
	if (moves === 0) {
		return {rating: minDifficulty, parts: {moves: 0, winning: 0, parts, remoteness: 0, rarity: 0, size: 0, split: 0, depth: 0}};
	}
	const misere = game.isMisere?.(position) ?? false;
	let winning = 0;
	let tried = 0;
	for (const move of game.moves(position)) {
		if (tried++ >= countedMoves) break;
		if (wins(game, position, move, misere)) winning++;
	}
	const rarity = log2(moves / Math.max(1, winning));
	const size = log2(1 + moves);
	const split = log2(parts);
	let remoteness: number | null = null;
	if (searchable(game, position, depthStates)) {
		try {
			remoteness = bruteSolve(game, position, depthStates).remoteness;
		} catch {
			// Past the bound after all (the game's estimate was low): the stand-in below.
		}
	}
	let stand: number;
	try {
		stand = log2(Math.max(2, Number(game.searchSize(position))));
	} catch {
		stand = size;
	}
	const depth = log2(1 + (remoteness ?? stand));
	const raw = rarity + 0.5 * size + 0.5 * split + 0.5 * depth;
	const rating = Math.round(Math.min(maxDifficulty, Math.max(minDifficulty, minDifficulty + 100 * raw)));
	return {rating, parts: {moves, winning, parts, remoteness, rarity, size, split, depth}};
}

export type PuzzleSetting = 'easier' | 'normal' | 'harder';
export const puzzleSettings: readonly PuzzleSetting[] = ['easier', 'normal', 'harder'];

/** How far from the learner's rating each setting aims: a puzzle 200 points weaker is won about 76% of the time, 200 stronger about 24%. */
export const settingOffset: Readonly<Record<PuzzleSetting, number>> = {easier: -200, normal: 0, harder: 200};

/**
 * The candidate whose rating is nearest `target` moved by the setting's
 * offset (−200, 0, +200); the first of equals. Throws on no candidates.
 */
export function choosePuzzle<T>(candidates: readonly {readonly item: T; readonly rating: number}[], target: number, setting: PuzzleSetting): T {
	const aim = target + settingOffset[setting];
	let best: {readonly item: T; readonly rating: number} | undefined;
	for (const c of candidates) if (best === undefined || Math.abs(c.rating - aim) < Math.abs(best.rating - aim)) best = c;
	if (best === undefined) throw new Error('choosePuzzle needs at least one candidate');
	return best.item;
}
