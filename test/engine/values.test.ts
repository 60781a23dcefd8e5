/**
 * The value engine against plain definitions: the mex against a naive one,
 * and the period finder against a direct scan of a long table (the least
 * period, from its least start), on random subtraction sets and octal codes,
 * long preperiods included. Every table here is built by the definition
 * with plain arrays, not by the engine.
 */
import {describe, expect, it} from 'vitest';
import {findPeriod, Marks, mex, mexOfBits, tabulate, type PeriodRule} from '../../source/engine/values.js';
import {periodicity} from '../../source/engine/games/subtraction.js';
import {octalTable} from '../../source/engine/breaking-values.js';
import {randInt, seeded} from '../../source/engine/random.js';

function naiveMex(values: readonly number[]): number {
	let m = 0;
	while (values.includes(m)) m++;
	return m;
}

/** G(0 .. length − 1) of the subtraction game with takes `set`. */
function subtractionValues(set: readonly number[], length: number): Uint32Array {
	const g = new Uint32Array(length);
	for (let n = 0; n < length; n++) g[n] = naiveMex(set.filter(s => s <= n).map(s => g[n - s]!));
	return g;
}

/** G(0 .. length − 1) of the octal game with digits d1..dt. */
function octalValues(digits: readonly number[], length: number): Uint32Array {
	const g = new Uint32Array(length);
	const seen = new Set<number>();
	for (let n = 0; n < length; n++) {
		seen.clear();
		digits.forEach((d, i) => {
			const m = n - (i + 1);
			if (m < 0) return;
			if (d & 1 && m === 0) seen.add(0);
			if (d & 2 && m >= 1) seen.add(g[m]!);
			if (d & 4) for (let a = 1; a <= m - a; a++) seen.add(g[a]! ^ g[m - a]!);
		});
		let v = 0;
		while (seen.has(v)) v++;
		g[n] = v;
	}
	return g;
}

/**
 * The least period of a long table by direct scan, from its least start: for
 * p = 1, 2, ... the start is one past the last n with g(n + p) ≠ g(n); the
 * first p that then holds over the last `room` values and three periods is
 * taken (null when none does).
 */
function directPeriod(g: Uint32Array, room: number): {start: number; period: number} | null {
	for (let p = 1; p < g.length; p++) {
		let n = g.length - 1 - p;
		while (n >= 0 && g[n + p] === g[n]) n--;
		const start = n + 1;
		if (start + 3 * p + room <= g.length) return {start, period: p};
	}
	return null;
}

/** The values the rule needs to prove a period from `start`: Golomb e + p + m, the octal theorem 2e + 2p + t + 1. */
function needed(rule: PeriodRule, start: number, period: number): number {
	return rule.kind === 'golomb' ? start + period + rule.memory : 2 * start + 2 * period + rule.take + 1;
}

/**
 * The finder on prefixes of a table whose period is known: nothing proven one
 * value short of what the theorem needs, the least period from its least start
 * from there on, with the window the theorem names.
 */
function checkFinder(g: Uint32Array, rule: PeriodRule, want: {start: number; period: number}, label: string): void {
	const length = needed(rule, want.start, want.period);
	expect(length, label).toBeLessThanOrEqual(g.length);
	expect(findPeriod(g, length - 1, rule), label).toBeNull();
	for (const at of [length, Math.min(g.length, length + 1 + (want.period >> 1)), g.length]) {
		const found = findPeriod(g, at, rule);
		expect(found && {start: found.start, period: found.period}, `${label} at ${at}`).toEqual(want);
		const window =
			rule.kind === 'golomb' ? {from: want.start, to: want.start + rule.memory - 1} : {from: want.start, to: 2 * want.start + want.period + rule.take};
		expect(found!.proof, label).toEqual({...rule, window});
		for (let n = window.from; n <= window.to; n++) expect(g[n + want.period], `${label} n=${n}`).toBe(g[n]);
	}
}

describe('the mex', () => {
	it('is the least value missing, as a naive scan finds it, for random lists (marks reused and grown, marked one by one or straight into reserved bits)', () => {
		const rng = seeded(20);
		const marks = new Marks();
		for (let trial = 0; trial < 2000; trial++) {
			const top = [3, 40, 300, 5000][trial % 4]!;
			const values = Array.from({length: randInt(rng, 0, 80)}, () => randInt(rng, 0, top));
			// Runs of 0, 1, 2, ... make the mex large.
			if (trial % 3 === 0) for (let v = 0; v < randInt(rng, 0, 200); v++) values.push(v);
			const want = naiveMex(values);
			if (trial % 2 === 0) for (const v of values) marks.mark(v);
			else {
				// Straight into the reserved bits, as the hot loops mark.
				const bits = marks.reserve(Math.max(top, 200) + 1);
				for (const v of values) bits[v >>> 5]! |= 1 << (v & 31);
			}
			expect(marks.mex(), `${values}`).toBe(want);
			marks.clear();
			expect(mex(values.map(BigInt))).toBe(BigInt(want));
		}
		expect(marks.mex()).toBe(0);
		expect(mex([])).toBe(0n);
	});

	it('of three sets of bits is the mex of their union', () => {
		const rng = seeded(21);
		for (let trial = 0; trial < 500; trial++) {
			const words = 8;
			const sets = [0, 1, 2].map(() => {
				const list = Array.from({length: randInt(rng, 0, 150)}, () => randInt(rng, 0, 32 * (words - 1) - 1));
				if (trial % 2 === 0) for (let v = 0; v < randInt(rng, 0, 100); v++) list.push(v);
				return list;
			});
			const bits = new Uint32Array(3 * words + 5);
			const offsets = [5, 5 + words, 5 + 2 * words] as const;
			sets.forEach((list, i) => {
				for (const v of list) bits[offsets[i]! + (v >>> 5)]! |= 1 << (v & 31);
			});
			expect(mexOfBits(bits, offsets[0], bits, offsets[1], bits, offsets[2])).toBe(naiveMex(sets.flat()));
			expect(mexOfBits(bits, offsets[1], bits, offsets[1], bits, offsets[1])).toBe(naiveMex(sets[1]!));
		}
	});

	it('tabulates from options, along an order, or keeping the options of the step before', () => {
		const set = [2, 3, 7];
		const g = new Uint32Array(60);
		tabulate(g, 0, 60, (n, marks) => {
			for (const s of set) if (s <= n) marks.mark(g[n - s]!);
		});
		expect(Array.from(g)).toEqual(Array.from(subtractionValues(set, 60)));
		// A chain 0 → 1 → ... → 9 valued from its end (each position's only option is the next).
		const chain = new Uint32Array(10);
		const order = Array.from({length: 10}, (_, i) => 9 - i);
		tabulate(chain, 0, 10, (v, marks) => (v < 9 ? marks.mark(chain[v + 1]!) : undefined), {order});
		expect(Array.from(chain)).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1, 0]);
		// Nim heap c as cumulative options: cap c reaches every value below c.
		const nim = new Uint32Array(20);
		tabulate(nim, 1, 20, (c, marks) => marks.mark(c - 1), {cumulative: true});
		expect(Array.from(nim)).toEqual(Array.from({length: 20}, (_, c) => c));
	});
});

