/**
 * Exhaustive checks that take minutes run whole only in the full run
 * (`npm run test:full`, which CI runs too); `npm test` checks a sample of
 * them, drawn by a fixed seed so that it is the same sample every time.
 */

/** True in the full run (`npm run test:full`). */
export const fullRun = process.env['GAME_ARCADE_FULL_TESTS'] === '1';

/** A small fixed-seed generator (mulberry32): the same sample on every machine. */
function generator(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/**
 * All of `items` in the full run; otherwise `count` of them drawn without
 * repeats by `seed`, kept in their order.
 */
export function sampled<T>(items: readonly T[], count: number, seed: number): T[] {
	if (fullRun || count >= items.length) return [...items];
	const random = generator(seed);
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
