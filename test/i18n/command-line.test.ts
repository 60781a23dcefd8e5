/**
 * The command line in Chinese, run in-process (test/cli-run.ts, as the entry
 * runs it), and once spawned as a user runs it under LANG=zh_CN.UTF-8 (the
 * entry's own choice of language, and no saved one read with --no-save): `--help`,
 * `analyze`, `table`, the errors; `--lang en` under a Chinese locale is
 * English; JSON is the same in both languages but for the explanation.
 */
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import stringWidth from 'string-width';
import {afterEach, describe, expect, test} from 'vitest';
import {games, lookupGame} from '../../source/engine/catalog.js';
import {setLanguage, type Language} from '../../source/i18n/language.js';
import {explanationWords} from '../../source/i18n/explain/index.js';
import {readPosition} from '../../source/analyze/run.js';
import {cliWords} from '../../source/i18n/cli/index.js';
import {gameName} from '../../source/i18n/analyze/index.js';
import {gameSummary, paramDescription} from '../../source/i18n/cli/index.js';
import {allParams} from '../../source/engine/human.js';
import {runCli, type CliResult} from '../cli-run.js';

/** Runs a command line in-process (test/cli-run.ts) under a locale of `language`, its output and exit code captured. */
function run(language: Language, argv: string[]): Promise<CliResult> {
	return runCli(argv, language === 'zh-CN' ? {env: {LANG: 'zh_CN.UTF-8'}} : {});
}

afterEach(() => setLanguage('en'));

describe('--help in Chinese', () => {
	test('its headings, and each block of two columns aligned in display columns', async () => {
		const {code, stdout} = await run('zh-CN', ['--help']);
		expect(code).toBe(0);
		// The run leaves the language as it found it: the tagline expected is read in Chinese here.
		setLanguage('zh-CN');
		expect(stdout).toContain(`\n  ${cliWords('tagline')}\n`);
		for (const heading of ['用法', '游戏及其局面写法', '游戏参数', '选项', '示例']) expect(stdout).toContain(`\n  ${heading}`);
		const lines = stdout.split('\n');
		// Where the right column starts: after the left column and at least two spaces.
		const start = (line: string) => stringWidth(/^(\s+\S+(?: \S+)*\s{2,})/.exec(line)![1]!);
		const block = (first: string, last: string) =>
			lines.slice(
				lines.findIndex(l => l.startsWith(first)),
				lines.findIndex(l => l.startsWith(last)) + 1,
			);
		const params = block('    --max <值>', '    --code <值>');
		expect(params.length).toBe([...allParams().keys()].length);
		expect(new Set(params.map(start)).size).toBe(1);
		const gamesBlock = block('    nim ', '    sum ');
		expect(gamesBlock.length).toBe(games.length);
		expect(new Set(gamesBlock.map(start)).size).toBe(1);
		const options = block('    --json ', '    --version');
		// --screen-reader is wider than the column, as in English.
		expect(new Set(options.filter(l => !l.startsWith('    --screen-reader') && /^\s+--?\w/.test(l)).map(start))).toEqual(new Set([18]));
	});

	test("the games and parameters have Chinese summaries, and their English words are the games' own", () => {
		for (const game of games) {
			expect(gameSummary(game), game.id).toBe(game.summary);
			expect(gameName(game), game.id).toBe(game.name);
		}
		for (const param of allParams().values()) expect(paramDescription(param), param.flag).toBe(param.description);
		setLanguage('zh-CN');
		for (const game of games) expect(gameSummary(game), game.id).not.toBe(game.summary);
		for (const param of allParams().values()) expect(paramDescription(param), param.flag).not.toBe(param.description);
	});
});

