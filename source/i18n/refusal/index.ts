/** A move refused, in the user's language: the engine's reason (source/engine/error-words.ts) worded by the errors catalog, framed here. */
import {refusalReason} from '../../engine/error-words.js';
import {InputError, type AnyGame} from '../../engine/types.js';
import {catalog} from '../catalog.js';
import {say} from '../errors/index.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const refusalCatalog = catalog(en, {'zh-CN': zhCN});

/** "Not allowed: heap 2 has only 3." (one full stop, whether the reason ends with one or not); an error not the engine's, as it is. */
export function refusalWords(error: unknown, game: AnyGame): string {
	if (!(error instanceof InputError)) return refusalCatalog('couldNotPlay', {message: error instanceof Error ? error.message : String(error)});
	return refusalCatalog('notAllowed', {reason: refusalReason(error, game, say).replace(/[.。]$/, '')});
}
