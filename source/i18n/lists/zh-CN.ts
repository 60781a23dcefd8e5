import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	// 顿号: between the parallel items of a list inside a Chinese sentence.
	separator: '、',
};
