/** Explanations in the user's language: the engine's reasons (data) worded here, nim-sum tables measured in display columns. */
import {textWidth} from '../../text/width.js';
import {explanationLines, reasonWords, type SayReason} from '../../engine/reasons.js';
import type {AnyGame, Tense} from '../../engine/types.js';
import {catalog} from '../catalog.js';
import {gameName} from '../games/index.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const explainWords = catalog(en, {'zh-CN': zhCN});

const say: SayReason = (key, values) => {
	// A game's name is the games catalog's, by the game's id.
	if (key === 'gameName') return gameName(String(values['id']), String(values['name']));
	return (explainWords as (key: string, values: object) => string)(key, values);
};

/**
 * Why the position is won or lost, in the language in force: the game's
 * reasons worded from the catalog where the game gives them as data, else
 * its own lines (`english`, the engine's explanation, when the caller has it).
 */
export function explanationWords(game: AnyGame, position: unknown, english?: readonly string[]): readonly string[] {
	const reasons = game.reasons?.(position) ?? null;
	if (reasons === null) return english ?? game.explain(position);
	return explanationLines(reasons, say, textWidth);
}

/** A move in words in the language in force ("take 3 from heap 2"), from the game's data where it gives it, else its own words. */
export function moveWords(game: AnyGame, position: unknown, move: unknown, tense: Tense = 'present'): string {
	const reason = game.moveReason?.(position, move, tense);
	return reason === undefined ? game.describeMove(position, move, tense) : reasonWords(reason, say);
}
