import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	unknownGame: '未知游戏 "{{mode}}"',
	noWinningPosition: '没有为 {{mode}} 找到先手必胜的局面',
	needsWinning: '{{game}}：练习题需要一个先手必胜的局面',
};
