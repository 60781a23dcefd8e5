/**
 * Graph game: tokens on a directed acyclic graph given by the user. `edges`
 * maps a vertex to the list of its successors; a vertex with no entry (one
 * named only as a successor) has no way out. A move slides one token along
 * one edge; several tokens may share a vertex. Whoever cannot move loses.
 *
 * Input rules: a cycle is an error naming its vertices ("edges has a cycle:
 * a → b → a"); a token on a vertex named nowhere in `edges` (neither key nor
 * successor) is an error; a successor listed twice for the same vertex is an
 * error (it would be the same move twice).
 *
 * Theory (Sprague-Grundy on a DAG). A vertex is worth the mex of its
 * successors' values (a sink is worth 0); the tokens are a sum of games, so
 * the position is worth the XOR of their vertices' values. The values are
 * computed once per graph, in reverse topological order by Kahn's algorithm
 * (iterative: sinks first), and cached with the parsed graph (positions
 * derived by moves share it; a parse of the same `edges` object reuses it,
 * so `edges` objects are treated as immutable). A move to value t: with
 * d = g XOR t, a token whose vertex value v has d's top bit moves along an
 * edge to a successor of value v XOR d < v, which exists by the mex.
 * Sources: Berlekamp, Conway, Guy, Winning Ways (games on graphs, the
 * Sprague-Grundy theory); the seed notes' SG section.
 */
import type {Game, Json, JsonObject, Theory} from '../types.js';
import {randInt} from '../random.js';
import {expectKeys, expectObject, illegal, inputError, join, limitError, readArray, readIndex, readString, show} from '../input.js';
import {limits} from '../limits.js';
import {phrase, type RuleValue} from '../rule-words.js';
import {componentGame, componentSum} from '../components.js';
import {tabulate} from '../values.js';
import {englishLines, englishWords, type Reason, type ReasonLine} from '../reasons.js';

/** A parsed graph with its Sprague-Grundy values; shared by every position on it. */
export interface Graph {
	/** Vertex names by index: the keys of `edges` in order, then the vertices named only as successors. */
	readonly names: readonly string[];
	readonly index: ReadonlyMap<string, number>;
	/** How many vertices are keys of `edges` (indices 0 .. keyCount − 1). */
	readonly keyCount: number;
	/** Successors of v are succList[succStart[v] .. succStart[v + 1]), in the given order. */
	readonly succStart: Int32Array;
	readonly succList: Int32Array;
	/** g(v) for every vertex. */
	readonly value: Int32Array;
	/** An upper bound on the positions one token at v can reach (paths from v), capped. */
	readonly reach: Float64Array;
}

export interface GraphPosition {
	readonly graph: Graph;
	/** The vertex (index into graph.names) of each token. */
	readonly tokens: readonly number[];
}

export interface GraphMove {
	readonly token: number;
	readonly to: string;
}

const reachCap = 1 << 24;

/** Parsed graphs, keyed by the `edges` JSON object they were read from (or written to by toJSON). */
const graphCache = new WeakMap<object, Graph>();
const edgesJson = new WeakMap<Graph, JsonObject>();
const graphKeys = new WeakMap<Graph, string>();

function fieldPath(base: string, key: string): string {
	return /^[A-Za-z_$][\w$-]*$/.test(key) ? `${base}.${key}` : `${base}[${JSON.stringify(key)}]`;
}

function showCycle(names: readonly string[], cycle: readonly number[]): RuleValue {
	const name = (v: number) => {
		const text = names[v]!;
		return text.length > 20 ? `${text.slice(0, 17)}...` : text;
	};
	if (cycle.length <= 8) return [...cycle, cycle[0]!].map(name).join(' → ');
	return phrase('rule_cycleVertices', {cycle: cycle.slice(0, 6).map(name).join(' → '), first: name(cycle[0]!), count: cycle.length});
}

