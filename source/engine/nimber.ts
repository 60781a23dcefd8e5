/** Nim arithmetic: the nim-sum (XOR). The mex lives in values.ts, the nim product in nimproduct.ts. */

/** The nim-sum of the values: their bitwise XOR. */
export function nimSum(values: Iterable<bigint>): bigint {
	let s = 0n;
	for (const v of values) s ^= v;
	return s;
}
