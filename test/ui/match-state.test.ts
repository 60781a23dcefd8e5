import {beforeAll, describe, expect, it, test} from 'vitest';
import {lookupGame} from '../../source/engine/catalog.js';
import {computeHint, explanationAt, hintMark, hintWanted, matchReducer, teacherState, type MatchAction, type MatchState} from '../../source/ui/match/state.js';
import {chooseComputerMove} from '../../source/engine/computer.js';
import {checkMove} from '../../source/think/answers.js';
import {matchAction} from '../../source/ui/match/use-match-input.js';
import {nim} from '../../source/engine/games/nim.js';
import {setLanguage} from '../../source/i18n/language.js';
import type {BoardKey} from '../../source/ui/boards/types.js';
import type {HeapPointer} from '../../source/ui/boards/heaps.js';
import {matchText, newMatch} from './helpers.js';
import {positionFromWords} from '../../source/engine/human.js';
import type {Json, JsonObject} from '../../source/engine/types.js';

beforeAll(async () => {});

const key = (k: BoardKey): MatchAction => ({type: 'board', key: k});
const up = key({kind: 'up'});
const down = key({kind: 'down'});
const left = key({kind: 'left'});
const enter = key({kind: 'confirm'});
const cancel = key({kind: 'cancel'});
const digit = (d: string) => key({kind: 'digit', digit: d});

function run(state: MatchState, ...actions: MatchAction[]): MatchState {
	return actions.reduce(matchReducer, state);
}

/** The computer's turn, as the screen dispatches it once its think is over. */
function computer(state: MatchState, roll = 0.99, pick = 0): MatchState {
	const {game, opponent} = state.config;
	const move = chooseComputerMove(game, state.position, opponent, roll, pick, teacherState(state) ?? undefined);
	return matchReducer(state, {type: 'computer', serial: state.serial, move});
}

function heaps(state: MatchState): string {
	return (state.position as {heaps: bigint[]}).heaps.join(' ');
}

describe('a nim match against the perfect computer', () => {
	it('starts on the first heap with an amount of 1, the player to move', () => {
		const state = newMatch({game: 'nim', heaps: [3, 4, 5]});
		expect(state.phase).toBe('human');
		expect(state.pointer).toEqual({heap: 0, take: 1n, typed: null});
		expect(state.history).toHaveLength(0);
	});

	it('moves the cursor between heaps and changes the amount', () => {
		const state = run(newMatch({game: 'nim', heaps: [3, 4, 5]}), down, down, left, left, up);
		expect(state.pointer).toEqual({heap: 1, take: 3n, typed: null});
	});

	it('plays a typed amount, then waits for the computer, which answers with a winning move', () => {
		let state = run(newMatch({game: 'nim', heaps: [3, 4, 5]}), digit('1'), enter);
		expect(heaps(state)).toBe('2 4 5');
		expect(state.phase).toBe('computer');
		expect(state.history[0]!.words).toBe('take 1 from heap 1 (3 → 2)');
		state = computer(state);
		expect(state.phase).toBe('human');
		expect(state.history).toHaveLength(2);
		// 2 4 5 has nim-sum 3: the computer's reply makes it 0 again.
		expect(nim.grundy(state.position as never)).toBe(0n);
	});

	it('refuses an illegal move with a one-line reason and leaves the position alone', () => {
		const start = newMatch({game: 'nim', heaps: [3, 4, 5]});
		const state = run(start, digit('9'), enter);
		expect(state.message).toEqual({text: 'Not allowed: heap 1 has only 3.', tone: 'error'});
		expect(state.position).toBe(start.position);
		expect(state.history).toHaveLength(0);
	});

	it("refuses more than the cap with the engine's reason", () => {
		const state = run(newMatch({game: 'nim', heaps: [10, 12], max: 3}), digit('5'), enter);
		expect(state.message?.text).toBe('Not allowed: at most 3 may be taken at once.');
	});

	it('asks for an amount when the typed one is deleted', () => {
		const state = run(newMatch({game: 'nim', heaps: [3]}), key({kind: 'backspace'}), enter);
		expect(state.message?.text).toBe('choose how many to take first: ←→ or type a number');
	});

	it('ignores a stale computer move (the position changed since it was scheduled)', () => {
		const state = run(newMatch({game: 'nim', heaps: [3, 4, 5]}), enter);
		const stale = matchReducer(state, {type: 'computer', serial: state.serial - 1, move: {heap: 0, take: 1n}});
		expect(stale).toBe(state);
	});

	it('lets the computer move first', () => {
		let state = newMatch({game: 'nim', heaps: [1, 2]}, {first: 1});
		expect(state.phase).toBe('computer');
		state = computer(state);
		expect(heaps(state)).toBe('1 1');
		expect(state.phase).toBe('human');
	});
});

