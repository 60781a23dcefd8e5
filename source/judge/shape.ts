/**
 * The shape of one test case, declared once per problem: whole numbers in a
 * range, tuples of fields, lists (their count written first), trees and
 * graphs of rings. Everything the judge does to a case is written once over
 * this shape: writing it as the statement's input text, checking it against
 * the statement's constraints, drawing random cases, listing the small ones
 * and shrinking a failing one toward the smallest valid values.
 *
 * Values are plain numbers (every range is within 2^53): a number for an
 * integer, an array for a tuple or a list, a Graph for a tree or a graph.
 */
import {judgeWords as w} from '../i18n/judge/index.js';
import type {Rng} from '../engine/types.js';
import {randInt} from '../engine/random.js';

export interface IntShape {
	readonly kind: 'int';
	readonly name: string;
	readonly min: number;
	readonly max: number;
}

export interface TupleShape {
	readonly kind: 'tuple';
	readonly fields: readonly Shape[];
}

export interface ListShape {
	readonly kind: 'list';
	readonly name: string;
	/** The least and most entries. */
	readonly min: number;
	readonly max: number;
	/** The count on a line of its own before the entries, or first on the entries' line. */
	readonly count: 'line' | 'inline';
	/** The entries on one line, or one line each. */
	readonly layout: 'line' | 'lines';
	readonly item: Shape;
	/** No two entries are equal (positions of chips, lamps). */
	readonly distinct?: boolean;
}

/**
 * A tree on nodes 1..n (node 1 the root), written `n` then its n − 1 edges
 * `a b`; or (`rings`) a tree with rings hung on its nodes, written `m k` and
 * its k edges: each ring (3 edges at least) shares exactly one node with
 * the rest, and no two nodes are joined twice.
 */
export interface GraphShape {
	readonly kind: 'graph';
	readonly name: string;
	readonly rings: boolean;
	/** The least and most nodes. */
	readonly min: number;
	readonly max: number;
	/** The most edges (rings). */
	readonly maxEdges?: number;
}

export type Shape = IntShape | TupleShape | ListShape | GraphShape;

export interface Graph {
	readonly nodes: number;
	readonly edges: readonly (readonly [number, number])[];
}

export type Value = number | readonly Value[] | Graph;

export const int = (name: string, min: number, max: number): IntShape => ({kind: 'int', name, min, max});
export const tuple = (...fields: Shape[]): TupleShape => ({kind: 'tuple', fields});

export function isGraph(value: Value): value is Graph {
	return typeof value === 'object' && !Array.isArray(value);
}

/** The name of a field (a tuple has none of its own). */
export function shapeName(shape: Shape): string {
	return shape.kind === 'tuple' ? shape.fields.map(shapeName).join(',') : shape.name;
}

// ---------------------------------------------------------------------------
// Writing

function flat(shape: Shape): boolean {
	return shape.kind === 'int' || (shape.kind === 'tuple' && shape.fields.every(flat));
}

function words(shape: Shape, value: Value): string[] {
	if (shape.kind === 'int') return [String(value)];
	const list = value as readonly Value[];
	if (shape.kind === 'tuple') return shape.fields.flatMap((field, i) => words(field, list[i]!));
	return [];
}

