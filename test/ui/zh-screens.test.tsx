/**
 * The arcade's screens in Simplified Chinese at 80×24 and 100×30: no line
 * wider than the terminal, every frame's right edge in one column, and no
 * English sentence in the chrome (names, keys and notation stay as they are).
 */
import {afterEach, beforeEach, describe, expect, it, test} from 'vitest';
import stringWidth from 'string-width';
import {setLanguage} from '../../source/i18n/language.js';
import {helpLines, type ScreenName} from '../../source/ui/screens/help-layout.js';
import {linesText, lineWidth} from '../../source/ui/lines.js';
import {tooSmallLines} from '../../source/ui/screens/too-small.js';
import {boardFor} from '../../source/ui/boards/index.js';
import {lookupGame} from '../../source/engine/catalog.js';
import type {JsonObject} from '../../source/engine/types.js';
import {matchConfig, press, renderArcade, sendKeyAndWaitFor, waitForFrame} from './helpers.js';
import type {Size} from '../../source/ui/size.js';
import {render} from 'ink-testing-library';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {fileStore} from '../../source/progress/store.js';
import {hasUnsafe} from '../../source/text/safe.js';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {problems} from '../../source/judge/problems/index.js';
import {initProblems, problemsLines, problemsReducer, type JudgeEnv} from '../../source/ui/problems/index.js';
import {ProblemsScreen} from '../../source/ui/screens/problems.js';
import {bashProgram, fakeRun} from '../judge/fake.js';
import {frameOf, keys} from './helpers.js';
import {labLines} from '../../source/ui/lab/layout.js';
import {initLab} from '../../source/ui/lab/state.js';
import {tableGames} from '../../source/engine/table.js';
import {formatTable} from '../../source/analyze/table-format.js';
import {howToLines, howToPages, workedExample} from '../../source/ui/theory/pages.js';
import {explanationWords} from '../../source/i18n/explain/index.js';
import {practiseText} from '../../source/ui/shared/practise.js';
import {hasBoard} from '../../source/ui/boards/index.js';
import {terms} from '../../source/i18n/glossary/terms.js';
import type {Line} from '../../source/ui/lines.js';
import {presetLabel} from '../../source/i18n/presets/index.js';

const sizes: readonly Size[] = [
	{columns: 80, rows: 24},
	{columns: 100, rows: 30},
];

