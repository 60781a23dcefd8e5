/**
 * Exhaustive checks that take minutes run whole only in the full run
 * (`npm run test:full`, which CI runs too); `npm test` checks a sample of
 * them, drawn by a fixed seed so that it is the same sample every time.
 */
import {seeded} from '../source/engine/random.js';

/** True in the full run (`npm run test:full`). */
export const fullRun = process.env['GAME_ARCADE_FULL_TESTS'] === '1';

/**
 * All of `items` in the full run; otherwise `count` of them drawn without
 * repeats by `seed`, kept in their order.
 */
export function sampled<T>(items: readonly T[], count: number, seed: number): T[] {
	if (fullRun || count >= items.length) return [...items];
	const random = seeded(seed);
	const indices = items.map((_, i) => i);
	for (let i = indices.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[indices[i], indices[j]] = [indices[j]!, indices[i]!];
	}
	return indices
		.slice(0, count)
		.sort((a, b) => a - b)
		.map(i => items[i]!);
}
