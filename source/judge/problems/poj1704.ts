/** POJ 1704 "Georgia and Bob": staircase Nim; the chips come unsorted. */
import {staircase} from '../../engine/games/staircase.js';
import {int, type ListShape, type Value} from '../shape.js';
import {outcomeSolution, type Problem} from '../problem.js';

const words = {N: 'Georgia will win', P: 'Bob will win'} as const;
const chips: ListShape = {kind: 'list', name: 'N', min: 1, max: 1000, count: 'line', layout: 'line', item: int('P', 1, 10_000), distinct: true};
const position = (value: Value) => ({game: staircase.id, chips: value as number[]});

export const poj1704: Problem = {
	id: 'poj1704',
	aliases: [],
	title: 'Georgia and Bob',
	game: staircase.id,
	lesson: 'staircase',
	statement: {
		en: {
			story:
				'Chips stand on distinct cells 1, 2, 3, ... of a strip. A move slides one chip to the left by one or more cells; it may not pass another chip or share its cell, and cannot go left of cell 1. Georgia moves first, then Bob, in turn; whoever cannot move loses. Who wins?',
			input:
				'The first line holds T (at most 20), the number of cases. Each case: a line with N (1 ≤ N ≤ 1000), then a line with the N chips\u2019 cells (distinct, 1 to 10^4, in no particular order).',
			output: 'For each case, `Georgia will win` or `Bob will win`.',
		},
		'zh-CN': {
			story:
				'一条纸带上的格子编号为 1、2、3、…，其中一些格子上各放着一枚棋子，每格至多一枚。每次可以把一枚棋子向左移动一格或多格，但不能越过其他棋子，不能与其他棋子同格，也不能移到格子 1 的左边。Georgia 先走，然后是 Bob，两人轮流；无法移动的人输。谁会获胜？',
			input:
				'第一行是数据组数 T（T ≤ 20）。每组数据先是一行 N（1 ≤ N ≤ 1000），然后一行是 N 枚棋子所在的格子编号（互不相同，在 1 到 10^4 之间，顺序任意，未必有序）。',
			output: '对每组数据，输出 `Georgia will win` 或 `Bob will win`。',
		},
	},
	framing: {kind: 'count', max: 20},
	shape: chips,
	timeMs: 1000,
	memoryMb: null,
	answer: value => outcomeSolution(position(value), words).answer,
	solve: value => outcomeSolution(position(value), words),
	sample: [
		[1, 2, 3],
		[1, 5, 6, 7, 9, 12, 14, 17],
	],
	edges: () => [
		[1],
		[2],
		[10_000],
		[3, 1, 2],
		[9, 4, 12],
		[17, 14, 12, 9, 7, 6, 5, 1],
		[10_000, 1],
		[2, 6, 11, 15].reverse(),
		Array.from({length: 1000}, (_, i) => 1000 - i),
		Array.from({length: 1000}, (_, i) => 10_000 - 7 * i),
	],
	exhaustive: {span: 7, extra: 2},
};
