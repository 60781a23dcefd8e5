/**
 * The last boards in Simplified Chinese (the coins, the corners, the tree,
 * the graph and the arena) at 80×24 and 100×30: each drawn as the match
 * screen places it, with the cursor, hints, the hint's move and the last
 * move shown, fits the terminal and writes no English sentence; so do its
 * key footer, its notes on how to move, the move being built and its
 * screen-reader lines. Move words come from the engine's catalog and are
 * checked there; here they are Chinese too.
 */
import {afterEach, beforeEach, describe, expect, it, test} from 'vitest';
import {setLanguage} from '../../source/i18n/language.js';
import {lookupGame} from '../../source/engine/catalog.js';
import {boardFor} from '../../source/ui/boards/index.js';
import {boardLines} from '../../source/ui/boards/frame.js';
import {lineWidth, linesText, readableLines, type Line} from '../../source/ui/lines.js';
import {moveWords} from '../../source/i18n/explain/index.js';
import {spokenList, type AnyBoard, type BoardKey, type MarkedMove} from '../../source/ui/boards/types.js';
import type {AnyGame, JsonObject} from '../../source/engine/types.js';
import type {Size} from '../../source/ui/size.js';
import stringWidth from 'string-width';

const sizes: readonly Size[] = [
	{columns: 80, rows: 24},
	{columns: 100, rows: 30},
];

