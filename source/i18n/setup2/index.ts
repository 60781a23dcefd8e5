/** The setup screen's engine words (a parameter's label and value, what a typed position is) in the language in force. */
import type {AnyGame, Param} from '../../engine/types.js';
import {catalog} from '../catalog.js';
import {paramLabel} from '../lab/index.js';
import {theoryText} from '../theories/index.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';
import {whatWords} from './what.js';

export const setup2Words = catalog(en, {'zh-CN': zhCN});

const plain = setup2Words as (key: string) => string;

/** A message of this catalog by its key, or `fallback` (the engine's own words) where the catalog has none. */
function known(key: string, fallback: string): string {
	return Object.hasOwn(en, key) ? plain(key) : fallback;
}

/** The game's rules, as its theory page states them. */
export function rulesText(game: AnyGame): string {
	return theoryText(game.id, 'Rules', game.rules);
}

/** A parameter's label on the setup screen: the Lab's where it names it, else this catalog's. */
export function setupParamLabel(game: AnyGame, param: Param): string {
	const lab = paramLabel(game.id, param);
	return lab !== param.label ? lab : known(`label_${param.label}`, param.label);
}

/** A switch's state (the setup screen keeps it as `on` or `off`). */
export function switchWord(value: string): string {
	return value === 'on' || value === 'off' ? setup2Words(value) : value;
}

/** What an empty parameter field means ("none"); a typical value stays as it is. */
export function placeholderText(param: Param): string {
	return known(`placeholder_${param.placeholder}`, param.placeholder);
}

/** What a typed position is made of, with an example: "heap sizes, e.g. 3 4 5". */
export function typedWhat(game: AnyGame): string {
	return setup2Words('typedWhat', {what: whatWords(game.human.what), example: game.human.example});
}
