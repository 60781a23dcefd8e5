/**
 * The arcade's screens in Simplified Chinese at 80×24 and 100×30: no line
 * wider than the terminal, every frame's right edge in one column, and no
 * English sentence in the chrome (names, keys and notation stay as they are).
 */
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import stringWidth from 'string-width';
import {setLanguage} from '../../source/i18n/language.js';
import {helpLines, type ScreenName} from '../../source/ui/screens/help-layout.js';
import {linesText, lineWidth} from '../../source/ui/lines.js';
import {tooSmallLines} from '../../source/ui/screens/too-small.js';
import {boardFor} from '../../source/ui/boards/index.js';
import {lookupGame} from '../../source/engine/catalog.js';
import {matchConfig, press, renderArcade, sendKeyAndWaitFor, waitForFrame} from './helpers.js';
import type {Size} from '../../source/ui/size.js';

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

/** Checks a frame: within the width, its box edges (│ ╮ ╯) in one column, no English sentence. */
function checkFrame(frame: string, size: Size): void {
	const rows = frame.split('\n');
	expect(rows.length).toBeLessThanOrEqual(size.rows);
	for (const row of rows) expect(stringWidth(row), row).toBeLessThanOrEqual(size.columns);
	const edges = rows.filter(row => /[╮╯┐┘]$/.test(row.trimEnd())).map(row => stringWidth(row.trimEnd()));
	expect(new Set(edges).size, frame).toBeLessThanOrEqual(1);
	expect(englishSentence(frame), frame).toBeNull();
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
		for (const words of ['Nim 游戏 · 新对局', '起始局面', '随机', '对手', '电脑，满分（从不失误）', '先手', '开始对局', '第 1 堆', '修改'])
			expect(frame).toContain(words);
		// The game's own rules and parameters' labels are the engine's words (translated with the games).
		const rows = frame.split('\n');
		for (const row of rows) expect(stringWidth(row), row).toBeLessThanOrEqual(size.columns);
		const edges = rows.filter(row => /[╮╯]$/.test(row.trimEnd())).map(row => stringWidth(row.trimEnd()));
		expect(new Set(edges).size).toBe(1);
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

describe.each(sizes)('the end of a game of Nim in Chinese at $columns×$rows', size => {
	it('plays to the end and shows the game-over screen in Chinese', async () => {
		const app = renderArcade({size, start: {name: 'match', config: matchConfig({game: 'nim', heaps: [1]}, {first: 0})}});
		await waitForFrame(app, '取走');
		const end = await sendKeyAndWaitFor(app, '\r', '你用 1 步赢了！');
		expect(end).toContain('你用 1 步赢了！');
		expect(end).toContain('再来一局（相同的起始局面和设置）');
		checkFrame(end, size);
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
		const end = await sendKeyAndWaitFor(app, '\r', '你用 3 步赢了！');
		const moves = end.split('\n').filter(row => /^\s+[123] {2}(你|电脑)/.test(row));
		expect(moves).toHaveLength(3);
		// Each move's words start in one column, after the longest name and its gap.
		expect(new Set(moves.map(row => stringWidth(row.slice(0, row.indexOf('take')))))).toEqual(new Set([stringWidth('     1  电脑  ')]));
		// The review of the game: its heading, columns, grades and keys in Chinese (the moves' words are the engine's; the chart's legend is not translated yet).
		const review = await sendKeyAndWaitFor(app, 'v', '评价');
		for (const words of ['复盘 · Nim 游戏 · 你对电脑', '谁', '着法', '评价', '最快', '没有失误', '返回']) expect(review).toContain(words);
		for (const row of review.split('\n')) expect(stringWidth(row), row).toBeLessThanOrEqual(sizes[0]!.columns);
		app.unmount();
	});
});
