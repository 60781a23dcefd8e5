/**
 * Each game's theory page text, by game id: its rules (`nimRules`), its
 * winning rule (`nimRule`), the theorem behind it (`nimWhy`, a paragraph per
 * block, blocks apart by a blank line) and the label of the example it works
 * (`nimExample`). English is the engine's own (each game's `rules` and
 * `theory`), the source of every translation; the sources a page cites are
 * not translated (titles stay as published).
 */
import {lookupGame} from '../../engine/catalog.js';

/** Every game of the catalog (a test checks that none is missing). */
export const theoryGames = [
	'nim',
	'bash',
	'wythoff',
	'fibonacci',
	'ktimes',
	'subtraction',
	'primes',
	'coins',
	'staircase',
	'corners',
	'tree',
	'graph',
	'kayles',
	'dawson',
	'octal',
	'grundy',
	'sum',
] as const;

export type TheoryGame = (typeof theoryGames)[number];
export type TheoryPart = 'Rules' | 'Rule' | 'Why' | 'Example';
type TheoryKey = `${TheoryGame}${TheoryPart}`;

function english(): Readonly<Record<TheoryKey, string>> {
	const out: Partial<Record<TheoryKey, string>> = {};
	for (const id of theoryGames) {
		const game = lookupGame(id);
		const theory = game?.theory;
		if (game === undefined || theory === undefined) throw new Error(`${id}: no theory`);
		out[`${id}Rules`] = game.rules;
		out[`${id}Rule`] = theory.rule;
		out[`${id}Why`] = theory.theorem.join('\n\n');
		out[`${id}Example`] = (game.examples[theory.example ?? 0] ?? game.examples[0])?.label ?? '';
	}
	return out as Record<TheoryKey, string>;
}

export const en = english();
