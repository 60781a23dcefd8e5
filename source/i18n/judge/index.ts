import {catalog, fill, fillSpaced} from '../catalog.js';
import type {Language} from '../language.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const judgeWords = catalog(en, {'zh-CN': zhCN});

type SingleKey = {[K in keyof typeof en]: K extends `${string}_${'one' | 'other'}` ? never : K}[keyof typeof en];

/** A message in English whatever the language in force: the values `--json` keeps the same in every language (a run's `detail`). */
export function judgeEnglish(key: SingleKey, values: Readonly<Record<string, string | number>> = {}): string {
	return fill(en[key], values);
}

/** A message of this catalog by a key built at run time (a verdict's, a phase's): the key is checked against the English catalog. */
export function judgeWord(key: string, values?: Readonly<Record<string, string | number>>): string {
	if (!Object.hasOwn(en, key) && !Object.hasOwn(en, `${key}_other`)) return key;
	return (judgeWords as (key: string, values?: object) => string)(key, values);
}

/** A message in `lang` whatever the language in force: what is made once for every language (a spec file's statement). */
export function judgeIn(lang: Language, key: SingleKey, values: Readonly<Record<string, string | number>> = {}): string {
	if (lang === 'en') return fill(en[key], values);
	return fillSpaced(zhCN[key] ?? en[key], values);
}

const spawnKeys = new Map([
	[en.spawn_notFound, 'spawn_notFound'],
	[en.spawn_noFolder, 'spawn_noFolder'],
	[en.spawn_denied, 'spawn_denied'],
	[en.spawn_none, 'spawn_none'],
	['', 'spawn_unknown'],
] as const);

/** Why a program could not be started, in the language in force: the process module's reasons it knows, else the system's own words. */
export function spawnWords(reason: string): string {
	const key = spawnKeys.get(reason as never);
	return key === undefined ? reason : judgeWords(key);
}
