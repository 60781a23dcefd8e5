/** Lesson 6's words, in English and Chinese. */
import {catalog, type Translation} from '../../i18n/catalog.js';

export const en = {
	'page1.1':
		'Kayles is a row of pins. A move knocks down one pin, or two pins side by side. Knocking pins out of the middle splits the row in two: ●●●●●●● → ●●  ●●● after knocking down the third and fourth pins.',
	'page1.2': 'Whoever knocks down the last pin wins.',
	'page2.1':
		"A split row is a sum: the two pieces are separate games, and a move is made in one of them. So a position of several rows is worth the nim-sum of the rows' values.",
	'page2.2': 'A single row of n is worth the mex of the values of everything one move leaves, where a split leaves G(a) ⊕ G(b).',
	'page3.1': 'Kayles rows of 0 to 11 are worth\n0 1 2 3 1 4 3 2 1 4 2 6\nand from 71 on the values repeat with period 12 (Guy and Smith, 1956).',
	'page3.2':
		'The winning first move in a single row is always to knock out the middle (one pin or two, to make the halves equal): the two halves then cancel, as two equal Nim heaps do.',
	'page4.1':
		"Dawson's Kayles is the same row with one rule changed: a move must knock down exactly two pins side by side. A split is still a sum, and a row's value is still the mex of what one move leaves.",
	'page4.2': 'Its rows of 0 to 11 are worth\n0 0 1 1 2 0 3 1 1 0 3 3',
	'page4.3': 'So a row of 1, 5 or 9 is already a loss; from 53 on the values repeat with period 34. The exercises mix both games.',
	exampleNote: "Every split is a sum of two rows; the winner keeps the nim-sum of the rows' values 0.",
	'name.kayles': 'Kayles',
	'name.dawson': "Dawson's Kayles",
	question: '{{name}} rows of 0 … 11 are worth {{values}}. What is the value of rows {{rows}}?',
} as const;

export const zhCN: Translation<typeof en> = {
	'page1.1': 'Kayles 保龄球游戏：一排球瓶。每一步击倒一个球瓶，或者相邻的两个球瓶。从中间击倒会把一排分成两排：击倒第 3、4 个球瓶后，●●●●●●● → ●●  ●●●。',
	'page1.2': '击倒最后一个球瓶的人获胜。',
	'page2.1': '拆开的一排就是一个和：两段是各自独立的游戏，每一步只在其中一段里走。所以几排球瓶的局面，SG 值是各排 SG 值的 Nim 和。',
	'page2.2': '长为 n 的一排，SG 值是走一步后所有可能局面的 SG 值的 mex，其中拆成两段 a、b 的局面 SG 值为 G(a) ⊕ G(b)。',
	'page3.1': 'Kayles 中长为 0 到 11 的一排，SG 值依次为\n0 1 2 3 1 4 3 2 1 4 2 6\n从 71 起以 12 为周期循环（Guy 与 Smith，1956）。',
	'page3.2': '只有一排时，必胜的第一步总是击倒正中间（一个或两个球瓶，使两半相等）：两半随后互相抵消，就像两堆相等的 Nim。',
	'page4.1':
		'Dawson 保龄球游戏（Dawson’s Kayles）只改了一条规则：每一步必须恰好击倒相邻的两个球瓶。拆开仍然是和，一排的 SG 值仍然是走一步后所有局面 SG 值的 mex。',
	'page4.2': '它长为 0 到 11 的一排，SG 值依次为\n0 0 1 1 2 0 3 1 1 0 3 3',
	'page4.3': '所以长为 1、5 或 9 的一排已经是必败态；从 53 起以 34 为周期循环。练习中两种游戏都会出现。',
	exampleNote: '每次拆分都得到两排的和；获胜方始终让各排 SG 值的 Nim 和为 0。',
	'name.kayles': 'Kayles',
	'name.dawson': 'Dawson 保龄球游戏',
	question: '{{name}}中长为 0 … 11 的一排，SG 值依次为 {{values}}。长为 {{rows}} 的几排，SG 值是多少？',
};

export const words = catalog(en, {'zh-CN': zhCN});
