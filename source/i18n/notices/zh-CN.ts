import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	noConfigDir: '找不到主目录或配置目录：本次运行不保存进度。',
	reviewTitle: '{{game}} · {{who}}',
	twoPlayers: '双人对弈',
	youVs: '你对{{opponent}}',
	inProgress: '进行中 · 第 {{number}} 步',
	damagedNotMoved: '保存的进度已损坏，且无法移到一旁（{{code}}）：继续游戏，但不再保存（{{why}}）。',
	damagedMoved: '保存的进度已损坏，从头开始。旧文件已改名为 {{file}}（{{why}}）。',
	notAFile: '保存进度的位置是{{what}}，不是文件：未作改动，继续游戏但不保存。文件：{{path}}',
	unreadable: '无法读取保存的进度（{{code}}）：继续游戏，但不保存。文件：{{path}}',
	newer: '保存的进度来自更新版本的 game-arcade：未作改动，本次运行不保存（{{why}}）。',
	unreadableKept: '无法读取保存的进度（{{code}}）：未作改动，继续游戏但不保存。文件：{{path}}',
	notSaved: '无法保存进度（{{code}}）：已保存的文件没有改变；继续游戏，但不保存。文件：{{path}}',
	notNow: '这次没有保存进度：{{why}}。下一个结果出来时会一并保存。',
	notALock: '没有保存进度：{{lock}} 是{{held}}，不是保存用的锁文件；删除它之后才能再保存。',
};
