/**
 * The judge's expected answers, which come from the catalog's games, checked
 * against search: the brute-force solver over the same game on every small
 * case, and an independent search of Hackenbush on the graphs themselves
 * (edges cut, whatever loses the ground falls) for the tree problems, which
 * checks the fusion principle used for rings. Then the samples' published
 * answers, and every trap a problem declares keeps its constraints.
 */
import {describe, expect, it} from 'vitest';
import {lookupGame} from '../../source/engine/catalog.js';
import {bruteSolve} from '../../source/engine/solver.js';
import type {JsonObject} from '../../source/engine/types.js';
import {seeded} from '../../source/engine/random.js';
import {problems, lookupProblem} from '../../source/judge/problems/index.js';
import {caseBreaks, inputText} from '../../source/judge/problem.js';
import {largestInput, maxInputCases} from '../../source/judge/judge.js';
import {statementText} from '../../source/judge/report.js';
import {enumerate, randomValue, type Graph, type Value} from '../../source/judge/shape.js';
import {sampled} from '../sample.js';

const outcome = (json: JsonObject) => {
	const game = lookupGame(String(json['game']))!;
	return bruteSolve(game, game.parse(json, '')).outcome;
};
const problem = (id: string) => lookupProblem(id)!;

/** Green Hackenbush on a graph grounded at node 1, by search over the sets of edges left. */
function hackenbush(graphs: readonly Graph[]): 'N' | 'P' {
	const edges: [number, number][] = [];
	const offsets: number[] = [];
	let total = 0;
	for (const g of graphs) {
		offsets.push(total);
		// Node 1 of every graph is the one ground (node 0 here).
		const name = (v: number) => (v === 1 ? 0 : total + v);
		for (const [a, b] of g.edges) edges.push([name(a), name(b)]);
		total += g.nodes;
	}
	const memo = new Map<number, boolean>();
	const grounded = (mask: number): number => {
		// The edges still joined to the ground.
		const reached = new Set([0]);
		let keep = 0;
		let grew = true;
		while (grew) {
			grew = false;
			edges.forEach(([a, b], i) => {
				if ((mask >> i) & 1 && !((keep >> i) & 1) && (reached.has(a) || reached.has(b))) {
					keep |= 1 << i;
					reached.add(a);
					reached.add(b);
					grew = true;
				}
			});
		}
		return keep;
	};
	const wins = (mask: number): boolean => {
		const known = memo.get(mask);
		if (known !== undefined) return known;
		let win = false;
		for (let i = 0; i < edges.length && !win; i++) if ((mask >> i) & 1 && !wins(grounded(mask & ~(1 << i)))) win = true;
		memo.set(mask, win);
		return win;
	};
	return wins(grounded((1 << edges.length) - 1)) ? 'N' : 'P';
}

describe('every problem', () => {
	it.each(problems.map(p => [p.id, p] as const))('%s: its sample, traps and random cases keep the constraints, and the engine answers them', (_id, p) => {
		for (const value of [...p.sample, ...p.edges(seeded(3))]) expect(caseBreaks(p, value), JSON.stringify(value).slice(0, 200)).toBeNull();
		const rng = seeded(5);
		for (let i = 0; i < 200; i++) {
			const value = randomValue(p.shape, rng, i % 2 === 0 ? 'small' : 'random', p.room?.random ?? 60);
			expect(caseBreaks(p, value), JSON.stringify(value).slice(0, 200)).toBeNull();
			expect(p.answer(value)).toMatch(/\S/);
		}
		expect(inputText(p, p.sample)).toMatch(/\n$/);
	});

	it.each(problems.map(p => [p.id, p] as const))('%s: its largest inputs hold the cases its statement says they are judged up to', (_id, p) => {
		// Numbers an input are bounded (250,000): the cases the statement names all fit in one input.
		expect(largestInput(p).cases).toBe(maxInputCases(p));
		expect(largestInput(p).numbers).toBeLessThanOrEqual(250_001);
		const cases = maxInputCases(p);
		expect(statementText(p).join('\n')).toContain(`Judged up to ${cases} ${cases === 1 ? 'case' : 'cases'} of the largest size in one input`);
	});

	it('hdu3094 is judged up to one tree of 10^5 vertices an input, not the 100 trees its statement allows', () => {
		expect(maxInputCases(problem('hdu3094'))).toBe(1);
		expect(statementText(problem('hdu3094')).join('\n')).toContain('Judged up to 1 case of the largest size in one input (other inputs hold up to 100');
	});

	it('have unique ids and aliases, found in any case', () => {
		const names = problems.flatMap(p => [p.id, ...p.aliases]);
		expect(new Set(names).size).toBe(names.length);
		expect(lookupProblem('POJ1067')?.id).toBe('hdu1527');
		expect(lookupProblem('__proto__')).toBeUndefined();
	});
});

