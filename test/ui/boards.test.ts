/**
 * Every board of the catalog, on the game's examples and random positions:
 * it draws within its room, the match screen fits the terminal with hints on,
 * the hint is shown in the game's own terms, and random key presses never
 * crash or play an illegal move.
 */
import {beforeAll, describe, expect, it, test} from 'vitest';
import {games, lookupGame} from '../../source/engine/catalog.js';
import {fullRun} from '../sample.js';
import {seeded} from '../../source/engine/random.js';
import {boardFor} from '../../source/ui/boards/index.js';
import type {BoardKey} from '../../source/ui/boards/types.js';
import {lineWidth} from '../../source/ui/lines.js';
import {matchLines} from '../../source/ui/match/layout.js';
import {initMatch, matchReducer, type MatchAction, type MatchState} from '../../source/ui/match/state.js';
import type {JsonObject} from '../../source/engine/types.js';
import {matchText, newMatch} from './helpers.js';

beforeAll(async () => {});

const ids = games.map(game => game.id);

/** The examples of a game and a few random positions (of these sizes), as parsed positions. */
function positionsOf(id: string, sizes: readonly number[] = [1, 4, 7, 10]): unknown[] {
	const game = lookupGame(id)!;
	const list: unknown[] = game.examples.map(example => game.parse(example.position, ''));
	const rng = seeded(id.length * 7919);
	for (const size of sizes) list.push(game.random(rng, size));
	return list;
}

const sizes = [
	{columns: 80, rows: 24},
	{columns: 100, rows: 30},
	{columns: 60, rows: 16},
];

const boardKeys: BoardKey[] = [
	{kind: 'left'},
	{kind: 'right'},
	{kind: 'up'},
	{kind: 'down'},
	{kind: 'select'},
	{kind: 'confirm'},
	{kind: 'confirm'},
	{kind: 'digit', digit: '1'},
	{kind: 'digit', digit: '2'},
	{kind: 'backspace'},
	{kind: 'cancel'},
];

describe.each(ids)('the %s board', id => {
	it('is loaded for the game it draws', () => {
		expect(boardFor(id).game.id).toBe(id);
	});

	it('draws every example and random position within the room it is given', () => {
		const board = boardFor(id);
		for (const position of positionsOf(id)) {
			for (const [width, height] of [
				[79, 18],
				[59, 9],
				[40, 4],
			] as const) {
				const lines = board.draw({position, pointer: board.init(position), width, height, active: true, hints: true, hint: null, last: null});
				expect(lines.length).toBeLessThanOrEqual(height);
			}
		}
	});

	it('fits the match screen in every terminal size, with and without hints', () => {
		const game = boardFor(id).game;
		// The examples and the smallest and largest random sizes (every size in the full run): a match screen is drawn
		// whole three times a position, hints and all.
		for (const position of positionsOf(id, fullRun ? [1, 4, 7, 10] : [1, 10])) {
			for (const hints of [false, true]) {
				const state = initMatch({game, board: boardFor(id), start: position, opponent: 'perfect', first: 0, hints});
				for (const size of sizes) {
					const lines = matchLines(state, size);
					expect(lines.length).toBe(size.rows - 1);
					for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(size.columns);
				}
			}
		}
	});

	it('survives random keys: every move it plays is legal, every refusal is one line', () => {
		const game = boardFor(id).game;
		const rng = seeded(42);
		for (const position of positionsOf(id).slice(0, 4)) {
			let state: MatchState = initMatch({game, board: boardFor(id), start: position, opponent: 'friend', first: 0, hints: false});
			for (let i = 0; i < 120 && state.phase !== 'over'; i++) {
				const key = boardKeys[Math.floor(rng() * boardKeys.length)]!;
				const before = state.history.length;
				state = matchReducer(state, {type: 'board', key} as MatchAction);
				if (state.leave || state.pending?.kind === 'leave') state = {...state, leave: false, pending: null};
				if (state.history.length > before) {
					const turn = state.history[state.history.length - 1]!;
					expect(() => game.parseMove(turn.json, turn.before, 'move')).not.toThrow();
				}
				if (state.message) expect(state.message.text).not.toContain('\n');
			}
		}
	});

	it("highlights the hint's winning move", () => {
		const game = boardFor(id).game;
		const winning = positionsOf(id).find(p => game.outcome(p) === 'N');
		expect(winning).toBeDefined();
		const state = initMatch({game, board: boardFor(id), start: winning, opponent: 'perfect', first: 0, hints: true});
		expect(state.hint?.move).not.toBeNull();
		expect(matchText(state)).toContain('◆');
	});
});