/** The case as lines of input text, as the statement lays them out. */
export function writeValue(shape: Shape, value: Value): string[] {
	switch (shape.kind) {
		case 'int':
			return [String(value)];
		case 'tuple': {
			if (flat(shape)) return [words(shape, value).join(' ')];
			const list = value as readonly Value[];
			const lines: string[] = [];
			let line: string[] = [];
			shape.fields.forEach((field, i) => {
				// Numbers before a list share the list's first line when it writes its count inline.
				if (flat(field)) line.push(...words(field, list[i]!));
				else {
					const inner = writeValue(field, list[i]!);
					if (line.length > 0 && field.kind === 'list' && field.count === 'inline') inner[0] = `${line.join(' ')} ${inner[0]}`;
					else if (line.length > 0) lines.push(line.join(' '));
					line = [];
					lines.push(...inner);
				}
			});
			if (line.length > 0) lines.push(line.join(' '));
			return lines;
		}
		case 'list': {
			const items = value as readonly Value[];
			if (shape.layout === 'line') {
				const row = items.flatMap(item => words(shape.item, item)).join(' ');
				if (shape.count === 'inline') return [row === '' ? String(items.length) : `${items.length} ${row}`];
				return items.length === 0 ? [String(items.length)] : [String(items.length), row];
			}
			const rows = items.flatMap(item => writeValue(shape.item, item));
			if (shape.count === 'inline' && rows.length > 0) return [`${items.length} ${rows[0]}`, ...rows.slice(1)];
			return [String(items.length), ...rows];
		}
		case 'graph': {
			const graph = value as Graph;
			const head = shape.rings ? `${graph.nodes} ${graph.edges.length}` : String(graph.nodes);
			return [head, ...graph.edges.map(([a, b]) => `${a} ${b}`)];
		}
	}
}

// ---------------------------------------------------------------------------
// Checking

/** Why the value breaks the shape's constraints (the first reason found), or null when it keeps them. */
export function breaks(shape: Shape, value: Value): string | null {
	switch (shape.kind) {
		case 'int': {
			if (typeof value !== 'number' || !Number.isSafeInteger(value)) return w('shape_whole', {name: shape.name});
			if (value < shape.min || value > shape.max) return w('shape_range', {name: shape.name, value, min: shape.min, max: shape.max});
			return null;
		}
		case 'tuple': {
			if (!Array.isArray(value) || value.length !== shape.fields.length) return w('shape_fields', {name: shapeName(shape), count: shape.fields.length});
			for (let i = 0; i < shape.fields.length; i++) {
				const why = breaks(shape.fields[i]!, value[i] as Value);
				if (why !== null) return why;
			}
			return null;
		}
		case 'list': {
			if (!Array.isArray(value)) return w('shape_list', {name: shape.name});
			if (value.length < shape.min || value.length > shape.max)
				return w('shape_entries', {name: shape.name, count: value.length, min: shape.min, max: shape.max});
			for (const item of value) {
				const why = breaks(shape.item, item as Value);
				if (why !== null) return why;
			}
			if (shape.distinct === true && new Set(value.map(item => JSON.stringify(item))).size !== value.length) return w('shape_repeats', {name: shape.name});
			return null;
		}
		case 'graph':
			return graphBreaks(shape, value);
	}
}

function graphBreaks(shape: GraphShape, value: Value): string | null {
	if (!isGraph(value)) return w('shape_graph', {name: shape.name});
	const {nodes, edges} = value;
	if (nodes < shape.min || nodes > shape.max) return w('shape_nodes', {name: shape.name, nodes, min: shape.min, max: shape.max});
	if (shape.maxEdges !== undefined && edges.length > shape.maxEdges) return w('shape_edges', {name: shape.name, edges: edges.length, max: shape.maxEdges});
	if (edges.some(([a, b]) => a < 1 || b < 1 || a > nodes || b > nodes || a === b)) return w('shape_edge', {name: shape.name, nodes});
	if (!shape.rings) return edges.length === nodes - 1 && connected(nodes, edges) ? null : w('shape_tree', {name: shape.name});
	return ringsOf(value) === null ? w('shape_rings', {name: shape.name}) : null;
}

function adjacency(nodes: number, edges: Graph['edges']): number[][] {
	const next: number[][] = Array.from({length: nodes + 1}, () => []);
	for (const [a, b] of edges) {
		next[a]!.push(b);
		next[b]!.push(a);
	}
	return next;
}

