/** Lesson 13: misère play (where it differs, and why). */
import {nim} from '../../engine/games/nim.js';
import {randInt} from '../../engine/random.js';
import type {JsonObject, Rng} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';
import {pagesOf} from '../lesson-words.js';
import {en, words} from './misere.words.js';

function heaps(rng: Rng, level: number): JsonObject {
	const count = randInt(rng, 2, Math.min(5, 2 + Math.floor(level / 2)));
	// Heaps of one come up often: that is where misère play differs.
	return {game: nim.id, misere: true, heaps: Array.from({length: count}, () => (rng() < 0.4 ? 1 : randInt(rng, 1, Math.min(15, 3 + level))))};
}

export const misere: Lesson = {
	concept: 'misere',
	game: nim.id,
	get pages() {
		return pagesOf(words, en);
	},
	example: {game: nim.id, heaps: [1, 1, 4], misere: true},
	get exampleNote() {
		return words('exampleNote');
	},
	kinds: ['move', 'outcome'],
	draw: heaps,
};
