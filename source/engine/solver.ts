/**
 * Solving by search, written once for every game: the memoised mex over the
 * move generator (the oracle the closed forms are tested against), outcomes
 * with remoteness ("win in N"), and the computer's defence in lost positions.
 *
 * Everything here is iterative: no input can reach a recursion-depth failure.
 */
import {LimitError, type Game, type Outcome} from './types.js';
import {limits} from './limits.js';
import {limitRefusal} from './input.js';
import {phrase} from './rule-words.js';
import {mex} from './values.js';

interface Frame<P, M, R> {
	readonly position: P;
	readonly key: string;
	readonly moves: Iterator<M>;
	/** The results of the options walked so far. */
	readonly options: R[];
	/** The key of the option being walked below this frame, whose result is added when it returns. */
	pending: string | null;
}

/**
 * Post-order walk of the positions reachable from `start`, each visited once.
 * `combine` gets a position and the memoised results of its options. Options
 * are made one at a time, as the walk reaches them: a frame on the stack holds
 * its move generator and its options' results, never the positions below it,
 * so memory is the memo and the current path.
 */
function walk<P, M, R>(game: Game<P, M>, start: P, memo: Map<string, R>, combine: (position: P, options: R[]) => R, maxStates: number): R {
	const startKey = game.key(start);
	const known = memo.get(startKey);
	if (known !== undefined) return known;
	let work = 0;
	const framed = (position: P, key: string): Frame<P, M, R> => ({position, key, moves: game.moves(position)[Symbol.iterator](), options: [], pending: null});
	const stack: Frame<P, M, R>[] = [framed(start, startKey)];
	const onStack = new Set<string>([startKey]);
	let visited = 0;
	while (stack.length > 0) {
		const top = stack[stack.length - 1]!;
		if (top.pending !== null) {
			top.options.push(memo.get(top.pending)!);
			top.pending = null;
		}
		const next = top.moves.next();
		if (next.done !== true) {
			const child = game.apply(top.position, next.value);
			const key = game.key(child);
			work += key.length;
			if (work > limits.maxSearchWork) throw limitRefusal(phrase('rule_searchKeys', {limit: limits.maxSearchWork}));
			const result = memo.get(key);
			if (result !== undefined) {
				top.options.push(result);
				continue;
			}
			if (onStack.has(key)) throw new Error(`${game.id}: the move graph has a cycle at ${key}`);
			if (++visited >= maxStates) throw limitRefusal(phrase('rule_searchVisit', {limit: maxStates}));
			top.pending = key;
			stack.push(framed(child, key));
			onStack.add(key);
			continue;
		}
		memo.set(top.key, combine(top.position, top.options));
		onStack.delete(top.key);
		stack.pop();
	}
	return memo.get(startKey)!;
}

/** Brute-force Sprague-Grundy value (normal play). Throws LimitError past `maxStates`. */
export function bruteGrundy<P, M>(game: Game<P, M>, p: P, maxStates: number = limits.maxSearchStates, memo = new Map<string, bigint>()): bigint {
	return walk(game, p, memo, (_position, options) => mex(options), maxStates);
}

export interface Solved {
	readonly outcome: Outcome;
	/** Moves to the end with best play: the winner hurries, the loser delays (remoteness). */
	readonly remoteness: number;
}

/** Brute-force outcome and remoteness, honouring misère play. */
export function bruteSolve<P, M>(game: Game<P, M>, p: P, maxStates: number = limits.maxSearchStates, memo = new Map<string, Solved>()): Solved {
	return walk(
		game,
		p,
		memo,
		(position, options): Solved => {
			if (options.length === 0) {
				return {outcome: game.isMisere?.(position) ? 'N' : 'P', remoteness: 0};
			}
			let win = Number.POSITIVE_INFINITY;
			let lose = 0;
			for (const o of options) {
				if (o.outcome === 'P') win = Math.min(win, o.remoteness);
				else lose = Math.max(lose, o.remoteness);
			}
			return win !== Number.POSITIVE_INFINITY ? {outcome: 'N', remoteness: win + 1} : {outcome: 'P', remoteness: lose + 1};
		},
		maxStates,
	);
}

/** Whether a search from `p` is affordable, judged by the game's own estimate. */
export function searchable<P, M>(game: Game<P, M>, p: P, maxStates: number = limits.maxSearchStates): boolean {
	return game.searchSize(p) <= BigInt(maxStates);
}

/** How many moves the defence considers when the position is too big to search. */
const quietMoveWindow = 256;

/**
 * The computer's move in a lost position. Small positions: the move that
 * delays the loss longest. Larger ones: among the first moves in the game's
 * order (the small takes), one that leaves the largest Grundy value, so the
 * winner must really calculate.
 */
export function defence<P, M>(game: Game<P, M>, p: P): M | null {
	// Components that cannot move change nothing: search without them, then lift the move back.
	const compact = game.compact?.(p) ?? null;
	if (compact !== null) {
		const move = defence(game, compact.position);
		return move === null ? null : compact.lift(move);
	}
	if (searchable(game, p, limits.maxDefenceStates)) {
		try {
			const memo = new Map<string, Solved>();
			let best: M | null = null;
			let bestDepth = -1;
			for (const m of game.moves(p)) {
				const after = bruteSolve(game, game.apply(p, m), limits.maxDefenceStates, memo);
				// Prefer a move that leaves the opponent lost (misère edge cases), then the longest game.
				const score = (after.outcome === 'P' ? 1_000_000_000 : 0) + after.remoteness;
				if (score > bestDepth) {
					bestDepth = score;
					best = m;
				}
			}
			return best;
		} catch (error) {
			if (!(error instanceof LimitError)) throw error;
		}
	}
	let best: M | null = null;
	let bestValue = -1n;
	let seen = 0;
	for (const m of game.moves(p)) {
		let value = game.grundyAfter?.(p, m) ?? null;
		if (value === null) {
			const after = game.apply(p, m);
			value = game.grundy(after) ?? (game.outcome(after) === 'N' ? 1n : 0n);
		}
		if (value > bestValue) {
			bestValue = value;
			best = m;
		}
		// Misère positions have no values: a move is worth 1 or 0 by its outcome, and none ranks above the first worth 1.
		if (value === 1n && game.isMisere?.(p) === true) break;
		if (++seen >= quietMoveWindow) break;
	}
	return best;
}

/**
 * A move to a position of Grundy value `target`, found by trying every move
 * (a fallback for games whose theory does not name one). Bounded by
 * `maxMoves`; returns null when none is found.
 */
export function searchMoveToGrundy<P, M>(game: Game<P, M>, p: P, target: bigint, maxMoves: number = limits.maxListedMoves): M | null {
	let seen = 0;
	for (const m of game.moves(p)) {
		if (game.grundy(game.apply(p, m)) === target) return m;
		if (++seen >= maxMoves) break;
	}
	return null;
}
