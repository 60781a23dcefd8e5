/** What a typed position is made of ("heap sizes"), in the language in force: for the setup screen and the command line's errors. */
import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

const words = catalog(en, {'zh-CN': zhCN}) as (key: string) => string;

/** A game's `human.what` in the language in force; one the catalog does not know stays as it is. */
export function whatWords(what: string): string {
	return Object.hasOwn(en, `what_${what}`) ? words(`what_${what}`) : what;
}
