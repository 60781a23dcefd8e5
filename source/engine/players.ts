/**
 * Who plays a side, and how each computer player chooses its move. Every
 * policy is a pure function of the game, the position and random numbers in
 * [0, 1) drawn by the caller (and, for the teacher, its givebacks left and
 * whether the learner has just erred), so a seeded caller replays a game
 * exactly, in the arcade's think worker or in the match runner alike.
 *
 * - `perfect`: the engine's best move: a winning move, or in a lost position
 *   the defence that makes the opponent work for it.
 * - `level:K` (K = 1..8): with probability p(K) (see `levelAccuracy`) the
 *   perfect move; otherwise a plausible mistake (`plausibleMove`): in a won
 *   position a move that hands the win over, chosen among the first
 *   `mistakeWindow` moves with weight 1/g² for the Grundy value g > 0 it
 *   leaves (a move that nearly balances the position, as a person who
 *   misjudged the nim-sum by a little would make; a heap mirrored but for one
 *   token leaves g = 1; 1 where the game has no Grundy value, in misère
 *   play), times r² for the share r of the legal moves it leaves (a small
 *   move, which keeps the position big, before a sweeping one); in a lost
 *   position (where every move loses) the same pick among all moves. Never
 *   uniform over all moves, and never illegal. A position with at most
 *   `seenMoves(K)` legal moves a level plays perfectly.
 * - `teacher:N` (N = 0..9): perfect, except that right after the learner's
 *   mistake (the learner moved from a won position to a lost one, so the
 *   teacher now stands in a won position) with givebacks left, it hands the
 *   win back with a plausible mistake of its own. `teacher:0` is perfect.
 * - `random`: uniform over the legal moves (the first `randomWindow` of them
 *   where there are more).
 * - `loser` (tries to lose): a move to a position the opponent wins when
 *   there is one among the first `loserWindow` moves, else any move.
 * - `friend`: a person at the same keyboard (no policy).
 *
 * `casual`, the one erring computer before levels existed, is read as
 * `level:casualLevel`, so saved games and command lines that name it still work.
 */
import {bestMove} from './analysis.js';
import type {AnyGame} from './types.js';

export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export type Givebacks = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** A computer player. */
export type Player = 'perfect' | 'random' | 'loser' | `level:${Level}` | `teacher:${Givebacks}`;
/** Who plays the other side in the arcade: a computer player, or a friend at the same keyboard. */
export type Opponent = Player | 'friend';

export const levels: readonly Level[] = [1, 2, 3, 4, 5, 6, 7, 8];
export const maxGivebacks = 9;

/** The level `casual` (the old erring computer, which played the best move 70% of the time) is read as. */
export const casualLevel: Level = 3;

/**
 * p(K): the probability that level K plays the perfect move on a turn.
 * The error rate 1 − p(K) decides who holds the win last, so each step
 * cuts it by a fifth to a half (more at the top, where short games leave
 * few moves to err in); tuned, with `seenMoves`, until level K + 1 beats
 * level K clearly over 1,000 games (BENCHMARKS.md, "Opponents").
 */
export const levelAccuracy: Readonly<Record<Level, number>> = {
	1: 0.3,
	2: 0.45,
	3: 0.58,
	4: 0.68,
	5: 0.74,
	6: 0.81,
	7: 0.88,
	8: 0.95,
};

/**
 * A level reads a position with at most this many legal moves to the end (an
 * endgame a person sees through): it plays it perfectly. The stronger the
 * level, the larger the positions it sees through (4 at level 1, 11 at level
 * 8; 2 + 2K let the top levels see most of a short game, and play it
 * perfectly, so that they drew level in Wythoff).
 */
export function seenMoves(level: Level): number {
	return 3 + level;
}

/** Candidate moves a mistake or the teacher's giveback is chosen among (the first ones in the game's order). */
export const mistakeWindow = 256;
/** Moves the random player chooses among (the first ones in the game's order). */
export const randomWindow = 10_000;
/** Moves the loser looks through for one that hands the win over. */
export const loserWindow = 10_000;

/** The accepted forms, for messages. */
/** The opponents' names, as `--opponent` takes them (and `casual`, read as level 3). */
export const opponentNames = 'perfect, level:1..8, teacher:0..9, random, loser, friend';
export const opponentForms = `${opponentNames} (or casual)`;

/** A player or opponent from its name: `perfect`, `level:K`, `teacher:N`, `random`, `loser`, `friend`, `casual` (= level:4); null when it is none. */
export function readOpponent(text: string): Opponent | null {
	const name = text.trim();
	if (name === 'perfect' || name === 'random' || name === 'loser' || name === 'friend') return name;
	if (name === 'casual') return `level:${casualLevel}`;
	const level = /^level:([1-8])$/.exec(name);
	if (level) return `level:${Number(level[1]) as Level}`;
	const teacher = /^teacher:(\d)$/.exec(name);
	if (teacher) return `teacher:${Number(teacher[1]) as Givebacks}`;
	return null;
}

/** The level of a `level:K` player, else null. */
export function levelOf(player: Opponent): Level | null {
	return player.startsWith('level:') ? (Number(player.slice(6)) as Level) : null;
}

/** The givebacks of a `teacher:N` player, else null. */
export function givebacksOf(player: Opponent): Givebacks | null {
	return player.startsWith('teacher:') ? (Number(player.slice(8)) as Givebacks) : null;
}

