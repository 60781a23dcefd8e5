/** Lesson 8: Wythoff's game (the golden pairs). */
import {randInt} from '../../engine/random.js';
import {wythoffPair, wythoff as wythoffGame} from '../../engine/games/wythoff.js';
import type {JsonObject, Rng} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';
import {pagesOf} from '../lesson-words.js';
import {en, words} from './wythoff.words.js';

function heaps(rng: Rng, level: number): JsonObject {
	const top = 4 + 3 * level;
	// Losing pairs are rare among random heaps: draw one (or one move from one) often.
	if (rng() < 0.5) {
		const [a, b] = wythoffPair(BigInt(randInt(rng, 1, Math.max(2, Math.floor(top / 2.6)))));
		const pair = rng() < 0.5 ? [a, b] : [b, a];
		return {game: wythoffGame.id, heaps: pair.map(Number)};
	}
	return {game: wythoffGame.id, heaps: [randInt(rng, 1, top), randInt(rng, 1, top)]};
}

export const wythoff: Lesson = {
	concept: 'wythoff',
	game: wythoffGame.id,
	get pages() {
		return pagesOf(words, en);
	},
	example: {game: wythoffGame.id, heaps: [6, 9]},
	get exampleNote() {
		return words('exampleNote');
	},
	kinds: ['value', 'move', 'outcome'],
	draw: heaps,
	value(rng, level) {
		const k = randInt(rng, 1, 2 + level);
		const [a, b] = wythoffPair(BigInt(k));
		return {
			kind: 'value',
			position: {game: wythoffGame.id, heaps: [Number(a), Number(b)]},
			question: words('question', {a}),
			answer: b,
			why: [words('partner', {a, k, b}), words('pairs')],
			level,
			// The board would show the partner: the question is asked without it.
			drawn: false,
		};
	},
};
