/**
 * Every game of the arcade, in menu order. Adding a game: its engine file,
 * its board file, and one line here.
 */
import type {AnyGame} from './engine/types.js';
import {bash} from './engine/games/bash.js';
import {nim} from './engine/games/nim.js';
import {subtraction} from './engine/games/subtraction.js';
import {primes} from './engine/games/primes.js';
import {wythoff} from './engine/games/wythoff.js';
import {fibonacci} from './engine/games/fibonacci.js';
import {ktimes} from './engine/games/ktimes.js';
import {coins} from './engine/games/coins.js';
import {staircase} from './engine/games/staircase.js';
import {corners} from './engine/games/corners.js';
import {tree} from './engine/games/tree.js';
import {graph} from './engine/games/graph.js';
import {makeSum} from './engine/games/sum.js';
import type {BoardModule} from './ui/boards/types.js';

export interface CatalogEntry {
	readonly game: AnyGame;
	/** The game's board for the arcade, loaded only when the arcade runs. */
	readonly board: () => Promise<BoardModule>;
}

export const sum = makeSum(id => lookupGame(id));

export const catalog: readonly CatalogEntry[] = [
	{game: nim, board: () => import('./ui/boards/nim.js')},
	{game: bash, board: () => import('./ui/boards/bash.js')},
	{game: wythoff, board: () => import('./ui/boards/wythoff.js')},
	{game: fibonacci, board: () => import('./ui/boards/fibonacci.js')},
	{game: ktimes, board: () => import('./ui/boards/ktimes.js')},
	{game: subtraction, board: () => import('./ui/boards/subtraction.js')},
	{game: primes, board: () => import('./ui/boards/primes.js')},
	{game: coins, board: () => import('./ui/boards/coins.js')},
	{game: staircase, board: () => import('./ui/boards/staircase.js')},
	{game: corners, board: () => import('./ui/boards/corners.js')},
	{game: tree, board: () => import('./ui/boards/tree.js')},
	{game: graph, board: () => import('./ui/boards/graph.js')},
	{game: sum, board: () => import('./ui/boards/sum.js')},
];

export function lookupGame(id: string): AnyGame | undefined {
	return catalog.find(entry => entry.game.id === id)?.game;
}

export const gameIds: readonly string[] = catalog.map(entry => entry.game.id);