describe('analyze in Chinese', () => {
	test('the report: outcome, SG value, the method and the reasons in Chinese', async () => {
		const {code, stdout, stderr} = await run('zh-CN', ['analyze', 'nim', '7', '9', '12', '15']);
		expect(stderr).toBe('');
		expect(code).toBe(0);
		expect(stdout).toContain('结果：先手必胜（必胜态，N-position）。');
		expect(stdout).toContain('SG 值：13');
		expect(stdout).toContain('  Nim 和 = 1101  (13)');
		expect(stdout).toContain('Nim 和为 13，不是 0：要把它变成 0。第 2 堆在 Nim 和的最高位那一列上是 1（8）：9 XOR 13 = 4，');
		expect(stdout).toContain('所以从第 2 堆取 5 个（9 → 4）。');
	});

	test('Bash, Wythoff and capped Nim explain themselves in Chinese; the table of values stays aligned', async () => {
		expect((await run('zh-CN', ['analyze', 'bash', '20', '--max', '3'])).stdout).toContain('20 是 4 的倍数：无论你取几个（t），对手就取 4 − t。先手必败。');
		expect((await run('zh-CN', ['analyze', 'wythoff', '3', '5'])).stdout).toContain('这里是 (3, 5)：差为 2 → 第 k = 2 对：⌊2φ⌋ = 3，3 + 2 = 5 → (3, 5)。');
		const capped = (await run('zh-CN', ['analyze', 'nim', '10', '12', '15', '--max', '3'])).stdout.split('\n');
		const rows = capped.filter(line => line.includes(' = ') && /[01]{2}/.test(line));
		expect(rows).toHaveLength(4);
		// The "=" of every row in one column, measured in display columns (第 and 堆 take two each).
		expect(new Set(rows.map(line => stringWidth(line.slice(0, line.indexOf(' = ')))))).toEqual(new Set([stringWidth('  第 1 堆：g(10)')]));
	});

	test('--lang en under Chinese is English, byte for byte as the explanation the engine gives', async () => {
		const {stdout} = await run('zh-CN', ['analyze', 'wythoff', '4', '9', '--lang', 'en']);
		expect(stdout).toContain('Outcome: the player to move wins (N-position).');
		expect(stdout).toContain('Take 2 from heap 2 (4, 9) → (4, 7): the larger heap goes 9 → 7, completing the pair.');
	});

	test('JSON is the same in both languages but for the explanation', async () => {
		for (const args of [
			['nim', '7', '9', '12', '15'],
			['bash', '21', '--max', '3', '--misere'],
			['wythoff', '2', '9'],
			['subtraction', '10', '11', '--set', '1,3,4'],
		]) {
			const english = JSON.parse((await run('en', ['analyze', ...args, '--json', '--moves'])).stdout);
			const chinese = JSON.parse((await run('zh-CN', ['analyze', ...args, '--json', '--moves'])).stdout);
			const {explanation: a, ...restA} = english;
			const {explanation: b, ...restB} = chinese;
			expect(restB).toEqual(restA);
			expect(Object.keys(chinese)).toEqual(Object.keys(english));
			if (args[0] !== 'subtraction') expect(b).not.toBe(a);
		}
	});
});

test('every game that gives reasons says in English exactly what the engine says, over its examples and random positions', () => {
	let checked = 0;
	for (const game of games) {
		const positions = [...(game.examples ?? []).map(example => example.position)];
		let seed = 7;
		const rng = () => {
			seed = (seed * 1103515245 + 12345) % 2 ** 31;
			return seed / 2 ** 31;
		};
		for (let i = 0; i < 20; i++) positions.push({...game.toJSON(game.random(rng, 1 + (i % 6))), game: game.id});
		for (const json of positions) {
			const {position} = readPosition(json);
			if ((lookupGame(game.id)!.reasons?.(position) ?? null) === null) continue;
			expect(explanationWords(game, position)).toEqual(game.explain(position));
			checked++;
		}
	}
	expect(checked).toBeGreaterThan(60);
});

