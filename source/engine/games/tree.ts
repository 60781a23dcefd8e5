/**
 * Green Hackenbush on a rooted forest. Nodes 1..n; `parents[i − 1]` is node
 * i's parent, 0 being the ground. Every node hangs by one edge from its
 * parent (the roots from the ground). A move cuts the edge above a node i:
 * i and everything above it (its subtree) falls off. Whoever cannot move
 * loses.
 *
 * After a cut the remaining nodes are renumbered 1..m keeping their relative
 * order, so a position always has the same JSON form ("parents" of 1..m).
 * People see labels instead: a node keeps the number it had at the start of
 * the game until it falls (`labels`, carried through every cut), and every
 * text names nodes by label.
 *
 * Theory: the colon principle. Branches meeting at a node add (as games), and
 * a branch standing on an edge is worth its value + 1 (a stalk of k edges is
 * a Nim heap of k). So a leaf is worth 0, a node v is worth
 * g(v) = XOR over its children c of (g(c) + 1), and the forest is worth
 * g(ground) = XOR over the roots r of (g(r) + 1).
 * A move to value Y < g(ground): walk down from the ground. At a node whose
 * value must drop from X to Y, pick a child c whose contribution g(c) + 1 has
 * the top bit of X XOR Y; that contribution must become t = (g(c) + 1) XOR X
 * XOR Y, which is smaller. If t = 0, cut c's edge; otherwise go into c, whose
 * value must drop to t − 1. Each step goes one level down, so the walk ends.
 * Everything is iterative (a 10^6-long path is fine).
 * Sources: Berlekamp, Conway, Guy, Winning Ways (Green Hackenbush, the colon
 * principle); the seed notes' tree-deletion section.
 */
import type {Game, Json, Theory} from '../types.js';
import {componentGame, componentSum} from '../components.js';
import {randInt} from '../random.js';
import {expectKeys, expectObject, illegal, inputError, join, readArray, readInt, readSmallInt} from '../input.js';
import {limits} from '../limits.js';
import {phrase, type RuleValue} from '../rule-words.js';
import {englishLines, englishWords, type Reason, type ReasonLine} from '../reasons.js';

export interface TreePosition {
	/** parents[i − 1] is node i's parent: 0 (the ground) or another node. */
	readonly parents: readonly number[];
	/**
	 * The number node i is shown with, labels[i − 1]: its number at the start
	 * of the game, kept until it falls. Absent: node i is shown as i. Not part
	 * of the JSON form (a position's value does not depend on it).
	 */
	readonly labels?: readonly number[];
}

/** The number node v (≥ 1) is shown with. */
export function nodeLabel(p: TreePosition, v: number): number {
	return p.labels?.[v - 1] ?? v;
}

/** The node shown with `label`, or 0 when no node has it (it fell, or never was). */
export function nodeWithLabel(p: TreePosition, label: number): number {
	if (!p.labels) return Number.isInteger(label) && label >= 1 && label <= p.parents.length ? label : 0;
	return p.labels.indexOf(label) + 1;
}

export interface TreeMove {
	/** The node whose edge to its parent is cut. */
	readonly cut: number;
}

/** The forest's structure, computed once per position. */
interface Forest {
	readonly n: number;
	/** Children of node v (0 = ground) are childList[childStart[v] .. childStart[v + 1]), ascending. */
	readonly childStart: Int32Array;
	readonly childList: Int32Array;
	/** Breadth-first order from the ground (order[0] = 0): parents before children. */
	readonly order: Int32Array;
	/** g(v) for every node, g(0) being the forest's value. */
	readonly value: Int32Array;
}

const forests = new WeakMap<TreePosition, Forest>();

/** Node v's parent (v ≥ 1; 0 is the ground). */
function parentOf(parents: readonly number[], v: number): number {
	return parents[v - 1]!;
}

function buildChildren(parents: readonly number[]): {childStart: Int32Array; childList: Int32Array} {
	const n = parents.length;
	const childStart = new Int32Array(n + 2);
	for (let v = 1; v <= n; v++) childStart[parentOf(parents, v) + 1]!++;
	for (let v = 1; v <= n + 1; v++) childStart[v]! += childStart[v - 1]!;
	const fill = childStart.slice(0, n + 1);
	const childList = new Int32Array(n);
	for (let v = 1; v <= n; v++) childList[fill[parentOf(parents, v)]!++] = v;
	return {childStart, childList};
}