describe('undo', () => {
	it("goes back to the player's previous turn against the computer", () => {
		let state = run(newMatch({game: 'nim', heaps: [3, 4, 5]}), enter);
		state = computer(state);
		state = run(state, {type: 'undo'});
		expect(heaps(state)).toBe('3 4 5');
		expect(state.history).toHaveLength(0);
		expect(state.phase).toBe('human');
		expect(state.message?.text).toBe('Undone: take 1 from heap 1 (3 → 2).');
	});

	it('says so in the language in force', () => {
		setLanguage('zh-CN');
		try {
			let state = run(newMatch({game: 'nim', heaps: [3, 4, 5]}), enter);
			state = run(computer(state), {type: 'undo'});
			expect(state.message?.text).toBe('已悔棋：从第 1 堆取 1 个（3 → 2）。');
		} finally {
			setLanguage('en');
		}
	});

	it("cancels the computer's pending answer", () => {
		const state = run(newMatch({game: 'nim', heaps: [3, 4, 5]}), enter, {type: 'undo'});
		expect(heaps(state)).toBe('3 4 5');
		expect(state.phase).toBe('human');
	});

	it('has nothing to undo when the computer alone has moved', () => {
		const state = run(computer(newMatch({game: 'nim', heaps: [1, 2]}, {first: 1})), {type: 'undo'});
		expect(state.history).toHaveLength(1);
		expect(state.message?.text).toBe('Nothing of yours to undo: the computer moved first.');
	});

	it('takes back one move between friends', () => {
		const state = run(newMatch({game: 'nim', heaps: [3, 4]}, {opponent: 'friend'}), enter, enter, {type: 'undo'});
		expect(state.history).toHaveLength(1);
		expect(state.toMove).toBe(1);
		expect(heaps(state)).toBe('2 4');
	});
});

describe('hints', () => {
	it('shows who wins, the value, the winning move and the nim-sum table', () => {
		const state = run(newMatch({game: 'nim', heaps: [7, 9, 12, 15]}), {type: 'hints'});
		expect(state.hintsOn).toBe(true);
		expect(state.hintsUsed).toBe(true);
		expect(state.hint).toMatchObject({outcome: 'N', grundy: 13n, move: {heap: 1, take: 5}, words: 'take 5 from heap 2 (9 → 4)'});
		expect(state.hint!.explanation).toContain('nim-sum = 1101  (13)');
	});

	it("is recomputed after every move and hidden on the computer's turn", () => {
		let state = run(newMatch({game: 'nim', heaps: [7, 9, 12, 15]}, {hints: true}), down, digit('5'), enter);
		expect(state.hint).toBeNull();
		state = computer(state);
		expect(state.hint?.outcome).toBe('N');
		expect(state.hint?.move).not.toBeNull();
	});

	it('starts unused when hints are off', () => {
		const state = run(newMatch({game: 'nim', heaps: [3, 4, 5]}), enter);
		expect(state.hintsUsed).toBe(false);
	});

	it('opens the whole hint with e, and Esc goes back', () => {
		let state = run(newMatch({game: 'nim', heaps: [3, 4, 5]}), {type: 'explain'});
		expect(state.hintsOn).toBe(true);
		expect(state.hintFull).toBe(true);
		state = run(state, left);
		expect(state.hintFull).toBe(true);
		state = run(state, cancel);
		expect(state.hintFull).toBe(false);
	});

	test.each([
		[{game: 'nim', heaps: [1, 2, 3]}, 'P'],
		[{game: 'wythoff', heaps: [3, 5]}, 'P'],
		[{game: 'fibonacci', heap: 20}, 'N'],
		[{game: 'coins', coins: 'THHTTHTH', rule: 'mock-turtles'}, 'N'],
	])('analyses %j as %s', (json, outcome) => {
		const state = newMatch(json);
		expect(computeHint(state.config.game, state.position).outcome).toBe(outcome);
	});
});

