/** HDU 2486 / POJ 3922: the k-times dynamic subtraction game; the least winning first take, `Case i: ` before each. */
import {ktimes} from '../../engine/games/ktimes.js';
import {int, tuple, type Value} from '../shape.js';
import {explainPosition, gameOf, type Problem, type Solution} from '../problem.js';

const position = (value: Value) => {
	const [n, k] = value as [number, number];
	return {game: ktimes.id, heap: n, k};
};

/** The engine's winning move is the least winning take (its theory: the smallest part of the greedy sum). */
function solve(value: Value): Solution {
	const json = position(value);
	const {game, position: p} = gameOf(json);
	const move = game.winningMove(p) as {take: bigint} | null;
	return {answer: move === null ? 'lose' : String(move.take), position: json, why: explainPosition(json)};
}

export const hdu2486: Problem = {
	id: 'hdu2486',
	aliases: ['poj3922'],
	title: 'A simple stone game',
	game: ktimes.id,
	lesson: 'zeckendorf',
	statement: {
		en: {
			story:
				'One heap of n stones and a number k. The first player takes any number of stones but not all of them; after that each move takes at least 1 and at most k times what the previous move took. Whoever takes the last stone wins. What is the least first take that wins?',
			input: 'The first line holds t (at most 20), the number of cases. Each case is a line `n k` (2 ≤ n ≤ 10^8, 1 ≤ k ≤ 10^5).',
			output: 'For case i, a line `Case i: ` (a space after the colon) followed by the least winning first take, or `lose` when the first player loses.',
		},
		'zh-CN': {
			story:
				'一堆石子共 n 个，另给一个数 k。先手第一次可以取任意多个，但不能取完；之后每次至少取 1 个，至多取上一次对手所取个数的 k 倍。取走最后一个石子的人获胜。先手第一次最少取多少个才能获胜？',
			input: '第一行是数据组数 t（t ≤ 20）。每组数据占一行，为 `n k`（2 ≤ n ≤ 10^8，1 ≤ k ≤ 10^5）。',
			output: '对第 i 组数据输出一行：先输出 `Case i: `（冒号后有一个空格），再输出先手获胜时第一次最少取的个数；先手必败时输出 `lose`。',
		},
	},
	framing: {kind: 'count', max: 20},
	shape: tuple(int('n', 2, 100_000_000), int('k', 1, 100_000)),
	timeMs: 1000,
	memoryMb: 64,
	caseLine: (answer, index) => `Case ${index}: ${answer}`,
	answer: value => solve(value).answer,
	solve,
	sample: [
		[16, 1],
		[11, 1],
		[32, 2],
		[34, 2],
		[19, 3],
	],
	// Sums past 2^31: large n with large k (a_t·k overflows 32 bits).
	edges: () => [
		[2, 1],
		[3, 1],
		[2, 100_000],
		[100_000_000, 100_000],
		[100_000_000, 1],
		[67_108_864, 1],
		[99_999_999, 99_999],
		[100_000_000, 2],
		[63_245_986, 2],
		[63_245_987, 2],
		[100_000_000, 3],
		[99_991_234, 50_000],
	],
	exhaustive: {span: 20, extra: 0},
};
