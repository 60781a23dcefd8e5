/**
 * A position typed as JSON, refused in the user's language: the JSON path as
 * it is (code, 0-based), the problem in the JSON form's words. English is the
 * engine's own message byte for byte (`problemText`); a `--jsonl` error line
 * keeps its English in every language (a program's format).
 */
import {afterEach, describe, expect, test} from 'vitest';
import {readPosition} from '../../source/analyze/run.js';
import {InputError, LimitError, pathText, problemText, type Problem} from '../../source/engine/types.js';
import {jsonMessage, jsonProblemWords, jsonSyntaxWords} from '../../source/i18n/errors/index.js';
import {en} from '../../source/i18n/errors/en.js';
import {setLanguage} from '../../source/i18n/language.js';
import {runCli} from '../cli-run.js';

afterEach(() => setLanguage('en'));

/** Problems of every kind, with each way the engine says what it expected (by data, by words, or none). */
const problems: {readonly [K in Problem['kind']]: readonly Extract<Problem, {kind: K}>[]} = {
	missing: [
		{kind: 'missing', expected: 'a list of non-negative integers', expects: {kind: 'list', of: 'non-negative integers'}},
		{kind: 'missing', expected: 'a list of vertex names', expects: {kind: 'list', of: 'vertex names'}},
		{kind: 'missing', expected: 'a list of unknown things', expects: {kind: 'list', of: 'unknown things'}},
		{kind: 'missing', expected: 'a positive integer', expects: {kind: 'integer', min: 1n}},
		{kind: 'missing', expected: 'an integer ≥ 3', expects: {kind: 'integer', min: 3n}},
		{kind: 'missing', expected: 'a heap index from 0 to 2', expects: {kind: 'index', noun: 'heap', count: 3}},
		{kind: 'missing', expected: 'a game id'},
		{kind: 'missing', expected: 'one of "single", "twins"'},
	],
	'wrong-type': [
		{kind: 'wrong-type', expected: 'an object', expects: {kind: 'object'}},
		{kind: 'wrong-type', expected: 'true or false', expects: {kind: 'boolean'}},
		{kind: 'wrong-type', expected: 'a list of two non-negative integers', expects: {kind: 'list', of: 'two non-negative integers'}},
		{kind: 'wrong-type', expected: 'an octal code such as "0.77"'},
	],
	'not-an-integer': [
		{kind: 'not-an-integer', min: 0n},
		{kind: 'not-an-integer', min: 1n},
		{kind: 'not-an-integer', min: 7n},
		{kind: 'not-an-integer', min: 0n, expected: 'a part index from 0 to 4', expects: {kind: 'index', noun: 'part', count: 5}},
	],
	'below-min': [
		{kind: 'below-min', min: 0n},
		{kind: 'below-min', min: 2n},
		{kind: 'below-min', min: 0n, expected: 'a token index from 0 to 0', expects: {kind: 'index', noun: 'token', count: 1}},
	],
	'above-max': [
		{kind: 'above-max', min: 0n, max: 9n},
		{kind: 'above-max', min: 0n, max: 18446744073709551615n, expected: 'below 2^64 (at most 18446744073709551615)'},
	],
	'too-many': [
		{kind: 'too-many', limit: 4n, count: 5n, unit: 'entries'},
		{kind: 'too-many', limit: 100n, count: 101n, unit: 'digits'},
	],
	empty: [
		{kind: 'empty', unit: 'heap'},
		{kind: 'empty', unit: 'positive integer'},
	],
	'no-such': [{kind: 'no-such', noun: 'heap', count: 3}],
	'not-in-choices': [{kind: 'not-in-choices', choices: ['single', 'one-or-two', 'mock-turtles']}],
	'unknown-field': [{kind: 'unknown-field', allowed: ['game', 'heaps', 'max']}],
	'unknown-name': [{kind: 'unknown-name', what: 'game'}],
	'misere-part': [{kind: 'misere-part'}],
	'illegal-move': [
		{
			kind: 'illegal-move',
			reason: {key: 'move_hasOnly', values: {noun: 'heap', n: 2, count: 3}},
			jsonReason: {key: 'move_hasOnlyAt', values: {noun: 'heap', index: 1, count: 3}},
		},
	],
	rule: [{kind: 'rule', rule: 'is beyond the search bound'}],
	'game-rule': [
		{kind: 'game-rule', key: 'rule_twoHeaps', values: {count: 3}},
		{kind: 'game-rule', key: 'rule_octalCode', values: {got: '"0.9"'}},
	],
};

