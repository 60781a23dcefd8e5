/** Lesson 6: breaking rows (Kayles and Dawson's Kayles: a split is a sum). */
import {kayles, dawson} from '../../engine/games/octal.js';
import {randInt} from '../../engine/random.js';
import type {AnyGame, JsonObject, Rng} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';
import {gameOf, grundyExercise} from '../lesson.js';

/** G(0) … G(n) of a row game (Kayles or Dawson's Kayles), from the engine. */
function rowValues(id: string, n: number): bigint[] {
	const game = gameOf({game: id, heaps: [0]});
	return Array.from({length: n + 1}, (_, k) => game.grundy(game.parse({game: id, heaps: [k]}, ''))!);
}

/** The games' names in a question. */
const names = new Map<string, string>([
	[kayles.id, 'Kayles'],
	[dawson.id, "Dawson's Kayles"],
]);

function rows(rng: Rng, level: number, game: AnyGame = kayles): JsonObject {
	const count = randInt(rng, 1, level <= 3 ? 2 : 3);
	// Rows of at most 11: the value question gives the values of rows 0 to 11.
	return {game: game.id, heaps: Array.from({length: count}, () => randInt(rng, 1, Math.min(11, 3 + level)))};
}

export const breaking: Lesson = {
	concept: 'breaking',
	game: kayles.id,
	pages: [
		[
			'Kayles is a row of pins. A move knocks down one pin, or two pins side by side. Knocking pins out of the middle splits the row in two: ●●●●●●● → ●●  ●●● after knocking down the third and fourth pins.',
			'Whoever knocks down the last pin wins.',
		],
		[
			"A split row is a sum: the two pieces are separate games, and a move is made in one of them. So a position of several rows is worth the nim-sum of the rows' values.",
			'A single row of n is worth the mex of the values of everything one move leaves, where a split leaves G(a) ⊕ G(b).',
		],
		[
			'Kayles rows of 0 to 11 are worth\n0 1 2 3 1 4 3 2 1 4 2 6\nand from 71 on the values repeat with period 12 (Guy and Smith, 1956).',
			'The winning first move in a single row is always to knock out the middle (one pin or two, to make the halves equal): the two halves then cancel, as two equal Nim heaps do.',
		],
		[
			"Dawson's Kayles is the same row with one rule changed: a move must knock down exactly two pins side by side. A split is still a sum, and a row's value is still the mex of what one move leaves.",
			'Its rows of 0 to 11 are worth\n0 0 1 1 2 0 3 1 1 0 3 3',
			'So a row of 1, 5 or 9 is already a loss; from 53 on the values repeat with period 34. The exercises mix both games.',
		],
	],
	// The winner's first move splits the row of 6, and a later one splits again.
	example: {game: kayles.id, heaps: [2, 6]},
	exampleNote: "Every split is a sum of two rows; the winner keeps the nim-sum of the rows' values 0.",
	kinds: ['value', 'move', 'outcome'],
	draw: (rng, level) => rows(rng, level, rng() < 0.5 ? kayles : dawson),
	value(rng, level) {
		// Both games, each question with its own game's values.
		const game = rng() < 0.5 ? kayles : dawson;
		const position = rows(rng, Math.max(level, 4), game);
		const heaps = position['heaps'] as number[];
		const table = rowValues(game.id, 11);
		return grundyExercise(position, `${names.get(game.id)} rows of 0 … 11 are worth ${table.join(' ')}. What is the value of rows ${heaps.join(', ')}?`, level);
	},
};
