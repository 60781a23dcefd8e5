import {describe, expect, it, test} from 'vitest';
import {nodeLabel, nodeWithLabel, tree, type TreePosition} from '../../../source/engine/games/tree.js';
import {bruteGrundy} from '../../../source/engine/solver.js';
import {InputError, LimitError, type Json, type JsonObject} from '../../../source/engine/types.js';
import {randInt, seeded} from '../../../source/engine/random.js';
import {positionFromWords, positionWords} from '../../../source/engine/human.js';

const parse = (parents: Json) => tree.parse({game: 'tree', parents}, '');

/** Every parent array with p_i < i and up to `max` nodes (each rooted forest, labelled in a topological order). */
function allForests(max: number): number[][] {
	const result: number[][] = [[]];
	let layer: number[][] = [[]];
	for (let n = 1; n <= max; n++) {
		const next: number[][] = [];
		for (const parents of layer) for (let p = 0; p < n; p++) next.push([...parents, p]);
		result.push(...next);
		layer = next;
	}
	return result;
}

/** The same forest with its nodes relabelled by a random permutation (parents no longer precede children). */
function relabel(parents: readonly number[], rng: () => number): number[] {
	const n = parents.length;
	const perm = Array.from({length: n}, (_, i) => i + 1);
	for (let i = n - 1; i > 0; i--) {
		const j = randInt(rng, 0, i);
		const swap = perm[i]!;
		perm[i] = perm[j]!;
		perm[j] = swap;
	}
	const label = (v: number) => (v === 0 ? 0 : perm[v - 1]!);
	const result = new Array<number>(n);
	for (let v = 1; v <= n; v++) result[label(v) - 1] = label(parents[v - 1]!);
	return result;
}

/** Colon principle computed independently: an explicit-stack depth-first post-order walk. */
function colonValue(parents: readonly number[]): bigint {
	const n = parents.length;
	const first = new Int32Array(n + 1).fill(-1);
	const next = new Int32Array(n + 1).fill(-1);
	for (let v = n; v >= 1; v--) {
		const p = parents[v - 1]!;
		next[v] = first[p]!;
		first[p] = v;
	}
	const value = new Float64Array(n + 1);
	const stack = new Int32Array(n + 1);
	const cursor = Int32Array.from(first);
	let top = 0;
	stack[0] = 0;
	while (top >= 0) {
		const v = stack[top]!;
		const c = cursor[v]!;
		if (c >= 0) {
			cursor[v] = next[c]!;
			stack[++top] = c;
		} else {
			top--;
			if (v !== 0) value[parents[v - 1]!] = value[parents[v - 1]!]! ^ (value[v]! + 1);
		}
	}
	return BigInt(value[0]!);
}

/** Cutting node `cut` removed by following parents, then renumbering. */
function naiveCut(parents: readonly number[], cut: number): number[] {
	const n = parents.length;
	const gone = (v: number) => {
		for (let u = v; u !== 0; u = parents[u - 1]!) if (u === cut) return true;
		return false;
	};
	const keep = Array.from({length: n}, (_, i) => i + 1).filter(v => !gone(v));
	const index = new Map(keep.map((v, i) => [v, i + 1]));
	return keep.map(v => (parents[v - 1] === 0 ? 0 : index.get(parents[v - 1]!)!));
}

function checkAgainstBrute(p: TreePosition, memo: Map<string, bigint>): void {
	const label = p.parents.join(',');
	const g = bruteGrundy(tree, p, 1_000_000, memo);
	expect(tree.grundy(p), label).toBe(g);
	expect(tree.outcome(p)).toBe(g === 0n ? 'P' : 'N');
	const win = tree.winningMove(p);
	if (g === 0n) expect(win).toBeNull();
	else expect(bruteGrundy(tree, tree.apply(p, tree.parseMove(tree.moveToJSON(win!), p, 'move')), 1_000_000, memo), label).toBe(0n);
	for (let t = 0n; t < g; t++) {
		const m = tree.moveToGrundy(p, t);
		expect(m, `${label} → ${t}`).not.toBeNull();
		expect(bruteGrundy(tree, tree.apply(p, m!), 1_000_000, memo), `${label} → ${t}`).toBe(t);
	}
	expect(tree.moveToGrundy(p, g)).toBeNull();
}

