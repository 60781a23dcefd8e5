/** Lesson 12's words, in English and Chinese. */
import {catalog, type Translation} from '../../i18n/catalog.js';

export const en = {
	'page1.1':
		'Hackenbush: a drawing of edges standing on the ground. A move cuts one edge; everything no longer joined to the ground falls away. Whoever cuts last wins.',
	'page1.2': 'A stalk of n edges (a path up from the ground) is a Nim heap of n: cutting the k-th edge leaves k − 1.',
	'page2.1':
		'The colon principle: branches meeting at a node may be replaced by a single stalk whose length is the nim-sum of theirs, without changing the value of the whole.',
	'page2.2':
		"So, from the leaves down: a leaf is worth 0; a node is worth the nim-sum of (child's value + 1) over its children, because each child hangs on an edge, and an edge under a tree of value v is a stalk of v + 1.",
	'page3.1': 'A claw (three single edges on one root): (0+1) ⊕ (0+1) ⊕ (0+1) = 1, a stalk of 1. A forest is a sum: the nim-sum of its trees.',
	'page3.2': 'To win, find the edge to cut that leaves the whole worth 0. The next page shows how.',
	'page4.1':
		"Finding the winning cut, from the ground up. Let S be the nim-sum of the trees. As in Nim, pick a tree on the ground worth b with b ⊕ S < b (b has S's top column): it must become worth b ⊕ S. If that is 0, cut its ground edge.",
	'page4.2':
		'Otherwise its root, worth b − 1, must become worth (b ⊕ S) − 1: it must change by T, the nim-sum of the two. One level up, do the same: pick a branch on the root worth c (its node + 1) with c ⊕ T < c; it must become c ⊕ T. Go on upward until a branch must become 0: cut the edge it hangs on.',
	'page4.3':
		'In the example the trees are worth 1 and 2: S = 3. The tree worth 2 must become 1, so its root goes from 1 to 0 (T = 1); the branch on it worth 1 must become 0: cut edge 5.',
	exampleNote: "The winner cuts so that the trees' values have nim-sum 0.",
	question: 'What is the forest worth?',
} as const;

export const zhCN: Translation<typeof en> = {
	'page1.1': '树上删边（Green Hackenbush）：一幅由边组成、立在地面上的图。每一步删去一条边；不再与地面相连的部分全部掉落。删去最后一条边的人获胜。',
	'page1.2': '一根 n 条边的链（从地面往上的一条路径）就是一堆 n 个的 Nim：删去第 k 条边，剩下 k − 1 条。',
	'page2.1': '克朗原理（colon principle）：在同一结点相交的几根分支，可以换成一根链，长度为它们的 Nim 和，整体的 SG 值不变。',
	'page2.2':
		'所以从叶子往下算：叶子的 SG 值为 0；一个结点的 SG 值，是对它的每个子结点取（子结点的 SG 值 + 1）后的 Nim 和，因为每个子结点都挂在一条边上，而一条边上面接一棵 SG 值为 v 的树，就相当于一根长 v + 1 的链。',
	'page3.1': '一个爪形（一个根上三条单边）：(0+1) ⊕ (0+1) ⊕ (0+1) = 1，相当于长 1 的链。森林是和：SG 值为各棵树的 Nim 和。',
	'page3.2': '要获胜，就找出删去后使整体 SG 值为 0 的那条边。下一页说明怎么找。',
	'page4.1':
		'从地面往上找必胜的那一刀。设 S 为各棵树的 Nim 和。和 Nim 一样，选一棵立在地面上、SG 值为 b 的树，使 b ⊕ S < b（b 在 S 的最高位那一列上是 1）：它必须变成 b ⊕ S。如果这是 0，就删去它贴地的那条边。',
	'page4.2':
		'否则它的根（SG 值 b − 1）必须变成 (b ⊕ S) − 1：要改变 T，即两者的 Nim 和。往上一层照做：在根上选一根 SG 值为 c（它的结点的 SG 值 + 1）的分支，使 c ⊕ T < c；它必须变成 c ⊕ T。一直往上，直到某根分支必须变成 0：删去它所挂的那条边。',
	'page4.3':
		'在示例中，两棵树的 SG 值为 1 和 2：S = 3。SG 值为 2 的树必须变成 1，所以它的根从 1 变为 0（T = 1）；根上 SG 值为 1 的分支必须变成 0：删去第 5 条边。',
	exampleNote: '获胜方删边之后，各棵树 SG 值的 Nim 和为 0。',
	question: '这片森林的 SG 值是多少？',
};

export const words = catalog(en, {'zh-CN': zhCN});
