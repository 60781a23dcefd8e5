/**
 * The human form of positions, derived from each game's own description
 * (`Game.human` and `Game.params`): `nim 3 4 5 --max 3`,
 * `coins THHTTH --rule mock-turtles`, `corners 1,2 3,4`, `sum "nim 3" "bash 7 --max 2"`.
 * It reads words into the JSON form the engine parses and writes positions
 * back as words. Numbers stay decimal strings so they keep every digit; the
 * game's own `parse` checks the values.
 */
import {InputError, UsageError, type AnyGame, type Json, type JsonObject, type Param} from './types.js';
import {games, lookupGame} from './catalog.js';
import {writeArgs, writeWords} from './words.js';
import {inputError, join, ruleRefusal} from './input.js';
import {phrase} from './rule-words.js';

export {edgesText} from './words.js';

/** Flag values as the command line gives them: strings, or true for a switch. */
export type FlagValues = Readonly<Record<string, string | boolean | undefined>>;

/** Every parameter of every game, by flag (the same flag means the same thing in every game). */
export function allParams(): Map<string, Param> {
	const byFlag = new Map<string, Param>();
	for (const game of games) {
		for (const param of game.params) if (!byFlag.has(param.flag)) byFlag.set(param.flag, param);
	}
	return byFlag;
}

/** Shows a piece of input inside a message: quoted (control characters escaped), bounded, the cut marked. */
function quote(text: string): string {
	return text.length > 60 ? `${JSON.stringify(text.slice(0, 60))}… (${text.length - 60} more characters)` : JSON.stringify(text);
}

function unknownGame(id: string): UsageError {
	const list = games.map(g => g.id).join(', ');
	return new UsageError(`unknown game ${quote(id)} (games: ${list})`, {key: 'unknownGameList', values: {game: quote(id), games: list}});
}

/** The game named `id`, or a usage error listing the games. */
export function gameNamed(id: string): AnyGame {
	const game = lookupGame(id);
	if (!game) throw unknownGame(id);
	return game;
}

function list(text: string, param: Param): string[] {
	const items = text.split(',').map(s => s.trim());
	if (items.some(s => s === ''))
		throw inputError(
			param.key,
			{kind: 'game-rule', key: 'rule_commaList', values: {got: quote(text)}},
			undefined,
			`--${param.flag} must be a comma-separated list, got ${quote(text)}`,
		);
	return items;
}

/**
 * `a:b,c b:c c:` (groups separated by spaces or semicolons) as an adjacency
 * object. The vertex names are the user's: they are gathered in a Map and
 * made own properties at the end, so `__proto__` or `constructor` is a
 * vertex like any other, never the object's prototype or an inherited value.
 */
export function parseEdges(text: string): JsonObject {
	const edges = new Map<string, string[]>();
	for (const group of text.split(/[\s;]+/).filter(Boolean)) {
		const colon = group.indexOf(':');
		if (colon <= 0) {
			const rule = `${quote(group)} must look like v:w1,w2 (or v: for no edges)`;
			throw inputError('edges', {kind: 'game-rule', key: 'rule_edgeGroup', values: {group: quote(group)}}, undefined, `--edges: ${rule}`);
		}
		const from = group.slice(0, colon);
		const targets = group
			.slice(colon + 1)
			.split(',')
			.filter(Boolean);
		edges.set(from, [...(edges.get(from) ?? []), ...targets]);
	}
	return Object.fromEntries(edges) as JsonObject;
}

/** A flag's value as the JSON field it stands for, checked against the parameter's type. */
export function paramValue(param: Param, value: string | boolean): Json {
	const flag = `--${param.flag}`;
	switch (param.type) {
		case 'boolean':
			if (typeof value !== 'boolean') throw new UsageError(`${flag} takes no value`, {key: 'flagNoValue', values: {flag}});
			return value;
		case 'integer': {
			const text = String(value).trim();
			const min = param.min ?? 0n;
			if (!/^\d+$/.test(text))
				throw inputError(
					param.key,
					{kind: 'not-an-integer', min},
					quote(String(value)),
					`${flag} must be a whole number${param.min === undefined ? '' : ` of at least ${param.min}`}, got ${quote(String(value))}`,
				);
			if (BigInt(text) < min) throw inputError(param.key, {kind: 'below-min', min}, text, `${flag} must be at least ${min}, got ${text}`);
			return text;
		}
		case 'choice': {
			const text = String(value);
			const choices = param.choices ?? [];
			if (!choices.includes(text))
				throw inputError(param.key, {kind: 'not-in-choices', choices}, quote(text), `${flag} must be one of ${choices.join(', ')}, got ${quote(text)}`);
			return text;
		}
		case 'integers':
			return list(String(value), param);
		case 'edges':
			return parseEdges(String(value));
		case 'word':
			return String(value).trim();
	}
}

