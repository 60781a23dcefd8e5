/**
 * Misère Kayles' rule (Sibert–Conway) in Chinese, worded alike by the coach's
 * note and the explanation: one copy, spread into both catalogs (the English
 * is source/engine/kayles-rule-words.ts).
 */
export const kaylesRuleChinese = {
	kaylesNoRow: '空局面',
	kaylesRow: '一排 {{rows}} 个球瓶',
	kaylesRows: '长为 {{rows}} 的几排',
	kaylesManyRows: '共 {{count}} 排（其中 {{ordinary}} 排是普通的长度，Nim 和为 {{sum}}）',
	kaylesNimZero: 'Nim 和为 0',
	kaylesNimSum: 'Nim 和为 {{sum}}，不是 0',
	kaylesAgainst: '（按正常规则，结论正相反：Nim 和为 {{sum}}）',
	kaylesOrdinary: '长为 {{row}} 的一排不属于驯服的长度，所以按正常规则判断：{{normal}}',
	kaylesEvenFours: '都是驯服的排，没有 5 或 25，长为 9、12、17 的排有偶数个（{{fours}}）：当长为 1、4、20 的排有奇数个时必败；这里有 {{ones}} 个{{against}}',
	kaylesNines: '只有长为 1、4、9、12 的排，长为 1 或 4 的有偶数个（{{ones}}），长为 9 的有奇数个（{{nines}}）且没有 12：必败{{against}}',
	kaylesNinesTwelve: '只有长为 1、4、9、12 的排，长为 1 或 4 的有偶数个（{{ones}}），一个 12 且没有 9：必败{{against}}',
	kaylesTwentyFiveLost: '一排长为 25，其余只有长为 1、4、9 的排，长为 9 的有奇数个（{{nines}}），长为 1 或 4 的有奇数个（{{ones}}）：必败{{against}}',
	kaylesTwentyFiveWon: '一排长为 25，没有 5，长为 9、12、17 的排有偶数个，长为 1、4、20 的排有奇数个（{{ones}}）：必胜{{against}}',
} as const;
