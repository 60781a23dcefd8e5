/**
 * The command line under a Chinese locale, swept: every command's help and
 * its error paths, run in-process (test/cli-run.ts), must say nothing in
 * English but the names a command takes (games, players, formats...), flags,
 * what was typed and the command lines shown as typed. New English text on
 * these paths fails here. The match's words for a program that lost a game,
 * and the system's words for a file that could not be written, are checked
 * as data: the programs and the full disk they need are not run here.
 *
 * The engine's limits and refusals, positions typed as JSON, refused moves
 * and a damaged progress file are checked word for word in their own files
 * (limit-errors, json-errors, move-errors, test/progress/damage-words); a
 * sample of each is swept here too.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, afterEach, beforeAll, describe, expect, test} from 'vitest';
import {coinRules} from '../../source/engine/games/coins.js';
import {games} from '../../source/engine/catalog.js';
import {lessons} from '../../source/learn/course.js';
import {problems} from '../../source/judge/problems/index.js';
import {matchErrorWords, matchText, type MatchError, type MatchResult} from '../../source/analyze/match.js';
import {phrase} from '../../source/engine/rule-words.js';
import {setLanguage} from '../../source/i18n/language.js';
import {errorWords} from '../../source/progress/write-all.js';
import type {LineFailure} from '../../source/process/program.js';
import {runCli} from '../cli-run.js';
import {englishIn} from './english.js';

/** The names the command line takes, which a Chinese message lists as they are typed. */
const names = [
	...games.map(game => game.id),
	...lessons.map(lesson => lesson.concept),
	// The problems' titles are the judges' own.
	...problems.map(problem => problem.title),
	...coinRules,
	...['analyze', 'play', 'train', 'learn', 'table', 'match', 'cache', 'judge', 'clear', 'mixed'],
	...['perfect', 'level:1..8', 'teacher:0..9', 'random', 'loser', 'friend', 'casual', 'exec:COMMAND', 'me', 'computer'],
	...['text', 'csv', 'json', 'markdown', 'default', 'high-contrast', 'none', 'en', 'zh-CN'],
	// Notation and names that stay Latin in Chinese text.
	...['game-arcade', 'Nim', 'SG', 'mex', 'XOR', 'JSON', 'Kayles', 'Dawson', 'Grundy', 'Mock Turtles', 'Ruler', 'Twins', 'MiB', 'KiB', 'stderr'],
	...['FILE', 'DIR', 'problem', 'options', 'command', 'args', 'game', 'position', 'player', 'params', 'lesson', 'positions.jsonl'],
];

let dir = '';
beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), 'game-arcade-zh-sweep-'));
});
afterAll(() => rmSync(dir, {recursive: true, force: true}));
afterEach(() => setLanguage('en'));

/** Runs a command line under LANG=zh_CN.UTF-8, with its own cache and settings folders. */
const zh = (argv: readonly string[]) =>
	runCli(argv, {env: {LANG: 'zh_CN.UTF-8', XDG_CACHE_HOME: join(dir, 'cache'), XDG_CONFIG_HOME: join(dir, 'config'), HOME: dir}});

