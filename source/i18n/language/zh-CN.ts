import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	badLang: '--lang 只能是 {{choices}} 之一，收到的是 {{got}}',
	traditionalNote: '本游戏厅没有繁体中文版，这里显示简体中文（--lang en 切换为英文）。',
	languageName: '简体中文',
};
