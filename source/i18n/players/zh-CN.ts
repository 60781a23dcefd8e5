import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	perfect: '最强',
	random: '随机',
	loser: '故意输',
	level: '级别 {{level}}',
	teacher: '老师',
	friend: '朋友',
};
