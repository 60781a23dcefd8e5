/** A preset's label (one of a game's `examples`) in the language in force. */
import type {AnyGame} from '../../engine/types.js';
import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const presetWords = catalog(en, {'zh-CN': zhCN});

const plain = presetWords as (key: string) => string;

/** The catalog's key for the game's example at `index` (its place in `examples`). */
export function presetKey(id: string, index: number): string {
	return `${id}${index}`;
}

/**
 * The label of the game's example at `index`; one the catalog does not know
 * word for word (a new or changed preset) keeps the engine's own.
 */
export function presetLabel(game: AnyGame, index: number): string {
	const label = game.examples[index]?.label ?? '';
	const key = presetKey(game.id, index);
	return Object.hasOwn(en, key) && (en as Record<string, string>)[key] === label ? plain(key) : label;
}
