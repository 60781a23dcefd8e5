/**
 * The games' own rules, broken: English templates (i18next's JSON format,
 * `{{name}}` where a value goes) for the `game-rule` problem. The JSON form
 * and English speakers read them as they are; another language words the
 * same keys in its errors catalog (source/i18n/errors/).
 */
export const ruleEnglish = {
	rule_octalCode: 'must be an octal code such as 0.77, got {{got}} (0. and 1 to 16 digits from 0 to 7)',
	rule_octalNoMove: 'allows no move at all (every digit is 0)',
	rule_beyondJson: 'is beyond 2^53-1 as a JSON number; write it as a decimal string',
} as const;

export type RuleKey = keyof typeof ruleEnglish;

/** Values a rule's words take. */
export type RuleValues = Readonly<Record<string, string | number | bigint>>;

/** A template with its values filled in; a slot without a value stays as it is. */
export function fillTemplate(template: string, values: RuleValues = {}): string {
	return template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : slot));
}