describe('errors in Chinese', () => {
	test.each([
		[['analyze', 'nim', '3', '-4'], 1, '第 2 堆必须是 ≥ 0 的整数，收到的是 -4'],
		[['analyze', 'nim', '3', '--max', '0'], 1, '--max 必须是 ≥ 1 的整数，收到的是 0'],
		[['analyze', 'sum', 'nim 3 x'], 1, '第 1 部分的第 2 堆必须是 ≥ 0 的整数，收到的是 "x"'],
		[['analyze', 'tree', '0', '1', '5'], 1, '第 3 个结点必须是 0 到 3 之间的整数，收到的是 5'],
		[['analyze', 'nim', '3', '--fooo'], 2, '未知选项 --fooo（见 game-arcade --help）'],
		[['analyze', 'nim', '3', '--mxa', '2'], 2, '未知选项 --mxa；你是不是想输入 --max？'],
		[['analyze', 'nmi', '3'], 2, '未知游戏 "nmi"；你是不是想输入 nim？'],
		[['frobnicate'], 2, '未知命令 "frobnicate"（可用命令：analyze、play、train、learn、table、match、cache、judge；见 --help）'],
		[['table', 'nim', '3'], 2, 'table 只接受游戏名和选项，不接受局面：收到了 "3"'],
		[['table', 'nim', '--format', 'x'], 2, '--format 只能是 text、csv、json、markdown 之一，收到的是 "x"'],
		[['analyze', 'nim', '3', '--opponent', 'x'], 2, '--opponent 不适用于 analyze（见 game-arcade --help）'],
		[['analyze', 'nim', '3', '--lang', 'fr'], 2, '--lang 只能是 en、zh-CN 之一，收到的是 "fr"'],
	])('%j', async (argv, code, message) => {
		const result = await run('zh-CN', argv);
		expect(result.code).toBe(code);
		expect(result.stderr).toBe(`game-arcade: ${message}\n`);
	});
});

test('table in Chinese: its title and lines; CSV and JSON are the same in both languages', async () => {
	const text = (await run('zh-CN', ['table', 'wythoff', '--to', '5'])).stdout;
	expect(text).toContain('，a 和 b 从 0 到 5');
	expect(text).toContain('必败态（共 5 个）：(0, 0) (1, 2) (2, 1) (3, 5) (5, 3)');
	const markdown = (await run('zh-CN', ['table', 'nim', '--max', '3', '--to', '12', '--format', 'markdown'])).stdout;
	expect(markdown).toContain('| n | SG 值 |');
	expect(markdown).toContain('从 n = 0 起周期为 4（');
	for (const format of ['csv', 'json']) {
		const args = ['table', 'kayles', '--to', '40', '--format', format];
		expect((await run('zh-CN', args)).stdout).toBe((await run('en', args)).stdout);
	}
});

test('as a user runs it: LANG=zh_CN.UTF-8 speaks Chinese, --lang en English, and --no-save reads no saved language', () => {
	const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
	const env: NodeJS.ProcessEnv = {...process.env, LANG: 'zh_CN.UTF-8', LC_ALL: '', LC_MESSAGES: ''};
	delete env['CI'];
	const chinese = spawnSync(process.execPath, [cli, 'analyze', 'bash', '20', '--max', '3', '--no-save'], {encoding: 'utf8', env, timeout: 30_000});
	expect(chinese.stdout).toContain('结果：先手必败（必败态，P-position）。');
	const english = spawnSync(process.execPath, [cli, 'analyze', 'bash', '20', '--max', '3', '--lang', 'en', '--no-save'], {
		encoding: 'utf8',
		env,
		timeout: 30_000,
	});
	expect(english.stdout).toContain('Outcome: the player to move loses (P-position).');
});

describe('usage errors the engine and the match give as data', () => {
	test.each([
		[['match', 'nim', 'x', 'perfect'], 'unknown player "x"', '未知的玩家 "x"'],
		[['match', 'nim', 'perfect', 'perfect', '--games', '3'], '--games must be an even number', '--games 必须是 2 到'],
		[['match', 'nim', 'perfect', 'exec:'], 'exec: needs a command', 'exec: 后面要给出命令'],
		[['analyze', 'sum', 'nim 3 --foo 2'], '--foo does not apply to nim', '--foo 不适用于'],
		[['analyze', 'sum', 'nim 3 --max'], '--max needs a value', '中的 --max 需要一个值'],
	])('%j: exit 2, in English and in Chinese', async (argv, english, chinese) => {
		const en = await run('en', argv);
		expect(en.code).toBe(2);
		expect(en.stderr).toContain(english);
		const zh = await run('zh-CN', argv);
		expect(zh.code).toBe(2);
		expect(zh.stderr).toContain(chinese);
		expect(zh.stderr).not.toMatch(/[A-Za-z]{3,} [a-z]{3,} [a-z]{3,}/);
	});
});
