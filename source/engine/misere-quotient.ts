/**
 * Misère quotients of take-and-break games (Plambeck and Siegel, "Misère
 * quotients for impartial games", JCTA 115, 2008; Plambeck, "Taming the wild
 * in impartial combinatorial games", 2005), computed from the rules for the
 * heaps 1..N: a finite commutative monoid Q (its elements and multiplication
 * table), its P-portion, and the image in Q of each heap size. A position (a
 * multiset of heaps) maps to the product of its heaps' images, and it is a
 * misère P-position exactly when that product lies in the P-portion; two
 * positions with the same image win or lose alike in any sum with the others.
 *
 * How it is found, heap by heap, as Siegel's MisereSolver does: the quotient
 * for heaps 1..n−1 is extended to heap n by giving n the image of an element
 * it already has (the common case: the quotient does not change), or else by
 * a trial monoid, the old quotient times a cyclic monoid for the new heap,
 * whose P-portion is marked by the mex rule in order of tokens; where the
 * trial fails, the heaps of the first position it gets wrong are given
 * cyclic parts of their own (a recalibration), and the result is reduced
 * (elements that no position tells apart are merged, Moore's refinement).
 *
 * Why it is exact, whatever the way it was found: every extension is
 * certified before it is kept. The certificate walks every state a position
 * can have, the pair (x, T) of its image x and the set T of its options'
 * images (adding a heap h with image g and option images O_h turns (x, T)
 * into (xg, Tg ∪ xO_h)); there are finitely many. A position is a misère
 * P-position iff it has a move and every option is an N-position, so if
 * every reachable state has x in the P-portion exactly when T is non-empty
 * and misses the P-portion, then, by induction on the position, each position
 * is a P-position exactly when its image is in the P-portion. The same walk
 * over a true quotient always passes, so nothing correct is refused.
 *
 * When the quotient outgrows its bounds (elements, states of the walk, or
 * work), it stops at the last heap certified and says why; positions with a
 * larger heap are left to the search (misere-heaps.ts).
 */
import type {HeapOptions} from './misere-heaps.js';
import type {Outcome, QuotientReading} from './types.js';
import {englishLines, type Reason, type ReasonLine} from './reasons.js';

/** How far a quotient is computed: the heap bound N and the budgets that stop it sooner. */
export interface QuotientBounds {
	/** The largest heap the quotient is computed for. */
	readonly maxHeap: number;
	/** Elements a quotient (or a trial monoid, before reduction) may have. */
	readonly maxElements: number;
	/** States one certificate walk may meet. */
	readonly maxStates: number;
	/** Work units (elements multiplied while walking) for the whole computation. */
	readonly maxWork: number;
}

/**
 * The default bounds: heaps up to 48, a quotient of at most 1,024 elements,
 * walks of at most 40,000 states and 6·10^6 units of work (at most half of
 * it for one heap, Kayles' costliest taking 2.7·10^6). The work bound is
 * what stops the codes whose quotients keep growing (0.07 at heap 24, 0.137
 * at 23, Grundy's game at 12), after about half a second here; Kayles reaches
 * 48 within it, 0.123 and 0.75 with room to spare (BENCHMARKS.md). Counted in
 * work, not time, so a rule's quotient is the same on every machine.
 */
export const quotientBounds: QuotientBounds = {maxHeap: 48, maxElements: 1024, maxStates: 40_000, maxWork: 6_000_000};

/** The plain form of a quotient: what a cache keeps, and what `MisereQuotient.fromJSON` reads back. */
export interface QuotientForm {
	/** The quotient holds for every position whose heaps are at most this. */
	readonly bound: number;
	/** Elements, numbered 0..size−1; 0 is the identity (the empty position). */
	readonly size: number;
	/** The multiplication table, row by row: table[a·size + b] = a·b. */
	readonly table: readonly number[];
	/** The elements of the P-portion, ascending. */
	readonly pPortion: readonly number[];
	/** The image of each heap size 0..bound (heaps with no move are the identity). */
	readonly heaps: readonly number[];
}

/** A finite commutative monoid given by its table; element 0 is the identity. */
interface Table {
	readonly size: number;
	readonly table: Int32Array;
}

/** A product of monoids given by tables, its elements coded in mixed radix. */
class Product {
	readonly weights: number[] = [];
	readonly space: number;
	constructor(readonly parts: readonly Table[]) {
		let w = 1;
		for (const part of parts) {
			this.weights.push(w);
			w *= part.size;
		}
		this.space = w;
	}

