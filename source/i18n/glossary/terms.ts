/**
 * The glossary's terms, each in both languages (shown side by side whatever
 * the language in force, for a reader of notes in either): the Chinese of OI
 * Wiki and Chinese competitive programmers' notes, and the English of the
 * literature. What each term means is worded in the catalogs (`<id>Means`).
 */
export interface Term {
	readonly id: GlossaryTerm;
	readonly zh: string;
	readonly en: string;
}

export const glossaryTerms = [
	'impartial',
	'nPosition',
	'pPosition',
	'firstPlayer',
	'sgFunction',
	'grundyValue',
	'mex',
	'nimSum',
	'nimProduct',
	'sum',
	'misere',
	'period',
	'nim',
	'bash',
	'wythoff',
	'wythoffPairs',
	'fibonacci',
	'ktimes',
	'staircase',
	'subtraction',
	'coins',
	'hackenbush',
	'graph',
	'kayles',
	'octal',
	'stressTest',
] as const;

export type GlossaryTerm = (typeof glossaryTerms)[number];

export const terms: readonly Term[] = [
	{id: 'impartial', zh: '公平组合游戏', en: 'impartial game'},
	{id: 'nPosition', zh: '必胜态', en: 'N-position'},
	{id: 'pPosition', zh: '必败态', en: 'P-position'},
	{id: 'firstPlayer', zh: '先手必胜 / 先手必败', en: 'first player wins / loses'},
	{id: 'sgFunction', zh: 'SG 函数', en: 'Sprague-Grundy function'},
	{id: 'grundyValue', zh: 'SG 值', en: 'Grundy value, nimber'},
	{id: 'mex', zh: 'mex', en: 'mex (minimum excludant)'},
	{id: 'nimSum', zh: 'Nim 和', en: 'nim-sum'},
	{id: 'nimProduct', zh: 'Nim 积', en: 'nim product'},
	{id: 'sum', zh: '游戏的和', en: 'sum of games'},
	{id: 'misere', zh: '反常游戏 / 反常 Nim', en: 'misère play / misère Nim'},
	{id: 'period', zh: '周期', en: 'period'},
	{id: 'nim', zh: 'Nim 游戏（尼姆博弈）', en: 'Nim'},
	{id: 'bash', zh: '巴什博弈（巴士博弈）', en: "Bash's game"},
	{id: 'wythoff', zh: '威佐夫博弈', en: "Wythoff's game"},
	{id: 'wythoffPairs', zh: '奇异局势', en: 'Wythoff pairs'},
	{id: 'fibonacci', zh: '斐波那契博弈', en: 'Fibonacci Nim'},
	{id: 'ktimes', zh: 'K 倍动态减法', en: 'k-times dynamic subtraction'},
	{id: 'staircase', zh: '阶梯博弈', en: 'staircase Nim'},
	{id: 'subtraction', zh: '减法游戏', en: 'subtraction game'},
	{id: 'coins', zh: '翻硬币游戏', en: 'coin turning'},
	{id: 'hackenbush', zh: '树上删边', en: 'Green Hackenbush'},
	{id: 'graph', zh: '有向图游戏', en: 'game on a directed graph'},
	{id: 'kayles', zh: 'Kayles 保龄球游戏', en: 'Kayles'},
	{id: 'octal', zh: '八进制游戏', en: 'octal games'},
	{id: 'stressTest', zh: '对拍', en: 'testing against a trusted program'},
];
