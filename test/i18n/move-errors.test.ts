/**
 * A move the rules forbid (source/engine/move-words.ts): the engine gives the
 * reason as data, a phrase; the JSON form and English speakers read it in
 * English byte for byte as before, and under zh-CN the boards, the course
 * and the match runner's notes say it in Chinese. A reason that names a
 * place counts from 1 in the move's own words and from 0 in the JSON move's
 * terms (`jsonReason`, the match runner's).
 */
import {afterEach, describe, expect, test} from 'vitest';
import {lookupGame} from '../../source/engine/catalog.js';
import {moveEnglish} from '../../source/engine/move-words.js';
import {english, phrase} from '../../source/engine/rule-words.js';
import {InputError, type JsonObject} from '../../source/engine/types.js';
import {say} from '../../source/i18n/errors/index.js';
import {setLanguage} from '../../source/i18n/language.js';

afterEach(() => setLanguage('en'));

/** An English sentence: three Latin words in a row (flags, ids and formulas are not). */
const englishSentence = /[A-Za-z]{2,}(?:\s+[A-Za-z]{2,}){2,}/;

const coins = (text: string, rule: string, flip: number[], k?: number): [JsonObject, unknown] => [
	{game: 'coins', coins: text, rule, ...(k === undefined ? {} : {k})},
	{flip},
];