/** A cycle among the nodes not reached from the ground, as "2 → 3 → 2". */
function describeCycle(parents: readonly number[], reached: Uint8Array): RuleValue {
	let start = 1;
	while (reached[start]) start++;
	// Follow parents until a node repeats: unreached nodes have unreached parents.
	const seen = new Map<number, number>();
	const walk: number[] = [];
	let v = start;
	while (!seen.has(v)) {
		seen.set(v, walk.length);
		walk.push(v);
		v = parentOf(parents, v);
	}
	const cycle = walk.slice(seen.get(v)!);
	if (cycle.length <= 8) return [...cycle, cycle[0]!].join(' → ');
	return phrase('rule_cycleNodes', {cycle: cycle.slice(0, 6).join(' → '), first: cycle[0]!, count: cycle.length});
}

function buildForest(parents: readonly number[], path = 'parents'): Forest {
	const n = parents.length;
	const {childStart, childList} = buildChildren(parents);
	const order = new Int32Array(n + 1);
	const reached = new Uint8Array(n + 1);
	reached[0] = 1;
	let tail = 1;
	for (let head = 0; head < tail; head++) {
		const v = order[head]!;
		for (let j = childStart[v]!; j < childStart[v + 1]!; j++) {
			const c = childList[j]!;
			reached[c] = 1;
			order[tail++] = c;
		}
	}
	if (tail < n + 1) {
		throw inputError(path, {kind: 'game-rule', key: 'rule_treeCycle', values: {cycle: describeCycle(parents, reached)}});
	}
	const value = new Int32Array(n + 1);
	for (let k = n; k >= 1; k--) {
		const v = order[k]!;
		const p = parentOf(parents, v);
		value[p] = value[p]! ^ (value[v]! + 1);
	}
	return {n, childStart, childList, order, value};
}

function forestOf(p: TreePosition): Forest {
	let f = forests.get(p);
	if (f === undefined) {
		f = buildForest(p.parents);
		forests.set(p, f);
	}
	return f;
}

interface Walk {
	readonly cut: number;
	/** The nodes whose value changes, from the ground up, with their new values (ground first). */
	readonly path: {readonly node: number; readonly value: number}[];
}

/** The colon-principle walk down from node v (0: the ground) to a cut leaving v worth `want`. */
function walkFrom(f: Forest, start: number, want: number): Walk | null {
	if (!(want >= 0 && want < f.value[start]!)) return null;
	const path: {node: number; value: number}[] = [];
	let v = start;
	for (;;) {
		path.push({node: v, value: want});
		const d = f.value[v]! ^ want;
		const bit = 1 << (31 - Math.clz32(d));
		let next = -1;
		for (let j = f.childStart[v]!; j < f.childStart[v + 1]!; j++) {
			const c = f.childList[j]!;
			if (((f.value[c]! + 1) & bit) !== 0) {
				next = c;
				break;
			}
		}
		if (next < 0) return null;
		const t = (f.value[next]! + 1) ^ d;
		if (t === 0) return {cut: next, path};
		v = next;
		want = t - 1;
	}
}

/** The colon-principle walk down from the ground to a cut leaving value `target`. */
function walkTo(p: TreePosition, target: number): Walk | null {
	return walkFrom(forestOf(p), 0, target);
}

/**
 * The branches standing on the ground are the components, each worth its
 * root's value + 1 (a stalk). A cut in a branch changes the values on the
 * way down to the ground only: recomputed upwards, one node per level.
 */
const branchSum = componentSum<TreePosition, TreeMove>(
	{
		values: p => {
			const f = forestOf(p);
			return children(f, 0).map(r => BigInt(f.value[r]! + 1));
		},
		moveIn(p, i, target) {
			const f = forestOf(p);
			const root = children(f, 0)[i]!;
			if (target === 0n) return {cut: root};
			const walk = walkFrom(f, root, Number(target) - 1);
			return walk === null ? null : {cut: walk.cut};
		},
		change(p, m) {
			const f = forestOf(p);
			let child = m.cut;
			let parent = parentOf(p.parents, child);
			// The cut removes the child's stalk from its parent.
			let newValue = f.value[parent]! ^ (f.value[child]! + 1);
			while (parent !== 0) {
				child = parent;
				parent = parentOf(p.parents, child);
				newValue = f.value[parent]! ^ (f.value[child]! + 1) ^ (newValue + 1);
			}
			return BigInt(f.value[0]! ^ newValue);
		},
	},
	{apply: (p, m) => tree.apply(p, m)},
);

