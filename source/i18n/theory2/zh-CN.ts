import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	pageOf: '（{{page}}/{{count}}）',
};