function connected(nodes: number, edges: Graph['edges']): boolean {
	const next = adjacency(nodes, edges);
	const seen = new Uint8Array(nodes + 1);
	const stack = [1];
	seen[1] = 1;
	let count = 1;
	while (stack.length > 0) {
		for (const w of next[stack.pop()!]!) {
			if (seen[w] === 0) {
				seen[w] = 1;
				count++;
				stack.push(w);
			}
		}
	}
	return count === nodes;
}

/** A graph of rings read apart: its tree edges, and each ring as the node it hangs on and its length. */
export interface RingsGraph {
	readonly treeEdges: readonly (readonly [number, number])[];
	readonly rings: readonly {readonly at: number; readonly length: number; readonly members: readonly number[]}[];
}

/**
 * The tree and the rings of a graph whose rings hang by one node each, or
 * null when it is not one: connected, no two nodes joined twice, and the
 * nodes of degree 2 that are not on a path to a leaf lie on cycles whose
 * other nodes touch nothing else. Found by peeling: a ring's inner nodes
 * have degree 2 and lie on a cycle through its hanging node.
 */
export function ringsOf(graph: Graph): RingsGraph | null {
	const {nodes, edges} = graph;
	const pairs = new Set<string>();
	for (const [a, b] of edges) {
		const key = a < b ? `${a} ${b}` : `${b} ${a}`;
		if (pairs.has(key) || a === b) return null;
		pairs.add(key);
	}
	if (!connected(nodes, edges)) return null;
	const next = adjacency(nodes, edges);
	const inRing = new Uint8Array(nodes + 1);
	const rings: {at: number; length: number; members: number[]}[] = [];
	const ringEdges = new Set<string>();
	// Walk from each node of degree 2 along degree-2 nodes; a ring closes back on one node of other degree (or of degree 2, a ring alone).
	for (let v = 1; v <= nodes; v++) {
		if (inRing[v] === 1 || next[v]!.length !== 2 || v === 1) continue;
		const path = [v];
		let prev = v;
		let cur = next[v]![0]!;
		while (cur !== v && next[cur]!.length === 2 && cur !== 1 && path.length <= nodes) {
			path.push(cur);
			const [x, y] = next[cur]!;
			const go = x === prev ? y! : x!;
			prev = cur;
			cur = go;
		}
		if (cur === v) return null; // a cycle of degree-2 nodes only, apart from node 1: not connected to the rest, impossible when connected
		// cur is the end one way; walk the other way from v.
		const endA = cur;
		prev = v;
		cur = next[v]![1]!;
		const back: number[] = [];
		while (next[cur]!.length === 2 && cur !== 1 && cur !== endA) {
			back.push(cur);
			const [x, y] = next[cur]!;
			const go = x === prev ? y! : x!;
			prev = cur;
			cur = go;
		}
		const endB = cur;
		if (endA !== endB || back.some(u => path.includes(u))) continue; // a path between two nodes: tree edges
		const members = [...back.reverse(), ...path];
		for (const u of members) inRing[u] = 1;
		rings.push({at: endA, length: members.length + 1, members});
		const cycle = [endA, ...members, endA];
		for (let i = 0; i + 1 < cycle.length; i++) {
			const a = cycle[i]!;
			const b = cycle[i + 1]!;
			ringEdges.add(a < b ? `${a} ${b}` : `${b} ${a}`);
		}
	}
	const treeEdges = edges.filter(([a, b]) => !ringEdges.has(a < b ? `${a} ${b}` : `${b} ${a}`));
	// What is left must be a tree on the nodes not inside rings.
	const treeNodes = nodes - inRing.reduce((s, x) => s + x, 0);
	if (treeEdges.length !== treeNodes - 1) return null;
	return {treeEdges, rings};
}

// ---------------------------------------------------------------------------
// Drawing at random

/** How large random cases are: `small` keeps lists and graphs short; `max` fills them. */
export type Scale = 'small' | 'random' | 'max';