	mul(a: number, b: number): number {
		let out = 0;
		for (let i = this.parts.length - 1; i >= 0; i--) {
			const part = this.parts[i]!;
			const w = this.weights[i]!;
			const ai = Math.floor(a / w) % part.size;
			const bi = Math.floor(b / w) % part.size;
			out += part.table[ai * part.size + bi]! * w;
		}
		return out;
	}
}

/** The cyclic monoid 1, a, …, a^(index+period−1) with a^(index+period) = a^index. */
function cyclic(index: number, period: number): Table {
	const size = index + period;
	const table = new Int32Array(size * size);
	for (let i = 0; i < size; i++) {
		for (let j = 0; j < size; j++) {
			const k = i + j;
			table[i * size + j] = k < size ? k : index + ((k - index) % period);
		}
	}
	return {size, table};
}

/** Work past the budget, or a walk past its states. */
class OverBudget extends Error {}

/** What a walk reports: the P-marks it made, and the first position (fewest tokens) it found inconsistent. */
interface Walk {
	readonly marks: Map<number, boolean>;
	readonly failure: {readonly word: readonly number[]; readonly shouldBeP: boolean} | null;
}

interface Rules {
	/** Live heaps (with a move) among 1..n. */
	readonly live: readonly number[];
	/** Each heap's options, as lists of heap sizes (none, one or two). */
	readonly options: readonly (readonly (readonly number[])[])[];
}

/** A set of states (x, T), T a bitset of elements, with an index by key. */
class States {
	readonly xs: number[] = [];
	readonly ts: Uint32Array[] = [];
	readonly index = new Map<string, number>();

	constructor(readonly words: number) {
		this.add(0, new Uint32Array(words));
	}

	has(key: string): boolean {
		return this.index.has(key);
	}

	add(x: number, t: Uint32Array, key = stateKey(x, t)): void {
		if (this.index.has(key)) return;
		this.index.set(key, this.xs.length);
		this.xs.push(x);
		this.ts.push(t);
	}
}

function stateKey(x: number, t: Uint32Array): string {
	return `${x}:${t.join(',')}`;
}

/** The members of a bitset, ascending. */
function members(t: Uint32Array): number[] {
	const out: number[] = [];
	for (let w = 0; w < t.length; w++) for (let bits = t[w]!; bits !== 0; bits &= bits - 1) out.push(w * 32 + 31 - Math.clz32(bits & -bits));
	return out;
}

/** The sorted distinct values of a list (typed arrays sort numerically, and fast). */
function distinct(values: Int32Array): Int32Array {
	values.sort();
	let n = 0;
	for (let i = 0; i < values.length; i++) if (i === 0 || values[i] !== values[i - 1]) values[n++] = values[i]!;
	return n === values.length ? values : values.slice(0, n);
}

/**
 * The computation's budget, shared by its walks. One heap may take at most
 * half of it: the heap where a quotient starts to outgrow every bound is
 * given up sooner, and the work spent on it is mostly wasted.
 */
class Budget {
	work = 0;
	private stepStart = 0;
	constructor(readonly bounds: QuotientBounds) {}
	startStep(): void {
		this.stepStart = this.work;
	}
	spend(units: number): void {
		this.work += units;
		if (this.work > this.bounds.maxWork || 2 * (this.work - this.stepStart) > this.bounds.maxWork) throw new OverBudget('work');
	}
}

/**
 * A monoid with the images of heaps 1..n (index by heap; dead heaps and 0 are
 * the identity 0) and each heap's option images.
 */
interface Images {
	readonly mul: (a: number, b: number) => number;
	readonly heaps: readonly number[];
}

function optionImages(images: Images, rules: Rules, h: number): Int32Array {
	const list = rules.options[h]!;
	const out = new Int32Array(list.length);
	list.forEach((option, i) => {
		let x = 0;
		for (const part of option) x = images.mul(x, images.heaps[part]!);
		out[i] = x;
	});
	return distinct(out);
}

/**
 * Walks every state of the positions of heaps `rules.live` (up to n), in
 * order of tokens, marking each element P or not by the mex rule the first
 * time it is met (its options have fewer tokens, so theirs are marked), and
 * reports the first state whose mark disagrees with its options. Option sets
 * are bitsets here: the trial monoids are small, their option sets large.
 */
