/** Lesson 10's words, in English and Chinese. */
import {catalog, type Translation} from '../../i18n/catalog.js';

export const en = {
	'page1.1':
		'A row of coins, heads (H) and tails (T), numbered 1, 2, 3 … from the left. A move turns over some coins by a rule; the rightmost coin turned must go from heads to tails, so the game ends. Whoever moves last wins.',
	'page1.2': 'Here the rule is "one or two": turn one head to tails, and if you like one coin to its left as well (either way up).',
	'page2.1':
		"Lenstra's idea: a row of heads plays like a sum of rows with a single head each. Turning a coin twice undoes it, so two heads on the same coin cancel, just as two equal Nim heaps do.",
	'page2.2': 'So the row is worth the nim-sum of the values of its heads, each valued as if it were the only head.',
	'page3.1':
		'With "one or two", a lone head at p can move to a lone head anywhere left of it, or to no head: it is a Nim heap of p. A row with heads at 2, 5 and 6 is worth 2 ⊕ 5 ⊕ 6 = 1.',
	'page3.2': "Other rules give other values per head (Ruler, Mock Turtles …): the arcade's coin game shows each rule's values, and the method is the same.",
	'page4.1':
		'Ruler: a move turns any run of coins side by side, the rightmost from heads to tails. A lone head at p is worth the largest power of 2 dividing p: 1 2 1 4 1 2 1 8 …',
	'page4.2':
		'Mock Turtles: a move turns one, two or three coins, the rightmost from heads to tails. A lone head at p is worth the p-th odious number (an odd count of 1 bits): 1 2 4 7 8 11 13 14 …',
	'page4.3': "The exercises use all three rules. The method does not change: add the heads' values with ⊕, and move so that the sum is 0.",
	exampleNote: "After each of the winner's moves the heads' values have nim-sum 0.",
	'rule.one-or-two': 'one or two coins',
	'rule.ruler': 'Ruler (turn a run of coins)',
	'rule.mock-turtles': 'Mock Turtles (turn one, two or three coins)',
	valuesLine: 'Rule: {{rule}}. A lone head at 1 … {{n}} is worth {{values}}.',
	oneOrTwoQuestion: 'Heads at {{heads}} (rule: one or two coins). What is the row worth?',
	ruleQuestion: '{{values}} Heads at {{heads}}: what is the row worth?',
} as const;

export const zhCN: Translation<typeof en> = {
	'page1.1':
		'一排硬币，有正面（H）有反面（T），从左起编号 1、2、3……。每一步按某条规则翻转若干枚硬币；翻转的硬币中最右边的那枚必须从正面翻成反面，所以游戏一定会结束。走最后一步的人获胜。',
	'page1.2': '这里的规则是“翻一枚或两枚”：把一枚正面翻成反面，愿意的话再翻它左边的任意一枚（正反都可以）。',
	'page2.1':
		'Lenstra 的想法：一排有多个正面的硬币，相当于若干排各只有一个正面的硬币之和。一枚硬币翻两次等于没翻，所以同一枚硬币上的两个正面互相抵消，就像两堆相等的 Nim。',
	'page2.2': '所以整排的 SG 值，是每个正面各自单独存在时的 SG 值的 Nim 和。',
	'page3.1':
		'在“翻一枚或两枚”下，位于 p 的单个正面可以变成它左边任意位置的单个正面，或者一个正面都不剩：它就是一堆 p 个的 Nim。正面在 2、5、6 的一排，SG 值为 2 ⊕ 5 ⊕ 6 = 1。',
	'page3.2': '别的规则下每个正面的 SG 值不同（Ruler、Mock Turtles……）：翻硬币游戏会显示每条规则下的值，方法不变。',
	'page4.1': 'Ruler：每一步翻转任意一段相邻的硬币，最右边那枚从正面翻成反面。位于 p 的单个正面，SG 值是整除 p 的最大的 2 的幂：1 2 1 4 1 2 1 8 ……',
	'page4.2':
		'Mock Turtles：每一步翻转一枚、两枚或三枚硬币，最右边那枚从正面翻成反面。位于 p 的单个正面，SG 值是第 p 个 odious 数（二进制中 1 的个数为奇数的数）：1 2 4 7 8 11 13 14 ……',
	'page4.3': '练习会用到这三条规则。方法不变：把各个正面的 SG 值用 ⊕ 加起来，走完让和为 0。',
	exampleNote: '获胜方每走一步之后，各个正面 SG 值的 Nim 和都是 0。',
	'rule.one-or-two': '翻一枚或两枚',
	'rule.ruler': 'Ruler（翻转相邻的一段）',
	'rule.mock-turtles': 'Mock Turtles（翻转一枚、两枚或三枚）',
	valuesLine: '规则：{{rule}}。位于 1 … {{n}} 的单个正面，SG 值依次为 {{values}}。',
	oneOrTwoQuestion: '正面在 {{heads}}（规则：翻一枚或两枚）。这一排的 SG 值是多少？',
	ruleQuestion: '{{values}}正面在 {{heads}}：这一排的 SG 值是多少？',
};

export const words = catalog(en, {'zh-CN': zhCN});
