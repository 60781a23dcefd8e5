/**
 * Every game of the arcade, in menu order: the engine's catalog. It knows
 * nothing of the arcade; boards pair with games in `source/ui/boards/index.ts`.
 * Adding a game: its engine file, one line here, its board file and one line
 * in the board registry. Every game gets misère play (`misere.ts`).
 */
import type {AnyGame} from './types.js';
import {withMisere} from './misere.js';
import {bash} from './games/bash.js';
import {nim} from './games/nim.js';
import {subtraction} from './games/subtraction.js';
import {primes} from './games/primes.js';
import {wythoff} from './games/wythoff.js';
import {fibonacci} from './games/fibonacci.js';
import {ktimes} from './games/ktimes.js';
import {coins} from './games/coins.js';
import {staircase} from './games/staircase.js';
import {corners} from './games/corners.js';
import {tree} from './games/tree.js';
import {graph} from './games/graph.js';
import {dawson, kayles, octal} from './games/octal.js';
import {grundy} from './games/grundy.js';
import {makeSum} from './games/sum.js';

/** Looks a game up by id; an id that is not a game (`__proto__`, `toString`...) is undefined. */
export function lookupGame(id: string): AnyGame | undefined {
	return byId.get(id);
}

export const sum = makeSum(id => lookupGame(id));

// biome-ignore format: one game per line, so adding a game is adding one line.
export const games: readonly AnyGame[] = [
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
	sum,
].map((game: AnyGame) => withMisere(game)); // misère play for every game

const byId = new Map<string, AnyGame>(games.map(game => [game.id, game]));

export const gameIds: readonly string[] = games.map(game => game.id);
