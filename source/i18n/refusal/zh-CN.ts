import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	notAllowed: '不允许：{{reason}}。',
	couldNotPlay: '这一步无法执行：{{message}}',
};
