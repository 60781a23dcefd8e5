/**
 * The coach's notes as data (`CoachNote`: a kind and its numbers), and their
 * English words in i18next's JSON format (`{{name}}` where a value goes): the
 * engine's own rendering, and the source of every translation
 * (source/i18n/coach/). `{{who}}` and `{{whose}}` are the mover's, filled in
 * by the surface that speaks ("you", "your"; "the computer", "the computer's").
 */

import {kaylesRuleEnglish} from './kayles-rule-words.js';

export const coachEnglish = {
	// A move that left a value, a nim-sum or a heap the theory says not to leave.
	nimLost: 'the nim-sum after {{whose}} move was {{sum}}, not 0',
	nimLostCapped: 'the nim-sum of the heap values (size mod {{m}}) after {{whose}} move was {{sum}}, not 0',
	nimMisereLast: '{{who}} took the last token, and in misère play the last token loses',
	nimMisereOnes_one: '{{who}} left {{count}} heap of 1, an even number: once no heap is worth more than 1, leave an odd number of them',
	nimMisereOnes_other: '{{who}} left {{count}} heaps of 1, an even number: once no heap is worth more than 1, leave an odd number of them',
	nimMisereOnesCapped_one: '{{who}} left {{count}} heap worth 1, an even number: once no heap is worth more than 1, leave an odd number of them',
	nimMisereOnesCapped_other: '{{who}} left {{count}} heaps worth 1, an even number: once no heap is worth more than 1, leave an odd number of them',
	nimMisereNormal: 'with a heap worth more than 1 left, misère play is normal play: the nim-sum after {{whose}} move was {{sum}}, not 0',
	nimMisereNormalCapped:
		'with a heap worth more than 1 left, misère play is normal play: the nim-sum of the heap values (size mod {{m}}) after {{whose}} move was {{sum}}, not 0',
	bashLost: '{{who}} left {{heap}}, not a multiple of {{m}}',
	bashMisere: '{{who}} left {{heap}}, not 1 more than a multiple of {{m}}',
	smallestPart: '{{who}} left {{heap}}: the opponent may take its smallest part, {{part}}',
	smallestPartSum: '{{who}} left {{heap}} = {{parts}}: the opponent may take its smallest part, {{part}}',
	wythoffNotGolden: '{{who}} left {{pair}}, not a golden pair (⌊kφ⌋, ⌊kφ⌋ + k)',
	wythoffWasGolden: '{{best}} was a golden pair; {{who}} left {{pair}}, not one',
	wythoffMisere: "{{who}} left {{pair}}, not one of misère Wythoff's losing pairs: (0, 1), (2, 2), then the golden pairs from (3, 5) on",
	coinsLost: 'the heads after {{whose}} move were worth {{sum}}, not 0',
	cornersLost: 'the lit lamps after {{whose}} move were worth {{sum}} (x ⊗ y each), not 0',
	staircaseLost: 'the nim-sum of the odd steps (the counted gaps) after {{whose}} move was {{sum}}, not 0',
	treeLost: 'by the colon principle {{whose}} move left a forest worth {{sum}}, not 0',
	sumLost: "the nim-sum of the parts' values was {{sum}}, not 0",
	// A game without words of its own: its heaps or rows valued one by one, or its value alone.
	heapsLeft: '{{whose}} move left heaps worth {{sum}}, not 0',
	rowsLeft: '{{whose}} move left rows worth {{sum}}, not 0',
	valueLeft: '{{whose}} move left a position of value {{value}}, not 0',
	// Misère Kayles (Sibert–Conway): what the move left, and the rule that makes it a win for the opponent.
	kaylesMisereLast: '{{who}} knocked down the last pin, and in misère play the last pin loses',
	kaylesMisereLeft: '{{who}} left {{rows}}: {{rule}}, a position the player to move wins',
	...kaylesRuleEnglish,
	kaylesSmall_one: 'rows of 1, 4 and 5 pins only: lost exactly when the rows of 1 or 4 are odd in number; here {{count}} row of 1 or 4{{against}}',
	kaylesSmall_other: 'rows of 1, 4 and 5 pins only: lost exactly when the rows of 1 or 4 are odd in number; here {{count}} rows of 1 or 4{{against}}',
} as const;

type PluralForm = '_one' | '_other';
/** A note's kind: a key of `coachEnglish` (a plural by its base name, `count` among its values). */
export type CoachKey = {[K in keyof typeof coachEnglish]: K extends `${infer Base}${PluralForm}` ? Base : K}[keyof typeof coachEnglish];

export type CoachValue = string | number | bigint | CoachNote;

/** Why a move lost the win, as data: a kind and its numbers (a value may be a note of its own, worded first). */
export interface CoachNote {
	readonly key: CoachKey;
	readonly values?: {readonly [name: string]: CoachValue};
}

/** A note in English for `who` and `whose`, its nested notes worded first. */
export function coachNoteEnglish(note: CoachNote, who: {readonly who: string; readonly whose: string}): string {
	const values: Record<string, string | number | bigint> = {who: who.who, whose: who.whose};
	for (const [name, value] of Object.entries(note.values ?? {})) values[name] = typeof value === 'object' ? coachNoteEnglish(value, who) : value;
	const english = coachEnglish as Readonly<Record<string, string>>;
	const count = values['count'];
	const template = english[note.key] ?? english[`${note.key}_${count === 1 || count === 1n ? 'one' : 'other'}`] ?? note.key;
	return template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : slot));
}
