/** A list of parallel items inside a sentence, in the language in force: "3, 4, 5" in English, "3、4、5" in Chinese. */
import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const listWords = catalog(en, {'zh-CN': zhCN});

/** The items joined as the language in force writes a list. */
export function listText(items: readonly (string | number | bigint)[]): string {
	return items.join(listWords('separator'));
}
