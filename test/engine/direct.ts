/** Grundy values by the definition, tabulated directly (the oracle the engine's tables are checked against). */

/** G(n) of the subtraction game with takes `set`, for n = 0 .. length − 1. */
export function subtractionDirect(set: readonly number[], length: number): number[] {
	const g: number[] = [];
	for (let n = 0; n < length; n++) {
		const seen = new Set(set.filter(s => s <= n).map(s => g[n - s]));
		let m = 0;
		while (seen.has(m)) m++;
		g.push(m);
	}
	return g;
}
