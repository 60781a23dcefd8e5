/** Lesson 7's words, in English and Chinese. */
import {catalog, type Translation} from '../../i18n/catalog.js';

export const en = {
	'page1.1':
		'Staircase Nim: coins stand on the steps of a staircase. A move takes any number of coins from one step down to the next step below; coins on the ground stay there. Whoever moves last wins.',
	'page1.2': 'Only the coins on the odd steps (1, 3, 5 …) count: the position is lost exactly when the nim-sum of the odd steps is 0.',
	'page2.1':
		'Why? Moving coins from an odd step down is a Nim move on that heap. If the opponent moves coins from an even step onto an odd one, move the same coins one step further down, onto the next even step: the odd steps are as they were.',
	'page2.2': 'The even steps are a trap that changes nothing.',
	'page3.1':
		'The arcade plays it as the chip game: chips on a line of cells slide left, never past the chip ahead. Pair the chips from the right: the empty cells inside each pair are a Nim heap (an odd step). The gaps between pairs are the even steps: they do not count. (The chip game is known from a programming puzzle, POJ 1704, "Georgia and Bob".)',
	'page3.2':
		'With an odd number of chips, the leftmost one pairs with the wall: the cells before it are its gap. So: pair the chips from the right, and make the nim-sum of the gaps inside the pairs 0.',
	'page4.1':
		"Moving a pair's left chip widens that pair's gap: coins brought from an even step onto an odd one. When the opponent does it, follow: move the same pair's right chip as far, and every gap is as it was.",
	'page4.2':
		'Widening can also win: a gap made wider changes the nim-sum just as a narrower one does, so when the wider gap is the one that makes the nim-sum 0, moving the left chip is a winning move too.',
	exampleNote: 'The winner keeps the nim-sum of the gaps inside the pairs at 0.',
	follow:
		"The loser moved the left chip of the pair {{left}}–{{right}} ({{left}} to {{moved}}), widening its gap from {{gap}} to {{wider}}. Follow it: move the right chip as far ({{right2}} to {{followed}}), and every pair's gap is as it was.",
	question: 'Pair the chips from the right (an odd one out pairs with the wall): what is the nim-sum of the gaps inside the pairs?',
} as const;

export const zhCN: Translation<typeof en> = {
	'page1.1': '阶梯博弈（阶梯 Nim）：硬币放在楼梯的各级台阶上。每一步从某一级台阶拿任意多枚硬币，移到下面一级；到了地面的硬币就不再动。走最后一步的人获胜。',
	'page1.2': '只有奇数级台阶（1、3、5……）上的硬币算数：当且仅当奇数级台阶的 Nim 和为 0 时，先手必败。',
	'page2.1':
		'为什么？把硬币从奇数级往下移，就是在那一堆上走一步 Nim。如果对手把硬币从偶数级移到奇数级，你就把同样这些硬币再往下移一级，移到下一个偶数级：奇数级台阶恢复原样。',
	'page2.2': '偶数级台阶只是个陷阱，什么也改变不了。',
	'page3.1':
		'这里把它做成棋子游戏：一排格子上的棋子只能向左滑，不能越过前面的棋子。从右往左把棋子两两配对：每对之间的空格数就是一堆 Nim（一级奇数台阶）。对与对之间的空隙是偶数级台阶：不算数。（这个棋子游戏来自一道编程题：POJ 1704 “Georgia and Bob”。）',
	'page3.2': '棋子数为奇数时，最左边的棋子与墙壁配对：它前面的格子就是它的空隙。所以：从右往左配对，让各对内部空隙的 Nim 和为 0。',
	'page4.1':
		'移动一对中左边的棋子，会让这一对的空隙变宽：相当于把硬币从偶数级移到奇数级。对手这样走时，跟着走：把同一对右边的棋子移动同样的距离，每个空隙都恢复原样。',
	'page4.2': '变宽也可能必胜：空隙变宽和变窄一样会改变 Nim 和，所以当变宽后的空隙恰好使 Nim 和为 0 时，移动左边的棋子也是必胜的一步。',
	exampleNote: '获胜方始终让各对内部空隙的 Nim 和保持为 0。',
	follow:
		'输的一方移动了 {{left}}–{{right}} 这一对的左棋子（{{left}} 移到 {{moved}}），把空隙从 {{gap}} 拉宽到 {{wider}}。跟着走：把右棋子移动同样的距离（{{right2}} 移到 {{followed}}），每对的空隙就都恢复原样。',
	question: '从右往左把棋子配对（多出的一枚与墙壁配对）：各对内部空隙的 Nim 和是多少？',
};

export const words = catalog(en, {'zh-CN': zhCN});
