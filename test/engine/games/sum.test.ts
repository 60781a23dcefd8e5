import {describe, expect, it} from 'vitest';
import {sum} from '../../../source/engine/catalog.js';
import {bruteGrundy} from '../../../source/engine/solver.js';

const parse = (parts: unknown[]) => sum.parse({game: 'sum', parts} as never, '');

describe('sums of games', () => {
	it('is worth the XOR of its parts (Sprague-Grundy), checked by brute force', () => {
		for (let a = 0; a <= 4; a++) {
			for (let b = 0; b <= 9; b++) {
				for (let c = 0; c <= 7; c++) {
					const p = parse([
						{game: 'nim', heaps: [a]},
						{game: 'bash', heap: b, max: 3},
						{game: 'subtraction', heaps: [c], set: [2, 3]},
					]);
					const g = bruteGrundy(sum, p);
					expect(sum.grundy(p)).toBe(g);
					for (let t = 0n; t < g; t++) expect(bruteGrundy(sum, sum.apply(p, sum.moveToGrundy(p, t)!))).toBe(t);
				}
			}
		}
	});

	it('nests sums', () => {
		const p = parse([
			{
				game: 'sum',
				parts: [
					{game: 'nim', heaps: [3]},
					{game: 'nim', heaps: [5]},
				],
			},
			{game: 'bash', heap: 6, max: 3},
		]);
		expect(sum.grundy(p)).toBe(3n ^ 5n ^ 2n);
		expect(sum.outcome(sum.apply(p, sum.winningMove(p)!))).toBe('P');
	});

	it("writes moves with the part's own notation", () => {
		const p = parse([
			{game: 'nim', heaps: [3, 4]},
			{game: 'bash', heap: 5, max: 3},
		]);
		const move = sum.winningMove(p)!;
		expect(sum.moveToJSON(move)).toEqual({part: 0, move: {heap: 1, take: 2}});
		expect(sum.describeMove(p, move)).toBe('take 2 from heap 2 (4 → 2) in part 1 (Nim)');
	});

	it.each([
		[[{game: 'nim', heaps: [1], misere: true}], 'parts[0] is a misère position; misère games cannot be summed'],
		[[{game: 'chess'}], 'parts[0].game is not a known game: "chess"'],
		[[], 'parts must hold at least one position'],
		[[{game: 'nim', heaps: ['y']}], 'parts[0].heaps[0] must be a non-negative integer, got "y"'],
	])('refuses %j', (parts, message) => {
		expect(() => parse(parts)).toThrow(message);
	});

	it('refuses sums nested too deeply, without recursing without bound', () => {
		let json: unknown = {game: 'nim', heaps: [1]};
		for (let i = 0; i < 100; i++) json = {game: 'sum', parts: [json]};
		expect(() => sum.parse(json as never, '')).toThrow(/nests sums deeper than 16/);
	});

	it('names the sum when nested parts together pass the limit, though no list does', () => {
		const inner = {game: 'sum', parts: Array.from({length: 101}, () => ({game: 'nim', heaps: [1]}))};
		const json = {game: 'sum', parts: Array.from({length: 100}, () => inner)};
		expect(() => sum.parse(json as never, '')).toThrow(/^the sum has more than 10000 parts, counting the parts of nested sums$/);
	});
});