function markingWalk(trial: Trial, rules: Rules, budget: Budget): Walk {
	const {size, table} = trial.table;
	const words = Math.ceil(size / 32);
	const mul = explicitMul(trial.table);
	const options = new Map<number, Int32Array>();
	for (const h of rules.live) options.set(h, optionImages({mul, heaps: trial.heaps}, rules, h));
	const xs: number[] = [0];
	const ts: Uint32Array[] = [new Uint32Array(words)];
	const parent: number[] = [-1];
	const via: number[] = [0];
	const index = new Map<string, number>([[`0:${ts[0]!.join(',')}`, 0]]);
	const dist: number[] = [0];
	const done: boolean[] = [false];
	const buckets: number[][] = [[0]];
	const marks = new Map<number, boolean>();
	const scratch = new Uint32Array(words);
	let failure: Walk['failure'] = null;
	const wordOf = (i: number): number[] => {
		const word: number[] = [];
		for (let s = i; s > 0; s = parent[s]!) word.push(via[s]!);
		return word.sort((a, b) => a - b);
	};
	for (let d = 0; d < buckets.length; d++) {
		const bucket = buckets[d] ?? [];
		for (let k = 0; k < bucket.length; k++) {
			const s = bucket[k]!;
			if (done[s] || dist[s] !== d) continue;
			done[s] = true;
			const x = xs[s]!;
			const t = ts[s]!;
			const inT = members(t);
			let shouldBeP = inT.length > 0;
			for (const y of inT) if (marks.get(y) !== false) shouldBeP = false;
			const mark = marks.get(x);
			if (mark === undefined) marks.set(x, shouldBeP);
			else if (mark !== shouldBeP && failure === null) failure = {word: wordOf(s), shouldBeP};
			for (const h of rules.live) {
				const g = trial.heaps[h]!;
				const o = options.get(h)!;
				// A bitset's key costs more than its members: a unit a word and more.
				budget.spend(inT.length + o.length + 8 * words);
				const t2 = scratch.fill(0);
				for (const y of inT) {
					const z = table[y * size + g]!;
					t2[z >> 5]! |= 1 << (z & 31);
				}
				for (const y of o) {
					const z = table[x * size + y]!;
					t2[z >> 5]! |= 1 << (z & 31);
				}
				const x2 = table[x * size + g]!;
				const key = `${x2}:${t2.join(',')}`;
				let s2 = index.get(key);
				if (s2 === undefined) {
					s2 = xs.length;
					index.set(key, s2);
					xs.push(x2);
					ts.push(t2.slice());
					parent.push(s);
					via.push(h);
					dist.push(d + h);
					done.push(false);
					if (xs.length > budget.bounds.maxStates) throw new OverBudget('states');
				} else if (done[s2] || dist[s2]! <= d + h) continue;
				else {
					dist[s2] = d + h;
					parent[s2] = s;
					via[s2] = h;
				}
				while (buckets.length <= d + h) buckets.push([]);
				buckets[d + h]!.push(s2);
			}
		}
	}
	return {marks, failure};
}

/** The elements generated by `gens` from the identity. */
function generated(mul: (a: number, b: number) => number, gens: readonly number[], limit: number): number[] {
	const seen = new Set<number>([0]);
	const list = [0];
	for (let i = 0; i < list.length; i++) {
		for (const g of gens) {
			const y = mul(list[i]!, g);
			if (!seen.has(y)) {
				seen.add(y);
				list.push(y);
				if (list.length > limit) throw new OverBudget('elements');
			}
		}
	}
	return list;
}

/**
 * The reduced monoid: the elements generated by the heaps' images, merged
 * where no product tells them apart (Moore's refinement: the coarsest
 * partition that keeps the P-portion and is kept by each generator).
 */
function reduce(
	images: Images,
	live: readonly number[],
	isP: (x: number) => boolean,
	bounds: QuotientBounds,
	budget: Budget,
): {table: Table; p: boolean[]; heaps: number[]} {
	const gens = [...new Set(live.map(h => images.heaps[h]!))];
	const elements = generated(images.mul, gens, bounds.maxElements * 16);
	const at = new Map<number, number>();
	for (const [i, x] of elements.entries()) at.set(x, i);
	const next = elements.map(x => gens.map(g => at.get(images.mul(x, g))!));
	budget.spend(elements.length * gens.length);
	let cls: number[] = elements.map(x => (isP(x) ? 1 : 0));
	let count = new Set(cls).size;
	for (;;) {
		const ids = new Map<string, number>();
		const refined = elements.map((_, i) => {
			const key = `${cls[i]}|${next[i]!.map(j => cls[j]).join(',')}`;
			let id = ids.get(key);
			if (id === undefined) {
				id = ids.size;
				ids.set(key, id);
			}
			return id;
		});
		budget.spend(elements.length * gens.length);
		const refinedCount = ids.size;
		cls = refined;
		if (refinedCount === count) break;
		count = refinedCount;
	}
	// Number the classes in the order their first element was generated: the identity is 0.
	const order = new Map<number, number>();
	const reps: number[] = [];
	elements.forEach((x, i) => {
		if (!order.has(cls[i]!)) {
			order.set(cls[i]!, order.size);
			reps.push(x);
		}
	});
	const size = order.size;
	if (size > bounds.maxElements) throw new OverBudget('elements');
	const classOf = (x: number) => order.get(cls[at.get(x)!]!)!;
	const table = new Int32Array(size * size);
	for (let a = 0; a < size; a++) for (let b = a; b < size; b++) table[a * size + b] = table[b * size + a] = classOf(images.mul(reps[a]!, reps[b]!));
	budget.spend(size * size);
	return {table: {size, table}, p: reps.map(isP), heaps: images.heaps.map(classOf)};
}

