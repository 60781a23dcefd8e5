import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	estimating: '正在估计剩余时间',
	secondsLeft: '约剩 {{s}} 秒',
	minutesLeft: '约剩 {{min}} 分 {{s}} 秒',
	hoursLeft: '约剩 {{h}} 小时 {{min}} 分',
	atMostSecondsLeft: '至多约剩 {{s}} 秒',
	atMostMinutesLeft: '至多约剩 {{min}} 分 {{s}} 秒',
	atMostHoursLeft: '至多约剩 {{h}} 小时 {{min}} 分',
	escStops: '按 Esc 停止',
	ctrlCStops: '按 Ctrl+C 停止',
};
