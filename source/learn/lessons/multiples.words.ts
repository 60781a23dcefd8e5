/** Lesson 1's words (pages, example note, questions, explanations), in English and Chinese. */
import {catalog, type Translation} from '../../i18n/catalog.js';

export const en = {
	'page1.1':
		'Bash is played with one heap of tokens. The two players take turns; each turn takes 1, 2, … up to m tokens (m is the cap). Whoever takes the last token wins.',
	'page1.2':
		'Try it with m = 3. A heap of 1, 2 or 3 is a win: take it all. A heap of 4 is a loss: whatever you take (1, 2 or 3), the other player takes the rest.',
	'page2.1':
		'The same happens at 8, 12, 16 …: from a multiple of 4, whatever you take (t), the opponent takes 4 − t and leaves the next multiple of 4 below. In the end they leave you 0 tokens, and you cannot move.',
	'page2.2':
		'So the losing heaps are the multiples of m + 1: they are called P-positions, won by the Previous player (the one who just moved). Every other heap is an N-position, won by the Next player (the one to move): take the remainder, n mod (m + 1), and leave a multiple.',
	'page3.1': 'The rule to keep: leave a multiple of m + 1. With m = 3 and a heap of 10, take 2 (10 = 2·4 + 2) and leave 8.',
	'page3.2': 'If the heap you face is already a multiple, you are losing: take 1 and hope the opponent slips.',
	exampleNote: "Watch the heap: after each of the winner's moves it is a multiple of 4.",
	empty: 'No tokens are left: the other player took the last one. The player to move has lost.',
	multiple:
		'{{heap}} = {{q}}·{{step}} is a multiple of {{step}} (= m + 1): whatever you take (t), the opponent takes {{step}} − t and leaves the next multiple below. The player to move loses.',
	remainder: '{{heap}} = {{q}}·{{step}} + {{r}}: take the remainder {{r}} and leave {{left}}, a multiple of {{step}} (= m + 1).',
	answer: 'Then answer each take t with {{step}} − t: the heap stays a multiple of {{step}} after each of your moves, down to 0.',
	question: 'A heap of {{heap}}, take 1 to {{max}}. To what number should you bring the heap?',
} as const;

export const zhCN: Translation<typeof en> = {
	'page1.1': '巴什博弈只有一堆石子。两人轮流取，每次可以取 1、2、……最多 m 个（m 是上限）。取走最后一个石子的人获胜。',
	'page1.2': '以 m = 3 为例。剩 1、2 或 3 个时必胜：全部取走即可。剩 4 个时必败：无论你取几个（1、2 或 3），对手都能把剩下的取完。',
	'page2.1': '8、12、16……也是一样：面对 4 的倍数，无论你取几个（t 个），对手都取 4 − t 个，留给你下一个更小的 4 的倍数。最后留给你的是 0 个，你无路可走。',
	'page2.2':
		'所以必败的堆是 m + 1 的倍数，称为必败态（P-position，P 指 Previous：刚走完的那一方获胜）。其余的堆都是必胜态（N-position，N 指 Next：轮到走的那一方获胜）：取走余数 n mod (m + 1)，留下一个倍数。',
	'page3.1': '要记住的规则：留下 m + 1 的倍数。m = 3、堆里有 10 个时，取 2 个（10 = 2·4 + 2），留下 8 个。',
	'page3.2': '如果你面对的已经是倍数，那你处于必败态：先取 1 个，等对手犯错。',
	exampleNote: '注意看堆的大小：获胜方每走一步之后，它都是 4 的倍数。',
	empty: '一个石子都不剩了：最后一个被对手取走。轮到走的一方已经输了。',
	multiple: '{{heap}} = {{q}}·{{step}}，是 {{step}}（= m + 1）的倍数：无论你取几个（t 个），对手都取 {{step}} − t 个，留下下一个更小的倍数。先手必败。',
	remainder: '{{heap}} = {{q}}·{{step}} + {{r}}：取走余数 {{r}}，留下 {{left}}，它是 {{step}}（= m + 1）的倍数。',
	answer: '之后对手每取 t 个，你就取 {{step}} − t 个：每次你走完，堆都保持是 {{step}} 的倍数，直到 0。',
	question: '一堆 {{heap}} 个，每次取 1 到 {{max}} 个。你应该把堆取到剩几个？',
};

export const words = catalog(en, {'zh-CN': zhCN});