describe('the period finder', () => {
	it('finds the least divisor of a repetition and the least start', () => {
		const g = Uint32Array.from([5, 1, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2]);
		expect(findPeriod(g, g.length, {kind: 'golomb', memory: 2})).toMatchObject({start: 2, period: 2});
		expect(findPeriod(g, g.length, {kind: 'octal', take: 1})).toMatchObject({start: 2, period: 2});
		expect(findPeriod(g, 5, {kind: 'golomb', memory: 2})).toBeNull();
	});

	it('agrees with a direct scan on random subtraction sets, and the engine with both', () => {
		const rng = seeded(22);
		let checked = 0;
		for (let trial = 0; trial < 150; trial++) {
			const size = randInt(rng, 1, 5);
			const set = [...new Set(Array.from({length: size}, () => randInt(rng, 1, 30)))].sort((a, b) => a - b);
			const m = set[set.length - 1]!;
			const g = subtractionValues(set, 3000);
			const want = directPeriod(g, 2 * m);
			if (want === null) continue;
			checked++;
			checkFinder(g, {kind: 'golomb', memory: m}, want, `S = {${set}}`);
			const engine = periodicity(set.map(BigInt));
			expect({start: engine.start, period: engine.period}, `S = {${set}}`).toEqual(want);
		}
		expect(checked).toBeGreaterThan(140);
	});

	it('agrees with a direct scan on the subtraction sets with the longest preperiods among 3000 drawn', () => {
		// A search with a fixed seed: three takes up to 40, kept by how late their period starts against max(S).
		const rng = seeded(23);
		const found: {set: number[]; g: Uint32Array; want: {start: number; period: number}}[] = [];
		for (let trial = 0; trial < 3000; trial++) {
			const set = [...new Set(Array.from({length: 3}, () => randInt(rng, 1, 40)))].sort((a, b) => a - b);
			const g = subtractionValues(set, 1500);
			const want = directPeriod(g, 2 * set[set.length - 1]!);
			if (want !== null) found.push({set, g, want});
		}
		found.sort((a, b) => b.want.start / b.set[b.set.length - 1]! - a.want.start / a.set[a.set.length - 1]!);
		const longest = found.slice(0, 12);
		// Periods that start well past max(S): the window that proves them is far from the first one.
		expect(longest[0]!.want.start).toBeGreaterThan(2 * longest[0]!.set[longest[0]!.set.length - 1]!);
		for (const {set, g, want} of longest) {
			const label = `S = {${set}} (period ${want.period} from ${want.start})`;
			checkFinder(g, {kind: 'golomb', memory: set[set.length - 1]!}, want, label);
			const engine = periodicity(set.map(BigInt));
			expect({start: engine.start, period: engine.period}, label).toEqual(want);
		}
	});

	it('agrees with a direct scan on random octal codes (t ≤ 3, some splitting), and the engine with both', () => {
		const rng = seeded(24);
		let checked = 0;
		for (let trial = 0; trial < 80; trial++) {
			const t = randInt(rng, 1, 3);
			const digits = Array.from({length: t}, (_, i) => randInt(rng, i === t - 1 ? 1 : 0, trial % 2 === 0 ? 3 : 7));
			const g = octalValues(digits, 1200);
			const want = directPeriod(g, 200);
			const label = `0.${digits.join('')}`;
			if (want === null) continue;
			checked++;
			checkFinder(g, {kind: 'octal', take: t}, want, label);
			expect(octalTable(digits).period(), label).toEqual(want);
		}
		expect(checked).toBeGreaterThan(60);
	});

	it.each([
		// Late starts (Winning Ways; Flammenkamp's tables; OEIS A071435, A071434, A071452: the last exception plus one).
		['0.07', 53, 34],
		['0.137', 52, 34],
		['0.177', 497, 20],
		['0.1377', 141, 24],
		['0.11377', 187, 32],
	])('finds the late period of %s (from %i, period %i) as a direct scan does', (code, start, period) => {
		const digits = [...code.slice(2)].map(Number);
		const g = octalValues(digits, 1600);
		expect(directPeriod(g, 200)).toEqual({start, period});
		checkFinder(g, {kind: 'octal', take: digits.length}, {start, period}, code);
		expect(octalTable(digits).period()).toEqual({start, period});
	});
});