function buildGraph(edges: JsonObject, path: string): Graph {
	const keys = Object.keys(edges);
	const keyCount = keys.length;
	const lists: Json[][] = new Array(keyCount);
	let edgeCount = 0;
	for (let k = 0; k < keyCount; k++) {
		const item = edges[keys[k]!];
		// Paths are built only for the error message.
		const list = Array.isArray(item) ? item : readArray(item, fieldPath(path, keys[k]!), limits.maxGraphSize, 'vertex names');
		edgeCount += list.length;
		lists[k] = list;
		if (keyCount + edgeCount > limits.maxGraphSize) {
			throw limitError(path, {kind: 'game-rule', key: 'rule_graphSizeMore', values: {limit: limits.maxGraphSize}});
		}
	}
	const names = keys.slice();
	const index = new Map<string, number>();
	for (let k = 0; k < keyCount; k++) index.set(keys[k]!, k);
	// Keys come first, so the successor lists are already in CSR order.
	const succList = new Int32Array(edgeCount);
	const succStart = new Int32Array(keyCount + 1);
	let e = 0;
	for (let k = 0; k < keyCount; k++) {
		const list = lists[k]!;
		for (let j = 0; j < list.length; j++) {
			const item = list[j];
			const name = typeof item === 'string' ? item : readString(item, join(fieldPath(path, keys[k]!), j), 'a vertex name');
			let w = index.get(name);
			if (w === undefined) {
				w = names.length;
				index.set(name, w);
				names.push(name);
			}
			succList[e++] = w;
		}
		succStart[k + 1] = e;
	}
	const n = names.length;
	if (n + edgeCount > limits.maxGraphSize) {
		throw limitError(path, {kind: 'game-rule', key: 'rule_graphSize', values: {n, edges: edgeCount, limit: limits.maxGraphSize}});
	}
	const start = new Int32Array(n + 1);
	start.set(succStart);
	start.fill(edgeCount, keyCount + 1);
	// A successor listed twice for the same vertex.
	const mark = new Int32Array(n);
	for (let v = 0; v < keyCount; v++) {
		for (let j = start[v]!; j < start[v + 1]!; j++) {
			const w = succList[j]!;
			if (mark[w] === v + 1) {
				const listPath = fieldPath(path, keys[v]!);
				const list = lists[v]!;
				const first = list.indexOf(names[w]!);
				throw inputError(
					listPath,
					{kind: 'game-rule', key: 'rule_listedTwice', values: {name: show(names[w]!), first: first + 1, second: list.indexOf(names[w]!, first + 1) + 1}},
					undefined,
					`${listPath} lists ${show(names[w]!)} twice (${join(listPath, first)} and ${join(listPath, list.indexOf(names[w]!, first + 1))})`,
				);
			}
			mark[w] = v + 1;
		}
	}
	// Predecessor lists, for Kahn's algorithm run backwards from the sinks.
	const predStart = new Int32Array(n + 1);
	for (let i = 0; i < edgeCount; i++) predStart[succList[i]! + 1]!++;
	for (let v = 0; v < n; v++) predStart[v + 1]! += predStart[v]!;
	const predList = new Int32Array(edgeCount);
	const fill = predStart.slice(0, n);
	for (let v = 0; v < keyCount; v++) for (let j = start[v]!; j < start[v + 1]!; j++) predList[fill[succList[j]!]!++] = v;

	const waiting = new Int32Array(n);
	const queue = new Int32Array(n);
	let tail = 0;
	for (let v = 0; v < n; v++) {
		waiting[v] = start[v + 1]! - start[v]!;
		if (waiting[v] === 0) queue[tail++] = v;
	}
	// The sinks are worth 0 and reach only themselves: the values start from the first vertex with a way out.
	const sinks = tail;
	// Kahn's algorithm from the sinks: the queue is an order in which every vertex comes after its successors.
	for (let head = 0; head < tail; head++) {
		const v = queue[head]!;
		for (let j = predStart[v]!; j < predStart[v + 1]!; j++) {
			const u = predList[j]!;
			if (--waiting[u]! === 0) queue[tail++] = u;
		}
	}
	const value = new Int32Array(n);
	const reach = new Float64Array(n);
	if (tail === n) {
		for (let i = 0; i < sinks; i++) reach[queue[i]!] = 1;
		tabulate(
			value,
			sinks,
			n,
			(v, marks) => {
				const from = start[v]!;
				const to = start[v + 1]!;
				// The mex is at most the degree: larger values need no mark.
				const degree = to - from;
				const bits = marks.reserve(degree + 1);
				let paths = 1;
				// Bits gathered while the values stay in one word, then written: successors listed in order often have neighbouring values.
				let word = 0;
				let gathered = 0;
				for (let j = from; j < to; j++) {
					const w = succList[j]!;
					const g = value[w]!;
					if (g <= degree) {
						if (g >>> 5 !== word) {
							bits[word]! |= gathered;
							word = g >>> 5;
							gathered = 0;
						}
						gathered |= 1 << (g & 31);
					}
					paths = Math.min(reachCap, paths + reach[w]!);
				}
				bits[word]! |= gathered;
				reach[v] = paths;
			},
			{order: queue},
		);
	}
	if (tail < n) {
		// Every vertex left waits on a successor that is also left: follow them until one repeats.
		let v = 0;
		while (waiting[v] === 0) v++;
		const position = new Map<number, number>();
		const walk: number[] = [];
		while (!position.has(v)) {
			position.set(v, walk.length);
			walk.push(v);
			let next = -1;
			for (let j = start[v]!; j < start[v + 1]!; j++) {
				if (waiting[succList[j]!]! > 0) {
					next = succList[j]!;
					break;
				}
			}
			v = next;
		}
		throw inputError(path, {kind: 'game-rule', key: 'rule_graphCycle', values: {cycle: showCycle(names, walk.slice(position.get(v)!))}});
	}
	return {names, index, keyCount, succStart: start, succList, value, reach};
}

