/** Lesson 6: breaking rows (Kayles and Dawson's Kayles: a split is a sum). */
import {kayles, dawson} from '../../engine/games/octal.js';
import {randInt} from '../../engine/random.js';
import type {AnyGame, JsonObject, Rng} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';
import {gameOf, grundyExercise} from '../lesson.js';
import {pagesOf} from '../lesson-words.js';
import {en, words} from './breaking.words.js';
import {listText} from '../../i18n/lists/index.js';

/** G(0) … G(n) of a row game (Kayles or Dawson's Kayles), from the engine. */
function rowValues(id: string, n: number): bigint[] {
	const game = gameOf({game: id, heaps: [0]});
	return Array.from({length: n + 1}, (_, k) => game.grundy(game.parse({game: id, heaps: [k]}, ''))!);
}

/** The games' names in a question. */
const nameKeys = new Map<string, 'name.kayles' | 'name.dawson'>([
	[kayles.id, 'name.kayles'],
	[dawson.id, 'name.dawson'],
]);

function rows(rng: Rng, level: number, game: AnyGame = kayles): JsonObject {
	const count = randInt(rng, 1, level <= 3 ? 2 : 3);
	// Rows of at most 11: the value question gives the values of rows 0 to 11.
	return {game: game.id, heaps: Array.from({length: count}, () => randInt(rng, 1, Math.min(11, 3 + level)))};
}

export const breaking: Lesson = {
	concept: 'breaking',
	game: kayles.id,
	get pages() {
		return pagesOf(words, en);
	},
	// The winner's first move splits the row of 6, and a later one splits again.
	example: {game: kayles.id, heaps: [2, 6]},
	get exampleNote() {
		return words('exampleNote');
	},
	kinds: ['value', 'move', 'outcome'],
	draw: (rng, level) => rows(rng, level, rng() < 0.5 ? kayles : dawson),
	value(rng, level) {
		// Both games, each question with its own game's values.
		const game = rng() < 0.5 ? kayles : dawson;
		const position = rows(rng, Math.max(level, 4), game);
		const heaps = position['heaps'] as number[];
		const table = rowValues(game.id, 11);
		const question = words('question', {name: words(nameKeys.get(game.id)!), values: table.join(' '), rows: listText(heaps)});
		return grundyExercise(position, question, level);
	},
};
