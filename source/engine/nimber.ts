/** Nim arithmetic: mex and the nim-sum (XOR). The nim product lives in nimproduct.ts. */

/** The minimum excludant: the least non-negative integer not in `values`. */
export function mex(values: Iterable<bigint>): bigint {
	const seen = new Set<bigint>();
	for (const v of values) seen.add(v);
	let m = 0n;
	while (seen.has(m)) m++;
	return m;
}

/** The nim-sum of the values: their bitwise XOR. */
export function nimSum(values: Iterable<bigint>): bigint {
	let s = 0n;
	for (const v of values) s ^= v;
	return s;
}
