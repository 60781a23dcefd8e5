/** Lesson 12: Green Hackenbush trees (the colon principle). */
import {tree} from '../../engine/games/tree.js';
import {explanationWords} from '../../i18n/explain/index.js';
import type {Lesson} from '../lesson.js';
import {pagesOf} from '../lesson-words.js';
import {en, words} from './colon.words.js';
import {gameOf} from '../lesson.js';

export const colon: Lesson = {
	concept: 'colon',
	game: tree.id,
	get pages() {
		return pagesOf(words, en);
	},
	example: {game: tree.id, parents: [0, 1, 1, 0, 4]},
	get exampleNote() {
		return words('exampleNote');
	},
	kinds: ['value', 'move', 'outcome'],
	draw(rng, level) {
		const game = gameOf({game: tree.id, parents: [0]});
		return game.toJSON(game.random(rng, Math.max(1, Math.min(level, 6))));
	},
	value(rng, level) {
		const game = gameOf({game: tree.id, parents: [0]});
		const p = game.random(rng, Math.max(1, Math.min(level, 5)));
		return {kind: 'value', position: game.toJSON(p), question: words('question'), answer: game.grundy(p), why: explanationWords(game, p), level};
	},
};
