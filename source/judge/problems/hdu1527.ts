/** HDU 1527 / POJ 1067: Wythoff's game until the end of the input; the pairs past 10^8 catch answers computed in floating point. */
import {wythoff} from '../../engine/games/wythoff.js';
import {int, tuple, type Value} from '../shape.js';
import {outcomeSolution, type Problem} from '../problem.js';
import {randInt} from '../../engine/random.js';

const words = {N: '1', P: '0'} as const;
const position = (value: Value) => {
	const [a, b] = value as [number, number];
	return {game: wythoff.id, heaps: [a, b]};
};

/** ⌊kφ⌋ exactly: (k + isqrt(5k²)) div 2, to place cases on and beside the losing pairs (the answers still come from the engine). */
function lowerOfPair(k: number): number {
	const five = 5n * BigInt(k) * BigInt(k);
	let root = BigInt(Math.floor(Math.sqrt(Number(five))));
	while (root * root > five) root--;
	while ((root + 1n) * (root + 1n) <= five) root++;
	return Number((BigInt(k) + root) / 2n);
}

export const hdu1527: Problem = {
	id: 'hdu1527',
	aliases: ['poj1067'],
	title: 'Take the stones (Wythoff)',
	game: wythoff.id,
	lesson: 'wythoff',
	statement: {
		en: {
			story:
				'Two heaps of stones, a and b. A move takes any number of stones from one heap, or the same number from both. Whoever takes the last stone wins. With perfect play, does the first player win?',
			input: 'Lines `a b` (0 ≤ a, b ≤ 10^9), until the end of the input.',
			output: 'For each line, `1` if the first player wins, else `0`.',
		},
		'zh-CN': {
			title: '取石子游戏（威佐夫博弈）',
			story:
				'有两堆石子，分别有 a 个和 b 个。两人轮流操作：每次从任意一堆中取走任意多个石子，或者从两堆中取走同样多的石子，至少取 1 个。取走最后一个石子的人获胜。双方都采取最优策略，先手能否获胜？',
			input: '多组数据，读到输入结束为止。每行两个整数 `a b`（0 ≤ a, b ≤ 10^9）。',
			output: '对每行输入，先手获胜输出 `1`，否则输出 `0`。',
		},
	},
	framing: {kind: 'eof', max: 200},
	shape: tuple(int('a', 0, 1_000_000_000), int('b', 0, 1_000_000_000)),
	timeMs: 1000,
	memoryMb: 10,
	answer: value => outcomeSolution(position(value), words).answer,
	solve: value => outcomeSolution(position(value), words),
	sample: [
		[2, 1],
		[8, 4],
		[4, 7],
	],
	edges: rng => {
		const cases: Value[] = [
			[0, 0],
			[0, 1],
			[1, 0],
			[5, 5],
			[1_000_000_000, 1_000_000_000],
			[0, 1_000_000_000],
		];
		// Losing pairs where doubles first go wrong (k = 102334155 on), the largest below 10^9, and their neighbours, both orders.
		const ks = [1, 2, 3, 40, 102_334_155, 102_334_156, 200_000_000, 381_966_011, randInt(rng, 1000, 380_000_000)];
		for (const k of ks) {
			const a = lowerOfPair(k);
			const b = a + k;
			if (b > 1_000_000_000) continue;
			cases.push([a, b], [b, a], [a + 1, b], [a, b + 1], [a - 1, b - 1]);
		}
		return cases.filter(c => (c as number[]).every(x => x >= 0 && x <= 1_000_000_000));
	},
	exhaustive: {span: 40, extra: 0},
};
