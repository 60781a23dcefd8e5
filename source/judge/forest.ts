/**
 * Trees and graphs of rings, as the tree game of the catalog plays them:
 * Green Hackenbush with node 1 on the ground. A ring hung on one node is
 * worth what the fusion principle says: a ring of odd length is one edge
 * hung on that node, a ring of even length is nothing (Winning Ways ch. 7,
 * "fusion"). Several graphs on one ground are a sum: one forest.
 */
import type {JsonObject} from '../engine/types.js';
import {tree} from '../engine/games/tree.js';
import {ringsOf, type Graph} from './shape.js';

/**
 * The forest of the tree game for graphs each grounded at its node 1: every
 * other node, breadth first, hangs from its parent (node 1's children from
 * the ground); with `rings`, an odd ring adds a leaf on its node and an even
 * one nothing. The tree edges must form a tree (shape.ts checked it).
 */
export function groundedForest(graphs: readonly Graph[], rings: boolean): JsonObject {
	const parents: number[] = [];
	for (const graph of graphs) {
		const read = rings ? ringsOf(graph) : {treeEdges: graph.edges, rings: []};
		if (read === null) throw new Error('not a graph of rings hung on single nodes');
		const next: number[][] = Array.from({length: graph.nodes + 1}, () => []);
		for (const [a, b] of read.treeEdges) {
			next[a]!.push(b);
			next[b]!.push(a);
		}
		// The forest's number of each node (0 for node 1: the ground).
		const number = new Int32Array(graph.nodes + 1).fill(-1);
		number[1] = 0;
		const queue = [1];
		for (let head = 0; head < queue.length; head++) {
			const v = queue[head]!;
			for (const w of next[v]!) {
				if (number[w] !== -1) continue;
				parents.push(number[v]!);
				number[w] = parents.length;
				queue.push(w);
			}
		}
		for (const ring of read.rings) if (ring.length % 2 === 1) parents.push(number[ring.at]!);
	}
	return {game: tree.id, parents};
}
