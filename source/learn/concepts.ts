/**
 * The ideas the course teaches, one lesson each, in the order they build:
 * the learner model rates each concept, the review schedule brings a missed
 * one back, and the coach and the trainer name the concept behind a move.
 *
 * A game says which concept its play exercises (`conceptOfGame`); the lesson
 * that teaches a concept is declared in `source/learn/lessons/`.
 */

export const conceptIds = [
	'multiples',
	'nim-sum',
	'mex',
	'sums',
	'periods',
	'breaking',
	'staircase',
	'wythoff',
	'zeckendorf',
	'coins',
	'nim-product',
	'colon',
	'misere',
] as const;

export type ConceptId = (typeof conceptIds)[number];

export interface Concept {
	readonly id: ConceptId;
	/** The lesson's title, e.g. "Nim and the nim-sum". */
	readonly title: string;
	/** The idea in a few words, for the coach and the course map ("leave the nim-sum 0"). */
	readonly idea: string;
	/** The games whose play exercises it (their ids). */
	readonly games: readonly string[];
}

// biome-ignore format: one concept per line, in course order.
export const concepts: readonly Concept[] = [
	{id: 'multiples', title: 'Leave a multiple', idea: 'leave a multiple of m + 1', games: ['bash']},
	{id: 'nim-sum', title: 'Nim and the nim-sum', idea: 'leave the nim-sum 0', games: ['nim']},
	{id: 'mex', title: 'mex and Grundy values', idea: 'a position is worth the mex of its options', games: ['subtraction', 'primes', 'graph']},
	{id: 'sums', title: 'Sums of different games', idea: 'a sum is worth the nim-sum of its parts', games: ['sum']},
	{id: 'periods', title: 'Periods', idea: 'a subtraction game\'s values repeat', games: []},
	{id: 'breaking', title: 'Breaking rows', idea: 'a row split in two is a sum of two rows', games: ['kayles', 'dawson', 'octal', 'grundy']},
	{id: 'staircase', title: 'Staircase', idea: 'only the odd steps count', games: ['staircase']},
	{id: 'wythoff', title: 'Wythoff', idea: 'the golden pairs are the losing positions', games: ['wythoff']},
	{id: 'zeckendorf', title: 'Fibonacci and Zeckendorf', idea: 'take the smallest Fibonacci part of the heap', games: ['fibonacci', 'ktimes']},
	{id: 'coins', title: 'Coin turning', idea: 'each head is a game of its own', games: ['coins']},
	{id: 'nim-product', title: 'Corners and nim multiplication', idea: 'a lamp at (x, y) is worth x ⊗ y', games: ['corners']},
	{id: 'colon', title: 'Hackenbush trees', idea: 'branches at a node fuse into one stalk of their nim-sum', games: ['tree']},
	{id: 'misere', title: 'Misère play', idea: 'play as in normal play until only heaps of one are left', games: []},
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

/** The concept that a game of `gameId` exercises; misère play of any game exercises misère. */
export function conceptOfGame(gameId: string, misere = false): Concept | undefined {
	if (misere) return byId.get('misere');
	return concepts.find(c => c.games.includes(gameId));
}
