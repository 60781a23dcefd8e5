/** Input errors in the user's language: the engine's data (what, where, what was got), worded here. */
import {flagNaming, peopleMessage, type ErrorSay} from '../../engine/error-words.js';
import type {AnyGame, InputError} from '../../engine/types.js';
import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const errorWords = catalog(en, {'zh-CN': zhCN});

const plain = errorWords as (key: string, values?: Readonly<Record<string, unknown>>) => string;

/** A game's noun ("heap") in the language in force; one the catalog does not know stays as it is. */
function noun(word: string): string {
	return Object.hasOwn(en, `noun_${word}`) ? plain(`noun_${word}`) : word;
}

/** The engine's error messages, looked up in the language in force, the nouns among their values translated. */
export const say: ErrorSay = (key, values = {}) => {
	const words: Record<string, string | number | bigint> = {...values};
	for (const name of ['noun', 'unit'] as const) {
		const value = words[name];
		if (typeof value === 'string') words[name] = noun(value);
	}
	return plain(key, words);
};

/** An input error as the command line says it: a parameter by its flag, places counting from 1. */
export function commandLineMessage(error: InputError, game: AnyGame | undefined): string {
	return peopleMessage(error, game, flagNaming, say);
}
