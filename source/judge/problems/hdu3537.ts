/** HDU 3537: Mock Turtles (turn 1, 2 or 3 coins); a position may be listed twice, which is one head. */
import {coinValue, coins} from '../../engine/games/coins.js';
import {int, type ListShape, type Value} from '../shape.js';
import {explainPosition, type Problem, type Solution, type WhyLine} from '../problem.js';

const heads: ListShape = {kind: 'list', name: 'n', min: 0, max: 100, count: 'line', layout: 'line', item: int('a', 0, 99_999_999)};

/** Rows up to this many coins are drawn on the board (and explained by the game); longer ones by their heads' values. */
const drawable = 60;

function solve(value: Value): Solution {
	// A position listed twice is one head (the statement): the coins at distinct positions, numbered from 1 as the game numbers them.
	const cells = [...new Set(value as number[])].sort((a, b) => a - b);
	let total = 0;
	for (const a of cells) total ^= coinValue('mock-turtles', 0, a + 1);
	const answer = total === 0 ? 'Yes' : 'No';
	const last = cells.at(-1) ?? -1;
	if (last < drawable) {
		const row = Array.from({length: Math.max(1, last + 1)}, (_, i) => (cells.includes(i) ? 'H' : 'T')).join('');
		const json = {game: coins.id, coins: row, rule: 'mock-turtles'};
		return {answer, position: json, why: explainPosition(json)};
	}
	const values = cells.map(a => `${a}: ${coinValue('mock-turtles', 0, a + 1)}`);
	const why: WhyLine[] = [{key: 'why_turtles'}, {key: total === 0 ? 'why_turtlesLost' : 'why_turtlesWon', values: {values, total}}];
	return {answer, position: null, why};
}

export const hdu3537: Problem = {
	id: 'hdu3537',
	aliases: [],
	title: 'Daizhenyang\u2019s Coin',
	game: coins.id,
	lesson: 'coins',
	statement: {
		en: {
			story:
				'A row of coins, numbered from 0, shows heads at some positions and tails elsewhere. A move turns over one, two or three coins, and the rightmost coin turned must go from heads to tails. Whoever cannot move loses. Given the heads, does the player to move first lose?',
			input:
				'Cases until the end of the input. Each case: a line with n (0 ≤ n ≤ 100), then a line with the n positions of heads (0 ≤ a < 10^8). A position may be listed twice: it is still one head.',
			output: 'For each case, `Yes` if the first player loses, else `No`.',
		},
		'zh-CN': {
			story:
				'一排硬币从 0 开始编号，有些位置正面朝上，其余反面朝上。每次可以翻转一枚、两枚或三枚硬币，其中最右边被翻的那枚必须从正面翻成反面。无法操作的人输。给出正面朝上的位置，问先手是否必败？',
			input:
				'多组数据，读到输入结束为止。每组数据先是一行 n（0 ≤ n ≤ 100），然后一行是 n 个正面朝上的位置（0 ≤ a < 10^8）。同一个位置可能出现两次，但仍然只算一枚正面朝上的硬币。',
			output: '对每组数据，先手必败输出 `Yes`，否则输出 `No`。',
		},
	},
	framing: {kind: 'eof', max: 100},
	shape: heads,
	timeMs: 1000,
	memoryMb: null,
	answer: value => solve(value).answer,
	solve,
	sample: [[0, 1, 2], [5, 3], [], [1, 1]],
	edges: () => [
		[],
		[0],
		[0, 0],
		[3, 3, 5],
		[7, 7, 7],
		[99_999_999],
		[99_999_999, 99_999_999],
		[2, 1, 0],
		Array.from({length: 100}, () => 4),
		Array.from({length: 100}, (_, i) => 99_999_999 - i),
		Array.from({length: 100}, (_, i) => i % 10),
	],
	exhaustive: {span: 7, extra: 3},
};