describe('expected answers against search', () => {
	it('hdu1846 (Bash), n, m ≤ 30', () => {
		for (const [n, m] of enumerate(problem('hdu1846').shape, 30, 0, 1000)! as [number, number][])
			expect(problem('hdu1846').answer([n, m])).toBe(outcome({game: 'bash', heap: n, max: m}) === 'N' ? 'first' : 'second');
	});

	it('hdu1527 (Wythoff), a, b ≤ 16, and the published first pairs', () => {
		for (let a = 0; a <= 16; a++)
			for (let b = 0; b <= 16; b++) expect(problem('hdu1527').answer([a, b])).toBe(outcome({game: 'wythoff', heaps: [a, b]}) === 'N' ? '1' : '0');
		// Pairs (⌊kφ⌋, ⌊kφ⌋ + k), OEIS A000201 and A001950; the 10^8-th is past where doubles go wrong.
		for (const [a, b] of [
			[0, 0],
			[1, 2],
			[3, 5],
			[4, 7],
			[6, 10],
			[8, 13],
			[9, 15],
			[11, 18],
			[12, 20],
		] as const)
			expect(problem('hdu1527').answer([a, b])).toBe('0');
		// Past 10^8, ⌊kφ⌋ exactly as (k + isqrt(5k²)) div 2, where doubles first go wrong.
		for (const k of [102334155n, 102334156n, 381966011n]) {
			const five = 5n * k * k;
			let root = BigInt(Math.floor(Math.sqrt(Number(five))));
			while (root * root > five) root--;
			while ((root + 1n) * (root + 1n) <= five) root++;
			const a = Number((k + root) / 2n);
			expect(problem('hdu1527').answer([a, a + Number(k)])).toBe('0');
			expect(problem('hdu1527').answer([a + Number(k), a])).toBe('0');
			expect(problem('hdu1527').answer([a + 1, a + Number(k)])).toBe('1');
		}
	});

	it('hdu2516 (Fibonacci game), n ≤ 60: lost exactly on Fibonacci numbers', () => {
		for (let n = 2; n <= 60; n++) expect(problem('hdu2516').answer(n)).toBe(outcome({game: 'fibonacci', heap: n}) === 'N' ? 'First win' : 'Second win');
		expect(problem('hdu2516').answer(1836311903)).toBe('Second win');
		expect(problem('hdu2516').answer(1836311904)).toBe('First win');
	});

	it('hdu1850 (winning first moves of Nim), every small position, counted by search', () => {
		const nim = lookupGame('nim')!;
		for (const heaps of enumerate(problem('hdu1850').shape, 6, 1, 5000)! as number[][]) {
			const p = nim.parse({game: 'nim', heaps}, '');
			let count = 0;
			for (const m of nim.moves(p)) if (bruteSolve(nim, nim.apply(p, m)).outcome === 'P') count++;
			expect(problem('hdu1850').answer(heaps), heaps.join(' ')).toBe(String(count));
		}
	});

	it('poj1704 (Georgia and Bob), chips up to 7 in any order', () => {
		for (const chips of sampled(enumerate(problem('poj1704').shape, 7, 2, 5000)! as number[][], 300, 1))
			expect(problem('poj1704').answer(chips)).toBe(outcome({game: 'staircase', chips}) === 'N' ? 'Georgia will win' : 'Bob will win');
	});

	it('hdu3537 (Mock Turtles), heads up to position 6 with repeats counted once', () => {
		for (const list of sampled(enumerate(problem('hdu3537').shape, 7, 3, 5000)! as number[][], 400, 2)) {
			const row = Array.from({length: 7}, (_, i) => (list.includes(i) ? 'H' : 'T')).join('');
			expect(problem('hdu3537').answer(list), list.join(' ')).toBe(outcome({game: 'coins', coins: row, rule: 'mock-turtles'}) === 'P' ? 'Yes' : 'No');
		}
	});

	it('hdu3404 (Switch lights), lamps within 3 × 3', () => {
		for (const lit of sampled(enumerate(problem('hdu3404').shape, 3, 1, 5000)! as number[][][], 150, 3))
			expect(problem('hdu3404').answer(lit)).toBe(outcome({game: 'corners', lit}) === 'N' ? 'Have a try, lxhgww.' : "Don't waste your time.");
	});

	it('hdu2486 (k-times), n ≤ 40, k ≤ 4: the least winning take by search, and the samples', () => {
		const ktimes = lookupGame('ktimes')!;
		for (let k = 1; k <= 4; k++)
			for (let n = 2; n <= 40; n++) {
				let least = 'lose';
				for (let t = 1; t < n; t++) {
					if (bruteSolve(ktimes, ktimes.parse({game: 'ktimes', heap: n - t, k, last: t}, '')).outcome === 'P') {
						least = String(t);
						break;
					}
				}
				expect(problem('hdu2486').answer([n, k]), `${n} ${k}`).toBe(least);
			}
		expect(problem('hdu2486').sample.map(v => problem('hdu2486').answer(v))).toEqual(['lose', '1', '3', 'lose', '4']);
	});

	it('hdu1848 (Fibonacci takes), heaps ≤ 12, by search', () => {
		const set = [1, 2, 3, 5, 8, 13];
		for (const heaps of sampled(enumerate(problem('hdu1848').shape, 8, 0, 1000)! as number[][], 150, 4))
			expect(problem('hdu1848').answer(heaps)).toBe(outcome({game: 'subtraction', heaps, set}) === 'N' ? 'Fibo' : 'Nacci');
	});

	it('hdu1536 (S-Nim), small blocks, by search, repeated takes counted once', () => {
		const rng = seeded(9);
		for (let i = 0; i < 80; i++) {
			const block = randomValue(problem('hdu1536').shape, rng, 'small', 4) as [number[], number[][]];
			const capped: [number[], number[][]] = [block[0].map(s => 1 + (s % 6)), block[1].map(hs => hs.map(h => h % 12))];
			const letters = capped[1].map(heaps => (outcome({game: 'subtraction', heaps, set: [...new Set(capped[0])]}) === 'N' ? 'W' : 'L')).join('');
			expect(problem('hdu1536').answer(capped)).toBe(letters);
		}
		expect(
			problem('hdu1536').answer([
				[2, 5],
				[
					[5, 12],
					[2, 2, 3],
					[1, 5],
				],
			] as Value),
		).toBe('LWW');
	});

	it('hdu3094 (a tree game), every tree of up to 7 nodes, by Hackenbush search on the tree itself', () => {
		for (const graph of enumerate(problem('hdu3094').shape, 1, 6, 5000)! as Graph[])
			expect(problem('hdu3094').answer(graph), JSON.stringify(graph)).toBe(hackenbush([graph]) === 'N' ? 'Alice' : 'Bob');
	});

	it('poj3710 (Christmas game), random small trees with rings, by Hackenbush search on the graphs themselves', () => {
		const rng = seeded(11);
		let checked = 0;
		for (let i = 0; checked < 150 && i < 5000; i++) {
			const value = randomValue(problem('poj3710').shape, rng, 'small', 9) as Graph[];
			const trees = value.slice(0, 2);
			if (trees.reduce((s, g) => s + g.edges.length, 0) > 14) continue;
			expect(problem('poj3710').answer(trees), JSON.stringify(trees)).toBe(hackenbush(trees) === 'N' ? 'Sally' : 'Harry');
			checked++;
		}
		expect(checked).toBe(150);
		// A triangle is worth one edge (odd), a square nothing (even).
		expect(
			problem('poj3710').answer([
				{
					nodes: 3,
					edges: [
						[1, 2],
						[2, 3],
						[3, 1],
					],
				},
			]),
		).toBe('Sally');
		expect(
			problem('poj3710').answer([
				{
					nodes: 4,
					edges: [
						[1, 2],
						[2, 3],
						[3, 4],
						[4, 1],
					],
				},
			]),
		).toBe('Harry');
	});
});
