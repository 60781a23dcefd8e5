/**
 * The games' own rules, broken, in the user's language: the engine gives the
 * rule as data (a key and its values), the command line words it in Chinese
 * under --lang zh-CN, in English byte for byte as before, and the JSON form
 * keeps its English text.
 */
import {afterEach, describe, expect, test} from 'vitest';
import {setLanguage} from '../../source/i18n/language.js';
import {runCli} from '../cli-run.js';

afterEach(() => setLanguage('en'));

/** The error a command line prints, in the language asked for. */
async function error(argv: string[], lang: 'en' | 'zh-CN'): Promise<string> {
	const {code, stderr} = await runCli([...argv, '--lang', lang]);
	expect(code).not.toBe(0);
	return stderr.trim();
}

describe('a game rule broken, worded in the language in force', () => {
	test('an octal code that is not one', async () => {
		const argv = ['analyze', 'octal', '5', '--code', '0.9'];
		expect(await error(argv, 'en')).toContain('--code must be an octal code such as 0.77, got "0.9" (0. and 1 to 16 digits from 0 to 7)');
		const zh = await error(argv, 'zh-CN');
		expect(zh).toContain('--code 必须是形如 0.77 的八进制游戏代码，收到的是 "0.9"（0. 后接 1 到 16 个 0 到 7 的数字）');
		expect(zh).not.toContain('must be');
	});

	test('an octal code with no move', async () => {
		const argv = ['analyze', 'octal', '5', '--code', '0.00'];
		expect(await error(argv, 'en')).toContain('--code allows no move at all (every digit is 0)');
		expect(await error(argv, 'zh-CN')).toContain('--code 不允许任何操作（每一位都是 0）');
	});

	test('coins other than H and T, chips on one cell, a tree with a cycle, a node its own parent', async () => {
		const cases: [string[], string, string][] = [
			[['analyze', 'coins', 'THX', '--rule', 'mock-turtles'], 'coin 3 is "X"; only H and T are allowed', '第 3 枚硬币是 "X"；只能是 H 或 T'],
			[
				['analyze', 'staircase', '1', '1'],
				'chip 2 is on cell 1, as chip 1 is; chips must be on distinct cells',
				'第 2 枚棋子在第 1 格，与第 1 枚棋子在同一格；棋子必须在不同的格子上',
			],
			[
				['analyze', 'tree', '2', '1'],
				'parents has a cycle: 1 → 2 → 1 (node → parent), cut off from the ground',
				'parents 有环（箭头由结点指向父结点）：1 → 2 → 1，与地面不相连',
			],
			[['analyze', 'subtraction', '5', '--set', '1,,2'], '--set must be a comma-separated list, got "1,,2"', '--set 必须是以逗号分隔的列表，收到的是 "1,,2"'],
			[
				['analyze', 'graph', '--edges', 'ab'],
				'--edges has "ab", which must look like v:w1,w2 (or v: for no edges)',
				'--edges 中有 "ab"，应写成 v:w1,w2 的形式（没有出边时写 v:）',
			],
			[['analyze', 'corners', '1,2,3'], 'lit cell 1 must be a cell x,y, got "1,2,3"', '第 1 盏亮灯必须是格子 x,y，收到的是 "1,2,3"'],
			[['analyze', 'tree', '1', '1'], 'node 1 is 1: node 1 cannot be its own parent', '第 1 个结点是 1：结点 1 不能是自己的父结点'],
		];
		for (const [argv, english, chinese] of cases) {
			expect(await error(argv, 'en')).toBe(`game-arcade: ${english}`);
			expect(await error(argv, 'zh-CN')).toBe(`game-arcade: ${chinese}`);
		}
	});

	test("a table's range: --from past --to, and more rows than a table has", async () => {
		const cases: [string[], string, string][] = [
			[['table', 'nim', '--from', '5', '--to', '3'], '--from (5) must be at most --to (3)', '--from（5）不能大于 --to（3）'],
			[
				['table', 'nim', '--from', '0', '--to', '99999999'],
				'a table has at most 1000000 rows; 0 to 99999999 is 100000000',
				'一张表最多 1000000 行；0 到 99999999 共 100000000 行',
			],
		];
		for (const [argv, english, chinese] of cases) {
			expect(await error(argv, 'en')).toBe(`game-arcade: ${english}`);
			expect(await error(argv, 'zh-CN')).toBe(`game-arcade: ${chinese}`);
		}
	});

	test("the JSON form keeps its English words and the kind 'rule', in Chinese too", async () => {
		const input = '{"game":"nim","heaps":[1e20]}\n{"game":"octal","code":"0.9","heaps":[5]}\n';
		const {stdout} = await runCli(['analyze', '--jsonl', '--lang', 'zh-CN'], {input});
		const lines = stdout
			.trim()
			.split('\n')
			.map(line => JSON.parse(line) as unknown);
		expect(lines).toEqual([
			{error: 'heaps[0] is beyond 2^53-1 as a JSON number; write it as a decimal string', kind: 'rule', path: ['heaps', 0]},
			{error: 'code must be an octal code such as 0.77, got "0.9" (0. and 1 to 16 digits from 0 to 7)', kind: 'rule', path: ['code']},
		]);
	});
});
