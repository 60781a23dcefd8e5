/** Boards in words for a screen reader: the sentence form of every board, and the lines transform that reads it. */
import {afterEach, describe, expect, test} from 'vitest';
import {setLanguage} from '../../../source/i18n/language.js';
import {games} from '../../../source/engine/catalog.js';
import {boardFor} from '../../../source/ui/boards/index.js';
import {boardLines} from '../../../source/ui/boards/frame.js';
import {boxed, besideLines, drawingCharacters, line, linesText, readableLines, readableText, seg} from '../../../source/ui/lines.js';
import type {JsonObject} from '../../../source/engine/types.js';

function readBoard(json: JsonObject, active = true): string {
	const game = games.find(g => g.id === json['game'])!;
	const board = boardFor(game.id);
	const position = game.parse(json, '');
	const lines = boardLines(board, {position, pointer: board.init(position), active, hints: false, hint: null, last: null}, 80, 20);
	return linesText(readableLines(lines));
}

describe('boards as sentences', () => {
	test.each([
		[{game: 'nim', heaps: [3, 4]}, 'heap 1: 3 tokens; heap 2: 4 tokens', 'heap 1 selected, take 1'],
		[{game: 'bash', heap: 20, max: 3}, 'heap: 20 tokens', 'take 1 selected'],
		[{game: 'wythoff', heaps: [3, 5]}, 'heap 1: 3 tokens; heap 2: 5 tokens', 'heap 1 selected, take 1'],
		[{game: 'kayles', heaps: [5, 1]}, 'row 1: 5 pins; row 2: 1 pin', 'row 1 selected'],
		[{game: 'grundy', heaps: [7]}, 'heap 1: 7 tokens', 'heap 1 selected, split after 3'],
		[{game: 'coins', coins: 'THHTTH', rule: 'mock-turtles'}, 'heads at 2, 3, 6 of 6 coins', 'coin 6 selected, heads'],
		[{game: 'staircase', chips: [1, 4, 7]}, 'chips on steps 1, 4, 7', 'selected, down 1'],
		[
			{
				game: 'corners',
				lit: [
					[1, 2],
					[3, 4],
				],
			},
			'lit lamps at (1, 2), (3, 4)',
			'selected',
		],
		[{game: 'tree', parents: [0, 1, 1, 0]}, '4 nodes: node 1 on the ground; node 2 on node 1; node 3 on node 1; node 4 on the ground', 'node 1 selected'],
		[{game: 'graph', edges: {a: ['b', 'c'], b: ['c']}, tokens: ['a', 'b']}, 'token 1 on a; token 2 on b', 'a leads to b, c; b leads to c; c leads to nothing'],
		[
			{
				game: 'sum',
				parts: [
					{game: 'nim', heaps: [3, 4, 5]},
					{game: 'bash', heap: 20, max: 3},
				],
			},
			'part 1, Nim: heap 1: 3 tokens; heap 2: 4 tokens; heap 3: 5 tokens',
			'part 2, Bash: heap: 20 tokens',
		],
	] as const)('%j reads "%s"', (json, position, more) => {
		const text = readBoard(json as unknown as JsonObject);
		expect(text).toContain(position);
		expect(text).toContain(more);
		expect(text).not.toMatch(drawingCharacters);
	});

	test('every board of the catalog reads its examples without a drawing character, and says its rule', () => {
		for (const game of games) {
			for (const example of game.examples) {
				const text = readBoard(example.position, true);
				expect(text, game.id).not.toMatch(drawingCharacters);
				expect(text.length, game.id).toBeGreaterThan(10);
			}
		}
	});

	test('the cursor is said only while the player is to move', () => {
		expect(readBoard({game: 'nim', heaps: [3, 4]}, false)).not.toContain('selected');
	});

	test('a long row of heaps is read in part, the rest counted', () => {
		const text = readBoard({game: 'nim', heaps: Array.from({length: 100}, () => 2)});
		expect(text).toContain('heap 40: 2 tokens; and 60 more heaps');
	});
});