describe('a full game of nim won by following the hints', () => {
	it('ends with the player as the winner, every move counted', () => {
		let state = newMatch({game: 'nim', heaps: [7, 9, 12, 15]}, {hints: true});
		for (let turn = 0; state.phase !== 'over' && turn < 100; turn++) {
			const move = state.hint!.move;
			expect(move).not.toBeNull();
			state = matchReducer(state, {type: 'play', move: move!});
			// The computer, lost, offers to fast-forward: play it out.
			if (state.pending?.kind === 'concede') state = matchReducer(state, {type: 'no'});
			if (state.phase === 'computer') state = computer(state);
		}
		expect(state.phase).toBe('over');
		expect(state.winner).toBe(0);
		expect(state.hintsUsed).toBe(true);
		expect(state.history.length % 2).toBe(1);
		expect(state.coach).toBeNull();
	});

	it('misère: whoever takes the last token loses', () => {
		let state = newMatch({game: 'nim', heaps: [1], misere: true});
		state = run(state, enter);
		expect(state.phase).toBe('over');
		expect(state.winner).toBe(1);
	});
});

describe('leaving', () => {
	it('asks first in the middle of a game', () => {
		let state = run(newMatch({game: 'nim', heaps: [3, 4, 5]}, {opponent: 'friend'}), enter, {type: 'quit'});
		expect(state.pending).toEqual({kind: 'leave'});
		expect(state.leave).toBe(false);
		state = run(state, {type: 'no'});
		expect(state.pending).toBeNull();
		// Esc with nothing to cancel asks too.
		state = run(state, cancel);
		expect(state.pending).toEqual({kind: 'leave'});
		state = run(state, {type: 'yes'});
		expect(state.leave).toBe(true);
	});

	it('asks one question at a time: while it waits, the keys of the others are ignored', () => {
		const asked = run(newMatch({game: 'nim', heaps: [3, 4, 5]}, {opponent: 'friend'}), enter, {type: 'quit'});
		expect(asked.pending).toEqual({kind: 'leave'});
		expect(run(asked, {type: 'restart'})).toBe(asked);
		expect(run(asked, {type: 'resign'})).toBe(asked);
		const restart = run(asked, {type: 'no'}, {type: 'restart'});
		expect(restart.pending).toEqual({kind: 'restart'});
		expect(run(restart, {type: 'quit'})).toBe(restart);
	});

	it('leaves at once before the first move', () => {
		expect(run(newMatch({game: 'nim', heaps: [3]}), {type: 'quit'}).leave).toBe(true);
	});

	it('restarts from the starting position, asking first during a game (y restarts, n keeps playing)', () => {
		const playing = run(newMatch({game: 'nim', heaps: [3, 4]}, {opponent: 'friend'}), enter, enter);
		const asked = run(playing, {type: 'restart'});
		expect(asked.message?.text).toBe('Restart from the starting position? y yes · n no');
		expect(heaps(asked)).toBe(heaps(playing));
		const kept = run(asked, {type: 'no'});
		expect(kept.history).toHaveLength(playing.history.length);
		expect(kept.pending).toBeNull();
		// Other keys do nothing while it asks.
		expect(run(asked, {type: 'undo'})).toBe(asked);
		const state = run(asked, {type: 'yes'});
		expect(heaps(state)).toBe('3 4');
		expect(state.history).toHaveLength(0);
		expect(state.message?.text).toBe('Restarted from the starting position.');
		// Before any move there is nothing to lose: at once.
		expect(run(newMatch({game: 'nim', heaps: [3, 4]}), {type: 'restart'}).message?.text).toBe('Restarted from the starting position.');
	});
});

