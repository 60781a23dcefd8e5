/** Lesson 13's words, in English and Chinese. */
import {catalog, type Translation} from '../../i18n/catalog.js';

export const en = {
	'page1.1': 'In misère play, whoever makes the last move loses. The moves are the same; only the goal at the very end is turned around.',
	'page1.2': 'You might guess that everything turns around. It does not: in most of the game you should play exactly as in normal play.',
	'page2.1':
		'Misère Nim (Bouton): while some heap has 2 or more tokens, play the normal Nim strategy (leave the nim-sum 0)… except for the one move that would leave only heaps of 0 and 1. There, leave an odd number of heaps of 1 instead of an even one.',
	'page2.2': 'With only heaps of 1 left, the player to move loses exactly when the number of heaps is odd.',
	'page3.1':
		'Why: only a move from a heap of 2 or more can change who will take the last token. The player who makes the last such move decides it, and the normal strategy is the one that gets there first.',
	'page3.2':
		"Other games are harder: misère Kayles needed Sibert and Conway's work, Dawson's Kayles the misère quotients of Plambeck and Siegel, and in general misère values do not add like Grundy values.",
	exampleNote: 'The winner plays normal Nim until the last heap of 2 or more, then leaves an odd number of 1s.',
} as const;

export const zhCN: Translation<typeof en> = {
	'page1.1': '在反常游戏中，走最后一步的人输。走法完全一样，只是最后的胜负目标反了过来。',
	'page1.2': '你可能以为一切都要反过来。其实不然：在游戏的大部分时间里，你应该完全照正常规则下的走法来走。',
	'page2.1':
		'反常 Nim（Bouton）：只要还有一堆不少于 2 个，就按正常 Nim 的策略走（让 Nim 和为 0）……只有一步例外：走完后只剩大小为 0 和 1 的堆的那一步。那时要留下奇数个大小为 1 的堆，而不是偶数个。',
	'page2.2': '只剩大小为 1 的堆时，当且仅当堆数为奇数，先手必败。',
	'page3.1': '原因：只有从不少于 2 个的堆里走，才能改变谁会取走最后一个石子。最后一次这样走的人决定结局，而正常 Nim 的策略恰好能让你抢先走到那一步。',
	'page3.2':
		'别的游戏要难得多：反常 Kayles 要靠 Sibert 和 Conway 的工作，Dawson 保龄球游戏要靠 Plambeck 和 Siegel 的反常商（misère quotient）；一般来说，反常游戏的值不能像 SG 值那样相加。',
	exampleNote: '获胜方按正常 Nim 走，直到最后一堆不少于 2 个的堆，然后留下奇数个大小为 1 的堆。',
};

export const words = catalog(en, {'zh-CN': zhCN});
