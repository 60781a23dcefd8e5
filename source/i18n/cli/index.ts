import type {AnyGame, Param, UsageError} from '../../engine/types.js';
import {catalog} from '../catalog.js';
import {language} from '../language.js';
import {en as miscEnglish} from '../misc2/en.js';
import {miscWords} from '../misc2/index.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

const words = catalog(en, {'zh-CN': zhCN});

/** Values that list names as typed (choices, commands, games, players, lessons): joined with 、 in a Chinese sentence. */
const lists = new Set(['choices', 'commands', 'games', 'players', 'concepts']);

/** The command line's words in the language in force; in Chinese, a list of names joins with 、, not ", ". */
export const cliWords = ((key: string, values?: Readonly<Record<string, unknown>>) => {
	if (values === undefined || language() === 'en') return (words as (key: string, values?: Readonly<Record<string, unknown>>) => string)(key, values);
	const listed = Object.fromEntries(
		Object.entries(values).map(([name, value]) => [name, lists.has(name) && typeof value === 'string' ? value.replaceAll(', ', '、') : value]),
	);
	return (words as (key: string, values?: Readonly<Record<string, unknown>>) => string)(key, listed);
}) as typeof words;

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