/** The positional words as the JSON field `game.human.key`. */
function positional(game: AnyGame, args: readonly string[]): Json {
	const {human} = game;
	const single = human.kind === 'integer' || human.kind === 'word';
	const exact = single ? 1 : human.count;
	if (args.length === 0 || (exact !== undefined && args.length !== exact)) {
		const what =
			exact === undefined
				? human.what
				: phrase(exact === 1 ? 'rule_whatOne' : exact === 2 ? 'rule_whatTwo' : 'rule_whatCount', {count: exact, what: human.what});
		const example = phrase('rule_example', {words: `${game.id} ${exampleWords(game)}`});
		const values = {game: game.id, what, example};
		throw ruleRefusal(args.length === 0 ? phrase('rule_needsNothing', values) : phrase('rule_needs', {...values, got: quote(args.join(' '))}));
	}
	switch (human.kind) {
		case 'integer':
		case 'word':
			return args[0]!;
		case 'integers':
		case 'words':
			return [...args];
		case 'cells':
			return args.map((cell, i) => {
				const parts = cell.split(',');
				if (parts.length !== 2 || parts.some(p => p.trim() === ''))
					throw inputError(
						join(human.key, i),
						{kind: 'game-rule', key: 'rule_cell', values: {got: quote(cell)}},
						undefined,
						`${game.id}: ${quote(cell)} must be a cell x,y`,
					);
				return parts.map(p => p.trim());
			});
		case 'parts':
			return args.map((part, i) => {
				const words = splitWords(part);
				try {
					return positionFromWords(words);
				} catch (error) {
					const id = words[0] === undefined ? undefined : lookupGame(words[0])?.id;
					if (error instanceof InputError) throw error.within(id === undefined ? [{key: 'parts'}, {index: i}] : [{part: i, game: id}]);
					throw error;
				}
			});
	}
}

/**
 * The JSON position for `<game> <args...> [flags]`. Flags the game does not
 * take are usage errors; a required one missing, or a bad value, is an input
 * error naming the flag.
 */
export function positionFromArgs(id: string, args: readonly string[], flags: FlagValues): JsonObject {
	const game = gameNamed(id);
	const json: JsonObject = {game: game.id, ...paramsFromFlags(game, flags)};
	json[game.human.key] = positional(game, args);
	return json;
}

/**
 * A game's parameters as JSON fields, from flags. A flag the game does not
 * take is a usage error; a required one missing, or a bad value, an input
 * error naming the flag.
 */
export function paramsFromFlags(game: AnyGame, flags: FlagValues): JsonObject {
	const json: JsonObject = {};
	for (const [flag, value] of Object.entries(flags)) {
		if (value === undefined || value === false) continue;
		if (!game.params.some(param => param.flag === flag)) {
			const flags = game.params.map(p => `--${p.flag}`).join(', ');
			throw new UsageError(
				`--${flag} does not apply to ${game.id}${game.params.length === 0 ? ` (it takes no flags)` : ` (its flags: ${flags})`}`,
				game.params.length === 0 ? {key: 'flagNotForGameNone', values: {flag, game: game.id}} : {key: 'flagNotForGame', values: {flag, game: game.id, flags}},
			);
		}
	}
	for (const param of game.params) {
		const value = Object.hasOwn(flags, param.flag) ? flags[param.flag] : undefined;
		if (value === undefined || value === false) {
			if (param.required)
				throw inputError(
					param.key,
					{
						kind: 'missing',
						expected: `${param.description}; e.g. ${game.id} ${exampleWords(game)}`,
						param: param.flag,
						example: `${game.id} ${exampleWords(game)}`,
					},
					undefined,
					`${game.id} needs --${param.flag} (${param.description}), e.g. ${game.id} ${exampleWords(game)}`,
				);
			continue;
		}
		json[param.key] = paramValue(param, value);
	}
	return json;
}

