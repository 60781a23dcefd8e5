/** HDU 1848 "Fibonacci again and again": three heaps, takes are Fibonacci numbers; cases until `0 0 0`. */
import {subtraction} from '../../engine/games/subtraction.js';
import {int, tuple, type Value} from '../shape.js';
import {outcomeSolution, type Problem} from '../problem.js';

const words = {N: 'Fibo', P: 'Nacci'} as const;
/** The Fibonacci numbers up to 1000: the takes. */
const takes = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];
const position = (value: Value) => ({game: subtraction.id, heaps: value as number[], set: takes});

export const hdu1848: Problem = {
	id: 'hdu1848',
	aliases: [],
	title: 'Fibonacci again and again',
	game: subtraction.id,
	lesson: 'mex',
	statement: {
		en: {
			story:
				'Three heaps of m, n and p stones. A move takes a Fibonacci number of stones (1, 2, 3, 5, 8, 13, ...) from one heap. Whoever takes the last stone wins. Does the first player win?',
			input: 'Lines `m n p` (1 ≤ m, n, p ≤ 1000); a line `0 0 0` ends the input.',
			output: 'For each line, `Fibo` if the first player wins, else `Nacci`.',
		},
		'zh-CN': {
			story: '有三堆石子，分别有 m、n、p 个。每次从任意一堆中取走斐波那契数个石子（1、2、3、5、8、13、…）。取走最后一个石子的人获胜。先手能否获胜？',
			input: '多组数据，每行 `m n p`（1 ≤ m, n, p ≤ 1000）；一行 `0 0 0` 表示输入结束。',
			output: '对每行输入，先手获胜输出 `Fibo`，否则输出 `Nacci`。',
		},
	},
	framing: {kind: 'sentinel', text: '0 0 0', max: 200},
	shape: tuple(int('m', 1, 1000), int('n', 1, 1000), int('p', 1, 1000)),
	timeMs: 1000,
	memoryMb: null,
	answer: value => outcomeSolution(position(value), words).answer,
	solve: value => outcomeSolution(position(value), words),
	sample: [
		[1, 1, 1],
		[1, 4, 1],
	],
	edges: () => [
		[1, 1, 1],
		[1000, 1000, 1000],
		[987, 610, 377],
		[988, 1, 1],
		[4, 4, 4],
		[1000, 999, 998],
	],
	exhaustive: {span: 10, extra: 0},
};
