import type {Translation} from '../catalog.js';
import type {en} from './en.js';

export const zhCN: Translation<typeof en> = {
	title: '玩法说明',
	overview: '总览',
	rules: '规则',
	moving: '棋盘上的操作',
	winningRule: '必胜策略',
	why: '证明',
	workedExample: '例子：{{label}}',
	valueGrundy: 'SG 值为 {{value}}',
	valueMisere: '反常游戏，没有 SG 值',
	valueBeyond: 'SG 值超出了搜索范围',
	outcomeWins: '{{value}}：先手必胜。',
	outcomeLoses: '{{value}}：先手必败。',
	engineMove: '引擎给出的必胜走法：{{move}}（走法太多，没有逐一尝试）。',
	onlyWinning: '唯一的必胜走法：{{moves}}。',
	allWinning: '全部 {{count}} 种必胜走法：{{moves}}。',
	noWinning: '无论怎么走，都会给对手留下必胜态：没有必胜的走法。',
	sources: '来源：{{sources}}',
	classicName: '中文笔记里也常写作「{{name}}」。',
	overviewTheory:
		'这里的每个游戏都是公平组合游戏：双方能走的步完全相同，无路可走的一方输（在反常游戏中，走最后一步的一方输）。每个局面对轮到走的一方来说，不是必胜态就是必败态，而 Sprague-Grundy 理论告诉我们是哪一种：每个局面都等价于一堆一定大小的 Nim，这个大小就是它的 SG 值（即 mex：不在其各后继局面的 SG 值之中的最小非负整数）；当且仅当 SG 值为 0 时是必败态；多个游戏的和的 SG 值，是各部分 SG 值的异或（Nim 和）。',
	overviewKeys:
		'对局中，按 t 打开提示模式（谁占优、SG 值、必胜的一步 ◆ 及其理由），按 v 复盘已走的每一步，按 i 打开当前游戏的说明页。训练会给出局面让你求解；统计记录你的成绩。在说明页中按 t 查看中英术语对照表。',
	gamesHeading: '各游戏及其必胜策略（按 → 查看每个游戏的说明页）',
	footerOtherGame: '换游戏',
	footerScroll: '滚动',
	footerByPage: '翻页',
	footerGlossary: '术语表',
	footerHelp: '帮助',
	footerBack: '返回',
	keyGlossary: '术语表：每个术语的中英对照（按 t、q 或 esc 返回）',
};
