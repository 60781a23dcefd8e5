/**
 * Octal games (Winning Ways ch. 4, CGSuite's octal codes), and the two most
 * famous ones as games of their own: Kayles (0.77) and Dawson's Kayles (0.07).
 * The rules of the family, the values and their periods are in breaking.ts
 * and breaking-values.ts.
 */
import type {Json, Theory} from '../types.js';
import {inputError, join} from '../input.js';
import {defineBreakGame, nounReason, provenForm, type BreakGame, type BreakRule} from '../breaking.js';
import {nonEmptyHeaps} from '../learning.js';
import {heapValue, octalTable, octalText, type OctalDigits, type Period} from '../breaking-values.js';
import {kaylesMisere, listingRefusal, sibertConwayRule} from '../misere-kayles.js';
import {randInt} from '../random.js';
import type {Reason} from '../reasons.js';

export interface OctalParams {
	readonly digits: OctalDigits;
}

/** Reads an octal code "0.d1d2...dt" (digits 0 to 7, at most 16 of them; trailing zeros dropped). */
export function parseCode(json: Json | undefined, path: string): OctalDigits {
	const text = typeof json === 'number' ? String(json) : json;
	if (typeof text !== 'string')
		throw inputError(path, {kind: 'wrong-type', expected: 'an octal code such as "0.77"'}, json === undefined ? 'nothing' : JSON.stringify(json));
	const match = /^0?\.([0-7]{1,16})$/.exec(text.trim());
	// The example and the value given come first: a message cut to the width of a line keeps them.
	if (!match) throw inputError(path, {kind: 'game-rule', key: 'rule_octalCode', values: {got: JSON.stringify(text)}});
	const digits = match[1]!.replace(/0+$/, '').split('').map(Number);
	if (digits.length === 0) throw inputError(path, {kind: 'game-rule', key: 'rule_octalNoMove', values: {}});
	return digits;
}

const rulesCache = new WeakMap<OctalDigits, readonly BreakRule[]>();

/** The ways to break a heap that a code allows, smallest take first. */
export function octalBreaks(digits: OctalDigits): readonly BreakRule[] {
	let rules = rulesCache.get(digits);
	if (rules === undefined) {
		const list: BreakRule[] = [];
		digits.forEach((d, i) => {
			const take = BigInt(i + 1);
			if (d & 1) list.push({take, leave: 0});
			if (d & 2) list.push({take, leave: 1});
			if (d & 4) list.push({take, leave: 2});
		});
		rules = list;
		rulesCache.set(digits, rules);
	}
	return rules;
}

/** The first values of the table, for the explanation. */
function firstValues(digits: OctalDigits, count: number): string {
	const table = octalTable(digits);
	table.extend(Math.min(count, table.bound));
	return Array.from(table.values.subarray(0, Math.min(count, table.length)), String).join(' ');
}

/** `octalRule` as data. */
function octalRuleReason(digits: OctalDigits, period: Period | null, noun: string): Reason {
	const values = {noun: nounReason(noun), values: firstValues(digits, 16)};
	if (period === null) return {key: 'octalRule', values};
	return {key: 'octalRulePeriodic', values: {...values, start: period.start, period: period.period}};
}

function octalRule(digits: OctalDigits, period: Period | null, noun: string): string {
	// No "..." at the end: the explanation adds a full stop (Officers, with no period, ended in four dots).
	const head = `A ${noun} of n is worth G(n), the mex of the values its moves leave (a split leaves two ${noun}s, worth the XOR of theirs). G(0), G(1), G(2), ... are ${firstValues(digits, 16)} and so on`;
	if (period === null) return head;
	return `${head}, periodic from n = ${period.start} with period ${period.period}`;
}

const familyTheorem = [
	"The Sprague-Grundy theorem. A heap alone is worth the mex (least non-negative integer missing) of the values of the positions one move leaves; when a move splits a heap in two, those two heaps form a sum, worth the XOR of their values. Several heaps are a sum too: the player to move loses exactly when the XOR of all the heap values is 0, and from a non-zero XOR x a move in a heap whose value v has x's top bit, to a position worth v XOR x, makes it 0.",
	'The octal periodicity theorem (Guy and Smith): with t the largest take, if G(n + p) = G(n) for every n from e to 2e + p + t, then G(n + p) = G(n) for every n ≥ e. The engine computes values from the rules until the condition holds, so a heap of any size is answered from one period, and the period it reports is the least one, from its least start.',
];