function randomInt(rng: Rng, min: number, max: number, scale: Scale): number {
	if (scale === 'max') return rng() < 0.5 ? max : randInt(rng, Math.max(min, max - 1000), max);
	const r = rng();
	if (scale === 'small' || r < 0.35) return randInt(rng, min, Math.min(max, min + 12));
	if (r < 0.7) {
		// Log-uniform: every order of magnitude as often.
		const span = max - min + 1;
		const digits = Math.log(span);
		return Math.min(max, min + Math.floor(Math.exp(rng() * digits)) - 1);
	}
	if (r < 0.9) return randInt(rng, min, max);
	return rng() < 0.5 ? min : max;
}

function randomLength(rng: Rng, min: number, max: number, scale: Scale, room: number): number {
	const top = Math.min(max, Math.max(min, room));
	if (scale === 'max') return top;
	if (scale === 'small') return randInt(rng, min, Math.min(top, min + 4));
	return rng() < 0.6 ? randInt(rng, min, Math.min(top, min + 8)) : randInt(rng, min, top);
}

/**
 * A random case. `room` bounds the entries of every list and the nodes of
 * every graph (a case at `max` scale with room 10^5 is a path of 10^5
 * vertices); a distinct list is drawn without repeats.
 */
export function randomValue(shape: Shape, rng: Rng, scale: Scale, room = 60): Value {
	switch (shape.kind) {
		case 'int':
			return randomInt(rng, shape.min, shape.max, scale);
		case 'tuple':
			return shape.fields.map(field => randomValue(field, rng, scale, room));
		case 'list': {
			const length = randomLength(rng, shape.min, shape.max, scale, room);
			const items: Value[] = [];
			const seen = new Set<string>();
			let tries = 0;
			while (items.length < length && tries++ < length * 20 + 100) {
				const item = randomValue(shape.item, rng, scale === 'max' && rng() < 0.5 ? 'random' : scale, room);
				if (shape.distinct === true) {
					const key = JSON.stringify(item);
					if (seen.has(key)) continue;
					seen.add(key);
				}
				items.push(item);
			}
			// A distinct list of a narrow range may hold fewer than it aimed at; never fewer than its least.
			while (items.length < shape.min) items.push(smallest(shape.item));
			return shuffleBias(rng, items);
		}
		case 'graph':
			return randomGraph(shape, rng, scale, room);
	}
}

/** Half the time in order, as a person types them; else as drawn. */
function shuffleBias(rng: Rng, items: Value[]): Value[] {
	if (items.every(item => typeof item === 'number') && rng() < 0.25) return [...(items as number[])].sort((a, b) => a - b);
	return items;
}

function randomGraph(shape: GraphShape, rng: Rng, scale: Scale, room: number): Graph {
	const limit = Math.min(shape.max, Math.max(shape.min, room));
	const total = scale === 'max' ? limit : scale === 'small' ? randInt(rng, shape.min, Math.min(limit, shape.min + 5)) : randInt(rng, shape.min, limit);
	// Tree part first; with rings, some nodes go into rings.
	const treeNodes = shape.rings ? Math.max(1, Math.floor(total * (0.3 + rng() * 0.7))) : total;
	const edges: [number, number][] = [];
	const style = rng();
	for (let v = 2; v <= treeNodes; v++) {
		// A path, a star, a broom or a random tree.
		const parent = style < 0.2 ? v - 1 : style < 0.3 ? 1 : style < 0.4 ? Math.max(1, v - randInt(rng, 1, 3)) : randInt(rng, 1, v - 1);
		edges.push([parent, v]);
	}
	let next = treeNodes + 1;
	const maxEdges = shape.maxEdges ?? Number.POSITIVE_INFINITY;
	while (shape.rings && next + 1 < total + 1 && edges.length + 3 <= maxEdges) {
		const length = Math.min(randInt(rng, 3, 8), total - next + 2, maxEdges - edges.length);
		if (length < 3) break;
		// Rings hang on nodes of the tree part only: a ring's own nodes touch nothing else.
		const at = randInt(rng, 1, treeNodes);
		let prev = at;
		for (let i = 0; i < length - 1; i++) {
			edges.push([prev, next]);
			prev = next++;
		}
		edges.push([prev, at]);
	}
	// Renumber all but node 1 at random, and write each edge either way round, in a random order.
	const nodes = next - 1;
	const order = Array.from({length: nodes - 1}, (_, i) => i + 2);
	for (let i = order.length - 1; i > 0; i--) {
		const j = randInt(rng, 0, i);
		[order[i], order[j]] = [order[j]!, order[i]!];
	}
	const name = (v: number) => (v === 1 ? 1 : order[v - 2]!);
	const written = edges.map(([a, b]): [number, number] => (rng() < 0.5 ? [name(a), name(b)] : [name(b), name(a)]));
	for (let i = written.length - 1; i > 0; i--) {
		const j = randInt(rng, 0, i);
		[written[i], written[j]] = [written[j]!, written[i]!];
	}
	return {nodes, edges: written};
}