/** Three or more English words in a row (not a key name, a game's own name or notation). */
function englishSentence(text: string): string | null {
	const cleaned = text.replace(
		/\b(?:Mock Turtles|game-arcade|ctrl\+[a-z]|shift\+tab|Nim|SG|mex|Kayles|Dawson|Grundy|Ruler|Twins|any key|enter|space|esc|tab|backspace|pageup|pagedown|home|end)\b/gi,
		'',
	);
	return cleaned.match(/[A-Za-z]{2,}(?:[ ,'-]+[A-Za-z]{2,}){2,}/)?.[0] ?? null;
}

/** Checks a frame: within the width, its box edges (│ ╮ ╯) in one column, no English sentence (unless the caller checks that itself). */
function checkFrame(frame: string, size: Size, english = true): void {
	const rows = frame.split('\n');
	expect(rows.length).toBeLessThanOrEqual(size.rows);
	for (const row of rows) expect(stringWidth(row), row).toBeLessThanOrEqual(size.columns);
	const edges = rows.filter(row => /[╮╯┐┘]$/.test(row.trimEnd())).map(row => stringWidth(row.trimEnd()));
	expect(new Set(edges).size, frame).toBeLessThanOrEqual(1);
	if (english) expect(englishSentence(frame), frame).toBeNull();
}

/**
 * A play screen's frame: laid out as checkFrame asks, and no English sentence in its chrome. The move's
 * words and the hint's explanation inside the box are the engine's sentences, translated on their own.
 */
function checkPlayFrame(frame: string, size: Size): void {
	const rows = frame.split('\n');
	for (const row of rows) expect(stringWidth(row), row).toBeLessThanOrEqual(size.columns);
	const edges = rows.filter(row => /[╮╯┐┘]$/.test(row.trimEnd())).map(row => stringWidth(row.trimEnd()));
	expect(new Set(edges).size, frame).toBeLessThanOrEqual(1);
	const chrome = rows.filter(row => !/^[│╭╰]/.test(row) && !row.startsWith(' ▶ take'));
	expect(englishSentence(chrome.join('\n')), frame).toBeNull();
}

beforeEach(() => {
	setLanguage('zh-CN');
});
afterEach(() => {
	setLanguage('en');
});

describe('the English-sentence finder', () => {
	it('finds an English sentence and passes Chinese with names and keys', () => {
		expect(englishSentence('choose the entry')).toBe('choose the entry');
		expect(englishSentence('当前 Nim 和为 5  enter 选择  ctrl+c 退出')).toBeNull();
	});
});

/**
 * The theory pages and the glossary. Their own words are Chinese; what they
 * show from other areas is listed and left to those areas (each is Chinese
 * once its area is): the board drawn for the worked example, the engine's
 * explanation and move words, the judge's problem titles (names), the
 * sources (titles as published), and the glossary's English column (on
 * purpose: the terms in both languages).
 */
describe.each(sizes)('the theory pages in Chinese at $columns×$rows', size => {
	// Rule names typed as they are (--rule one-or-two), beside the names the finder above passes.
	const names = /\b(?:Mock Turtles|one-or-two|mock-turtles|game-arcade|Nim|SG|mex|Kayles|Dawson|Grundy|Ruler|Twins|enter|space|esc|tab|pgup|pgdn)\b/gi;
	const runs = (text: string) => [...text.replace(names, '').matchAll(/[A-Za-z]{2,}(?:[ ,'-]+[A-Za-z]{2,}){2,}/g)].map(m => m[0].replace(/\s+/g, ' '));
	// With the names taken out and kept in (a name wrapped over two lines stays in the page's text).
	const flat = (texts: readonly string[]) => [texts.join(' ').replace(names, ''), texts.join(' ')].map(text => text.replace(/\s+/g, ' ')).join(' | ');

	/** The English a page may show from other areas. */
	function othersWords(page: string): string {
		const game = lookupGame(page);
		if (game === undefined) return '';
		const example = workedExample(game)!;
		const texts: string[] = [game.theory!.sources, practiseText({game: game.id}) ?? ''];
		texts.push(...explanationWords(game, example.position, example.explanation), ...(example.winning ?? []), example.engineWords ?? '');
		if (hasBoard(game.id)) {
			const board = boardFor(game.id);
			const hint = example.engineMove === null ? null : {move: game.moveToJSON(example.engineMove), before: example.position, words: example.engineWords!};
			const drawn = board.draw({
				position: example.position,
				pointer: board.init(example.position),
				width: size.columns - 4,
				height: 12,
				active: false,
				hints: true,
				hint,
				last: null,
			});
			texts.push(...drawn.map(l => linesText([l])), ...board.howTo);
		}
		return flat(texts);
	}

	function checkLines(lines: readonly Line[], others: string): void {
		expect(lines).toHaveLength(size.rows - 1);
		for (const l of lines) expect(lineWidth(l), linesText([l])).toBeLessThanOrEqual(size.columns);
		const text = linesText(lines);
		checkFrame(text, size, false);
		expect(
			runs(text).filter(run => !others.includes(run)),
			text,
		).toEqual([]);
	}

	it('every page, scrolled from top to bottom', () => {
		for (let page = 0; page < howToPages.length; page++) {
			const others = othersWords(howToPages[page]!);
			const top = howToLines(page, 0, size);
			expect(linesText(top.lines)).toContain(page === 0 ? '玩法说明 · 总览' : '规则');
			for (let offset = 0; ; offset += top.page) {
				const layout = howToLines(page, Math.min(offset, top.maxOffset), size);
				checkLines(layout.lines, others);
				if (offset >= top.maxOffset) {
					if (page > 0) expect(linesText(layout.lines)).toContain('来源：');
					break;
				}
			}
		}
	});

	it('the glossary, its English column apart', () => {
		const english = flat(terms.map(term => term.en));
		const top = howToLines(0, 0, size, true);
		expect(linesText(top.lines)).toContain('术语表');
		expect(linesText(top.lines)).toContain('必胜态 · N-position');
		for (let offset = 0; offset <= top.maxOffset + top.page; offset += top.page)
			checkLines(howToLines(0, Math.min(offset, top.maxOffset), size, true).lines, english);
		expect(linesText(howToLines(0, top.maxOffset, size, true).lines).replace(/\s+/g, '')).toContain('没有固定的译名');
	});

	it('opens from the menu and the glossary with t, in a rendered frame', async () => {
		const app = renderArcade({size, start: {name: 'howto'}});
		const overview = await waitForFrame(app, '玩法说明 · 总览');
		expect(overview).toContain('术语表');
		for (const row of overview.split('\n')) expect(stringWidth(row)).toBeLessThanOrEqual(size.columns);
		const glossary = await sendKeyAndWaitFor(app, 't', '必胜态 · N-position');
		for (const row of glossary.split('\n')) expect(stringWidth(row)).toBeLessThanOrEqual(size.columns);
		const back = await sendKeyAndWaitFor(app, 't', '玩法说明 · 总览');
		expect(back).not.toContain('必胜态 · N-position');
		app.unmount();
	});
});

/**
 * The Lab in Chinese, every game's table: its own words are Chinese; a
 * table's closed form and note are the engine's sentences (its games' own
 * words), left to them.
 */
describe.each(sizes)('the Lab in Chinese at $columns×$rows', size => {
	test.each([...tableGames])('the table of %s', id => {
		const state = initLab(id);
		const lines = labLines(state, size);
		expect(lines).toHaveLength(size.rows);
		for (const l of lines) expect(lineWidth(l), linesText([l])).toBeLessThanOrEqual(size.columns);
		const text = linesText(lines);
		expect(text).toContain('实验室 · ');
		// The line of the closed form or note (cut to the width) is the engine's.
		const engine = [state.table?.closedForm, state.table?.note].filter(t => t != null).map(t => t.slice(0, 20));
		checkFrame(
			text
				.split('\n')
				.filter(row => !engine.some(start => row.includes(start)))
				.join('\n'),
			size,
		);
	});

	test('its export prompt, a choice changed and an error', () => {
		const exporting = labLines({...initLab('nim'), exporting: true, notice: null}, size);
		expect(linesText(exporting)).toContain('实验室');
		const prompt = labLines({...initLab('nim'), notice: '导出为：t 文本 · c CSV · j JSON · m Markdown（esc：取消）'}, size);
		checkFrame(linesText(prompt), size);
	});
});

describe('an export in Chinese', () => {
	test.each([...tableGames])('of %s keeps CSV and JSON byte for byte, and words text and Markdown in Chinese', id => {
		setLanguage('en');
		const table = initLab(id).table!;
		const english = {
			csv: formatTable(table, 'csv'),
			json: formatTable(table, 'json'),
			text: formatTable(table, 'text'),
			markdown: formatTable(table, 'markdown'),
		};
		setLanguage('zh-CN');
		expect(formatTable(table, 'csv')).toBe(english.csv);
		expect(formatTable(table, 'json')).toBe(english.json);
		const text = formatTable(table, 'text');
		expect(text).not.toBe(english.text);
		expect(text.split('\n')[0]).toMatch(/SG 值|胜负|Nim 积/);
		expect(formatTable(table, 'markdown')).toMatch(/必败态/);
	});
});

describe.each(sizes)('in Chinese at $columns×$rows', size => {
	it('the menu', async () => {
		const app = renderArcade({size});
		const frame = await waitForFrame(app, '公平组合游戏');
		expect(frame).toContain('巴什博弈');
		expect(frame).toContain('威佐夫博弈');
		expect(frame).toContain('退出');
		checkFrame(frame, size);
		const help = await press(app, '?');
		expect(help).toContain('帮助');
		expect(help).toContain('--ascii');
		// The footer names the key in Chinese too ("any key" was left in English).
		expect(help.split('\n').at(-1)).toMatch(/任意键 关闭/);
		checkFrame(help, size);
		app.unmount();
	});

	it("the note for a Traditional Chinese locale, on the menu's notice line and in the help", async () => {
		setLanguage('zh-CN', true);
		const app = renderArcade({size});
		const frame = await waitForFrame(app, '公平组合游戏');
		expect(frame.split('\n')[0]).toContain('本游戏厅没有繁体中文版，这里显示简体中文（--lang en 切换为英文）。');
		checkFrame(frame, size);
		const help = await press(app, '?');
		expect(help).toContain('没有繁体中文版');
		app.unmount();
	});

	it.each<ScreenName>(['menu', 'setup', 'match', 'end', 'howto', 'review', 'trainerPick', 'trainer', 'course', 'lab', 'stats'])('the help of %s', screen => {
		const board = boardFor('nim');
		const lines = helpLines({screen, board: {...board, game: lookupGame('nim')!} as never}, size);
		for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(size.columns);
		expect(englishSentence(linesText(lines))).toBeNull();
	});

	it("a damaged progress file's notice: over the menu, and whole on the Stats screen; the file's control characters shown escaped", async () => {
		// A folder name of no words: the Stats screen shows the file's path, checked for English with the rest.
		const dir = mkdtempSync(join(tmpdir(), '7-'));
		try {
			const saved = {'\u001b[2J': 1, nim: {position: {game: 'nim', heaps: [3, -1]}, opponent: 'perfect', toMove: 0, hints: false, moves: 2}};
			const learner = {placement: 99, concepts: {mex: {lesson: '\u001b]0;x\u0007'}}};
			writeFileSync(join(dir, 'progress.json'), JSON.stringify({format: 'game-arcade progress', version: 5, saved, learner}));
			const menu = renderArcade({size, store: fileStore({dir})});
			const frame = await waitForFrame(menu, '留待继续的');
			expect(frame.split('\n')[0]).toMatch(/^ ! 留待继续的 "\\u001b\[2J" 对局无法读取/);
			expect(frame).toContain('公平组合游戏');
			expect(frame.split('\n').some(hasUnsafe)).toBe(false);
			checkFrame(frame, size);
			menu.unmount();
			const app = renderArcade({size, store: fileStore({dir}), start: {name: 'stats'}});
			await waitForFrame(app, '你的记录');
			app.stdin.write('G');
			const end = await waitForFrame(app, '本次运行的提示');
			const whole = end.replace(/\s+/g, '');
			for (const words of [
				'saved.nim.position.heaps[1]必须是≥0的整数，收到的是-1',
				'learner.concepts.mex.lesson不是课程状态',
				'另有1处类似问题）；其余部分保留。',
			])
				expect(whole).toContain(words);
			expect(end.split('\n').some(hasUnsafe)).toBe(false);
			checkFrame(end, size);
			app.unmount();
		} finally {
			rmSync(dir, {recursive: true, force: true});
		}
	});

	it('the Stats screen, scrolled from its games to its course', async () => {
		const app = renderArcade({size, start: {name: 'stats'}});
		const top = await waitForFrame(app, '你的记录');
		for (const words of ['保存：', '教练：', '配色：', '语言：中文', '训练：独立答对', '巴什博弈']) expect(top).toContain(words);
		checkFrame(top, size);
		app.stdin.write('G');
		const end = await waitForFrame(app, '等级分走势');
		expect(end).toContain('Glicko-2');
		checkFrame(end, size);
		app.unmount();
	});

	it("Nim's setup screen: its fields, values, buttons and keys", async () => {
		const app = renderArcade({size, start: {name: 'setup', id: 'nim'}});
		const frame = await waitForFrame(app, '新对局');
		for (const words of ['Nim 游戏 · 新对局', '起始局面', '随机', '对手', '电脑，最强（从不失误）', '先手', '开始对局', '第 1 堆', '修改'])
			expect(frame).toContain(words);
		// The game's own rules and parameters' labels are the engine's words (translated with the games).
		const rows = frame.split('\n');
		for (const row of rows) expect(stringWidth(row), row).toBeLessThanOrEqual(size.columns);
		const edges = rows.filter(row => /[╮╯]$/.test(row.trimEnd())).map(row => stringWidth(row.trimEnd()));
		expect(new Set(edges).size).toBe(1);
		app.unmount();
	});

	it.each(['nim', 'coins'])("%s's setup screen: its presets, cycled with l, in Chinese", async id => {
		const app = renderArcade({size, start: {name: 'setup', id}});
		await waitForFrame(app, '新对局');
		const game = lookupGame(id)!;
		for (let index = 0; index < game.examples.length; index++) {
			const label = presetLabel(game, index);
			expect(label).not.toBe(game.examples[index]!.label);
			const frame = await sendKeyAndWaitFor(app, 'l', frame => frame.includes(`◀ ${label.slice(0, 6)}`));
			checkFrame(frame, size);
		}
		app.unmount();
	});

	it("the trainer's list and a puzzle of Nim", async () => {
		const pick = renderArcade({size, start: {name: 'trainerPick'}});
		const list = await waitForFrame(pick, '选择游戏');
		for (const words of ['训练 · 选择游戏', '混合（所有游戏）', 'Nim 游戏', '还没做过']) expect(list).toContain(words);
		checkFrame(list, size);
		pick.unmount();
		const app = renderArcade({size, start: {name: 'trainer', mode: 'nim'}});
		const puzzle = await waitForFrame(app, '找出必胜的一步');
		for (const words of ['轮到你走，你能赢：', '连对 0', '难度', '看答案', '适中']) expect(puzzle).toContain(words);
		checkPlayFrame(puzzle, size);
		// The notes for e before a hint, d and a hint step were left in English.
		expect(await sendKeyAndWaitFor(app, 'e', '请先按 t 看提示（之后的作答记为有辅助）。')).toContain('找出必胜的一步');
		expect(await sendKeyAndWaitFor(app, 'd', '从下一题起，题目比你的等级分难（按 d 切换）。')).toContain('偏难');
		const hinted = await sendKeyAndWaitFor(app, 't', '提示第 1 步，共 3 步（SG 值）：现在答对记为有辅助。');
		checkPlayFrame(hinted, size);
		const shown = await sendKeyAndWaitFor(app, 's', '看了答案');
		expect(shown).toContain('这就是答案');
		checkPlayFrame(shown, size);
		app.unmount();
	});

	it('the too-small notice', () => {
		const small = {columns: 50, rows: 12};
		const lines = tooSmallLines(small);
		for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(small.columns);
		expect(englishSentence(linesText(lines))).toBeNull();
	});
});

describe.each(sizes)('a game of Nim with hints in Chinese at $columns×$rows', size => {
	it("shows the chrome, the hint's frame and the confirmations in Chinese", async () => {
		const app = renderArcade({size, start: {name: 'match', config: matchConfig({game: 'nim', heaps: [3, 4, 5]}, {first: 0, hints: true})}});
		const frame = await waitForFrame(app, '必胜的一步');
		for (const words of [
			'Nim 游戏 · 你对电脑',
			'轮到你',
			'第 1 步',
			'提示：走法',
			'你处于必胜态',
			'SG 值 2',
			'悔棋',
			'认输',
			'第 2 堆',
			'取走最后一个石子的人获胜',
		]) {
			expect(frame).toContain(words);
		}
		checkPlayFrame(frame, size);
		const resign = await sendKeyAndWaitFor(app, 'x', '认输：这局算电脑赢？y 是 · n 否');
		expect(resign).toContain('继续下');
		checkPlayFrame(resign, size);
		const kept = await sendKeyAndWaitFor(app, 'n', f => !f.includes('认输：'));
		expect(kept).toContain('轮到你');
		// With nothing played, r starts again at once and says so.
		const restarted = await sendKeyAndWaitFor(app, 'r', '已从起始局面重新开始。');
		checkPlayFrame(restarted, size);
		app.unmount();
	});
});

describe.each(sizes)('a refused move in Chinese at $columns×$rows', size => {
	// The keys play a move the engine refuses; the refusal's line fits whole, in Chinese.
	const refused: [JsonObject, string[], string][] = [
		[{game: 'nim', heaps: [3, 4, 5]}, ['9', keys.enter], '✗ 不允许：第 1 堆只有 3 个。'],
		[{game: 'wythoff', heaps: [3, 5]}, ['9', keys.enter], '✗ 不允许：第 1 堆只有 3 个。'],
		[{game: 'fibonacci', heap: 20}, ['2', '0', keys.enter], '✗ 不允许：第一步不能取走整堆（最多取 19 个）。'],
		[{game: 'ktimes', heap: 19, k: 3, last: 2}, ['9', keys.enter], '✗ 不允许：上一步取了 2 个，这一步最多只能取 6 个（3·2）。'],
		[{game: 'subtraction', heaps: [10, 11], set: [1, 3, 4]}, ['2', keys.enter], '✗ 不允许：2 不在集合 {1, 3, 4} 中。'],
		[
			{
				game: 'corners',
				lit: [
					[1, 2],
					[3, 4],
				],
			},
			[keys.enter, keys.right, keys.right, keys.enter],
			'✗ 不允许：对角的 x 必须小于 1，收到的是 2。',
		],
		[{game: 'coins', coins: 'THHTTHTH', rule: 'mock-turtles'}, [keys.left, keys.enter], '✗ 不允许：翻转的硬币中最右边的一枚（位置 7）必须是正面。'],
		[{game: 'coins', coins: 'THHTTHTH', rule: 'subtract3'}, [' ', '1', keys.enter], '✗ 不允许：这条规则翻转硬币 x 及 x−1、x−2、x−3 之一（x ≤ 3 时可只翻 x）。'],
	];

	test.each(refused)('%j', async (json, typed, line) => {
		const app = renderArcade({size, start: {name: 'match', config: matchConfig(json, {first: 0})}});
		// Hints off reads 提示：关, as 提示：走法 reads with them on.
		await waitForFrame(app, '提示：关');
		for (const key of typed.slice(0, -1)) await press(app, key);
		const frame = await sendKeyAndWaitFor(app, typed.at(-1)!, line);
		checkPlayFrame(frame, size);
		app.unmount();
	});
});

describe.each(sizes)('the end of a game of Nim in Chinese at $columns×$rows', size => {
	it('plays to the end and shows the game-over screen in Chinese', async () => {
		const app = renderArcade({size, start: {name: 'match', config: matchConfig({game: 'nim', heaps: [1]}, {first: 0})}});
		await waitForFrame(app, '取走');
		const end = await sendKeyAndWaitFor(app, '\r', '共 1 步，你赢了！');
		expect(end).toContain('共 1 步，你赢了！');
		expect(end).toContain('再来一局（相同的起始局面和设置）');
		checkFrame(end, size);
		app.unmount();
	});
});

/**
 * The Problems screen's frame with what stays as it is, or is another
 * screen's words, set aside: the problems' own titles, what a program reads
 * and prints (code spans), and the game's board drawn beside a failing case
 * (the boards').
 */
function problemsProse(frame: string): string {
	let rows = frame.replace(/`[^`\n]*`/g, '').split('\n');
	for (const problem of problems) rows = rows.map(row => row.replaceAll(problem.title, ''));
	const top = rows.findIndex(row => row.includes('局面：'));
	if (top >= 0) {
		const column = stringWidth(rows[top]!.slice(0, rows[top]!.indexOf('最小的出错输入：')));
		for (let i = top; i < rows.length && rows[i]!.trim() !== ''; i++) {
			let cut = 0;
			let width = 0;
			for (const ch of rows[i]!) {
				if (width >= column) break;
				width += stringWidth(ch);
				cut += ch.length;
			}
			rows[i] = rows[i]!.slice(cut);
		}
	}
	return rows.join('\n');
}

describe.each(sizes)('the Problems screen in Chinese at $columns×$rows', size => {
	it('the list, a statement, the field, and a wrong program judged to its smallest failing case', async () => {
		const folder = mkdtempSync(join(tmpdir(), 'zh-problems-'));
		const env: JudgeEnv = {
			prepare: async () => ({run: fakeRun(bashProgram('mod-m')), close: () => {}}),
			seed: () => 7,
			cases: 50,
			shrinkMs: 1000,
			folder,
		};
		const app = render(<ProblemsScreen size={size} active env={env} onPlay={() => {}} onLesson={() => {}} onBack={() => {}} />);
		try {
			const list = await waitForFrame(app, '经典博弈题');
			expect(list).toContain('取石子游戏（威佐夫博弈）');
			checkFrame(problemsProse(list), size);
			const statement = await sendKeyAndWaitFor(app, keys.enter, '样例输入：');
			expect(statement).toContain('两个人轮流从一堆 n 个石子中取石子');
			checkFrame(problemsProse(statement), size);
			const field = await sendKeyAndWaitFor(app, 'j', '程序：');
			checkFrame(problemsProse(field), size);
			for (const ch of 'wrong') {
				const before = frameOf(app);
				app.stdin.write(ch);
				await waitForFrame(app, frame => frame !== before);
			}
			app.stdin.write(keys.enter);
			const verdict = await waitForFrame(app, '你的输出：', 5000);
			expect(verdict).toContain('答案错误（WA），题目 hdu1846。');
			expect(verdict).toContain('最小的出错输入：');
			checkFrame(problemsProse(verdict), size);
			// The why and the play line further down.
			let rest = verdict;
			for (let i = 0; i < 4 && !rest.includes('随机种子'); i++) rest = await sendKeyAndWaitFor(app, keys.space, frame => frame !== rest);
			expect(rest).toContain('巴什博弈');
			checkFrame(problemsProse(rest), size);
		} finally {
			app.unmount();
			rmSync(folder, {recursive: true, force: true});
		}
	});

	it("a statement's last line: the lesson's name ends in its own aside (巴什博弈), the key to open it follows as a sentence", () => {
		const state = problemsReducer(initProblems(0), {type: 'open'});
		const text = linesText(problemsLines(state, {columns: size.columns, rows: 60}).lines).replace(/\s+/g, '');
		expect(text).toContain('讲解这道题的课程：留下倍数（巴什博弈）。按l打开。');
		expect(text).not.toMatch(/）（/);
	});

	it('the judging: its phases and the shrinking', () => {
		let state = problemsReducer(initProblems(0), {type: 'open'});
		state = problemsReducer(problemsReducer(state, {type: 'type', text: 'python3 sol.py'}), {type: 'submit'});
		state = problemsReducer(state, {type: 'phase', phase: 'sample', cases: 2});
		state = problemsReducer(state, {type: 'phase', phase: 'edges', cases: 17});
		state = problemsReducer(state, {type: 'status', status: {kind: 'phase', phase: 'edges', done: 5, total: 17}});
		const text = linesText(problemsLines(state, size).lines);
		expect(text).toContain('正在 hdu1846 上评测 python3 sol.py');
		expect(text).toContain('✓ 样例（2 组）');
		expect(text).toContain('▸ 题面中的陷阱数据：5/17');
		expect(text).toContain('· 最大规模数据');
		expect(englishSentence(text)).toBeNull();
		state = problemsReducer(state, {type: 'status', status: {kind: 'shrinking', step: 3, chars: 12}});
		expect(linesText(problemsLines(state, size).lines)).toContain('正在缩小出错的输入：第 3 步，12 个字符。');
	});

	it('its help', () => {
		const lines = helpLines({screen: 'problems'}, size);
		for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(size.columns);
		expect(englishSentence(linesText(lines))).toBeNull();
		expect(linesText(lines)).toContain('评测我的程序');
	});

	it.each(problems.map(p => [p.id, problems.indexOf(p)] as const))('%s: every page of its statement', (_id, index) => {
		let state = problemsReducer(initProblems(index), {type: 'open'});
		const first = problemsLines(state, size);
		for (let top = 0; top <= first.maxScroll; top += first.page) {
			state = {...state, scroll: top};
			const {lines} = problemsLines(state, size);
			for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(size.columns);
			// The sample's lines (indented) are what a program reads and prints.
			const prose = linesText(lines)
				.split('\n')
				.filter(row => !row.startsWith('   '))
				.join('\n');
			expect(englishSentence(problemsProse(prose)), prose).toBeNull();
		}
	});
});

/** The frame without the lessons' own words (titles, ideas, pages: translated beside the lessons, not in the course's catalog). */
function courseChrome(frame: string, lessonText: readonly string[]): string {
	let out = frame;
	for (const text of lessonText) out = out.split(text).join('');
	return out;
}

describe.each(sizes)('the course in Chinese at $columns×$rows', size => {
	it('the course map and a lesson page', async () => {
		const {concepts} = await import('../../source/learn/concepts.js');
		const {lessons} = await import('../../source/learn/course.js');
		const own = concepts.flatMap(c => [c.title, c.idea]);
		const app = renderArcade({size, start: {name: 'course'}});
		const map = await waitForFrame(app, '已掌握 0/13 课');
		expect(map).toContain('○ 可学习');
		expect(map).toContain('· 未解锁');
		expect(map).toContain('分级测试');
		expect(map).toMatch(/\? 帮助 +q 返回/);
		checkFrame(courseChrome(map, own), size);
		const page = await sendKeyAndWaitFor(app, '\r', '第 1/');
		expect(page).toContain('第 1 课');
		expect(page).toContain('下一页');
		const pageText = lessons[0]!.pages.flat().flatMap(p => p.split(/\s+/));
		// The page's own words are the lesson's: every other word on it is the course's, and Chinese.
		const rows = page.split('\n');
		for (const row of rows) expect(stringWidth(row), row).toBeLessThanOrEqual(size.columns);
		expect(englishSentence(courseChrome([rows[0], ...rows.slice(-2)].join('\n'), [...own, ...pageText]))).toBeNull();
		const example = await sendKeyAndWaitFor(app, 'x', '练习 1/');
		checkFrame(courseChrome(example.split('\n').slice(0, 1).concat(example.split('\n').slice(-2)).join('\n'), own), size);
		app.unmount();
	});
});

describe('the game-over screen in Chinese', () => {
	it("lines up its moves' columns with the players' Chinese names", async () => {
		const app = renderArcade({size: sizes[0], start: {name: 'match', config: matchConfig({game: 'nim', heaps: [1, 2]}, {first: 0})}});
		await waitForFrame(app, '取走');
		app.stdin.write('j');
		await waitForFrame(app, '▶ 第 2 堆');
		await sendKeyAndWaitFor(app, '\r', '轮到你 · 第 3 步');
		const end = await sendKeyAndWaitFor(app, '\r', '共 3 步，你赢了！');
		const moves = end.split('\n').filter(row => /^\s+[123] {2}(你|电脑)/.test(row));
		expect(moves).toHaveLength(3);
		// Each move's words (in Chinese) start in one column, after the longest name and its gap.
		expect(new Set(moves.map(row => stringWidth(row.slice(0, row.indexOf('从第')))))).toEqual(new Set([stringWidth('     1  电脑  ')]));
		// The review of the game: its heading, columns, grades and keys in Chinese (the moves' words too; the chart's legend is not translated yet).
		const review = await sendKeyAndWaitFor(app, 'v', '评价');
		for (const words of ['复盘 · Nim 游戏 · 你对电脑', '谁', '走法', '评价', '最快', '没有失误', '返回']) expect(review).toContain(words);
		for (const row of review.split('\n')) expect(stringWidth(row), row).toBeLessThanOrEqual(sizes[0]!.columns);
		app.unmount();
	});
});

/** The boards whose words are in the catalogs (the move words, from the engine, are checked apart). */
const translatedBoards = ['wythoff', 'kayles', 'dawson', 'octal', 'grundy', 'fibonacci', 'ktimes', 'staircase'] as const;

describe.each(sizes)('the boards in Chinese at $columns×$rows', size => {
	it.each(translatedBoards)('%s: its drawing, keys and notes', id => {
		const game = lookupGame(id)!;
		const board = boardFor(id);
		for (const example of game.examples) {
			const position = game.parse(example.position, '');
			for (const hints of [false, true]) {
				const lines = board.draw({
					position,
					pointer: board.init(position),
					width: size.columns - 4,
					height: size.rows - 8,
					active: false,
					hints,
					hint: null,
					last: null,
				});
				for (const l of lines) expect(lineWidth(l), linesText([l])).toBeLessThanOrEqual(size.columns - 4);
				expect(englishSentence(linesText(lines)), linesText(lines)).toBeNull();
			}
		}
		const words = [...board.keys.map(k => k.action), ...board.howTo].join('\n');
		expect(englishSentence(words), words).toBeNull();
		expect(words).toMatch(/[\u4e00-\u9fff]/);
	});
});
