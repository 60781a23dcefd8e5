import {describe, expect, it, test} from 'vitest';
import {graph, type GraphPosition} from '../../../source/engine/games/graph.js';
import {bruteGrundy} from '../../../source/engine/solver.js';
import {InputError, LimitError, type Json, type JsonObject} from '../../../source/engine/types.js';
import {randInt, seeded} from '../../../source/engine/random.js';
import {fullRun, sampled} from '../../sample.js';

const parse = (edges: Json, tokens: Json) => graph.parse({game: 'graph', edges, tokens}, '');

function legal(p: GraphPosition, token: number, to: string): boolean {
	try {
		graph.parseMove({token, to}, p, 'move');
		return true;
	} catch (error) {
		if (error instanceof InputError) return false;
		throw error;
	}
}

function shuffle<T>(list: T[], rng: () => number): T[] {
	for (let i = list.length - 1; i > 0; i--) {
		const j = randInt(rng, 0, i);
		const swap = list[i]!;
		list[i] = list[j]!;
		list[j] = swap;
	}
	return list;
}

function checkAgainstBrute(p: GraphPosition, memo: Map<string, bigint>): void {
	const label = JSON.stringify(graph.toJSON(p));
	const g = bruteGrundy(graph, p, 1_000_000, memo);
	expect(graph.grundy(p), label).toBe(g);
	expect(graph.outcome(p)).toBe(g === 0n ? 'P' : 'N');
	const win = graph.winningMove(p);
	if (g === 0n) expect(win).toBeNull();
	else {
		expect(legal(p, win!.token, win!.to), label).toBe(true);
		expect(bruteGrundy(graph, graph.apply(p, win!), 1_000_000, memo)).toBe(0n);
	}
	for (let t = 0n; t < g; t++) {
		const m = graph.moveToGrundy(p, t);
		expect(m, `${label} → ${t}`).not.toBeNull();
		expect(legal(p, m!.token, m!.to)).toBe(true);
		expect(bruteGrundy(graph, graph.apply(p, m!), 1_000_000, memo)).toBe(t);
	}
	expect(graph.moveToGrundy(p, g)).toBeNull();
}

describe('graph: closed form vs brute force', () => {
	// All 1024 edge sets in the full run; `npm test` takes no edge, every edge and 254 edge sets drawn by a fixed seed.
	const masks = [
		0,
		...sampled(
			Array.from({length: 1022}, (_, i) => i + 1),
			254,
			21,
		),
		1023,
	];
	it(`every DAG on 5 vertices (${fullRun ? 'all 1024' : `${masks.length} of the 1024`} edge sets along a hidden order), tokens on every vertex and every pair`, () => {
		const rng = seeded(21);
		const letters = ['a', 'b', 'c', 'd', 'e'];
		let checked = 0;
		for (const mask of masks) {
			// The hidden topological order is a random permutation of the names.
			const order = shuffle([...letters], rng);
			const edges: Record<string, string[]> = {};
			let bit = 0;
			for (let i = 0; i < 5; i++) {
				for (let j = i + 1; j < 5; j++, bit++) {
					if ((mask >> bit) & 1) {
						edges[order[i]!] ??= [];
						edges[order[i]!]!.push(order[j]!);
					}
				}
			}
			// Every vertex must be named somewhere: list sinks with no successors explicitly.
			for (const name of letters) edges[name] ??= [];
			const memo = new Map<string, bigint>();
			const tokenSets: string[][] = [];
			for (let i = 0; i < 5; i++) {
				tokenSets.push([letters[i]!]);
				for (let j = i; j < 5; j++) tokenSets.push([letters[i]!, letters[j]!]);
			}
			for (const tokens of tokenSets) {
				checkAgainstBrute(parse(edges, tokens), memo);
				checked++;
			}
		}
		expect(checked).toBe(masks.length * 20);
	});
	it('random DAGs up to 9 vertices with up to 3 tokens; moves are exactly the edges', () => {
		const rng = seeded(5);
		for (let round = 0; round < 300; round++) {
			const n = randInt(rng, 1, 9);
			const names = shuffle(
				Array.from({length: n}, (_, i) => `v${i}`),
				rng,
			);
			const edges: Record<string, string[]> = {};
			for (let i = 0; i < n; i++) {
				const list: string[] = [];
				for (let j = i + 1; j < n; j++) if (rng() < 0.4) list.push(names[j]!);
				if (list.length > 0 || rng() < 0.5) edges[names[i]!] = shuffle(list, rng);
			}
			const named = [...new Set([...Object.keys(edges), ...Object.values(edges).flat()])];
			if (named.length === 0) continue;
			const tokens = Array.from({length: randInt(rng, 1, 3)}, () => named[randInt(rng, 0, named.length - 1)]!);
			const p = parse(edges, tokens);
			checkAgainstBrute(p, new Map());
			const listed = [...graph.moves(p)];
			expect(graph.moveCount(p)).toBe(BigInt(listed.length));
			const accepted: string[] = [];
			for (let i = 0; i < tokens.length; i++) for (const w of named) if (legal(p, i, w)) accepted.push(`${i}>${w}`);
			expect(listed.map(m => `${m.token}>${m.to}`).sort()).toEqual(accepted.sort());
		}
	});
});

