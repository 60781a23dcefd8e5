/**
 * Puzzle difficulty from what the solver measures, and the choice of a
 * puzzle near a target rating.
 */
import {describe, expect, it, test} from 'vitest';
import {lookupGame} from '../../source/engine/catalog.js';
import {seeded} from '../../source/engine/random.js';
import type {AnyGame} from '../../source/engine/types.js';
import {choosePuzzle, maxDifficulty, minDifficulty, puzzleDifficulty, settingOffset} from '../../source/learn/difficulty.js';

const game = (id: string): AnyGame => lookupGame(id)!;
const nim = (...heaps: number[]) => game('nim').parse({game: 'nim', heaps}, '');

function meanAt(g: AnyGame, size: number, seeds: number): number {
	let sum = 0;
	for (let seed = 0; seed < seeds; seed++) sum += puzzleDifficulty(g, g.random(seeded(1000 + seed), size)).rating;
	return sum / seeds;
}

describe('puzzleDifficulty', () => {
	test.each([
		[{game: 'nim', heaps: [3, 0, 5, 0, 1]}, 3],
		[{game: 'wythoff', heaps: [0, 4]}, 1],
		[{game: 'kayles', heaps: [4, 5]}, 2],
		[{game: 'subtraction', heaps: [4, 5, 6], set: [1, 2]}, 3],
		[{game: 'bash', heap: 9, max: 3}, 1],
		[{game: 'fibonacci', heap: 20}, 1],
		[{game: 'coins', coins: 'HTHHT', rule: 'one-or-two'}, 3],
		[
			{
				game: 'corners',
				lit: [
					[1, 2],
					[3, 4],
				],
			},
			2,
		],
		[{game: 'staircase', chips: [1, 4, 7, 9]}, 4],
		[{game: 'graph', edges: {a: ['b'], b: []}, tokens: ['a', 'a']}, 2],
		[{game: 'tree', parents: [0, 1, 1]}, 1],
		[
			{
				game: 'sum',
				parts: [
					{game: 'nim', heaps: [3, 4]},
					{game: 'bash', heap: 7, max: 2},
					{game: 'sum', parts: [{game: 'coins', coins: 'HH', rule: 'one-or-two'}]},
				],
			},
			5,
		],
		[{game: 'sum', parts: [{game: 'nim', heaps: [0]}]}, 1],
	])('counts the parts of %j as each game counts them: %i', (json, parts) => {
		const g = game(json.game);
		expect(puzzleDifficulty(g, g.parse(json as never, '')).parts.parts).toBe(parts);
	});

	test.each(['nim', 'kayles', 'wythoff', 'subtraction', 'bash', 'staircase', 'corners', 'sum'])(
		'%s: random positions of size 8 are harder on average than of size 2',
		id => {
			const g = game(id);
			expect(meanAt(g, 8, 40)).toBeGreaterThan(meanAt(g, 2, 40) + 50);
		},
	);

	it('rates a position whose every move wins easier than one with a single winning move among many', () => {
		// [1, 1, 1]: every move leaves two heaps of 1, a lost position.
		const every = puzzleDifficulty(game('nim'), nim(1, 1, 1));
		expect(every.parts).toMatchObject({moves: 3, winning: 3, rarity: 0});
		// [3, 10, 12]: nim-sum 5, and only heap 3 (12 → 9) can be brought down: one winning move of 25.
		const single = puzzleDifficulty(game('nim'), nim(3, 10, 12));
		expect(single.parts).toMatchObject({moves: 25, winning: 1, parts: 3});
		expect(single.rating).toBeGreaterThan(every.rating + 300);
		expect(single.parts.rarity).toBeCloseTo(Math.log2(25), 6);
	});

	it('adds the terms as documented, within the scale', () => {
		const d = puzzleDifficulty(game('nim'), nim(3, 10, 12));
		const {rarity, size, split, depth} = d.parts;
		expect(d.rating).toBe(Math.round(Math.min(maxDifficulty, Math.max(minDifficulty, 800 + 100 * (rarity + 0.5 * (size + split + depth))))));
		expect(size).toBeCloseTo(Math.log2(26), 6);
		expect(split).toBeCloseTo(Math.log2(3), 6);
		expect(d.parts.remoteness).not.toBeNull();
		expect(depth).toBeCloseTo(Math.log2(1 + d.parts.remoteness!), 6);
	});

	it('rates a position with no move at the bottom of the scale', () => {
		expect(puzzleDifficulty(game('nim'), nim(0, 0)).rating).toBe(minDifficulty);
	});

	it('counts a far remoteness as harder: the same one winning move, further from the end', () => {
		// bash with max 3: heap 5 (take 1, 4 left) and heap 41 (take 1, 40 left) both have one winning move of three.
		const bash = game('bash');
		const near = puzzleDifficulty(bash, bash.parse({game: 'bash', heap: 5, max: 3}, ''));
		const far = puzzleDifficulty(bash, bash.parse({game: 'bash', heap: 41, max: 3}, ''));
		expect(near.parts).toMatchObject({moves: 3, winning: 1});
		expect(far.parts).toMatchObject({moves: 3, winning: 1});
		expect(far.parts.remoteness!).toBeGreaterThan(near.parts.remoteness!);
		expect(far.rating).toBeGreaterThan(near.rating);
	});

	it('stays within its bounds on large positions (a stand-in for remoteness past the search bound)', () => {
		const big = puzzleDifficulty(game('nim'), nim(1000, 2000, 3000, 4000, 5000, 6000));
		expect(big.parts.remoteness).toBeNull();
		expect(big.rating).toBeLessThanOrEqual(maxDifficulty);
		expect(big.rating).toBeGreaterThan(puzzleDifficulty(game('nim'), nim(3, 10, 12)).rating);
	});
});

describe('choosePuzzle', () => {
	const candidates = [1000, 1300, 1500, 1700, 2000].map(rating => ({item: `p${rating}`, rating}));

	it('picks the candidate nearest the target, moved by the setting', () => {
		expect(settingOffset).toEqual({easier: -200, normal: 0, harder: 200});
		expect(choosePuzzle(candidates, 1500, 'normal')).toBe('p1500');
		expect(choosePuzzle(candidates, 1500, 'easier')).toBe('p1300');
		expect(choosePuzzle(candidates, 1500, 'harder')).toBe('p1700');
		expect(choosePuzzle(candidates, 3000, 'normal')).toBe('p2000');
		expect(choosePuzzle(candidates, 1150, 'normal')).toBe('p1000');
	});

	it('refuses an empty list', () => {
		expect(() => choosePuzzle([], 1500, 'normal')).toThrow();
	});
});
