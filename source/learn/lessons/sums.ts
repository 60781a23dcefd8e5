/** Lesson 4: sums of different games (the Sprague-Grundy theorem, in the arena). */
import {nim} from '../../engine/games/nim.js';
import {bash} from '../../engine/games/bash.js';
import {subtraction} from '../../engine/games/subtraction.js';
import {textWidth} from '../../text/width.js';
import {sum} from '../../engine/catalog.js';
import {nimSumTable} from '../../engine/components.js';
import type {SumMove, SumPosition} from '../../engine/games/sum.js';
import {language} from '../../i18n/language.js';
import {randInt} from '../../engine/random.js';
import type {JsonObject, Rng} from '../../engine/types.js';
import type {Lesson} from '../lesson.js';
import {gameOf, grundyExercise} from '../lesson.js';
import {pagesOf} from '../lesson-words.js';
import {en, words} from './sums.words.js';

/** A part a learner can value with lessons 1–3: a Nim heap, a Bash heap, a subtraction heap. */
function part(rng: Rng, level: number): JsonObject {
	const size = 3 + 2 * level;
	switch (randInt(rng, 0, 2)) {
		case 0:
			return {game: nim.id, heaps: [randInt(rng, 1, Math.min(15, size))]};
		case 1:
			return {game: bash.id, heap: randInt(rng, 2, size + 4), max: randInt(rng, 2, 4)};
		default:
			return {game: subtraction.id, set: [1, 2], heaps: [randInt(rng, 2, size + 4)]};
	}
}

function sumOf(rng: Rng, level: number): JsonObject {
	const count = level <= 3 ? 2 : 3;
	return {game: sum.id, parts: Array.from({length: count}, () => part(rng, level))};
}

/** A part's size: its one heap. */
const sizeOf = (json: JsonObject) => Number(json['heap'] ?? (json['heaps'] as number[])[0]);

/** A part named plainly, as lessons 1–3 taught it ("Bash heap of 7, take at most 3"): no command-line syntax. */
function label(json: JsonObject): string {
	const heap = sizeOf(json);
	if (json['game'] === bash.id) return words('label.bash', {heap, max: Number(json['max'])});
	if (json['game'] === subtraction.id) return words('label.subtraction', {heap, set: `{${(json['set'] as number[]).join(', ')}}`});
	return words('label.nim', {heap});
}

const nameKey = (id: string) => (id === bash.id ? 'name.bash' : id === subtraction.id ? 'name.subtraction' : 'name.nim');

/**
 * A sum explained as lesson 4 teaches it: the Sprague-Grundy line, the
 * parts' values added in a nim-sum table, and the move in the part that
 * makes the sum 0, the part named in plain words.
 */
function sumWhy(position: JsonObject): string[] {
	const game = gameOf(position);
	const p = game.parse(position, '') as SumPosition;
	const json = game.toJSON(p)['parts'] as JsonObject[];
	const values = p.parts.map(part => part.game.grundy(part.position) as bigint);
	const total = values.reduce((a, b) => a ^ b, 0n);
	const move = total === 0n ? null : (game.winningMove(p) as SumMove | null);
	const lines = [words('rule')];
	const labels = p.parts.map((part, i) => `${i + 1}: ${words(nameKey(part.game.id))}`);
	lines.push(...nimSumTable(labels, values, {mark: move?.part ?? null, decimal: true, totalLabel: words('nimSum'), width: textWidth}));
	if (move === null) {
		lines.push(words('lost'));
		return lines;
	}
	const part = p.parts[move.part]!;
	const value = values[move.part]!;
	lines.push(words('win', {total, part: move.part + 1, label: label(json[move.part]!), value, target: value ^ total}));
	const take = Number((part.game.moveToJSON(move.move) as {take: number}).take);
	const from = sizeOf(json[move.part]!);
	const said = language() === 'en' ? part.game.describeMove(part.position, move.move) : words('take', {take, from, to: from - take});
	lines.push(words('move', {move: said}));
	return lines;
}

export const sums: Lesson = {
	concept: 'sums',
	game: sum.id,
	get pages() {
		return pagesOf(words, en);
	},
	example: {
		game: sum.id,
		parts: [
			{game: subtraction.id, set: [1, 2], heaps: [5]},
			{game: bash.id, heap: 7, max: 3},
			{game: nim.id, heaps: [3]},
		],
	},
	get exampleNote() {
		return words('exampleNote');
	},
	kinds: ['value', 'move', 'outcome'],
	explain: sumWhy,
	draw: sumOf,
	value(rng, level) {
		const position = sumOf(rng, level);
		return {...grundyExercise(position, words('question'), level), why: sumWhy(position)};
	},
};
