/**
 * A refused move on a board or in the course (source/i18n/refusal/): "Not
 * allowed: ..." with the reason in the user's language, one full stop at
 * the end, and an error not the engine's said as it is.
 */
import {afterEach, describe, expect, test} from 'vitest';
import {lookupGame} from '../../source/engine/catalog.js';
import {InputError, type JsonObject} from '../../source/engine/types.js';
import {setLanguage} from '../../source/i18n/language.js';
import {refusalWords} from '../../source/i18n/refusal/index.js';

afterEach(() => setLanguage('en'));

const game = (id: string) => lookupGame(id)!;

/** The refusal's words when `move` is played from `json`. */
function refuse(id: string, json: JsonObject, move: unknown): string {
	const g = game(id);
	try {
		g.parseMove(move as never, g.parse(json, ''), 'move');
	} catch (error) {
		return refusalWords(error, g);
	}
	throw new Error(`${JSON.stringify(move)} was played`);
}

const cases: [string, JsonObject, unknown, string, string][] = [
	['nim', {game: 'nim', heaps: [3, 4]}, {heap: 0, take: 5}, 'Not allowed: heap 1 has only 3.', '不允许：第 1 堆只有 3 个。'],
	['bash', {game: 'bash', heap: 9, max: 3}, {take: 4}, 'Not allowed: at most 3 may be taken.', '不允许：最多只能取 3 个。'],
	[
		'graph',
		{game: 'graph', edges: {a: ['b'], b: []}, tokens: ['a', 'b']},
		{token: 1, to: 'a'},
		'Not allowed: token 2 is on "b", which has no way out.',
		'不允许：第 2 枚棋子在顶点 "b" 上，这个顶点没有出边。',
	],
	[
		'staircase',
		{game: 'staircase', chips: [1, 4, 7]},
		{from: 7, to: 2},
		'Not allowed: the chip at 7 cannot pass the chip at 4.',
		'不允许：位于 7 的棋子不能越过位于 4 的棋子。',
	],
	// A field of the move, named from inside the move; an index is 0-based in the JSON and said from 1.
	[
		'nim',
		{game: 'nim', heaps: [3, 4]},
		{heap: 0, take: 0},
		'Not allowed: take must be a whole number ≥ 1, got 0.',
		'不允许：take 必须是 ≥ 1 的整数，收到的是 0。',
	],
	[
		'nim',
		{game: 'nim', heaps: [3, 4]},
		{heap: 5, take: 1},
		'Not allowed: there is no heap 6 (the heaps are 1 to 2).',
		'不允许：没有第 6 堆（堆的编号是 1 到 2）。',
	],
	[
		'kayles',
		{game: 'kayles', heaps: [3]},
		{heap: 1, take: 1, leave: [1]},
		'Not allowed: there is no row 2 (the rows are 1 to 1).',
		'不允许：没有第 2 排（排的编号是 1 到 1）。',
	],
];

describe('a refused move in the language in force', () => {
	test.each(cases)('%s %j %j', (id, json, move, english, chinese) => {
		expect(refuse(id, json, move)).toBe(english);
		setLanguage('zh-CN');
		expect(refuse(id, json, move)).toBe(chinese);
	});

	test('a field of the position, named by its flag', () => {
		const g = game('nim');
		const error = (() => {
			try {
				g.parse({game: 'nim', heaps: [3], max: 0}, '');
			} catch (caught) {
				return caught;
			}
			throw new Error('nim took --max 0');
		})();
		expect(refusalWords(error, g)).toBe('Not allowed: --max must be a whole number ≥ 1, got 0.');
		setLanguage('zh-CN');
		expect(refusalWords(error, g)).toBe('不允许：--max 必须是 ≥ 1 的整数，收到的是 0。');
	});

	test('one full stop, whether the reason ends with one or not', () => {
		expect(refusalWords(new InputError('the file is empty.'), game('nim'))).toBe('Not allowed: the file is empty.');
		expect(refusalWords(new InputError('the file is empty'), game('nim'))).toBe('Not allowed: the file is empty.');
	});

	test("an error not the engine's, as it is", () => {
		expect(refusalWords(new Error('boom'), game('nim'))).toBe('That move could not be played: boom');
		setLanguage('zh-CN');
		expect(refusalWords(new Error('boom'), game('nim'))).toBe('这一步无法执行：boom');
		expect(refusalWords('boom', game('nim'))).toBe('这一步无法执行：boom');
	});
});