function children(f: Forest, v: number): number[] {
	return Array.from(f.childList.subarray(f.childStart[v]!, f.childStart[v + 1]!));
}

const maxNamedNodes = 15;
const maxListedBranches = 8;

function explainForest(p: TreePosition): string[] {
	return englishLines(forestReasons(p));
}

/** Why, as data: the colon principle from the leaves down, the branches' stalks XORed, and the cut that makes the total 0. */
function forestReasons(p: TreePosition): ReasonLine[] {
	const f = forestOf(p);
	const g = f.value[0]!;
	const lines: ReasonLine[] = [{key: 'treeRule'}];
	if (f.n === 0) {
		lines.push({key: 'treeEmpty'});
		return lines;
	}
	const roots = children(f, 0);
	if (f.n <= maxNamedNodes) {
		const leaves: number[] = [];
		const items: Reason[] = [];
		for (let k = f.n; k >= 1; k--) {
			const v = f.order[k]!;
			const kids = children(f, v);
			if (kids.length === 0) {
				leaves.push(v);
				continue;
			}
			const terms = kids.map(c => `${f.value[c]}+1`);
			const sum = kids.length === 1 ? terms[0]! : terms.map(t => `(${t})`).join(' XOR ');
			items.push({key: 'treeNodeSum', values: {node: nodeLabel(p, v), sum, value: f.value[v]!}});
		}
		leaves.sort((a, b) => nodeLabel(p, a) - nodeLabel(p, b));
		const leafLabels = leaves.map(v => nodeLabel(p, v));
		if (leafLabels.length === 1) lines.push({key: 'treeLeaf', values: {leaf: leafLabels[0]!}});
		else lines.push({key: 'treeLeaves', values: {leaves: leafLabels.map(l => ({key: 'words', values: {text: l}}))}});
		if (items.length > 0) lines.push({wrap: {prefix: {key: 'treeDown'}, items}});
	}
	if (roots.length <= maxListedBranches) {
		lines.push({
			wrap: {
				prefix: {key: 'treeGround'},
				items: roots.map(r => ({key: 'treeStalk', values: {branch: nodeLabel(p, r), value: f.value[r]!, stalk: f.value[r]! + 1}})),
			},
		});
		if (roots.length === 1) lines.push({key: 'treeTotal', values: {sum: g}});
		else lines.push({key: 'treeTotalXor', values: {terms: roots.map(r => f.value[r]! + 1).join(' XOR '), sum: g}});
	} else {
		const shown = roots.slice(0, 6).map(r => f.value[r]! + 1);
		lines.push({key: 'treeManyBranches', values: {count: roots.length, stalks: shown.map(s => ({key: 'words', values: {text: String(s)}})), sum: g}});
	}
	if (g === 0) {
		lines.push({key: 'treeZero'});
		return lines;
	}
	const walk = walkTo(p, 0)!;
	const changed = walk.path.slice(1).reverse();
	const steps: Reason[] = changed.slice(0, 4).map(s => ({key: 'treeNodeValue', values: {node: nodeLabel(p, s.node), value: s.value}}));
	if (changed.length > 4) steps.push({key: 'treeMoreNodes', values: {count: changed.length}});
	const branchRoot = changed.length === 0 ? walk.cut : changed[changed.length - 1]!.node;
	const newBranch = changed.length === 0 ? 0 : changed[changed.length - 1]!.value + 1;
	steps.push(
		changed.length === 0
			? {key: 'treeBranchGone', values: {branch: nodeLabel(p, walk.cut)}}
			: {key: 'treeBranchWorth', values: {branch: nodeLabel(p, branchRoot), value: newBranch}},
	);
	if (roots.length === 1 || roots.length > maxListedBranches) steps.push({key: 'treeTotalZero'});
	else steps.push({key: 'treeTotalZeroXor', values: {terms: roots.map(r => (r === branchRoot ? newBranch : f.value[r]! + 1)).join(' XOR ')}});
	lines.push({key: 'treeCut', values: {cut: nodeLabel(p, walk.cut), steps}});
	return lines;
}

/** The number of positions below (sub-forests keeping the ground), capped. */
function estimateSize(p: TreePosition, f: Forest): bigint {
	const cap = 1 << 24;
	// ways(v) = product over children of (ways(c) + 1); capped, so exact in doubles.
	const ways = new Float64Array(f.n + 1).fill(1);
	for (let k = f.n; k >= 1; k--) {
		const v = f.order[k]!;
		const parent = parentOf(p.parents, v);
		ways[parent] = Math.min(cap, ways[parent]! * (ways[v]! + 1));
	}
	return BigInt(ways[0]!);
}

