import {beforeAll, describe, expect, it} from 'vitest';
import {lookupGame} from '../../source/engine/catalog.js';
import {boardFor} from '../../source/ui/boards/index.js';
import {linesText} from '../../source/ui/lines.js';
import {setupLines} from '../../source/ui/setup/layout.js';
import {initSetup, matchConfigOf, setupReducer, visibleFields, type SetupKey, type SetupState} from '../../source/ui/setup/state.js';
import {screen} from './helpers.js';

beforeAll(async () => {});

function setup(id: string, seed = 1): SetupState {
	return initSetup({game: lookupGame(id)!, board: boardFor(id), seed});
}

function keys(state: SetupState, ...list: Array<SetupKey | string>): SetupState {
	return list.reduce<SetupState>((s, k) => setupReducer(s, {type: 'key', key: typeof k === 'string' ? {kind: 'char', char: k} : k}), state);
}

const down: SetupKey = {kind: 'down'};
const right: SetupKey = {kind: 'right'};
const left: SetupKey = {kind: 'left'};
const enter: SetupKey = {kind: 'enter'};
const space: SetupKey = {kind: 'space'};
const backspace: SetupKey = {kind: 'backspace'};

function json(state: SetupState) {
	return state.game.toJSON(state.resolved.position);
}

describe('the setup of a game', () => {
	it('starts from a random position of size 4 that the seed decides', () => {
		const a = setup('nim', 5);
		const b = setup('nim', 5);
		expect(a.resolved.error).toBeNull();
		expect(json(a)).toEqual(json(b));
		expect(json(keys(a, space))).not.toEqual(json(a));
	});

	it("offers the game's classic positions as presets, bringing their parameters", () => {
		let state = keys(setup('nim'), right);
		expect(json(state)).toEqual({game: 'nim', heaps: [7, 9, 12, 15]});
		state = keys(state, right, right, right);
		expect(json(state)).toEqual({game: 'nim', heaps: [10, 12, 15], max: 3});
		expect(state.params['max']).toBe('3');
	});

	it('reads a typed position in the human form, with the parameters as flags', () => {
		let state = keys(setup('bash'), left);
		expect(visibleFields(state)).toContain('typed');
		state = keys(state, down, '2', '5');
		expect(json(state)).toEqual({game: 'bash', heap: 25, max: 3});
	});

	it("shows the engine's one-line error for a bad typed position and refuses to start", () => {
		let state = keys(setup('nim'), left, down, '3', ' ', 'x');
		expect(state.resolved.error).toBe('heap 2 must be a whole number ≥ 0, got "x"');
		state = keys(state, enter);
		expect(state.exit).toBeNull();
		expect(state.message).toBe('Cannot start: heap 2 must be a whole number ≥ 0, got "x"');
		state = keys(state, backspace, '4', enter);
		expect(state.exit).toBe('start');
		expect(json(state)).toEqual({game: 'nim', heaps: [3, 4]});
	});

	it("names a bad parameter by its field's label", () => {
		let state = keys(setup('nim'), right, down);
		expect(state.field).toBe('param:max');
		state = keys(state, '0');
		expect(state.resolved.error).toBe('Cap K (most per move) must be a whole number ≥ 1, got 0');
		state = keys(state, enter);
		expect(state.message).toBe('Cannot start: Cap K (most per move) must be a whole number ≥ 1, got 0');
	});

	it('edits a parameter: the cap K of nim, then misère play with it', () => {
		let state = keys(setup('nim'), right, down);
		expect(state.field).toBe('param:max');
		state = keys(state, '4');
		expect(json(state)).toEqual({game: 'nim', heaps: [7, 9, 12, 15], max: 4});
		state = keys(state, down, right);
		expect(state.resolved.error).toBeNull();
		expect(json(state)).toEqual({game: 'nim', heaps: [7, 9, 12, 15], max: 4, misere: true});
	});

	it('offers misère play for every game; one beyond the search is refused with the bound named, and the screen stays open', () => {
		let state = setup('subtraction');
		while (!visibleFields(state).includes('typed')) state = keys(state, left);
		while (state.field !== 'typed') state = keys(state, down);
		state = keys(state, ...Array.from({length: 40}, () => backspace), '300 300 300');
		while (state.field !== 'param:misere') state = keys(state, down);
		state = keys(state, right);
		expect(state.resolved.error).toMatch(/exhaustive search, limited to \d+ positions/);
		state = keys(state, enter);
		expect(state.exit).toBeNull();
		state = keys(setup('coins'), right);
		while (state.field !== 'param:misere') state = keys(state, down);
		state = keys(state, right);
		expect(state.resolved.error).toBeNull();
		expect(json(state)).toMatchObject({misere: true});
	});

	it.each([
		['tree', '0 1 x', 'node 3 must be a whole number ≥ 0, got "x"'],
		['tree', '0 1 7', 'node 3 must be a whole number from 0 to 3, got 7'],
		['bash', '-4', 'the heap must be a whole number ≥ 0, got -4'],
		['staircase', '1 y', 'chip 2 must be a whole number ≥ 1, got "y"'],
		['staircase', '4 4', 'chip 2 is on cell 4, as chip 1 is; chips must be on distinct cells'],
		['coins', 'THxH', 'coin 3 is "x"; only H and T are allowed'],
		['corners', '1,2 3', 'lit cell 2 must be a cell x,y, got "3"'],
		// The arena: a part is counted from 1, and its flags are the words typed.
		['sum', '"nim 3" "nim 2 --misere"', 'part 2 is a misère position; misère games cannot be summed'],
		['sum', '"nim 3" "nim 2" "bash 5 --max 0"', '--max of part 3 must be a whole number ≥ 1, got 0'],
		['sum', '"nim 3" "kayles 2 x"', 'row 2 of part 2 must be a whole number ≥ 0, got "x"'],
	])("speaks the screen's language in errors: %s %s", (id, typed, error) => {
		let state = setup(id);
		while (!visibleFields(state).includes('typed')) state = keys(state, left);
		state = keys(state, down, ...typed.split(''));
		expect(state.resolved.error).toBe(error);
	});

	it('shows the coin rule as a choice, and K only for the consecutive rule', () => {
		let state = setup('coins');
		expect(visibleFields(state)).toEqual(['source', 'size', 'param:rule', 'param:misere', 'opponent', 'first', 'hints', 'coach', 'start']);
		state = keys(state, down, down);
		expect(state.field).toBe('param:rule');
		while (state.params['rule'] !== 'consecutive') state = keys(state, right);
		expect(visibleFields(state)).toContain('param:k');
		expect(json(state)).toMatchObject({rule: 'consecutive', k: 3});
	});

	it('sets the subtraction set and k-times k', () => {
		let state = keys(setup('subtraction'), right, down, backspace, backspace, backspace, backspace, backspace, '2', ',', '5');
		expect(json(state)).toMatchObject({set: [2, 5]});
		state = keys(setup('ktimes'), right, down, backspace, '4');
		expect(json(state)).toMatchObject({k: 4});
	});

	it('builds the match: opponent, first move, hints', () => {
		const state = keys(setup('wythoff'), down, down, down, right, down, down, right, down, right);
		const config = matchConfigOf(state)!;
		expect(config).toMatchObject({opponent: 'level:3', first: 1, hints: true});
		expect(config.game.id).toBe('wythoff');
	});

	it('offers every opponent, with a level or the givebacks on a field of their own', () => {
		let state = keys(setup('wythoff'), down, down, down);
		expect(state.field).toBe('opponent');
		const seen: string[] = [];
		for (let i = 0; i < 6; i++) {
			seen.push(state.opponent);
			expect(visibleFields(state).includes('strength')).toBe(state.opponent.startsWith('level:') || state.opponent.startsWith('teacher:'));
			state = keys(state, right);
		}
		expect(seen).toEqual(['perfect', 'level:3', 'teacher:2', 'random', 'loser', 'friend']);
		expect(state.opponent).toBe('perfect');
		// The level: ←→ step it within 1..8, a digit sets it; it is kept while another opponent is shown.
		state = keys(state, right, down);
		expect(state.field).toBe('strength');
		state = keys(state, right, right);
		expect(state.opponent).toBe('level:5');
		state = keys(state, '8', right);
		expect(state.opponent).toBe('level:8');
		state = keys(state, '9');
		expect(state.opponent).toBe('level:8');
		expect(linesText(setupLines(state, screen))).toMatch(/Level +◀ 8 of 8/);
		state = keys(state, {kind: 'up'}, right, down);
		expect(state.opponent).toBe('teacher:2');
		state = keys(state, '0');
		expect(state.opponent).toBe('teacher:0');
		state = keys(state, left);
		expect(state.opponent).toBe('teacher:0');
		state = keys(state, '9');
		expect(matchConfigOf(state)?.opponent).toBe('teacher:9');
		state = keys(state, {kind: 'up'}, left);
		expect(state.opponent).toBe('level:8');
		// Every line of the screen fits 80 columns.
		for (const line of linesText(setupLines(state, screen)).split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
	});

	it('keeps every field and the footer on the smallest terminal, the level shown too', () => {
		let state = keys(setup('coins'), down, down, down, down, right);
		expect(visibleFields(state)).toContain('strength');
		state = {...state, resume: {config: matchConfigOf(state)!, position: matchConfigOf(state)!.start, about: 'move 3'}};
		const text = linesText(setupLines(state, {columns: 60, rows: 16}));
		expect(text.split('\n')).toHaveLength(15);
		expect(text).toMatch(/Level +3 of 8/);
		expect(text).toContain('Start the game');
		expect(text).toContain('esc menu');
	});

	it('goes back with Esc or q', () => {
		expect(keys(setup('nim'), {kind: 'escape'}).exit).toBe('back');
		expect(keys(setup('nim'), 'q').exit).toBe('back');
	});

	it('draws the fields and a preview of the position', () => {
		const frame = linesText(setupLines(keys(setup('nim'), right), screen));
		expect(frame).toContain('▶ Start from');
		expect(frame).toContain('Four heaps: 7 9 12 15');
		expect(frame).toContain('heap 4 │ ●●●●●●●●●●●●●●● 15');
		expect(frame.split('\n')).toHaveLength(23);
	});

	it('resolves a random position for every game', () => {
		for (const id of ['nim', 'bash', 'wythoff', 'fibonacci', 'ktimes', 'subtraction', 'primes', 'coins', 'staircase', 'corners', 'tree', 'graph', 'sum']) {
			for (let size = 1; size <= 10; size += 3) {
				let state = setup(id, size);
				for (let i = 1; i < size; i++) state = keys(state, down, right, {kind: 'up'});
				expect(state.resolved.error, id).toBeNull();
			}
		}
	});

	it('refuses a subtraction set it cannot value at that heap size with a message, and stays open', () => {
		// Forty takes spread up to 10,000: no period within the bound.
		const set =
			'30,88,215,354,1068,1179,2076,2167,2274,2388,2615,2718,2855,3059,3203,3313,3553,3694,3802,3904,4020,4187,4300,4496,4643,4788,4921,5069,5206,5416,5589,5702,5875,6004,6192,6311,6498,6600,6789,6901';
		let state = setup('subtraction');
		while (!visibleFields(state).includes('typed')) state = keys(state, left);
		state = keys(state, down, ...'1000000000000000000'.split(''));
		while (state.field !== 'param:set') state = keys(state, down);
		state = keys(state, ...Array.from({length: 10}, () => backspace));
		state = keys(state, set); // pasted at once

		expect(state.resolved.error).toMatch(/no period within \d+ values/);
		state = keys(state, enter);
		expect(state.exit).toBeNull();
	});
});

describe('setup quirks', () => {
	it('leaving the misère preset for "typed in" goes back to the usual parameters', () => {
		const game = lookupGame('nim')!;
		const misere = game.examples.findIndex(e => e.position['misere'] === true) + 1;
		let state = setup('nim');
		for (let i = 0; i < misere; i++) state = keys(state, right);
		expect(state.params['misere']).toBe('on');
		state = keys(state, right);
		expect(state.source).toBe(game.examples.length + 1);
		expect(state.params['misere']).toBe('off');
	});

	it('←→ on a number field steps it by one, never below its least value', () => {
		let state = setup('bash');
		while (state.field !== 'param:max') state = keys(state, down);
		expect(state.params['max']).toBe('3');
		state = keys(state, right, right);
		expect(state.params['max']).toBe('5');
		state = keys(state, left, left, left, left, left, left);
		expect(state.params['max']).toBe('1');
		expect(state.resolved.error).toBeNull();
	});
});

describe('the typed-in position field', () => {
	function typedTree(): SetupState {
		let state = setup('tree');
		while (state.source !== state.game.examples.length + 1) state = keys(state, right);
		while (state.field !== 'typed') state = keys(state, down);
		return state;
	}

	it("says under the field what the numbers are (a tree: each node's parent)", () => {
		const text = linesText(setupLines(typedTree(), screen)).replace(/\s+/g, ' ');
		expect(text).toContain('the parent of each node 1..n (0 is the ground), e.g. 0 1 1 0');
	});

	it('scrolls with the cursor: the end being typed stays in view at 80 columns', () => {
		const parents = Array.from({length: 40}, (_, i) => String(i)).join(' ');
		const state = keys(typedTree(), ...parents);
		const row = linesText(setupLines(state, screen))
			.split('\n')
			.find(l => l.includes('Position'))!;
		expect(row).toContain('37 38 39▏');
		expect(row).toContain('…');
		expect(row.length).toBeLessThanOrEqual(80);
		// The preview of a tree too tall for it does not offer ↑↓ (they move between fields here).
		const text = linesText(setupLines(state, screen));
		expect(text).toContain('(all of them in the game)');
		expect(text).not.toContain('↑↓ scrolls');
	});
});
