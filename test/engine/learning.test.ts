import {describe, expect, it} from 'vitest';
import {heapValues, heapPairText, nimSumText, nonEmptyHeaps} from '../../source/engine/learning.js';

describe('the words games give the coach', () => {
	it.each([
		[[2n, 4n, 5n], 3n, '2 ⊕ 4 ⊕ 5 = 3'],
		[[6n], 6n, '6'],
		[[1n, 2n, 3n, 4n, 5n], 1n, '1 ⊕ 2 ⊕ 3 ⊕ 4 ⊕ 5 = 1'],
		[[1n, 2n, 3n, 4n, 5n, 6n], 7n, '7'],
		[[123456789012n, 123456789013n, 123456789014n], 123456789015n, '123456789015'],
	])('writes the nim-sum of %s as %s', (values, total, text) => {
		expect(nimSumText(values, total)).toBe(text);
	});

	it('writes a pair of heaps', () => {
		expect(heapPairText([3n, 5n])).toBe('(3, 5)');
	});

	it('values the non-empty heaps one by one, or gives up where one has no value', () => {
		const p = {heaps: [3n, 0n, 7n], cap: 2n};
		expect(heapValues(p, q => q.heaps[0]! % (q.cap + 1n))).toEqual([0n, 1n]);
		expect(heapValues(p, q => (q.heaps[0] === 7n ? null : 1n))).toBeNull();
		expect(heapValues({heaps: [0n, 0n]}, () => 1n)).toEqual([]);
	});

	it('counts the heaps with a token', () => {
		expect(nonEmptyHeaps({heaps: [0n, 4n, 0n, 1n]})).toBe(2);
		expect(nonEmptyHeaps({heaps: []})).toBe(0);
	});
});