describe('graph: known positions', () => {
	test.each([
		[{a: ['b'], b: ['c'], c: ['d']}, ['a'], 1n],
		[{a: ['b'], b: ['c'], c: ['d']}, ['d'], 0n],
		[{s: ['a', 'b'], a: ['t'], b: ['a', 't']}, ['s', 'b'], 2n],
		[{a: ['b', 'c'], b: ['c']}, ['a', 'a'], 0n],
		[{'3': ['2', '1', '0'], '2': ['1', '0'], '1': ['0']}, ['3', '2'], 1n],
		[{x: []}, ['x'], 0n],
	])('%j with tokens %j is worth %s', (edges, tokens, g) => {
		expect(graph.grundy(parse(edges, tokens))).toBe(g);
	});
	it("explains each token's vertex, the XOR and the move", () => {
		const p = parse({s: ['a', 'b'], a: ['t'], b: ['a', 't']}, ['s', 'b']);
		const text = graph.explain(p).join('\n');
		expect(text).toContain('s → a, b worth 1, 2: s = mex = 0.');
		expect(text).toContain('b → a, t worth 1, 0: b = mex = 2.');
		expect(text).toContain('token 2 (b) = 2  10  ◀');
		expect(text).toContain('move token 2 from b (worth 2) to t (worth 0); 2 XOR 0 = 2, so the XOR becomes 0.');
		expect(graph.describeMove(p, graph.winningMove(p)!)).toBe('move token 2 from b to t');
		expect(graph.explain(parse({a: ['b', 'c'], b: ['c']}, ['a', 'a'])).join('\n')).toContain('The player to move loses.');
		expect(graph.explain(parse({a: ['b']}, ['b'])).join('\n')).toContain('b has no way out: worth 0.');
	});
	it('shares and caches the graph: positions after moves, re-parses of the same edges and of toJSON', () => {
		const edges = {a: ['b'], b: ['c']};
		const p = parse(edges, ['a']);
		const q = parse(edges, ['b']);
		expect(q.graph).toBe(p.graph);
		const after = graph.apply(p, {token: 0, to: 'b'});
		expect(after.graph).toBe(p.graph);
		expect(p.tokens).toEqual([0]);
		expect(graph.key(after)).toBe(graph.key(q));
		const json = graph.toJSON(p);
		expect(json).toEqual({game: 'graph', edges: {a: ['b'], b: ['c']}, tokens: ['a']});
		expect(graph.parse(json, '').graph).toBe(p.graph);
	});
	it('keeps a vertex named "__proto__" as a plain vertex', () => {
		const edges = JSON.parse('{"__proto__": ["x"], "x": []}') as JsonObject;
		const p = parse(edges, ['__proto__']);
		expect(graph.grundy(p)).toBe(1n);
		expect(Object.keys(graph.toJSON(p)['edges'] as JsonObject)).toEqual(['__proto__', 'x']);
	});
	it('examples parse; random positions keep the graph of `like`', () => {
		for (const e of graph.examples) expect(graph.parse(e.position, '').tokens.length).toBeGreaterThan(0);
		const rng = seeded(4);
		for (let size = 1; size <= 10; size++) {
			const p = graph.random(rng, size);
			expect(p.graph.names.length).toBeLessThanOrEqual(12);
			const q = graph.random(rng, size, p);
			expect(q.graph).toBe(p.graph);
			expect(graph.parse(graph.toJSON(q), '').tokens).toEqual(q.tokens);
		}
	});
});

