import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	wythoffHeap1: '第 1 堆',
	wythoffHeap2: '第 2 堆',
	wythoffBoth: '两堆',
	wythoffBothHeaps: '两堆',
	wythoffChooseFirst: '先选好取几个：←→ 或直接输入数字',
	wythoffTooMany: '从{{from}}取 {{take}} 个（太多了）',
	wythoffSpeakHeaps: '第 1 堆：{{a}}；第 2 堆：{{b}}',
	wythoffSpeakRule: '从一堆中取任意多个石子，或从两堆中取同样多个。',
	wythoffSpeakCursor: '已选{{row}}，取 {{take}} 个',
	wythoffSpeakCursorBoth: '已选两堆，每堆取 {{take}} 个',
	wythoffSameFromEach: '从两堆各取同样多个',
	wythoffScaled: '  一个 ● 约代表 {{unit}} 个石子',
	wythoffQueen: '  ♛ 皇后在（第 1 堆，第 2 堆）· + 是它能走到的格子',
	wythoffLosing: '  ○ 必败态格子（奇异局势）',
	wythoffTooLarge: '  （堆太大，画不下棋盘）',
	wythoffKeyRow: '第 1/2 堆/两堆',
	wythoffKeyAmount: '数量',
	wythoffKeyTake: '取走',
	wythoffHowToRow: '↑↓ 选择从哪里取：第 1 堆、第 2 堆，或两堆（各取同样多个）。',
	wythoffHowToAmount: '←→ 改变数量（← 多取一个），也可以直接输入；Enter 或空格取走；Esc 重置。',
	wythoffHowToGrid: '棋盘上皇后 ♛ 站在（第 1 堆，第 2 堆）：从第 1 堆取使它左移，从第 2 堆取使它下移，从两堆取使它沿对角线移动；◎ 是你这一步把它走到的位置。',
	wythoffHowToPairs: '打开提示时，○ 标出必败态格子，即威佐夫博弈的奇异局势（⌊kφ⌋, ⌊kφ⌋ + k）。',
	token_other: '{{n}} 个石子',
};
