/**
 * Chinese typography where pieces are joined: a list of parallel items inside
 * a Chinese sentence is joined with 、 (and 和 before the last where the
 * sentence says so), and two Chinese words meet without a space. English
 * stays as it was, byte for byte.
 */
import {afterEach, describe, expect, test} from 'vitest';
import {lookupGame} from '../../source/engine/catalog.js';
import {nim} from '../../source/engine/games/nim.js';
import {seeded} from '../../source/engine/random.js';
import {explanationWords, moveWords} from '../../source/i18n/explain/index.js';
import {setLanguage} from '../../source/i18n/language.js';
import {listText} from '../../source/i18n/lists/index.js';
import {lessons} from '../../source/learn/course.js';
import {boardFor} from '../../source/ui/boards/index.js';
import {mapLines} from '../../source/ui/course/layout.js';
import {initCourse} from '../../source/ui/course/state.js';
import {linesText, spacedJoin, wrapAtMost, wrapText} from '../../source/ui/lines.js';
import {matchReducer, recordOf, type MatchState} from '../../source/ui/match/state.js';
import {reviewLines} from '../../source/ui/review/layout.js';
import {reviewOf} from '../../source/ui/review/review.js';
import {coachLines, endSummaryLines} from '../../source/ui/screens/end-layout.js';
import {runCli} from '../cli-run.js';
import {newMatch} from '../ui/helpers.js';

afterEach(() => setLanguage('en'));

const coins = lookupGame('coins')!;

describe('a list inside a Chinese sentence is joined with 、', () => {
	test('the list helper: 、 in Chinese, a comma in English', () => {
		setLanguage('zh-CN');
		expect(listText([3, 4, 5])).toBe('3、4、5');
		setLanguage('en');
		expect(listText([3, 4, 5])).toBe('3, 4, 5');
	});

	test('a coin-turning move: 4、3 和 1 (English: 4, 3 and 1)', () => {
		const position = coins.parse({game: 'coins', coins: 'HTHHHTH', rule: 'mock-turtles'}, '');
		const move = coins.parseMove({flip: [1, 3, 4]}, position, 'move');
		setLanguage('zh-CN');
		expect(moveWords(coins, position, move)).toBe('翻转位置 4、3 和 1 上的硬币');
		setLanguage('en');
		expect(moveWords(coins, position, move)).toBe(coins.describeMove(position, move));
		expect(moveWords(coins, position, move)).toContain('4, 3 and 1');
	});

	test("the other winning moves of Nim's explanation are listed with 、", () => {
		const position = nim.parse({game: 'nim', heaps: [3, 5, 6, 7]}, '');
		setLanguage('zh-CN');
		const also = explanationWords(nim, position).find(line => line.includes('同样必胜'));
		expect(also).toBe('（同样必胜的还有：从第 3 堆取 5 个、从第 4 堆取 7 个。）');
		setLanguage('en');
		expect(explanationWords(nim, position)).toEqual(nim.explain(position));
	});

	test("a parameter's choices, in a refusal on the command line", async () => {
		const argv = ['analyze', 'coins', 'HT', '--rule', 'x'];
		const zh = await runCli([...argv, '--lang', 'zh-CN']);
		expect(zh.stderr).toBe('game-arcade: --rule 必须是 single、one-or-two、consecutive、subtract3、twins、mock-turtles、ruler 之一，收到的是 "x"\n');
		const en = await runCli(argv);
		expect(en.stderr).toBe('game-arcade: --rule must be one of single, one-or-two, consecutive, subtract3, twins, mock-turtles, ruler, got "x"\n');
	});

	test("a lesson's question lists its heaps with 、", () => {
		const lesson = lessons.find(l => l.concept === 'nim-sum')!;
		setLanguage('zh-CN');
		const zh = lesson.value!(seeded(1), 3).question;
		expect(zh).toMatch(/^各堆大小为 \d+(、\d+)+，它们的 Nim 和是多少？$/);
		setLanguage('en');
		expect(lesson.value!(seeded(1), 3).question).toMatch(/^What is the nim-sum of the heaps \d+(, \d+)+\?$/);
	});
});

/** Nim (2, 3): you slip (1, 3), the computer slips back (0, 3), you win: a mistake on each side. */
function slips(): MatchState {
	let state = newMatch({game: 'nim', heaps: [2, 3]});
	state = matchReducer(state, {type: 'play', move: {heap: 0, take: 1}});
	state = matchReducer(state, {type: 'computer', serial: state.serial, move: state.config.game.parseMove({heap: 0, take: 1}, state.position, 'move')});
	return matchReducer(state, {type: 'play', move: {heap: 1, take: 3}});
}

