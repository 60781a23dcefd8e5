/** Heaps' options written plainly from the rules, for the misère searches' and quotients' tests. */
import type {HeapOptions} from '../../source/engine/misere-heaps.js';

/** An octal game's options from its digits (take t: bit 1 all, bit 2 one heap left, bit 4 two heaps left). */
export function octal(digits: readonly number[]): HeapOptions {
	return n => {
		const options: number[][] = [];
		digits.forEach((d, i) => {
			const m = n - (i + 1);
			if (m === 0 && d & 1) options.push([]);
			if (m >= 1 && d & 2) options.push([m]);
			if (m >= 2 && d & 4) for (let a = 1; 2 * a <= m; a++) options.push([a, m - a]);
		});
		return options;
	};
}

/** Grundy's game: a heap splits into two unequal heaps. */
export const grundysGame: HeapOptions = n => {
	const options: number[][] = [];
	for (let a = 1; 2 * a < n; a++) options.push([a, n - a]);
	return options;
};
