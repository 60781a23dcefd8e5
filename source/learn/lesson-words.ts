/**
 * A lesson's words as data: each lesson's catalog (`lessons/<name>.words.ts`,
 * in i18next's JSON form, English and Chinese) holds its pages as keys
 * `page<N>.<M>` (paragraph M of page N), read in the language in force.
 */
import type {Messages, Words} from '../i18n/catalog.js';

/** The pages of a lesson's catalog, in the language in force, in the order of its English keys. */
export function pagesOf<C extends Messages>(words: Words<C>, english: C): string[][] {
	const say = words as unknown as (key: string) => string;
	const pages: string[][] = [];
	for (const key of Object.keys(english)) {
		const m = /^page(\d+)\.(\d+)$/.exec(key);
		if (m === null) continue;
		const page = Number(m[1]) - 1;
		pages[page] ??= [];
		pages[page].push(say(key));
	}
	return pages;
}