function thrown(read: () => unknown): unknown {
	try {
		read();
	} catch (error) {
		return error;
	}
	throw new Error('expected a refusal');
}

describe('graph: large graphs', () => {
	it('a subtraction game {1..4} as a graph of 200000 vertices and 800000 edges: g(i) = i mod 5', () => {
		const n = 200_000;
		const edges: Record<string, string[]> = {};
		for (let i = 1; i < n; i++) {
			const list: string[] = [];
			for (let s = 1; s <= 4 && i - s >= 0; s++) list.push(`h${i - s}`);
			edges[`h${i}`] = list;
		}
		// The values are computed with the graph as it is read (its time is measured by bench/worst-cases.ts).
		const p = parse(edges, ['h199999', 'h123457', 'h77']);
		const g = graph.grundy(p);
		const move = graph.winningMove(p);
		expect(g).toBe(BigInt((199999 % 5) ^ (123457 % 5) ^ (77 % 5)));
		expect(graph.grundy(graph.apply(p, move!))).toBe(0n);
		// A second position on the same edges reuses the graph read the first time, with its values.
		const second = parse(edges, ['h10']);
		expect(second.graph).toBe(p.graph);
		expect(graph.grundy(second)).toBe(0n);
	});
	// At the size of the limit in the full run; `npm test` reads a fifth of it (the limit itself is met by the tests around).
	const dagSize = fullRun ? 250_000 : 50_000;
	it(`a random DAG of ${dagSize} vertices and ${3 * dagSize} edges matches an independent computation`, () => {
		const rng = seeded(99);
		const n = dagSize;
		const succ: number[][] = Array.from({length: n}, () => []);
		for (let e = 0; e < 3 * n; e++) {
			const i = randInt(rng, 1, n - 1);
			const j = randInt(rng, Math.max(0, i - 30), i - 1);
			if (!succ[i]!.includes(j)) succ[i]!.push(j);
		}
		// Edges go down in index, so values by increasing index are an independent oracle.
		const value = new Array<number>(n);
		for (let i = 0; i < n; i++) {
			const seen = new Set(succ[i]!.map(j => value[j]!));
			let m = 0;
			while (seen.has(m)) m++;
			value[i] = m;
		}
		const edges: Record<string, string[]> = {};
		for (const i of shuffle(
			Array.from({length: n}, (_, k) => k),
			rng,
		))
			edges[`v${i}`] = succ[i]!.map(j => `v${j}`);
		const tokens = Array.from({length: 1000}, () => randInt(rng, 0, n - 1));
		// The same DAG (in shorter names) is a case of bench/worst-cases.ts, where its time is measured.
		const p = parse(
			edges,
			tokens.map(i => `v${i}`),
		);
		const g = graph.grundy(p);
		const move = graph.winningMove(p);
		expect(g).toBe(BigInt(tokens.reduce((x, i) => x ^ value[i]!, 0)));
		if (g !== 0n) expect(graph.grundy(graph.apply(p, move!))).toBe(0n);
		expect(graph.explain(p).join('\n')).toContain("The 1000 tokens' vertex values XOR to");
		for (let i = 0; i < n; i += 997) {
			const q = parse(edges, [`v${i}`]);
			expect(q.graph).toBe(p.graph);
			expect(graph.grundy(q)).toBe(BigInt(value[i]!));
		}
	});
	it('a cycle through 500000 vertices is reported briefly', () => {
		const n = 500_000;
		const edges: Record<string, string[]> = {};
		for (let i = 0; i < n; i++) edges[`c${i}`] = [`c${(i + 1) % n}`];
		expect(() => parse(edges, ['c0'])).toThrow('edges has a cycle: c0 → c1 → c2 → c3 → c4 → c5 → ... → c0 (500000 vertices)');
	});
	it('refuses graphs beyond the limit', () => {
		const edges: Record<string, string[]> = {};
		for (let i = 0; i < 500_001; i++) edges[`v${i}`] = [`w${i}`];
		// Read once (each read of half a million names takes a while): the error's kind and its words.
		const refusal = thrown(() => parse(edges, ['v0']));
		expect(refusal).toBeInstanceOf(LimitError);
		expect(refusal).toHaveProperty('message', 'edges has more than 1000000 vertices plus edges; the limit is 1000000');
		// 400000 keys and 400000 edges, but 800000 vertices: over the limit only once the successors are named.
		const wide: Record<string, string[]> = {};
		for (let i = 0; i < 400_000; i++) wide[`v${i}`] = [`w${i}`];
		expect(() => parse(wide, ['v0'])).toThrow('edges has 800000 vertices and 400000 edges; the limit is 1000000 vertices plus edges');
	});
});

