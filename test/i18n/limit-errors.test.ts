/**
 * The engine's limits and refusals (source/engine/limit-words.ts) in the
 * user's language: the engine gives each as data (a key, its values, phrases
 * among them), the command line words it in Chinese under --lang zh-CN, in
 * English byte for byte as the JSON form says it, and `--jsonl` keeps the
 * English text with the kind "rule".
 */
import {afterEach, describe, expect, test} from 'vitest';
import {say} from '../../source/i18n/errors/index.js';
import {setLanguage} from '../../source/i18n/language.js';
import {limitEnglish} from '../../source/engine/limit-words.js';
import {runCli} from '../cli-run.js';

afterEach(() => setLanguage('en'));

async function error(argv: string[], lang: 'en' | 'zh-CN'): Promise<string> {
	const {code, stderr} = await runCli([...argv, '--lang', lang]);
	expect(code).not.toBe(0);
	return stderr.trim();
}

/** An English sentence: three Latin words in a row (flags, ids and formulas are not). */
const englishSentence = /[A-Za-z]{2,}(?:\s+[A-Za-z]{2,}){2,}/;

/**
 * Without how far Grundy's game's values reach from those computed before
 * (the known values, or a table job's, loaded or not by the tests before).
 */
function reached(text: string): string {
	return text.replace(/, and below \d+ from the values computed before|，小于 \d+ 的堆由之前算出的值求得/, '');
}

const cases: [string[], string, string][] = [
	[
		['analyze', 'wythoff', '3'],
		'wythoff needs two heap sizes (e.g. wythoff 3 5), got "3"',
		'wythoff 需要两个数作为各堆的大小（例如 wythoff 3 5），收到的是 "3"',
	],
	[
		['analyze', 'wythoff'],
		'wythoff needs two heap sizes (e.g. wythoff 3 5), got nothing',
		'wythoff 需要两个数作为各堆的大小（例如 wythoff 3 5），但什么也没有给出',
	],
	[['analyze', 'coins', 'TTH', '--rule', 'ruler', '--k', '2'], '--k is allowed only with rule "consecutive"', '--k 只能与规则 "consecutive" 一起使用'],
	[
		['analyze', 'ktimes', '99999999999999999999', '--k', '999999'],
		"the heap is beyond the engine's bound: k = 999999 and heap 99999999999999999999 need about 34926440 terms of the k-times sequence (a term counting once per 64-bit word); the limit is 4000000 (limits.ktimesMaxTerms)",
		'堆超出了引擎的上限：k = 999999、堆大小 99999999999999999999 需要 K 倍动态减法序列的约 34926440 项（每个 64 位字算一项），上限为 4000000（limits.ktimesMaxTerms）',
	],
	[
		['analyze', 'sum', 'nim 3', 'grundy 99999999'],
		"part 2: heap 99999999 is past the limit of Grundy's game for an analysis (heaps below 100000 are valued at once); a table job computes them up to heap 10000000 at most",
		'第 2 部分：堆大小 99999999 超出了 Grundy 分堆游戏一次分析的上限（小于 100000 的堆直接求值）；打表任务最多算到堆大小 10000000',
	],
	[['analyze', 'sum', 'nim 3', ''], 'part 2: a part of the sum is empty', '第 2 部分：游戏和中有一个部分是空的'],
	[['analyze', 'sum', 'kayles 3 --misere'], 'part 1 is a misère position; misère games cannot be summed', '第 1 部分是反常游戏的局面；反常游戏不能相加'],
	[
		['analyze', 'tree', '2', '3', '4', '5', '6', '7', '8', '9', '10', '1'],
		'parents has a cycle: 1 → 2 → 3 → 4 → 5 → 6 → ... → 1 (10 nodes) (node → parent), cut off from the ground',
		'parents 有环（箭头由结点指向父结点）：1 → 2 → 3 → 4 → 5 → 6 → … → 1（共 10 个结点），与地面不相连',
	],
	[
		['analyze', 'graph', 'a', '--edges', 'a:b b:c c:d d:e e:f f:g g:h h:i i:j j:a'],
		'--edges has a cycle: a → b → c → d → e → f → ... → a (10 vertices)',
		'--edges 有环：a → b → c → d → e → f → … → a（共 10 个顶点）',
	],
	[
		['table', 'kayles', '--misere', '--prove'],
		'kayles: --prove proves the period of an octal code (games octal, kayles, dawson), in normal play; the misère table is by search',
		'kayles：--prove 用于证明八进制游戏代码在正常规则下的周期（适用于游戏 octal、kayles、dawson）；反常规则的表是搜索得到的',
	],
	[
		['table', 'nim', '--prove'],
		'nim: --prove proves the period of an octal code (games octal, kayles, dawson)',
		'nim：--prove 用于证明八进制游戏代码的周期（适用于游戏 octal、kayles、dawson）',
	],
	[
		['table', 'grundy', '--prove'],
		"--prove proves the period of an octal code; none is known for Grundy's game (its values are tabulated with --to)",
		'--prove 用于证明八进制游戏代码的周期；Grundy 分堆游戏没有已知的周期（它的值用 --to 打表）',
	],
	[['table', 'corners', '--misere'], 'corners: its table is of normal play only; --misere does not apply', 'corners：只有正常规则下的表，--misere 不适用'],
	[
		['table', 'wythoff', '--from', '3', '--to', '999'],
		'a two-dimensional table is at most 256 × 256; 3 to 999 is 997 wide',
		'二维表最大为 256 × 256；3 到 999 每边有 997 个值',
	],
	[
		['table', 'grundy', '--from', '20000000', '--to', '20000005'],
		"a table job tabulates Grundy's game up to heap 10000000 at most; 10000001 asked",
		'打表任务最多把 Grundy 分堆游戏算到堆大小 10000000；这里要求算到 10000001',
	],
	[
		['table', 'coins', '--rule', 'ruler', '--misere'],
		"misère Coin turning is decided by exhaustive search, limited to 100000 positions and 20000000 characters of position keys; this position needs about 1152921504606846976 positions by the game's estimate",
		'反常规则下的翻硬币游戏靠穷举搜索判定，上限为 100000 个局面、20000000 个字符的局面键；这个局面需要约 1152921504606846976 个局面（按游戏的估计）',
	],
	[
		['analyze', 'sum', 'octal 99999 --code 0.3777777777777777'],
		'part 1: heap 99999 is past the bound: heaps are valued from a table of 5163 values (the bound for this code: at most 1000000 values and 100000000 steps), and no period was proven within it',
		'第 1 部分：堆大小 99999 超出了上限：堆的值来自一张含 5163 个值（这个代码的上限：最多 1000000 个值、100000000 步）的表，而在表内没有证明出周期',
	],
];

