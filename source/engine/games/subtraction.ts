/**
 * Subtraction games: heaps of tokens; a move takes s tokens from one heap,
 * s in a fixed finite set S. A heap of n is worth g(n) = mex{g(n−s) : s ∈ S,
 * s ≤ n}; the position is worth the nim-sum.
 *
 * Any heap size, by periodicity (Golomb 1966): for n ≥ m = max(S) every
 * s ∈ S is available, so g(n) is a function of the previous m values. Once a
 * window of m consecutive values repeats, the sequence repeats from there on:
 * g(i) = g(i+p) for all i ≥ s. The period is detected by hashing windows
 * (checked element by element), never by tabulating up to the heap.
 * Examples: S = {2,3,7} has period 5 (0 0 1 1 2); S = {1..m} gives n mod (m+1).
 * Sources: Winning Ways ch. 4; the theory sheet.
 */
import {InputError, LimitError, type Theory} from '../types.js';
import {intToJson, join, readArray, readInt} from '../input.js';
import {defineHeapGame, type HeapPosition} from '../heaps.js';
import {limits} from '../limits.js';
import {randInt} from '../random.js';

export interface SubtractionParams {
	/** The allowed takes, ascending, distinct. */
	readonly set: readonly bigint[];
}

export type SubtractionPosition = HeapPosition<SubtractionParams>;

/** A Grundy sequence proven periodic: g(i) = g(i + period) for all i ≥ start. */
export interface Periodic {
	readonly values: Uint32Array;
	readonly start: number;
	readonly period: number;
}

/** Longest table tried before giving up on finding the period. */
const maxTable = 4_000_000;

const cache = new Map<string, Periodic>();

/** The Grundy sequence of S with its proven pre-period and period. */
export function periodicity(set: readonly bigint[]): Periodic {
	const id = set.join(',');
	const known = cache.get(id);
	if (known) return known;
	const takes = set.map(Number);
	const m = takes[takes.length - 1]!;
	let values = new Uint32Array(Math.max(1024, 4 * m));
	const seen = new Uint8Array(takes.length + 2);
	// Windows [i-m+1, i] for i ≥ m-1, keyed by a polynomial hash; verified on a hit.
	const windows = new Map<number, number[]>();
	const B = 1_000_003;
	const M = 2_147_483_647;
	let power = 1; // B^(m-1) mod M, to roll the hash.
	for (let i = 1; i < m; i++) power = Number((BigInt(power) * BigInt(B)) % BigInt(M));
	let hash = 0;
	const mulMod = (a: number, b: number) => Number((BigInt(a) * BigInt(b)) % BigInt(M));
	for (let n = 0; ; n++) {
		if (n >= values.length) {
			if (values.length >= maxTable) {
				throw new LimitError(`set: no period of the Grundy sequence within ${maxTable} values`);
			}
			const bigger = new Uint32Array(Math.min(values.length * 2, maxTable));
			bigger.set(values);
			values = bigger;
		}
		seen.fill(0);
		for (const s of takes) {
			if (s > n) break;
			const g = values[n - s]!;
			if (g < seen.length) seen[g] = 1;
		}
		let g = 0;
		while (seen[g]) g++;
		values[n] = g;
		// Roll the hash of the window ending at n.
		if (n >= m) hash = (hash - mulMod(values[n - m]! + 1, power) + M) % M;
		hash = (mulMod(hash, B) + g + 1) % M;
		if (n < m - 1) continue;
		const bucket = windows.get(hash);
		if (bucket) {
			for (const earlier of bucket) {
				let same = true;
				for (let j = 0; j < m && same; j++) same = values[earlier - j] === values[n - j];
				if (same) {
					const result = {values: values.slice(0, n + 1), start: earlier - m + 1, period: n - earlier};
					if (cache.size > 64) cache.clear();
					cache.set(id, result);
					return result;
				}
			}
			bucket.push(n);
		} else {
			windows.set(hash, [n]);
		}
	}
}

/** g(n) for any n, from the periodic table. */
export function subtractionGrundy(n: bigint, set: readonly bigint[]): bigint {
	const {values, start, period} = periodicity(set);
	if (n < BigInt(values.length)) return BigInt(values[Number(n)]!);
	const index = BigInt(start) + ((n - BigInt(start)) % BigInt(period));
	return BigInt(values[Number(index)]!);
}

