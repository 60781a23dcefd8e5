/** HDU 1846 "Brave Game": Bash's game, a count of cases first. */
import {bash} from '../../engine/games/bash.js';
import {int, tuple, type Value} from '../shape.js';
import {outcomeSolution, type Problem} from '../problem.js';

const words = {N: 'first', P: 'second'} as const;
const position = (value: Value) => {
	const [n, m] = value as [number, number];
	return {game: bash.id, heap: n, max: m};
};

export const hdu1846: Problem = {
	id: 'hdu1846',
	aliases: [],
	title: 'Brave Game',
	game: bash.id,
	lesson: 'multiples',
	statement: {
		en: {
			story:
				'Two players share a heap of n stones. They move in turn; a move takes at least 1 and at most m stones. Whoever takes the last stone wins. Both play perfectly: who wins?',
			input: 'The first line holds C (at most 100), the number of cases. Each case is a line `n m` with 1 ≤ n, m ≤ 1000.',
			output: 'For each case, one line: `first` if the player who moves first wins, else `second`.',
		},
		'zh-CN': {
			story: '两个人轮流从一堆 n 个石子中取石子，每次至少取 1 个、至多取 m 个，取走最后一个石子的人获胜。两人都采取最优策略，谁会获胜？',
			input: '第一行是数据组数 C（C ≤ 100）。每组数据占一行，为两个整数 `n m`（1 ≤ n, m ≤ 1000）。',
			output: '对每组数据输出一行：先手获胜输出 `first`，否则输出 `second`。',
		},
	},
	framing: {kind: 'count', max: 100},
	shape: tuple(int('n', 1, 1000), int('m', 1, 1000)),
	timeMs: 1000,
	memoryMb: 32,
	answer: value => outcomeSolution(position(value), words).answer,
	solve: value => outcomeSolution(position(value), words),
	sample: [
		[23, 2],
		[4, 3],
	],
	// Multiples of m + 1 and their neighbours, m ≥ n, and the extremes.
	edges: () => [
		[1, 1],
		[2, 1],
		[1000, 1000],
		[1000, 1],
		[1, 1000],
		[999, 1000],
		[1000, 999],
		[8, 3],
		[9, 3],
		[7, 3],
		[4, 4],
		[5, 4],
		[10, 4],
		[11, 10],
		[990, 98],
		[989, 98],
	],
	exhaustive: {span: 30, extra: 0},
};
