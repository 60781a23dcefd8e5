/**
 * Tables of values grown on demand (subtraction games, octal games, Grundy's
 * game): room for n values, doubling each time so growing to n costs O(n)
 * copies in all, never past the table's bound.
 */

/** `values` (holding `length` values) with room for at least n of them. */
export function withRoom(values: Uint32Array<ArrayBuffer>, length: number, n: number, bound: number): Uint32Array<ArrayBuffer> {
	if (n <= values.length) return values;
	const bigger = new Uint32Array(Math.min(Math.max(n, values.length * 2), bound));
	bigger.set(values.subarray(0, length));
	return bigger;
}