describe('the end of a game and its review', () => {
	test('who moved first: 你先手, 电脑先手, 玩家 1 先手 (no space between two Chinese words)', () => {
		const record = recordOf(slips());
		expect(record.winner).toBe(0);
		const summary = (first: 0 | 1, opponent?: 'friend') => {
			const config = {...record.config, first, ...(opponent === undefined ? {} : {opponent})};
			return linesText(endSummaryLines({...record, config}, 80));
		};
		setLanguage('zh-CN');
		expect(summary(0)).toContain('·  你先手');
		expect(summary(1)).toContain('·  电脑先手');
		expect(summary(0, 'friend')).toContain('·  玩家 1 先手');
		setLanguage('en');
		expect(summary(0)).toContain('·  you moved first');
		expect(summary(1)).toContain('·  Computer moved first');
	});

	test("the sides' mistakes: 你 1、电脑 1 on the end screen and in the review", () => {
		// A game's words are chosen as it is played: the language is set first.
		const both = () => {
			const record = recordOf(slips());
			const review = reviewOf(record, {remoteness: false});
			return `${linesText(endSummaryLines(record, 80, review))}\n${linesText(reviewLines(review, {title: 'Nim', status: ''}, 0, {columns: 80, rows: 30}).lines)}`;
		};
		setLanguage('zh-CN');
		const zh = both();
		expect(zh).toContain('失误（✗）：你 1、电脑 1 ·');
		expect(zh).toContain('失误（✗）：你 1、电脑 1。');
		// The who-slipped line's label too is Chinese.
		expect(zh).toMatch(/^ 面对 +1 ✗2 ✗3 +0\n {6}双方各自面对的/mu);
		expect(zh).not.toContain('faced');
		setLanguage('en');
		const en = both();
		expect(en).toContain('mistakes (✗): You 1, Computer 1 ·');
		expect(en).toContain('Mistakes (✗): You 1, Computer 1.');
	});

	test("the coach's way back meets 才能 without a space", () => {
		setLanguage('zh-CN');
		let state = newMatch({game: 'coins', coins: 'HTHTH', rule: 'mock-turtles'});
		state = matchReducer(state, {type: 'play', move: {flip: [5]}});
		state = matchReducer(state, {type: 'computer', serial: state.serial, move: state.config.game.parseMove({flip: [1, 3]}, state.position, 'move')});
		const record = recordOf(state);
		expect(record.winner).toBe(1);
		const text = linesText(coachLines(record, 200, false));
		expect(text).toContain('翻转位置 5、3 和 1 上的硬币才能保持必胜');
	});
});

test("the course map: a lesson's idea and its problems follow each other with no space after 。", () => {
	const index = lessons.findIndex(lesson => lesson.concept === 'multiples');
	const records = lessons.map(() => ({status: 'open' as const, rating: null, due: false}));
	const state = {...initCourse({env: {board: boardFor, pick: () => null as never}, records, seed: 1}), cursor: index};
	setLanguage('zh-CN');
	const zh = linesText(mapLines(state, {columns: 200, rows: 30}));
	expect(zh).toMatch(/思路：[^\n]*。练习：/u);
	setLanguage('en');
	expect(linesText(mapLines(state, {columns: 200, rows: 30}))).toMatch(/The idea: [^\n]*\. Practise: /);
});

describe('wrapped rows joined back into one line', () => {
	test('no space between two Chinese characters, a space elsewhere', () => {
		expect(spacedJoin(['一二三', '四五', 'Nim', 'and', '和'])).toBe('一二三四五 Nim and 和');
		const english = 'the quick brown fox jumps over the lazy dog';
		expect(spacedJoin(wrapText(english, 10))).toBe(english);
		const chinese = '一排硬币等于各枚正面硬币单独构成的游戏的和，它的 SG 值是各枚正面硬币 SG 值的 XOR。';
		expect(spacedJoin(wrapText(chinese, 12))).toBe(chinese);
	});

	test('a text cut short at its last row keeps no space between two Chinese characters', () => {
		const rows = wrapAtMost('翻转的硬币中最右边的一枚必须从正面翻成反面，游戏因此一定会结束。', 10, 2);
		expect(rows).toHaveLength(2);
		expect(rows[1]).not.toMatch(/[\u4e00-\u9fff] [\u4e00-\u9fff]/u);
		expect(rows[1]!.endsWith('…')).toBe(true);
	});
});
