import type {AnyGame, Param, UsageError} from '../../engine/types.js';
import {catalog} from '../catalog.js';
import {en as miscEnglish} from '../misc2/en.js';
import {miscWords} from '../misc2/index.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const cliWords = catalog(en, {'zh-CN': zhCN});

const has = (key: string): key is keyof typeof en => Object.hasOwn(en, key);
// The summaries and descriptions have no values to fill.
const plain = cliWords as (key: string) => string;

/** A game's one-line summary in the language in force; a game the catalog does not know yet keeps its own (English) words. */
export function gameSummary(game: AnyGame): string {
	const key = `summary_${game.id}`;
	return has(key) ? plain(key) : game.summary;
}

/** A game parameter's description in the language in force, by its flag; one the catalog does not know keeps its own words. */
export function paramDescription(param: Param): string {
	const key = `param_${param.flag}`;
	return has(key) ? plain(key) : param.description;
}

const anyWords = cliWords as (key: string, values?: Readonly<Record<string, string | number>>) => string;

const anyMisc = miscWords as (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** A usage error in the language in force: its words as data where it has them (in this catalog or misc2's), else its message. */
export function usageMessage(error: UsageError): string {
	const words = error.words;
	if (words !== undefined && Object.hasOwn(en, words.key)) return anyWords(words.key, words.values);
	if (words !== undefined && Object.hasOwn(miscEnglish, words.key)) return anyMisc(words.key, words.values);
	return error.message;
}
