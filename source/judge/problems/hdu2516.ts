/** HDU 2516: the Fibonacci game (Fibonacci Nim), cases until a line `0`. */
import {fibonacci} from '../../engine/games/fibonacci.js';
import {int, type Value} from '../shape.js';
import {outcomeSolution, type Problem} from '../problem.js';

const words = {N: 'First win', P: 'Second win'} as const;
const position = (value: Value) => ({game: fibonacci.id, heap: value as number});
const top = 2 ** 31 - 1;

/** The Fibonacci numbers 2, 3, 5, ... below 2^31 (the losing heaps, to place cases on and beside). */
function fibonacciNumbers(): number[] {
	const out: number[] = [];
	for (let a = 1, b = 2; b <= top; [a, b] = [b, a + b]) out.push(b);
	return out;
}

/**
 * The terms a 32-bit int makes of the sequence past 2^31, where it wraps
 * around: a program that overflows takes these for Fibonacci numbers.
 */
function wrappedTerms(): number[] {
	const real = new Set(fibonacciNumbers());
	const out: number[] = [];
	for (let a = 1, b = 2, i = 0; i < 100; i++) {
		const c = (a + b) | 0;
		[a, b] = [b, c];
		if (c >= 2 && c <= top && !real.has(c)) out.push(c);
	}
	return out;
}

export const hdu2516: Problem = {
	id: 'hdu2516',
	aliases: [],
	title: 'Take the stones (Fibonacci)',
	game: fibonacci.id,
	lesson: 'zeckendorf',
	statement: {
		en: {
			story:
				'One heap of n stones. The first player takes any number of stones but not all of them. After that, each move takes at least 1 stone and at most twice what the previous move took. Whoever takes the last stone wins. With perfect play, who wins?',
			input: 'Lines each holding n (2 ≤ n < 2^31); a line `0` ends the input.',
			output: 'For each n, `First win` or `Second win`.',
		},
		'zh-CN': {
			title: '取石子游戏（斐波那契博弈）',
			story:
				'一堆石子共 n 个。先手第一次可以取任意多个，但不能取完；之后每次至少取 1 个，至多取上一次对手所取个数的 2 倍。取走最后一个石子的人获胜。双方都采取最优策略，谁会获胜？',
			input: '多组数据，每行一个整数 n（2 ≤ n < 2^31）；一行 `0` 表示输入结束。',
			output: '对每个 n，先手获胜输出 `First win`，否则输出 `Second win`。',
		},
	},
	framing: {kind: 'sentinel', text: '0', max: 200},
	shape: int('n', 2, top),
	timeMs: 1000,
	memoryMb: null,
	answer: value => outcomeSolution(position(value), words).answer,
	solve: value => outcomeSolution(position(value), words),
	sample: [2, 13, 10_000],
	edges: () => {
		const cases: number[] = [2, 3, 4, top, top - 1];
		for (const f of fibonacciNumbers()) cases.push(f, f + 1, f - 1);
		cases.push(...wrappedTerms());
		return cases.filter(n => n >= 2 && n <= top);
	},
	exhaustive: {span: 400, extra: 0},
};
