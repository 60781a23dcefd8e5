/** HDU 1850: Nim, how many first moves win; cases until `0`. */
import {nim} from '../../engine/games/nim.js';
import {int, type ListShape, type Value} from '../shape.js';
import {explainPosition, gameOf, type Problem, type Solution, type WhyLine} from '../problem.js';

const heaps: ListShape = {kind: 'list', name: 'M', min: 2, max: 100, count: 'line', layout: 'line', item: int('N', 1, 1_000_000)};

/**
 * The winning first moves, counted from the engine's values: by the
 * Sprague-Grundy theorem a heap of value v has a winning move exactly when
 * v XOR g < v (g the position's value), and only one (to v XOR g).
 */
function solve(value: Value): Solution {
	const json = {game: nim.id, heaps: value as number[]};
	const {game, position} = gameOf(json);
	const total = game.grundy(position)!;
	let count = 0;
	for (const h of value as number[]) {
		const v = game.grundy(gameOf({game: nim.id, heaps: [h]}).position)!;
		if ((v ^ total) < v) count++;
	}
	const why: WhyLine[] = [{key: 'why_lowered', values: {count, heaps: (value as number[]).length, total}}, ...explainPosition(json)];
	return {answer: String(count), position: json, why};
}

export const hdu1850: Problem = {
	id: 'hdu1850',
	aliases: [],
	title: 'Being a Good Boy in Spring Festival',
	game: nim.id,
	lesson: 'nim-sum',
	statement: {
		en: {
			story:
				'Nim: M heaps of cards; a move takes any number of cards from one heap; whoever takes the last card wins. The first player wants to win: in how many ways can the first move be made so that the first player still wins with perfect play?',
			input: 'Each case: a line with M (1 < M ≤ 100), then a line with the M heap sizes (1 ≤ N ≤ 10^6). A line `0` ends the input.',
			output: 'For each case, the number of winning first moves (0 when there is none).',
		},
		'zh-CN': {
			story:
				'Nim 游戏：桌上有 M 堆扑克牌，两人轮流操作，每次从任意一堆中取走任意多张，取走最后一张牌的人获胜。先手想要获胜：第一步有多少种走法，能让先手在之后按最优策略进行时仍然获胜？',
			input: '多组数据。每组数据先是一行 M（1 < M ≤ 100），然后一行是 M 堆牌的张数（1 ≤ N ≤ 10^6）。一行 `0` 表示输入结束。',
			output: '对每组数据，输出先手第一步的必胜走法数；没有必胜走法时输出 0。',
		},
	},
	framing: {kind: 'sentinel', text: '0', max: 100},
	shape: heaps,
	timeMs: 1000,
	memoryMb: 32,
	answer: value => solve(value).answer,
	solve,
	sample: [
		[5, 7, 9],
		[1, 1],
	],
	edges: () => [
		[1, 1],
		[1_000_000, 1_000_000],
		[1_000_000, 1],
		[1, 2, 3],
		[7, 9, 12, 15],
		Array.from({length: 100}, () => 1_000_000),
		Array.from({length: 100}, (_, i) => i + 1),
		Array.from({length: 99}, (_, i) => 2 ** (i % 20)),
	],
	exhaustive: {span: 8, extra: 1},
};
