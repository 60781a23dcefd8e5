/**
 * The take-and-break games' misère search (heaps as sorted multisets, heaps
 * with no move dropped) against a plain recursive solver over heap lists, on
 * every position of small total; its count made before it starts is a bound
 * on what it meets; and the positions the issue names are answered.
 */
import {describe, expect, it} from 'vitest';
import {HeapMisere, type HeapOptions} from '../../source/engine/misere-heaps.js';
import {grundysGame, octal} from './heap-options.js';
import {lookupGame} from '../../source/engine/catalog.js';
import type {JsonObject} from '../../source/engine/types.js';

const rules: [string, HeapOptions][] = [
	['Kayles (0.77)', octal([7, 7])],
	["Dawson's Kayles (0.07)", octal([0, 7])],
	['0.137', octal([1, 3, 7])],
	['0.4 (splits only)', octal([4])],
	['0.156', octal([1, 5, 6])],
	["Grundy's game", grundysGame],
];

/** Misère outcome and remoteness by plain recursion over heap lists in the order given (no canonical form, nothing dropped). */
function plain(
	options: HeapOptions,
	heaps: readonly number[],
	memo = new Map<string, {win: boolean; remoteness: number}>(),
): {win: boolean; remoteness: number} {
	const key = heaps.join(',');
	const known = memo.get(key);
	if (known) return known;
	let win = Number.POSITIVE_INFINITY;
	let lose = -1;
	heaps.forEach((h, i) => {
		for (const option of options(h)) {
			const child = plain(options, [...heaps.slice(0, i), ...option, ...heaps.slice(i + 1)], memo);
			if (!child.win) win = Math.min(win, child.remoteness);
			else lose = Math.max(lose, child.remoteness);
		}
	});
	const result =
		lose === -1 && win === Number.POSITIVE_INFINITY
			? {win: true, remoteness: 0}
			: win !== Number.POSITIVE_INFINITY
				? {win: true, remoteness: win + 1}
				: {win: false, remoteness: lose + 1};
	memo.set(key, result);
	return result;
}

/** Every list of heaps (ascending, sizes ≥ 1) with at most `total` tokens. */
function* heapLists(total: number, least = 1): Iterable<number[]> {
	yield [];
	for (let h = least; h <= total; h++) for (const rest of heapLists(total - h, h)) yield [h, ...rest];
}

describe('misère take-and-break by canonical search', () => {
	it.each(rules)('%s: the same outcome and remoteness as a plain search on every position of at most 13 tokens, in any order', (_name, options) => {
		const search = new HeapMisere(options);
		const memo = new Map();
		let checked = 0;
		for (const heaps of heapLists(13)) {
			const want = plain(options, heaps, memo);
			// The heaps in another order are the same position.
			const shuffled = heaps.slice().reverse();
			const got = search.solve(shuffled, 1_000_000);
			expect({heaps, outcome: got.outcome, remoteness: got.remoteness}).toEqual({heaps, outcome: want.win ? 'N' : 'P', remoteness: want.remoteness});
			checked++;
		}
		// Σ p(k) for k ≤ 13: every multiset of heaps with at most 13 tokens.
		expect(checked).toBe(373);
	});

	it.each(rules)('%s: meets no more positions than the count made before it starts', (_name, options) => {
		for (const heaps of [[12], [20], [7, 7, 7], [3, 5, 9, 9], [25], [6, 6, 6, 6, 6], [30, 2, 1]]) {
			const search = new HeapMisere(options);
			const bound = search.size(heaps);
			search.solve(heaps, 10_000_000);
			const met = (search as unknown as {memo: Map<string, number>}).memo.size;
			expect(BigInt(met), heaps.join(' ')).toBeLessThanOrEqual(bound);
		}
	});

	it('refuses, past its bound, with the bound named', () => {
		expect(() => new HeapMisere(octal([7, 7])).solve([40], 1000)).toThrow(/more than 1000 positions/);
	});

	it("drops the heaps with no move: a heap of 1 or 2 in Grundy's game, of 1 in Dawson's Kayles", () => {
		expect(new HeapMisere(grundysGame).canonical([2, 5, 1, 3])).toEqual([3, 5]);
		expect(new HeapMisere(octal([0, 7])).canonical([1, 4, 1, 2])).toEqual([2, 4]);
	});
});

describe('the positions the issue names, through the games', () => {
	const misere = (json: JsonObject) => {
		const game = lookupGame(json['game'] as string)!;
		const p = game.parse({...json, misere: true}, '');
		return {game, p};
	};

	it.each([
		[{game: 'kayles', heaps: [4, 11, 11]}, 'theory'],
		[{game: 'octal', code: '0.77', heaps: [4, 11, 11]}, 'quotient'],
		[{game: 'grundy', heaps: [19, 10, 16]}, 'search'],
		[{game: 'grundy', heaps: [40]}, 'search'],
		[{game: 'grundy', heaps: [13, 14, 13]}, 'search'],
		[{game: 'kayles', heaps: [40]}, 'theory'],
		[{game: 'octal', code: '0.77', heaps: [40]}, 'quotient'],
		[{game: 'dawson', heaps: [51]}, 'search'],
	] as [JsonObject, string][])('%j is answered (%s), its move checked one level down', (json, method) => {
		const {game, p} = misere(json);
		expect(game.method?.(p)).toBe(method);
		const outcome = game.outcome(p);
		const move = game.winningMove(p);
		if (outcome === 'N') {
			expect(move).not.toBeNull();
			expect(game.outcome(game.apply(p, move!))).toBe('P');
		} else {
			expect(move).toBeNull();
			for (const m of game.moves(p)) expect(game.outcome(game.apply(p, m))).toBe('N');
		}
	});

	it("answers every position of Grundy's game whose heaps add up to 40", () => {
		const {game} = misere({game: 'grundy', heaps: [40]});
		let count = 0;
		for (const heaps of heapLists(40, 3)) {
			if (heaps.reduce((a, b) => a + b, 0) !== 40) continue;
			const p = game.parse({game: 'grundy', heaps, misere: true}, '');
			expect(game.outcome(p)).toMatch(/^[NP]$/);
			count++;
		}
		// Partitions of 40 into parts of at least 3 (heaps of 1 and 2 have no move): p(40) − p(39) − p(38) + p(37).
		expect(count).toBe(37_338 - 31_185 - 26_015 + 21_637);
	});
});
