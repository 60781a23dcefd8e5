/**
 * Every game of the arcade, in menu order. Adding a game: its engine file,
 * its board file, and one line here.
 */
import type {AnyGame} from './engine/types.js';
import {bash} from './engine/games/bash.js';
import {nim} from './engine/games/nim.js';
import {subtraction} from './engine/games/subtraction.js';
import {primes} from './engine/games/primes.js';
import {makeSum} from './engine/games/sum.js';

export interface CatalogEntry {
	readonly game: AnyGame;
}

export const sum = makeSum(id => lookupGame(id));

export const catalog: readonly CatalogEntry[] = [
	{game: nim},
	{game: bash},
	{game: subtraction},
	{game: primes},
	{game: sum},
];

export function lookupGame(id: string): AnyGame | undefined {
	return catalog.find(entry => entry.game.id === id)?.game;
}

export const gameIds: readonly string[] = catalog.map(entry => entry.game.id);
