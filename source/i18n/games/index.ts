import {catalog, type MessageKey} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

const gameWords = catalog(en, {'zh-CN': zhCN});

/** A game's name in the language in force; a game the catalog does not list keeps the name it was given. */
export function gameName(id: string, fallback: string): string {
	const key = `${id}Name`;
	return Object.hasOwn(en, key) ? gameWords(key as MessageKey<typeof en>) : fallback;
}

/** A game's one-line summary in the language in force, or `fallback`. */
export function gameSummary(id: string, fallback: string): string {
	const key = `${id}Summary`;
	return Object.hasOwn(en, key) ? gameWords(key as MessageKey<typeof en>) : fallback;
}
