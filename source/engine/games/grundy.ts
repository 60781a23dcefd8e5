/**
 * Grundy's game: heaps of tokens; a move splits one heap into two non-empty
 * heaps of different sizes. No period is known; values are computed from the
 * rule up to a bound (breaking-values.ts, by the sparse-space method) and
 * larger heaps are refused with the bound named.
 */
import {defineBreakGame, type BreakGame, type BreakRule} from '../breaking.js';
import {nonEmptyHeaps} from '../learning.js';
import {grundyGameTable} from '../breaking-values.js';

const split: readonly BreakRule[] = [{take: 0n, leave: 2, unequal: true}];

function firstValues(count: number): string {
	const table = grundyGameTable();
	table.extend(count);
	return Array.from(table.values.subarray(0, count), String).join(' ');
}

/** For the course, the coach and the puzzles: the lesson on breaking rows, and each non-empty row a part. */
const forTheCourse = {concept: 'breaking', partCount: nonEmptyHeaps} as const;

const grundyRules = defineBreakGame<Record<string, never>>({
	id: 'grundy',
	name: "Grundy's game",
	summary: 'split a heap into two unequal heaps',
	rules:
		'Heaps of tokens. A move splits one heap into two non-empty heaps of different sizes (a heap of 1 or 2 cannot be split, and neither can 4 into 2 + 2). Whoever makes the last move wins.',
	params: [],
	example: '7 10',
	noun: 'heap',
	verb: {present: 'split', past: 'split'},
	moveKeys: {present: 'moveSplitHeap', past: 'movedSplitHeap'},
	takes: false,
	parseParams: () => ({}),
	paramsToJSON: () => ({}),
	breaks: () => split,
	table: () => grundyGameTable(),
	valueReason: () => ({key: 'grundyRule', values: {values: firstValues(16)}}),
	valueRule: () =>
		`A heap of n is worth G(n), the mex of G(a) XOR G(b) over the splits n = a + b, a ≠ b. G(0), G(1), ... = ${firstValues(16)} ...; no period is known, so values come from the rule, up to a bound`,
	examples: [
		{label: 'A heap of 7', position: {game: 'grundy', heaps: [7]}},
		{label: 'Heaps 10 and 12', position: {game: 'grundy', heaps: [10, 12]}},
		{label: 'A losing heap of 20', position: {game: 'grundy', heaps: [20]}},
		{label: 'Heaps 1000 and 2000', position: {game: 'grundy', heaps: [1000, 2000]}},
	],
	randomParams: () => ({}),
	family: {form: (_p, to) => ({note: {kind: 'no-period', upTo: to, grundy: true}})},
	theory: {
		rule: "A heap of n is worth G(n), the mex of G(a) XOR G(b) over its splits into unequal a + b; the player to move loses exactly when the XOR of the heaps' values is 0. Heaps of 1, 2, 4, 7, 10, 20, 23, 26 are worth 0.",
		theorem: [
			'The Sprague-Grundy theorem: a split leaves two heaps, a sum worth the XOR of their values; a heap is worth the mex of what its splits are worth, and several heaps are worth the XOR of theirs. The player to move loses exactly when that XOR is 0.',
			"Grundy's game is the oldest open question of this kind: its values have been computed far beyond 10^9 heaps without a period showing, and none is known. The engine computes them from the rule by the sparse-space method: values whose bits under the mask 11111110 have odd parity are common, the others rare; only about 1,300 heaps up to 10^5 have a rare value, and every split worth a common value uses one of them, so each heap's value needs a pass over the rare heaps rather than over every split.",
		],
		sources:
			'P. M. Grundy, "Mathematics and games", Eureka 2 (1939); Winning Ways, ch. 4; A. Flammenkamp, the sparse-space method for octal-like games; OEIS A002188.',
		example: 1,
	},
});

export const grundy: BreakGame<Record<string, never>> = {...grundyRules, ...forTheCourse};