describe('tree: closed form vs brute force', () => {
	const forests = allForests(7);
	const memo = new Map<string, bigint>();
	it('every forest with up to 7 nodes (parent arrays with p_i < i): value, winning move, every target', () => {
		expect(forests.length).toBe(1 + 1 + 2 + 6 + 24 + 120 + 720 + 5040);
		for (const parents of forests) checkAgainstBrute(parse(parents), memo);
	});
	it('the same forests up to 6 nodes in a random node order', () => {
		const rng = seeded(5);
		for (const parents of forests) {
			if (parents.length > 6) continue;
			const shuffled = relabel(parents, rng);
			const p = parse(shuffled);
			expect(tree.grundy(p)).toBe(tree.grundy(parse(parents)));
			checkAgainstBrute(p, memo);
		}
	});
	it('cuts remove the subtree and renumber the rest in order (random forests up to 40 nodes)', () => {
		const rng = seeded(9);
		for (let round = 0; round < 300; round++) {
			const n = randInt(rng, 1, 40);
			const parents = relabel(
				Array.from({length: n}, (_, i) => randInt(rng, 0, i)),
				rng,
			);
			const p = parse(parents);
			expect(tree.grundy(p)).toBe(colonValue(parents));
			const cut = randInt(rng, 1, n);
			const after = tree.apply(p, {cut});
			expect(after.parents).toEqual(naiveCut(parents, cut));
			expect(p.parents).toEqual(parents);
			expect(tree.grundy(after)).toBe(colonValue(after.parents));
		}
	});
	it('moves are every node in order, moveCount = n', () => {
		const p = parse([0, 1, 1, 0]);
		expect([...tree.moves(p)]).toEqual([{cut: 1}, {cut: 2}, {cut: 3}, {cut: 4}]);
		expect(tree.moveCount(p)).toBe(4n);
		expect(tree.moveCount(parse([]))).toBe(0n);
	});
});

describe('tree: known values', () => {
	test.each([
		['a stalk of 5', [0, 1, 2, 3, 4], 5n],
		['a claw: three legs', [0, 1, 1, 1], 2n],
		['a cherry and an edge', [0, 1, 1, 0], 0n],
		['the hint sketch', [0, 1, 2, 2, 3, 4, 8, 9, 0], 1n],
		['stalks 3 5 6', [0, 1, 2, 0, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13], 0n],
		['the empty forest', [], 0n],
		['a single edge', [0], 1n],
	])('%s: %j is worth %s', (_label, parents, g) => {
		expect(tree.grundy(parse(parents))).toBe(g);
	});
	it('explains the sketch: collapse per branch and the cut', () => {
		const p = parse([0, 1, 2, 2, 3, 4, 8, 9, 0]);
		expect(tree.winningMove(p)).toEqual({cut: 7});
		const text = tree.explain(p).join('\n');
		expect(text).toContain('Leaves 5, 6, 7 are worth 0.');
		expect(text).toContain('node 2 = (1+1) XOR (1+1) = 0');
		expect(text).toContain('node 8 = 0+1 = 1');
		expect(text).toContain('branch 1 (node worth 1) collapses to a stalk of 2');
		expect(text).toContain('branch 9 (node worth 2) collapses to a stalk of 3');
		expect(text).toContain('Total: 2 XOR 3 = 1.');
		expect(text).toContain('Cut edge 7: then node 8 = 0, node 9 = 1, branch 9 worth 2, total 2 XOR 2 = 0.');
		expect(tree.describeMove(p, {cut: 7})).toBe('cut edge 7');
	});
	it('explains lost positions, empty forests and a cut at the ground', () => {
		expect(tree.explain(parse([0, 1, 1, 0])).join('\n')).toContain('The player to move loses.');
		expect(tree.explain(parse([])).join('\n')).toContain('there is no move');
		expect(tree.explain(parse([0, 0, 0])).join('\n')).toContain('Cut edge 1: then branch 1 is gone, total 0 XOR 1 XOR 1 = 0.');
	});
	it('examples parse; random forests are small, valid and round-trip', () => {
		for (const e of tree.examples) expect(tree.parse(e.position, '').parents.length).toBeGreaterThan(0);
		const rng = seeded(1);
		for (let size = 1; size <= 10; size++) {
			const p = tree.random(rng, size);
			expect(p.parents.length).toBeLessThanOrEqual(14);
			expect(tree.parse(tree.toJSON(p), '')).toEqual(p);
		}
	});
});