describe('graph: bad input', () => {
	test.each([
		[{a: ['b'], b: ['a']}, ['a'], 'edges has a cycle: a → b → a'],
		[{a: ['a']}, ['a'], 'edges has a cycle: a → a'],
		[{x: ['a'], a: ['b'], b: ['c'], c: ['a']}, ['x'], 'edges has a cycle: a → b → c → a'],
		[{a: ['b']}, ['z'], 'tokens[0] is "z", a vertex named nowhere in edges'],
		[{a: ['b', 'c', 'b']}, ['a'], 'edges.a lists "b" twice (edges.a[0] and edges.a[2])'],
		[{a: ['b', 3]}, ['a'], 'edges.a[1] must be a vertex name, got 3'],
		[{a: 'b'}, ['a'], 'edges.a must be a list of vertex names, got "b"'],
		[{'my vertex': 'b'}, ['a'], 'edges["my vertex"] must be a list of vertex names, got "b"'],
		[['a', 'b'], ['a'], 'edges must be an object, got ["a","b"]'],
		[undefined, ['a'], 'edges is missing (expected an object mapping each vertex to its successors, e.g. {"a": ["b", "c"]})'],
		[{a: ['b']}, [], 'tokens must hold at least one token'],
		[{a: ['b']}, 'a', 'tokens must be a list of vertex names, got "a"'],
		[{a: ['b']}, [1], 'tokens[0] must be a vertex name, got 1'],
	])('%j with tokens %j → %s', (edges, tokens, message) => {
		const json: JsonObject = {game: 'graph', tokens: tokens as Json};
		if (edges !== undefined) json['edges'] = edges as Json;
		expect(() => graph.parse(json, '')).toThrow(InputError);
		expect(() => graph.parse(json, '')).toThrow(message);
	});
	it('rejects unknown fields', () => {
		expect(() => graph.parse({game: 'graph', edges: {a: ['b']}, tokens: ['a'], heaps: []}, '')).toThrow(
			'heaps is not a field of this game (expected "game", "edges", "tokens")',
		);
	});
	const p = parse({a: ['b'], b: ['c']}, ['a', 'c']);
	test.each([
		[{token: 0, to: 'c'}, 'move is not a legal move: there is no edge from "a" to "c"'],
		[{token: 0, to: 'q'}, 'move is not a legal move: there is no edge from "a" to "q"'],
		[{token: 1, to: 'a'}, 'move is not a legal move: token 2 is on "c", which has no way out'],
		[{token: 2, to: 'b'}, 'move.token must be a token index from 0 to 1, got 2'],
		[{token: -1, to: 'b'}, 'move.token must be a token index from 0 to 1, got -1'],
		[{token: 0}, 'move.to is missing (expected a vertex name)'],
		[{token: 0, to: 'b', by: 1}, 'move.by is not a field of this game (expected "token", "to")'],
	])('move %j → %s', (json, message) => {
		expect(() => graph.parseMove(json, p, 'move')).toThrow(message);
	});
});
