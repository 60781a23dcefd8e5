/** Click targets on the boards: a click on what a board drew moves the cursor there; a second click on it plays, as Enter does. */
import {describe, expect, test} from 'vitest';
import {games} from '../../../source/engine/catalog.js';
import {boardFor} from '../../../source/ui/boards/index.js';
import {speaking} from '../../../source/ui/boards/speech.js';
import type {JsonObject} from '../../../source/engine/types.js';

function setup(json: JsonObject) {
	const game = games.find(g => g.id === json['game'])!;
	const board = boardFor(game.id);
	const position = game.parse(json, '');
	const pointer = board.init(position);
	const draw = (p: unknown) => board.draw({position, pointer: p, active: true, hints: false, hint: null, last: null, width: 80, height: 20});
	const targets = (p: unknown) => [...new Set(draw(p).flatMap(l => l.flatMap(s => (s.target === undefined ? [] : [s.target]))))];
	return {game, board, position, pointer, targets};
}

describe('click targets', () => {
	test.each([
		[{game: 'nim', heaps: [3, 4, 5]}, 'heap:1', {heap: '1', take: '1'}],
		[{game: 'kayles', heaps: [5, 3]}, 'pin:1:0', {heap: '1', take: '1', leave: ['2']}],
		[{game: 'coins', coins: 'THHTTH', rule: 'mock-turtles'}, 'coin:3', {flip: ['3']}],
		[{game: 'tree', parents: [0, 1, 1, 0]}, 'node:4', {cut: '4'}],
		[{game: 'wythoff', heaps: [3, 5]}, 'row:1', {take: ['0', '1']}],
		[{game: 'staircase', chips: [1, 4, 7]}, 'chip:1', {from: '4', to: '3'}],
	] as const)('%j: a click on %s moves there, a second plays %j (numbers as text)', (json, target, move) => {
		const {board, position, pointer, targets} = setup(json as unknown as JsonObject);
		expect(targets(pointer)).toContain(target);
		const first = board.key(position, pointer, {kind: 'pick', target});
		expect(first?.move).toBeUndefined();
		expect(first?.error).toBeUndefined();
		expect(board.at?.(position, first!.pointer)).not.toBe(board.at?.(position, pointer));
		const second = board.key(position, first!.pointer, {kind: 'pick', target: board.at!(position, first!.pointer)!});
		expect(JSON.parse(JSON.stringify(second?.move, (_k, v: unknown) => (typeof v === 'bigint' || typeof v === 'number' ? String(v) : v)))).toMatchObject(move);
	});

	test('graph: a click on a token picks it, on an edge of the picked token chooses the edge, a second click moves', () => {
		const {board, position, pointer, targets} = setup({game: 'graph', edges: {a: ['b', 'c'], b: ['c']}, tokens: ['a', 'b']});
		expect(targets(pointer)).toEqual(expect.arrayContaining(['token:0', 'token:1', 'edge:0', 'edge:1']));
		const edge = board.key(position, pointer, {kind: 'pick', target: 'edge:1'})!;
		const moved = board.key(position, edge.pointer, {kind: 'pick', target: 'edge:1'});
		expect(moved?.move).toEqual({token: 0, to: 'c'});
		const token = board.key(position, pointer, {kind: 'pick', target: 'token:1'})!;
		expect(token.pointer).toEqual({token: 1, edge: 0});
	});

	test('corners: a click on a lit lamp, again to pick it, then on a corner and again plays', () => {
		const {board, position, pointer} = setup({game: 'corners', lit: [[2, 2]]});
		const on = board.key(position, pointer, {kind: 'pick', target: 'cell:2,2'})!;
		const picked = board.key(position, on.pointer, {kind: 'pick', target: 'cell:2,2'})!;
		expect(picked.move).toBeUndefined();
		const corner = board.key(position, picked.pointer, {kind: 'pick', target: 'cell:0,1'})!;
		const played = board.key(position, corner.pointer, {kind: 'pick', target: 'cell:0,1'});
		expect(played?.move).toEqual({from: [2, 2], to: [0, 1]});
	});

	test('the arena: a click in a part steps into it with the cursor there; a second click plays in that part; a title picks the part', () => {
		const {board, position, pointer, targets} = setup({
			game: 'sum',
			parts: [
				{game: 'nim', heaps: [3, 4, 5]},
				{game: 'bash', heap: 20, max: 3},
			],
		});
		expect(targets(pointer)).toEqual(expect.arrayContaining(['part:0', 'part:1', 'part:0/heap:1', 'part:1/heap:0']));
		const into = board.key(position, pointer, {kind: 'pick', target: 'part:0/heap:1'})!;
		expect(into.move).toBeUndefined();
		expect(into.pointer).toMatchObject({part: 0, inside: true});
		const played = board.key(position, into.pointer, {kind: 'pick', target: 'part:0/heap:1'});
		expect(played?.move).toMatchObject({part: 0, move: {heap: 1}});
		expect(board.key(position, into.pointer, {kind: 'pick', target: 'part:1'})?.pointer).toMatchObject({part: 1, inside: false});
	});

	test('every target any board draws for its examples can be clicked, twice, without a crash', () => {
		for (const game of games) {
			for (const example of game.examples) {
				const {board, position, pointer, targets} = setup(example.position);
				for (const target of targets(pointer)) {
					const first = board.key(position, pointer, {kind: 'pick', target});
					expect(first, `${game.id} ${target}`).not.toBeNull();
					expect(() => board.key(position, first!.pointer, {kind: 'pick', target})).not.toThrow();
				}
			}
		}
	});

	test('a board that takes no clicks (its key knows no pick) keeps its cursor on a click', () => {
		const nim = boardFor('nim');
		const plain = speaking({...nim, at: undefined, key: (p, s, key, hint) => (key.kind === 'pick' ? (undefined as never) : nim.key(p, s, key, hint))});
		const position = nim.game.parse({game: 'nim', heaps: [3]}, '');
		const pointer = plain.init(position);
		expect(plain.key(position, pointer, {kind: 'pick', target: 'heap:0'})).toEqual({pointer});
	});

	test('a target that is not the board’s, or out of range, leaves the cursor where it was', () => {
		const {board, position, pointer} = setup({game: 'nim', heaps: [3, 4]});
		for (const target of ['heap:9', 'coin:1', 'heap:-1', 'heap:', 'play', 'heap:99999999999']) {
			expect(board.key(position, pointer, {kind: 'pick', target})?.pointer).toEqual(pointer);
		}
	});
});
