/** Explanations in the user's language: the engine's reasons (data) worded here, nim-sum tables measured in display columns. */
import stringWidth from 'string-width';
import {explanationLines, type SayReason} from '../../engine/reasons.js';
import type {AnyGame} from '../../engine/types.js';
import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const explainWords = catalog(en, {'zh-CN': zhCN});

const say: SayReason = (key, values) => (explainWords as (key: string, values: object) => string)(key, values);

/**
 * Why the position is won or lost, in the language in force: the game's
 * reasons worded from the catalog where the game gives them as data, else
 * its own lines (`english`, the engine's explanation, when the caller has it).
 */
export function explanationWords(game: AnyGame, position: unknown, english?: readonly string[]): readonly string[] {
	const reasons = game.reasons?.(position) ?? null;
	if (reasons === null) return english ?? game.explain(position);
	return explanationLines(reasons, say, stringWidth);
}
