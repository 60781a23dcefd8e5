/** Input errors in the user's language: the engine's data (what, where, what was got), worded here. */
import {flagNaming, peopleMessage, type ErrorSay} from '../../engine/error-words.js';
import type {AnyGame, InputError} from '../../engine/types.js';
import type {Phrase} from '../../engine/rule-words.js';
import {catalog} from '../catalog.js';
import {paramExpected} from '../expected/index.js';
import {language} from '../language.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';
import {gameName} from '../games/index.js';
import {whatWords} from '../setup2/what.js';

export const errorWords = catalog(en, {'zh-CN': zhCN});

const plain = errorWords as (key: string, values?: Readonly<Record<string, unknown>>) => string;

/** A game's noun ("heap") in the language in force; one the catalog does not know stays as it is. */
function noun(word: string): string {
	return Object.hasOwn(en, `noun_${word}`) ? plain(`noun_${word}`) : word;
}

/** A list of alternatives: "a" or "b" in English, "a" 或 "b" (、 between the others) in Chinese. */
function alternatives(items: readonly string[]): string {
	if (language() === 'en' || items.length < 2) return items.join(' or ');
	return `${items.slice(0, -1).join('、')} 或 ${items.at(-1)}`;
}

function isPhrases(list: readonly unknown[]): list is readonly Phrase[] {
	return list.length > 0 && typeof list[0] === 'object';
}

/** Alternatives that are phrases in the language in force: "a or b" in English, 甲、乙或丙 (no spaces: Chinese meets Chinese) in Chinese. */
function phraseAlternatives(items: readonly string[]): string {
	if (language() === 'en' || items.length < 2) return items.join(' or ');
	return `${items.slice(0, -1).join('、')}或${items.at(-1)}`;
}

/**
 * The engine's error messages, looked up in the language in force: a phrase
 * among the values said in it too, lists joined as it joins them, and the
 * nouns, what a position is made of and a game's name translated.
 */
export const say: ErrorSay = (key, values = {}) => {
	const words: Record<string, string | number | bigint> = {};
	for (const [name, value] of Object.entries(values)) {
		if (typeof value !== 'object') words[name] = value;
		else if (Array.isArray(value))
			words[name] = isPhrases(value) ? phraseAlternatives(value.map(item => say(item.key, item.values))) : alternatives(value as readonly string[]);
		else {
			const inner = value as Phrase;
			words[name] = say(inner.key, inner.values);
		}
	}
	if (typeof words['what'] === 'string') words['what'] = whatWords(words['what']);
	if (typeof words['gameName'] === 'string' && typeof words['gameId'] === 'string') words['gameName'] = gameName(words['gameId'], words['gameName']);
	// A required parameter's description, worded by the command line's catalog.
	const {param, example, expected} = words;
	if (language() !== 'en' && typeof param === 'string' && typeof example === 'string' && typeof expected === 'string') {
		words['expected'] = paramExpected(param, example, expected);
	}
	for (const name of ['noun', 'unit'] as const) {
		const value = words[name];
		if (typeof value === 'string') words[name] = noun(value);
	}
	return ordinals(plain(key, words));
};

/** Chinese nouns that are their own measure words: the second heap is 第 2 堆, not 第 2 个堆. */
const selfCounted = /第 (\d+) 个(堆|排)/g;

/** Ordinals as Chinese says them (in English nothing matches). */
function ordinals(text: string): string {
	return text.replace(selfCounted, '第 $1 $2');
}

/** An input error as the command line says it: a parameter by its flag, places counting from 1. */
export function commandLineMessage(error: InputError, game: AnyGame | undefined): string {
	return peopleMessage(error, game, flagNaming, say);
}
