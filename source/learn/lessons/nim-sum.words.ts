/** Lesson 2's words, in English and Chinese. */
import {catalog, type Translation} from '../../i18n/catalog.js';

export const en = {
	'page1.1': 'Nim has several heaps. A move takes any number of tokens (at least one) from one heap. Whoever takes the last token wins.',
	'page1.2':
		'One heap is easy: take it all. Two equal heaps are a loss for the player to move: whatever they take from one heap, the other player takes the same from the other, and the heaps stay equal until they are empty.',
	'page2.1':
		'For any number of heaps, write each heap in binary and add the columns without carrying: a column with an odd number of 1s gives 1, an even number gives 0. That is the nim-sum (XOR, ⊕).',
	'page2.2': '  3 = 011\n  5 = 101\n  6 = 110\n      ───\n  nim-sum 000 = 0',
	'page3.1': "Bouton's theorem (1902): the player to move loses exactly when the nim-sum is 0.",
	'page3.2':
		"From nim-sum 0, every move changes one heap, so at least one column flips: the nim-sum is no longer 0. From a nim-sum s ≠ 0, pick a heap h that has a 1 in s's top column; h ⊕ s is smaller than h, so take h − (h ⊕ s) from it and the nim-sum becomes 0.",
	'page4.1': 'The rule to keep: leave the nim-sum 0. Two equal heaps cancel, so a quick check is to pair them off first.',
	exampleNote: "After each of the winner's moves the nim-sum is 0.",
	question: 'What is the nim-sum of the heaps {{heaps}}?',
} as const;

export const zhCN: Translation<typeof en> = {
	'page1.1': 'Nim 游戏有若干堆石子。每一步从某一堆中取走任意多个（至少一个）。取走最后一个石子的人获胜。',
	'page1.2': '只有一堆很简单：全部取走。两堆相等时先手必败：先手从一堆取多少，对手就从另一堆取同样多，两堆始终相等，直到都被取空。',
	'page2.1': '堆数任意时，把每堆的大小写成二进制，按列相加但不进位：某一列有奇数个 1 就得 1，偶数个得 0。这就是 Nim 和（异或，XOR，⊕）。',
	'page2.2': '  3 = 011\n  5 = 101\n  6 = 110\n      ───\n  Nim 和 000 = 0',
	'page3.1': 'Bouton 定理（1902）：当且仅当 Nim 和为 0 时，先手必败。',
	'page3.2':
		'Nim 和为 0 时，任何一步都只改变一堆，至少有一列会翻转：Nim 和不再是 0。Nim 和 s ≠ 0 时，选一堆 h，它在 s 的最高位那一列上是 1；h ⊕ s 比 h 小，于是从这堆取走 h − (h ⊕ s) 个，Nim 和就变成 0。',
	'page4.1': '要记住的规则：让 Nim 和为 0。两堆相等会互相抵消，所以可以先把相等的堆两两配对划掉，再快速检查。',
	exampleNote: '获胜方每走一步之后，Nim 和都是 0。',
	question: '各堆大小为 {{heaps}}，它们的 Nim 和是多少？',
};

export const words = catalog(en, {'zh-CN': zhCN});
