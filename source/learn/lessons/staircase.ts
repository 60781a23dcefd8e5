/** Lesson 7: staircase Nim, as the chip game on a line (only the odd steps count). */
import {staircase as staircaseGame} from '../../engine/games/staircase.js';
import {randInt} from '../../engine/random.js';
import type {JsonObject, Rng} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';
import {grundyExercise} from '../lesson.js';
import {pagesOf} from '../lesson-words.js';
import {en, words} from './staircase.words.js';

function chips(rng: Rng, level: number): JsonObject {
	const count = randInt(rng, 2, Math.min(6, 2 + Math.floor(level / 2)));
	const cells = new Set<number>();
	const span = 5 + 2 * level;
	while (cells.size < count) cells.add(randInt(rng, 1, span));
	return {game: staircaseGame.id, chips: [...cells].sort((a, b) => a - b)};
}

/**
 * The winner's reply when the loser moved the left chip of a pair (widening
 * its gap, coins from an even step onto an odd one) and the winner followed
 * with that pair's right chip, as far.
 */
function follow(before: JsonObject, between: JsonObject, after: JsonObject): string | null {
	const [a, b, c] = [before, between, after].map(p => p['chips'] as number[]) as [number[], number[], number[]];
	if (a.length !== b.length || b.length !== c.length) return null;
	const i = a.findIndex((x, k) => x !== b[k]);
	const j = b.findIndex((x, k) => x !== c[k]);
	// Paired from the right, the left chip of a pair has an even number of chips from it to the end.
	const left = (a.length - i) % 2 === 0;
	if (i < 0 || !left || j !== i + 1 || a[i]! - b[i]! !== b[j]! - c[j]!) return null;
	const gap = (x: number, y: number) => y - x - 1;
	return words('follow', {left: a[i]!, right: a[j]!, moved: b[i]!, gap: gap(a[i]!, a[j]!), wider: gap(b[i]!, b[j]!), right2: b[j]!, followed: c[j]!});
}

export const staircase: Lesson = {
	concept: 'staircase',
	game: staircaseGame.id,
	get pages() {
		return pagesOf(words, en);
	},
	example: {game: staircaseGame.id, chips: [1, 5, 6, 9]},
	get exampleNote() {
		return words('exampleNote');
	},
	kinds: ['value', 'move', 'outcome'],
	draw: chips,
	reply: follow,
	value(rng, level) {
		const position = chips(rng, level);
		return grundyExercise(position, words('question'), level);
	},
};