/** The certified quotient while it is being built, with the states its certificate walked. */
interface Current {
	readonly table: Table;
	readonly p: boolean[];
	/** Images of heaps 0..n. */
	readonly heaps: number[];
	readonly states: States;
}

function explicitMul(t: Table): (a: number, b: number) => number {
	const {size, table} = t;
	return (a, b) => table[a * size + b]!;
}

/**
 * For each element a, the bitset of the elements that dominate it: b with
 * every z that puts a·z in the P-portion putting b·z there too (ties to the
 * smaller number). An option set need only keep the elements none of its
 * others dominates: whether some option times z is a P-position is the same,
 * now and after any heap is added, as domination survives multiplication.
 */
const dominance = new WeakMap<Table, Uint32Array[]>();

function dominators(cur: Current, budget: Budget): Uint32Array[] {
	let dom = dominance.get(cur.table);
	if (dom !== undefined) return dom;
	const {size, table} = cur.table;
	const words = Math.ceil(size / 32);
	const sets = Array.from({length: size}, () => new Uint32Array(words));
	for (let a = 0; a < size; a++) for (let z = 0; z < size; z++) if (cur.p[table[a * size + z]!]) sets[a]![z >> 5]! |= 1 << (z & 31);
	const within = (a: number, b: number) => sets[a]!.every((w, i) => (w & ~sets[b]![i]!) === 0);
	dom = sets.map((_, a) => {
		const by = new Uint32Array(words);
		for (let b = 0; b < size; b++) if (b !== a && within(a, b) && (!within(b, a) || b < a)) by[b >> 5]! |= 1 << (b & 31);
		return by;
	});
	budget.spend(size * size * words);
	dominance.set(cur.table, dom);
	return dom;
}

/**
 * Walks the states reachable from `cur.states` (already certified for the
 * heaps before) with the heaps `live`, the `fresh` ones applied to every old
 * state, checking each new state. The new states, or null at the first that
 * fails.
 */
function certifyFrom(cur: Current, live: readonly number[], rules: Rules, fresh: readonly number[], budget: Budget): States | null {
	const {size, table} = cur.table;
	const mul = explicitMul(cur.table);
	const dom = dominators(cur, budget);
	const options = new Map<number, Int32Array>();
	for (const h of live) options.set(h, optionImages({mul, heaps: cur.heaps}, rules, h));
	const states = cur.states;
	const words = states.words;
	const start = states.xs.length;
	const added = new States(words);
	const full = new Uint32Array(words);
	const pruned = new Uint32Array(words);
	/** The state after heap h from (x, t), checked; false when it fails. */
	const visit = (x: number, t: Uint32Array, h: number): boolean => {
		const g = cur.heaps[h]!;
		const o = options.get(h)!;
		const inT = members(t);
		budget.spend(inT.length + o.length + words);
		full.fill(0);
		for (const y of inT) {
			const z = table[y * size + g]!;
			full[z >> 5]! |= 1 << (z & 31);
		}
		for (const y of o) {
			const z = table[x * size + y]!;
			full[z >> 5]! |= 1 << (z & 31);
		}
		pruned.set(full);
		let shouldBeP = false;
		let any = false;
		for (const y of members(full)) {
			any = true;
			const by = dom[y]!;
			for (let w = 0; w < words; w++) {
				if ((by[w]! & full[w]!) !== 0) {
					pruned[y >> 5]! &= ~(1 << (y & 31));
					break;
				}
			}
		}
		const x2 = table[x * size + g]!;
		const key = stateKey(x2, pruned);
		if (states.has(key) || added.has(key)) return true;
		if (any) {
			shouldBeP = true;
			for (const y of members(pruned)) if (cur.p[y]) shouldBeP = false;
		}
		if (cur.p[x2] !== shouldBeP) return false;
		added.add(x2, pruned.slice(), key);
		if (start + added.xs.length > budget.bounds.maxStates) throw new OverBudget('states');
		return true;
	};
	// The new heaps from every state already met; then every heap from the new states.
	for (let s = 0; s < start; s++) for (const h of fresh) if (!visit(states.xs[s]!, states.ts[s]!, h)) return null;
	for (let k = 1; k < added.xs.length; k++) for (const h of live) if (!visit(added.xs[k]!, added.ts[k]!, h)) return null;
	return added;
}

