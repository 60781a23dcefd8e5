/**
 * The words that came from the engine in English and are now chosen at the
 * surface, in Chinese: the setup screen's rules and parameters, the
 * review's mistake lines, the coach's sentences, the play header's opponent,
 * input errors and the trainer's. English stays the engine's own.
 */
import {afterEach, describe, expect, test} from 'vitest';
import {games, lookupGame} from '../../source/engine/catalog.js';
import {positionFromWords, splitWords} from '../../source/engine/human.js';
import type {InputError} from '../../source/engine/types.js';
import {commandLineMessage} from '../../source/i18n/errors/index.js';
import {setLanguage} from '../../source/i18n/language.js';
import {boardFor} from '../../source/ui/boards/index.js';
import {linesText, lineWidth} from '../../source/ui/lines.js';
import {opponentName} from '../../source/ui/match/index.js';
import {matchReducer, recordOf, type MatchState, type Opponent} from '../../source/ui/match/state.js';
import {reviewLines, timelineLines} from '../../source/ui/review/layout.js';
import stringWidth from 'string-width';
import {remotenessText, reviewOf} from '../../source/ui/review/review.js';
import {conceptNote, voiceOf} from '../../source/learn/coach-words.js';
import type {Json, JsonObject} from '../../source/engine/types.js';
import {matchText, newMatch} from '../ui/helpers.js';
import {setupLines} from '../../source/ui/setup/layout.js';
import {howToLines} from '../../source/ui/theory/pages.js';
import {drawPosition} from '../../source/ui/trainer/state.js';
import {seeded} from '../../source/engine/random.js';
import {initSetup, setupReducer, type SetupKey, type SetupState} from '../../source/ui/setup/state.js';

afterEach(() => setLanguage('en'));

