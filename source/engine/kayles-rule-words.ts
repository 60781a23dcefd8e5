/**
 * Misère Kayles' rule (Sibert–Conway) in English, worded alike by the
 * coach's note and the explanation: one copy, spread into both catalogs.
 */
export const kaylesRuleEnglish = {
	kaylesNoRow: 'no row',
	kaylesRow: 'a row of {{rows}}',
	kaylesRows: 'rows {{rows}}',
	kaylesManyRows: '{{count}} rows ({{ordinary}} ordinary, nim-sum {{sum}})',
	kaylesNimZero: 'the nim-sum is 0',
	kaylesNimSum: 'the nim-sum is {{sum}}, not 0',
	kaylesAgainst: ' (normal play would say the opposite: the nim-sum is {{sum}})',
	kaylesOrdinary: 'a row of {{row}} is not of a tame size, so normal play decides: {{normal}}',
	kaylesEvenFours:
		'tame rows, no 5 or 25, and an even number ({{fours}}) of 9, 12 and 17: lost exactly when the rows of 1, 4 and 20 are odd in number; here {{ones}}{{against}}',
	kaylesNines: 'rows of 1, 4, 9 and 12 only, an even number ({{ones}}) of 1 or 4, and an odd number ({{nines}}) of 9s and no 12: lost{{against}}',
	kaylesNinesTwelve: 'rows of 1, 4, 9 and 12 only, an even number ({{ones}}) of 1 or 4, and one 12 and no 9: lost{{against}}',
	kaylesTwentyFiveLost:
		'one row of 25, with rows of 1, 4 and 9 only besides, an odd number ({{nines}}) of 9s and an odd number ({{ones}}) of 1 or 4: lost{{against}}',
	kaylesTwentyFiveWon: 'one row of 25, no 5, an even number of 9, 12 and 17 and an odd number ({{ones}}) of 1, 4 and 20: won{{against}}',
	kaylesTame: 'tame rows only, but no exception fits, so normal play decides: {{normal}}',
} as const;
