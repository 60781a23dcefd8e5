/** Exact integer helpers: the theory never touches floating point. */

/** ⌊√n⌋ for n ≥ 0, by Newton's method on integers. */
export function isqrt(n: bigint): bigint {
	if (n < 0n) throw new RangeError('isqrt of a negative number');
	if (n < 2n) return n;
	// Start above the root: 2^ceil(bits/2).
	let x = 1n << BigInt((bitLength(n) + 1) >> 1);
	for (;;) {
		const y = (x + n / x) >> 1n;
		if (y >= x) return x;
		x = y;
	}
}

/** Number of bits in n ≥ 0 (0 for 0). */
export function bitLength(n: bigint): number {
	if (n === 0n) return 0;
	// toString(16) is linear and exact for any size.
	const hex = n.toString(16);
	return (hex.length - 1) * 4 + (32 - Math.clz32(Number.parseInt(hex[0]!, 16)));
}

/** The highest set bit of n > 0, as a power of two. */
export function topBit(n: bigint): bigint {
	return n === 0n ? 0n : 1n << BigInt(bitLength(n) - 1);
}

export function minBig(a: bigint, b: bigint): bigint {
	return a < b ? a : b;
}

/** Binary digits of n, left-padded to `width`. */
export function binary(n: bigint, width = 0): string {
	return n.toString(2).padStart(width, '0');
}