describe('keys', () => {
	test.each([
		['up', {type: 'board', key: {kind: 'up'}}],
		['k', {type: 'board', key: {kind: 'up'}}],
		['j', {type: 'board', key: {kind: 'down'}}],
		['h', {type: 'board', key: {kind: 'left'}}],
		['l', {type: 'board', key: {kind: 'right'}}],
		['7', {type: 'board', key: {kind: 'digit', digit: '7'}}],
		['enter', {type: 'board', key: {kind: 'confirm'}}],
		['space', {type: 'board', key: {kind: 'select'}}],
		['escape', {type: 'board', key: {kind: 'cancel'}}],
		['t', {type: 'hints'}],
		['u', {type: 'undo'}],
		['r', {type: 'restart'}],
		['q', {type: 'quit'}],
		['?', null],
	])('%s → %j', (name, action) => {
		expect(matchAction(name)).toEqual(action);
	});
});

describe('words', () => {
	// Each game names its move in both tenses: no conjugation by pattern.
	test.each([
		['nim', {game: 'nim', heaps: [10, 3]}, {heap: 0, take: 3}, 'took 3 from heap 1 (10 → 7)'],
		['coins', {game: 'coins', coins: 'THHTTHTH', rule: 'twins'}, {flip: [7, 8]}, 'flipped 8 and 7'],
		['tree', {game: 'tree', parents: [0, 1, 1, 0, 4, 4, 4]}, {cut: 7}, 'cut edge 7'],
		['staircase', {game: 'staircase', chips: [2, 9]}, {from: 9, to: 4}, 'moved chip at 9 to 4'],
		['sum', {game: 'sum', parts: [{game: 'nim', heaps: [3]}]}, {part: 0, move: {heap: 0, take: 2}}, 'took 2 from heap 1 (3 → 1) in part 1 (Nim)'],
	])('%s: %j', (id, json, moveJson, past) => {
		const game = lookupGame(id)!;
		const position = game.parse(json, '');
		const move = game.parseMove(moveJson, position, 'move');
		expect(game.describeMove(position, move, 'past')).toBe(past);
		// A sum's move begins with its part's verb.
		const verb = id === 'sum' ? 'take' : game.verb.present;
		expect(game.describeMove(position, move).split(' ')[0]).toBe(verb);
	});
});

describe('the heaps board pointer', () => {
	it('skips empty heaps and keeps the amount within the heap', () => {
		const state = run(newMatch({game: 'nim', heaps: [5, 0, 2]}), left, left, left, down);
		expect((state.pointer as HeapPointer).heap).toBe(2);
		expect((state.pointer as HeapPointer).take).toBe(2n);
	});

	it('steps through the subtraction set with the arrows', () => {
		const state = run(newMatch({game: 'subtraction', heaps: [10], set: [1, 3, 4]}), left, left);
		expect((state.pointer as HeapPointer).take).toBe(4n);
	});
});

