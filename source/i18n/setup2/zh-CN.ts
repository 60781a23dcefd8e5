import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	'label_Misère (last move loses)': '反常规则（走最后一步者输）',
	'label_Misère (last token loses)': '反常规则（取最后一个者输）',
	on: '开',
	off: '关',
	placeholder_none: '无',
	typedWhat: '{{what}}，例如 {{example}}',
	'what_heap size': '堆的大小',
	'what_heap sizes': '各堆的大小',
	'what_row sizes': '各排的长度',
	'what_quoted parts': '加引号的各部分',
	'what_row of coins (H heads, T tails)': '一排硬币（H 正面，T 反面）',
	'what_lit cells x,y': '亮灯的格子 x,y',
	'what_vertices the tokens stand on': '棋子所在的顶点',
	'what_cells the chips stand on': '棋子所在的格子',
	'what_the parent of each node 1..n (0 is the ground)': '结点 1..n 各自的父结点（0 是地面）',
};
