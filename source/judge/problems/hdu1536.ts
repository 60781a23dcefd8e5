/** HDU 1536 / POJ 2960 "S-Nim": a subtraction set, then positions; a letter W or L for each. Blocks until `0`. */
import {subtraction} from '../../engine/games/subtraction.js';
import {int, tuple, type ListShape, type Value} from '../shape.js';
import {explainPosition, gameOf, type Problem, type Solution, type WhyLine} from '../problem.js';

const set: ListShape = {kind: 'list', name: 'k', min: 1, max: 100, count: 'inline', layout: 'line', item: int('s', 1, 10_000)};
const heaps: ListShape = {kind: 'list', name: 'l', min: 1, max: 100, count: 'inline', layout: 'line', item: int('h', 0, 10_000)};
const positions: ListShape = {kind: 'list', name: 'm', min: 1, max: 100, count: 'line', layout: 'lines', item: heaps};

/** The catalog position of one of the block's positions (S as a set: a take listed twice is one take). */
const position = (takes: readonly number[], hs: readonly number[]) => ({
	game: subtraction.id,
	heaps: [...hs],
	set: [...new Set(takes)].sort((a, b) => a - b),
});

function letters(value: Value): string {
	const [takes, list] = value as [number[], number[][]];
	return list.map(hs => (gameOf(position(takes, hs)).game.outcome(gameOf(position(takes, hs)).position) === 'N' ? 'W' : 'L')).join('');
}

/** Explains the first position whose letter the program got wrong (the first one when nothing was got). */
function solve(value: Value, got?: string): Solution {
	const [takes, list] = value as [number[], number[][]];
	const answer = letters(value);
	let i = 0;
	while (got !== undefined && i < answer.length && got[i] === answer[i]) i++;
	if (i >= list.length) i = 0;
	const json = position(takes, list[i]!);
	const why: WhyLine[] = [
		{key: answer[i] === 'W' ? 'why_blockWon' : 'why_blockLost', values: {index: i + 1, heaps: list[i]!.join(' ')}},
		...explainPosition(json),
	];
	return {answer, position: json, why};
}

export const hdu1536: Problem = {
	id: 'hdu1536',
	aliases: ['poj2960'],
	title: 'S-Nim',
	game: subtraction.id,
	lesson: 'mex',
	statement: {
		en: {
			story:
				'Nim where a move may only take a number of stones that belongs to a set S: a move takes s stones from one heap, s in S and at most the heap. Whoever cannot move loses. For each of several positions, is it won (W) or lost (L) for the player to move?',
			input:
				'Blocks until a line `0`. A block: a line `k s1 ... sk` (0 < k ≤ 100, 0 < si ≤ 10^4; a number may repeat), a line with m (m ≤ 100), then m lines `l h1 ... hl` (0 < l ≤ 100, 0 ≤ hi ≤ 10^4).',
			output: 'For each block, one line of m letters: `W` for a won position, `L` for a lost one (e.g. `LWW`).',
		},
		'zh-CN': {
			story:
				'取法受限的 Nim：给定一个集合 S，每次从任意一堆中取走 s 个石子，s 必须属于 S 且不超过该堆的石子数。无法操作的人输。对若干个局面，判断每个局面是先手必胜（W）还是先手必败（L）。',
			input:
				'若干组数据，一行 `0` 表示输入结束。每组数据：一行 `k s1 ... sk`（0 < k ≤ 100，0 < si ≤ 10^4，数可能重复），一行 m（m ≤ 100），然后 m 行 `l h1 ... hl`（0 < l ≤ 100，0 ≤ hi ≤ 10^4）。',
			output: '对每组数据输出一行，共 m 个字母：先手必胜的局面为 `W`，先手必败的为 `L`（例如 `LWW`）。',
		},
	},
	framing: {kind: 'sentinel', text: '0', max: 20},
	shape: tuple(set, positions),
	timeMs: 2000,
	memoryMb: null,
	answer: letters,
	solve,
	sample: [
		[
			[2, 5],
			[
				[5, 12],
				[2, 2, 3],
				[1, 5],
			],
		],
		[
			[2, 4, 7],
			[
				[2, 3, 7],
				[4, 3, 4, 5, 6],
			],
		],
	],
	// Blocks with different sets one after the other (a table kept from the block before is wrong), a repeated take, heaps of 0.
	edges: () => [
		[[1], [[0], [1], [2]]],
		[[2], [[0], [1], [2], [3]]],
		[
			[3, 3, 1],
			[[4], [0, 0]],
		],
		[[10_000], [[10_000], [9_999], [0]]],
		[
			[1, 2],
			[[3], [4]],
		],
		[
			[2, 3],
			[[3], [4]],
		],
		[Array.from({length: 100}, (_, i) => 100 * (i + 1)), [Array.from({length: 100}, (_, i) => 10_000 - i)]],
	],
	exhaustive: {span: 4, extra: 0},
	room: {random: 8, max: 100},
	maxCases: 3,
};