describe('boards as sentences in Chinese', () => {
	afterEach(() => {
		setLanguage('en');
	});

	test('a long row of heaps is read in part, the rest counted in Chinese', () => {
		setLanguage('zh-CN');
		const text = readBoard({game: 'nim', heaps: Array.from({length: 100}, () => 2)});
		expect(text).toContain('第 40 堆：2 个石子；还有 60 堆');
		expect(text).toContain('已选第 1 堆，取 1 个');
		expect(text).not.toMatch(/more|tokens|selected/);
	});

	test('one item past the list is counted in the singular in English, and vertices are vertices', () => {
		expect(readBoard({game: 'nim', heaps: Array.from({length: 41}, () => 2)})).toContain('heap 40: 2 tokens; and 1 more heap\n');
		const edges = Object.fromEntries(Array.from({length: 45}, (_, i) => [`v${i}`, i === 44 ? [] : [`v${i + 1}`]]));
		expect(readBoard({game: 'graph', edges, tokens: ['v0']})).toContain('and 5 more vertices');
	});

	test('the coins read their heads, the cursor and the rule (Chinese prose, without spaces between words)', () => {
		setLanguage('zh-CN');
		const text = readBoard({game: 'coins', coins: 'THHTTH', rule: 'mock-turtles'});
		expect(text).toContain('共 6 枚硬币，正面朝上的是：2、3、6');
		expect(text).toContain('光标在第 6 枚硬币上，正面');
		expect(text).toContain('mock-turtles：翻一枚、两枚或三枚硬币。');
	});

	test('a forest reads its nodes, each on what it stands on', () => {
		setLanguage('zh-CN');
		const text = readBoard({game: 'tree', parents: [0, 1, 1, 0]});
		expect(text).toContain('4 个结点：结点 1 在地面上；结点 2 在结点 1 上；结点 3 在结点 1 上；结点 4 在地面上');
		expect(text).toContain('已选结点 1');
	});

	test('a graph reads its tokens and edges, a vertex without a way out said so', () => {
		setLanguage('zh-CN');
		const text = readBoard({game: 'graph', edges: {a: ['b', 'c'], b: ['c']}, tokens: ['a', 'b']});
		expect(text).toContain('第 1 枚棋子在 a；第 2 枚棋子在 b');
		expect(text).toContain('a 通向 b、c；b 通向 c；c 没有出边');
	});

	test('a staircase reads its steps as a Chinese list', () => {
		setLanguage('zh-CN');
		expect(readBoard({game: 'staircase', chips: [1, 4, 7]})).toContain('1、4、7');
	});
});

describe('lines for a screen reader', () => {
	test('a box loses its frame, keeps its title and body', () => {
		const text = linesText(readableLines(boxed(line(seg('hint', 'hint')), [line('take 2 from heap 1')], 30)));
		expect(text).toBe('hint\ntake 2 from heap 1');
	});

	test('glyphs with a meaning are said in words, separators become commas', () => {
		expect(readableText(' ◆ take 2 → 1')).toBe('hint: take 2 to 1');
		expect(readableText(' ◀ computer took 3')).toBe('last move: computer took 3');
		expect(readableText('↑↓ heap  ←→ amount')).toBe('up and down heap left and right amount');
		expect(readableText('(→ for each page)')).toBe('(right arrow for each page)');
		// A verdict's mark is said once: not "right: Right, 0".
		expect(linesText(readableLines([line(seg('✓ Right', 'good'), seg(' · 0', 'strong'))]))).toBe('Right, 0');
		expect(linesText(readableLines([line(seg('✓ Right, with the hint', 'good'), seg(' · take 2 from heap 3 (5 → 3)', 'strong'))]))).toBe(
			'Right, with the hint, take 2 from heap 3 (5 to 3)',
		);
		expect(readableText('✗ Wrong · 3')).toBe('Wrong, 3');
		expect(readableText('✓ 3 of 4')).toBe('right: 3 of 4');
		// A chooser's arrows go; the focus mark at the start of a line says "selected".
		expect(linesText(readableLines([line(seg(' ▶ ', 'cursor'), 'Rule  ', seg('◀ ', 'cursor'), 'ruler', seg(' ▶', 'cursor'))]))).toBe('selected: Rule ruler');
		// A bullet at the start of a line goes.
		expect(linesText(readableLines([line('  · Nim: the nim-sum')]))).toBe('Nim: the nim-sum');
		expect(linesText(readableLines([line(seg(' Nim', 'title'), seg(' · you vs computer', 'dim'))]))).toBe('Nim, you vs computer');
	});

	test('a block beside another is read after it', () => {
		const lines = besideLines([line('left one'), line('left two')], [line(seg('│ '), seg('right one')), line('right two')], 12);
		expect(linesText(readableLines(lines))).toBe('left one\nleft two\nright one\nright two');
	});

	test('a drawing is read once, where its first line was, however its lines are cut', () => {
		const speech = {read: () => ['the words']};
		const drawn = [line(seg('●●●')), line(seg('○○'))].map(l => l.map(s => ({...s, speech})));
		expect(linesText(readableLines([line('above'), ...drawn, line('below')]))).toBe('above\nthe words\nbelow');
	});
});