function merge(into: States, added: States): void {
	for (let i = 1; i < added.xs.length; i++) into.add(added.xs[i]!, added.ts[i]!);
}

/** Every subset of `items` of `k` elements. */
function subsets<T>(items: readonly T[], k: number): T[][] {
	if (k === 0) return [[]];
	const out: T[][] = [];
	items.forEach((item, i) => {
		for (const rest of subsets(items.slice(i + 1), k - 1)) out.push([item, ...rest]);
	});
	return out;
}

/** The submonoid of `t` generated by `gens`, renumbered (identity 0), with the map from old elements to new. */
function regenerate(t: Table, gens: readonly number[]): {table: Table; map: Map<number, number>} {
	const mul = explicitMul(t);
	const elements = generated(mul, gens, t.size);
	const map = new Map<number, number>();
	for (const [i, x] of elements.entries()) map.set(x, i);
	const size = elements.length;
	const table = new Int32Array(size * size);
	for (let a = 0; a < size; a++) for (let b = 0; b < size; b++) table[a * size + b] = map.get(mul(elements[a]!, elements[b]!))!;
	return {table: {size, table}, map};
}

/** A trial: a monoid (the part its heaps generate, as a table) with the heaps' images in it. */
interface Trial {
	readonly table: Table;
	readonly heaps: number[];
}

/** The trial monoid generated in a product by the live heaps' images, as a table. */
function densify(product: Product, heaps: readonly number[], live: readonly number[], bounds: QuotientBounds, budget: Budget): Trial {
	const mul = (a: number, b: number) => product.mul(a, b);
	const elements = generated(
		mul,
		live.map(h => heaps[h]!),
		bounds.maxElements * 4,
	);
	const at = new Map<number, number>();
	for (const [i, x] of elements.entries()) at.set(x, i);
	const size = elements.length;
	const table = new Int32Array(size * size);
	for (let a = 0; a < size; a++) for (let b = a; b < size; b++) table[a * size + b] = table[b * size + a] = at.get(mul(elements[a]!, elements[b]!))!;
	budget.spend(size * size);
	return {table: {size, table}, heaps: heaps.map((x, h) => (live.includes(h) ? at.get(x)! : 0))};
}

/**
 * Extends the quotient to heap n by a larger monoid: the old quotient times a
 * cyclic part for n; recalibrated while the marking walk meets a position it
 * gets wrong. Returns the reduced, certified quotient, or null.
 */
function expand(cur: Current, n: number, rules: Rules, bounds: QuotientBounds, budget: Budget): Current | null {
	const liveN = rules.live;
	const first = new Product([cur.table, cyclic(2, 2)]);
	let trial = densify(first, [...cur.heaps.slice(0, n), first.weights[1]!], liveN, bounds, budget);
	let walk = walkOf(trial, rules, budget);
	for (let round = 0; round < 12; round++) {
		if (walk === null) return null;
		const isP = (x: number) => walk!.marks.get(x) === true;
		const reduced = reduce({mul: explicitMul(trial.table), heaps: trial.heaps}, liveN, isP, bounds, budget);
		if (walk.failure === null) {
			const states = new States(Math.ceil(reduced.table.size / 32));
			const next: Current = {table: reduced.table, p: reduced.p, heaps: reduced.heaps, states};
			const added = certifyFrom(next, liveN, rules, liveN, budget);
			// The walk marked it consistently; its reduction passes the same certificate.
			if (added === null) return null;
			merge(states, added);
			return next;
		}
		const {word, shouldBeP} = walk.failure;
		const involved = [...new Set(word)];
		let found: {trial: Trial; walk: Walk | null} | null = null;
		search: for (let k = 1; k <= Math.min(3, involved.length); k++) {
			for (const promoted of subsets(involved, k)) {
				const gens = liveN.filter(h => !promoted.includes(h)).map(h => reduced.heaps[h]!);
				const base = regenerate(reduced.table, gens);
				const parts = [base.table, ...promoted.map(h => cyclic(Math.max(2, word.filter(w => w === h).length), 2))];
				const product = new Product(parts);
				if (product.space > bounds.maxElements * 64) continue;
				const heaps = reduced.heaps.map((x, h) => {
					const i = promoted.indexOf(h);
					return i === -1 ? (liveN.includes(h) ? base.map.get(x)! : 0) : product.weights[i + 1]!;
				});
				const candidate = densify(product, heaps, liveN, bounds, budget);
				const candidateWalk = walkOf(candidate, rules, budget);
				if (candidateWalk === null) continue;
				let image = 0;
				const mul = explicitMul(candidate.table);
				for (const h of word) image = mul(image, candidate.heaps[h]!);
				if ((candidateWalk.marks.get(image) === true) === shouldBeP) {
					found = {trial: candidate, walk: candidateWalk};
					break search;
				}
			}
		}
		if (found === null) return null;
		trial = found.trial;
		walk = found.walk;
	}
	return null;
}

