/**
 * Every game's explanations and move words, worded in Chinese from the
 * engine's data: for a won and a lost position of each game (its examples
 * and fixed-seed random positions, in normal and misère play), the Chinese
 * has no English sentence, as many lines as the English, and every number
 * the English has; the English worded from the data is the engine's own.
 * `analyze` says it so for every game, and its JSON is the same in both
 * languages but for the explanation.
 */
import {spawnSync} from 'node:child_process';
import stringWidth from 'string-width';
import {fileURLToPath} from 'node:url';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {runCommands} from '../../source/commands.js';
import {checkMove, computeHint} from '../../source/think/answers.js';
import {games} from '../../source/engine/catalog.js';
import {seeded} from '../../source/engine/random.js';
import type {AnyGame} from '../../source/engine/types.js';
import {explanationWords, moveWords} from '../../source/i18n/explain/index.js';
import {setLanguage} from '../../source/i18n/language.js';

afterEach(() => setLanguage('en'));

// Names and notation that stay Latin in Chinese text.
const kept = /\b(?:Nim|SG|mex|XOR|Kayles|Dawson|Wythoff|Zeckendorf|Grundy|Bash|Ruler|Mock|Turtles|Twins|Plambeck|Siegel|P|N|mod|g|G)\b/g;
const englishSentence = /[A-Za-z]{2,}(?:[ ,;:()']+[A-Za-z]{2,}){2,}/;

/** The games whose explanations are data (every game's moves are), in normal play and in misère play. */
const explained = new Set([
	'nim',
	'bash',
	'wythoff',
	'fibonacci',
	'ktimes',
	'subtraction',
	'primes',
	'octal',
	'kayles',
	'dawson',
	'grundy',
	'sum',
	'staircase',
	'corners',
	'graph',
	'tree',
	'coins',
]);
const misereExplained = new Set(games.filter(game => game.summable !== false).map(game => game.id));

/** Lost positions the examples and the random ones miss. */
const lost: Readonly<Record<string, object>> = {
	sum: {
		game: 'sum',
		parts: [
			{game: 'nim', heaps: [1, 2, 3]},
			{game: 'bash', heap: 20, max: 3},
		],
	},
};

function english(text: string): string | undefined {
	return text.replace(kept, '').match(englishSentence)?.[0];
}

/** Lines with a wrapped list's continuations (after a line ending in its separator) joined back to their first line. */
function unwrapped(lines: readonly string[]): string[] {
	const out: string[] = [];
	for (const line of lines) {
		if (out.length > 0 && /[;；]$/.test(out.at(-1)!) && line.startsWith('  ')) out[out.length - 1] += line;
		else out.push(line);
	}
	return out;
}

const numbers = (lines: readonly string[]) => new Set(lines.join('\n').match(/\d+/g) ?? []);

/** Positions of `game`: its examples and random ones, normal and misère, each with its outcome. */
function positions(game: AnyGame): unknown[] {
	const found: unknown[] = [];
	const add = (json: object) => {
		try {
			found.push(game.parse(json as never, ''));
		} catch {
			// Past a limit (a misère search too large): not a position to explain.
		}
	};
	for (const example of game.examples) add(example.position);
	if (lost[game.id] !== undefined) add(lost[game.id]!);
	const rng = seeded(28);
	for (let i = 0; i < 16; i++) add(game.toJSON(game.random(rng, 1 + (i % 5))));
	if (game.params.some(param => param.key === 'misere')) for (const p of found.slice()) add({...game.toJSON(p), misere: true});
	return found;
}

describe.each(games.map(game => [game.id, game] as const))('%s', (_id, game) => {
	const all = positions(game);

	test('has a won and a lost position to explain', () => {
		const outcomes = new Set(all.filter(p => !game.isMisere?.(p)).map(p => game.outcome(p)));
		expect(outcomes).toEqual(new Set(['N', 'P']));
	});

	test('words its moves in Chinese, with their numbers, and in English as the engine does', () => {
		let checked = 0;
		for (const p of all) {
			for (const tense of ['present', 'past'] as const) {
				let count = 0;
				for (const m of game.moves(p)) {
					if (count++ >= 6) break;
					setLanguage('en');
					const en = moveWords(game, p, m, tense);
					expect(en).toBe(game.describeMove(p, m, tense));
					setLanguage('zh-CN');
					const zh = moveWords(game, p, m, tense);
					expect(english(zh), zh).toBeUndefined();
					expect(numbers([zh]), zh).toEqual(numbers([en]));
					checked++;
				}
			}
		}
		expect(checked).toBeGreaterThan(0);
	});

	test('explains a won and a lost position in Chinese: no English sentence, the same lines, every number', () => {
		const outcomes = new Set<string>();
		for (const p of all) {
			const misere = game.isMisere?.(p) ?? false;
			if (!(misere ? misereExplained : explained).has(game.id)) continue;
			setLanguage('en');
			const en = explanationWords(game, p);
			expect(en).toEqual(game.explain(p));
			setLanguage('zh-CN');
			const zh = explanationWords(game, p);
			// A wrapped list breaks where each language's width says: compared whole.
			expect(unwrapped(zh)).toHaveLength(unwrapped(en).length);
			for (const line of zh) expect(english(line), line).toBeUndefined();
			for (const n of numbers(en)) expect(numbers(zh), `${n} in ${zh.join('\n')}`).toContain(n);
			outcomes.add(`${misere ? 'misère ' : ''}${game.outcome(p)}`);
		}
		if (explained.has(game.id)) expect([...outcomes]).toEqual(expect.arrayContaining(['N', 'P']));
		if (misereExplained.has(game.id)) expect([...outcomes].filter(o => o.startsWith('misère')).length).toBeGreaterThan(0);
	});
});

/** `analyze` run in-process in Chinese: its output. */
async function analyzeInChinese(json: object): Promise<string> {
	setLanguage('zh-CN');
	let stdout = '';
	const out = vi.spyOn(process.stdout, 'write').mockImplementation(chunk => {
		stdout += String(chunk);
		return true;
	});
	try {
		expect(await runCommands(['analyze', JSON.stringify(json)], {name: 'game-arcade', version: '0.0.0', description: ''})).toBe(0);
	} finally {
		out.mockRestore();
	}
	return stdout;
}

/** A won and a lost position of each game, as JSON. */
const wonAndLost = games.map(game => {
	const all = positions(game).filter(p => !game.isMisere?.(p));
	const [won, lost] = (['N', 'P'] as const).map(outcome => game.toJSON(all.find(p => game.outcome(p) === outcome)));
	return [game.id, won!, lost!] as const;
});

test.each(wonAndLost)('analyze %s says who wins and why in Chinese', async (id, won, lost) => {
	for (const json of [won, lost]) {
		const text = await analyzeInChinese(json);
		expect(text).toMatch(/结果：先手必[胜败]/);
		const why = text.slice(text.indexOf('理由：'));
		if (explained.has(id)) for (const line of why.split('\n')) expect(english(line), line).toBeUndefined();
	}
});

test('analyze --jsonl under LANG=zh_CN.UTF-8 gives the same JSON as in English but for the explanation, for every game', () => {
	const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
	const input = wonAndLost.flatMap(([, won, lost]) => [JSON.stringify(won), JSON.stringify(lost)]).join('\n');
	const run = (lang: string) => {
		const env: NodeJS.ProcessEnv = {...process.env, LANG: lang, LC_ALL: '', LC_MESSAGES: ''};
		const result = spawnSync(process.execPath, [cli, 'analyze', '--jsonl', '--no-save'], {encoding: 'utf8', env, input, timeout: 60_000});
		return result.stdout
			.trim()
			.split('\n')
			.map(line => JSON.parse(line) as Record<string, unknown>);
	};
	const inEnglish = run('en_US.UTF-8');
	const chinese = run('zh_CN.UTF-8');
	expect(chinese).toHaveLength(wonAndLost.length * 2);
	for (const [i, result] of chinese.entries()) {
		const {explanation: a, ...restA} = inEnglish[i]!;
		const {explanation: b, ...restB} = result;
		expect(restB).toEqual(restA);
		expect(Object.keys(result)).toEqual(Object.keys(inEnglish[i]!));
		const id = String(result['game']);
		if (explained.has(id)) expect(english(String(b)), id).toBeUndefined();
		if (explained.has(id)) expect(b, id).not.toBe(a);
	}
});

test("the hint and the coach speak the arcade's language: the move and why in Chinese", () => {
	const nim = games.find(game => game.id === 'nim')!;
	const before = nim.parse({game: 'nim', heaps: [7, 9, 12, 15]}, '');
	setLanguage('zh-CN');
	const hint = computeHint(nim, before);
	expect(hint.words).toBe('从第 2 堆取 5 个（9 → 4）');
	expect(hint.explanation).toContain('所以从第 2 堆取 5 个（9 → 4）。');
	const mistake = checkMove(nim, before, nim.apply(before, {heap: 0, take: 1n}));
	expect(mistake?.kept).toBe('从第 2 堆取 5 个（9 → 4）');
	setLanguage('en');
	expect(computeHint(nim, before).words).toBe('take 5 from heap 2 (9 → 4)');
});

test("the tree's lists wrap by display width in Chinese: the list's items within 76 columns a line, broken lines ending in '；'", () => {
	const tree = games.find(game => game.id === 'tree')!;
	// A root with a chain of 14 nodes: the list "from the leaves down" is long enough to wrap.
	const p = tree.parse({game: 'tree', parents: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]} as never, '');
	setLanguage('zh-CN');
	const lines = explanationWords(tree, p);
	const down = lines.findIndex(line => line.startsWith('从叶子往下算：'));
	expect(down).toBeGreaterThanOrEqual(0);
	expect(lines[down]!.endsWith('；')).toBe(true);
	expect(lines[down + 1]!.startsWith('  结点')).toBe(true);
	const list = [lines[down]!, ...lines.slice(down + 1).filter((_line, i, rest) => rest.slice(0, i + 1).every(l => l.startsWith('  ')))];
	expect(list.length).toBeGreaterThan(1);
	// As in English: the items fill at most 76 columns, the separator that ends a broken line after them.
	for (const line of list) expect(stringWidth(line.replace(/[；。]$/, '')), line).toBeLessThanOrEqual(76);
	expect(list.at(-1)!.endsWith('。')).toBe(true);
});

test('the Chinese explanations read as a reader of OI Wiki expects: one 所以 a step, a tree of 子结点 and 竹竿 长为 n, normal play 正常规则', () => {
	const byId = (id: string) => games.find(game => game.id === id)!;
	const say = (id: string, json: object) => {
		const game = byId(id);
		return explanationWords(game, game.parse({game: id, ...json} as never, '')).join('\n');
	};
	setLanguage('zh-CN');
	const fibonacci = say('fibonacci', {heap: 20});
	expect(fibonacci).toContain('上限 19（第一步可以取任意多个，但不能把整堆取完）');
	expect(fibonacci).toContain('所以每一项都大于比它小的下一项的两倍。因此 18 的最小一项 5 大于 2·2 = 4');
	const tree = say('tree', {parents: [0, 1, 1, 0, 4]});
	expect(tree).toContain('一个结点的 SG 值是对它所有子结点的（SG 值 + 1）取 XOR');
	expect(tree).toContain('树枝 4（结点的 SG 值为 1）缩成一根长为 2 的竹竿');
	expect(tree).toContain('树枝 4 的 SG 值为 1');
	const kayles = say('kayles', {heaps: [4, 5, 6], misere: true});
	expect(kayles).toContain('反常 Kayles 的胜负与正常规则下相同');
	expect(kayles).toContain('所以按正常规则判断：Nim 和为 6，不是 0');
	expect(say('staircase', {chips: [1, 4, 7]})).toContain('4–7 的间隔');
});

test('a list of items takes 、 in Chinese and a list of clauses ，; English joins both with a comma as before', () => {
	const byId = (id: string) => games.find(game => game.id === id)!;
	const coins = byId('coins');
	const row = coins.parse({game: 'coins', coins: 'THHTTH', rule: 'mock-turtles'} as never, '');
	const tree = byId('tree');
	const forest = tree.parse({game: 'tree', parents: [0, 1, 1, 0, 4]} as never, '');
	setLanguage('zh-CN');
	expect(moveWords(coins, row, {flip: [2, 3, 6]} as never)).toBe('翻转位置 6、3 和 2 上的硬币');
	const flip = explanationWords(coins, row).join('\n');
	expect(flip).toContain('第 6 枚（SG 值 11）变成反面，第 3 枚正面硬币（SG 值 4）变成反面，第 2 枚正面硬币（SG 值 2）变成反面');
	const cut = explanationWords(tree, forest).join('\n');
	expect(cut).toContain('叶子 2、3、5 的 SG 值为 0。');
	expect(cut).toContain('于是结点 4 = 0，树枝 4 的 SG 值为 1，总和 1 XOR 1 = 0。');
	setLanguage('en');
	expect(moveWords(coins, row, {flip: [2, 3, 6]} as never)).toBe(coins.describeMove(row, {flip: [2, 3, 6]} as never));
	expect(explanationWords(tree, forest).join('\n')).toContain('Leaves 2, 3, 5 are worth 0.');
});
