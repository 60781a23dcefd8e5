/**
 * The README's table of games, made from the engine's catalog: each game's
 * id, its JSON position and a move (an example read from the human form, then
 * written back by the engine), its human form and its parameters. The README
 * keeps it between two marker comments; `npm run readme` writes it there and
 * a test fails when the committed table differs.
 */
import {games} from '../source/engine/catalog.js';
import {exampleWords, positionFromWords, splitWords, usageWords} from '../source/engine/human.js';
import {bestMove} from '../source/engine/analysis.js';
import type {AnyGame, Param} from '../source/engine/types.js';

export const tableStart = '<!-- games-table:start (made by `npm run readme` from the catalog; do not edit) -->';
export const tableEnd = '<!-- games-table:end -->';

const code = (text: string) => `\`${text.replace(/\|/g, '\\|')}\``;

function paramText(param: Param): string {
	const range = param.type === 'choice' ? ` (${param.choices?.join(', ')})` : '';
	return `${code(param.key)}${param.required ? '' : '?'}: ${param.description}${range}`;
}

function row(game: AnyGame): string {
	const json = positionFromWords([game.id, ...splitWords(exampleWords(game))]);
	const position = game.parse(json, '');
	const move = bestMove(game, position);
	const cells = [
		code(game.id),
		game.name,
		code(JSON.stringify({...game.toJSON(position)})),
		move === null ? '' : code(JSON.stringify(game.moveToJSON(move))),
		code(usageWords(game)),
		game.params.length === 0 ? '' : game.params.map(paramText).join('; '),
	];
	return `| ${cells.join(' | ')} |`;
}

/** The table, between its markers. */
export function gamesTable(): string {
	return [
		tableStart,
		'| id | name | JSON position | a move in it | human form | parameters (`?`: optional) |',
		'|---|---|---|---|---|---|',
		...games.map(row),
		tableEnd,
	].join('\n');
}

/** The README with its table replaced by `table`. */
export function withTable(readme: string, table: string): string {
	const start = readme.indexOf(tableStart);
	const end = readme.indexOf(tableEnd);
	if (start < 0 || end < start) throw new Error('README.md has no games table markers');
	return readme.slice(0, start) + table + readme.slice(end + tableEnd.length);
}