describe('the coach', () => {
	it('names a losing move when it is made, shortens the note once the computer has replied, and clears it at the next move', () => {
		// 3 4 6 has nim-sum 1: taking 1 from heap 0 wins; taking 1 from heap 2 hands the win over.
		let state = run(newMatch({game: 'nim', heaps: [3, 4, 6]}), {type: 'play', move: {heap: 2, take: 1}});
		// 3 4 5 is worth 3 ⊕ 4 ⊕ 5 = 2 after the move: the coach names the nim-sum and the lesson on it.
		expect(state.coach).toBe(
			'That handed the win to the computer: take 1 from heap 1 (3 → 2) kept it. The nim-sum after your move was 3 ⊕ 4 ⊕ 5 = 2, not 0. Lesson 2: Nim and the nim-sum explains it. u takes it back.',
		);
		if (state.pending?.kind === 'concede') state = run(state, {type: 'no'});
		state = computer(state);
		expect(state.phase).toBe('human');
		// The heaps it named no longer stand as it named them.
		expect(state.coach).toBe('Your last move handed the win to the computer. u takes it back.');
		const hint = computeHint(state.config.game, state.position);
		// A lost position: whatever the player does now is no mistake, and the old note goes.
		expect(hint.outcome).toBe('P');
		state = run(state, {type: 'play', move: {heap: 0, take: 1}});
		expect(state.coach).toBeNull();
	});

	it('says nothing for a winning move, and u takes a mistake back with its note', () => {
		expect(run(newMatch({game: 'nim', heaps: [3, 4, 6]}), {type: 'play', move: {heap: 0, take: 1}}).coach).toBeNull();
		const undone = run(newMatch({game: 'nim', heaps: [3, 4, 6]}), {type: 'play', move: {heap: 2, take: 1}}, {type: 'undo'});
		expect(undone.coach).toBeNull();
		expect(heaps(undone)).toBe('3 4 6');
	});

	it('is silent when it is off and hints are off, and speaks in hint mode even when off', () => {
		const mistake: MatchAction = {type: 'play', move: {heap: 2, take: 1}};
		expect(run(newMatch({game: 'nim', heaps: [3, 4, 6]}, {coach: false}), mistake).coach).toBeNull();
		expect(run(newMatch({game: 'nim', heaps: [3, 4, 6]}, {coach: false, hints: true}), mistake).coach).toContain('That handed the win');
	});

	it('names the other player between friends', () => {
		const state = run(newMatch({game: 'nim', heaps: [3, 4, 6]}, {opponent: 'friend'}), {type: 'play', move: {heap: 2, take: 1}});
		expect(state.coach).toBe(
			'That handed the win to Player 2: take 1 from heap 1 (3 → 2) kept it. The nim-sum after your move was 3 ⊕ 4 ⊕ 5 = 2, not 0. Lesson 2: Nim and the nim-sum explains it. u takes it back.',
		);
	});

	it.each<[string, JsonObject, Json, string]>([
		[
			'bash',
			{game: 'bash', heap: 10, max: 3},
			{take: 1},
			'take 2 (10 → 8) kept it (on the board before your move). You left 9, not a multiple of 4. Lesson 1: Leave a multiple explains it.',
		],
		[
			'a subtraction game',
			{game: 'subtraction', heaps: [10, 11], set: [1, 3, 4]},
			{heap: 0, take: 1},
			'take 1 from heap 2 (11 → 10) kept it. Your move left heaps worth 0 ⊕ 2 = 2, not 0. Lesson 3: mex and Grundy values explains it.',
		],
		[
			'a sum',
			{
				game: 'sum',
				parts: [
					{game: 'nim', heaps: [3, 4, 5]},
					{game: 'bash', heap: 20, max: 3},
				],
			},
			{part: 0, move: {heap: 0, take: 1}},
			"take 2 from heap 1 (3 → 1) in part 1 (Nim) kept it (on the board before your move). The nim-sum of the parts' values was 3 ⊕ 0 = 3, not 0. Lesson 4: Sums of different games explains it.",
		],
		[
			'misère Nim',
			{game: 'nim', heaps: [1, 1, 3], misere: true},
			{heap: 2, take: 3},
			'take 2 from heap 3 (3 → 1) kept it (on the board before your move). You left 2 heaps of 1, an even number: once no heap is worth more than 1, leave an odd number of them. Lesson 13: Misère play explains it.',
		],
		[
			'misère Kayles (the Sibert–Conway rule)',
			{game: 'kayles', heaps: [3, 4], misere: true},
			{heap: 0, take: 1, leave: [2]},
			'knock down 1 from row 1 (3 → 1 + 1) kept it (on the board before your move). You left rows 2 4: a row of 2 is not of a tame size, so normal play decides: the nim-sum is 3, not 0, a position the player to move wins. Lesson 13: Misère play explains it.',
		],
		[
			"misère Grundy's game (decided by search: the lesson alone)",
			{game: 'grundy', heaps: [5, 4], misere: true},
			{heap: 1, leave: [1, 3]},
			'split heap 1 (5 → 2 + 3) kept it. Lesson 13: Misère play explains it.',
		],
	])('names the idea behind the mistake in %s, and the lesson that teaches it', (_label, json, move, said) => {
		let state = run(newMatch(json), {type: 'play', move});
		// Where a search decides it, the coach's check is asked of the think worker: answer it as the worker does.
		const ask = state.coachAsk;
		if (ask !== null) state = run(state, {type: 'coach', ask, mistake: checkMove(state.config.game, ask.before, ask.after)});
		expect(state.coach).toBe(`That handed the win to the computer: ${said} u takes it back.`);
	});
});

