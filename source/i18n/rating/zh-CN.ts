import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	difficulty: '难度：{{rating}}，{{setting}}',
	easier: '偏易',
	normal: '适中',
	harder: '偏难',
	meaning: '等级分从 {{start}} 起步；比一道练习的难度高 200 分，约 4 题答对 3 题；带 ~ 的是暂定值（最初几次作答对它影响最大）。',
};
