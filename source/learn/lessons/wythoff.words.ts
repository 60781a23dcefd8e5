/** Lesson 8's words, in English and Chinese. */
import {catalog, type Translation} from '../../i18n/catalog.js';

export const en = {
	'page1.1': "Wythoff's game has two heaps. A move takes any number from one heap, or the same number from both. Whoever takes the last token wins.",
	'page1.2': 'Think of a queen on a board that may only move left, down or diagonally down-left toward the corner (0, 0).',
	'page2.1':
		'The losing pairs, from the corner out, are found by the mex again: each pair takes the least number not used yet, and the difference grows by one each time:',
	'page2.2': '(0, 0) (1, 2) (3, 5) (4, 7) (6, 10) (8, 13) (9, 15) (11, 18) …',
	'page3.1':
		'Wythoff (1907) found their closed form: the k-th pair is (⌊kφ⌋, ⌊kφ⌋ + k), where φ = (1 + √5)/2 ≈ 1.618 is the golden ratio. Every positive whole number is in exactly one pair.',
	'page3.2': 'To win: move to a golden pair. Keep the difference and take from both, or take from one heap to reach the partner of the other.',
	exampleNote: "After each of the winner's moves the heaps are a golden pair.",
	question: 'One heap has {{a}}. How many must the other have (more than {{a}}) for the player to move to lose?',
	partner: '{{a}} = ⌊{{k}}φ⌋ is the smaller heap of pair {{k}}: its partner is {{a}} + {{k}} = {{b}}.',
	pairs: 'The pairs: (0, 0) (1, 2) (3, 5) (4, 7) (6, 10) (8, 13) (9, 15) (11, 18) (12, 20) (14, 23) …',
} as const;

export const zhCN: Translation<typeof en> = {
	'page1.1': '威佐夫博弈有两堆石子。每一步从一堆中取任意多个，或者从两堆中取同样多个。取走最后一个石子的人获胜。',
	'page1.2': '可以想象棋盘上的一个皇后，只能向左、向下或沿对角线向左下走，朝角落 (0, 0) 前进。',
	'page2.1': '必败的数对（奇异局势）从角落往外，同样可以用 mex 找出：每一对取尚未用过的最小数，两数之差每次增加 1：',
	'page2.2': '(0, 0) (1, 2) (3, 5) (4, 7) (6, 10) (8, 13) (9, 15) (11, 18) …',
	'page3.1': 'Wythoff（1907）给出了它们的通项：第 k 对是 (⌊kφ⌋, ⌊kφ⌋ + k)，其中 φ = (1 + √5)/2 ≈ 1.618 是黄金分割比。每个正整数都恰好出现在一对中。',
	'page3.2': '必胜的走法：走到一个奇异局势。保持差不变、从两堆同取，或者只从一堆取，凑成另一堆的搭档。',
	exampleNote: '获胜方每走一步之后，两堆都构成一个奇异局势。',
	question: '一堆有 {{a}} 个。另一堆要有多少个（多于 {{a}}），先手才必败？',
	partner: '{{a}} = ⌊{{k}}φ⌋ 是第 {{k}} 对中较小的那堆：它的搭档是 {{a}} + {{k}} = {{b}}。',
	pairs: '奇异局势：(0, 0) (1, 2) (3, 5) (4, 7) (6, 10) (8, 13) (9, 15) (11, 18) (12, 20) (14, 23) …',
};

export const words = catalog(en, {'zh-CN': zhCN});