describe('a limit passed or a refusal, worded in the language in force', () => {
	test.each(cases)('%j', async (argv, english, chinese) => {
		expect(reached(await error(argv, 'en'))).toBe(`game-arcade: ${english}`);
		const zh = reached(await error(argv, 'zh-CN'));
		expect(zh).toBe(`game-arcade: ${chinese}`);
		expect(zh.replace(/limits\.\w+/g, '')).not.toMatch(englishSentence);
	});

	test('--moves past its limits, on a long list and on a deep forest', async () => {
		const heaps = Array.from({length: 500}, (_, i) => String(i + 1));
		const many = ['analyze', 'nim', ...heaps, '--moves'];
		expect(await error(many, 'en')).toBe('game-arcade: this position has more than 100000 legal moves, the most --moves lists');
		expect(await error(many, 'zh-CN')).toBe('game-arcade: 这个局面有超过 100000 种合法走法，超出了 --moves 能列出的上限');
		const path = Array.from({length: 20000}, (_, i) => String(i));
		const deep = ['analyze', 'tree', ...path, '--moves'];
		expect(await error(deep, 'en')).toBe(
			"game-arcade: listing the moves of this forest would walk 200010000 node depths (each cut's value is recomputed down to the ground); the limit for --moves on trees is 100000000",
		);
		expect(await error(deep, 'zh-CN')).toBe(
			'game-arcade: 列出这片森林的走法时，每次删边后都要一直重算到地面，共需经过 200010000 个结点，而树的 --moves 上限为 100000000',
		);
	});

	test('a list of alternatives joins with "or" in English and 或 (、 before) in Chinese', () => {
		setLanguage('zh-CN');
		expect(say('rule_kOnlyWith', {rules: ['"a"', '"b"', '"c"']})).toBe('只能与规则 "a"、"b" 或 "c" 一起使用');
		setLanguage('en');
		expect(say('rule_kOnlyWith', {rules: ['"a"', '"b"', '"c"']})).toBe('is allowed only with rule "a" or "b" or "c"');
	});

	test('every limit said in Chinese, a phrase inside another in Chinese too, leaves no English sentence', () => {
		setLanguage('zh-CN');
		const inner = {key: 'rule_about', values: {n: 5}} as const;
		for (const key of Object.keys(limitEnglish) as (keyof typeof limitEnglish)[]) {
			const slots = [...limitEnglish[key].matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name!);
			const text = say(key, Object.fromEntries(slots.map(name => [name, inner])));
			if (slots.length > 0) expect(text, key).toContain('约 5');
			expect(text.replace(/limits\.\w+|Grundy|Kayles/g, ''), key).not.toMatch(englishSentence);
		}
	});

	test('the JSON form keeps the English words and the kind "rule"', async () => {
		const input = '{"game":"sum","parts":[{"game":"nim","heaps":[3]},{"game":"grundy","heaps":[99999999]}]}\n';
		const {stdout} = await runCli(['analyze', '--jsonl', '--lang', 'zh-CN'], {input});
		const line = JSON.parse(stdout.trim()) as {error: string; kind: string; path: unknown[]};
		expect(line.kind).toBe('rule');
		expect(line.path).toEqual(['parts', 1]);
		expect(reached(line.error)).toBe(
			"parts[1]: heap 99999999 is past the limit of Grundy's game for an analysis (heaps below 100000 are valued at once); a table job computes them up to heap 10000000 at most",
		);
	});
});
