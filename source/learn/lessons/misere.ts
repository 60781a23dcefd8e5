/** Lesson 13: misère play (where it differs, and why). */
import {nim} from '../../engine/games/nim.js';
import {randInt} from '../../engine/random.js';
import type {JsonObject, Rng} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';

function heaps(rng: Rng, level: number): JsonObject {
	const count = randInt(rng, 2, Math.min(5, 2 + Math.floor(level / 2)));
	// Heaps of one come up often: that is where misère play differs.
	return {game: nim.id, misere: true, heaps: Array.from({length: count}, () => (rng() < 0.4 ? 1 : randInt(rng, 1, Math.min(15, 3 + level))))};
}

export const misere: Lesson = {
	concept: 'misere',
	game: nim.id,
	pages: [
		[
			'In misère play, whoever makes the last move loses. The moves are the same; only the goal at the very end is turned around.',
			'You might guess that everything turns around. It does not: in most of the game you should play exactly as in normal play.',
		],
		[
			'Misère Nim (Bouton): while some heap has 2 or more tokens, play the normal Nim strategy (leave the nim-sum 0)… except for the one move that would leave only heaps of 0 and 1. There, leave an odd number of heaps of 1 instead of an even one.',
			'With only heaps of 1 left, the player to move loses exactly when the number of heaps is odd.',
		],
		[
			'Why: only a move from a heap of 2 or more can change who will take the last token. The player who makes the last such move decides it, and the normal strategy is the one that gets there first.',
			"Other games are harder: misère Kayles needed Sibert and Conway's work, Dawson's Kayles the misère quotients of Plambeck and Siegel, and in general misère values do not add like Grundy values.",
		],
	],
	example: {game: nim.id, heaps: [1, 1, 4], misere: true},
	exampleNote: 'The winner plays normal Nim until the last heap of 2 or more, then leaves an odd number of 1s.',
	kinds: ['move', 'outcome'],
	draw: heaps,
};