/** Words for a computer player: "perfect", "level 3", "teacher", "random", "tries to lose". */
export function playerWords(player: Opponent): string {
	const level = levelOf(player);
	if (level !== null) return `level ${level}`;
	if (givebacksOf(player) !== null) return 'teacher';
	if (player === 'loser') return 'tries to lose';
	if (player === 'friend') return 'a friend';
	return player;
}

/** Whether a move from `before` to `after` handed the win over: the mover was winning, and now the other side is. */
export function isMistake(game: AnyGame, before: unknown, after: unknown): boolean {
	return game.outcome(before) === 'N' && game.outcome(after) === 'N';
}

/** What the teacher knows besides the position. */
export interface TeacherState {
	/** Givebacks left this game. */
	readonly givebacks: number;
	/** The learner's last move was a mistake (see `isMistake`). */
	readonly erred: boolean;
}

const noTeaching: TeacherState = {givebacks: 0, erred: false};

/**
 * The move of a computer player (null only where there is no legal move).
 * `roll` and `pick` are random numbers in [0, 1) drawn by the caller: `roll`
 * decides whether a level plays its best move, `pick` which of the candidates.
 */
export function playerMove(game: AnyGame, position: unknown, player: Player, roll: number, pick: number, teacher: TeacherState = noTeaching): unknown {
	if (player === 'random') return randomMove(game, position, pick);
	if (player === 'loser') return loserMove(game, position, pick);
	const level = levelOf(player);
	if (level !== null && roll >= levelAccuracy[level] && game.moveCount(position) > BigInt(seenMoves(level))) {
		const move = plausibleMove(game, position, pick);
		if (move !== null) return move;
	}
	if (givebacksOf(player) !== null && teacher.erred && teacher.givebacks > 0) {
		const move = plausibleMove(game, position, pick);
		if (move !== null) return move;
	}
	return perfectMove(game, position);
}

/** The engine's best move; the first legal move if the engine cannot decide (beyond a bound). */
export function perfectMove(game: AnyGame, position: unknown): unknown {
	try {
		const move = bestMove(game, position);
		if (move !== null) return move;
	} catch {
		// Fall through to any legal move.
	}
	return firstMove(game, position);
}

/** The first legal move (null when there is none). */
export function firstMove(game: AnyGame, position: unknown): unknown {
	for (const m of game.moves(position)) return m;
	return null;
}

function outcomeAfter(game: AnyGame, position: unknown, move: unknown): 'N' | 'P' | null {
	try {
		return game.outcome(game.apply(position, move));
	} catch {
		return null;
	}
}

/** A uniform choice over the first `randomWindow` legal moves. */
export function randomMove(game: AnyGame, position: unknown, pick: number): unknown {
	const count = game.moveCount(position);
	if (count === 0n) return null;
	const window = count < BigInt(randomWindow) ? Number(count) : randomWindow;
	const index = Math.min(window - 1, Math.floor(pick * window));
	let i = 0;
	let last: unknown = null;
	for (const m of game.moves(position)) {
		last = m;
		if (i++ === index) return m;
	}
	return last;
}

/** A move that hands the opponent a won position when one is found, chosen evenly among them; else any move. */
export function loserMove(game: AnyGame, position: unknown, pick: number): unknown {
	const losing: unknown[] = [];
	let seen = 0;
	for (const m of game.moves(position)) {
		if (seen++ >= loserWindow) break;
		if (outcomeAfter(game, position, m) === 'N') losing.push(m);
	}
	if (losing.length > 0) return losing[Math.min(losing.length - 1, Math.floor(pick * losing.length))];
	return randomMove(game, position, pick);
}

/**
 * A plausible mistake: in a won position, a move that hands the win over;
 * in a lost one, any move. Among the first `mistakeWindow` candidates, each
 * is weighted 1/g² by the Grundy value g it leaves (1 where the value is
 * unknown), so near-misses come first, and by r², r the share of the legal
 * moves the position keeps, so small moves come before sweeping ones. Null
 * when there is no candidate (no move, or every move keeps the win).
 */
export function plausibleMove(game: AnyGame, position: unknown, pick: number): unknown {
	let won: boolean;
	try {
		won = game.outcome(position) === 'N';
	} catch {
		won = false;
	}
	const candidates: unknown[] = [];
	const weights: number[] = [];
	const before = Number(game.moveCount(position)) + 1;
	let seen = 0;
	for (const m of game.moves(position)) {
		if (seen++ >= mistakeWindow) break;
		let after: unknown;
		try {
			after = game.apply(position, m);
			if (won && game.outcome(after) !== 'N') continue;
		} catch {
			continue;
		}
		let g: bigint | null = null;
		try {
			g = game.grundy(after);
		} catch {
			g = null;
		}
		const value = g === null || g <= 0n ? 1 : g > 1000n ? 1e-6 : 1 / Number(g) ** 2;
		const small = (Number(game.moveCount(after)) + 1) / before;
		const weight = value * small * small;
		candidates.push(m);
		weights.push(weight);
	}
	if (candidates.length === 0) return null;
	const total = weights.reduce((a, b) => a + b, 0);
	let target = pick * total;
	for (let i = 0; i < candidates.length; i++) {
		target -= weights[i]!;
		if (target < 0) return candidates[i];
	}
	return candidates[candidates.length - 1];
}