describe('stepped hints', () => {
	it('t steps through who wins, the idea and the move, then turns hints off', () => {
		let state = run(newMatch({game: 'nim', heaps: [3, 4, 6]}), {type: 'hints'});
		expect([state.hintsOn, state.hintStep]).toEqual([true, 1]);
		expect(hintMark(state)).toBeNull();
		expect(explanationAt(state.hint!, 1)).toEqual([]);
		state = run(state, {type: 'hints'});
		expect(state.hintStep).toBe(2);
		expect(hintMark(state)).toBeNull();
		const idea = explanationAt(state.hint!, 2);
		// The nim-sum table and the reasoning stay; the line naming the move goes.
		expect(idea.some(l => l.includes('nim-sum'))).toBe(true);
		expect(idea.some(l => l.includes('take 1 from heap 0'))).toBe(false);
		state = run(state, {type: 'hints'});
		expect(state.hintStep).toBe(3);
		expect(hintMark(state)?.words).toBe('take 1 from heap 1 (3 → 2)');
		state = run(state, {type: 'hints'});
		expect(state.hintsOn).toBe(false);
	});
});

describe('resigning and the conceding computer', () => {
	it('x asks first; y ends the game with the other side the winner', () => {
		let state = run(newMatch({game: 'nim', heaps: [3, 4, 6]}), {type: 'resign'});
		expect(state.pending).toEqual({kind: 'resign'});
		state = run(state, {type: 'no'});
		expect([state.pending, state.phase]).toEqual([null, 'human']);
		state = run(state, {type: 'resign'}, {type: 'yes'});
		expect(state.phase).toBe('over');
		expect(state.winner).toBe(1);
		expect(state.resigned).toBe(0);
	});

	it('the perfect computer, lost, offers to fast-forward; y plays best play to the end, marked in the history', () => {
		// 5 6 7 9 has nim-sum 13 ≠ 0; the hint's move leaves the computer lost with many moves to go.
		let state = newMatch({game: 'nim', heaps: [5, 6, 7, 9]}, {hints: true});
		state = run(state, {type: 'play', move: state.hint!.move!});
		expect(state.pending?.kind).toBe('concede');
		const moves = state.pending?.kind === 'concede' ? state.pending.moves : 0;
		expect(moves).toBeGreaterThanOrEqual(4);
		state = run(state, {type: 'yes'});
		expect(state.phase).toBe('over');
		expect(state.winner).toBe(0);
		expect(state.history).toHaveLength(1 + moves);
		expect(state.history.slice(1).every(t => t.auto === true && !t.hinted)).toBe(true);
		expect(state.history[0]!.hinted).toBe(true);
		// Best play alternates from the computer, and the player's side makes the last move.
		expect(state.history[state.history.length - 1]!.mover).toBe(0);
	});

	it('n plays it out (the offer is not made again), and a level never offers', () => {
		let state = newMatch({game: 'nim', heaps: [5, 6, 7, 9]}, {hints: true});
		state = run(state, {type: 'play', move: state.hint!.move!}, {type: 'no'});
		expect(state.pending).toBeNull();
		state = computer(state);
		state = run(state, {type: 'play', move: state.hint!.move!});
		expect(state.pending).toBeNull();
		const casual = newMatch({game: 'nim', heaps: [5, 6, 7, 9]}, {hints: true, opponent: 'level:4'});
		expect(run(casual, {type: 'play', move: casual.hint!.move!}).pending).toBeNull();
	});
});

