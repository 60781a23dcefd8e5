/**
 * The Sprague-Grundy machinery written once (source/engine/components.ts):
 * the nim-sum table, and what it gives every game of components: values
 * after a move without playing it, and searches that ignore components
 * which cannot move.
 */
import {describe, expect, it} from 'vitest';
import {lookupGame} from '../../source/engine/catalog.js';
import {nimSumTable} from '../../source/engine/components.js';
import {bestMove, listMoves} from '../../source/engine/analysis.js';
import type {AnyGame, JsonObject} from '../../source/engine/types.js';

const read = (json: JsonObject): [AnyGame, unknown] => {
	const game = lookupGame(json['game'] as string)!;
	return [game, game.parse(json, '')];
};

describe('nimSumTable', () => {
	it('writes the values in binary, the rule and the total, marking a row', () => {
		expect(nimSumTable(['7', '9', '12', '15'], [7n, 9n, 12n, 15n], {mark: 1})).toEqual([
			'      7 = 0111',
			'      9 = 1001  ◀',
			'     12 = 1100',
			'     15 = 1111',
			'          ────',
			'nim-sum = 1101  (13)',
		]);
	});

	it('adds the decimal value where labels are not values, and goes decimal alone past maxBits', () => {
		expect(nimSumTable(['coin 8'], [14n], {decimal: true})).toEqual([' coin 8 = 14  1110', '              ────', 'nim-sum = 14  1110']);
		expect(nimSumTable(['a', 'b'], [1n << 20n, 3n], {maxBits: 16, totalLabel: 'XOR'})).toEqual(['a = 1048576', 'b = 3', 'XOR = 1048579']);
	});
});

describe('components that cannot move', () => {
	const zeros = (n: number) => Array.from({length: n}, () => 0);

	it.each([
		[{game: 'nim', heaps: [...zeros(99_998), 69, 69]}],
		[{game: 'primes', heaps: [...zeros(10_000), 60, 60]}],
		[{game: 'subtraction', heaps: [...zeros(10_000), 60, 60], set: [1, 3, 4]}],
		[{game: 'graph', edges: {s: [], a: ['b'], b: ['c'], c: []}, tokens: [...zeros(99_998).map(() => 's'), 'a', 'a']}],
		[{game: 'sum', parts: [...zeros(9_998).map(() => ({game: 'nim', heaps: [0]})), {game: 'nim', heaps: [60]}, {game: 'nim', heaps: [60]}]}],
	])('are left out of the defence search in a lost position: %#', json => {
		const [game, p] = read(json as JsonObject);
		expect(game.outcome(p)).toBe('P');
		// The search over every component took minutes; bench/worst-cases.ts times these P-positions at full size.
		const move = bestMove(game, p);
		expect(move).not.toBeNull();
		game.parseMove(game.moveToJSON(move), p, 'move');
	});
});

describe('--moves in linear time', () => {
	it('lists 10^5 moves of nim with their outcomes, each one XOR away', () => {
		const [game, p] = read({game: 'nim', heaps: Array.from({length: 100_000}, () => 1)});
		// Timed by bench/worst-cases.ts ("nim --moves: 10^5 heaps of 1").
		const listed = listMoves(game, p);
		expect(listed).toHaveLength(100_000);
		// 10^5 heaps of 1: nim-sum 0; every move leaves 1.
		expect(listed.every(m => m.outcome === 'N')).toBe(true);
	});

	it('refuses at once to list a forest whose cuts would be too slow to value, naming the limit', () => {
		const n = 50_000;
		const parents = [0, ...Array.from({length: n - 1}, (_, i) => i + 1), 0, ...Array.from({length: n - 1}, (_, i) => n + i + 1)];
		const [game, p] = read({game: 'tree', parents});
		expect(() => listMoves(game, p)).toThrow(/the limit for --moves on trees is 100000000/);
	});
});
