/**
 * What the families of heaps share (heap games, take-and-break games):
 * positions of a list of heaps with the game's parameters.
 */
import type {Compact, JsonObject} from './types.js';

/** The parameters' part of a position key, computed once per parameters object (positions share theirs). */
export function paramsKeyer<Params>(toJSON: (params: Params) => JsonObject): (params: Params) => string {
	const keys = new WeakMap<object, string>();
	return params => {
		let key = keys.get(params as object);
		if (key === undefined) {
			key = JSON.stringify(toJSON(params));
			keys.set(params as object, key);
		}
		return key;
	};
}

/** The position without its empty heaps (no move, worth 0), so a search needs only the others; null when none is empty. */
export function withoutEmptyHeaps<Params, M extends {readonly heap: number}>(p: {
	readonly heaps: readonly bigint[];
	readonly params: Params;
}): Compact<{heaps: bigint[]; params: Params}, M> | null {
	const kept: number[] = [];
	for (let i = 0; i < p.heaps.length; i++) if (p.heaps[i]! > 0n) kept.push(i);
	if (kept.length === p.heaps.length) return null;
	return {position: {heaps: kept.map(i => p.heaps[i]!), params: p.params}, lift: m => ({...m, heap: kept[m.heap]!})};
}

/** The product of `factor(h)` over the heaps, stopping once past 2^40 (a size that only orders searches). */
export function boundedProduct(heaps: readonly bigint[], factor: (h: bigint) => bigint): bigint {
	let size = 1n;
	for (const h of heaps) {
		size *= factor(h);
		if (size > 1n << 40n) break;
	}
	return size;
}
