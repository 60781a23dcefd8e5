/**
 * `table`'s closed forms and notes, the jobs' titles and unit, and the
 * `cache` listing's entry names (English: the source of every translation).
 * They say what the engine's own words say, byte for byte
 * (test/i18n/table.test.ts holds them equal).
 */
export const en = {
	// Closed forms (a formula stays as it is written).
	formEveryHeadOne: 'every head is worth 1',
	formMultipleOf: '1 when n is a multiple of {{k}}, else 0',
	formOdious: 'the odious numbers (an odd number of 1 bits) in order: G(n) = 2(n − 1) or 2(n − 1) + 1, whichever is odious',
	formRuler: 'the largest power of 2 dividing n',
	formNimProduct: 'the nim product x ⊗ y',
	formWythoff: 'P-positions: the pairs (⌊kφ⌋, ⌊kφ²⌋) and their mirrors, φ the golden ratio',
	formWythoffMisere: 'P-positions: (0, 1), (1, 0), (2, 2), then the normal-play pairs from (3, 5) on',
	formSibertConway: 'Sibert–Conway: a lone row is lost only with 1, 4, 9, 12 or 20 pins; every row of 26 or more plays as in normal play',
	formFibonacci: 'the P-positions are the Fibonacci numbers (Zeckendorf)',
	formFibonacciAfter: 'after a take of {{last}}, the P-positions are 0 and the heaps whose smallest Zeckendorf part is more than {{most}}',
	formKTimes:
		'the P-positions are the terms of the k-times sequence for k = {{k}} (each term is one more than the largest number the terms before it write as a greedy sum)',
	formKTimesAfter:
		'after a take of {{last}}, the P-positions are 0 and the heaps whose smallest part, written greedily in the k-times sequence for k = {{k}}, is more than {{most}}',
	// Notes, where there is neither a period nor a closed form; a note as a line of the text table.
	noteNoPeriod: 'no period found up to {{to}}',
	noteNoPeriodGrundy: "no period found up to {{to}} (none is known for Grundy's game)",
	noteMisere: 'misère play: outcomes from the closed misère theory or an exhaustive search',
	noteLine: '{{note}}.',
	// The jobs: their titles and what they count.
	tableGrundy: "Grundy's game",
	tableOctal: 'octal {{code}}',
	jobValues: '{{table}}: the values of heaps 0 to {{last}}',
	jobProve: '{{table}}: values until the period is proven (at most {{bound}})',
	unitValues: 'values',
	// The cache's entries, by what they hold.
	entryValues: '{{table}} (values method {{method}})',
	entryQuotient: 'misère quotient of {{rule}} (values method {{method}})',
} as const;