function readGraph(json: Json | undefined, path: string): Graph {
	if (json === undefined) throw inputError(path, {kind: 'missing', expected: 'an object mapping each vertex to its successors, e.g. {"a": ["b", "c"]}'});
	const edges = expectObject(json, path);
	const known = graphCache.get(edges);
	if (known !== undefined) return known;
	const graph = buildGraph(edges, path);
	graphCache.set(edges, graph);
	return graph;
}

/** The edges as JSON (the keys as given, in order), built once per graph and frozen. */
function edgesOf(graph: Graph): JsonObject {
	let json = edgesJson.get(graph);
	if (json === undefined) {
		const entries: [string, Json][] = [];
		for (let v = 0; v < graph.keyCount; v++) {
			const list: string[] = [];
			for (let j = graph.succStart[v]!; j < graph.succStart[v + 1]!; j++) list.push(graph.names[graph.succList[j]!]!);
			entries.push([graph.names[v]!, Object.freeze(list) as unknown as Json]);
		}
		// fromEntries defines own properties, so even a vertex named "__proto__" stays data.
		json = Object.freeze(Object.fromEntries(entries)) as JsonObject;
		edgesJson.set(graph, json);
		graphCache.set(json, graph);
	}
	return json;
}

function graphKey(graph: Graph): string {
	let key = graphKeys.get(graph);
	if (key === undefined) {
		key = JSON.stringify(edgesOf(graph));
		graphKeys.set(graph, key);
	}
	return key;
}

function successors(graph: Graph, v: number): number[] {
	return Array.from(graph.succList.subarray(graph.succStart[v]!, graph.succStart[v + 1]!));
}

/** Each token is a component, worth its vertex's value; a move slides it to a successor worth the target. */
const tokenSum = componentSum<GraphPosition, GraphMove>(
	{
		values: p => p.tokens.map(v => BigInt(p.graph.value[v]!)),
		moveIn(p, i, target) {
			const {graph} = p;
			const v = p.tokens[i]!;
			for (let j = graph.succStart[v]!; j < graph.succStart[v + 1]!; j++) {
				const w = graph.succList[j]!;
				if (BigInt(graph.value[w]!) === target) return {token: i, to: graph.names[w]!};
			}
			return null;
		},
		change: (p, m) => BigInt(p.graph.value[p.tokens[m.token]!]! ^ p.graph.value[p.graph.index.get(m.to)!]!),
	},
	{apply: (p, m) => graph.apply(p, m)},
);

function total(p: GraphPosition): number {
	return Number(tokenSum.total(p));
}

function moveToValue(p: GraphPosition, target: number): GraphMove | null {
	return tokenSum.moveToGrundy(p, BigInt(target));
}

const maxTableTokens = 10;
const maxShownSuccessors = 6;

function explainGraph(p: GraphPosition): string[] {
	return englishLines(graphReasons(p));
}

/** A vertex's name as a value: the user's own words, shown as they are. */
const nameReason = (name: string): Reason => ({key: 'words', values: {text: name}});