/** A position, a move its rules refuse, and the reason: in English, in the JSON move's terms where it names a place, and the same two in Chinese. */
const cases: [JsonObject, unknown, string, string | null, string, string | null][] = [
	[{game: 'nim', heaps: [3, 4]}, {heap: 1, take: 5}, 'heap 2 has only 4', 'heap 1 has only 4', '第 2 堆只有 4 个', '下标为 1 的堆只有 4 个'],
	[{game: 'nim', heaps: [9], max: 3}, {heap: 0, take: 4}, 'at most 3 may be taken at once', null, '一次最多只能取 3 个', null],
	[{game: 'bash', heap: 9, max: 3}, {take: 4}, 'at most 3 may be taken', null, '最多只能取 3 个', null],
	[{game: 'bash', heap: 2, max: 3}, {take: 3}, 'the heap has only 2', null, '这堆只有 2 个', null],
	[{game: 'wythoff', heaps: [3, 5]}, {take: [0, 0]}, 'a move takes at least one token', null, '每步至少要取一个石子', null],
	[
		{game: 'wythoff', heaps: [3, 5]},
		{take: [1, 2]},
		'taking from both heaps takes the same number from each',
		null,
		'从两堆中同时取时，两堆取的数目必须相同',
		null,
	],
	[{game: 'wythoff', heaps: [3, 5]}, {take: [4, 0]}, 'heap 1 has only 3', 'heap 0 has only 3', '第 1 堆只有 3 个', '下标为 0 的堆只有 3 个'],
	[{game: 'wythoff', heaps: [3, 5]}, {take: [0, 6]}, 'heap 2 has only 5', 'heap 1 has only 5', '第 2 堆只有 5 个', '下标为 1 的堆只有 5 个'],
	[{game: 'fibonacci', heap: 20}, {take: 21}, 'the heap has only 20', null, '这堆只有 20 个', null],
	[{game: 'fibonacci', heap: 20}, {take: 20}, 'the first move may not take the whole heap (at most 19)', null, '第一步不能取走整堆（最多取 19 个）', null],
	[
		{game: 'ktimes', heap: 19, k: 3, last: 2},
		{take: 7},
		'after a take of 2 at most 6 (3·2) may be taken',
		null,
		'上一步取了 2 个，这一步最多只能取 6 个（3·2）',
		null,
	],
	[{game: 'subtraction', heaps: [10, 11], set: [1, 3, 4]}, {heap: 0, take: 2}, '2 is not in the set {1, 3, 4}', null, '2 不在集合 {1, 3, 4} 中', null],
	[{game: 'primes', heaps: [10, 11]}, {heap: 1, take: 4}, '4 is neither 1 nor a prime', null, '4 既不是 1 也不是素数', null],
	[
		{game: 'primes', heaps: ['100000000000000000000000000001']},
		{heap: 0, take: '1000000000000000000000000000'},
		'1000000000000000000000000000 is neither 1 nor a prime (by a probable-prime test)',
		null,
		'1000000000000000000000000000 既不是 1 也不是素数（按概率素性测试）',
		null,
	],
	[...coins('THHTTH', 'mock-turtles', []), 'turn at least one coin', null, '至少要翻一枚硬币', null],
	[...coins('THHTTH', 'mock-turtles', [4]), 'the rightmost coin turned (coin 4) must be a head', null, '翻转的硬币中最右边的一枚（位置 4）必须是正面', null],
	[...coins('THHTTH', 'mock-turtles', [1, 2, 3, 6]), 'this rule turns one, two or three coins', null, '这条规则每次翻一枚、两枚或三枚硬币', null],
	[...coins('THHTTH', 'single', [1, 2]), 'this rule turns exactly one coin', null, '这条规则每次恰好翻一枚硬币', null],
	[...coins('THHTTH', 'one-or-two', [1, 2, 3]), 'this rule turns one or two coins', null, '这条规则每次翻一枚或两枚硬币', null],
	[...coins('THHTTH', 'consecutive', [1, 2], 3), 'this rule turns exactly 3 consecutive coins', null, '这条规则每次恰好翻 3 枚连续的硬币', null],
	[...coins('THHTTH', 'consecutive', [1, 2], 1), 'this rule turns exactly 1 consecutive coin', null, '这条规则每次恰好翻 1 枚连续的硬币', null],
	[
		...coins('THHTHH', 'subtract3', [5]),
		'coin 5 may be turned alone only when it is at position 1, 2 or 3',
		null,
		'只有位置 1、2 或 3 上的硬币才能单独翻转，位置 5 不行',
		null,
	],
	[
		...coins('THHTTH', 'subtract3', [1, 6]),
		'this rule turns coin x and one of x−1, x−2, x−3 (or x alone when x ≤ 3)',
		null,
		'这条规则翻转硬币 x 及 x−1、x−2、x−3 之一（x ≤ 3 时可只翻 x）',
		null,
	],
	[...coins('THHTTH', 'twins', [1, 6]), 'this rule turns exactly two coins 1, 2 or 3 apart', null, '这条规则每次恰好翻两枚相距 1、2 或 3 的硬币', null],
	[...coins('THHTTH', 'ruler', [1, 3]), 'this rule turns a run of consecutive coins', null, '这条规则每次翻一段连续的硬币', null],
	[
		{
			game: 'corners',
			lit: [
				[1, 2],
				[3, 4],
			],
		},
		{from: [2, 2], to: [0, 0]},
		'(2, 2) is not lit',
		null,
		'(2, 2) 处没有亮着的灯',
		null,
	],
	[
		{
			game: 'corners',
			lit: [
				[1, 2],
				[3, 4],
			],
		},
		{from: [3, 4], to: [3, 0]},
		"the corner's x must be less than 3, got 3",
		null,
		'对角的 x 必须小于 3，收到的是 3',
		null,
	],
	[
		{
			game: 'corners',
			lit: [
				[1, 2],
				[3, 4],
			],
		},
		{from: [3, 4], to: [0, 4]},
		"the corner's y must be less than 4, got 4",
		null,
		'对角的 y 必须小于 4，收到的是 4',
		null,
	],
	[
		{game: 'graph', edges: {a: ['b', 'c'], b: ['c']}, tokens: ['a', 'c']},
		{token: 1, to: 'a'},
		'token 2 is on "c", which has no way out',
		'token 1 is on "c", which has no way out',
		'第 2 枚棋子在顶点 "c" 上，这个顶点没有出边',
		'下标为 1 的棋子在顶点 "c" 上，这个顶点没有出边',
	],
	[
		{game: 'graph', edges: {a: ['b', 'c'], b: ['c']}, tokens: ['a', 'c']},
		{token: 0, to: 'a'},
		'there is no edge from "a" to "a"',
		null,
		'没有从顶点 "a" 到顶点 "a" 的边',
		null,
	],
	[{game: 'staircase', chips: [1, 4, 7]}, {from: 5, to: 2}, 'there is no chip on cell 5', null, '台阶 5 上没有棋子', null],
	[{game: 'staircase', chips: [1, 4, 7]}, {from: 4, to: 6}, 'a chip moves left: 6 is not left of 4', null, '棋子只能向左移：6 不在 4 的左边', null],
	[{game: 'staircase', chips: [1, 4, 7]}, {from: 7, to: 4}, 'cell 4 is taken', null, '台阶 4 上已经有棋子了', null],
	[{game: 'staircase', chips: [1, 4, 7]}, {from: 7, to: 2}, 'the chip at 7 cannot pass the chip at 4', null, '位于 7 的棋子不能越过位于 4 的棋子', null],
	[{game: 'tree', parents: []}, {cut: 1}, 'nothing is left to cut', null, '已经没有可以删的边了', null],
	[{game: 'kayles', heaps: [10, 7]}, {heap: 0, take: 11, leave: []}, 'row 1 has only 10', 'row 0 has only 10', '第 1 排只有 10 个', '下标为 0 的排只有 10 个'],
	[
		{game: 'kayles', heaps: [10, 7]},
		{heap: 0, take: 1, leave: [4, 4]},
		'taking 1 from 10 leaves 9, but the rows left add up to 8',
		null,
		'从 10 个中取走 1 个后剩下 9 个，但留下的各排加起来是 8 个',
		null,
	],
	[{game: 'kayles', heaps: []}, {heap: 0, take: 1, leave: []}, 'there is no row left', null, '一排都没有了', null],
	[{game: 'dawson', heaps: [7, 9]}, {heap: 0, take: 1, leave: [6]}, 'taking 1 is not allowed', null, '不允许取走 1 个', null],
	[
		{game: 'octal', heaps: [1], code: '0.6'},
		{heap: 0, take: 1, leave: []},
		'taking 1 may only leave one heap or leave two heaps, not leave no heaps',
		null,
		'取走 1 个时只能留下一堆或留下两堆，不能一堆都不留',
		null,
	],
	[
		{game: 'octal', heaps: [5], code: '0.1'},
		{heap: 0, take: 1, leave: [4]},
		'taking 1 may only take it all, not leave one heap',
		null,
		'取走 1 个时只能全部取走，不能留下一堆',
		null,
	],
	[
		{game: 'octal', heaps: [5], code: '0.3'},
		{heap: 0, take: 1, leave: [2, 2]},
		'taking 1 may only take it all or leave one heap, not leave two heaps',
		null,
		'取走 1 个时只能全部取走或留下一堆，不能留下两堆',
		null,
	],
	[{game: 'grundy', heaps: [7, 10]}, {heap: 0, leave: [7]}, 'a heap must be split into two heaps of different sizes', null, '一堆必须分成大小不同的两堆', null],
];