function readParents(json: Json | undefined, path: string): number[] {
	const list = readArray(json, path, limits.maxTreeNodes, 'parent node numbers (0 for the ground)');
	const n = list.length;
	const parents = new Array<number>(n);
	for (let i = 0; i < n; i++) {
		const item = list[i];
		let v: number;
		if (typeof item === 'number' && Number.isInteger(item) && item >= 0 && item <= n) v = item;
		else v = Number(readInt(item, join(path, i), 0n, BigInt(n)));
		if (v === i + 1) throw inputError(join(path, i), {kind: 'game-rule', key: 'rule_ownParent', values: {node: v}});
		parents[i] = v;
	}
	return parents;
}

/** The nodes' numbers: one per node, each a whole number from 1, no two alike. */
function readLabels(json: Json | undefined, path: string, n: number): number[] {
	const list = readArray(json, path, limits.maxTreeNodes, 'node numbers');
	if (list.length !== n) throw inputError(path, {kind: 'game-rule', key: 'rule_labelCount', values: {nodes: n, count: list.length}});
	const labels = list.map((item, i) => readSmallInt(item, join(path, i), 1, Number.MAX_SAFE_INTEGER));
	// Sorted, two alike stand side by side (a typed array: millions of nodes stay small).
	const sorted = Float64Array.from(labels).sort();
	for (let k = 1; k < sorted.length; k++) {
		if (sorted[k] !== sorted[k - 1]) continue;
		const first = labels.indexOf(sorted[k]!);
		const second = labels.indexOf(sorted[k]!, first + 1);
		throw inputError(
			join(path, second),
			{kind: 'game-rule', key: 'rule_labelRepeated', values: {label: sorted[k]!, first: first + 1}},
			undefined,
			`${join(path, second)} is ${sorted[k]}, as ${join(path, first)} is: each node has a number of its own`,
		);
	}
	return labels;
}

const theory: Theory = {
	rule: "A leaf is worth 0; a node is worth the XOR over its children c of (g(c) + 1); the ground the XOR over the roots of (g(root) + 1). The player to move loses exactly when the ground's value is 0.",
	theorem: [
		"The colon principle. Branches meeting at a node are independent games, a sum, so they can be replaced by a single stalk worth the XOR of their values. A branch standing on one edge is worth its own value plus one: the edge adds a move that removes the whole branch, which shifts every option's value up by one. A stalk of k edges is thus a Nim heap of k, and a tree collapses, from the leaves down, into one stalk.",
		'A winning cut: walk from the ground towards the leaves, always lowering. At a node whose value must drop from X to Y, pick a child c whose g(c) + 1 has the top bit of X XOR Y; that contribution must become (g(c) + 1) XOR X XOR Y, which is smaller. If it is 0, cut the edge above c; otherwise go on into c, whose value must drop to that number minus one.',
	],
	sources: 'Berlekamp, Conway, Guy, Winning Ways, ch. 7 (Green Hackenbush, the colon principle).',
};