/** Why, as data: each token's vertex worth the mex of its successors' values, the tokens' values XORed. */
function graphReasons(p: GraphPosition): ReasonLine[] {
	const {graph, tokens} = p;
	const g = total(p);
	const lines: ReasonLine[] = [{key: 'graphRule'}];
	const move = g === 0 ? null : moveToValue(p, 0);
	if (tokens.length <= maxTableTokens) {
		const described = new Set<number>();
		for (let i = 0; i < tokens.length; i++) {
			const v = tokens[i]!;
			if (described.has(v)) continue;
			described.add(v);
			const next = successors(graph, v);
			const name = graph.names[v]!;
			const value = graph.value[v]!;
			if (next.length === 0) lines.push({key: 'graphSink', values: {name}});
			else if (next.length <= maxShownSuccessors) {
				const names = next.map(w => nameReason(graph.names[w]!));
				const values = next.map(w => nameReason(String(graph.value[w]!)));
				lines.push({key: 'graphMex', values: {name, names, values, value}});
			} else {
				lines.push({key: 'graphMany', values: {name, count: next.length, value}});
			}
		}
		const labels = tokens.map((v, i) => ({key: 'graphToken' as const, values: {token: i + 1, name: graph.names[v]!}}));
		lines.push({table: {labels, values: tokens.map(v => BigInt(graph.value[v]!)), mark: move?.token ?? null, decimal: true}});
	} else {
		lines.push({key: 'graphXorMany', values: {count: tokens.length, sum: g}});
	}
	if (move === null) {
		lines.push({key: 'graphZero'});
		return lines;
	}
	const v = tokens[move.token]!;
	const w = graph.index.get(move.to)!;
	lines.push({
		key: 'graphMove',
		values: {sum: g, token: move.token + 1, from: graph.names[v]!, to: move.to, fromValue: graph.value[v]!, toValue: graph.value[w]!},
	});
	return lines;
}

function randomGraph(rng: () => number, size: number): JsonObject {
	const count = randInt(rng, 5, Math.min(6 + size, 12));
	const names = Array.from({length: count}, (_, i) => String.fromCharCode(97 + i));
	const edges: JsonObject = {};
	// Edges go from a letter to a later one, so the graph is acyclic.
	for (let i = 0; i < count - 1; i++) {
		const targets: string[] = [];
		for (let j = i + 1; j < count && targets.length < 3; j++) if (rng() < (j === i + 1 ? 0.8 : 0.3)) targets.push(names[j]!);
		if (targets.length > 0) edges[names[i]!] = targets;
	}
	if (Object.keys(edges).length === 0) edges[names[0]!] = [names[1]!];
	return edges;
}

const theory: Theory = {
	rule: "Each vertex is worth the mex of its successors' values (a vertex with no way out is worth 0); the tokens form a sum, worth the XOR of their vertices' values. The player to move loses exactly when it is 0.",
	theorem: [
		'The Sprague-Grundy theorem on a graph. Every impartial game is a game on a graph whose vertices are positions and whose edges are moves. Working back from the sinks, g(v) = mex{g(w) : v → w}, where the mex is the least non-negative integer not in the set. A vertex of value 0 has moves only to non-zero values; a vertex of value g > 0 has a move to every smaller value, so g = 0 means lost.',
		"Several tokens are a sum of games (a move moves one token), worth the XOR of the tokens' values, so two tokens on one vertex cancel. To win with total x, move a token whose vertex is worth v, with the top bit of x, to a successor worth v XOR x.",
	],
	sources: 'R. P. Sprague, "Über mathematische Kampfspiele" (1935); P. M. Grundy, "Mathematics and games" (1939); Winning Ways, ch. 2.',
	example: 1,
};

