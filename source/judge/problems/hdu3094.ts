/** HDU 3094 "A tree game": Green Hackenbush on a tree rooted at node 1; a path of 10^5 nodes overflows a recursive search's stack. */
import {tree} from '../../engine/games/tree.js';
import type {Graph, GraphShape, Value} from '../shape.js';
import {explainPosition, outcomeOf, type Problem, type Solution, type WhyLine} from '../problem.js';
import {groundedForest} from '../forest.js';

const shape: GraphShape = {kind: 'graph', name: 'N', rings: false, min: 1, max: 100_000};

function solve(value: Value): Solution {
	const json = groundedForest([value as Graph], false);
	const answer = outcomeOf(json) === 'N' ? 'Alice' : 'Bob';
	const small = (value as Graph).nodes <= 40;
	const why: WhyLine[] = [{key: 'why_ground'}, ...(small ? explainPosition(json) : [])];
	if (!small) why.push({key: 'why_tooMany', values: {nodes: (value as Graph).nodes}});
	return {answer, position: small ? json : null, why};
}

const path = (n: number): Graph => ({nodes: n, edges: Array.from({length: n - 1}, (_, i) => [i + 1, i + 2] as const)});
const star = (n: number): Graph => ({nodes: n, edges: Array.from({length: n - 1}, (_, i) => [1, i + 2] as const)});

export const hdu3094: Problem = {
	id: 'hdu3094',
	aliases: [],
	title: 'A tree game',
	game: tree.id,
	lesson: 'colon',
	statement: {
		en: {
			story:
				'A tree with N nodes stands with node 1 on the ground. Alice and Bob take turns, Alice first; a move cuts one edge, and everything no longer joined to node 1 falls away. Whoever cannot move loses. Who wins?',
			input:
				'The first line holds T (at most 100), the number of cases. Each case: a line with N (1 ≤ N ≤ 10^5), then N − 1 lines `a b`, the edges (in any order and either way round).',
			output: 'For each case, `Alice` if Alice wins, else `Bob`.',
		},
		'zh-CN': {
			story:
				'一棵有 N 个节点的树，节点 1 立在地面上。Alice 和 Bob 轮流操作，Alice 先手；每次砍掉一条边，所有不再与节点 1 相连的部分随之掉落。无法操作的人输。谁会获胜？',
			input: '第一行是数据组数 T（T ≤ 100）。每组数据先是一行 N（1 ≤ N ≤ 10^5），然后 N − 1 行 `a b`，表示树的边（边的顺序和两端的先后都任意）。',
			output: '对每组数据，Alice 获胜输出 `Alice`，否则输出 `Bob`。',
		},
	},
	framing: {kind: 'count', max: 100},
	shape,
	timeMs: 2000,
	memoryMb: null,
	answer: value => solve(value).answer,
	solve,
	sample: [
		{
			nodes: 3,
			edges: [
				[1, 2],
				[2, 3],
			],
		},
		{
			nodes: 3,
			edges: [
				[1, 2],
				[1, 3],
			],
		},
	],
	// A single node, paths and stars, the root last; a path of 10^5 nodes (the deep-recursion trap) in both directions.
	edges: () => [
		{nodes: 1, edges: []},
		{nodes: 2, edges: [[2, 1]]},
		path(100_000),
		{nodes: 100_000, edges: Array.from({length: 99_999}, (_, i) => (i === 0 ? ([1, 100_000] as const) : ([100_001 - i, 100_000 - i] as const)))},
		star(100_000),
		{
			nodes: 5,
			edges: [
				[5, 4],
				[4, 3],
				[3, 2],
				[2, 1],
			],
		},
	],
	exhaustive: {span: 1, extra: 5},
	room: {random: 40, max: 100_000},
	maxCases: 1,
};
