/** Seeded randomness for positions, trainers and tests. */
import type {Rng} from './types.js';

/** mulberry32: a small, fast, seeded generator. */
export function seeded(seed: number): Rng {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** A uniform integer in [lo, hi]. */
export function randInt(rng: Rng, lo: number, hi: number): number {
	return lo + Math.floor(rng() * (hi - lo + 1));
}

/** A uniform bigint in [0, n). */
export function randBig(rng: Rng, n: bigint): bigint {
	if (n <= 0n) return 0n;
	if (n <= 2n ** 48n) return BigInt(Math.floor(rng() * Number(n)));
	let r = 0n;
	for (let bits = 0; 1n << BigInt(bits) < n * 2n ** 16n; bits += 32) r = (r << 32n) | BigInt(Math.floor(rng() * 2 ** 32));
	return r % n;
}
