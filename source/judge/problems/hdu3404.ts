/** HDU 3404 "Switch lights": two-dimensional coin turning, played by the nim product. */
import {corners} from '../../engine/games/corners.js';
import {int, tuple, type ListShape, type Value} from '../shape.js';
import {outcomeSolution, type Problem} from '../problem.js';

const words = {N: 'Have a try, lxhgww.', P: "Don't waste your time."} as const;
const lamps: ListShape = {
	kind: 'list',
	name: 'n',
	min: 1,
	max: 1000,
	count: 'line',
	layout: 'lines',
	item: tuple(int('x', 1, 10_000), int('y', 1, 10_000)),
	distinct: true,
};
const position = (value: Value) => ({game: corners.id, lit: value as number[][]});

export const hdu3404: Problem = {
	id: 'hdu3404',
	aliases: [],
	title: 'Switch lights',
	game: corners.id,
	lesson: 'nim-product',
	statement: {
		en: {
			story:
				'Lamps stand on the cells (x, y) of a grid whose rows and columns are numbered from 0; some are lit. A move picks a lit lamp (x, y) and a cell (a, b) with a < x and b < y, and switches the four corners (x, y), (a, y), (x, b), (a, b) of that rectangle: each lit one goes out, each dark one lights. Whoever cannot move loses. Does the first player win?',
			input:
				'The first line holds T (at most 100), the number of cases. Each case: a line with n (1 ≤ n ≤ 1000), then n lines `x y` (1 ≤ x, y ≤ 10^4), the lit lamps, all different.',
			output: "For each case, `Have a try, lxhgww.` if the first player wins, else `Don't waste your time.`",
		},
		'zh-CN': {
			story:
				'网格的行和列都从 0 开始编号，一些格子 (x, y) 上的灯亮着。每次选一盏亮着的灯 (x, y) 和一个格子 (a, b)，满足 a < x 且 b < y，然后切换这个矩形四个角 (x, y)、(a, y)、(x, b)、(a, b) 上的灯：亮的熄灭，灭的点亮。无法操作的人输。先手能否获胜？',
			input: '第一行是数据组数 T（T ≤ 100）。每组数据先是一行 n（1 ≤ n ≤ 1000），然后 n 行 `x y`（1 ≤ x, y ≤ 10^4），表示亮着的灯，互不相同。',
			output: "对每组数据，先手获胜输出 `Have a try, lxhgww.`，否则输出 `Don't waste your time.`。",
		},
	},
	framing: {kind: 'count', max: 100},
	shape: lamps,
	timeMs: 1000,
	memoryMb: null,
	answer: value => outcomeSolution(position(value), words).answer,
	solve: value => outcomeSolution(position(value), words, (value as number[][]).length <= 50),
	sample: [
		[[1, 1]],
		[
			[1, 1],
			[2, 3],
		],
		[
			[2, 2],
			[3, 1],
		],
	],
	edges: () => [
		[[1, 1]],
		[[10_000, 10_000]],
		[[1, 10_000]],
		[[2, 2]],
		[
			[2, 3],
			[3, 2],
		],
		[
			[4, 4],
			[8, 8],
		],
		[
			[256, 256],
			[65, 3],
		],
		Array.from({length: 1000}, (_, i) => [10_000 - i, 9_999 - ((i * 7) % 1000)]),
	],
	exhaustive: {span: 4, extra: 1},
	room: {random: 30, max: 1000},
};