/** The marking walk of a trial, or null when it outgrows the states (the work budget still throws). */
function walkOf(trial: Trial, rules: Rules, budget: Budget): Walk | null {
	try {
		return markingWalk(trial, rules, budget);
	} catch (error) {
		if (error instanceof OverBudget && error.message === 'states') return null;
		throw error;
	}
}

/** The result of a computation: the quotient it certified, and why it stopped before the heap bound (or null). */
export interface QuotientResult {
	readonly quotient: MisereQuotient;
	readonly stopped: string | null;
	/** Work units spent. */
	readonly work: number;
}

/**
 * Computes the misère quotient of the heaps 1..N of a take-and-break game
 * from its heaps' options, N as large as `bounds` allow.
 */
export function computeQuotient(options: HeapOptions, bounds: QuotientBounds = quotientBounds): QuotientResult {
	const budget = new Budget(bounds);
	const all: (readonly (readonly number[])[])[] = [[]];
	const live: number[] = [];
	const empty = new States(1);
	// The quotient of no heap: the identity alone, an N-position (the player to move has no move and wins).
	let cur: Current = {table: {size: 1, table: Int32Array.of(0)}, p: [false], heaps: [0], states: empty};
	let stopped: string | null = null;
	let n = 1;
	for (; n <= bounds.maxHeap; n++) {
		const opts = options(n);
		all.push(opts);
		if (opts.length === 0) {
			cur = {...cur, heaps: [...cur.heaps, 0]};
			continue;
		}
		const rules: Rules = {live: [...live, n], options: all};
		budget.startStep();
		try {
			const next = extendSame(cur, n, rules, budget) ?? expand(cur, n, rules, bounds, budget);
			if (next === null) {
				stopped = `the quotient could not be extended to heap ${n} within its bounds`;
				break;
			}
			cur = next;
			live.push(n);
		} catch (error) {
			if (!(error instanceof OverBudget)) throw error;
			stopped =
				error.message === 'work'
					? `heap ${n} would take more than ${(budget.work > bounds.maxWork ? bounds.maxWork : bounds.maxWork / 2).toLocaleString('en-US')} units of work${budget.work > bounds.maxWork ? '' : ' (half the bound, the most one heap may take)'}`
					: error.message === 'states'
						? `heap ${n} would take a walk of more than ${bounds.maxStates.toLocaleString('en-US')} states`
						: `the quotient would have more than ${bounds.maxElements.toLocaleString('en-US')} elements at heap ${n}`;
			break;
		}
	}
	const bound = n - 1;
	const size = cur.table.size;
	const quotient = new MisereQuotient({
		bound,
		size,
		table: Array.from(cur.table.table),
		pPortion: cur.p.flatMap((p, x) => (p ? [x] : [])),
		heaps: cur.heaps.slice(0, bound + 1),
	});
	return {quotient, stopped, work: budget.work};
}

