/**
 * The language the arcade speaks, and how it is chosen, as every terminal
 * program chooses: `--lang` first; else the saved setting; else the locale,
 * read from `LC_ALL`, then `LC_MESSAGES`, then `LANG` (POSIX's order), an
 * empty variable counting as unset. Chinese locales written in simplified
 * characters (`zh`, `zh_CN`, `zh_SG`, `zh-Hans`) give Simplified Chinese.
 * Chinese locales of traditional characters (`zh_TW`, `zh_HK`, `zh_MO`,
 * `zh-Hant`) also give Simplified Chinese, the only Chinese the arcade has,
 * and `traditionalNote` says so in one line (on the help screen and the
 * menu's notice). Any other locale, `C` and `POSIX` give English, silently.
 *
 * The language in force is one value for the whole process, set once at the
 * start (and again when the player changes it on the Stats screen): every
 * surface reads it when it chooses its words.
 */

export const languages = ['en', 'zh-CN'] as const;
export type Language = (typeof languages)[number];

let current: Language = 'en';
let traditional = false;

/** The language in force. */
export function language(): Language {
	return current;
}

/** Whether the locale asked for Chinese in traditional characters (answered in Simplified Chinese, with `traditionalNote`). */
export function traditionalAsked(): boolean {
	return traditional && current === 'zh-CN';
}

/** Sets the language in force (at the start, and when the player changes it), and whether it answers a traditional Chinese locale. */
export function setLanguage(next: Language, answersTraditional = false): void {
	current = next;
	traditional = answersTraditional;
}

/** `--lang`'s value as a language, or null when it is none (the caller names the choices). Case and `_`/`-` do not matter. */
export function readLanguage(text: string): Language | null {
	const word = text.trim().toLowerCase().replace(/_/g, '-');
	if (word === 'en') return 'en';
	if (word === 'zh-cn' || word === 'zh') return 'zh-CN';
	return null;
}

export interface LocaleChoice {
	readonly language: Language;
	/** The locale asked for Chinese in traditional characters, which is answered in Simplified Chinese. */
	readonly traditional: boolean;
}

/** The locale's name from the environment: LC_ALL, then LC_MESSAGES, then LANG; an empty variable is unset. */
export function localeName(env: Readonly<Record<string, string | undefined>>): string | undefined {
	for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
		const value = env[name];
		if (value !== undefined && value !== '') return value;
	}
	return undefined;
}

/**
 * The language a locale name asks for. The name is `language[_territory][.codeset][@modifier]`
 * (`zh_CN.UTF-8`), or a BCP 47 tag (`zh-Hans-CN`).
 */
export function localeLanguage(locale: string | undefined): LocaleChoice {
	const english = {language: 'en', traditional: false} as const;
	if (locale === undefined) return english;
	const parts = locale.split(/[.@]/, 1)[0]!.toLowerCase().split(/[_-]/);
	if (parts[0] !== 'zh') return english;
	const rest = parts.slice(1);
	const traditional = rest.includes('hant') || (!rest.includes('hans') && rest.some(part => ['tw', 'hk', 'mo'].includes(part)));
	return {language: 'zh-CN', traditional};
}

/** The language for this run: the flag's, else the saved one, else the locale's. */
export function chooseLanguage(options: {
	readonly flag?: Language | undefined;
	readonly saved?: Language | undefined;
	readonly env: Readonly<Record<string, string | undefined>>;
}): LocaleChoice {
	if (options.flag !== undefined) return {language: options.flag, traditional: false};
	if (options.saved !== undefined) return {language: options.saved, traditional: false};
	return localeLanguage(localeName(options.env));
}

/** The value of `--lang` in `argv` (`--lang X` or `--lang=X`, before any `--`), read before the command line is parsed so that even its errors are in that language; the last one given wins. */
export function langArgument(argv: readonly string[]): string | undefined {
	let found: string | undefined;
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]!;
		if (arg === '--') break;
		if (arg === '--lang') found = argv[i + 1] ?? '';
		else if (arg.startsWith('--lang=')) found = arg.slice('--lang='.length);
	}
	return found;
}
