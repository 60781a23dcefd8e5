/** Lesson 4's words, in English and Chinese: its parts named plainly (no command-line syntax). */
import {catalog, type Translation} from '../../i18n/catalog.js';

export const en = {
	'page1.1':
		'A sum of games is several games side by side. On your turn you choose one of them and make a move in it; the others stay as they are. Whoever makes the last move of all wins.',
	'page1.2': 'Nim is a sum already: each heap is a game of its own. The arena plays sums of different games: a Nim heap, a Bash heap, a subtraction heap…',
	'page2.1':
		"The Sprague-Grundy theorem: a sum is worth the nim-sum (XOR) of its parts' values. Each part behaves like a Nim heap of its value, so the whole is a Nim position.",
	'page2.2': 'A Nim heap of n is worth n. A Bash heap of n (take 1 to m) is worth n mod (m + 1). A subtraction heap is worth its G(n).',
	'page3.1': 'Subtraction {1, 2} heap 5 + Bash 7 (take 1 to 3) + Nim 3:\nvalues 5 mod 3 = 2, 7 mod 4 = 3, 3 → 2 ⊕ 3 ⊕ 3 = 2.',
	'page3.2':
		"The nim-sum is 2, not 0: the player to move wins. Move in a part whose value has a 1 in the nim-sum's top column, to a position whose value is (its value ⊕ 2): here the subtraction heap of value 2 goes to value 0, so take 2 and leave 3. The worked example plays this move.",
	exampleNote: "After each of the winner's moves the parts' values have nim-sum 0.",
	question: "What is the value of the whole sum (the nim-sum of its parts' values)?",
	'name.nim': 'Nim',
	'name.bash': 'Bash',
	'name.subtraction': 'Subtraction game',
	'label.nim': 'Nim heap of {{heap}}',
	'label.bash': 'Bash heap of {{heap}}, take at most {{max}}',
	'label.subtraction': 'subtraction heap of {{heap}}, S = {{set}}',
	nimSum: 'nim-sum',
	rule: "Sprague-Grundy: a sum is worth the XOR of its parts' values.",
	lost: 'The XOR is 0: whatever part you move in changes its value, and the opponent can restore a zero XOR. The player to move loses.',
	win: 'The XOR is {{total}}: move in part {{part}} ({{label}}), worth {{value}}, to make it worth {{target}}:',
	take: 'take {{take}} ({{from}} → {{to}})',
	move: '{{move}}.',
} as const;

export const zhCN: Translation<typeof en> = {
	'page1.1': '游戏的和就是把几个游戏并排放在一起。轮到你时，选其中一个，在它里面走一步；其余的保持不变。走最后一步的人获胜。',
	'page1.2': 'Nim 本身就是一个和：每一堆都是一个独立的游戏。这里玩的是不同游戏的和：一堆 Nim、一堆巴什博弈、一堆减法游戏……',
	'page2.1': 'Sprague–Grundy 定理：游戏和的 SG 值是各部分 SG 值的 Nim 和（异或，XOR）。每一部分都相当于一堆大小为其 SG 值的 Nim，所以整体就是一个 Nim 局面。',
	'page2.2': '一堆 n 个的 Nim，SG 值为 n。一堆 n 个的巴什博弈（每次取 1 到 m 个），SG 值为 n mod (m + 1)。一堆减法游戏的 SG 值是它的 G(n)。',
	'page3.1': '减法游戏 {1, 2} 一堆 5 个 + 巴什博弈 7 个（每次取 1 到 3 个）+ Nim 3 个：\nSG 值 5 mod 3 = 2，7 mod 4 = 3，3 → 2 ⊕ 3 ⊕ 3 = 2。',
	'page3.2':
		'Nim 和为 2，不是 0：先手必胜。选一个部分，它的 SG 值在 Nim 和的最高位那一列上是 1，把它走到 SG 值为（原 SG 值 ⊕ 2）的局面：这里把 SG 值为 2 的减法游戏堆走到 SG 值 0，即取 2 个，留下 3 个。示例演示的正是这一步。',
	exampleNote: '获胜方每走一步之后，各部分 SG 值的 Nim 和都是 0。',
	question: '整个游戏和的 SG 值（各部分 SG 值的 Nim 和）是多少？',
	'name.nim': 'Nim',
	'name.bash': '巴什博弈',
	'name.subtraction': '减法游戏',
	'label.nim': 'Nim，{{heap}} 个',
	'label.bash': '巴什博弈，{{heap}} 个，每次最多取 {{max}} 个',
	'label.subtraction': '减法游戏，{{heap}} 个，S = {{set}}',
	nimSum: 'Nim 和',
	rule: 'Sprague–Grundy 定理：游戏和的 SG 值是各部分 SG 值的异或（XOR）。',
	lost: '异或为 0：无论在哪一部分走，都会改变该部分的 SG 值，而对手总能让异或重新变为 0。先手必败。',
	win: '异或为 {{total}}：在第 {{part}} 部分（{{label}}）走，它的 SG 值为 {{value}}，要把它变成 {{target}}：',
	take: '取 {{take}} 个（{{from}} → {{to}}）',
	move: '{{move}}。',
};

export const words = catalog(en, {'zh-CN': zhCN});
