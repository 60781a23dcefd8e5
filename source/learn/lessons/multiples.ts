/** Lesson 1: leave a multiple (Bash, one heap, take 1 to m). */
import {bash} from '../../engine/games/bash.js';
import {randInt} from '../../engine/random.js';
import type {JsonObject} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';
import {pagesOf} from '../lesson-words.js';
import {en, words} from './multiples.words.js';

/** A Bash heap explained as lesson 1 teaches it: by multiples of m + 1, before Grundy values are met. */
function multiplesWhy(position: JsonObject): string[] {
	const heap = Number(position['heap']);
	const m = Number(position['max']);
	const step = m + 1;
	const q = Math.floor(heap / step);
	const r = heap % step;
	if (heap === 0) return [words('empty')];
	if (r === 0) return [words('multiple', {heap, q, step})];
	return [words('remainder', {heap, q, step, r, left: heap - r}), words('answer', {step})];
}

export const multiples: Lesson = {
	concept: 'multiples',
	game: bash.id,
	get pages() {
		return pagesOf(words, en);
	},
	example: {game: bash.id, heap: 10, max: 3},
	get exampleNote() {
		return words('exampleNote');
	},
	kinds: ['move', 'outcome', 'value'],
	explain: multiplesWhy,
	draw(rng, level) {
		const max = randInt(rng, 2, 3 + Math.floor(level / 2));
		return {game: bash.id, heap: randInt(rng, 4, 8 + 4 * level), max};
	},
	value(rng, level) {
		const max = randInt(rng, 2, 3 + Math.floor(level / 2));
		const q = randInt(rng, 1, 2 + level);
		const r = randInt(rng, 1, max);
		const step = max + 1;
		const heap = q * step + r;
		return {
			kind: 'value',
			position: {game: bash.id, heap, max},
			question: words('question', {heap, max}),
			answer: BigInt(q * step),
			why: [words('remainder', {heap, q, step, r, left: q * step})],
			level,
		};
	},
};