const sources =
	'R. K. Guy and C. A. B. Smith, "The G-values of various games", Proc. Cambridge Philos. Soc. 52 (1956); Winning Ways for your Mathematical Plays, ch. 4; OEIS A002186 (Kayles), A002187 (Dawson\'s Chess).';

const octalTheory: Theory = {
	rule: "Each heap is worth G(n), computed from the code's rules; the player to move loses exactly when the XOR of the heaps' values is 0.",
	theorem: familyTheorem,
	sources,
};

/** For the course, the coach and the puzzles: the lesson on breaking rows, and each non-empty row a part. */
const forTheCourse = {concept: 'breaking', partCount: nonEmptyHeaps} as const;

const octalRules = defineBreakGame<OctalParams>({
	id: 'octal',
	name: 'Octal game',
	summary: 'any take-and-break rule by octal code, e.g. 0.77',
	rules:
		'Heaps of tokens and an octal code 0.d1d2...: the digit d_k says what taking k tokens from one heap may leave. Add 1 if it may leave nothing (the whole heap is taken), 2 if it may leave one heap, 4 if it may leave two heaps (what is left split in two). Whoever makes the last move wins.',
	params: [
		{
			key: 'code',
			flag: 'code',
			type: 'word',
			required: true,
			description: "the octal code, e.g. 0.77 (Kayles) or 0.07 (Dawson's Kayles)",
			label: 'Octal code 0.d1d2...',
			placeholder: '0.77',
		},
	],
	example: '10 7',
	noun: 'heap',
	verb: {present: 'take', past: 'took'},
	moveKeys: {present: 'moveTakeHeap', past: 'movedTakeHeap'},
	takes: true,
	parseParams: (json, path) => ({digits: parseCode(json['code'], join(path, 'code'))}),
	paramsToJSON: p => ({code: octalText(p.digits)}),
	breaks: p => octalBreaks(p.digits),
	table: p => octalTable(p.digits),
	valueRule: (p, period) => `With code ${octalText(p.digits)}: ${octalRule(p.digits, period, 'heap')}`,
	valueReason: (p, period) => ({key: 'octalCode', values: {code: octalText(p.digits), rule: octalRuleReason(p.digits, period, 'heap')}}),
	examples: [
		{label: 'Code 0.77 (Kayles): heaps 10 7', position: {game: 'octal', code: '0.77', heaps: [10, 7]}},
		{label: "Code 0.137 (Dawson's Chess): heaps 9 12", position: {game: 'octal', code: '0.137', heaps: [9, 12]}},
		{label: 'Code 0.6: heap 20', position: {game: 'octal', code: '0.6', heaps: [20]}},
		{label: 'Code 0.4 (split, taking one): heaps 8 11', position: {game: 'octal', code: '0.4', heaps: [8, 11]}},
	],
	randomParams(rng) {
		const codes = ['0.77', '0.07', '0.137', '0.6', '0.51', '0.4'];
		return {digits: parseCode(codes[randInt(rng, 0, codes.length - 1)]!, 'code')};
	},
	theory: octalTheory,
	family: {form: (p, to) => provenForm(octalTable(p.params.digits), to)},
});

export const octal: BreakGame<OctalParams> = {...octalRules, ...forTheCourse};

const kaylesDigits = parseCode('0.77', 'code');
const dawsonDigits = parseCode('0.07', 'code');