/** The quotient unchanged, heap n given the image of an element it has: the first that passes the certificate, or null. */
function extendSame(cur: Current, n: number, rules: Rules, budget: Budget): Current | null {
	const mul = explicitMul(cur.table);
	const {size} = cur.table;
	const images: Images = {mul, heaps: [...cur.heaps, 0]};
	const o = optionImages(images, rules, n);
	let alone = true;
	for (const y of o) if (cur.p[y]) alone = false;
	for (let x = 0; x < size; x++) {
		// A lone heap of n: P exactly when no option is.
		if (cur.p[x] !== alone) continue;
		// Quick necessary test: wherever x·y is P, no option of n times y may be.
		let fits = true;
		for (let y = 0; y < size && fits; y++) {
			if (!cur.p[mul(x, y)]) continue;
			for (const z of o) if (cur.p[mul(z, y)]) fits = false;
		}
		budget.spend(size * (o.length + 1));
		if (!fits) continue;
		const heaps = [...cur.heaps, x];
		const trial: Current = {...cur, heaps};
		const added = certifyFrom(trial, rules.live, rules, [n], budget);
		if (added === null) continue;
		merge(cur.states, added);
		return trial;
	}
	return null;
}

/** A certified misère quotient: outcomes of positions whose heaps are at most its bound. */
export class MisereQuotient {
	private readonly inP: boolean[];
	private names: string[] | null = null;

	constructor(readonly form: QuotientForm) {
		this.inP = Array.from({length: form.size}, () => false);
		for (const x of form.pPortion) this.inP[x] = true;
	}

	/** Reads a plain form back, checking its shape (not its truth: `certify` does that against the rules). */
	static fromJSON(json: unknown, bounds: QuotientBounds = quotientBounds): MisereQuotient {
		const form = json as QuotientForm;
		const int = (v: unknown, below: number) => Number.isInteger(v) && (v as number) >= 0 && (v as number) < below;
		if (
			typeof form !== 'object' ||
			form === null ||
			// Within the bounds a computation keeps to: a larger one was never computed here, and checking it could take without end.
			!int(form.bound, bounds.maxHeap + 1) ||
			!int(form.size, bounds.maxElements + 1) ||
			form.size < 1 ||
			!Array.isArray(form.table) ||
			form.table.length !== form.size * form.size ||
			!form.table.every(v => int(v, form.size)) ||
			!Array.isArray(form.pPortion) ||
			!form.pPortion.every(v => int(v, form.size)) ||
			!Array.isArray(form.heaps) ||
			form.heaps.length !== form.bound + 1 ||
			!form.heaps.every(v => int(v, form.size))
		) {
			throw new Error('not a misère quotient');
		}
		return new MisereQuotient(form);
	}

	toJSON(): QuotientForm {
		return this.form;
	}

	get bound(): number {
		return this.form.bound;
	}

	get size(): number {
		return this.form.size;
	}

	/** Whether every heap is within the quotient's bound. */
	covers(heaps: readonly number[]): boolean {
		return heaps.every(h => h >= 0 && h <= this.form.bound);
	}

	mul(a: number, b: number): number {
		return this.form.table[a * this.form.size + b]!;
	}

	/** The image of a heap of h. */
	heap(h: number): number {
		return this.form.heaps[h]!;
	}

	/** The image of a position: the product of its heaps' images. */
	image(heaps: readonly number[]): number {
		let x = 0;
		for (const h of heaps) x = this.mul(x, this.heap(h));
		return x;
	}

	isP(x: number): boolean {
		return this.inP[x] === true;
	}

	outcome(heaps: readonly number[]): Outcome {
		return this.isP(this.image(heaps)) ? 'P' : 'N';
	}

	/** An element's name: 1 for the identity, q1, q2, … for the others. */
	label(x: number): string {
		return x === 0 ? '1' : `q${x}`;
	}

	/**
	 * The position `heaps` (each within the bound) read through the quotient,
	 * with its explanation in words; `noun` names a heap ("heap", "row").
	 */
	read(heaps: readonly number[], noun: string): QuotientReading {
		const x = this.image(heaps);
		const outcome: Outcome = this.isP(x) ? 'P' : 'N';
		const reasons = (): ReasonLine[] => {
			const {bound, size} = this.form;
			const p = this.form.pPortion;
			const nounWord: Reason = {key: noun === 'row' ? 'nounRow' : 'nounHeap'};
			const more = (count: number): Reason => ({key: count > 0 ? 'andMore' : 'nothingMore', values: {count}});
			const lines: ReasonLine[] = [
				{key: 'quotientIntro', values: {noun: nounWord, bound, size}},
				{
					key: 'quotientPPortion',
					values: {
						elements: p.slice(0, 12).map(y => ({key: 'quotientElement', values: {label: this.label(y), name: this.name(y)}})),
						more: more(p.length - 12),
					},
				},
			];
			const shown: Reason[] = heaps.slice(0, 12).map(h => ({key: 'quotientImage', values: {heap: h, label: this.label(this.heap(h))}}));
			const identity = heaps.some(h => this.heap(h) === 0);
			lines.push({key: identity ? 'quotientImagesIdentity' : 'quotientImages', values: {noun: nounWord, images: shown, more: more(heaps.length - 12)}});
			const product = heaps.length <= 12 && heaps.length > 1 ? `${heaps.map(h => this.label(this.heap(h))).join(' · ')} = ${this.label(x)}` : this.label(x);
			lines.push({key: outcome === 'P' ? 'quotientInP' : 'quotientNotInP', values: {product}});
			return lines;
		};
		return {outcome, image: this.label(x), explain: () => englishLines(reasons()), reasons};
	}