const all: readonly Problem[] = Object.values(problems).flat();

describe("the JSON form's words in English are the engine's own", () => {
	test.each(all.map(problem => [problem.kind, problem] as const))('%s', (_kind, problem) => {
		for (const got of [undefined, '-4', '"x"']) expect(jsonProblemWords(problem, got)).toBe(problemText({problem, ...(got === undefined ? {} : {got})}));
	});

	test('a list entry and an expected value the catalog knows by their English words are those words in English', () => {
		for (const [key, english] of Object.entries(en)) {
			const match = /^(?:of|expected)_(.*)$/s.exec(key);
			if (match !== null) expect(english, key).toBe(match[1]);
		}
	});

	test('a whole message: its JSON path, then the problem, as the engine writes it', () => {
		for (const problem of all) {
			const error = new InputError({problem, path: [{key: 'parts'}, {index: 1}, {key: 'heaps'}, {index: 0}], got: '-1'});
			expect(jsonMessage(error)).toBe(error.message);
			const bare = new LimitError({problem, path: []});
			expect(jsonMessage(bare)).toBe(bare.message);
		}
	});
});

/** The error reading the JSON position `text` throws. */
function errorOf(text: string): InputError {
	try {
		readPosition(JSON.parse(text));
	} catch (error) {
		if (error instanceof InputError) return error;
		throw error;
	}
	throw new Error(`no error for ${text}`);
}

/** Three English words in a row, once code (JSON names quoted, paths, true and false) is taken out: an English sentence. */
function englishIn(text: string): string | undefined {
	return text
		.replace(/"[^"]*"|\b(?:true|false)\b/g, '')
		.replace(/^\S+/, '')
		.match(/[A-Za-z]{2,}(?:\s+[A-Za-z]{2,}){2,}/)?.[0];
}

