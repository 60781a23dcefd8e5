/**
 * The judge in Chinese: a wrong program judged to its counterexample (in
 * process), the list, every statement, --help and the usage errors speak
 * Chinese with no English sentence (what a program reads or prints, commands
 * and the problems' own titles stay as they are); --json is the same in both
 * languages but for the why lines; and once as a user runs it, under
 * LANG=zh_CN.UTF-8.
 */
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import stringWidth from 'string-width';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {runCommands} from '../../source/commands.js';
import {setLanguage, type Language} from '../../source/i18n/language.js';
import {judge} from '../../source/judge/judge.js';
import {hdu1846} from '../../source/judge/problems/hdu1846.js';
import {problems} from '../../source/judge/problems/index.js';
import {listText, problemTitle, resultJson, resultText, statementText, whyWords} from '../../source/judge/report.js';
import {readSpec, SpecError} from '../../source/judge/spec.js';
import {bashProgram, fakeRun} from '../judge/fake.js';

const info = {name: 'game-arcade', version: '0.0.0', description: ''};

afterEach(() => setLanguage('en'));

/** Three English words in a row, once code spans, command lines, the problems' titles and the answers' words are set aside. */
function englishSentence(text: string): string | null {
	let rest = text
		.replace(/`[^`\n]*`/g, '')
		.replace(/^\s*\$? ?game-arcade .*$/gm, '')
		.replace(/--[a-z-]+(?: [A-Z]+)?/g, '');
	for (const problem of problems) rest = rest.replaceAll(problem.title, '');
	return rest.match(/[A-Za-z]{2,}(?:[ ,'-]+[A-Za-z]{2,}){2,}/)?.[0] ?? null;
}

async function run(language: Language, argv: string[]): Promise<{code: number; stdout: string; stderr: string}> {
	setLanguage(language);
	let stdout = '';
	let stderr = '';
	const out = vi.spyOn(process.stdout, 'write').mockImplementation(chunk => {
		stdout += String(chunk);
		return true;
	});
	const err = vi.spyOn(process.stderr, 'write').mockImplementation(chunk => {
		stderr += String(chunk);
		return true;
	});
	try {
		return {code: await runCommands(argv, info), stdout, stderr};
	} finally {
		out.mockRestore();
		err.mockRestore();
	}
}

describe('the English-sentence finder', () => {
	test('finds a sentence, and passes code, commands and titles', () => {
		expect(englishSentence('Found in the sample')).toBe('Found in the sample');
		expect(englishSentence('输出 `Have a try, lxhgww.`\n  game-arcade play bash 3 --max 3 --hints\nhdu1850：Being a Good Boy in Spring Festival')).toBeNull();
	});
});

describe('a wrong program judged in Chinese', () => {
	test('the report names the verdict, the smallest input, the answers and why, in Chinese', async () => {
		const result = await judge({problem: hdu1846, run: fakeRun(bashProgram('mod-m')), seed: 1, cases: 50, shrinkMs: 1000});
		expect(result.verdict).toBe('WA');
		const reproduce = ['game-arcade', 'judge', 'hdu1846', '--seed', '1', '--', './a.out'];
		setLanguage('zh-CN');
		const text = resultText(result, reproduce).join('\n');
		expect(text).toMatch(/^答案错误（WA），题目 hdu1846。/);
		expect(text).toContain('输入：');
		expect(text).toContain('期望输出：');
		expect(text).toContain('你的输出：');
		expect(text).toMatch(/这组数据的答案：期望 `(first|second)`，实际为 `(first|second)`。/);
		expect(text).toContain('原因：');
		expect(text).toContain('巴什博弈');
		expect(text).toContain('game-arcade play bash');
		expect(text).toContain('随机种子 1；重新运行这次评测：');
		expect(englishSentence(text), text).toBeNull();
		// The same counterexample in both languages: only the words differ.
		setLanguage('en');
		const english = resultText(result, reproduce);
		expect(english[0]).toBe('Wrong answer (WA) on hdu1846.');
		expect(english.filter(line => line.startsWith('  ')).slice(0, 4)).toEqual(
			text
				.split('\n')
				.filter(line => line.startsWith('  '))
				.slice(0, 4),
		);
	});

	test('--json is byte-identical in both languages apart from the why lines, which are translated', async () => {
		const result = await judge({problem: hdu1846, run: fakeRun(bashProgram('mod-m')), seed: 3, cases: 50, shrinkMs: 1000});
		const reproduce = ['game-arcade', 'judge', 'hdu1846', '--seed', '3', '--', './a.out'];
		const json = (language: Language) => {
			setLanguage(language);
			return JSON.stringify(resultJson(result, reproduce));
		};
		const [en, zh] = [json('en'), json('zh-CN')];
		const why = (text: string) => (JSON.parse(text) as {failing: {why: string[]}}).failing.why;
		expect(why(en).join(' ')).toContain('Bash');
		expect(why(zh).join(' ')).toContain('巴什博弈');
		expect(why(zh)).toHaveLength(why(en).length);
		const withoutWhy = (text: string) => text.replace(/"why":\[[^\]]*\]/, '"why":[]');
		expect(withoutWhy(zh)).toBe(withoutWhy(en));
		expect(zh).not.toBe(en);
	});

	test('a run that crashed is said in Chinese, and --json keeps its English detail', async () => {
		const result = await judge({problem: hdu1846, run: fakeRun(bashProgram('crash-big')), seed: 1, cases: 20, shrinkMs: 500});
		expect(result.verdict).toBe('RE');
		setLanguage('zh-CN');
		expect(resultText(result, ['game-arcade'])[0]).toBe('运行错误（RE），题目 hdu1846：退出码 1。');
		expect(resultJson(result, ['game-arcade'])['failing']).toMatchObject({detail: 'exit code 1'});
	});
});

describe('the list and the statements in Chinese', () => {
	test('--list: Chinese headings, columns aligned in display columns', () => {
		setLanguage('zh-CN');
		const lines = listText(problems);
		expect(lines[0]).toMatch(/^题号 +别名 +标题 +游戏 +课程$/);
		const at = (line: string, word: string) => stringWidth(line.slice(0, line.indexOf(word)));
		const wythoff = lines.find(line => line.startsWith('hdu1527'))!;
		expect(wythoff).toContain('取石子游戏（威佐夫博弈）');
		expect(at(wythoff, 'wythoff')).toBe(at(lines[0]!, '游戏'));
		expect(at(lines.find(line => line.startsWith('hdu1846'))!, 'bash')).toBe(at(lines[0]!, '游戏'));
	});

	test.each(problems.map(p => [p.id, p] as const))('%s: its statement in Chinese, every number of the English kept', (_id, problem) => {
		setLanguage('zh-CN');
		const text = statementText(problem).join('\n');
		expect(text).toContain(problemTitle(problem));
		expect(text.split('\n')[0]).toMatch(problem.aliases.length > 0 ? /^[a-z0-9]+（[a-z0-9, ]+）：/ : /^[a-z0-9]+：/);
		expect(text).toContain('样例输入：');
		expect(text).toContain('限制：');
		// The sample's lines (indented) are what a program reads and prints.
		const prose = text
			.split('\n')
			.filter(line => !line.startsWith('  '))
			.join('\n');
		expect(englishSentence(prose), prose).toBeNull();
		setLanguage('en');
		const english = statementText(problem).join('\n');
		// Every number of the English is in the Chinese (which may say a little more: "至少取 1 个").
		const numbers = (t: string) => [...t.matchAll(/\d+(?:\^\d+)?/g)].map(m => m[0]);
		const left = numbers(text);
		for (const n of numbers(english)) {
			expect(left, n).toContain(n);
			left.splice(left.indexOf(n), 1);
		}
	});

	test('a spec file: its words in both languages, its mistakes in Chinese naming the field', () => {
		const spec = JSON.stringify({
			id: 'mine',
			game: 'bash',
			framing: {kind: 'count', max: 10},
			case: [{name: 'n', min: 1, max: 30}],
			position: {heap: '$n', max: 3},
			words: {first: 'A', second: 'B'},
		});
		const problem = readSpec(spec);
		setLanguage('zh-CN');
		expect(statementText(problem)).toContain('先手必胜输出 `A`，否则输出 `B`。');
		setLanguage('en');
		expect(statementText(problem)).toContain('`A` if the first player wins, else `B`.');
		setLanguage('zh-CN');
		const broken = spec.replace('"max":10', '"max":0');
		expect(() => readSpec(broken)).toThrow(new SpecError('spec.framing.max 必须在 1 到 10000 之间，实际为 0'));
	});
});

describe('the command line in Chinese (in process)', () => {
	test('--help, and usage errors as one Chinese line with exit code 2', async () => {
		const help = await run('zh-CN', ['judge', '--help']);
		expect(help.code).toBe(0);
		expect(help.stdout).toContain('用法');
		expect(help.stdout).toContain('--time-factor F 时间限制取题面的 F 倍');
		expect(englishSentence(help.stdout), help.stdout).toBeNull();
		for (const argv of [['judge'], ['judge', 'hdu1846', '--seed', 'x', '--', 'true'], ['judge', 'hdu1846'], ['judge', '--list', 'hdu1846']]) {
			const {code, stdout, stderr} = await run('zh-CN', argv);
			expect(code, argv.join(' ')).toBe(2);
			expect(stdout).toBe('');
			expect(stderr.trim().split('\n')).toHaveLength(1);
			expect(stderr).toMatch(/[\u4e00-\u9fff]/);
			expect(englishSentence(stderr), stderr).toBeNull();
		}
	});

	test('a program that cannot be started: why, in Chinese, exit code 1', async () => {
		const {code, stderr} = await run('zh-CN', ['judge', 'hdu1846', '--seed', '1', '--', 'no-such-program-here']);
		expect(code).toBe(1);
		expect(stderr).toBe('game-arcade: 无法运行 no-such-program-here：找不到程序\n');
	});

	test('--help in English is as it was', async () => {
		const {stdout} = await run('en', ['judge', '--help']);
		expect(stdout).toContain("    --time-factor F the statement's time limit times F, 0.5 to 10; default 2\n");
		expect(stdout).toMatch(/^\n {2}Usage\n/);
		expect(stdout).toMatch(/2 usage error\.\n\n$/);
	});
});

test('under LANG=zh_CN.UTF-8 the built judge lists, states, judges a wrong program and refuses in Chinese', () => {
	const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
	const env = {...process.env, LANG: 'zh_CN.UTF-8', LC_ALL: '', LC_MESSAGES: ''};
	const run = (args: string[]) => spawnSync(process.execPath, [cli, ...args], {env, encoding: 'utf8'});
	const list = run(['judge', '--list']);
	expect(list.status).toBe(0);
	expect(list.stdout).toMatch(/^题号/);
	const statement = run(['judge', 'hdu2516', '--statement']);
	expect(statement.stdout).toContain('hdu2516：取石子游戏（斐波那契博弈）');
	expect(englishSentence(statement.stdout), statement.stdout).toBeNull();
	// A wrong program (n mod m where n mod (m + 1) is due), judged to its counterexample, which really fails.
	const wrong =
		"const t = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean).map(Number); const out = []; for (let i = 0; i < t[0]; i++) out.push(t[1 + 2 * i] % t[2 + 2 * i] === 0 ? 'second' : 'first'); console.log(out.join('\\n'));";
	const judged = run(['judge', 'hdu1846', '--seed', '1', '--shrink-time', '1', '--time-factor', '10', '--', process.execPath, '-e', wrong]);
	expect(judged.status, judged.stderr).toBe(1);
	expect(judged.stdout).toMatch(/^答案错误（WA），题目 hdu1846。\n在样例中发现/);
	expect(englishSentence(judged.stdout), judged.stdout).toBeNull();
	const input = judged.stdout.split('输入：\n')[1]!.split('期望输出：')[0]!.replace(/^ {2}/gm, '');
	const [n, m] = input.trim().split('\n')[1]!.split(' ').map(Number) as [number, number];
	expect(n % m === 0).not.toBe(n % (m + 1) === 0);
	expect(spawnSync(process.execPath, ['-e', wrong], {input, encoding: 'utf8'}).stdout.trim()).toBe(n % m === 0 ? 'second' : 'first');
	const unknown = run(['judge', 'hdu0000']);
	expect(unknown.status).toBe(2);
	expect(unknown.stderr).toBe('game-arcade: 没有题目 "hdu0000"（见 `game-arcade judge --list`）\n');
});

test("the judge's why says a row of coins as the boards do (整排, not 整行)", () => {
	setLanguage('zh-CN');
	const [why] = whyWords([{key: 'why_turtles'}]);
	expect(why).toContain('整排硬币的 SG 值是这些数的异或');
	expect(why).not.toContain('整行');
});