/** Splits a part such as `coins "THH" --rule ruler` into words. */
export function splitWords(text: string): string[] {
	const words: string[] = [];
	for (const match of text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? match[3]!);
	return words;
}

/** A position given as words: game, then its words and flags (`nim 3 4 5 --max 3`). */
export function positionFromWords(words: readonly string[]): JsonObject {
	const [id, ...rest] = words;
	if (id === undefined) throw ruleRefusal(phrase('rule_emptyPart'));
	const game = gameNamed(id);
	const args: string[] = [];
	const flags: Record<string, string | boolean> = {};
	for (let i = 0; i < rest.length; i++) {
		const word = rest[i]!;
		if (!word.startsWith('--')) {
			args.push(word);
			continue;
		}
		const [name, inline] = word.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
		const param = game.params.find(p => p.flag === name);
		if (!param)
			throw new UsageError(`--${name} does not apply to ${game.id} in ${quote(words.join(' '))}`, {
				key: 'flagNotInPart',
				values: {flag: `--${name}`, game: game.id, part: quote(words.join(' '))},
			});
		if (param.type === 'boolean') {
			flags[name] = inline === undefined ? true : inline !== 'false';
		} else {
			const value = inline ?? rest[++i];
			if (value === undefined)
				throw new UsageError(`--${name} needs a value in ${quote(words.join(' '))}`, {
					key: 'flagNeedsValueIn',
					values: {flag: `--${name}`, part: quote(words.join(' '))},
				});
			flags[name] = value;
		}
	}
	return positionFromArgs(game.id, args, flags);
}

/** The words of a JSON position (without the game's id): `3 4 5 --max 3`. */
export function positionWords(game: AnyGame, json: JsonObject): string {
	return writeWords(game, json, lookupGame);
}

/**
 * The arguments of a JSON position (without the game's id) as a command
 * line passes them, unquoted: `["a", "--edges", "a:b c:d"]`; null when they
 * would pass `budget` characters (a space after each counted). Whether they
 * mean the position again is for `readsBack` to say.
 */
export function positionArgs(game: AnyGame, json: JsonObject): string[];
export function positionArgs(game: AnyGame, json: JsonObject, budget: number): string[] | null;
export function positionArgs(game: AnyGame, json: JsonObject, budget = Number.POSITIVE_INFINITY): string[] | null {
	return writeArgs(game, json, lookupGame, budget);
}

/**
 * Whether `game` with the arguments `args`, given on the command line, is the
 * position `json` again. Not when a name holds what the human form splits at
 * (a space, a comma, a colon in an edge list), when a word starts with a dash
 * (the command line would take it for a flag), or when a part of a sum holds
 * a word with a space and both quote marks: the JSON form says those.
 */
export function readsBack(game: AnyGame, json: JsonObject, args: readonly string[]): boolean {
	const flags = new Set(game.params.map(param => `--${param.flag}`));
	if (args.some(word => word.startsWith('-') && !flags.has(word))) return false;
	try {
		const back = game.parse(positionFromWords([game.id, ...args]), '');
		return JSON.stringify(game.toJSON(back)) === JSON.stringify(json);
	} catch {
		return false;
	}
}

/** The example's words with the required flags: `20 --max 3`. */
export function exampleWords(game: AnyGame): string {
	const flags = game.params.filter(p => p.required).map(p => `--${p.flag} ${p.type === 'edges' ? `"${p.placeholder}"` : p.placeholder}`);
	return [game.human.example, ...flags].join(' ');
}

/** The usage of a game's human form: `nim 3 4 5 [--max N] [--misere]`. */
export function usageWords(game: AnyGame): string {
	const optional = game.params.filter(p => !p.required).map(p => (p.type === 'boolean' ? `[--${p.flag}]` : `[--${p.flag} ${p.type === 'choice' ? 'R' : 'N'}]`));
	return [game.id, exampleWords(game), ...optional].join(' ');
}
