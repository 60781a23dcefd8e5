import {describe, expect, it, test} from 'vitest';
import {nim, type NimPosition} from '../../../source/engine/games/nim.js';
import {bash} from '../../../source/engine/games/bash.js';
import {bruteGrundy, bruteSolve} from '../../../source/engine/solver.js';

const pos = (heaps: number[], extra: Record<string, unknown> = {}): NimPosition => nim.parse({game: 'nim', heaps, ...extra} as never, '');

function* heapTuples(count: number, top: number): Generator<number[]> {
	if (count === 0) {
		yield [];
		return;
	}
	for (const rest of heapTuples(count - 1, top)) for (let h = 0; h <= top; h++) yield [...rest, h];
}

describe('nim', () => {
	test.each([
		[[7, 9, 12, 15], 13n],
		[[3, 4, 5], 2n],
		[[1, 2, 3], 0n],
	])('nim-sum of %j is %s (Bouton)', (heaps, value) => {
		expect(nim.grundy(pos(heaps))).toBe(value);
	});

	it('misère: says where the exception applies, on every position of up to 3 heaps of up to 5, and names the move once', () => {
		for (const heaps of [...heapTuples(2, 5), ...heapTuples(3, 5)]) {
			const p = pos(heaps, {misere: true});
			const text = nim.explain(p).join('\n');
			const big = heaps.filter(h => h >= 2).length;
			expect(text.includes('This is the one place misère play differs'), heaps.join()).toBe(big === 1);
			const move = nim.winningMove(p);
			if (move === null) continue;
			const before = heaps[move.heap]!;
			const after = before - Number(move.take);
			expect(text.split(`(${before} → ${after})`).length - 1, heaps.join()).toBe(1);
			const down = /take heap (\d+) down to (\d+)/.exec(text);
			if (big === 1) expect(down?.slice(1).map(Number), heaps.join()).toEqual([move.heap + 1, after]);
		}
	});

	it("finds the three winning moves of the notes' 7 9 12 15 and names them", () => {
		const p = pos([7, 9, 12, 15]);
		expect(nim.winningMove(p)).toEqual({heap: 1, take: 5n});
		const text = nim.explain(p).join('\n');
		expect(text).toContain('nim-sum = 1101  (13)');
		expect(text).toContain('11 from heap 3, 13 from heap 4');
	});

	it('matches brute force on every position of up to 3 heaps of up to 5, with and without a cap, normal and misère', () => {
		for (const count of [1, 2, 3]) {
			for (const heaps of heapTuples(count, 5)) {
				for (const extra of [{}, {max: 1}, {max: 2}, {max: 3}, {misere: true}]) {
					const p = pos(heaps, extra);
					const solved = bruteSolve(nim, p);
					expect(nim.outcome(p), `${heaps} ${JSON.stringify(extra)}`).toBe(solved.outcome);
					const move = nim.winningMove(p);
					if (solved.outcome === 'N' && nim.moveCount(p) > 0n) {
						expect(move).not.toBeNull();
						expect(bruteSolve(nim, nim.apply(p, move!)).outcome).toBe('P');
					} else {
						expect(move).toBeNull();
					}
					if (extra.misere) continue;
					const g = bruteGrundy(nim, p);
					expect(nim.grundy(p)).toBe(g);
					for (let target = 0n; target < g; target++) {
						const m = nim.moveToGrundy(p, target)!;
						expect(bruteGrundy(nim, nim.apply(p, m))).toBe(target);
					}
				}
			}
		}
	});

	it('is exact for heaps of 10^100', () => {
		const big = 10n ** 100n;
		const p = pos([String(big), String(big + 5n), '7'] as never);
		expect(nim.grundy(p)).toBe(big ^ (big + 5n) ^ 7n);
		expect(nim.grundy(p)).toBe(2n);
		const m = nim.winningMove(p)!;
		expect(nim.grundy(nim.apply(p, m))).toBe(0n);
	});

	test.each([
		[{game: 'nim', heaps: [1, 'x']}, 'heaps[1] must be a non-negative integer, got "x"'],
		[{game: 'nim', heaps: [1, -2]}, 'heaps[1] must be a non-negative integer, got -2'],
		[{game: 'nim', heaps: []}, 'heaps must hold at least one heap'],
		[{game: 'nim'}, 'heaps is missing'],
		[{game: 'nim', heaps: [1.5]}, 'heaps[0] must be a non-negative integer, got 1.5'],
		[{game: 'nim', heaps: [1e20]}, 'heaps[0] is beyond 2^53-1 as a JSON number; write it as a decimal string'],
		[{game: 'nim', heaps: [1], max: 0}, 'max must be a positive integer, got 0'],
		[{game: 'nim', heaps: [1], colour: 2}, 'colour is not a field of this game'],
	])('refuses %j', (json, message) => {
		expect(() => nim.parse(json as never, '')).toThrow(message);
	});

	test.each([
		[{heap: 3, take: 1}, 'move.heap must be a heap index from 0 to 2, got 3'],
		[{heap: 0, take: 4}, 'move is not a legal move: heap 1 has only 3'],
		[{heap: 0, take: 0}, 'take must be a positive integer, got 0'],
	])('refuses the move %j', (move, message) => {
		expect(() => nim.parseMove(move, pos([3, 4, 5]), 'move')).toThrow(message);
	});

	it('refuses a take above the cap', () => {
		expect(() => nim.parseMove({heap: 0, take: 3}, pos([5], {max: 2}), 'move')).toThrow('at most 2 may be taken at once');
	});
});

describe('bash', () => {
	const b = (heap: number, max: number, misere = false) => bash.parse({game: 'bash', heap, max, misere}, '');
	it('matches brute force for every heap ≤ 40 and m ≤ 6, normal and misère', () => {
		for (let m = 1; m <= 6; m++) {
			for (let n = 0; n <= 40; n++) {
				for (const misere of [false, true]) {
					const p = b(n, m, misere);
					const solved = bruteSolve(bash, p);
					expect(bash.outcome(p)).toBe(solved.outcome);
					const move = bash.winningMove(p);
					if (solved.outcome === 'N' && n > 0) expect(bruteSolve(bash, bash.apply(p, move!)).outcome).toBe('P');
					if (!misere) expect(bash.grundy(p)).toBe(bruteGrundy(bash, p));
				}
			}
		}
	});

	test.each([
		[20, 3, 'P', null],
		[21, 3, 'N', 1n],
		[23, 6, 'N', 2n],
	])('bash %i with m=%i is %s, take %s', (n, m, outcome, take) => {
		const p = b(n, m);
		expect(bash.outcome(p)).toBe(outcome);
		expect(bash.winningMove(p)?.take ?? null).toBe(take);
	});

	it('needs max', () => {
		expect(() => bash.parse({game: 'bash', heap: 3}, '')).toThrow('max is missing');
	});
});