/** The refusal the engine throws when `move` is played from `json`. */
function refusal(json: JsonObject, move: unknown): InputError {
	const game = lookupGame(json['game'] as string)!;
	try {
		game.parseMove(move as never, game.parse(json, ''), 'move');
	} catch (error) {
		if (error instanceof InputError) return error;
		throw error;
	}
	throw new Error(`${JSON.stringify(move)} was played from ${JSON.stringify(json)}`);
}

describe('a refused move, its reason as data', () => {
	test.each(cases)('%j %j', (json, move, reason, jsonReason, chinese, jsonChinese) => {
		const error = refusal(json, move);
		const {problem} = error;
		if (problem.kind !== 'illegal-move') throw new Error(`not an illegal move: ${error.message}`);
		// English, byte for byte: the JSON form's message, the reason and its JSON terms.
		expect(error.message).toBe(`move is not a legal move: ${reason}`);
		expect(english(problem.reason)).toBe(reason);
		expect(problem.jsonReason === undefined ? null : english(problem.jsonReason)).toBe(jsonReason);
		expect(say(problem.reason.key, problem.reason.values)).toBe(reason);
		// Chinese, with no English sentence left.
		setLanguage('zh-CN');
		const zh = say(problem.reason.key, problem.reason.values);
		expect(zh).toBe(chinese);
		expect(zh).not.toMatch(englishSentence);
		expect(problem.jsonReason === undefined ? null : say(problem.jsonReason.key, problem.jsonReason.values)).toBe(jsonChinese);
	});

	test('every key of a refused move is reached by a case above', () => {
		const reached = new Set<string>(['move_notLegal', 'move_lineNotLegal', 'move_notJson']);
		const collect = (value: unknown): void => {
			if (typeof value !== 'object' || value === null) return;
			if (Array.isArray(value)) value.forEach(collect);
			else if ('key' in value) {
				reached.add(value.key as string);
				Object.values((value as {values?: object}).values ?? {}).forEach(collect);
			}
		};
		for (const [json, move] of cases) {
			const {problem} = refusal(json, move);
			if (problem.kind === 'illegal-move') collect([problem.reason, problem.jsonReason]);
		}
		expect([...reached].sort()).toEqual(Object.keys(moveEnglish).sort());
	});

	test('every reason said in Chinese, a phrase inside another in Chinese too, leaves no English sentence', () => {
		setLanguage('zh-CN');
		const inner = phrase('move_wayAll');
		for (const key of Object.keys(moveEnglish) as (keyof typeof moveEnglish)[]) {
			const slots = [...moveEnglish[key].matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name!);
			const text = say(key, Object.fromEntries(slots.map(name => [name, name === 'noun' ? 'heap' : inner])));
			expect(text, key).not.toMatch(englishSentence);
			expect(text, key).not.toContain('{{');
		}
	});

	test('a list of phrases joins with "or" in English and 或 (、 before, no spaces) in Chinese', () => {
		const ways = [phrase('move_wayAll'), phrase('move_wayOne', {noun: 'row'}), phrase('move_wayTwo', {noun: 'row'})];
		const why = phrase('move_takeMayOnly', {take: 2n, ways, left: phrase('move_leftNone', {noun: 'row'})});
		expect(english(why)).toBe('taking 2 may only take it all or leave one row or leave two rows, not leave no rows');
		expect(say(why.key, why.values)).toBe(english(why));
		setLanguage('zh-CN');
		expect(say(why.key, why.values)).toBe('取走 2 个时只能全部取走、留下一排或留下两排，不能一排都不留');
	});

	test('the JSON form words a refused move at a place as before', () => {
		const error = refusal(
			{
				game: 'sum',
				parts: [
					{game: 'nim', heaps: [3]},
					{game: 'bash', heap: 2, max: 3},
				],
			},
			{part: 1, move: {take: 3}},
		);
		expect(error.message).toBe('move.move is not a legal move: the heap has only 2');
	});
});
