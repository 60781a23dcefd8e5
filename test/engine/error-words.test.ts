/**
 * Input errors are data (a kind, a path, what was got), and each surface
 * renders them in its own words: the JSON form by field paths from 0, people
 * by flags or labels and places counting from 1.
 */
import {describe, expect, it} from 'vitest';
import {lookupGame} from '../../source/engine/catalog.js';
import {flagNaming, labelNaming, peopleMessage, placeWords, refusalReason} from '../../source/engine/error-words.js';
import {positionFromWords} from '../../source/engine/human.js';
import {segments} from '../../source/engine/input.js';
import {InputError, LimitError, pathText, type JsonObject} from '../../source/engine/types.js';

const game = (id: string) => lookupGame(id)!;

/** The error reading a position throws. */
function errorOf(json: JsonObject): InputError {
	try {
		game(json['game'] as string).parse(json, '');
	} catch (error) {
		if (error instanceof InputError) return error;
		throw error;
	}
	throw new Error(`no error for ${JSON.stringify(json)}`);
}

describe('an input error as data', () => {
	it('carries the kind, the path (0-based) and what was got; its message is the JSON form', () => {
		const error = errorOf({game: 'nim', heaps: [3, -4, 5]});
		expect(error.problem).toEqual({kind: 'below-min', min: 0n});
		expect(error.path).toEqual([{key: 'heaps'}, {index: 1}]);
		expect(error.got).toBe('-4');
		expect(error.message).toBe('heaps[1] must be a non-negative integer, got -4');
	});

	it('names a part of a sum with its game, and a misère part as such', () => {
		const bad = errorOf({
			game: 'sum',
			parts: [
				{game: 'nim', heaps: [1]},
				{game: 'kayles', heaps: [2, 'x']},
			],
		});
		expect(bad.path).toEqual([{part: 1, game: 'kayles'}, {key: 'heaps'}, {index: 1}]);
		expect(bad.message).toBe('parts[1].heaps[1] must be a non-negative integer, got "x"');
		const misere = errorOf({
			game: 'sum',
			parts: [
				{game: 'nim', heaps: [1]},
				{game: 'nim', heaps: [2], misere: true},
			],
		});
		expect(misere.problem).toEqual({kind: 'misere-part'});
		expect(misere.message).toBe('parts[1] is a misère position; misère games cannot be summed');
	});

	it('reads back the paths the engine writes, quoted keys too', () => {
		for (const path of ['heaps[1]', 'parts[2].parts[0].heaps[3]', 'edges["a b"][2]', 'edges.a', 'move.take']) expect(pathText(segments(path))).toBe(path);
		expect(segments('edges["a.b"][0]')).toEqual([{key: 'edges'}, {key: 'a.b'}, {index: 0}]);
	});

	it('keeps its class and grows its path inside a part', () => {
		const error = new LimitError({problem: {kind: 'too-many', unit: 'entries', count: 9n, limit: 8n}, path: [{key: 'heaps'}]});
		const inside = error.within([{part: 2, game: 'nim'}]);
		expect(inside).toBeInstanceOf(LimitError);
		expect(inside.message).toBe('parts[2].heaps has 9 entries; the limit is 8');
	});
});

describe("people's words", () => {
	it.each<[JsonObject, string]>([
		[{game: 'nim', heaps: [3, -4, 5]}, 'heap 2 must be a whole number ≥ 0, got -4'],
		[{game: 'kayles', heaps: [3, 'x']}, 'row 2 must be a whole number ≥ 0, got "x"'],
		[{game: 'tree', parents: [0, 1, 9]}, 'node 3 must be a whole number from 0 to 3, got 9'],
		[{game: 'bash', heap: -1, max: 3}, 'the heap must be a whole number ≥ 0, got -1'],
		[{game: 'coins', coins: 'THXH', rule: 'ruler'}, 'coin 3 is "X"; only H and T are allowed'],
		[
			{
				game: 'sum',
				parts: [
					{game: 'nim', heaps: [1]},
					{game: 'nim', heaps: [2], misere: true},
				],
			},
			'part 2 is a misère position; misère games cannot be summed',
		],
		[
			{
				game: 'sum',
				parts: [
					{game: 'nim', heaps: [1]},
					{game: 'kayles', heaps: [2, -1]},
				],
			},
			'row 2 of part 2 must be a whole number ≥ 0, got -1',
		],
	])('%j: %s', (json, words) => {
		expect(peopleMessage(errorOf(json), game(json['game'] as string), flagNaming)).toBe(words);
	});

	it('name a parameter by its flag on the command line and by its label on a screen', () => {
		const error = errorOf({game: 'nim', heaps: [3], max: 0});
		expect(peopleMessage(error, game('nim'), flagNaming)).toBe('--max must be a whole number ≥ 1, got 0');
		expect(peopleMessage(error, game('nim'), labelNaming)).toBe('Cap K (most per move) must be a whole number ≥ 1, got 0');
		expect(placeWords([{key: 'set'}, {index: 1}], game('subtraction'), flagNaming)).toBe('entry 2 of --set');
	});

	it("name a part's flags as flags even on a screen (a part is typed in words)", () => {
		let error: unknown;
		try {
			positionFromWords(['sum', 'nim 3', 'bash 4 --max 0']);
		} catch (caught) {
			error = caught;
		}
		expect(error).toBeInstanceOf(InputError);
		expect(peopleMessage(error as InputError, game('sum'), labelNaming)).toBe('--max of part 2 must be a whole number ≥ 1, got 0');
	});

	it('leave a sentence of its own as it is', () => {
		expect(peopleMessage(new InputError('the file is empty'), undefined, flagNaming)).toBe('the file is empty');
	});
});

describe('a refused move', () => {
	const refuse = (id: string, json: JsonObject, move: unknown) => {
		const g = game(id);
		try {
			g.parseMove(move as never, g.parse(json, ''), 'move');
		} catch (error) {
			if (error instanceof InputError) return refusalReason(error, g);
			throw error;
		}
		return null;
	};

	it("gives the rule's reason in the move's own words", () => {
		expect(refuse('nim', {game: 'nim', heaps: [3, 4]}, {heap: 0, take: 5})).toBe('heap 1 has only 3');
		expect(refuse('bash', {game: 'bash', heap: 9, max: 3}, {take: 4})).toBe('at most 3 may be taken');
	});

	it('names a bad field from inside the move', () => {
		expect(refuse('nim', {game: 'nim', heaps: [3, 4]}, {heap: 0, take: 0})).toBe('take must be a whole number ≥ 1, got 0');
		// An index is 0-based in the JSON and said from 1.
		expect(refuse('nim', {game: 'nim', heaps: [3, 4]}, {heap: 5, take: 1})).toBe('there is no heap 6 (the heaps are 1 to 2)');
		expect(refuse('kayles', {game: 'kayles', heaps: [3]}, {heap: 1, take: 1, leave: [1]})).toBe('there is no row 2 (the rows are 1 to 1)');
	});
});