describe('tree: labels people see', () => {
	it('a node keeps its number until it falls, in every text; the parents renumber', () => {
		const start = parse([0, 1, 2, 2, 3, 4, 8, 9, 0]);
		expect(tree.describeMove(start, {cut: 3})).toBe('cut edge 3');
		// Cutting edge 3 drops 3 and 5: 4 is now the third node, shown as 4.
		const after = tree.apply(start, {cut: 3});
		expect(after.parents).toEqual([0, 1, 2, 3, 6, 7, 0]);
		expect(after.labels).toEqual([1, 2, 4, 6, 7, 8, 9]);
		expect(nodeLabel(after, 3)).toBe(4);
		expect(nodeWithLabel(after, 4)).toBe(3);
		expect(nodeWithLabel(after, 3)).toBe(0);
		expect(tree.describeMove(after, {cut: 3})).toBe('cut edge 4');
		// A second cut keeps the labels of the first.
		const again = tree.apply(after, {cut: 4});
		expect(again.labels).toEqual([1, 2, 4, 7, 8, 9]);
		const text = tree.explain(again).join('\n');
		expect(text).toContain('Leaves 4, 7 are worth 0.');
		expect(text).toContain('branch 9 (node worth 2)');
		expect(tree.key(again)).toBe(tree.key(tree.parse({game: 'tree', parents: [0, 1, 2, 5, 6, 0]}, '')));
	});

	it('keeps the labels in the JSON form when they are not 1..n, so a shared or resumed game shows the same numbers', () => {
		const after = tree.apply(parse([0, 1, 2, 2, 3, 4, 8, 9, 0]), {cut: 3});
		const json = tree.toJSON(after);
		expect(json).toEqual({game: 'tree', parents: [0, 1, 2, 3, 6, 7, 0], labels: [1, 2, 4, 6, 7, 8, 9]});
		const back = tree.parse(json, '');
		expect(back.labels).toEqual([1, 2, 4, 6, 7, 8, 9]);
		expect(tree.describeMove(back, {cut: 3})).toBe('cut edge 4');
		expect(tree.toJSON(parse([0, 1]))).toEqual({game: 'tree', parents: [0, 1]});
		expect(positionWords(tree, json)).toBe('0 1 2 3 6 7 0 --labels 1,2,4,6,7,8,9');
		expect(tree.parse(positionFromWords(['tree', '0', '1', '--labels', '5,9']), '').labels).toEqual([5, 9]);
	});

	test.each([
		[{parents: [0, 1], labels: [1]}, 'labels must have one number per node (2), got 1'],
		[{parents: [0, 1], labels: [3, 3]}, 'labels[1] is 3, as labels[0] is: each node has a number of its own'],
		[{parents: [0, 1], labels: [0, 2]}, 'labels[0] must be'],
		[{parents: [0, 1], labels: 'x'}, 'labels must be a list of node numbers, got "x"'],
	])('refuses %j', (json, message) => {
		expect(() => tree.parse({game: 'tree', ...json} as JsonObject, '')).toThrow(InputError);
		expect(() => tree.parse({game: 'tree', ...json} as JsonObject, '')).toThrow(message);
	});
});