export const graph: Game<GraphPosition, GraphMove> = {
	theory,
	id: 'graph',
	name: 'Graph game',
	summary: 'tokens on your own graph',
	params: [
		{
			key: 'edges',
			flag: 'edges',
			type: 'edges',
			required: true,
			description: 'the edges, each vertex with its successors: "a:b,c b:c"',
			label: 'Edges (v:w1,w2 ...)',
			placeholder: 'a:b,c b:c',
		},
	],
	human: {key: 'tokens', kind: 'words', what: 'vertices the tokens stand on', example: 'a b'},
	verb: {present: 'move', past: 'moved'},
	rules:
		'Tokens sit on the vertices of a directed graph without cycles. A move slides one token along one edge. Several tokens may share a vertex. Whoever cannot move loses.',
	examples: [
		{label: 'A chain a → b → c → d: worth 1 0 1 0', position: {game: 'graph', edges: {a: ['b'], b: ['c'], c: ['d']}, tokens: ['a']}},
		{label: 'A diamond with two tokens', position: {game: 'graph', edges: {s: ['a', 'b'], a: ['t'], b: ['a', 't']}, tokens: ['s', 'b']}},
		{label: 'Twin tokens cancel: a losing start', position: {game: 'graph', edges: {a: ['b', 'c'], b: ['c']}, tokens: ['a', 'a']}},
		{
			label: 'Nim heaps 3 and 2 as a graph (every shortcut)',
			position: {game: 'graph', edges: {'3': ['2', '1', '0'], '2': ['1', '0'], '1': ['0']}, tokens: ['3', '2']},
		},
	],
	random(rng, size, like) {
		const g = like?.graph ?? readGraph(randomGraph(rng, Math.max(1, Math.min(size, 10))), 'edges');
		const movable = g.names.map((_, v) => v).filter(v => g.succStart[v + 1]! > g.succStart[v]!);
		const pool = movable.length > 0 ? movable : g.names.map((_, v) => v);
		const count = randInt(rng, 1, Math.min(3, 1 + Math.floor(size / 3)));
		return {graph: g, tokens: Array.from({length: count}, () => pool[randInt(rng, 0, pool.length - 1)]!)};
	},
	parse(json, path) {
		expectKeys(json, path, ['game', 'edges', 'tokens']);
		const g = readGraph(json['edges'], join(path, 'edges'));
		const tokensPath = join(path, 'tokens');
		const list = readArray(json['tokens'], tokensPath, limits.maxHeaps, 'vertex names');
		if (list.length === 0) throw inputError(tokensPath, {kind: 'empty', unit: 'token'});
		const tokens = list.map((item, i) => {
			const name = readString(item, join(tokensPath, i), 'a vertex name');
			const v = g.index.get(name);
			if (v === undefined)
				throw inputError(
					join(tokensPath, i),
					{kind: 'game-rule', key: 'rule_tokenNowhere', values: {name: show(name)}},
					undefined,
					`${join(tokensPath, i)} is ${show(name)}, a vertex named nowhere in ${join(path, 'edges')}`,
				);
			return v;
		});
		return {graph: g, tokens};
	},
	toJSON: p => ({game: 'graph', edges: edgesOf(p.graph), tokens: p.tokens.map(v => p.graph.names[v]!)}),
	parseMove(json, p, path) {
		const o = expectObject(json, path);
		expectKeys(o, path, ['token', 'to']);
		const last = p.tokens.length - 1;
		const token = readIndex(o['token'], join(path, 'token'), last + 1, 'token');
		const to = readString(o['to'], join(path, 'to'), 'a vertex name');
		const v = p.tokens[token]!;
		const name = p.graph.names[v]!;
		const w = p.graph.index.get(to);
		if (p.graph.succStart[v + 1] === p.graph.succStart[v])
			throw illegal(path, phrase('move_noWayOut', {n: token + 1, name: show(name)}), phrase('move_noWayOutAt', {index: token, name: show(name)}));
		if (w === undefined || !successors(p.graph, v).includes(w)) throw illegal(path, phrase('move_noEdge', {from: show(name), to: show(to)}));
		return {token, to};
	},
	moveToJSON: m => ({token: m.token, to: m.to}),
	describeMove: (p, m, tense) => englishWords(graph.moveReason!(p, m, tense)),
	moveReason: (p, m, tense = 'present') => ({
		key: tense === 'present' ? 'moveToken' : 'movedToken',
		values: {token: m.token + 1, from: `${p.graph.names[p.tokens[m.token]!]}`, to: m.to},
	}),
	*moves(p) {
		const {graph: g} = p;
		for (let i = 0; i < p.tokens.length; i++) {
			const v = p.tokens[i]!;
			for (let j = g.succStart[v]!; j < g.succStart[v + 1]!; j++) yield {token: i, to: g.names[g.succList[j]!]!};
		}
	},
	moveCount(p) {
		let count = 0;
		for (const v of p.tokens) count += p.graph.succStart[v + 1]! - p.graph.succStart[v]!;
		return BigInt(count);
	},
	apply(p, m) {
		const tokens = p.tokens.slice();
		tokens[m.token] = p.graph.index.get(m.to)!;
		return {graph: p.graph, tokens};
	},
	key: p => `graph:${graphKey(p.graph)}:${p.tokens.join(',')}`,
	searchSize(p) {
		let size = 1;
		for (const v of p.tokens) size = Math.min(reachCap, size * p.graph.reach[v]!);
		return BigInt(size);
	},
	...componentGame(tokenSum),
	compact(p) {
		// Tokens on vertices without successors cannot move and count 0.
		const kept: number[] = [];
		for (let i = 0; i < p.tokens.length; i++) {
			const v = p.tokens[i]!;
			if (p.graph.succStart[v + 1]! > p.graph.succStart[v]!) kept.push(i);
		}
		if (kept.length === p.tokens.length) return null;
		return {position: {...p, tokens: kept.map(i => p.tokens[i]!)}, lift: m => ({token: kept[m.token]!, to: m.to})};
	},
	explain: explainGraph,
	reasons: graphReasons,
	// For the course, the coach and the puzzles.
	concept: 'mex',
	partCount: p => p.tokens.length,
};
