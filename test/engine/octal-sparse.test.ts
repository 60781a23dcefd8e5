/**
 * Octal codes that split, valued by the sparse-space method (octal-sparse.ts):
 * against the mex over every option for many codes, against the published
 * sequences (OEIS A071464 for .127, A071436 for .560), and the published
 * periods (Gangolli and Plambeck; Flammenkamp's tables): .127 period 4 from
 * 46,578, 0.16 period 149,459 from 105,351, .560 period 144 (from 326,640:
 * A071436 gives the last exception as 326,637, but G(326,639) = 26 and
 * G(326,639 + 144) = 16, each the mex over every option of the values below).
 */
import {describe, expect, it} from 'vitest';
import {OctalSparse} from '../../source/engine/octal-sparse.js';
import {provePeriod} from '../../source/engine/breaking-values.js';
import {seeded} from '../../source/engine/random.js';
import {sampled} from '../sample.js';

/** G(0..n − 1) of the code by the mex over every take and split. */
function direct(digits: readonly number[], n: number): Uint32Array {
	const g = new Uint32Array(n);
	const seen = new Int32Array(1 << 12).fill(-1);
	for (let h = 0; h < n; h++) {
		digits.forEach((d, i) => {
			const m = h - (i + 1);
			if (m < 0) return;
			if (d & 1 && m === 0) seen[0] = h;
			if (d & 2 && m >= 1) seen[g[m]!] = h;
			if (d & 4) for (let a = 1; a <= m - a; a++) seen[g[a]! ^ g[m - a]!] = h;
		});
		let v = 0;
		while (seen[v] === h) v++;
		g[h] = v;
	}
	return g;
}

function sparse(digits: readonly number[], n: number): OctalSparse {
	const table = new OctalSparse(digits);
	table.extend(n);
	return table;
}

/** Every code 0.d1d2d3 with a split digit (d3 ≠ 0). */
const codes: number[][] = [];
for (let a = 0; a < 8; a++) for (let b = 0; b < 8; b++) for (let c = 1; c < 8; c++) if ((a | b | c) & 4) codes.push([a, b, c]);

// OEIS A071464 (.127) and A071436 (.560), from n = 1.
// biome-ignore format: published terms
const a071464 = [1, 0, 2, 2, 1, 0, 4, 4, 1, 2, 2, 0, 1, 4, 4, 6, 1, 7, 7, 0, 1, 2, 2, 6, 1, 4, 4, 8, 1, 2, 7, 8, 1, 0, 7, 2, 6, 8, 1, 4, 9, 8, 1, 2, 6, 0, 1, 4, 6, 2, 1, 8, 9, 0, 1, 6, 2, 2, 7, 0, 1, 8, 3, 2, 1, 4, 4, 8, 9, 2, 7, 8, 1, 0, 9, 2, 2, 6, 4, 4, 1, 8, 3, 2, 1, 0, 4];
// biome-ignore format: published terms
const a071436 = [1, 0, 2, 2, 4, 1, 1, 3, 2, 4, 4, 6, 6, 2, 1, 1, 7, 6, 8, 4, 1, 1, 6, 5, 4, 8, 1, 1, 12, 4, 5, 6, 1, 1, 3, 12, 6, 6, 8, 9, 2, 11, 6, 6, 4, 2, 1, 1, 12, 13, 4, 10, 8, 1, 12, 12, 5, 11, 1, 16, 2, 2, 12, 6, 1, 1, 2, 13, 12, 6, 6, 8, 1, 1, 7, 6, 11, 4, 16, 16, 6, 5, 5, 19, 1, 1, 12, 4, 14, 16, 1, 1];

describe('octal values by the sparse-space method', () => {
	it.each(sampled(codes, 40, 21).map(d => [`0.${d.join('')}`, d] as const))('%s equals the mex over every option below 2500', (_, digits) => {
		expect(Array.from(sparse(digits, 2500).values.subarray(0, 2500))).toEqual(Array.from(direct(digits, 2500)));
	});

	it('equals the mex over every option on random longer codes, up to 1500', () => {
		const rng = seeded(7);
		for (let trial = 0; trial < 30; trial++) {
			const t = 4 + Math.floor(rng() * 3);
			const digits = Array.from({length: t}, (_, i) => (i === t - 1 ? 1 : 0) + Math.floor(rng() * (i === t - 1 ? 7 : 8)));
			if (digits.every(d => (d & 4) === 0)) digits[0] = 4;
			expect(Array.from(sparse(digits, 1500).values.subarray(0, 1500)), `0.${digits.join('')}`).toEqual(Array.from(direct(digits, 1500)));
		}
	});

	it('.127 and 0.16 equal the mex over every option past a change of mask (to 20,000), with few rare heaps', () => {
		for (const digits of [
			[1, 2, 7],
			[1, 6],
		]) {
			const table = sparse(digits, 20_000);
			expect(Array.from(table.values.subarray(0, 20_000)), `0.${digits.join('')}`).toEqual(Array.from(direct(digits, 20_000)));
			expect(table.mask).not.toBe(0);
			expect(table.rareHeapsBelow()).toBeLessThan(3_000);
		}
	});

	it('gives the published values of .127 and .560', () => {
		expect(Array.from(sparse([1, 2, 7], 100).values.subarray(1, a071464.length + 1))).toEqual(a071464);
		expect(Array.from(sparse([5, 6], 100).values.subarray(1, a071436.length + 1))).toEqual(a071436);
	});

	it('proves the period of .127: period 4, the last exception at 46,577', () => {
		const table = sparse([1, 2, 7], 2 * 46_578 + 2 * 4 + 3 + 1);
		expect(provePeriod(table.values, table.length, 3)).toMatchObject({start: 46_578, period: 4});
		// One value fewer does not prove it.
		expect(provePeriod(table.values, table.length - 1, 3)?.period).not.toBe(4);
	});

	it('proves the periods of 0.16 (149,459 from 105,351) and .560 (144 from 326,640)', () => {
		const d16 = sparse([1, 6], 2 * 105_351 + 2 * 149_459 + 2 + 1);
		expect(provePeriod(d16.values, d16.length, 2)).toMatchObject({start: 105_351, period: 149_459});
		const d560 = sparse([5, 6], 2 * 326_640 + 2 * 144 + 2 + 1);
		expect(provePeriod(d560.values, d560.length, 2)).toMatchObject({start: 326_640, period: 144});
	});
});