describe("hint text in each game's own terms", () => {
	test.each<[JsonObject, string[]]>([
		[
			{game: 'nim', heaps: [7, 9, 12, 15]},
			['you are winning · Grundy value 13', '9 = 1001  ◀', 'nim-sum = 1101  (13)', 'Also winning: 11 from heap 3, 13 from heap 4'],
		],
		[{game: 'bash', heap: 20, max: 3}, ['g(n) = n mod (m+1) = 20 mod 4 = 0', 'you are losing']],
		[{game: 'subtraction', heaps: [10, 11], set: [1, 3, 4]}, ['period 7']],
		[{game: 'primes', heaps: [10, 11]}, ['n mod 4']],
		[{game: 'wythoff', heaps: [5, 7]}, ['pair k = 2', '⌊2φ⌋ = 3', '◆ take 2 from both heaps (5, 7) → (3, 5)']],
		[{game: 'fibonacci', heap: 20}, ['Zeckendorf', '20 = 13 + 5 + 2']],
		[{game: 'ktimes', heap: 19, k: 3}, ['k-times sequence']],
		[{game: 'coins', coins: 'THHTTHTH', rule: 'mock-turtles'}, ['odious', 'coin 8 = 14  1110  ◀', '← value of each head']],
		[{game: 'staircase', chips: [1, 5, 6, 7, 9, 12, 14, 17]}, ['Pair the 8 chips from the right', 'inside the pair']],
		[
			{
				game: 'corners',
				lit: [
					[2, 3],
					[3, 5],
					[4, 4],
				],
			},
			['3⊗5 = 15', 'XOR'],
		],
		[{game: 'tree', parents: [0, 1, 1, 0, 4, 2, 2]}, ['Colon principle', 'forest worth 3', '◆ cut here']],
		[{game: 'graph', edges: {a: ['b', 'c'], b: ['c', 'd'], c: ['d']}, tokens: ['a', 'b']}, ['mex', 'b (2)', '◆d']],
		[
			{
				game: 'sum',
				parts: [
					{game: 'nim', heaps: [3, 4, 5]},
					{game: 'bash', heap: 20, max: 3},
				],
			},
			['Sprague-Grundy', '1: Nim = 2  10  ◀', 'value 2'],
		],
	])('%j', (json, phrases) => {
		const frame = matchText(newMatch(json, {hints: true}));
		for (const phrase of phrases) expect(frame).toContain(phrase);
	});

	it("draws Wythoff's losing squares beside the hint where there is room (100×30)", () => {
		expect(matchText(newMatch({game: 'wythoff', heaps: [5, 7]}, {hints: true}), {columns: 100, rows: 30})).toContain('○ losing squares');
	});

	it("wraps a board's rule or legend too wide for the screen instead of cutting it, and shortens the title before cutting it (100×30)", () => {
		const size = {columns: 100, rows: 30};
		const coins = matchText(newMatch({game: 'coins', coins: 'THHTTHTH', rule: 'mock-turtles', misere: true}, {hints: true}), size);
		expect(coins.replace(/\s+/g, ' ')).toContain('Mock Turtles: turn one, two or three coins. The rightmost coin turned must go from heads to tails.');
		expect(coins).toContain(' Coin turning (misère) · you vs computer (perfect)');
		const graph = matchText(newMatch({game: 'graph', edges: {a: ['b', 'c'], b: ['c']}, tokens: ['a', 'b']}, {hints: true}), {columns: 80, rows: 24});
		expect(graph.replace(/\s+/g, ' ')).toContain("(n) a vertex's value: the mex of its successors' values; the tokens XOR.");
		const wythoff = matchText(newMatch({game: 'wythoff', heaps: [3, 5]}), size);
		expect(wythoff).toContain('♛ queen at (heap 1, heap 2) · + its moves');
		// Nothing cut (a cut line ends with …; the hint being worked out begins with one).
		for (const text of [coins, graph, wythoff]) expect(text).not.toMatch(/\S…\s*$/m);
		// At 80 columns a long name keeps the turn beside it: the opponent is said in fewer words.
		const tree = matchText(newMatch({game: 'tree', parents: [0, 1, 1]}, {hints: true}), {columns: 80, rows: 24});
		expect(tree.split('\n')[0]).toMatch(/^ Hackenbush tree · vs computer +your move · move 1 · hint: the move/);
	});

	it("keeps the hint's move whole when room is short (Wythoff at 60×16): the explanation goes first", () => {
		const frame = matchText(newMatch({game: 'wythoff', heaps: [5, 7]}, {hints: true}), {columns: 60, rows: 16});
		expect(frame).toContain('◆ take 2 from both heaps (5, 7) → (3, 5)');
		expect(frame).toContain('more lines (e: the whole hint)');
	});

	it('lists every match key, on a second footer line where one is not enough (Nim and Bash alike)', () => {
		for (const json of [
			{game: 'nim', heaps: [3, 4, 5]},
			{game: 'bash', heap: 20, max: 3},
		] as JsonObject[]) {
			for (const size of [
				{columns: 100, rows: 30},
				{columns: 80, rows: 24},
			]) {
				const frame = matchText(newMatch(json), size);
				for (const item of ['t hints', 'e explain', 'u undo', 'v review', 'i theory', 'r restart', 'x resign', 's share', '? help', 'q menu'])
					expect(frame).toContain(item);
			}
		}
	});

	it('lays the nim-sum table beside the explanation (80×24)', () => {
		expect(matchText(newMatch({game: 'nim', heaps: [7, 9, 12, 15]}, {hints: true}))).toMatchInlineSnapshot(`
			" Nim · you vs computer (perfect)            your move · move 1 · hint: the move

			 ▶ heap 1 │ ●●●●●●○          7  take 1 → 6
			   heap 2 │ ●●●●◆◆◆◆◆        9  ◆ take 5 → 4
			   heap 3 │ ●●●●●●●●●●●●    12
			   heap 4 │ ●●●●●●●●●●●●●●● 15
			 Take any number of tokens from one heap. Whoever takes the last token wins.

			╭─ hint · you are winning · Grundy value 13 ───────────────────────────────────╮
			│ ◆ Winning move: take 5 from heap 2 (9 → 4)                                   │
			│ The nim-sum is 13, not 0: make it 0. Heap 2 has a 1   │       7 = 0111       │
			│ in the nim-sum's top column (8): 9 XOR 13 = 4, so     │       9 = 1001  ◀    │
			│ take 5 from heap 2 (9 → 4).                           │      12 = 1100       │
			│ (Also winning: 11 from heap 3, 13 from heap 4.)       │      15 = 1111       │
			│                                                       │           ────       │
			│                                                       │ nim-sum = 1101  (13) │
			╰──────────────────────────────────────────────────────────────────────────────╯



			 ▶ take 1 from heap 1 (7 → 6) · enter plays it, esc resets
			 ↑↓ heap  ←→ 0-9 amount  enter take  t hints  e explain  u undo  v review
			 i theory  r restart  x resign  s share  g lab  ? help  q menu"
		`);
	});

	it('shows the whole hint on its own screen with e', () => {
		const state = matchReducer(newMatch({game: 'coins', coins: 'THHTTHTH', rule: 'mock-turtles'}, {hints: true}), {type: 'explain'});
		const frame = matchText(state);
		expect(frame).toContain('That leaves XOR 0');
		expect(frame).toContain('e esc back to the board');
	});
});

