import {describe, expect, it} from 'vitest';
import {nim, type NimPosition} from '../../source/engine/games/nim.js';
import type {Game, JsonObject} from '../../source/engine/types.js';
import {keyOnBoard, moveOf} from '../../source/ui/board-move.js';
import nimBoard from '../../source/ui/boards/nim.js';

const position = (json: JsonObject): NimPosition => nim.parse(json, '');

describe('a key on the board, up to a legal move', () => {
	const start = position({heaps: [3, 4, 5]});
	const pointer = nimBoard.init(start);

	it('moves the cursor: a new pointer, no move', () => {
		const outcome = keyOnBoard(nim, nimBoard, start, pointer, {kind: 'down'}, null);
		expect(outcome).toEqual({kind: 'pointer', pointer: {heap: 1, take: 1n, typed: null}});
	});

	it("confirms a legal move: the engine's move, read from the board's JSON", () => {
		const outcome = keyOnBoard(nim, nimBoard, start, {heap: 2, take: 4n, typed: null}, {kind: 'confirm'}, null);
		expect(outcome.kind).toBe('move');
		if (outcome.kind !== 'move') return;
		expect(nim.describeMove(start, outcome.move)).toBe('take 4 from heap 3 (5 → 1)');
		expect(nim.apply(start, outcome.move).heaps).toEqual([3n, 4n, 1n]);
	});

	it("refuses an illegal move with the engine's reason", () => {
		const typed = keyOnBoard(nim, nimBoard, start, pointer, {kind: 'digit', digit: '9'}, null);
		expect(typed.kind).toBe('pointer');
		if (typed.kind !== 'pointer') return;
		const outcome = keyOnBoard(nim, nimBoard, start, typed.pointer, {kind: 'confirm'}, null);
		expect(outcome).toMatchObject({kind: 'refused', pointer: {heap: 0, take: 9n}, reason: 'Not allowed: heap 1 has only 3.'});
	});

	it("passes on a board's own refusal", () => {
		const backspaced = keyOnBoard(nim, nimBoard, start, pointer, {kind: 'backspace'}, null);
		if (backspaced.kind !== 'pointer') throw new Error(`expected a pointer, got ${backspaced.kind}`);
		const outcome = keyOnBoard(nim, nimBoard, start, backspaced.pointer, {kind: 'confirm'}, null);
		expect(outcome).toMatchObject({kind: 'refused', reason: 'choose how many to take first: ←→ or type a number'});
	});

	it('leaves a key the board does not take to the screen (esc with nothing to cancel)', () => {
		expect(keyOnBoard(nim, nimBoard, start, pointer, {kind: 'cancel'}, null)).toEqual({kind: 'unhandled'});
	});
});

describe('a move given as JSON', () => {
	const start = position({heaps: [10, 12], max: 3});

	it('is read and checked by the engine', () => {
		const outcome = moveOf(nim, start, {heap: 1, take: 2}, 'kept');
		expect(outcome).toMatchObject({kind: 'move', pointer: 'kept'});
		expect(moveOf(nim, start, {heap: 1, take: 5}, 'kept')).toEqual({
			kind: 'refused',
			pointer: 'kept',
			reason: 'Not allowed: at most 3 may be taken at once.',
		});
	});

	it('is refused, not thrown, when reading it fails for another reason', () => {
		const broken: Game<NimPosition, unknown> = {
			...nim,
			parseMove() {
				throw new Error('no table');
			},
		};
		expect(moveOf(broken, start, {heap: 1, take: 1}, null)).toEqual({kind: 'refused', pointer: null, reason: 'That move could not be played: no table'});
	});
});