const kaylesRules = defineBreakGame<OctalParams>({
	id: 'kayles',
	name: 'Kayles',
	summary: 'knock down one pin or two side by side',
	rules:
		'Rows of pins. A move knocks down one pin, or two pins side by side, in one row; knocking pins out of the middle splits the row in two. Whoever knocks down the last pin wins.',
	params: [],
	example: '10 7',
	noun: 'row',
	verb: {present: 'knock down', past: 'knocked down'},
	moveKeys: {present: 'moveKnockRow', past: 'movedKnockRow'},
	takes: true,
	parseParams: () => ({digits: kaylesDigits}),
	paramsToJSON: () => ({}),
	breaks: () => octalBreaks(kaylesDigits),
	table: () => octalTable(kaylesDigits),
	valueRule: (_p, period) => `Kayles is the octal game 0.77. ${octalRule(kaylesDigits, period, 'row')}`,
	valueReason: (_p, period) => ({key: 'kaylesCode', values: {rule: octalRuleReason(kaylesDigits, period, 'row')}}),
	examples: [
		{label: 'A row of 10 pins', position: {game: 'kayles', heaps: [10]}},
		{label: 'Rows 3 5 7', position: {game: 'kayles', heaps: [3, 5, 7]}},
		{label: 'A losing start: rows 4 and 5 and 6', position: {game: 'kayles', heaps: [4, 5, 6]}},
		{label: 'Long rows: 40 and 71 pins', position: {game: 'kayles', heaps: [40, 71]}},
	],
	randomParams: () => ({digits: kaylesDigits}),
	// The Lab opens on Kayles: irregular up to 70, then period 12, the classic picture of a period found.
	family: {
		featured: true,
		form: (_p, to) => provenForm(octalTable(kaylesDigits), to),
		misereForm: {closedForm: {kind: 'sibert-conway'}},
	},
	theory: {
		rule: "A row of n pins is worth G(n): 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 ...; from n = 71 on the values repeat with period 12. The player to move loses exactly when the XOR of the rows' values is 0.",
		theorem: [
			...familyTheorem,
			'Kayles is the octal game 0.77: taking one or two pins may leave no row, one row or two. Its values are irregular up to n = 70 and periodic with period 12 from n = 71 (Guy and Smith, 1956); the engine proves this from the rules by the theorem above.',
			...sibertConwayRule,
		],
		sources: `${sources} W. L. Sibert and J. H. Conway, "Mathematical Kayles", Int. J. Game Theory 20 (1992); T. E. Plambeck, "Daisies, Kayles, and the Sibert-Conway decomposition in misère octal games", Theoret. Comput. Sci. 96 (1992).`,
		example: 1,
	},
});

/** Misère Kayles by the Sibert–Conway solution (misere-kayles.ts): any position at once. */
const kaylesMisereTheory = kaylesMisere(kaylesRules, n => heapValue(octalTable(kaylesDigits), n));

export const kayles: BreakGame<OctalParams> = {
	...kaylesRules,
	...forTheCourse,
	misereTheory: kaylesMisereTheory,
	coach: {lostMisere: after => kaylesMisereTheory.lost(after)},
	// Listing misère moves plays each one: bounded by moves times rows (normal play values a move without playing it).
	whyNotListable: p => ((p as {misere?: boolean}).misere === true ? listingRefusal(kaylesRules.moveCount(p), p.heaps.length) : null),
};

const dawsonRules = defineBreakGame<OctalParams>({
	id: 'dawson',
	name: "Dawson's Kayles",
	summary: 'knock down exactly two pins side by side',
	rules:
		'Rows of pins. A move knocks down exactly two pins side by side in one row; knocking them out of the middle splits the row in two. A lone pin cannot be knocked down. Whoever makes the last move wins.',
	params: [],
	example: '7 9',
	noun: 'row',
	verb: {present: 'knock down', past: 'knocked down'},
	moveKeys: {present: 'moveKnockRow', past: 'movedKnockRow'},
	takes: true,
	parseParams: () => ({digits: dawsonDigits}),
	paramsToJSON: () => ({}),
	breaks: () => octalBreaks(dawsonDigits),
	table: () => octalTable(dawsonDigits),
	valueRule: (_p, period) => `Dawson's Kayles is the octal game 0.07. ${octalRule(dawsonDigits, period, 'row')}`,
	valueReason: (_p, period) => ({key: 'dawsonCode', values: {rule: octalRuleReason(dawsonDigits, period, 'row')}}),
	examples: [
		{label: 'A row of 7 pins', position: {game: 'dawson', heaps: [7]}},
		{label: 'Rows 5 9', position: {game: 'dawson', heaps: [5, 9]}},
		{label: 'A losing row of 9 pins', position: {game: 'dawson', heaps: [9]}},
		{label: 'Long rows: 30 and 53 pins', position: {game: 'dawson', heaps: [30, 53]}},
	],
	randomParams: () => ({digits: dawsonDigits}),
	family: {form: (_p, to) => provenForm(octalTable(dawsonDigits), to)},
	theory: {
		rule: "A row of n pins is worth G(n): 0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 ...; from n = 53 on the values repeat with period 34. The player to move loses exactly when the XOR of the rows' values is 0.",
		theorem: [
			...familyTheorem,
			"Dawson's Kayles is the octal game 0.07: exactly two adjacent pins go, leaving no row, one row or two. It is Dawson's Chess in disguise (a row of n pins plays like Dawson's Chess on n + 1 files), and its values are periodic with period 34 from n = 53.",
		],
		sources,
	},
});

export const dawson: BreakGame<OctalParams> = {...dawsonRules, ...forTheCourse};
