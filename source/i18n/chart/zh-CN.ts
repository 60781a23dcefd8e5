import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	whatOutcome: '轮到走的一方是必胜态（1）还是必败态（0）',
	whatGrundy: '轮到走的一方面对的 SG 值；· = 已输',
	logScale: ' · 对数刻度',
	perColumn: ' · 每列 {{per}} 步',
	axis: ' 开始 → 结束{{scale}}{{per}} · {{what}}',
	slipsLong: '双方各自面对的{{what}}，{{first}}先走 · ✗ 失误：把必胜态让给了对手',
	slipsShort: '双方各自面对的{{what}}，{{first}}先走 · ✗ 失误',
	value: 'SG 值',
	faced: '面对',
};
