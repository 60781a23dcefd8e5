/**
 * The arcade under random input: the match reducer fed random action
 * sequences on every game (the position only ever changes by a legal move,
 * an undo or a restart), and the whole app fed random raw input — bursts,
 * escape sequences, modifier + function keys, mouse reports, pastes — and
 * resizes, without an exception.
 */
import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {games} from '../../source/engine/catalog.js';
import {boardFor} from '../../source/ui/boards/index.js';
import {initMatch, matchReducer, teacherState, type MatchAction, type MatchState} from '../../source/ui/match/state.js';
import {chooseComputerMove, type Opponent} from '../../source/engine/computer.js';

/** The computer's turn before its think: the screen turns it into a move (or a stale one, for an old position). */
type FuzzAction = MatchAction | {readonly type: 'think'; readonly roll: number; readonly pick: number};
import {seeded} from '../../source/engine/random.js';
import {installKeyFilter} from '../../source/ui/terminal.js';
import {frameOf, renderArcade, sleep, waitUntil} from './helpers.js';
import {fullRun} from '../sample.js';

const boardKeys = [
	{kind: 'up'},
	{kind: 'down'},
	{kind: 'left'},
	{kind: 'right'},
	{kind: 'confirm'},
	{kind: 'select'},
	{kind: 'backspace'},
	{kind: 'cancel'},
	...'0123456789'.split('').map(digit => ({kind: 'digit', digit})),
] as const;

const action: fc.Arbitrary<FuzzAction> = fc.oneof(
	{weight: 12, arbitrary: fc.constantFrom(...boardKeys).map(key => ({type: 'board', key}) as MatchAction)},
	{
		weight: 1,
		arbitrary: fc.constantFrom<MatchAction>(
			{type: 'hints'},
			{type: 'explain'},
			{type: 'undo'},
			{type: 'restart'},
			{type: 'quit'},
			{type: 'yes'},
			{type: 'no'},
			{type: 'opened'},
		),
	},
	{
		weight: 3,
		arbitrary: fc
			.tuple(fc.double({min: 0, max: 0.999, noNaN: true}), fc.double({min: 0, max: 0.999, noNaN: true}))
			.map(([roll, pick]) => ({type: 'think', roll, pick}) as FuzzAction),
	},
	{
		weight: 1,
		arbitrary: fc.constantFrom<MatchAction>(
			{type: 'play', move: null},
			{type: 'play', move: {take: -1}},
			{type: 'play', move: 'x'},
			{type: 'play', move: {heap: 0, take: 1}},
		),
	},
);

describe.each(games.map(game => [game.id] as const))('the %s match reducer under random actions', id => {
	const board = boardFor(id);
	const game = board.game;

	it('changes the position only by legal moves, undo or restart, and never throws', () => {
		fc.assert(
			fc.property(
				fc.integer({min: 0, max: 2 ** 30}),
				fc.array(action, {minLength: 20, maxLength: 120}),
				fc.constantFrom('perfect', 'level:4', 'teacher:2', 'random', 'loser', 'friend'),
				(seed, actions, opponent) => {
					const start = game.random(seeded(seed), 2);
					let state: MatchState = initMatch({game, board, start, opponent: opponent as Opponent, first: (seed % 2) as 0 | 1, hints: seed % 3 === 0});
					const seen = new Set([game.key(start)]);
					for (const raw of actions) {
						// The computer's turn carries the serial of the position it was asked for.
						let next: MatchAction;
						if (raw.type === 'think') {
							const who = state.config.opponent;
							const move =
								state.phase === 'computer' ? chooseComputerMove(game, state.position, who, raw.roll, raw.pick, teacherState(state) ?? undefined) : null;
							next = {type: 'computer', serial: raw.roll < 0.8 ? state.serial : state.serial - 1, move};
						} else next = raw;
						const before = state;
						state = matchReducer(state, next);
						if (state.leave) state = {...state, leave: false};
						const key = game.key(state.position);
						if (key === game.key(before.position)) continue;
						const grew = state.history.length === before.history.length + 1;
						if (grew) {
							const turn = state.history[state.history.length - 1]!;
							const legal = game.parseMove(turn.json, before.position, 'move');
							expect(game.key(game.apply(before.position, legal))).toBe(key);
						} else {
							// Undo or restart: back to a position this game has already had.
							expect(seen.has(key)).toBe(true);
						}
						seen.add(key);
						if (state.message) expect(state.message.text).not.toMatch(/\n|undefined|NaN/);
					}
				},
			),
			{numRuns: 25, seed: 2611},
		);
	});
});

const rawInput = fc.oneof(
	fc.constantFrom(
		'\u001B[A',
		'\u001B[B',
		'\u001B[C',
		'\u001B[D',
		'\r',
		' ',
		'\u001B',
		'\u007F',
		'j',
		'k',
		'h',
		'l',
		't',
		'u',
		'r',
		'e',
		'v',
		'i',
		'?',
		'n',
		'y',
		'3',
		'12',
		'\u001B[1;5P',
		'\u001B[1;2Q',
		'\u001B[15;5~',
		'\u001B[1;3R',
		'\u001B[1;5S',
		'\u001BOP',
		'\u001B[M !!',
		'\u001B[<0;10;5M',
		'\u001B[<0;10;5m',
		'\u001B[200~3 4 5\u001B[201~',
		'\u001B[A\u001B[A\u001B[B',
		'jjjkkk',
		'\r\r',
		'\u001B[1;5A',
		'\u001B[5~',
		'\u001B[6~',
		'\u001BOH',
		'\t',
		'ü€😀',
	),
	fc.string({maxLength: 6}).filter(s => !s.includes('\u0003') && !s.includes('q')),
);

describe('the whole arcade under random raw input and resizes', () => {
	it('never throws, keeps drawing, and never exits on its own', async () => {
		// Each run types for a while, paced: the full run types three sequences, `npm test` the first two of them.
		const chunks = fc.sample(fc.array(rawInput, {minLength: 60, maxLength: 60}), {numRuns: 3, seed: 77}).slice(0, fullRun ? 3 : 2);
		for (const sequence of chunks) {
			// No fixed size: the app follows the stream's size and its resize events.
			const app = renderArcade({size: undefined});
			// The same filter the arcade puts in front of Ink's key parser.
			installKeyFilter(app.stdin);
			await waitUntil(() => frameOf(app).length > 0, 'the first frame');
			const sizes = [
				[100, 30],
				[40, 12],
				[80, 24],
				[60, 16],
			] as const;
			for (let i = 0; i < sequence.length; i++) {
				app.stdin.write(sequence[i]!);
				if (i % 15 === 14) {
					const [columns, rows] = sizes[((i / 15) % sizes.length) | 0]!;
					Object.defineProperty(app.stdout, 'columns', {value: columns, configurable: true});
					Object.defineProperty(app.stdout, 'rows', {value: rows, configurable: true});
					app.stdout.emit('resize');
				}
				// Paced like fast typing, so that the keys arrive both alone and in bursts.
				await sleep(8);
			}
			await waitUntil(() => frameOf(app).length > 0, 'a frame after the input');
			expect(frameOf(app).length).toBeGreaterThan(0);
			expect(frameOf(app)).not.toMatch(/undefined|NaN|Error/);
			expect(app.exits).toEqual([]);
			app.unmount();
		}
	});
});
