/**
 * The games' own rules, broken: English templates (i18next's JSON format,
 * `{{name}}` where a value goes) for the `game-rule` problem. The JSON form
 * and English speakers read them as they are; another language words the
 * same keys in its errors catalog (source/i18n/errors/).
 */
import {limitEnglish} from './limit-words.js';
import {moveEnglish} from './move-words.js';

export const ruleEnglish = {
	rule_octalCode: 'must be an octal code such as 0.77, got {{got}} (0. and 1 to 16 digits from 0 to 7)',
	rule_octalNoMove: 'allows no move at all (every digit is 0)',
	rule_beyondJson: 'is beyond 2^53-1 as a JSON number; write it as a decimal string',
	rule_coinsHT: 'is {{char}}; only H and T are allowed',
	rule_coinsAscending: 'is {{coin}} after {{before}}: the coins turned must be ascending and distinct',
	rule_twoHeaps: 'must hold exactly two heaps, got {{count}}',
	rule_chipsDistinct: 'is on cell {{cell}}, as chip {{chip}} is; chips must be on distinct cells',
	rule_litRepeated: 'repeats the cell {{x}},{{y}} of lit cell {{lit}}; list each lit cell once',
	rule_treeCycle: 'has a cycle: {{cycle}} (node → parent), cut off from the ground',
	rule_ownParent: 'is {{node}}: node {{node}} cannot be its own parent',
	rule_labelCount: 'must have one number per node ({{nodes}}), got {{count}}',
	rule_labelRepeated: 'is {{label}}, as label {{first}} is: each node has a number of its own',
	rule_listedTwice: 'lists {{name}} twice (as entries {{first}} and {{second}})',
	rule_graphCycle: 'has a cycle: {{cycle}}',
	rule_fromTo: '--from ({{from}}) must be at most --to ({{to}})',
	rule_fromLeast: '--from must be at least {{least}} for {{game}}, got {{from}}',
	rule_tableRows: 'a table has at most {{limit}} rows; {{from}} to {{to}} is {{rows}}',
	rule_commaList: 'must be a comma-separated list, got {{got}}',
	rule_edgeGroup: 'has {{group}}, which must look like v:w1,w2 (or v: for no edges)',
	rule_cell: 'must be a cell x,y, got {{got}}',
	rule_tokenNowhere: 'is on {{name}}, a vertex named nowhere in the edges',
	rule_cycleVertices: '{{cycle}} → ... → {{first}} ({{count}} vertices)',
	rule_cycleNodes: '{{cycle}} → ... → {{first}} ({{count}} nodes)',
	...limitEnglish,
	...moveEnglish,
} as const;

export type RuleKey = keyof typeof ruleEnglish;

/** Words inside words: a phrase of its own key and values, said in the same language as the message it is in. */
export interface Phrase {
	readonly key: RuleKey;
	readonly values?: RuleValues;
}

/** A value of a rule's words: a number or a word as it is, a list of alternatives ("a" or "b", words or phrases), or a phrase. */
export type RuleValue = string | number | bigint | readonly string[] | readonly Phrase[] | Phrase;

/** Values a rule's words take. */
export type RuleValues = Readonly<Record<string, RuleValue>>;

/** A phrase (a key and its values). */
export function phrase(key: RuleKey, values?: RuleValues): Phrase {
	return values === undefined ? {key} : {key, values};
}

/** A value in English: a list of alternatives joined by "or", a phrase in its words. */
function englishValue(value: RuleValue): string {
	if (typeof value === 'object') return Array.isArray(value) ? value.map(englishValue).join(' or ') : english(value as Phrase);
	return String(value);
}

/** A template with its values filled in, in English; a slot without a value stays as it is. */
export function fillTemplate(template: string, values: RuleValues = {}): string {
	return template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => (Object.hasOwn(values, name) ? englishValue(values[name]!) : slot));
}

/** A phrase in English. */
export function english({key, values}: Phrase): string {
	return fillTemplate(ruleEnglish[key], values);
}
