/** Lesson 7: staircase Nim, as the chip game on a line (only the odd steps count). */
import {staircase as staircaseGame} from '../../engine/games/staircase.js';
import {randInt} from '../../engine/random.js';
import type {JsonObject, Rng} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';
import {grundyExercise} from '../lesson.js';

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
	return `The loser moved the left chip of the pair ${a[i]}–${a[j]} (${a[i]} to ${b[i]}), widening its gap from ${gap(a[i]!, a[j]!)} to ${gap(b[i]!, b[j]!)}. Follow it: move the right chip as far (${b[j]} to ${c[j]}), and every pair's gap is as it was.`;
}

export const staircase: Lesson = {
	concept: 'staircase',
	game: staircaseGame.id,
	pages: [
		[
			'Staircase Nim: coins stand on the steps of a staircase. A move takes any number of coins from one step down to the next step below; coins on the ground stay there. Whoever moves last wins.',
			'Only the coins on the odd steps (1, 3, 5 …) count: the position is lost exactly when the nim-sum of the odd steps is 0.',
		],
		[
			'Why? Moving coins from an odd step down is a Nim move on that heap. If the opponent moves coins from an even step onto an odd one, move the same coins one step further down, onto the next even step: the odd steps are as they were.',
			'The even steps are a trap that changes nothing.',
		],
		[
			'The arcade plays it as the chip game: chips on a line of cells slide left, never past the chip ahead. Pair the chips from the right: the empty cells inside each pair are a Nim heap (an odd step). The gaps between pairs are the even steps: they do not count. (The chip game is known from a programming puzzle, POJ 1704, "Georgia and Bob".)',
			'With an odd number of chips, the leftmost one pairs with the wall: the cells before it are its gap. So: pair the chips from the right, and make the nim-sum of the gaps inside the pairs 0.',
		],
		[
			"Moving a pair's left chip widens that pair's gap: coins brought from an even step onto an odd one. When the opponent does it, follow: move the same pair's right chip as far, and every gap is as it was.",
			'Widening can also win: a gap made wider changes the nim-sum just as a narrower one does, so when the wider gap is the one that makes the nim-sum 0, moving the left chip is a winning move too.',
		],
	],
	example: {game: staircaseGame.id, chips: [1, 5, 6, 9]},
	exampleNote: 'The winner keeps the nim-sum of the gaps inside the pairs at 0.',
	kinds: ['value', 'move', 'outcome'],
	draw: chips,
	reply: follow,
	value(rng, level) {
		const position = chips(rng, level);
		return grundyExercise(
			position,
			'Pair the chips from the right (an odd one out pairs with the wall): what is the nim-sum of the gaps inside the pairs?',
			level,
		);
	},
};
