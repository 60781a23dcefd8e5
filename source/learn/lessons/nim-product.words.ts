/** Lesson 11's words, in English and Chinese. */
import {catalog, type Translation} from '../../i18n/catalog.js';

export const en = {
	'page1.1':
		'Turning Corners: lamps on a grid, (x, y) counted from 0. A move picks a lit lamp (x, y) and any x′ < x, y′ < y, and switches all four corners of that rectangle: (x, y), (x′, y), (x, y′), (x′, y′). The lamp at (x, y) must go off.',
	'page1.2': "As in coin turning, each lit lamp is a game of its own, and the grid is worth the nim-sum of its lamps' values.",
	'page2.1':
		'A lamp at (x, y) is worth x ⊗ y, the nim product. It is the mex of (x′ ⊗ y) ⊕ (x ⊗ y′) ⊕ (x′ ⊗ y′) over all x′ < x, y′ < y: the values of the moves.',
	'page2.2': '1 ⊗ y = y. 2 ⊗ 2 = 3, 2 ⊗ 3 = 1, 3 ⊗ 3 = 2. The numbers 0 … 3 (and 0 … 15, 0 … 255 …) form a field under ⊕ and ⊗.',
	'page3.1':
		'A quick rule (Conway): for the Fermat 2-powers 2, 4, 16, 256 …, a product of different ones is their ordinary product (2 ⊗ 4 = 8), and one squared is 3/2 of itself (2 ⊗ 2 = 3, 4 ⊗ 4 = 6). Spread ⊗ over ⊕ for the rest: 3 ⊗ 4 = (2 ⊕ 1) ⊗ 4 = 8 ⊕ 4 = 12.',
	'page4.1':
		"Finding the winning corner. Let s be the nim-sum of all the lamps. As in Nim, pick a lamp (x, y) whose value v has s's top column, so that v ⊕ s < v: its move must leave the other three corners worth v ⊕ s.",
	'page4.2': 'They are worth v ⊕ (x ⊕ x′) ⊗ (y ⊕ y′), so look for x′ < x and y′ < y with (x ⊕ x′) ⊗ (y ⊕ y′) = s. One always exists.',
	'page4.3':
		"In the example, lamps (2, 3) and (2, 2) are worth 1 and 3, so s = 2. Lamp (2, 2) has 2's top column, and x′ = y′ = 1 gives (2 ⊕ 1) ⊗ (2 ⊕ 1) = 3 ⊗ 3 = 2: switch (2, 2), (1, 2), (2, 1) and (1, 1).",
	exampleNote: 'Each lamp is worth x ⊗ y; the winner leaves the nim-sum of the lamps 0.',
	different: '{{product}} (different Fermat 2-powers: the ordinary product)',
	squared: '{{product}} (a Fermat 2-power squared is 3/2 of itself)',
	zero: '{{x}} ⊗ {{y}} = 0: anything times 0 is 0.',
	question: 'What is {{x}} ⊗ {{y}}, the value of a lone lamp at ({{x}}, {{y}})?',
	lone: 'So a lone lamp at ({{x}}, {{y}}) is worth {{x}} ⊗ {{y}} = {{value}}.',
} as const;

export const zhCN: Translation<typeof en> = {
	'page1.1':
		'翻四角（Turning Corners）：网格上有一些灯，坐标 (x, y) 从 0 开始数。每一步选一盏亮着的灯 (x, y) 和任意 x′ < x、y′ < y，把这个矩形的四个角 (x, y)、(x′, y)、(x, y′)、(x′, y′) 全部开关一次。(x, y) 处的灯必须由亮变灭。',
	'page1.2': '和翻硬币游戏一样，每盏亮着的灯都是一个独立的游戏，整个网格的 SG 值是各盏灯 SG 值的 Nim 和。',
	'page2.1': '位于 (x, y) 的灯，SG 值为 x ⊗ y，即 Nim 积。它等于所有 x′ < x、y′ < y 对应的 (x′ ⊗ y) ⊕ (x ⊗ y′) ⊕ (x′ ⊗ y′) 的 mex：也就是各种走法的 SG 值。',
	'page2.2': '1 ⊗ y = y。2 ⊗ 2 = 3，2 ⊗ 3 = 1，3 ⊗ 3 = 2。数 0 … 3（以及 0 … 15、0 … 255……）在 ⊕ 和 ⊗ 下构成一个域。',
	'page3.1':
		'一条速算规则（Conway）：对费马 2 的幂 2、4、16、256……，不同的几个相乘就是它们的普通乘积（2 ⊗ 4 = 8），一个自乘则是它自身的 3/2（2 ⊗ 2 = 3，4 ⊗ 4 = 6）。其余情况把 ⊗ 对 ⊕ 展开：3 ⊗ 4 = (2 ⊕ 1) ⊗ 4 = 8 ⊕ 4 = 12。',
	'page4.1':
		'寻找必胜的那个角。设 s 为所有灯的 Nim 和。和 Nim 一样，选一盏灯 (x, y)，它的 SG 值 v 在 s 的最高位那一列上是 1，于是 v ⊕ s < v：这一步必须让另外三个角的 SG 值合起来为 v ⊕ s。',
	'page4.2': '它们的 SG 值是 v ⊕ (x ⊕ x′) ⊗ (y ⊕ y′)，所以要找 x′ < x、y′ < y，使 (x ⊕ x′) ⊗ (y ⊕ y′) = s。这样的一组总是存在。',
	'page4.3':
		'在示例中，灯 (2, 3) 和 (2, 2) 的 SG 值分别是 1 和 3，所以 s = 2。灯 (2, 2) 的 SG 值在 2 的最高位那一列上是 1，取 x′ = y′ = 1 得 (2 ⊕ 1) ⊗ (2 ⊕ 1) = 3 ⊗ 3 = 2：开关 (2, 2)、(1, 2)、(2, 1) 和 (1, 1)。',
	exampleNote: '每盏灯的 SG 值是 x ⊗ y；获胜方让所有灯的 Nim 和为 0。',
	different: '{{product}}（不同的费马 2 的幂：普通乘积）',
	squared: '{{product}}（费马 2 的幂自乘，是它自身的 3/2）',
	zero: '{{x}} ⊗ {{y}} = 0：任何数乘 0 都得 0。',
	question: '{{x}} ⊗ {{y}} 是多少？也就是位于 ({{x}}, {{y}}) 的单独一盏灯的 SG 值。',
	lone: '所以位于 ({{x}}, {{y}}) 的单独一盏灯，SG 值为 {{x}} ⊗ {{y}} = {{value}}。',
};

export const words = catalog(en, {'zh-CN': zhCN});
