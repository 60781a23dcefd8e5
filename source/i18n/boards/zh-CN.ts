import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	heapsKeyHeap: '选堆',
	heapsKeyAmount: '数量',
	heapsKeyTake: '取走',
	heapsHowToPick: '↑↓（或 k j）选择一堆；只有一堆时用它们改变数量。',
	heapsHowToAmount: '←→（或 h l）改变取走的数量：← 多取一个（条上的切口左移），→ 少取一个。',
	heapsHowToType: '数字键输入数量，Backspace 删除一位；Enter 或空格取走；Esc 重置数量。',
	heapsHowToMarks: '○ 标出你将要取走的石子，◆ 是提示的必胜取法，· 是对手刚取走的部分。',
};
