/**
 * Grundy's game's values (grundy-values.ts) against the mex over every split
 * on small heaps, against a plain sparse-space computation (no block
 * witnesses, no remembered splits) where those shortcuts are at work, and
 * against the published rare values (A. Flammenkamp, "Sprague-Grundy values
 * of Grundy's game": the heaps with a rare value, 1,274 below 10^6, the last
 * at 82,860; the largest value below 10^6 is 231, first at 763,622).
 */
import {describe, expect, it} from 'vitest';
import {commonValue, GrundyValues} from '../../source/engine/grundy-values.js';
import {fullRun} from '../sample.js';

/** G(0..n − 1) straight from the rule: the mex over every split a + b, a < b. */
function direct(n: number): number[] {
	const g: number[] = [];
	const seen = new Int32Array(1024).fill(-1);
	for (let h = 0; h < n; h++) {
		for (let a = 1; a < h - a; a++) seen[g[a]! ^ g[h - a]!] = h;
		let v = 0;
		while (seen[v] === h) v++;
		g.push(v);
	}
	return g;
}

/** The sparse-space method at its plainest: a pass over the rare heaps, then every split from a = 1 until each rare value below the least common one missing has a witness. */
function plainSparse(n: number): Uint8Array {
	const g = new Uint8Array(n);
	const rare: number[] = [];
	const seen = new Int32Array(1024).fill(-1);
	for (let h = 0; h < n; h++) {
		for (const r of rare) if (r !== h - r && r < h) seen[g[r]! ^ g[h - r]!] = h;
		let c = 0;
		while (!commonValue(c) || seen[c] === h) c++;
		let missing = 0;
		for (let x = 0; x < c; x++) if (seen[x] !== h) missing++;
		for (let a = 1; missing > 0 && a < h - a; a++) {
			const x = g[a]! ^ g[h - a]!;
			if (x < c && seen[x] !== h) {
				seen[x] = h;
				missing--;
			}
		}
		let v = 0;
		while (seen[v] === h) v++;
		g[h] = v;
		if (h > 0 && !commonValue(v)) rare.push(h);
	}
	return g;
}

/** Heaps below 232 with a rare value, and the value (Flammenkamp's table). */
// biome-ignore format: a table, twelve heaps a line.
const publishedRare: [number, number][] = [
	[0, 0], [1, 0], [2, 0], [3, 1], [4, 0], [6, 1], [7, 0], [9, 1], [10, 0], [12, 1], [15, 1], [20, 0],
	[23, 0], [26, 0], [28, 1], [31, 1], [34, 1], [37, 1], [40, 1], [43, 1], [46, 1], [49, 1], [50, 0], [52, 1],
	[53, 0], [55, 1], [58, 1], [61, 1], [87, 7], [90, 7], [93, 7], [146, 6], [149, 6], [152, 6], [158, 11], [161, 11],
	[164, 11], [167, 11], [176, 7], [179, 7], [181, 12], [182, 7], [185, 7], [188, 7], [190, 12], [193, 12], [196, 10], [231, 10],
];

function rareHeaps(values: ArrayLike<number>, n: number): number[] {
	const heaps: number[] = [];
	for (let h = 0; h < n; h++) if (!commonValue(values[h]!)) heaps.push(h);
	return heaps;
}

describe("Grundy's game values", () => {
	/** One table for the tests below: it grows as far as each needs. */
	const table = new GrundyValues();

	it('the common values are those whose bits but the lowest have odd parity', () => {
		const values = Array.from({length: 32}, (_, v) => v);
		expect(values.filter(commonValue)).toEqual([2, 3, 4, 5, 8, 9, 14, 15, 16, 17, 22, 23, 26, 27, 28, 29]);
		expect([128, 129, 130, 231, 256, 257, 258, 1024].map(commonValue)).toEqual([true, true, false, true, true, true, false, true]);
	});

	it('equal the mex over every split for every heap below 3000', () => {
		table.extend(3000);
		expect(Array.from(table.values.subarray(0, 3000))).toEqual(direct(3000));
	});

	it('grow in steps to the same values as in one go', () => {
		const once = new GrundyValues();
		once.extend(9000);
		const steps = new GrundyValues();
		for (const n of [1, 2, 3, 4, 5, 100, 1023, 1024, 1025, 4095, 4096, 4097, 8191, 9000]) steps.extend(n);
		expect(steps.length).toBe(9000);
		expect(Array.from(steps.values.subarray(0, 9000))).toEqual(Array.from(once.values.subarray(0, 9000)));
	});

	const far = fullRun ? 200_000 : 30_000;
	it(`equal the plain sparse-space computation for every heap below ${far} (block witnesses and remembered splits at work)`, () => {
		table.extend(far);
		expect(Array.from(table.values.subarray(0, far))).toEqual(Array.from(plainSparse(far)));
	});

	it('have the published rare values: every heap below 232 with one, and 1,274 below 10^5, the last at 82,860', () => {
		table.extend(100_000);
		expect(rareHeaps(table.values, 232).map(h => [h, table.values[h]])).toEqual(publishedRare);
		const heaps = rareHeaps(table.values, 100_000);
		expect(heaps.length).toBe(1274);
		expect(table.rareHeapsBelow()).toBe(1274);
		expect(heaps.at(-1)).toBe(82_860);
	});

	// About 10 s of work on a loaded machine: in the full run only.
	it.runIf(fullRun)(
		'below 10^6: 1,274 heaps with a rare value, the largest value 231, first at heap 763,622',
		() => {
			const table = new GrundyValues();
			table.extend(1_000_000);
			expect(rareHeaps(table.values, 1_000_000).length).toBe(1274);
			let largest = 0;
			let at = 0;
			for (let h = 0; h < 1_000_000; h++) {
				if (table.values[h]! > largest) {
					largest = table.values[h]!;
					at = h;
				}
			}
			expect([largest, at]).toEqual([231, 763_622]);
		},
		120_000,
	);
});
