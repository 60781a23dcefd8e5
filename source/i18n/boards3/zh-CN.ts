import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	listSeparator: '；',
	commaSeparator: '、',
	moreHeaps_other: '还有 {{count}} 堆',
	moreRows_other: '还有 {{count}} 行',
	moreLamps_other: '还有 {{count}} 盏灯',
	moreNodes_other: '还有 {{count}} 个节点',
	moreTokens_other: '还有 {{count}} 枚棋子',
	moreVertices_other: '还有 {{count}} 个顶点',
	moreChips_other: '还有 {{count}} 枚棋子',
	countTokens_other: '{{n}} 个石子',
	countNodes_other: '{{n}} 个节点',
	speakPosition: '局面：{{words}}',
	speakHint: '提示：{{words}}',
	speakLast: '上一步：{{words}}',
	heapsSpeakHeap: '{{label}}：{{size}}',
	heapsSpeakCursorSingle: '已选：取 {{take}} 个',
	heapsSpeakCursor: '已选{{label}}，取 {{take}} 个',
};
