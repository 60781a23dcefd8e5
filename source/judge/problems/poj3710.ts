/** POJ 3710 "Christmas Game": Hackenbush on trees with rings hung on single nodes; several trees per case, until the end of the input. */
import {tree} from '../../engine/games/tree.js';
import type {Graph, GraphShape, ListShape, Value} from '../shape.js';
import {explainPosition, outcomeOf, type Problem, type Solution, type WhyLine} from '../problem.js';
import {groundedForest} from '../forest.js';

const graph: GraphShape = {kind: 'graph', name: 'm', rings: true, min: 1, max: 99, maxEdges: 499};
const trees: ListShape = {kind: 'list', name: 'N', min: 1, max: 99, count: 'line', layout: 'lines', item: graph};

function solve(value: Value): Solution {
	const graphs = value as Graph[];
	const json = groundedForest(graphs, true);
	const answer = outcomeOf(json) === 'N' ? 'Sally' : 'Harry';
	const why: WhyLine[] = [{key: 'why_fusion'}, ...explainPosition(json)];
	return {answer, position: (json['parents'] as number[]).length <= 60 ? json : null, why};
}

export const poj3710: Problem = {
	id: 'poj3710',
	aliases: [],
	title: 'Christmas Game',
	game: tree.id,
	lesson: 'colon',
	statement: {
		en: {
			story:
				'Several trees stand on the ground, each by its node 1. Some nodes carry rings: a ring is a cycle of at least 3 edges that shares exactly one node with the rest of its tree. Sally and Harry take turns, Sally first; a move cuts one edge, and everything no longer joined to the ground falls away. Whoever cannot move loses. Who wins?',
			input:
				'Cases until the end of the input. Each case: a line with N (1 ≤ N < 100), the number of trees; then each tree: a line `m k` (m < 100 nodes, k < 500 edges) and k lines `a b`. No two nodes are joined twice; rings share no edge.',
			output: "For each case, the winner's name: `Sally` or `Harry`.",
		},
		'zh-CN': {
			story:
				'地面上立着若干棵树，每棵树都以节点 1 与地面相连。有些节点上挂着环：环是至少含 3 条边的回路，与树的其余部分恰好只有一个公共节点。Sally 和 Harry 轮流操作，Sally 先手；每次砍掉一条边，所有不再与地面相连的部分随之掉落。无法操作的人输。谁会获胜？',
			input:
				'多组数据，读到输入结束为止。每组数据先是一行 N（1 ≤ N < 100），表示树的棵数；然后依次给出每棵树：一行 `m k`（m < 100 个节点，k < 500 条边），接着 k 行 `a b`。任意两个节点之间至多一条边；不同的环没有公共边。',
			output: '对每组数据，输出获胜者的名字：`Sally` 或 `Harry`。',
		},
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
