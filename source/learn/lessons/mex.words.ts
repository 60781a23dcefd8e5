/** Lesson 3's words (and the one-heap explanation lesson 5 shares), in English and Chinese. */
import {catalog, type Translation} from '../../i18n/catalog.js';

export const en = {
	'page1.1':
		'In a subtraction game a move takes s tokens from one heap, where s must be in a fixed set S. With S = {1, 3, 4}, a heap of 5 can go to 4, 2 or 1.',
	'page1.2':
		'Which heaps are worth what? Sprague and Grundy (1935–39) gave every position a number, its Grundy value, that says exactly what Nim heap it behaves like.',
	'page2.1': 'The mex of a set of numbers is the minimum excluded number: the least whole number not in it. mex{0, 1, 3} = 2, mex{1, 2} = 0, mex{} = 0.',
	'page2.2': 'The Grundy value of a position is the mex of the values of the positions one move away. A position with no move is worth 0.',
	'page3.1': 'With S = {1, 3, 4}, from the bottom up:',
	'page3.2':
		'G(0) = 0 (no move).\nG(1) = mex{G(0)} = mex{0} = 1.\nG(2) = mex{G(1)} = mex{1} = 0.\nG(3) = mex{G(2), G(0)} = mex{0, 0} = 1.\nG(4) = mex{G(3), G(1), G(0)} = mex{1, 1, 0} = 2.',
	'page4.1':
		'A position is lost for the player to move exactly when its value is 0: every move goes to a non-zero value, and from a non-zero value there is always a move to 0 (the mex makes sure of it).',
	'page4.2': 'And a position of value v behaves exactly like a Nim heap of v tokens: that is what lets different games be added, in the next lesson.',
	exampleNote: 'The winner always moves to a heap of value 0 (G = 0 at 0, 2, 7, 9 …).',
	byPeriod: 'S = {{set}} repeats with period {{period}} from {{start}}: G({{n}}) = G({{r}}) = {{value}}.',
	noMove: 'From {{n}} no move is left (every take in S = {{set}} is more than {{n}}): G({{n}}) = mex{} = 0. The player to move loses.',
	options: 'From {{n}} a move goes to {{options}}, worth {{values}}.',
	mex: 'G({{n}}) = mex{{values}} = {{value}}, the least number not among them.',
	lost: 'G({{n}}) = 0: every move goes to a heap worth more than 0, and from there the opponent can always move back to 0. The player to move loses.',
	won: 'G({{n}}) is not 0, so some move goes to a heap worth 0: take {{take}} and leave {{left}} (G({{left}}) = {{leftValue}}).',
	question: 'S = {{set}}. G(0) … G({{last}}) are {{values}}. What is G({{n}})?',
} as const;

export const zhCN: Translation<typeof en> = {
	'page1.1': '减法游戏中，每一步从一堆里取走 s 个，s 必须属于一个固定的集合 S。若 S = {1, 3, 4}，一堆 5 个可以变成 4、2 或 1 个。',
	'page1.2': '每一堆价值几何？Sprague 和 Grundy（1935–39）给每个局面一个数，即它的 SG 值，它恰好说明这个局面相当于多大的一堆 Nim。',
	'page2.1': '一个数集的 mex 是不属于它的最小非负整数。mex{0, 1, 3} = 2，mex{1, 2} = 0，mex{} = 0。',
	'page2.2': '一个局面的 SG 值，是走一步能到达的所有局面（后继）的 SG 值的 mex。无路可走的局面 SG 值为 0。',
	'page3.1': '取 S = {1, 3, 4}，从小往大算：',
	'page3.2':
		'G(0) = 0（无路可走）。\nG(1) = mex{G(0)} = mex{0} = 1。\nG(2) = mex{G(1)} = mex{1} = 0。\nG(3) = mex{G(2), G(0)} = mex{0, 0} = 1。\nG(4) = mex{G(3), G(1), G(0)} = mex{1, 1, 0} = 2。',
	'page4.1': '当且仅当一个局面的 SG 值为 0 时，它是必败态：每一步都走到 SG 值非 0 的局面，而从 SG 值非 0 的局面总有一步能走回 0（mex 保证了这一点）。',
	'page4.2': '而且 SG 值为 v 的局面，表现得恰好像一堆 v 个石子的 Nim：正因如此，不同的游戏才能相加，这是下一课的内容。',
	exampleNote: '获胜方总是走到 SG 值为 0 的堆（0、2、7、9……处 G = 0）。',
	byPeriod: 'S = {{set}} 从 {{start}} 起以 {{period}} 为周期循环：G({{n}}) = G({{r}}) = {{value}}。',
	noMove: '从 {{n}} 出发无路可走（S = {{set}} 中每个数都大于 {{n}}）：G({{n}}) = mex{} = 0。先手必败。',
	options: '从 {{n}} 走一步可到 {{options}}，它们的 SG 值为 {{values}}。',
	mex: 'G({{n}}) = mex{{values}} = {{value}}，即不在其中的最小数。',
	lost: 'G({{n}}) = 0：每一步都走到 SG 值大于 0 的堆，而对手总能从那里走回 0。先手必败。',
	won: 'G({{n}}) 不为 0，所以有一步能走到 SG 值为 0 的堆：取 {{take}} 个，留下 {{left}}（G({{left}}) = {{leftValue}}）。',
	question: 'S = {{set}}。G(0) … G({{last}}) 依次为 {{values}}。G({{n}}) 是多少？',
};

export const words = catalog(en, {'zh-CN': zhCN});