// Iterative: a recursive walk would overflow the stack on these. Their times are
// measured by bench/worst-cases.ts (the same shapes, as far as a line holds them)
// and bench/engine.ts (a path and a random tree of 10^6 nodes).
describe('tree: a million nodes, iterative', () => {
	const n = 1_000_000;
	it('a path of 10^6 nodes is a stalk: value n, cut node t + 1 for target t', () => {
		const p = parse(Array.from({length: n}, (_, i) => i));
		expect(tree.grundy(p)).toBe(BigInt(n));
		expect(tree.winningMove(p)).toEqual({cut: 1});
		expect(tree.moveToGrundy(p, 777n)).toEqual({cut: 778});
		expect(tree.grundy(tree.apply(p, {cut: 778}))).toBe(777n);
		expect(tree.explain(p).length).toBeLessThan(8);
	});
	it('a path with the root last (children before parents)', () => {
		const p = parse(Array.from({length: n}, (_, i) => (i === n - 1 ? 0 : i + 2)));
		expect(tree.grundy(p)).toBe(BigInt(n));
		expect(tree.winningMove(p)).toEqual({cut: n});
		expect(tree.moveToGrundy(p, 5n)).toEqual({cut: n - 5});
	});
	it('stars: one root with 10^6 − 1 leaves, and 10^6 roots', () => {
		const star = parse(Array.from({length: n}, (_, i) => (i === 0 ? 0 : 1)));
		// The root is worth (n − 1) XORed ones = (n − 1) mod 2; its branch is one more.
		expect(tree.grundy(star)).toBe(BigInt(((n - 1) % 2) + 1));
		const move = tree.winningMove(star)!;
		expect(tree.grundy(tree.apply(star, move))).toBe(0n);
		const grass = parse(new Array<number>(n + 1).fill(0));
		expect(tree.grundy(grass)).toBe(1n);
		expect(tree.winningMove(grass)).toEqual({cut: 1});
		expect(tree.explain(grass).join('\n')).toContain(`${n + 1} branches stand on the ground`);
	});
	it('a random tree of 10^6 nodes: value matches an independent walk, winning move verified', () => {
		const rng = seeded(77);
		// A deep random recursive tree (depth in the tens of thousands), relabelled so parents are not listed first.
		const parents = relabel(
			Array.from({length: n}, (_, i) => (i === 0 || rng() < 0.00001 ? 0 : randInt(rng, Math.max(1, i - 50), i))),
			rng,
		);
		const p = parse(parents);
		expect(tree.grundy(p)).toBe(colonValue(parents));
		const move = tree.winningMove(p);
		if (move !== null) expect(tree.grundy(tree.apply(p, move))).toBe(0n);
		expect(tree.explain(p).length).toBeLessThan(8);
	});
	it('a path at the limit (2 × 10^6 nodes)', () => {
		const p = parse(Array.from({length: 2_000_000}, (_, i) => i));
		expect(tree.grundy(p)).toBe(2_000_000n);
		expect(tree.moveToGrundy(p, 1_234_567n)).toEqual({cut: 1_234_568});
	});
	it('refuses forests beyond the limit', () => {
		expect(() => parse(new Array<number>(2_000_001).fill(0))).toThrow(LimitError);
	});
});

describe('tree: bad input', () => {
	test.each([
		[[2, 1], 'parents has a cycle: 1 → 2 → 1 (node → parent), cut off from the ground'],
		[[0, 3, 2], 'parents has a cycle: 2 → 3 → 2 (node → parent), cut off from the ground'],
		[[0, 4, 2, 3, 3], 'parents has a cycle: 2 → 4 → 3 → 2 (node → parent), cut off from the ground'],
		[[0, 2], 'parents[1] is 2: node 2 cannot be its own parent'],
		[[0, 3], 'parents[1] must be at most 2, got 3'],
		[[0, -1], 'parents[1] must be a non-negative integer, got -1'],
		[[0, 'a'], 'parents[1] must be a non-negative integer, got "a"'],
		['0 1', 'parents must be a list of parent node numbers (0 for the ground), got "0 1"'],
	])('%j → %s', (parents, message) => {
		expect(() => parse(parents as Json)).toThrow(InputError);
		expect(() => parse(parents as Json)).toThrow(message);
	});
	it('accepts decimal strings and rejects unknown fields', () => {
		expect(parse(['0', '1']).parents).toEqual([0, 1]);
		expect(() => tree.parse({game: 'tree', parents: [0], edges: {}}, '')).toThrow('edges is not a field of this game (expected "game", "parents", "labels")');
	});
	test.each([
		[{cut: 0}, 'move.cut must be a positive integer, got 0'],
		[{cut: 5}, 'move.cut must be at most 4, got 5'],
		[{node: 1}, 'move.node is not a field of this game (expected "cut")'],
		[3, 'move must be an object, got 3'],
	])('move %j → %s', (json, message) => {
		expect(() => tree.parseMove(json, parse([0, 1, 1, 0]), 'move')).toThrow(message);
	});
	it('has no move in the empty forest', () => {
		expect(() => tree.parseMove({cut: 1}, parse([]), 'move')).toThrow('move is not a legal move: nothing is left to cut');
	});
});