describe('sharing a position (s)', () => {
	test.each([
		{game: 'nim', heaps: [3, 4, 6], max: 3},
		{game: 'coins', coins: 'THHTTHTH', rule: 'mock-turtles'},
		{game: 'graph', edges: {a: ['b', 'c'], b: ['c']}, tokens: ['a', 'b']},
		{
			game: 'sum',
			parts: [
				{game: 'nim', heaps: [3]},
				{game: 'bash', heap: 7, max: 3},
				{game: 'graph', edges: {a: ['b', 'c'], b: ['c']}, tokens: ['a']},
			],
		},
		{game: 'tree', parents: [0, 1, 1, 0]},
	] as JsonObject[])('%j: play and analyze command lines, in the human form, that read back as the same position', json => {
		let state = run(newMatch(json), {type: 'share'});
		const [play, analyze] = state.share!.commands;
		const game = state.config.game;
		expect(play!.slice(0, 3)).toEqual(['game-arcade', 'play', game.id]);
		expect(analyze).toEqual(['game-arcade', 'analyze', ...play!.slice(2)]);
		expect(game.toJSON(game.parse(positionFromWords(play!.slice(2)), ''))).toEqual(game.toJSON(state.position));
		state = run(state, {type: 'share'});
		expect(state.share).toBeNull();
	});

	it('shows the position after the moves made, with the flags that shape the game, and goes at the next move', () => {
		let state = run(newMatch({game: 'nim', heaps: [3, 4, 6]}, {opponent: 'friend', hints: true}), {type: 'play', move: {heap: 0, take: 1}}, {type: 'share'});
		expect(state.share?.commands).toEqual([
			['game-arcade', 'play', 'nim', '2', '4', '6', '--hints', '--opponent', 'friend', '--first', 'computer'],
			['game-arcade', 'analyze', 'nim', '2', '4', '6'],
		]);
		expect(matchText(state).replace(/\s+/g, ' ')).toContain(
			'game-arcade play nim 2 4 6 --hints --opponent friend --first computer game-arcade analyze nim 2 4 6',
		);
		state = run(state, {type: 'play', move: {heap: 0, take: 1}});
		expect(state.share).toBeNull();
	});

	it('starts the command the way the arcade was started', () => {
		const state = run(newMatch({game: 'nim', heaps: [3]}, {launcher: ['node', '/opt/my games/dist/cli.js']}), {type: 'share'});
		expect(state.share?.commands[0]).toEqual(['node', '/opt/my games/dist/cli.js', 'play', 'nim', '3']);
		expect(matchText(state)).toContain("node '/opt/my games/dist/cli.js' play nim 3");
	});
});