/** Three or more English words in a row, once key names and the names typed on the command line are taken out. */
function englishSentence(text: string): string | null {
	const cleaned = text.replace(
		/\b(?:Mock Turtles|mock-turtles|one-or-two|subtract3|consecutive|single|twins|ruler|Nim|SG|mex|XOR|Kayles|Dawson|Grundy|enter|space|esc|Enter|Esc)\b/g,
		'',
	);
	return cleaned.match(/[A-Za-z]{2,}(?:[ ,'-]+[A-Za-z]{2,}){2,}/)?.[0] ?? null;
}

test('the finder sees an English sentence and passes Chinese with names and keys', () => {
	expect(englishSentence('the run of 3 ending at the cursor')).toBe('the run of');
	expect(englishSentence('mock-turtles：翻一枚、两枚或三枚硬币。Enter 翻转')).toBeNull();
});

beforeEach(() => {
	setLanguage('zh-CN');
});
afterEach(() => {
	setLanguage('en');
});

/** A position of the game, parsed. */
function parsed(game: AnyGame, json: JsonObject): unknown {
	return game.parse(json, '');
}

/** The hint's move and the last move, as the match shows them: the winning move (or the first) in the position, and one made before it. */
function marks(game: AnyGame, position: unknown): {hint: MarkedMove<unknown> | null; last: MarkedMove<unknown> | null} {
	const move = game.winningMove(position) ?? game.moves(position)[Symbol.iterator]().next().value;
	if (move === undefined) return {hint: null, last: null};
	const hint = {move: game.moveToJSON(move), before: position, words: moveWords(game, position, move)};
	return {hint, last: {move: hint.move, before: position, words: moveWords(game, position, move, 'past')}};
}

/** Checks lines drawn for a screen of `size`: none wider, no English sentence. */
function checkLines(lines: readonly Line[], width: number): void {
	const text = linesText(lines);
	for (const l of lines) expect(lineWidth(l), linesText([l])).toBeLessThanOrEqual(width);
	expect(englishSentence(text), text).toBeNull();
	// Two asides in a row read as a stammer: "（范围 0–2）（随光标滚动）".
	expect(text).not.toMatch(/）\s*（/);
}

/** The board drawn as a match draws it (two columns of frame each side, the screen's chrome above and below), in every state a player sees. */
function checkBoard(board: AnyBoard, game: AnyGame, position: unknown, size: Size, pointer = board.init(position)): void {
	const width = size.columns - 4;
	const rows = size.rows - 8;
	const {hint, last} = marks(game, position);
	const after = last === null ? position : game.apply(position, game.parseMove(last.move, position, 'move'));
	const states = [
		{position, pointer, active: true, hints: true, hint, last: null},
		{position: after, pointer: board.settle(after, pointer), active: false, hints: true, hint: null, last},
	];
	for (const state of states) {
		const lines = boardLines(board, state, width, rows);
		checkLines(lines, width);
		checkLines(readableLines(lines), Number.POSITIVE_INFINITY);
	}
	const keys = board.keysAt?.(position, pointer) ?? board.keys;
	expect(englishSentence(keys.map(k => k.action).join('\n'))).toBeNull();
	const pending = board.pending(position, pointer);
	if (pending !== null) expect(englishSentence(pending), pending).toBeNull();
}

/** The board's own words: keys, notes on how to move. */
function checkWords(board: AnyBoard): void {
	const words = [...board.keys.map(k => k.action), ...board.howTo].join('\n');
	expect(englishSentence(words), words).toBeNull();
	expect(words).toMatch(/[\u4e00-\u9fff]/);
}

/** The pointer after these keys (errors are checked as they come). */
function pressed(board: AnyBoard, position: unknown, keys: readonly BoardKey[]): unknown {
	let pointer = board.init(position);
	for (const key of keys) {
		const result = board.key(position, pointer, key);
		if (result === null) continue;
		if (result.error !== undefined) expect(englishSentence(result.error), result.error).toBeNull();
		pointer = result.pointer;
	}
	return pointer;
}

/** Each board's positions drawn: its first example and the ones that draw its other forms (a window, a list, a scroll). */
const cases: Readonly<Record<string, readonly JsonObject[]>> = {
	coins: [{game: 'coins', coins: `H${'T'.repeat(60)}HTH`, rule: 'ruler'}],
	corners: [
		{
			game: 'corners',
			lit: [
				[50, 3],
				[2, 60],
			],
		},
		{game: 'corners', lit: Array.from({length: 30}, (_, i) => [41 + i, 2])},
		{
			game: 'corners',
			lit: [
				[3, 30],
				[39, 5],
			],
		},
	],
	tree: [
		{game: 'tree', parents: Array.from({length: 40}, (_, i) => i)},
		{game: 'tree', parents: [0, 1, 1, 3, 3, 0, 6]},
	],
	graph: [
		{game: 'graph', edges: Object.fromEntries(Array.from({length: 45}, (_, i) => [`v${i}`, i === 44 ? [] : [`v${i + 1}`]])), tokens: ['v0', 'v3']},
		{game: 'graph', edges: {甲: ['乙乙'], 乙乙: []}, tokens: ['甲']},
	],
	sum: [
		{game: 'sum', parts: Array.from({length: 12}, (_, i) => ({game: 'nim', heaps: [i + 1, 3]}))},
		{
			game: 'sum',
			parts: [
				{game: 'coins', coins: 'THHTTH', rule: 'mock-turtles'},
				{game: 'corners', lit: [[1, 2]]},
				{game: 'tree', parents: [0, 1, 1]},
				{game: 'graph', edges: {a: ['b']}, tokens: ['a']},
			],
		},
	],
};

const key = (kind: 'left' | 'right' | 'up' | 'down' | 'select' | 'confirm' | 'cancel' | 'backspace'): BoardKey => ({kind});
const digit = (d: string): BoardKey => ({kind: 'digit', digit: d});

/** Key presses that reach each board's other states (a pick, a typed number, a refusal), in the first example or in the position given. */
const presses: Readonly<Record<string, readonly {readonly at?: JsonObject; readonly keys: readonly BoardKey[]}[]>> = {
	coins: [{keys: [key('select'), key('left'), key('left')]}, {keys: [key('left'), key('select'), key('right')]}, {keys: [digit('9'), digit('9')]}],
	corners: [
		{keys: [key('confirm')]},
		{keys: [key('right'), key('confirm')]},
		{keys: [key('down'), key('left'), key('confirm')]},
		{
			at: {
				game: 'corners',
				lit: [
					[50, 3],
					[2, 60],
				],
			},
			keys: [digit('1')],
		},
		{
			at: {
				game: 'corners',
				lit: [
					[50, 3],
					[2, 60],
				],
			},
			keys: [key('confirm'), digit('7')],
		},
		{
			at: {
				game: 'corners',
				lit: [
					[50, 3],
					[2, 60],
				],
			},
			keys: [key('confirm'), digit('7'), key('select'), digit('1'), key('confirm')],
		},
	],
	tree: [{keys: [key('up'), key('right')]}, {keys: [digit('9'), digit('9')]}, {at: {game: 'tree', parents: []}, keys: [key('confirm')]}],
	graph: [{keys: [key('right'), key('right')]}, {keys: [digit('9')]}, {at: {game: 'graph', edges: {a: ['b']}, tokens: ['b', 'a']}, keys: [key('confirm')]}],
	sum: [{keys: [key('confirm')]}, {keys: [digit('9')]}, {keys: [key('down'), key('confirm'), key('left')]}],
};

describe.each(sizes)('the last boards in Chinese at $columns×$rows', size => {
	// Drawing Chinese is slow to measure (string-width): a few positions each, chosen to reach every line a board draws.
	it.each(Object.keys(cases))('%s: its drawings, cursor, marks and screen-reader lines', id => {
		const game = lookupGame(id)!;
		const board = boardFor(id);
		checkWords(board);
		const first = parsed(game, game.examples[0]!.position);
		for (const position of [first, ...cases[id]!.map(json => parsed(game, json))]) checkBoard(board, game, position, size);
		for (const {at, keys} of presses[id]!) {
			const position = at === undefined ? first : parsed(game, at);
			checkBoard(board, game, position, size, pressed(board, position, keys));
		}
	});
});

it.each(Object.keys(cases))('%s: every example in words (the move being built, the screen-reader lines)', id => {
	const game = lookupGame(id)!;
	const board = boardFor(id);
	for (const example of game.examples) {
		const position = parsed(game, example.position);
		const pointer = board.init(position);
		const spoken = board.speak!(position, pointer);
		const words = [board.pending(position, pointer) ?? '', ...spoken.position, spoken.cursor ?? ''].join('\n');
		expect(englishSentence(words), words).toBeNull();
		expect(words).toMatch(/[\u4e00-\u9fff]/);
	}
});

test('a graph with Chinese vertex names lines up its edges (names measured in columns)', () => {
	const game = lookupGame('graph')!;
	const board = boardFor('graph');
	const position = parsed(game, {game: 'graph', edges: {甲: ['乙乙'], 乙乙: ['c'], c: []}, tokens: ['甲']});
	const rows = linesText(board.draw({position, pointer: board.init(position), width: 76, height: 16, active: true, hints: false, hint: null, last: null}))
		.split('\n')
		.slice(0, 2);
	// "▶ " or two spaces, the name padded to the widest (乙乙: four columns), two spaces, then the arrow.
	expect(rows.map(row => stringWidth(row.slice(0, row.indexOf('→'))))).toEqual([8, 8]);
});

test('vertex names meet Chinese with a space when they are Latin, without one when they are Chinese', () => {
	const board = boardFor('graph');
	const game = lookupGame('graph')!;
	const words = (json: JsonObject) => {
		const position = parsed(game, json);
		return board.speak!(position, board.init(position)).position.join('\n');
	};
	expect(words({game: 'graph', edges: {a: ['b'], b: []}, tokens: ['a']})).toBe('第 1 枚棋子在 a\na 通向 b；b 没有出边');
	expect(words({game: 'graph', edges: {甲: ['乙'], 乙: []}, tokens: ['甲']})).toBe('第 1 枚棋子在甲\n甲通向乙；乙没有出边');
});

test("Kayles' rows counted past the screen reader's list are 排, as the game calls them; a cropped grid gives its range, not a count", () => {
	expect(spokenList(45, i => String(i), 'row')).toMatch(/还有 5 排$/);
	const corners = lookupGame('corners')!;
	const board = boardFor('corners');
	const position = corners.parse({game: 'corners', lit: [[40, 40]]} as never, '');
	const text = linesText(boardLines(board, {position, pointer: board.init(position), active: true, hints: false, hint: null, last: null}, 76, 16));
	expect(text).toMatch(/y 为 \d+–\d+（范围 0–\d+）/);
	// The rows of pins on the board are 排 too, as the moves and the errors call them.
	const kayles = lookupGame('kayles')!;
	const pins = boardFor('kayles');
	const row = kayles.parse({game: 'kayles', heaps: [5, 7]} as never, '');
	const drawn = linesText(boardLines(pins, {position: row, pointer: pins.init(row), active: true, hints: false, hint: null, last: null}, 76, 16));
	expect(drawn).toContain('第 1 排');
	expect(drawn).not.toMatch(/第 \d+ 行/);
});