export const tree: Game<TreePosition, TreeMove> = {
	theory,
	id: 'tree',
	name: 'Hackenbush tree',
	summary: 'cut an edge, the part above falls',
	params: [
		{
			key: 'labels',
			flag: 'labels',
			type: 'integers',
			min: 1n,
			description: "the numbers the nodes are shown with, one per node (a game in progress keeps its nodes' first numbers); 1..n when absent",
			label: 'Node numbers',
			placeholder: '1..n',
			setup: false,
		},
	],
	human: {key: 'parents', noun: 'node', kind: 'integers', what: 'the parent of each node 1..n (0 is the ground)', example: '0 1 1 0'},
	verb: {present: 'cut', past: 'cut'},
	rules:
		'A forest of trees stands on the ground. A move cuts one edge: it and everything above it that no longer reaches the ground falls away. Whoever cannot move loses.',
	examples: [
		{label: 'Two branches: stalks of 2 and 3 after collapsing', position: {game: 'tree', parents: [0, 1, 2, 2, 3, 4, 8, 9, 0]}},
		{label: 'A stalk of 5: a Nim heap of 5', position: {game: 'tree', parents: [0, 1, 2, 3, 4]}},
		{label: 'A claw: three legs on one root', position: {game: 'tree', parents: [0, 1, 1, 1]}},
		{label: 'A losing forest: a cherry and a single edge', position: {game: 'tree', parents: [0, 1, 1, 0]}},
		{label: 'Stalks of 3, 5 and 6 (Nim 3 5 6)', position: {game: 'tree', parents: [0, 1, 2, 0, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13]}},
	],
	random(rng, size) {
		const s = Math.max(1, Math.min(size, 10));
		const n = randInt(rng, 3, Math.min(4 + s, 14));
		const maxRoots = n >= 6 ? 3 : 2;
		const parents: number[] = [];
		const depth = [0];
		const kids = [0];
		let roots = 0;
		for (let v = 1; v <= n; v++) {
			let parent = 0;
			if (roots > 0 && (roots >= maxRoots || rng() < 0.75)) {
				const candidates: number[] = [];
				for (let u = 1; u < v; u++) if (depth[u]! < 6 && kids[u]! < 3) candidates.push(u);
				if (candidates.length > 0) parent = candidates[randInt(rng, 0, candidates.length - 1)]!;
			}
			if (parent === 0) roots++;
			parents.push(parent);
			depth.push(parent === 0 ? 1 : depth[parent]! + 1);
			kids.push(0);
			kids[parent]!++;
		}
		return {parents};
	},
	parse(json, path) {
		expectKeys(json, path, ['game', 'parents', 'labels']);
		const parentsPath = join(path, 'parents');
		const parents = readParents(json['parents'], parentsPath);
		const labels = json['labels'] === undefined ? undefined : readLabels(json['labels'], join(path, 'labels'), parents.length);
		const p: TreePosition = labels ? {parents, labels} : {parents};
		forests.set(p, buildForest(parents, parentsPath));
		return p;
	},
	toJSON: p => ({game: 'tree', parents: [...p.parents], ...(p.labels?.some((l, i) => l !== i + 1) ? {labels: [...p.labels]} : {})}),
	parseMove(json, p, path) {
		const o = expectObject(json, path);
		expectKeys(o, path, ['cut']);
		const n = p.parents.length;
		if (n === 0) throw illegal(path, phrase('move_nothingToCut'));
		return {cut: readSmallInt(o['cut'], join(path, 'cut'), 1, n)};
	},
	moveToJSON: m => ({cut: m.cut}),
	describeMove: (p, m) => englishWords(tree.moveReason!(p, m)),
	moveReason: (p, m) => ({key: 'moveCut', values: {edge: nodeLabel(p, m.cut)}}),
	*moves(p) {
		for (let i = 1; i <= p.parents.length; i++) yield {cut: i};
	},
	moveCount: p => BigInt(p.parents.length),
	apply(p, m) {
		const f = forestOf(p);
		const n = f.n;
		const removed = new Uint8Array(n + 1);
		removed[m.cut] = 1;
		// Parents come before children in the breadth-first order.
		for (let k = 1; k <= n; k++) {
			const v = f.order[k]!;
			if (removed[parentOf(p.parents, v)]) removed[v] = 1;
		}
		const renumber = new Int32Array(n + 1);
		let m2 = 0;
		for (let v = 1; v <= n; v++) if (!removed[v]) renumber[v] = ++m2;
		const parents = new Array<number>(m2);
		const labels = new Array<number>(m2);
		for (let v = 1; v <= n; v++) {
			if (removed[v]) continue;
			parents[renumber[v]! - 1] = renumber[parentOf(p.parents, v)]!;
			labels[renumber[v]! - 1] = nodeLabel(p, v);
		}
		return {parents, labels};
	},
	key: p => `tree:${p.parents.join(',')}`,
	searchSize: p => estimateSize(p, forestOf(p)),
	...componentGame(branchSum),
	whyNotListable(p) {
		const f = forestOf(p);
		const depth = new Int32Array(f.n + 1);
		let sum = 0;
		for (let k = 1; k <= f.n; k++) {
			const v = f.order[k]!;
			depth[v] = depth[parentOf(p.parents, v)]! + 1;
			sum += depth[v]!;
		}
		return sum > limits.maxTreeListDepthSum ? phrase('rule_treeListing', {sum, limit: limits.maxTreeListDepthSum}) : null;
	},
	explain: explainForest,
	reasons: forestReasons,
	// For the course, the coach and the puzzles.
	concept: 'colon',
	coach: {
		lost(_before, after) {
			const total = tree.grundy(after);
			return total === null ? null : {key: 'treeLost', values: {sum: total}};
		},
	},
};
