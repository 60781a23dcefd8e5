/** What an input error expected, in the language in force, from the engine's data where it gives it. */
import {catalog} from '../catalog.js';
import {cliWords} from '../cli/index.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const expectedWords = catalog(en, {'zh-CN': zhCN});

const descriptions = cliWords as (key: string) => string;

/** A required parameter's description (by its flag) and a command that gives it; `english` where the command line's catalog does not know the flag. */
export function paramExpected(flag: string, example: string, english: string): string {
	const key = `param_${flag}`;
	const known = descriptions(key);
	return known === key ? english : expectedWords('paramExample', {description: known, example});
}
