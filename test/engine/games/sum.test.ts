import {describe, expect, it} from 'vitest';
import {lookupGame, sum} from '../../../source/engine/catalog.js';
import {subtractionWork} from '../../../source/engine/games/subtraction.js';
import {limits} from '../../../source/engine/limits.js';
import {randInt, seeded} from '../../../source/engine/random.js';
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

describe("one budget for a sum's work", () => {
	/** `count` parts, each a different subtraction set of `size` takes, with a heap of `heap`. */
	const distinctSets = (count: number, size: number, heap: number | string) => {
		const rng = seeded(22);
		return Array.from({length: count}, (_, i) => {
			const set = new Set<number>([i + 1]);
			while (set.size < size) set.add(randInt(rng, 1, limits.maxSubtractionElement));
			return {game: 'subtraction', heaps: [heap], set: [...set].sort((a, b) => a - b)};
		});
	};
	/** The table work each subtraction part, nested ones too, still needs: what no table built so far has done. */
	const workLeft = (parts: unknown[]): number[] =>
		parts.flatMap(part => {
			const json = part as {game: string; parts?: unknown[]; heaps?: Array<number | string>; set?: number[]};
			if (json.game === 'sum') return workLeft(json.parts!);
			if (json.game !== 'subtraction') return [];
			return subtractionWork(json.heaps!.map(BigInt), json.set!.map(BigInt)).map(work => work.steps);
		});
	/** Refused on the estimate, before any work: no part's table has grown (its time is bench/worst-cases.ts's). */
	const refusedAtOnce = (parts: unknown[]) => {
		const before = workLeft(parts);
		expect(before.some(steps => steps > 0)).toBe(true);
		expect(() => parse(parts)).toThrow(
			/^the sum: its parts need about [\d.]+·10\^\d+ steps of table work together \(\d+ tables to build\); the limit for one sum is 5·10\^8 steps \(limits\.sumWork\)$/,
		);
		expect(workLeft(parts)).toEqual(before);
	};

	it('refuses at once, naming the limit, 200 parts each with a different subtraction set whose table reaches its bound', () => {
		refusedAtOnce(distinctSets(200, 40, 999_999));
	});

	it('refuses at once 10,000 such parts', () => {
		refusedAtOnce(distinctSets(limits.maxParts, 40, 999_999));
	});

	it('refuses at once parts whose heaps are past the table, counting the period search at its worst', () => {
		refusedAtOnce(distinctSets(200, 3, '1000000000000000000'));
	});

	it("counts the parts of nested sums, and octal codes' tables", () => {
		const nested = {game: 'sum', parts: distinctSets(20, 40, 999_999)};
		const octal = ['0.4', '0.5', '0.6', '0.7', '0.14', '0.15', '0.16', '0.17'].map(code => ({game: 'octal', code, heaps: [19_999]}));
		refusedAtOnce([nested, nested, ...octal]);
	});

	it('answers a sum within the budget: a few large tables, and a set shared by many parts counted once', () => {
		const shared = Array.from({length: 200}, () => ({game: 'subtraction', heaps: ['1000000000000000000'], set: [1, 3, 4]}));
		const p = parse([...distinctSets(3, 40, 99_999), ...shared, {game: 'kayles', heaps: [40, 71]}]);
		const direct = [...distinctSets(3, 40, 99_999), {game: 'kayles', heaps: [40, 71]}].reduce(
			(total, part) => total ^ lookupGame(part.game)!.grundy(lookupGame(part.game)!.parse(part as never, ''))!,
			0n,
		);
		// 200 parts worth g(10^18) for {1, 3, 4}: an even count of equal values XORs to 0.
		expect(sum.grundy(p)).toBe(direct);
	});

	it('says before any work what a subtraction or octal position will cost, and nothing for work already done', () => {
		const subtraction = lookupGame('subtraction')!;
		const p = subtraction.parse({game: 'subtraction', heaps: [5000, 7], set: [2, 3, 7001]}, '', {shapeOnly: true});
		expect(subtraction.work!(p)).toEqual([{key: 'subtraction 2,3,7001', steps: 5001 * (3 + 16)}]);
		subtraction.grundy(p);
		expect(subtraction.work!(p)).toEqual([{key: 'subtraction 2,3,7001', steps: 0}]);
		const octal = lookupGame('octal')!;
		const q = octal.parse({game: 'octal', code: '0.4007', heaps: [2000]}, '', {shapeOnly: true});
		// 2001 values of t + 16 steps, and two split digits' 2001² / 4 each.
		expect(octal.work!(q)).toEqual([{key: 'octal 0.4007', steps: 2001 * (4 + 16) + Math.ceil((2 * 2001 ** 2) / 4)}]);
	});

	it('reads the parts for their shape before valuing any, and names the part whose value is beyond its bound', () => {
		expect(() =>
			parse([
				{game: 'nim', heaps: [1]},
				{game: 'grundy', heaps: [100_000]},
			]),
		).toThrow(/^parts\[1\]: heap 100000 is past the limit of Grundy.s game for an analysis/);
		expect(() => parse([{game: 'fibonacci', heap: 301}])).toThrow(/^parts\[0\]: its Grundy value is beyond the search bound for Fibonacci/);
		// Just past the budget, the figures say so: one table of Grundy's game, 99,001 values of about 5,100 steps each.
		expect(() => parse([{game: 'grundy', heaps: [99_000]}])).toThrow(
			'the sum: its parts need about 5.05·10^8 steps of table work together (1 table to build); the limit for one sum is 5·10^8 steps (limits.sumWork)',
		);
	});
});
