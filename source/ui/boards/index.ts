/**
 * The board registry: every game paired with its board by `pair`, whose
 * types make a board of other positions than its game's a compile error
 * (`pair(nim, kaylesBoard)` does not compile). The engine's catalog knows
 * nothing of boards; this file is the arcade's side of the pairing.
 * Adding a game: one line here (and one in `source/engine/catalog.ts`).
 */
import type {Game} from '../../engine/types.js';
import type {AnyBoard, Board} from './types.js';
import {nim} from '../../engine/games/nim.js';
import {bash} from '../../engine/games/bash.js';
import {wythoff} from '../../engine/games/wythoff.js';
import {fibonacci} from '../../engine/games/fibonacci.js';
import {ktimes} from '../../engine/games/ktimes.js';
import {subtraction} from '../../engine/games/subtraction.js';
import {primes} from '../../engine/games/primes.js';
import {coins} from '../../engine/games/coins.js';
import {staircase} from '../../engine/games/staircase.js';
import {corners} from '../../engine/games/corners.js';
import {tree} from '../../engine/games/tree.js';
import {graph} from '../../engine/games/graph.js';
import {dawson, kayles, octal} from '../../engine/games/octal.js';
import {grundy} from '../../engine/games/grundy.js';
import {sum} from '../../engine/catalog.js';
import nimBoard from './nim.js';
import bashBoard from './bash.js';
import wythoffBoard from './wythoff.js';
import fibonacciBoard from './fibonacci.js';
import ktimesBoard from './ktimes.js';
import subtractionBoard from './subtraction.js';
import primesBoard from './primes.js';
import coinsBoard from './coins.js';
import staircaseBoard from './staircase.js';
import cornersBoard from './corners.js';
import treeBoard from './tree.js';
import graphBoard from './graph.js';
import kaylesBoard from './kayles.js';
import dawsonBoard from './dawson.js';
import octalBoard from './octal.js';
import grundyBoard from './grundy.js';
import {makeSumBoard} from './sum.js';
import {speaking} from './speech.js';

/**
 * A game and its board, their types hidden but shared: `use` is given both
 * and works for any position type P, move type M and pointer S, so what the
 * game makes (a position, a move) goes to its board and back typed.
 */
export interface Entry {
	/** The game's id. */
	readonly id: string;
	open<R>(use: <P, M, S>(game: Game<P, M>, board: Board<P, S, M>) => R): R;
}

/** A registry entry: the game and the board that draws its positions (its drawings marked with their words for a screen reader). */
export function pair<P, M, S>(game: Game<P, M>, board: Board<P, S, M>): Entry {
	if (board.game !== game) throw new Error(`the board of "${board.game.id}" is paired with the game "${game.id}"`);
	const spoken = speaking(board);
	return {id: game.id, open: use => use(game, spoken)};
}

// biome-ignore format: one game per line, so adding a game is adding one line.
const entries: readonly Entry[] = [
	pair(nim, nimBoard),
	pair(bash, bashBoard),
	pair(wythoff, wythoffBoard),
	pair(fibonacci, fibonacciBoard),
	pair(ktimes, ktimesBoard),
	pair(subtraction, subtractionBoard),
	pair(primes, primesBoard),
	pair(coins, coinsBoard),
	pair(staircase, staircaseBoard),
	pair(corners, cornersBoard),
	pair(tree, treeBoard),
	pair(graph, graphBoard),
	pair(kayles, kaylesBoard),
	pair(dawson, dawsonBoard),
	pair(octal, octalBoard),
	pair(grundy, grundyBoard),
	pair(sum, makeSumBoard(id => boardFor(id))),
];

const byId = new Map<string, Entry>(entries.map(entry => [entry.id, entry]));

/** The game's registry entry: its game and board, to use together. */
export function entryFor(id: string): Entry {
	const entry = byId.get(id);
	if (!entry) throw new Error(`no board for game "${id}"`);
	return entry;
}

/** The game's board, for a screen that holds positions of any game (read from JSON, saved, picked at random). */
export function boardFor(id: string): AnyBoard {
	return entryFor(id).open((_game, board): AnyBoard => board);
}

export function hasBoard(id: string): boolean {
	return byId.has(id);
}