/** The smallest valid value: every number at its least, every list at its least length. */
export function smallest(shape: Shape): Value {
	switch (shape.kind) {
		case 'int':
			return shape.min;
		case 'tuple':
			return shape.fields.map(smallest);
		case 'list': {
			const items: Value[] = [];
			// A distinct list of numbers counts up from the least.
			for (let i = 0; i < shape.min; i++) items.push(shape.distinct === true && shape.item.kind === 'int' ? shape.item.min + i : smallest(shape.item));
			return items;
		}
		case 'graph':
			return {nodes: shape.min, edges: Array.from({length: shape.min - 1}, (_, i) => [i + 1, i + 2] as const)};
	}
}

// ---------------------------------------------------------------------------
// Listing every small case

/**
 * Every case whose numbers lie in their least `span` values and whose lists
 * and graphs have at most `extra` entries (or nodes) more than their least,
 * up to `budget` cases; null when there are more than that (the exhaustive
 * phase then narrows `span`).
 */
export function enumerate(shape: Shape, span: number, extra: number, budget: number): Value[] | null {
	const all = values(shape, span, extra, budget);
	return all === null || all.length > budget ? null : all;
}

function values(shape: Shape, span: number, extra: number, budget: number): Value[] | null {
	switch (shape.kind) {
		case 'int': {
			const top = Math.min(shape.max, shape.min + span - 1);
			return Array.from({length: top - shape.min + 1}, (_, i) => shape.min + i);
		}
		case 'tuple': {
			let product: Value[][] = [[]];
			for (const field of shape.fields) {
				const options = values(field, span, extra, budget);
				if (options === null || product.length * options.length > budget) return null;
				product = product.flatMap(prefix => options.map(option => [...prefix, option]));
			}
			return product;
		}
		case 'list': {
			const items = values(shape.item, span, extra, budget);
			if (items === null) return null;
			const out: Value[] = [];
			const top = Math.min(shape.max, shape.min + extra);
			for (let length = shape.min; length <= top; length++) {
				if (items.length ** length > budget * 4) return null;
				let lists: Value[][] = [[]];
				for (let i = 0; i < length; i++) lists = lists.flatMap(prefix => items.map(item => [...prefix, item]));
				for (const list of lists) {
					if (shape.distinct === true && new Set(list.map(v => JSON.stringify(v))).size !== list.length) continue;
					out.push(list);
					if (out.length > budget) return null;
				}
			}
			return out;
		}
		case 'graph': {
			if (shape.rings) return null;
			// Every tree given by parents p(v) < v, for up to min + extra nodes.
			const out: Value[] = [];
			const top = Math.min(shape.max, shape.min + extra, 7);
			for (let n = shape.min; n <= top; n++) {
				let parents: number[][] = [[]];
				for (let v = 2; v <= n; v++) parents = parents.flatMap(prefix => Array.from({length: v - 1}, (_, i) => [...prefix, i + 1]));
				for (const p of parents) out.push({nodes: n, edges: p.map((parent, i) => [parent, i + 2] as const)});
				if (out.length > budget) return null;
			}
			return out;
		}
	}
}

