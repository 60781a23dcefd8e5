/**
 * The ideas the course teaches, one lesson each, in the order they build:
 * the learner model rates each concept, the review schedule brings a missed
 * one back, and the coach and the trainer name the concept behind a move.
 *
 * A game says which concept its play exercises (its `concept`, read by
 * `conceptOfGame`); the lesson that teaches a concept is declared in
 * `source/learn/lessons/`. The ids are the engine's (`conceptIds`), so a
 * game can name its concept.
 */
import {lookupGame} from '../engine/catalog.js';
import {conceptIds, type ConceptId} from '../engine/types.js';

export {conceptIds, type ConceptId};

export interface Concept {
	readonly id: ConceptId;
	/** The lesson's title, e.g. "Nim and the nim-sum". */
	readonly title: string;
	/** The idea in a few words, for the coach and the course map ("leave the nim-sum 0"). */
	readonly idea: string;
}

// biome-ignore format: one concept per line, in course order.
export const concepts: readonly Concept[] = [
	{id: 'multiples', title: 'Leave a multiple', idea: 'leave a multiple of m + 1'},
	{id: 'nim-sum', title: 'Nim and the nim-sum', idea: 'leave the nim-sum 0'},
	{id: 'mex', title: 'mex and Grundy values', idea: 'a position is worth the mex of its options'},
	{id: 'sums', title: 'Sums of different games', idea: 'a sum is worth the nim-sum of its parts'},
	{id: 'periods', title: 'Periods', idea: 'a subtraction game\'s values repeat'},
	{id: 'breaking', title: 'Breaking rows', idea: 'a row split in two is a sum of two rows'},
	{id: 'staircase', title: 'Staircase', idea: 'only the odd steps count'},
	{id: 'wythoff', title: 'Wythoff', idea: 'the golden pairs are the losing positions'},
	{id: 'zeckendorf', title: 'Fibonacci and Zeckendorf', idea: 'take the smallest Fibonacci part of the heap'},
	{id: 'coins', title: 'Coin turning', idea: 'each head is a game of its own'},
	{id: 'nim-product', title: 'Corners and nim multiplication', idea: 'a lamp at (x, y) is worth x ⊗ y'},
	{id: 'colon', title: 'Hackenbush trees', idea: 'branches at a node fuse into one stalk of their nim-sum'},
	{id: 'misere', title: 'Misère play', idea: 'normal play, but when a move leaves only 1s, leave an odd number'},
];

const byId = new Map<string, Concept>(concepts.map(c => [c.id, c]));

/** The concept of an id; undefined for anything else (`__proto__`, a typo). */
export function conceptOf(id: string): Concept | undefined {
	return byId.get(id);
}

/** The lesson number of a concept, from 1. */
export function lessonNumber(id: ConceptId): number {
	return conceptIds.indexOf(id) + 1;
}

/** The concept that a game of `gameId` exercises (the game's own `concept`); misère play of any game exercises misère. */
export function conceptOfGame(gameId: string, misere = false): Concept | undefined {
	if (misere) return byId.get('misere');
	const concept = lookupGame(gameId)?.concept;
	return concept === undefined ? undefined : byId.get(concept);
}