describe('the command line under zh_CN.UTF-8 says nothing in English', () => {
	test.each([
		// Help.
		[['--help']],
		[['analyze', '--help']],
		[['judge', '--help']],
		[['judge', '--list']],
		[['judge', 'hdu1846', '--statement']],
		// Commands and flags the command line does not know, and flags a command does not take.
		[['frobnicate']],
		[['jobs']],
		[['--fooo']],
		[['analyze', 'nim', '3', '--mxa', '2']],
		[['--lang', 'xx']],
		[['--seed', '1']],
		[['--theme', 'x']],
		[['analyze', 'nim', '3', '--opponent', 'x']],
		[['table', 'nim', '--games', '3']],
		[['analyze', 'nim', '3', '--max', '2', '--max', '3']],
		// Flags a game does not take.
		[['analyze', 'nim', '3', '--set', '1,2']],
		[['analyze', 'sum', 'nim 3', 'kayles 4', '--misere']],
		[['analyze', 'sum', 'nim 3 --foo 2']],
		[['analyze', 'sum', 'nim 3 --max']],
		// analyze.
		[['analyze']],
		[['analyze', 'nmi', '3']],
		[['analyze', 'nim', '3', 'x']],
		[['analyze', 'nim', '3', '--max', 'x']],
		[['analyze', 'bash', '20']],
		[['analyze', 'coins', 'THX', '--rule', 'ruler']],
		[['analyze', 'coins', 'TH', '--rule', 'foo']],
		[['analyze', 'tree', '5']],
		[['analyze', 'corners', '3']],
		[['analyze', 'octal', '3', '--code', '9']],
		[['analyze', 'staircase', '3', '3']],
		[['analyze', 'sum', 'nim 3 --misere', 'kayles 4']],
		[['analyze', '{"game":"nim","heaps":[1]}', '3']],
		[['analyze', '--jsonl', 'x']],
		[['analyze', 'nim', '3', '4', '5', '--moves']],
		[['analyze', 'kayles', '5', '7', '--misere', '--moves']],
		[['analyze', 'sum', 'nim 3 4 5', 'bash 20 --max 3', '--moves']],
		// The engine's limits and refusals, and positions typed as JSON.
		[['analyze', 'wythoff', '3']],
		[['analyze', 'nim']],
		[['analyze', 'coins', 'TTH', '--rule', 'ruler', '--k', '2']],
		[['analyze', 'ktimes', '99999999999999999999', '--k', '999999']],
		[['analyze', 'sum', 'nim 3', 'grundy 99999999']],
		[['analyze', 'sum', 'nim 3', '']],
		[['analyze', 'graph', 'a', '--edges', 'a:b b:c c:d d:e e:f f:g g:h h:i i:j j:a']],
		[['table', 'nim', '--prove']],
		[['table', 'corners', '--misere']],
		[['table', 'wythoff', '--from', '3', '--to', '999']],
		[['table', 'coins', '--rule', 'ruler', '--misere']],
		[['analyze', '{"game":"nim","heaps":[3,-1]}']],
		[['analyze', '{"game":"nim","heaps":[3],"x":1}']],
		[['analyze', '{"game":"sum","parts":[{"game":"nim","heaps":[3]},{"game":"grundy","heaps":[99999999]}]}']],
		// play, train, learn.
		[['play']],
		[['play', 'nim', '3', '--first', 'x']],
		[['play', 'nim', '3', '--opponent', 'x']],
		[['play', 'nim', '3', '--seed', 'abc']],
		[['play', 'nim', 'x']],
		[['play', 'nim', '3']],
		[['train', 'a', 'b']],
		[['train', 'xyz']],
		[['learn', '99']],
		[['learn', '1', '2']],
		[['learn']],
		// table.
		[['table']],
		[['table', 'nim', '3']],
		[['table', 'tree']],
		[['table', 'nim', '--format', 'x']],
		[['table', 'nim', '--from', 'x']],
		[['table', 'nim', '--from', '10', '--to', '5']],
		[['table', 'nim', '--to', '99999999999999999999']],
		[['table', 'kayles', '--to', '30']],
		[['table', 'wythoff', '--to', '5', '--format', 'markdown']],
		[['table', 'subtraction', '--set', '2,3,7', '--to', '20']],
		[['table', 'grundy', '--to', '20']],
		// cache.
		[['cache']],
		[['cache', 'x']],
		[['cache', 'clear']],
		// match.
		[['match']],
		[['match', 'nim', 'x', 'perfect']],
		[['match', 'nmi', 'perfect', 'random']],
		[['match', 'nim', 'friend', 'perfect']],
		[['match', 'nim', 'perfect', 'perfect', '--games', 'x']],
		[['match', 'nim', 'perfect', 'perfect', '--games', '3']],
		[['match', 'nim', 'perfect', 'perfect', '--size', '0']],
		[['match', 'nim', 'perfect', 'perfect', '--move-time', 'x']],
		[['match', 'nim', 'perfect', 'perfect', '--move-time', '0']],
		[['match', 'nim', 'perfect', 'exec:']],
		[['match', 'nim', 'perfect', 'exec:/nonexistent/bot']],
		[['match', 'nim', 'perfect', 'teacher:2', '--games', '4', '--seed', '1']],
		// judge.
		[['judge']],
		[['judge', 'nope']],
		[['judge', 'hdu184']],
		[['judge', 'hdu1846']],
		[['judge', 'hdu1846', '--bogus']],
		[['judge', 'hdu1846', '--cpp', '/nonexistent.cpp']],
		[['judge', 'hdu1846', '--seed', 'x', '--', './a']],
		[['judge', 'hdu1846', '--time-factor', '99', '--', './a']],
		[['judge', 'hdu1846', '--', '/nonexistent/program']],
	])('%j', async argv => {
		const {stdout, stderr} = await zh(argv);
		expect(stdout + stderr).not.toBe('');
		expect(englishIn(stderr, names)).toBeUndefined();
		expect(englishIn(stdout, names)).toBeUndefined();
	});

	test.each([
		[['play', 'nim', '3', '--opponent', 'x'], '--opponent 只能是 perfect、level:1..8、teacher:0..9、random、loser、friend（或 casual）之一，收到的是 "x"'],
		[['--seed', '1'], '--seed 不适用于游戏厅（见 game-arcade --help）'],
		[['analyze', 'nim', '3', '--opponent', 'x'], '--opponent 不适用于 analyze（见 game-arcade --help）'],
		[['analyze', 'nim', '3', '--set', '1,2'], '--set 不适用于 nim（它的选项：--max, --misere）'],
		[['analyze', 'sum', 'nim 3 --misere', 'kayles 4'], '第 1 部分是反常游戏的局面；反常游戏不能相加'],
		[['play', 'nim', '3'], '游戏厅需要一个交互式终端；在脚本里请用 `game-arcade analyze`（见 --help）'],
		[['match', 'nim', 'perfect', 'exec:/nonexistent/bot'], '无法运行 exec:/nonexistent/bot：/nonexistent/bot：找不到程序'],
	])('%j, word for word', async (argv, message) => {
		expect((await zh(argv)).stderr).toBe(`game-arcade: ${message}\n`);
	});

	test('the detector finds English a Chinese message would carry, and not the names it lists', () => {
		expect(englishIn('game-arcade: --set does not apply to nim (its flags: --max, --misere)', names)).toMatch(/^does not apply/);
		expect(englishIn('nim: 2 games from 1 random starts (size 6, seed 1), each played twice with the sides swapped', names)).toBeDefined();
		expect(englishIn('game-arcade: --opponent 只能是 perfect, level:1..8, teacher:0..9, random, loser, friend（或 casual）之一', names)).toBeUndefined();
		expect(englishIn('未知游戏 "xyz"（可选：nim, bash, wythoff, fibonacci，或 mixed）', names)).toBeUndefined();
	});
});

