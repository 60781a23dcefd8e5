/** Lesson 9's words, in English and Chinese. */
import {catalog, type Translation} from '../../i18n/catalog.js';

export const en = {
	'page1.1':
		'The Fibonacci game: one heap. The first move may take anything but the whole heap; after that, each move takes at least 1 and at most twice what the opponent just took. Whoever takes the last token wins.',
	'page2.1':
		'Zeckendorf: every number is one sum of Fibonacci numbers (1 2 3 5 8 13 21 34 …), no two of them next to each other in the list. Find it greedily, largest first: 20 = 13 + 5 + 2.',
	'page3.1':
		'The player to move loses exactly when the heap is a Fibonacci number (and the first move may not take it all). Otherwise take the smallest part of the Zeckendorf sum: from 20 take 2, leaving 18 = 13 + 5.',
	'page3.2':
		'Why it works: the parts are never neighbours, so each is more than twice the next smaller one. After you take the smallest part, the opponent may take at most twice it: less than the next part, which they cannot clear. You take the new smallest part, and so on.',
	'page4.1':
		'Later in the game the rule is the same, with the cap: you may take at most twice what the opponent just took. You win exactly when the smallest part is within that cap: take it. If it is out of reach, you are losing: take 1 and hope.',
	'page4.2': 'A heap of 18 = 13 + 5 after a take of 3 (cap 6): take 5. The same heap after a take of 2 (cap 4): 5 is out of reach, a loss.',
	exampleNote: 'The winner always takes the smallest part of the Zeckendorf sum.',
	question: 'A heap of {{n}}: what is the smallest part of its Zeckendorf sum (the take that always wins)?',
	parts: '{{n}} = {{parts}} (Zeckendorf, largest first, no two Fibonacci numbers next to each other): the smallest part is {{smallest}}.',
	wins: 'Taking {{smallest}} wins (other takes may win too, but this one always does).',
} as const;

export const zhCN: Translation<typeof en> = {
	'page1.1': '斐波那契博弈：一堆石子。第一步可以取任意多个，但不能全部取完；之后每一步至少取 1 个，最多取对手上一步所取数量的两倍。取走最后一个石子的人获胜。',
	'page2.1':
		'齐肯多夫（Zeckendorf）定理：每个正整数都能唯一地写成若干个斐波那契数（1 2 3 5 8 13 21 34 ……）之和，且其中任意两个在数列中都不相邻。用贪心法从大到小找：20 = 13 + 5 + 2。',
	'page3.1': '当且仅当堆的大小是斐波那契数时（第一步又不能全取），先手必败。否则取走齐肯多夫分解中最小的那一项：从 20 中取 2 个，剩下 18 = 13 + 5。',
	'page3.2':
		'为什么可行：各项互不相邻，所以每一项都大于比它小的下一项的两倍。你取走最小的一项后，对手最多只能取它的两倍：比下一项少，取不完它。你再取新的最小项，如此往复。',
	'page4.1':
		'到了后面，规则不变，只是多了上限：你最多只能取对手上一步的两倍。当且仅当最小的一项在这个上限之内时你必胜：把它取走。如果够不着，你就处于必败态：先取 1 个，等对手犯错。',
	'page4.2': '一堆 18 = 13 + 5，对手上一步取了 3（上限 6）：取 5。同样的堆，对手上一步取了 2（上限 4）：够不着 5，必败。',
	exampleNote: '获胜方总是取走齐肯多夫分解中最小的那一项。',
	question: '一堆 {{n}} 个：它的齐肯多夫分解中最小的一项是多少（也就是总能获胜的取法）？',
	parts: '{{n}} = {{parts}}（齐肯多夫分解，从大到小，任意两个斐波那契数都不相邻）：最小的一项是 {{smallest}}。',
	wins: '取 {{smallest}} 个必胜（别的取法也可能必胜，但这一种一定必胜）。',
};

export const words = catalog(en, {'zh-CN': zhCN});
