/**
 * The board registry pairs each game with the board of its positions, and
 * the types hold it: a board of other positions than its game's is a compile
 * error (`tsc --noEmit` checks the `@ts-expect-error` lines below; each of
 * them fails the type check if the line compiles).
 */
import {describe, expect, expectTypeOf, it} from 'vitest';
import {gameIds} from '../../../source/engine/catalog.js';
import {nim, type NimPosition} from '../../../source/engine/games/nim.js';
import {dawson, kayles} from '../../../source/engine/games/octal.js';
import {wythoff} from '../../../source/engine/games/wythoff.js';
import {boardFor, entryFor, hasBoard, pair} from '../../../source/ui/boards/index.js';
import {heapBoard} from '../../../source/ui/boards/heaps.js';
import {heapMove, readHeapMove} from '../../../source/ui/boards/heap-moves.js';
import nimBoard from '../../../source/ui/boards/nim.js';
import kaylesBoard from '../../../source/ui/boards/kayles.js';
import dawsonBoard from '../../../source/ui/boards/dawson.js';
import type {Board} from '../../../source/ui/boards/types.js';

describe('the board registry', () => {
	it('has a board for every game of the catalog, each paired with its own game', () => {
		for (const id of gameIds) {
			expect(hasBoard(id)).toBe(true);
			expect(entryFor(id).open((game, board) => [game.id, board.game.id])).toEqual([id, id]);
		}
	});

	it('pairs a game with the board of its positions only (a compile error otherwise)', () => {
		expectTypeOf(pair<NimPosition, unknown, unknown>)
			.parameter(1)
			.toEqualTypeOf<Board<NimPosition, unknown, unknown>>();
		expect(pair(nim, nimBoard).id).toBe('nim');
		// @ts-expect-error: Kayles' board draws rows of pins, not Nim's heaps.
		expect(() => pair(nim, kaylesBoard)).toThrow('the board of "kayles" is paired with the game "nim"');
		// @ts-expect-error: nor Wythoff's two heaps.
		expect(() => pair(wythoff, nimBoard)).toThrow();
	});

	it("refuses at run time what the types cannot tell apart (two games of one position type: Dawson's board for Kayles)", () => {
		expect(() => pair(kayles, dawsonBoard)).toThrow('the board of "dawson" is paired with the game "kayles"');
		expect(pair(dawson, dawsonBoard).id).toBe('dawson');
	});

	it("types a board's game by the board's positions", () => {
		heapBoard<NimPosition>({
			// @ts-expect-error: a heaps board of Nim positions is not Kayles' board.
			game: kayles,
			heaps: p => p.heaps,
			move: heapMove,
			read: readHeapMove,
			caption: () => [],
		});
	});

	it("gives an entry's game and board together: a position the game reads goes to its board", () => {
		const pointer = entryFor('nim').open((game, board) => {
			const position = game.parse({heaps: [3, 4]}, '');
			// Not called: it only has to fail the type check.
			const other = () =>
				// @ts-expect-error: inside an entry the position type is the game's own, not any object.
				board.init({heaps: [1n]});
			expect(typeof other).toBe('function');
			return board.settle(position, board.init(position));
		});
		expect(pointer).toEqual({heap: 0, take: 1n, typed: null});
		expect(boardFor('nim').game).toBe(nim);
	});
});