// Names and notation that stay Latin in Chinese text.
const kept = /\b(?:Nim|SG|mex|XOR|Kayles|Dawson|Wythoff|Zeckendorf|Grundy|Bash|Ruler|Mock|Turtles|Twins|Plambeck|Siegel|P|N|mod|g|G|[a-z]+(?:-[a-z0-9]+)+)\b/g;
const englishSentence = /[A-Za-z]{2,}(?:[ ,;:()']+[A-Za-z]{2,}){2,}/;
const english = (text: string) => text.replace(kept, '').match(englishSentence)?.[0];

const sizes = [
	{columns: 80, rows: 24},
	{columns: 100, rows: 30},
];

function setup(id: string): SetupState {
	return initSetup({game: lookupGame(id)!, board: boardFor(id), seed: 1});
}

function keys(state: SetupState, ...list: SetupKey[]): SetupState {
	return list.reduce((s, key) => setupReducer(s, {type: 'key', key}), state);
}

/** The setup state with the source set to "typed in" (the last choice, one step left of random), on the typed field. */
function typedIn(id: string): SetupState {
	return keys(setup(id), {kind: 'left'}, {kind: 'down'});
}

/** The screen's text but the board's preview (the boards have their own words). */
const outsideBoard = (text: string) =>
	text
		.split('\n')
		.filter(l => !/^[│╭╰]/.test(l))
		.join('\n');

describe('the setup screen in Chinese', () => {
	test.each(games.map(game => game.id))('%s: rules, parameters and fields in Chinese, within the width', id => {
		setLanguage('zh-CN');
		for (const size of sizes) {
			for (const state of [setup(id), typedIn(id)]) {
				const lines = setupLines(state, size);
				for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(size.columns);
				const text = outsideBoard(linesText(lines));
				expect(english(text), text).toBeUndefined();
			}
		}
	});

	test('Bash: the rules, the cap, the misère switch, what is typed', () => {
		setLanguage('zh-CN');
		const text = linesText(setupLines(typedIn('bash'), {columns: 100, rows: 30}));
		expect(text).toContain('一堆石子');
		expect(text).toMatch(/m（每步至多取） +3/);
		expect(text).toMatch(/反常规则（取最后一个者输） +关/);
		expect(text).toContain('堆的大小，例如 20');
	});

	test('a wrong typed position is said in Chinese, the parameter by its label', () => {
		setLanguage('zh-CN');
		const typed = keys(typedIn('nim'), {kind: 'char', char: ' '}, {kind: 'char', char: 'x'});
		expect(typed.resolved.error).toMatch(/^第 \d+ 堆必须是 ≥ 0 的整数，收到的是 "x"$/);
	});

	test('English is as it was', () => {
		const text = linesText(setupLines(setup('bash'), {columns: 100, rows: 30}));
		expect(text).toContain('One heap of tokens. A move takes from 1 to m tokens.');
		expect(text).toMatch(/Misère \(last token loses\) +off/);
	});
});

describe('input errors on the command line in Chinese', () => {
	const message = (words: string) => {
		const game = lookupGame(splitWords(words)[0]!)!;
		try {
			game.parse(positionFromWords(splitWords(words)), '');
		} catch (error) {
			return commandLineMessage(error as InputError, game);
		}
		throw new Error(`${words} was read`);
	};

	test('a heap counts as its own measure word: 第 2 堆, a node 第 2 个结点', () => {
		setLanguage('zh-CN');
		expect(message('nim 3 x')).toBe('第 2 堆必须是 ≥ 0 的整数，收到的是 "x"');
		expect(message('tree 0 5')).toBe('第 2 个结点必须是 0 到 2 之间的整数，收到的是 5');
	});

	test('a missing parameter is described in Chinese, with a command that gives it', () => {
		setLanguage('zh-CN');
		expect(message('bash 20')).toBe('--max 不能缺少（应为上限：一步最多从一堆取多少；例如 bash 20 --max 3）');
		expect(message('ktimes 20')).toBe('--k 不能缺少（应为倍数：一步最多取上一步的 k 倍；例如 ktimes 19 --k 3）');
	});

	test('English is as it was', () => {
		expect(message('nim 3 x')).toBe('heap 2 must be a whole number ≥ 0, got "x"');
		expect(message('bash 20')).toBe('--max is needed (m, the most one move may take; e.g. bash 20 --max 3)');
	});
});

describe('the opponent in Chinese', () => {
	test("the computer's strength as the setup screen names it", () => {
		setLanguage('zh-CN');
		expect(opponentName('perfect')).toBe('电脑（最强）');
		expect(opponentName('random')).toBe('电脑（随机）');
		expect(opponentName('loser')).toBe('电脑（故意输）');
		expect(opponentName('level:3')).toBe('级别 3');
	});

	test('English is as it was', () => {
		expect(opponentName('perfect')).toBe('computer (perfect)');
		expect(opponentName('level:3')).toBe('level 3');
	});
});

/** Plays the moves (as JSON) in turn for both sides, the computer's as given. */
function played(json: JsonObject, moves: readonly Json[], opponent: Opponent = 'perfect'): MatchState {
	let state = newMatch(json, {opponent});
	for (const move of moves) {
		state = {...state, phase: state.phase === 'computer' ? 'human' : state.phase};
		state = matchReducer(state, {type: 'play', move});
	}
	return state;
}

/** The coach's note on the move `move` (JSON) from the position `json`, a move that hands a won position over. */
function noteOn(json: JsonObject, move: JsonObject, name = 'You'): string | null {
	const game = lookupGame(json['game'] as string)!;
	const before = game.parse(json, '');
	const after = game.apply(before, game.parseMove(move, before, 'move'));
	expect(game.outcome(after)).toBe('N');
	return conceptNote(game, before, after, game.isMisere?.(after) ?? false, voiceOf(name));
}

describe('the coach in Chinese', () => {
	test.each([
		[{game: 'nim', heaps: [3, 4, 5]}, {heap: 0, take: 1}, '你这步之后 Nim 和为 2 ⊕ 4 ⊕ 5 = 3，不是 0'],
		[{game: 'nim', heaps: [10, 12, 15], max: 3}, {heap: 0, take: 1}, '你这步之后各堆 SG 值（大小 mod 4）的 Nim 和为 1 ⊕ 0 ⊕ 3 = 2，不是 0'],
		[{game: 'bash', heap: 10, max: 3}, {take: 1}, '你留下了 9 个，不是 4 的倍数'],
		[{game: 'subtraction', heaps: [10, 11], set: [1, 3, 4]}, {heap: 0, take: 1}, '你这步之后各堆 SG 值的 Nim 和为 0 ⊕ 2 = 2，不是 0'],
		[{game: 'wythoff', heaps: [5, 7]}, {take: [0, 1]}, '(3, 5) 才是奇异局势；你却留下了 (5, 6)'],
		[{game: 'fibonacci', heap: 20}, {take: 1}, '你留下了 19 = 13 + 5 + 1：对手可以取走它最小的一项 1'],
		[{game: 'nim', heaps: [1, 1, 3], misere: true}, {heap: 2, take: 3}, '你留下了 2 个大小为 1 的堆，是偶数：当没有堆大于 1 时，应当留下奇数个'],
		[
			{game: 'kayles', heaps: [17, 1], misere: true},
			{heap: 1, take: 1, leave: []},
			'你留下了一排 17 个球瓶：都是驯服的排，但没有例外适用，所以按正常规则判断：Nim 和为 4，不是 0，这是轮到走的一方必胜的局面',
		],
		[
			{game: 'kayles', heaps: [4, 5, 6], misere: true},
			{heap: 0, take: 1, leave: [3]},
			'你留下了长为 3 5 6 的几排：长为 3 的一排不属于驯服的长度，所以按正常规则判断：Nim 和为 4，不是 0，这是轮到走的一方必胜的局面',
		],
		[{game: 'kayles', heaps: [2], misere: true}, {heap: 0, take: 2, leave: []}, '你击倒了最后一个球瓶，而在反常游戏里击倒最后一个的人输'],
	])('%j, %j', (json, move, words) => {
		setLanguage('zh-CN');
		expect(noteOn(json, move)).toBe(words);
	});

	test('speaks of the computer and of a friend by name', () => {
		setLanguage('zh-CN');
		expect(noteOn({game: 'nim', heaps: [3, 4, 5]}, {heap: 0, take: 1}, 'Computer')).toBe('电脑这步之后 Nim 和为 2 ⊕ 4 ⊕ 5 = 3，不是 0');
		expect(noteOn({game: 'bash', heap: 10, max: 3}, {take: 1}, '玩家 2')).toBe('玩家 2 留下了 9 个，不是 4 的倍数');
	});
});

describe('the review in Chinese', () => {
	// 3 4 5: taking 1 from heap 1 leaves 2 4 5 (nim-sum 3), a mistake; the computer keeps the win; the last move is lost anyway.
	const moves = [
		{heap: 0, take: 1},
		{heap: 0, take: 1},
		{heap: 2, take: 1},
	];

	test("a mistake's note, idea and lesson, and how far each position is from the end", () => {
		setLanguage('zh-CN');
		const review = reviewOf(recordOf(played({game: 'nim', heaps: [3, 4, 5]}, moves)));
		const row = review.rows[0]!;
		expect(row.note).toBe('这一步把胜势交给了电脑');
		expect(row.idea).toBe('你这步之后 Nim 和为 2 ⊕ 4 ⊕ 5 = 3，不是 0');
		expect(row.lesson).toMatch(/^第 \d+ 课：Nim 游戏与 Nim 和$/);
		expect(review.rows.map(r => remotenessText(r.before)).every(t => /^(\d+ 步内胜|\d+ 步后败|必胜|必败)$/.test(t))).toBe(true);
		for (const size of sizes) {
			const {lines} = reviewLines(review, {title: 'Nim 游戏', status: '对局结束'}, 0, size);
			for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(size.columns);
			const text = linesText(lines);
			expect(english(text), text).toBeUndefined();
		}
	});

	test('its columns are measured in display columns: every move starts at the same column', () => {
		setLanguage('zh-CN');
		const review = reviewOf(recordOf(played({game: 'nim', heaps: [3, 4, 5]}, moves)));
		const rows = linesText(timelineLines(review, 80))
			.split('\n')
			.filter(l => /^ +\d+ /.test(l));
		expect(rows).toHaveLength(3);
		const starts = rows.map(l => stringWidth(l.slice(0, l.indexOf('取'))));
		expect(new Set(starts).size, rows.join('\n')).toBe(1);
	});

	test('English is as it was', () => {
		const review = reviewOf(recordOf(played({game: 'nim', heaps: [3, 4, 5]}, moves)));
		expect(review.rows[0]!.note).toBe('this handed the win to the computer');
		expect(review.rows[0]!.idea).toBe('the nim-sum after your move was 2 ⊕ 4 ⊕ 5 = 3, not 0');
		expect(review.rows[0]!.lesson).toMatch(/^lesson \d+: Nim and the nim-sum$/);
		expect(remotenessText(review.rows[0]!.before)).toMatch(/^win in \d+$/);
	});
});

describe("the trainer's errors and the theory header in Chinese", () => {
	const env = {lookup: lookupGame, board: boardFor, games};

	test('a game the trainer does not know, a game with no winning position to pose', () => {
		setLanguage('zh-CN');
		expect(() => drawPosition(env, 'chess', 1, seeded(1))).toThrow('未知游戏 "chess"');
		// A game whose every position is lost for the mover: nothing to pose.
		const nim = lookupGame('nim')!;
		const lost = {...nim, id: 'lost', random: () => nim.parse({game: 'nim', heaps: [0]}, '')};
		expect(() => drawPosition({...env, lookup: id => (id === 'lost' ? lost : undefined)}, 'lost', 1, seeded(1))).toThrow('没有为 lost 找到先手必胜的局面');
		setLanguage('en');
		expect(() => drawPosition(env, 'chess', 1, seeded(1))).toThrow('unknown game "chess"');
	});

	test('which page of how many, in full-width parentheses', () => {
		setLanguage('zh-CN');
		const header = linesText(howToLines(0, 0, {columns: 100, rows: 30}).lines.slice(0, 1));
		expect(header).toMatch(/（1\/\d+）/);
		expect(header).not.toMatch(/\(1\//);
		setLanguage('en');
		expect(linesText(howToLines(0, 0, {columns: 100, rows: 30}).lines.slice(0, 1))).toMatch(/ \(1\/\d+\)/);
	});
});

test('a lost position\'s hint in Chinese says to drag the game out plainly (not "拖长、下难")', () => {
	setLanguage('zh-CN');
	const text = matchText(newMatch({game: 'nim', heaps: [1, 2, 3]}, {hints: true})).replace(/\s+/g, '');
	expect(text).toContain('面对最优应对，每一步都会输：尽量拖长对局，让对手不好下。');
});
