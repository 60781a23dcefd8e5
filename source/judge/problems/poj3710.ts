/** POJ 3710 "Christmas Game": Hackenbush on trees with rings hung on single nodes; several trees per case, until the end of the input. */
import {tree} from '../../engine/games/tree.js';
import type {Graph, GraphShape, ListShape, Value} from '../shape.js';
import {explainPosition, outcomeOf, type Problem, type Solution} from '../problem.js';
import {groundedForest} from '../forest.js';

const graph: GraphShape = {kind: 'graph', name: 'm', rings: true, min: 1, max: 99, maxEdges: 499};
const trees: ListShape = {kind: 'list', name: 'N', min: 1, max: 99, count: 'line', layout: 'lines', item: graph};

function solve(value: Value): Solution {
	const graphs = value as Graph[];
	const json = groundedForest(graphs, true);
	const answer = outcomeOf(json) === 'N' ? 'Sally' : 'Harry';
	const why = [
		'Fusion principle: a ring hung on one node is worth one edge there when its length is odd, nothing when it is even; each tree then stands on the ground at its node 1, and the trees form one forest.',
		...explainPosition(json),
	];
	return {answer, position: (json['parents'] as number[]).length <= 60 ? json : null, why};
}

export const poj3710: Problem = {
	id: 'poj3710',
	aliases: [],
	title: 'Christmas Game',
	game: tree.id,
	lesson: 'colon',
	statement: {
		story:
			'Several trees stand on the ground, each by its node 1. Some nodes carry rings: a ring is a cycle of at least 3 edges that shares exactly one node with the rest of its tree. Sally and Harry take turns, Sally first; a move cuts one edge, and everything no longer joined to the ground falls away. Whoever cannot move loses. Who wins?',
		input:
			'Cases until the end of the input. Each case: a line with N (1 ≤ N < 100), the number of trees; then each tree: a line `m k` (m < 100 nodes, k < 500 edges) and k lines `a b`. No two nodes are joined twice; rings share no edge.',
		output: "For each case, the winner's name: `Sally` or `Harry`.",
	},
	framing: {kind: 'eof', max: 50},
	shape: trees,
	timeMs: 1000,
	memoryMb: null,
	answer: value => solve(value).answer,
	solve,
	sample: [
		[
			{
				nodes: 4,
				edges: [
					[1, 2],
					[2, 3],
					[3, 4],
					[4, 2],
				],
			},
		],
		[
			{
				nodes: 4,
				edges: [
					[1, 2],
					[2, 3],
					[3, 4],
					[4, 2],
				],
			},
			{nodes: 2, edges: [[1, 2]]},
		],
	],
	edges: () => [
		[{nodes: 1, edges: []}],
		[
			{
				nodes: 3,
				edges: [
					[1, 2],
					[2, 3],
					[3, 1],
				],
			},
		],
		[
			{
				nodes: 4,
				edges: [
					[1, 2],
					[2, 3],
					[3, 4],
					[4, 1],
				],
			},
		],
		[
			{
				nodes: 5,
				edges: [
					[1, 2],
					[2, 3],
					[3, 4],
					[4, 5],
					[5, 2],
				],
			},
		],
		[
			{nodes: 2, edges: [[2, 1]]},
			{nodes: 2, edges: [[1, 2]]},
		],
	],
	room: {random: 12, max: 99},
	maxCases: 10,
};