describe('the hint and the coach where a search decides them (the screen asks the think worker)', () => {
	// Misère Prime Nim has no closed theory: a search decides it, so the reducer leaves it to the worker.
	const searched: JsonObject = {game: 'primes', heaps: [6, 7], misere: true};
	const hint = computeHint(lookupGame('primes')!, lookupGame('primes')!.parse(searched, ''));

	it('leaves the hint unworked in the reducer, takes the answer for the position it was asked about, and drops a stale one', () => {
		let state = newMatch(searched, {hints: true});
		expect(state.hint).toBeNull();
		expect(hintWanted(state)).toBe(true);
		expect(matchText(state)).toContain('… thinking about the hint (a search)');
		expect(run(state, {type: 'hint', serial: state.serial + 1, hint}).hint).toBeNull();
		state = run(state, {type: 'hint', serial: state.serial, hint});
		expect(state.hint).toBe(hint);
		expect(hintWanted(state)).toBe(false);
		// Closed-form positions are still answered at once.
		expect(newMatch({game: 'nim', heaps: [3, 4, 5]}, {hints: true}).hint).not.toBeNull();
	});

	it("records the player's move for the coach to check, words the answer, and drops one for a move taken back", () => {
		let state = run(newMatch(searched), {type: 'play', move: {heap: 0, take: 1}});
		const ask = state.coachAsk!;
		expect(ask).toMatchObject({mover: 0});
		expect(state.coach).toBeNull();
		expect(run(state, {type: 'undo'}).coachAsk).toBeNull();
		expect(run(state, {type: 'undo'}, {type: 'coach', ask, mistake: {kept: 'take 2 from heap 1 (6 → 4)', idea: null, lesson: null}}).coach).toBeNull();
		state = run(state, {
			type: 'coach',
			ask,
			mistake: {kept: 'take 2 from heap 1 (6 → 4)', idea: 'the position you left is won for the mover', lesson: 'Lesson 13: Misère play'},
		});
		expect(state.coachAsk).toBeNull();
		expect(state.coach).toBe(
			'That handed the win to the computer: take 2 from heap 1 (6 → 4) kept it. The position you left is won for the mover. Lesson 13: Misère play explains it. u takes it back.',
		);
	});
});

describe('the teacher', () => {
	// nim 1 2 4 8: nim-sum 15, won for the player (take 1 from the heap of 8); taking 7 from it hands the win over.
	const start = {game: 'nim', heaps: [1, 2, 4, 8]};
	const mistake = {heap: 3, take: 7};

	it('after the learner erred, hands the win back and says so, at most N times; then plays perfectly', () => {
		let state = newMatch(start, {opponent: 'teacher:1'});
		expect(matchText(state)).toContain('vs teacher (1 giveback left)');
		// No mistake yet: nothing to give back.
		expect(teacherState(state)).toEqual({givebacks: 1, erred: false});
		state = run(state, {type: 'play', move: mistake});
		expect(teacherState(state)).toEqual({givebacks: 1, erred: true});
		state = computer(state);
		expect(nim.outcome(state.position as never)).toBe('N');
		expect(state.history.at(-1)?.gaveBack).toBe(true);
		const text = matchText(state);
		expect(text).toContain('I gave the win back: find it (that was the last giveback).');
		expect(text).toContain('vs teacher (0 givebacks left)');
		// The learner errs again: no giveback left, the teacher keeps the win it was handed.
		const hint = computeHint(nim, state.position);
		const losing = [...nim.moves(state.position as never)].find(m => nim.outcome(nim.apply(state.position as never, m)) === 'N')!;
		expect(hint.outcome).toBe('N');
		state = run(state, {type: 'play', move: nim.moveToJSON(losing)});
		expect(teacherState(state)).toEqual({givebacks: 0, erred: false});
		state = computer(state);
		expect(state.history.at(-1)?.gaveBack).toBeUndefined();
		expect(nim.outcome(state.position as never)).toBe('P');
		expect(matchText(state)).not.toContain('I gave the win back');
	});

	it('undo takes the giveback back with the move it answered', () => {
		let state = newMatch(start, {opponent: 'teacher:2'});
		state = computer(run(state, {type: 'play', move: mistake}));
		expect(matchText(state)).toContain('vs teacher (1 giveback left)');
		state = run(state, {type: 'undo'});
		expect(matchText(state)).toContain('vs teacher (2 givebacks left)');
	});

	it('teacher:0 never gives back, and a level is named in the header', () => {
		let state = newMatch(start, {opponent: 'teacher:0'});
		state = computer(run(state, {type: 'play', move: mistake}));
		expect(nim.outcome(state.position as never)).toBe('P');
		expect(matchText(newMatch(start, {opponent: 'level:3'}))).toContain('you vs level 3');
	});
});