describe('a position typed as JSON, refused in Chinese', () => {
	const cases: readonly [string, string][] = [
		['{"game":"nim","heaps":[3,-1]}', 'heaps[1] 必须是非负整数，收到的是 -1'],
		['{"game":"nim","heaps":[3,"x"]}', 'heaps[1] 必须是非负整数，收到的是 "x"'],
		['{"game":"nim"}', 'heaps 不能缺少（应为由非负整数组成的列表）'],
		['{"game":"nim","heaps":{}}', 'heaps 必须是由非负整数组成的列表，收到的是 {}'],
		['{"game":"nim","heaps":[]}', 'heaps 至少要有一个堆'],
		['{"game":"nim","heaps":[3],"misere":"x"}', 'misere 必须是 true 或 false，收到的是 "x"'],
		['{"game":"nim","heaps":[3],"foo":1}', 'foo 不是这个游戏的字段（应为 "game"、"heaps"、"max"、"misere" 之一）'],
		['{"game":"bogus"}', 'game 不是已知的游戏："bogus"'],
		['[3]', 'position 必须是对象，收到的是 [3]'],
		['{"game":"sum","parts":[{"game":"nim","heaps":[-1]}]}', 'parts[0].heaps[0] 必须是非负整数，收到的是 -1'],
		['{"game":"sum","parts":[{"game":"nim","heaps":[1],"misere":true}]}', 'parts[0] 是反常游戏的局面；反常游戏不能相加'],
		['{"game":"sum","parts":[{"game":"zzz"}]}', 'parts[0].game 不是已知的游戏："zzz"'],
		['{"game":"subtraction","heaps":[3]}', 'set 不能缺少（应为由正整数组成的列表）'],
		['{"game":"subtraction","heaps":[3],"set":[]}', 'set 至少要有一个正整数'],
		['{"game":"bash","heaps":[3]}', 'heaps 不是这个游戏的字段（应为 "game"、"heap"、"max"、"misere" 之一）'],
		['{"game":"ktimes","heap":5}', 'k 不能缺少（应为正整数，即倍数 k）'],
		[
			'{"game":"coins","rule":"x","coins":"HT"}',
			'rule 必须是 "single"、"one-or-two"、"consecutive"、"subtract3"、"twins"、"mock-turtles"、"ruler" 之一，收到的是 "x"',
		],
		['{"game":"corners","lit":[["18446744073709551616",0]]}', 'lit[0][0] 必须是小于 2^64 的整数（至多 18446744073709551615），收到的是 18446744073709551616'],
		['{"game":"corners","lit":[[1]]}', 'lit[0] 必须是格子 [x, y]，收到的是 [1]'],
		['{"game":"tree","parents":[0,5]}', 'parents[1] 不能大于 2，收到的是 5'],
		['{"game":"octal","code":"0.9","heaps":[5]}', 'code 必须是形如 0.77 的八进制游戏代码，收到的是 "0.9"（0. 后接 1 到 16 个 0 到 7 的数字）'],
		['{"game":"nim","heaps":[3],"max":"1e3"}', 'max 必须是正整数，收到的是 "1e3"'],
	];

	test.each(cases)('%s', (text, chinese) => {
		const error = errorOf(text);
		setLanguage('en');
		expect(jsonMessage(error)).toBe(error.message);
		setLanguage('zh-CN');
		const message = jsonMessage(error);
		expect(message).toBe(chinese);
		expect(message.startsWith(`${pathText(error.path)} `)).toBe(true);
		expect(englishIn(message), message).toBeUndefined();
	});

	test('a message the engine writes itself stays as it is in English; Chinese words its data at the JSON path', () => {
		const error = errorOf('{"game":"coins","rule":"twins","coins":"HX"}');
		expect(jsonMessage(error)).toBe('coins has "X" at position 2; only H and T are allowed');
		setLanguage('zh-CN');
		expect(jsonMessage(error)).toBe('coins[1] 是 "X"；只能是 H 或 T');
		const bound = errorOf('{"game":"ktimes","heap":"99999999999999999999","k":"999999"}');
		expect(jsonMessage(bound)).toMatch(/^heap 超出了引擎的上限：k = 999999、/);
		expect(englishIn(jsonMessage(bound).replace(/limits\.\w+/g, ''))).toBeUndefined();
	});

	test('the command line says it in Chinese; --jsonl keeps the English error text, its kind and path', async () => {
		const text = '{"game":"nim","heaps":[3,-1]}';
		const zh = await runCli(['analyze', text, '--lang', 'zh-CN']);
		expect(zh.code).toBe(1);
		expect(zh.stderr).toBe('game-arcade: heaps[1] 必须是非负整数，收到的是 -1\n');
		const english = await runCli(['analyze', text]);
		expect(english.stderr).toBe('game-arcade: heaps[1] must be a non-negative integer, got -1\n');
		const play = await runCli(['play', '{"game":"nim","heaps":[3],"bad":1}', '--lang', 'zh-CN']);
		expect(play.stderr).toBe('game-arcade: bad 不是这个游戏的字段（应为 "game"、"heaps"、"max"、"misere" 之一）\n');
		const {stdout} = await runCli(['analyze', '--jsonl', '--lang', 'zh-CN'], {input: `${text}\n`});
		expect(JSON.parse(stdout)).toEqual({error: 'heaps[1] must be a non-negative integer, got -1', kind: 'below-min', path: ['heaps', 1]});
	});
});

describe('text typed as JSON that is not JSON', () => {
	test('the command line says where the parser stopped, in Chinese; in English its own words', async () => {
		const zh = await runCli(['analyze', '{"game":"nim",', '--lang', 'zh-CN']);
		expect(zh.code).toBe(1);
		expect(zh.stderr).toBe('game-arcade: 局面不是合法的 JSON（第 15 个字符处有语法错误）\n');
		const english = await runCli(['analyze', '{"game":"nim",']);
		expect(english.stderr).toMatch(/^game-arcade: the position is not valid JSON \(.* at position 14\b.*\)\n$/);
	});

	test("the parser's words: its place, the end of the text, or nothing it says in Chinese", () => {
		setLanguage('zh-CN');
		expect(jsonSyntaxWords('Unexpected end of JSON input')).toBe('文本在 JSON 结束之前就结束了');
		expect(jsonSyntaxWords("Expected ',' or '}' after property value in JSON at position 9 (line 1 column 10)")).toBe('第 10 个字符处有语法错误');
		expect(jsonSyntaxWords('something else')).toBeNull();
		setLanguage('en');
		expect(jsonSyntaxWords('Unexpected end of JSON input')).toBe('Unexpected end of JSON input');
	});
});