function parseSet(json: Parameters<typeof readArray>[0], path: string): bigint[] {
	const list = readArray(json, path, limits.maxSubtractionSetSize, 'positive integers');
	if (list.length === 0) throw new InputError(`${path} must hold at least one positive integer`);
	const values = list.map((item, i) => readInt(item, join(path, i), 1n, BigInt(limits.maxSubtractionElement), `a positive integer at most ${limits.maxSubtractionElement}`));
	return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const theory: Theory = {
	rule: 'Each heap is worth g(n) = mex{g(n − s) : s in S, s ≤ n}; the player to move loses exactly when the XOR of the heaps\' values is 0.',
	theorem: [
		'The Sprague-Grundy theorem. The mex of a set of numbers is the least non-negative integer not in it. A heap alone is worth the mex of its options\' values (a heap with no move is worth 0), and several heaps form a sum, worth the XOR of their values. From XOR 0 every move changes one value and leaves a non-zero XOR; from a non-zero XOR x, a heap whose value v has the top bit of x can move to value v XOR x < v, because by the mex every smaller value is an option.',
		'For a finite set the values are eventually periodic (Golomb): g(n) depends only on the previous max(S) values, so once a window of max(S) values repeats, the sequence repeats for ever, and any heap size is answered from one period. S = {1, ..., m} gives n mod (m + 1), Bash\'s game; S = {2, 3, 7} repeats 0 0 1 1 2 with period 5.',
	],
	sources: 'R. P. Sprague (1935); P. M. Grundy (1939); S. W. Golomb, "A mathematical investigation of games of take-away", J. Combinatorial Theory 1 (1966); Winning Ways, ch. 4.',
};

const game = defineHeapGame<SubtractionParams>({
	id: 'subtraction',
	name: 'Subtraction game',
	summary: 'take an amount from a set, e.g. {1,3,4}',
	rules: 'Several heaps of tokens and a set S of allowed takes. A move takes s tokens from a single heap, for some s in S. Whoever takes the last token wins.',
	params: [{key: 'set', flag: 'set', type: 'integers', required: true, min: 1n, description: 'the allowed takes, e.g. 1,3,4', label: 'Set S of allowed takes', placeholder: '1,3,4'}],
	example: '10 11',
	parseParams(json, path) {
		return {set: parseSet(json['set'], join(path, 'set'))};
	},
	paramsToJSON: p => ({set: p.set.map(intToJson)}),
	*takes(n, p) {
		for (const s of p.set) {
			if (s > n) break;
			yield s;
		}
	},
	takeCount: (n, p) => BigInt(p.set.filter(s => s <= n).length),
	whyIllegal: (_n, t, p) => (p.set.includes(t) ? null : `${t} is not in the set {${p.set.join(', ')}}`),
	heapGrundy: (n, p) => subtractionGrundy(n, p.set),
	takeToValue(n, v, p) {
		for (const s of p.set) {
			if (s > n) break;
			if (subtractionGrundy(n - s, p.set) === v) return s;
		}
		throw new Error(`subtraction: no take from ${n} reaches value ${v}`);
	},
	valueRule(p) {
		const {values, start, period} = periodicity(p.set);
		const shown = Array.from(values.slice(start, start + Math.min(period, 16)), String).join(' ');
		const pre = start === 0 ? '' : ` after ${start} irregular values`;
		return `With S = {${p.set.join(', ')}}, the heap values g(n) = mex of g(n − s) repeat with period ${period}${pre}: ${shown}${period > 16 ? ' ...' : ''}`;
	},
	examples: [
		{label: 'S = {1, 3, 4}: heaps 10 11', position: {game: 'subtraction', heaps: [10, 11], set: [1, 3, 4]}},
		{label: 'S = {2, 3, 7}: heaps 9 14 20', position: {game: 'subtraction', heaps: [9, 14, 20], set: [2, 3, 7]}},
		{label: 'S = {1, 2, 3}: heap 20 (Bash)', position: {game: 'subtraction', heaps: [20], set: [1, 2, 3]}},
		{label: 'S = {1, 4, 9, 16}: heaps 30 40', position: {game: 'subtraction', heaps: [30, 40], set: [1, 4, 9, 16]}},
	],
	randomParams(rng) {
		const sets = [[1, 3, 4], [2, 3, 7], [1, 2, 5], [1, 4, 9, 16], [2, 5, 6]];
		return {set: sets[randInt(rng, 0, sets.length - 1)]!.map(BigInt)};
	},
});

export const subtraction = {...game, theory};
