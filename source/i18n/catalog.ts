/**
 * Message catalogs: one per language and per area (the command line, the
 * menu, a screen...), in i18next's JSON format, so that translation tools
 * read them: a flat object of keys, `{{name}}` where a value goes, and plural
 * forms as `key_one`, `key_other` (Intl's plural categories; Chinese has only
 * `_other`). English is the source of truth: each other language's catalog is
 * typed from it, so a key missing from a translation fails the type check,
 * and at run time a key a translation lacks falls back to English.
 *
 * A catalog is written `as const`, so each message's parameters are known to
 * the type checker: `words('heapLeft', {heap: 2})` must name `heap`.
 */
import {language, type Language} from './language.js';

export type Messages = {readonly [key: string]: string};

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralForm = `_${Exclude<PluralCategory, 'other'>}`;

/** A translation of the catalog `C`: every key but the extra plural forms (`_one`...), which a language without them leaves out. */
export type Translation<C extends Messages> = {readonly [K in keyof C as K extends `${string}${PluralForm}` ? never : K]: string} & {
	readonly [K in keyof C]?: string;
};

/** The keys a message is asked for by: a plural's base name (`moves` for `moves_other`), or the key itself. */
export type MessageKey<C extends Messages> = {
	[K in keyof C & string]: K extends `${infer Base}_other` ? Base : K extends `${string}${PluralForm}` ? never : K;
}[keyof C & string];

/** The names of the `{{values}}` in a message. */
type Slots<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Slots<Rest> : never;

type SlotsOf<C extends Messages, K extends string> = K extends keyof C ? Slots<C[K]> : `${K}_other` extends keyof C ? Slots<C[`${K}_other`]> | 'count' : never;

export type Values<C extends Messages, K extends string> = {readonly [N in SlotsOf<C, K>]: string | number | bigint};

/** Looks up a message in the language in force and fills in its values. */
export type Words<C extends Messages> = <K extends MessageKey<C>>(key: K, ...values: [SlotsOf<C, K>] extends [never] ? [] : [Values<C, K>]) => string;

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(lang: Language, count: number): PluralCategory {
	let rules = pluralRules.get(lang);
	if (rules === undefined) {
		rules = new Intl.PluralRules(lang);
		pluralRules.set(lang, rules);
	}
	return rules.select(count) as PluralCategory;
}

/** `{{name}}` replaced by its value; a slot without a value stays as it is, so a mistake shows. */
export function fill(message: string, values: Readonly<Record<string, unknown>> | undefined): string {
	if (values === undefined) return message;
	return message.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : slot));
}

const han = /[\u3400-\u9fff]/;
/** Latin text's edges: a letter or digit, or a half-width bracket around Latin text ("(a, b)"). */
const latinEnd = /[A-Za-z0-9)\]]/;
const latinStart = /[A-Za-z0-9([]/;

/**
 * `fill` for Chinese text: where a value meets a Chinese character, a Latin
 * letter or digit on one side and a Han character on the other, a space goes
 * between them ("当前 Nim 和为 5"), as Chinese typography has it. A message
 * then need not know whether its value is a word or a number.
 */
export function fillSpaced(message: string, values: Readonly<Record<string, unknown>> | undefined): string {
	if (values === undefined) return message;
	// The message in pieces: its own text at even places, the values (or slots without one, as they are) at odd ones.
	const pieces = message.split(/\{\{(\w+)\}\}/);
	let text = pieces[0]!;
	for (let i = 1; i < pieces.length; i++) {
		const name = pieces[i]!;
		const piece = i % 2 === 0 ? name : Object.hasOwn(values, name) ? String(values[name]) : `{{${name}}}`;
		const last = text.at(-1) ?? '';
		const first = piece[0] ?? '';
		const meets = (han.test(last) && latinStart.test(first)) || (latinEnd.test(last) && han.test(first));
		// Pieces alternate, so a value is on one side of every boundary: the message's own text keeps its spacing as written.
		text += meets ? ` ${piece}` : piece;
	}
	return text;
}

/**
 * The words of one area: `english` and its translations. The language is
 * read at each call, so words chosen after a change of language are in the
 * new one.
 */
export function catalog<C extends Messages>(english: C, translations: {readonly [L in Exclude<Language, 'en'>]: Translation<C>}): Words<C> {
	const byLanguage = new Map<Language, Readonly<Record<string, string | undefined>>>([['en', english]]);
	for (const [lang, messages] of Object.entries(translations) as [Language, Translation<C>][]) byLanguage.set(lang, messages);
	const lookup = (lang: Language, key: string, count: unknown): string | undefined => {
		const messages = byLanguage.get(lang)!;
		if (typeof count === 'number' || typeof count === 'bigint') {
			const form = messages[`${key}_${pluralCategory(lang, Number(count))}`] ?? messages[`${key}_other`];
			if (form !== undefined) return form;
		}
		return messages[key] ?? messages[`${key}_other`];
	};
	return ((key: string, values?: Readonly<Record<string, unknown>>) => {
		const lang = language();
		const count = values?.['count'];
		const message = lookup(lang, key, count) ?? lookup('en', key, count) ?? key;
		return lang === 'en' ? fill(message, values) : fillSpaced(message, values);
	}) as Words<C>;
}