describe("the match's words for a program that lost a game, in Chinese", () => {
	const failures: LineFailure[] = [
		{kind: 'exited', code: 3},
		{kind: 'exited', code: null},
		{kind: 'signal', signal: 'SIGKILL'},
		{kind: 'noAnswer', ms: 5000},
		{kind: 'unaskedLines', count: 1000},
		{kind: 'unaskedBytes', bytes: 1_000_000},
		{kind: 'longLine', bytes: 1_000_000},
		{kind: 'memory', mb: 512},
		{kind: 'notStarted', why: 'program not found'},
		{kind: 'stopped'},
		{kind: 'ended'},
	];
	const lost = (why: MatchError['why']): MatchError => ({game: 1, player: 'exec:node bot.mjs', reason: 'the English reason', why});

	test.each(failures)('%j', failure => {
		setLanguage('zh-CN');
		const words = matchErrorWords(lost({kind: 'failed', failure}));
		expect(words).toMatch(/；下一局会重新启动它$/);
		expect(englishIn(words, names)).toBeUndefined();
	});

	test('a line that is not JSON, and an illegal move with its reason in JSON terms', () => {
		setLanguage('zh-CN');
		const notJson = phrase('move_lineNotLegal', {line: '"hello there"', why: phrase('move_notJson')});
		expect(matchErrorWords(lost({kind: 'illegal', refused: notJson}))).toMatch(/^"hello there" 不是合法的走法：/);
		expect(englishIn(matchErrorWords(lost({kind: 'illegal', refused: notJson})), names)).toBeUndefined();
		const hasOnly = phrase('move_lineNotLegal', {line: '"{}"', why: phrase('move_hasOnlyAt', {noun: 'heap', index: 0, count: 1})});
		const words = matchErrorWords(lost({kind: 'illegal', refused: hasOnly}));
		expect(words).toMatch(/^"\{\}" 不是合法的走法：/);
		expect(englishIn(words, names)).toBeUndefined();
	});

	test('the report: every line, the names padded by display width', () => {
		const result: MatchResult = {
			game: 'nim',
			games: 8,
			players: ['exec:机器人', 'teacher:2'],
			wins: [3, 4],
			draws: 1,
			starts: 4,
			seed: 5,
			size: 6,
			moveCap: 1000,
			givebacks: [0, 2],
			errors: [lost({kind: 'failed', failure: {kind: 'ended'}})],
			stopped: true,
		};
		setLanguage('zh-CN');
		const text = matchText(result);
		expect(englishIn(text, names)).toBeUndefined();
		expect(text).toBe(
			[
				'nim：从 4 个随机开局（规模 6，种子 5）共下 8 局，每个开局交换先后手各下一次（提前停止）',
				'  exec:机器人      3 胜   37.5%',
				'  teacher:2        4 胜   50.0%',
				'  和局（超过 1000 步）：1',
				'  让回的胜势：0 和 2',
				'  因程序出错判负的对局：1',
				'',
			].join('\n'),
		);
		setLanguage('en');
		expect(matchText(result)).toBe(
			[
				'nim: 8 games from 4 random starts (size 6, seed 5), each played twice with the sides swapped (stopped early)',
				'  exec:机器人      3 wins   37.5%',
				'  teacher:2        4 wins   50.0%',
				'  draws (over 1000 moves): 1',
				'  givebacks made: 0 and 2',
				"  games lost by a program's error: 1",
				'',
			].join('\n'),
		);
	});
});

test.each(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EISDIR', 'ENOSPC', 'EDQUOT', 'EIO', 'EEXIST', 'ENOENT'])(
	"a file that could not be written (%s): the system's words in Chinese, the code as it is",
	code => {
		const error = Object.assign(new Error('system words'), {code});
		const english = errorWords(error);
		setLanguage('zh-CN');
		const chinese = errorWords(error);
		expect(chinese).toMatch(new RegExp(`^${code}：[^A-Za-z]+$`));
		expect(english).toMatch(new RegExp(`^${code}: [a-z]`));
	},
);
