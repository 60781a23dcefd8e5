import type {AnyGame} from '../../engine/types.js';
import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const analyzeWords = catalog(en, {'zh-CN': zhCN});

/** A game's name in the language in force; a game the catalog does not know keeps its own. */
export function gameName(game: AnyGame): string {
	const key = `name_${game.id}`;
	return Object.hasOwn(en, key) ? (analyzeWords as (key: string) => string)(key) : game.name;
}