	/**
	 * Each element named by the position of fewest tokens (then fewest heaps)
	 * that maps to it: "1 + 3"; the identity is "0" (no heap).
	 */
	name(x: number): string {
		if (this.names === null) this.names = this.nameAll();
		return this.names[x] ?? `#${x}`;
	}

	private nameAll(): string[] {
		const names: string[] = Array.from({length: this.size}, () => '');
		const best: (number[] | null)[] = Array.from({length: this.size}, () => null);
		best[0] = [];
		names[0] = '0';
		// By tokens, then heaps: a position of t tokens is a smaller one plus a heap.
		const byTokens: number[][] = [[0]];
		let found = 1;
		for (let t = 1; found < this.size && t <= 4 * this.form.bound + 8; t++) {
			byTokens.push([]);
			for (let h = 1; h <= Math.min(t, this.form.bound); h++) {
				if (this.heap(h) === 0 && h > 0) continue;
				for (const x of byTokens[t - h]!) {
					const y = this.mul(x, this.heap(h));
					if (best[y] === null) {
						best[y] = [...best[x]!, h].sort((a, b) => a - b);
						names[y] = best[y]!.join(' + ');
						byTokens[t]!.push(y);
						found++;
					}
				}
			}
		}
		return names.map((name, x) => name || `#${x}`);
	}

	/**
	 * Checks the quotient against the rules: the certificate walk over every
	 * state its positions can reach. Null when it holds, else why not.
	 */
	certify(options: HeapOptions, bounds: QuotientBounds = quotientBounds): string | null {
		const all: (readonly (readonly number[])[])[] = [[]];
		const live: number[] = [];
		for (let n = 1; n <= this.bound; n++) {
			const opts = options(n);
			all.push(opts);
			if (opts.length > 0) live.push(n);
			else if (this.heap(n) !== 0) return `heap ${n} has no move but is not the identity`;
		}
		const states = new States(Math.ceil(this.size / 32));
		const cur: Current = {
			table: {size: this.size, table: Int32Array.from(this.form.table)},
			p: this.inP,
			heaps: [...this.form.heaps],
			states,
		};
		if (this.isP(0)) return 'the empty position is in the P-portion';
		// A commutative monoid with identity 0, or the product of a position's heaps would depend on their order.
		const {size} = this;
		for (let a = 0; a < size; a++) {
			if (this.mul(0, a) !== a) return 'element 0 is not the identity';
			for (let b = 0; b < size; b++) if (this.mul(a, b) !== this.mul(b, a)) return 'the table is not commutative';
		}
		// Every element a product of heaps' images (the elements reached from the identity).
		const gens = [...new Set(this.form.heaps)].filter(g => g !== 0);
		const reached = new Uint8Array(size);
		reached[0] = 1;
		const queue = [0];
		for (let i = 0; i < queue.length; i++) {
			for (const g of gens) {
				const x = this.mul(queue[i]!, g);
				if (reached[x] === 0) {
					reached[x] = 1;
					queue.push(x);
				}
			}
		}
		if (queue.length !== size) return 'an element is no product of heaps';
		// Associative (Light's test: the generators suffice, size² checks each, not size³).
		for (const g of gens) {
			for (let a = 0; a < size; a++) {
				const ag = this.mul(a, g);
				for (let b = 0; b < size; b++) if (this.mul(ag, b) !== this.mul(a, this.mul(g, b))) return 'the table is not associative';
			}
		}
		try {
			return certifyFrom(cur, live, {live, options: all}, live, new Budget({...bounds, maxWork: Number.POSITIVE_INFINITY})) === null
				? 'a position reached disagrees with its options'
				: null;
		} catch (error) {
			if (error instanceof OverBudget) return `the check would walk more than ${bounds.maxStates} states`;
			throw error;
		}
	}
}
