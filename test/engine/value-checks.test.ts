/**
 * Checks of a stored table against the rules (value-checks.ts): every true
 * value passes, and a value changed anywhere fails at the first heap it
 * changes, whatever the mask makes of it (Grundy's game, codes that split,
 * codes that do not); values past what a heap's options allow are named.
 */
import {describe, expect, it} from 'vitest';
import {GrundyValues} from '../../source/engine/grundy-values.js';
import {OctalSparse} from '../../source/engine/octal-sparse.js';
import {implausible, optionCount, TableCheck, type HeapRules} from '../../source/engine/value-checks.js';
import {seeded} from '../../source/engine/random.js';

function grundyValues(n: number): Uint32Array {
	const g = new GrundyValues();
	g.extend(n);
	return Uint32Array.from(g.values.subarray(0, n));
}

function octalValues(digits: readonly number[], n: number): Uint32Array {
	const sparse = new OctalSparse(digits);
	sparse.extend(n);
	return Uint32Array.from(sparse.values.subarray(0, n));
}

const cases: [string, HeapRules, Uint32Array][] = [
	["Grundy's game", {kind: 'grundy'}, grundyValues(4000)],
	['0.16', {kind: 'octal', digits: [1, 6]}, octalValues([1, 6], 4000)],
	['.127', {kind: 'octal', digits: [1, 2, 7]}, octalValues([1, 2, 7], 3000)],
	['0.137', {kind: 'octal', digits: [1, 3, 7]}, octalValues([1, 3, 7], 3000)],
	['0.6 (Kayles-like, no sparse mask)', {kind: 'octal', digits: [6]}, octalValues([6], 2000)],
	['0.77 (Kayles)', {kind: 'octal', digits: [7, 7]}, octalValues([7, 7], 2000)],
	['0.33 (no splits)', {kind: 'octal', digits: [3, 3]}, octalValues([3, 3], 500)],
];

describe('a stored table checked against the rules', () => {
	it.each(cases)('%s: every true value is the mex of its options', (_name, rules, values) => {
		const check = new TableCheck(values, values.length, rules);
		for (let h = 0; h < values.length; h++) expect(check.mexAt(h), `heap ${h}`).toBe(values[h]);
		expect(implausible(values, values.length, rules)).toBeNull();
	});

	it.each(cases)('%s: a value changed is caught at the heap changed (fixed-seed sample)', (_name, rules, truth) => {
		const rng = seeded(21);
		for (let trial = 0; trial < 40; trial++) {
			const values = truth.slice();
			const h = 3 + Math.floor(rng() * (values.length - 3));
			values[h] = (values[h]! + 1 + Math.floor(rng() * 3)) % Math.max(2, optionCount(rules, h) + 1);
			if (values[h] === truth[h]) continue;
			const check = new TableCheck(values, values.length, rules);
			expect(check.holds(h), `heap ${h}`).toBe(false);
			// Heaps below it do not read it: they still pass.
			expect(check.holds(h - 1)).toBe(true);
		}
	});

	it('a value above its heap’s options is named before anything is sized by it', () => {
		const values = grundyValues(100);
		values[50] = 2 ** 31;
		expect(implausible(values, 100, {kind: 'grundy'})).toMatch(/G\(50\) = 2147483648, more than a heap of 50 has options/);
		const octal = octalValues([1, 6], 100);
		octal[7] = 1000;
		expect(implausible(octal, 100, {kind: 'octal', digits: [1, 6]})).toMatch(/G\(7\) = 1000/);
	});
});
