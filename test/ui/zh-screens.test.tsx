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
		checkFrame(help, size);
		app.unmount();
	});

	it.each<ScreenName>(['menu', 'setup', 'match', 'end', 'howto', 'review', 'trainerPick', 'trainer', 'course', 'lab', 'stats'])('the help of %s', screen => {
		const board = boardFor('nim');
		const lines = helpLines({screen, board: {...board, game: lookupGame('nim')!} as never}, size);
		for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(size.columns);
		expect(englishSentence(linesText(lines))).toBeNull();
	});

	it('the too-small notice', () => {
		const small = {columns: 50, rows: 12};
		const lines = tooSmallLines(small);
		for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(small.columns);
		expect(englishSentence(linesText(lines))).toBeNull();
	});
});

describe.each(sizes)('the end of a game of Nim in Chinese at $columns×$rows', size => {
	it('plays to the end and shows the game-over screen in Chinese', async () => {
		const app = renderArcade({size, start: {name: 'match', config: matchConfig({game: 'nim', heaps: [1]}, {first: 0})}});
		await waitForFrame(app, '取走');
		const end = await sendKeyAndWaitFor(app, '\r', '对局结束');
		expect(end).toContain('你用 1 步赢了！');
		expect(end).toContain('再来一局（相同的起始局面和设置）');
		checkFrame(end, size);
		app.unmount();
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