// ---------------------------------------------------------------------------
// Shrinking

/**
 * Values smaller than `value`, the boldest first: a list without half of
 * its entries, without one entry, with one entry shrunk; a number at its
 * least, halfway there, one less; a graph without a leaf or a ring. Each is
 * valid (the caller checks the constraints of the whole case too).
 */
export function* shrinkValue(shape: Shape, value: Value): Generator<Value> {
	switch (shape.kind) {
		case 'int': {
			const v = value as number;
			if (v === shape.min) return;
			yield shape.min;
			let gap = Math.floor((v - shape.min) / 2);
			while (gap > 1) {
				yield v - gap;
				gap = Math.floor(gap / 2);
			}
			yield v - 1;
			return;
		}
		case 'tuple': {
			const list = value as readonly Value[];
			for (let i = 0; i < shape.fields.length; i++)
				for (const smaller of shrinkValue(shape.fields[i]!, list[i]!)) yield list.map((v, j) => (j === i ? smaller : v));
			return;
		}
		case 'list': {
			const items = value as readonly Value[];
			// Drop chunks: halves, quarters, ... single entries.
			for (let size = Math.floor(items.length / 2); size >= 1; size = Math.floor(size / 2)) {
				if (items.length - size < shape.min) continue;
				for (let start = 0; start + size <= items.length; start += size) yield [...items.slice(0, start), ...items.slice(start + size)];
			}
			for (let i = 0; i < items.length; i++) for (const smaller of shrinkValue(shape.item, items[i]!)) yield items.map((v, j) => (j === i ? smaller : v));
			return;
		}
		case 'graph':
			yield* shrinkGraph(shape, value as Graph);
	}
}

function* shrinkGraph(shape: GraphShape, graph: Graph): Generator<Graph> {
	if (graph.nodes <= shape.min) return;
	const degree = new Array<number>(graph.nodes + 1).fill(0);
	for (const [a, b] of graph.edges) {
		degree[a]!++;
		degree[b]!++;
	}
	// Remove a leaf (a node of degree 1 other than the root), renumbering the last node into its place.
	const without = (v: number): Graph => {
		const edges = graph.edges.filter(([a, b]) => a !== v && b !== v).map(([a, b]) => [a === graph.nodes ? v : a, b === graph.nodes ? v : b] as const);
		return {nodes: graph.nodes - 1, edges};
	};
	for (let v = graph.nodes; v >= 2; v--) if (degree[v] === 1) yield without(v);
	if (shape.rings) {
		const read = ringsOf(graph);
		// Shorten a ring by one node (a node of degree 2 whose neighbours are not joined), or remove a ring of 3.
		if (read !== null)
			for (const ring of read.rings) {
				// The ring's nodes go; the others are numbered 1.. again in their order.
				const gone = new Set(ring.members);
				const kept = Array.from({length: graph.nodes}, (_, i) => i + 1).filter(u => !gone.has(u));
				const number = new Map(kept.map((u, i) => [u, i + 1]));
				const edges = graph.edges.filter(([a, b]) => !gone.has(a) && !gone.has(b)).map(([a, b]) => [number.get(a)!, number.get(b)!] as const);
				if (kept.length >= shape.min) yield {nodes: kept.length, edges};
			}
		if (read !== null)
			for (let v = graph.nodes; v >= 2; v--) {
				if (degree[v] !== 2) continue;
				const [x, y] = graph.edges.filter(([a, b]) => a === v || b === v).map(([a, b]) => (a === v ? b : a));
				const rest = without(v);
				const rename = (u: number) => (u === graph.nodes ? v : u);
				const joined = {nodes: rest.nodes, edges: [...rest.edges, [rename(x!), rename(y!)] as const]};
				yield joined;
			}
	}
}
