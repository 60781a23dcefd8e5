/** Lesson 5's words, in English and Chinese. */
import {catalog, type Translation} from '../../i18n/catalog.js';

export const en = {
	'page1.1': 'Work out G(n) for S = {1, 3, 4} far enough and a pattern shows:',
	'page1.2': 'n    0 1 2 3 4 5 6 | 7 8 9 10 11 12 13\nG(n) 0 1 0 1 2 3 2 | 0 1 0  1  2  3  2',
	'page1.3': 'The values repeat every 7: G(n + 7) = G(n). That is the period.',
	'page2.1':
		'Every subtraction game with a finite set S is periodic in the end: each value depends only on the max(S) values before it, and there are only finitely many such windows, so one repeats, and from there everything repeats (Golomb, 1966).',
	'page2.2': 'Some games repeat only after a while (a preperiod), so a period is stated with where it starts. S = {2, 4, 7}:',
	'page2.3': 'n    0 1 2 3 4 5 6 7 | 8 9 10 | 11 12 13\nG(n) 0 0 1 1 2 2 0 3 | 1 0  2 |  1  0  2',
	'page2.4': 'Preperiod 8, then period 3: G(n + 3) = G(n) from n = 8 on, so G(100) = G(8 + (92 mod 3)) = G(10) = 2.',
	'page3.1':
		'Once the period is known, a heap of any size is easy: G(n) = G(start + ((n − start) mod p)). For S = {1, 3, 4}, a heap of 100: 100 mod 7 = 2, so G(100) = G(2) = 0, a losing heap.',
	'page3.2': 'The Lab (g in a game, or Lab on the menu) shows the table of any set with its period marked.',
	exampleNote: 'The winner always leaves a heap of value 0: one at 0 or 2 in the period of 7 (G(0) = G(2) = 0).',
	periodQuestion: 'S = {{set}}: G(0) … G({{last}}) = {{values}}. The values repeat from some n on: with what period (the shortest)?',
	fromStart: 'From the start, every {{period}} values repeat: {{first}} | {{second}} | …, so the period is {{period}}.',
	preperiod: 'The first {{start}} values (0 … {{beforeStart}}) are the preperiod; from n = {{start}} on, {{repeating}} repeats, so the period is {{period}}.',
	check: 'Check: G(n + {{period}}) = G(n) for every n ≥ {{start}} shown, and no shorter gap works.',
	valueQuestion: 'S = {{set}}: G(0) … G({{last}}) = {{values}}, and from n = {{start}} the values repeat with period {{period}}. What is G({{n}})?',
	valueWhy: '{{n}} = {{start}} + {{times}}·{{period}} + {{rest}}, so G({{n}}) = G({{r}}) = {{answer}}.',
} as const;

export const zhCN: Translation<typeof en> = {
	'page1.1': '对 S = {1, 3, 4} 把 G(n) 算得足够远，就能看出规律：',
	'page1.2': 'n    0 1 2 3 4 5 6 | 7 8 9 10 11 12 13\nG(n) 0 1 0 1 2 3 2 | 0 1 0  1  2  3  2',
	'page1.3': '这些值每 7 个重复一次：G(n + 7) = G(n)。这就是周期。',
	'page2.1':
		'S 为有限集的减法游戏最终都是周期的：每个值只取决于它前面 max(S) 个值，而这样的窗口只有有限多种，所以某个窗口必然重复，从那里起一切都重复（Golomb，1966）。',
	'page2.2': '有的游戏要过一段才开始循环（预周期），所以说周期时要同时说明从哪里开始。S = {2, 4, 7}：',
	'page2.3': 'n    0 1 2 3 4 5 6 7 | 8 9 10 | 11 12 13\nG(n) 0 0 1 1 2 2 0 3 | 1 0  2 |  1  0  2',
	'page2.4': '预周期为 8，之后周期为 3：从 n = 8 起 G(n + 3) = G(n)，所以 G(100) = G(8 + (92 mod 3)) = G(10) = 2。',
	'page3.1':
		'一旦知道了周期，多大的堆都好算：G(n) = G(start + ((n − start) mod p))。对 S = {1, 3, 4}、一堆 100 个：100 mod 7 = 2，所以 G(100) = G(2) = 0，是必败的堆。',
	'page3.2': '实验室（Lab，在游戏中按 g，或从菜单进入）可以显示任意集合的 SG 值表，并标出周期。',
	exampleNote: '获胜方总是留下 SG 值为 0 的堆：在周期 7 中位于 0 或 2 的位置（G(0) = G(2) = 0）。',
	periodQuestion: 'S = {{set}}：G(0) … G({{last}}) = {{values}}。从某个 n 起这些值开始循环：最短周期是多少？',
	fromStart: '从一开始，每 {{period}} 个值就重复一次：{{first}} | {{second}} | …，所以周期是 {{period}}。',
	preperiod: '前 {{start}} 个值（0 … {{beforeStart}}）是预周期；从 n = {{start}} 起，{{repeating}} 不断重复，所以周期是 {{period}}。',
	check: '验证：对表中每个 n ≥ {{start}}，都有 G(n + {{period}}) = G(n)，且没有更短的间隔成立。',
	valueQuestion: 'S = {{set}}：G(0) … G({{last}}) = {{values}}，且从 n = {{start}} 起以 {{period}} 为周期循环。G({{n}}) 是多少？',
	valueWhy: '{{n}} = {{start}} + {{times}}·{{period}} + {{rest}}，所以 G({{n}}) = G({{r}}) = {{answer}}。',
};

export const words = catalog(en, {'zh-CN': zhCN});
