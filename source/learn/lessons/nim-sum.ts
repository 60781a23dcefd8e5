/** Lesson 2: Nim and the nim-sum. */
import {nim} from '../../engine/games/nim.js';
import {randInt} from '../../engine/random.js';
import type {Lesson} from '../lesson.js';
import {grundyExercise} from '../lesson.js';
import {pagesOf} from '../lesson-words.js';
import {en, words} from './nim-sum.words.js';
import {listText} from '../../i18n/lists/index.js';

function heaps(rng: () => number, level: number): number[] {
	const count = randInt(rng, 2, Math.min(5, 2 + Math.floor(level / 3)));
	return Array.from({length: count}, () => randInt(rng, 1, Math.min(31, 3 + 2 * level)));
}

export const nimSum: Lesson = {
	concept: 'nim-sum',
	game: nim.id,
	get pages() {
		return pagesOf(words, en);
	},
	// Winning takes of 5, then 3, then 1: more than one token when the nim-sum asks for it.
	example: {game: nim.id, heaps: [2, 3, 6]},
	get exampleNote() {
		return words('exampleNote');
	},
	kinds: ['value', 'move', 'outcome'],
	draw: (rng, level) => ({game: nim.id, heaps: heaps(rng, level)}),
	value(rng, level) {
		const position = {game: nim.id, heaps: heaps(rng, level)};
		return grundyExercise(position, words('question', {heaps: listText(position.heaps)}), level);
	},
};
