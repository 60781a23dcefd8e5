/** Lesson 7: staircase Nim, as Georgia and Bob's chips (only the odd steps count). */
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
			'The arcade plays it as Georgia and Bob: chips on a line of cells slide left, never past the chip ahead. Pair the chips from the right: the empty cells inside each pair are a Nim heap (an odd step). The gaps between pairs are the even steps: they do not count.',
			'With an odd number of chips, the leftmost one pairs with the wall: the cells before it are its gap. So: pair the chips from the right, and make the nim-sum of the gaps inside the pairs 0.',
		],
	],
	example: {game: staircaseGame.id, chips: [1, 5, 6, 9]},
	exampleNote: 'The winner keeps the nim-sum of the gaps inside the pairs at 0.',
	kinds: ['value', 'move', 'outcome'],
	draw: chips,
	value(rng, level) {
		const position = chips(rng, level);
		return grundyExercise(
			position,
			'Pair the chips from the right (an odd one out pairs with the wall): what is the nim-sum of the gaps inside the pairs?',
			level,
		);
	},
};