describe('huge positions', () => {
	test.each<[string, JsonObject]>([
		['100000 heaps', {game: 'nim', heaps: Array.from({length: 100_000}, (_, i) => i % 97)}],
		['a 100000-node path', {game: 'tree', parents: Array.from({length: 100_000}, (_, i) => i)}],
		['a row of 100000 coins', {game: 'coins', coins: 'HT'.repeat(50_000), rule: 'ruler'}],
		['a 1000-digit heap', {game: 'fibonacci', heap: '9'.repeat(1000)}],
	])('%s: drawn (with hints) within the screen', (_label, json) => {
		const state = newMatch(json, {hints: true});
		const lines = matchLines(state, {columns: 80, rows: 24});
		expect(lines).toHaveLength(23);
		for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(80);
	});
});

describe('boards built by keys', () => {
	const play = (state: MatchState, ...keys: BoardKey[]) => keys.reduce((s, key) => matchReducer(s, {type: 'board', key}), state);

	it('heaps: a heap too big to draw gets a scaled bar and its exact size', () => {
		const frame = matchText(newMatch({game: 'nim', heaps: ['123456789012345678901234567890', 5]}));
		expect(frame).toContain('123456789012345678901234567890');
		expect(frame).toContain('Bars are scaled');
	});

	it('wythoff: ↓↓ chooses both heaps, then the amount', () => {
		const state = play(
			newMatch({game: 'wythoff', heaps: [5, 7]}, {opponent: 'friend'}),
			{kind: 'down'},
			{kind: 'down'},
			{kind: 'digit', digit: '2'},
			{kind: 'confirm'},
		);
		expect(state.history[0]!.words).toBe('take 2 from both heaps (5, 7) → (3, 5)');
	});

	it('coins: Space picks, Enter flips the picked coins', () => {
		const state = play(
			newMatch({game: 'coins', coins: 'THHTTHTH', rule: 'mock-turtles'}, {opponent: 'friend'}),
			{kind: 'select'},
			{kind: 'left'},
			{kind: 'select'},
			{kind: 'confirm'},
		);
		expect(state.history[0]!.words).toBe('flip 8 and 7');
		expect((state.position as {coins: string}).coins).toBe('THHTTHHT');
	});

	it('coins: Enter plays exactly the move the preview names, the cursor coin with the picked ones', () => {
		// The hint's "flip 8, 6 and 3" (mock turtles), picked 8 and 6, then onto coin 3: Enter turns all three.
		let state = newMatch({game: 'coins', coins: 'THHTTHTH', rule: 'mock-turtles'}, {opponent: 'friend'});
		state = play(state, {kind: 'select'}, {kind: 'digit', digit: '6'}, {kind: 'select'}, {kind: 'digit', digit: '3'});
		const preview = 'flip 8, 6 and 3 (the picked coins and the one under the cursor)';
		expect(matchText(state)).toContain(preview);
		expect(matchText(state)).toContain('[ ] enter turns: 8, 6, 3');
		state = play(state, {kind: 'confirm'});
		expect(state.history[0]!.words).toBe('flip 8, 6 and 3');
		// Standing on a picked coin leaves the cursor out: the preview says so.
		state = newMatch({game: 'coins', coins: 'THHTTHTH', rule: 'mock-turtles'}, {opponent: 'friend'});
		state = play(state, {kind: 'select'}, {kind: 'left'}, {kind: 'left'}, {kind: 'select'});
		expect(matchText(state)).toContain('▶ flip 8 and 6 ·');
		state = play(state, {kind: 'confirm'});
		expect(state.history[0]!.words).toBe('flip 8 and 6');
	});

	it('coins: on Consecutive, Enter turns the K coins ending at the cursor; on Ruler, the run from a picked coin to the cursor', () => {
		let state = newMatch({game: 'coins', coins: 'TTHTHTTH', rule: 'consecutive', k: 3}, {opponent: 'friend'});
		expect(matchText(state)).toContain('flip 8, 7 and 6: the run of 3 ending at the cursor');
		state = play(state, {kind: 'confirm'});
		expect(state.history[0]!.words).toBe('flip 8, 7 and 6');
		state = newMatch({game: 'coins', coins: 'TTHTHTTH', rule: 'ruler'}, {opponent: 'friend'});
		expect(matchText(state)).toContain('flip 8 alone');
		state = play(state, {kind: 'select'}, {kind: 'digit', digit: '4'});
		expect(matchText(state)).toContain('flip 4 to 8: the run from coin 8 to the cursor');
		state = play(state, {kind: 'confirm'});
		expect(state.history[0]!.words).toBe('flip 4 to 8');
	});

	it('coins: a move whose rightmost coin is tails is refused with the rule', () => {
		const state = play(newMatch({game: 'coins', coins: 'THHTTHTH', rule: 'mock-turtles'}), {kind: 'left'}, {kind: 'confirm'});
		expect(state.message?.text).toBe('Not allowed: the rightmost coin turned (coin 7) must be a head.');
	});

	it('staircase: ←→ pick a chip, digits the distance', () => {
		const state = play(newMatch({game: 'staircase', chips: [1, 5, 9]}, {opponent: 'friend'}), {kind: 'left'}, {kind: 'digit', digit: '3'}, {kind: 'confirm'});
		expect(state.history[0]!.words).toBe('move chip at 5 to 2');
	});

	it('tree: a typed node number, then Enter cuts its edge', () => {
		const state = play(newMatch({game: 'tree', parents: [0, 1, 1, 0]}, {opponent: 'friend'}), {kind: 'digit', digit: '3'}, {kind: 'confirm'});
		expect(state.history[0]!.words).toBe('cut edge 3');
		expect((state.position as {parents: number[]}).parents).toEqual([0, 1, 0]);
	});

	it('tree: a digit that makes no node with the number typed so far begins a new one ("10", then "6" is node 6, not 106)', () => {
		const parents = Array.from({length: 12}, (_, i) => (i % 3 === 0 ? 0 : i));
		const digits = (...ds: string[]) => ds.map(digit => ({kind: 'digit', digit}) as const);
		const state = play(newMatch({game: 'tree', parents}, {opponent: 'friend'}), ...digits('1', '0', '6'), {kind: 'confirm'});
		expect(state.message).toBeNull();
		expect(state.history[0]!.words).toBe('cut edge 6');
		// A number still on its way is kept whole: "1" then "2" is node 12.
		expect(play(newMatch({game: 'tree', parents}, {opponent: 'friend'}), ...digits('1', '2'), {kind: 'confirm'}).history[0]!.words).toBe('cut edge 12');
	});

	it('tree: the forest grows up from the ground, nodes keep their numbers, and the last cut is marked where it was', () => {
		let state = newMatch({game: 'tree', parents: [0, 1, 2, 2, 3, 4, 8, 9, 0]}, {opponent: 'friend'});
		const rowOf = (text: string, pattern: RegExp) => text.split('\n').findIndex(l => pattern.test(l));
		let text = matchText(state);
		// Children stand above their parents; the ground is the bottom line of the picture.
		const ground = rowOf(text, /═╧═+ ground/);
		expect(rowOf(text, /├╳ 1 /)).toBe(ground - 1);
		expect(rowOf(text, /┌─ 2$/)).toBeLessThan(rowOf(text, /├╳ 1 /));
		expect(rowOf(text, /┌─ 7$/)).toBeLessThan(rowOf(text, /┌─ 8$/));
		expect(rowOf(text, /┌─ 8$/)).toBeLessThan(rowOf(text, /┌─ 9$/));
		// ↑ walks up the picture (from 1 to 2), → goes up to the first child.
		state = play(state, {kind: 'up'});
		expect(matchText(state)).toMatch(/▶ .*┌╳ 2 /);
		state = play(state, {kind: 'digit', digit: '3'}, {kind: 'confirm'});
		expect(state.history[0]!.words).toBe('cut edge 3');
		text = matchText(state);
		// 3 and 5 fell; 4 is still 4 (not renumbered to 3).
		expect(text).toMatch(/┌[─╳] 4\b/);
		expect(text).not.toMatch(/─ 3\b/);
		expect(text).not.toContain('renumbered');
		expect(text).toMatch(/┌─ 2 {2}◀ edge 3 was cut here \(2 nodes fell\)/);
		// The next player's typed 4 is the node shown as 4.
		state = play(state, {kind: 'digit', digit: '4'}, {kind: 'confirm'});
		expect(state.history[1]!.words).toBe('cut edge 4');
		expect(matchText(state)).toMatch(/┌─ 2 {2}◀ edge 4 was cut here \(2 nodes fell\)/);
		// A root cut is marked on the ground line.
		state = play(state, {kind: 'digit', digit: '9'}, {kind: 'confirm'});
		expect(matchText(state)).toMatch(/═╧═+ ground {2}◀ edge 9 was cut here \(3 nodes fell\)/);
	});

	it('tree: a forest taller than the screen scrolls with the cursor and says how much is out of sight', () => {
		let state = newMatch({game: 'tree', parents: Array.from({length: 40}, (_, i) => i)}, {opponent: 'friend'});
		let text = matchText(state);
		expect(text).toMatch(/▶ ┌╳ 1 /);
		expect(text).toMatch(/of 40 nodes shown · \d+ more above \(↑↓ scrolls\)/);
		for (let i = 0; i < 39; i++) state = play(state, {kind: 'up'});
		text = matchText(state);
		expect(text).toMatch(/▶ .*┌╳ 40 /);
		expect(text).toMatch(/of 40 nodes shown · \d+ more below/);
		for (const row of text.split('\n')) expect(row.length).toBeLessThanOrEqual(80);
	});

	it('graph: ←→ choose the edge', () => {
		const state = play(newMatch({game: 'graph', edges: {a: ['b', 'c'], b: ['c']}, tokens: ['a']}, {opponent: 'friend'}), {kind: 'right'}, {kind: 'confirm'});
		expect(state.history[0]!.words).toBe('move token 1 from a to c');
	});

	it('corners: Enter picks a lamp, the arrows choose the corner, Enter toggles', () => {
		let state = newMatch({game: 'corners', lit: [[2, 3]]}, {opponent: 'friend'});
		state = play(state, {kind: 'confirm'});
		expect(matchText(state)).toContain('<●>');
		state = play(state, {kind: 'left'}, {kind: 'down'}, {kind: 'confirm'});
		expect(state.history[0]!.words).toBe('toggle (2, 3) (0, 3) (2, 1) (0, 1)');
	});

	it("corners: the corner starts on the hint's, the hint shows which corners are lit, and the last move is marked", () => {
		const board = boardFor('corners');
		const p = board.game.parse(
			{
				game: 'corners',
				lit: [
					[2, 3],
					[3, 5],
					[4, 4],
				],
			},
			'',
		);
		const at = {...(board.init(p) as object), x: 3n, y: 5n};
		// Without a hint: one step down and left of the lamp; with the hint shown: on the hint's corner (1, 1).
		expect(board.key(p, at, {kind: 'confirm'})?.pointer).toMatchObject({from: [3n, 5n], x: 2n, y: 4n});
		expect(board.key(p, at, {kind: 'confirm'}, {from: [3, 5], to: [1, 1]})?.pointer).toMatchObject({from: [3n, 5n], x: 1n, y: 1n});
		let state = newMatch(
			{
				game: 'corners',
				lit: [
					[2, 3],
					[3, 5],
					[4, 4],
				],
			},
			{opponent: 'friend', hints: true},
		);
		let text = matchText(state, {columns: 100, rows: 30});
		// The hint toggles (3, 5) (1, 5) (3, 1) (1, 1): (3, 5) is lit (◆), the other three dark (◇).
		expect(text).toContain('5 │ ·  ◇  ·  ◆ ');
		expect(text).toContain('1 │ ·  ◇  ·  ◇ ');
		expect(text).toContain("◆ ◇ the hint's corners: ◆ lit, ◇ dark");
		// With hints off the corner starts one step down and left; the move played marks its four corners for the next player.
		state = matchReducer(state, {type: 'hints'});
		const cursor = () => state.pointer as {x: bigint; y: bigint};
		while (cursor().x !== 3n) state = play(state, {kind: cursor().x < 3n ? 'right' : 'left'});
		while (cursor().y !== 5n) state = play(state, {kind: cursor().y < 5n ? 'up' : 'down'});
		state = play(state, {kind: 'confirm'}, {kind: 'left'}, {kind: 'left'}, {kind: 'down'}, {kind: 'down'}, {kind: 'down'}, {kind: 'confirm'});
		expect(state.history[0]!.words).toBe('toggle (3, 5) (0, 5) (3, 1) (0, 1)');
		text = matchText(state, {columns: 100, rows: 30});
		expect(text).toContain('5 │(●) ·  · (·)');
		expect(text).toContain("( ) the last move's four corners: toggle (3, 5) (0, 5) (3, 1) (0, 1)");
	});

	it('corners: lamps beyond the grid are listed and the corner is typed', () => {
		let state = newMatch(
			{
				game: 'corners',
				lit: [
					['18446744073709551615', '12345678901234567890'],
					[7, 9],
				],
			},
			{opponent: 'friend'},
		);
		expect(matchText(state)).toContain('coordinates too large for a grid');
		state = play(state, {kind: 'confirm'}, {kind: 'digit', digit: '3'}, {kind: 'select'}, {kind: 'digit', digit: '4'}, {kind: 'confirm'});
		expect(state.history[0]!.words).toContain('(3, 4)');
	});

	it('arena: Enter steps into a component, its board takes the keys, Esc steps out', () => {
		let state = newMatch(
			{
				game: 'sum',
				parts: [
					{game: 'nim', heaps: [3, 4, 5]},
					{game: 'bash', heap: 20, max: 3},
				],
			},
			{opponent: 'friend'},
		);
		state = play(state, {kind: 'down'}, {kind: 'confirm'}, {kind: 'digit', digit: '3'}, {kind: 'confirm'});
		expect(state.history[0]!.words).toBe('take 3 (20 → 17) in part 2 (Bash)');
		state = play(state, {kind: 'confirm'}, {kind: 'cancel'});
		expect((state.pointer as {inside: boolean}).inside).toBe(false);
	});

	it('arena: every part is a small real board (the one in focus boxed), numbered from 1, with no JSON; the footer follows the keys', () => {
		const parts: JsonObject[] = [
			{game: 'nim', heaps: [3, 4, 5]},
			{game: 'bash', heap: 20, max: 3},
			{game: 'tree', parents: [0, 1, 1, 0]},
			{game: 'wythoff', heaps: [3, 5]},
			{game: 'kayles', heaps: [7, 4]},
			{game: 'coins', coins: 'THHTH', rule: 'mock-turtles'},
		];
		let state = newMatch({game: 'sum', parts}, {opponent: 'friend'});
		for (const size of [
			{columns: 80, rows: 24},
			{columns: 100, rows: 30},
		]) {
			const text = matchText(state, size);
			expect(text).not.toMatch(/[{}[\]"]/);
			for (const [i, name] of ['Nim', 'Bash', 'Hackenbush tree', 'Wythoff', 'Kayles', 'Coin turning'].entries())
				expect(text).toContain(`part ${i + 1} · ${name}`);
			expect(text).toMatch(/┏━ ▷ part 1 · Nim ━+┓/);
			// The others drawn by their own boards, in their smallest form.
			expect(text).toContain('heap │ ●●●●●●●●●●●●●●●●●●●● 20');
			expect(text).toMatch(/row 1 │ ▮▮▮▮▮▮▮ +7/);
			expect(text).toContain('T  H  H  T  H');
			for (const row of text.split('\n')) expect(row.length).toBeLessThanOrEqual(size.columns);
			expect(text.split('\n').length).toBeLessThanOrEqual(size.rows);
		}
		// Digits pick a part by its number from 1; there is no part 0.
		state = play(state, {kind: 'digit', digit: '0'});
		expect(state.message?.text).toContain('there is no part 0: the parts are 1 to 6');
		state = play(state, {kind: 'digit', digit: '5'});
		expect(matchText(state)).toMatch(/┏━ ▷ part 5 · Kayles ━+┓/);
		expect(matchText(state)).toContain('↑↓ 1-9 part  enter play in it');
		// Inside a part, the footer has that part's keys and the way back.
		state = play(state, {kind: 'confirm'});
		expect(matchText(state)).toMatch(/↑↓ row .*esc back to the parts/s);
		state = play(state, {kind: 'confirm'});
		// The move is marked in its part for the next player.
		const text = matchText(state, {columns: 100, rows: 30});
		expect(text).toMatch(/part 5 · Kayles +◀ last move: knock down 1 from row 1 \(7 → /);
	});
});

describe('the rows board (take-and-break)', () => {
	it('Kayles: the run moves along the row, space switches one pin and two, enter knocks them down (the row splits)', () => {
		const board = boardFor('kayles');
		const p = board.game.parse({game: 'kayles', heaps: [7]}, '');
		let pointer = board.init(p);
		expect(board.pending(p, pointer)).toBe('knock down 1 from row 1 (7 → 3 + 3)');
		pointer = board.key(p, pointer, {kind: 'select'})!.pointer;
		expect(board.pending(p, pointer)).toBe('knock down 2 from row 1 (7 → 3 + 2)');
		pointer = board.key(p, pointer, {kind: 'left'})!.pointer;
		pointer = board.key(p, pointer, {kind: 'left'})!.pointer;
		expect(board.pending(p, pointer)).toBe('knock down 2 from row 1 (7 → 1 + 4)');
		const played = board.key(p, pointer, {kind: 'confirm'});
		expect(played?.move).toEqual({heap: 0, take: '2', leave: ['1', '4']});
		const move = board.game.parseMove(played!.move!, p, 'move');
		expect(board.game.apply(p, move).heaps).toEqual([1n, 4n]);
	});

	it("Grundy's game: the split moves along the heap; an equal split is named as not allowed; heaps with no split are skipped", () => {
		const board = boardFor('grundy');
		const p = board.game.parse({game: 'grundy', heaps: [2, 8]}, '');
		let pointer = board.init(p);
		expect(pointer.heap).toBe(1);
		expect(board.pending(p, pointer)).toBe('split heap 2 (8 → 3 + 5)');
		pointer = board.key(p, pointer, {kind: 'right'})!.pointer;
		expect(board.pending(p, pointer)).toBe('split heap 2 (8 → 4 + 4): not allowed, the parts must differ');
		pointer = board.key(p, pointer, {kind: 'right'})!.pointer;
		expect(board.pending(p, pointer)).toBe('split heap 2 (8 → 5 + 3)');
		expect(board.key(p, pointer, {kind: 'confirm'})?.move).toEqual({heap: 1, leave: ['5', '3']});
		expect(board.keys.map(k => k.action)).not.toContain('how many');
	});

	it('says how the game ends, in misère play too', () => {
		for (const [id, json, normal, misere] of [
			['kayles', {game: 'kayles', heaps: [5]}, 'Last pin wins.', 'Misère: whoever knocks down the last pin loses.'],
			['grundy', {game: 'grundy', heaps: [7]}, 'Last move wins.', 'Misère: whoever makes the last move loses.'],
			['subtraction', {game: 'subtraction', heaps: [7], set: [1, 2]}, 'Whoever takes the last token wins.', 'Misère: whoever takes the last token loses.'],
			['primes', {game: 'primes', heaps: [7]}, 'Last token wins.', 'Misère: whoever takes the last token loses.'],
		] as [string, JsonObject, string, string][]) {
			// The catalog's game: it reads the misère switch.
			const game = lookupGame(id)!;
			const text = (json: JsonObject) =>
				matchText(initMatch({game, board: boardFor(id), start: game.parse(json, ''), opponent: 'perfect', first: 0, hints: false}));
			expect(text(json)).toContain(normal);
			expect(text({...json, misere: true})).toContain(misere);
		}
	});

	it('draws pins and the pending run, and the hint with ◆', () => {
		const game = boardFor('dawson').game;
		const start = game.parse({game: 'dawson', heaps: [7, 4]}, '');
		const state = initMatch({game, board: boardFor('dawson'), start, opponent: 'perfect', first: 0, hints: true});
		const text = matchText(state);
		expect(text).toMatch(/▶ row 1 │ ▮▮○○▮▮▮ +7/);
		expect(text).toContain('◆');
	});
});
