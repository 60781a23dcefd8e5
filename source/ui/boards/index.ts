/**
 * The board registry: every game's board, paired by the board's own `game`
 * (typed, so a board's position type is its game's). The engine's catalog
 * knows nothing of boards; this file is the arcade's side of the pairing.
 * Adding a game: one line here (and one in `source/engine/catalog.ts`).
 */
import type {AnyBoard} from './types.js';
import nim from './nim.js';
import bash from './bash.js';
import wythoff from './wythoff.js';
import fibonacci from './fibonacci.js';
import ktimes from './ktimes.js';
import subtraction from './subtraction.js';
import primes from './primes.js';
import coins from './coins.js';
import staircase from './staircase.js';
import corners from './corners.js';
import tree from './tree.js';
import graph from './graph.js';
import kayles from './kayles.js';
import dawson from './dawson.js';
import octal from './octal.js';
import grundy from './grundy.js';
import {makeSumBoard} from './sum.js';
import {speaking} from './speech.js';

// biome-ignore format: one board per line, so adding a board is adding one line.
const drawn: readonly AnyBoard[] = [
	nim,
	bash,
	wythoff,
	fibonacci,
	ktimes,
	subtraction,
	primes,
	coins,
	staircase,
	corners,
	tree,
	graph,
	kayles,
	dawson,
	octal,
	grundy,
	makeSumBoard(id => boardFor(id)),
];

/** Every board, its drawings marked with their words for a screen reader. */
export const boards: readonly AnyBoard[] = drawn.map(speaking);

const byId = new Map<string, AnyBoard>(boards.map(board => [board.game.id, board]));

export function boardFor(id: string): AnyBoard {
	const board = byId.get(id);
	if (!board) throw new Error(`no board for game "${id}"`);
	return board;
}

export function hasBoard(id: string): boolean {
	return byId.has(id);
}
