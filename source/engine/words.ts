/**
 * Positions written in words, the human form of `source/engine/human.ts`
 * without its reader (so that games, the sum among them, can write their
 * parts without importing the catalog).
 */
import type {AnyGame, Json, JsonObject} from './types.js';

/** {"a":["b","c"],"b":["c"]} as `a:b,c b:c`; past `budget` characters, null. */
export function edgesText(json: Json | undefined): string;
export function edgesText(json: Json | undefined, budget: number): string | null;
export function edgesText(json: Json | undefined, budget = Number.POSITIVE_INFINITY): string | null {
	if (typeof json !== 'object' || json === null || Array.isArray(json)) return '';
	const groups: string[] = [];
	let length = 0;
	for (const v in json) {
		if (!Object.hasOwn(json, v)) continue;
		const ws = json[v];
		const group = `${v}:${Array.isArray(ws) ? ws.join(',') : ''}`;
		length += group.length + 1;
		if (length > budget + 1) return null;
		groups.push(group);
	}
	return groups.join(' ');
}

/** A word as a person writes it: in double quotes when it holds a space or a quote (display only: a `"` inside becomes `'`). */
function quoteWord(word: string): string {
	return word === '' || /[\s"']/.test(word) ? `"${word.replace(/"/g, "'")}"` : word;
}

/**
 * A word inside a part of a sum as `splitWords` reads it back: bare, or in
 * double quotes, or in single quotes. A word holding a space and both quote
 * marks has no such form; it is written in single quotes anyway, and the
 * command line's check that its words read back (`readsBack`) catches it.
 */
function partWord(word: string): string {
	if (word !== '' && !/[\s"']/.test(word)) return word;
	return word.includes('"') ? `'${word}'` : `"${word}"`;
}

/** Thrown inside `writeArgs` when the words pass their budget. */
const overBudget = new Error('over budget');

/**
 * The words of a JSON position (without the game's id) as a command line
 * gives them to the program, one string per argument, unquoted:
 * `["3", "4", "5", "--max", "3"]`, `["a", "--edges", "a:b c:d"]`, a part of
 * a sum as one word (`nim 3 4 5`); `lookup` finds the games of a sum's parts.
 * Null when they would pass `budget` characters (counting a space after
 * each): the writing stops there, so a position of 10^6 heaps costs no more
 * than its first words.
 */
export function writeArgs(game: AnyGame, json: JsonObject, lookup: (id: string) => AnyGame | undefined): string[];
export function writeArgs(game: AnyGame, json: JsonObject, lookup: (id: string) => AnyGame | undefined, budget: number): string[] | null;
export function writeArgs(game: AnyGame, json: JsonObject, lookup: (id: string) => AnyGame | undefined, budget = Number.POSITIVE_INFINITY): string[] | null {
	try {
		return argsWithin(game, json, lookup, budget);
	} catch (error) {
		if (error === overBudget) return null;
		throw error;
	}
}

function argsWithin(game: AnyGame, json: JsonObject, lookup: (id: string) => AnyGame | undefined, budget: number): string[] {
	const value = json[game.human.key];
	const words: string[] = [];
	let length = 0;
	const push = (...added: string[]) => {
		for (const word of added) {
			length += word.length + 1;
			if (length > budget) throw overBudget;
			words.push(word);
		}
	};
	const text = (v: Json) => (typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v));
	switch (game.human.kind) {
		case 'integer':
		case 'word':
			push(text(value ?? ''));
			break;
		case 'integers':
		case 'words':
			// Loops, not push(...): a position of 10^6 heaps or nodes is past the arguments a spread may pass.
			if (Array.isArray(value)) for (const v of value) push(text(v));
			break;
		case 'cells':
			if (Array.isArray(value)) for (const cell of value) push(Array.isArray(cell) ? cell.map(text).join(',') : text(cell));
			break;
		case 'parts':
			if (Array.isArray(value)) {
				for (const part of value) {
					const partGame =
						typeof part === 'object' && part !== null && !Array.isArray(part) && typeof part['game'] === 'string' ? lookup(part['game']) : undefined;
					push(partGame ? [partGame.id, ...argsWithin(partGame, part as JsonObject, lookup, budget - length).map(partWord)].join(' ') : JSON.stringify(part));
				}
			}
			break;
	}
	for (const param of game.params) {
		const v = json[param.key];
		if (v === undefined || v === null || v === false) continue;
		if (param.type === 'boolean') push(`--${param.flag}`);
		else if (param.type === 'integers' && Array.isArray(v)) push(`--${param.flag}`, v.map(text).join(','));
		else if (param.type === 'edges') {
			push(`--${param.flag}`);
			const edges = edgesText(v, budget - length);
			if (edges === null) throw overBudget;
			push(edges);
		} else push(`--${param.flag}`, text(v));
	}
	return words;
}

/**
 * The words of a JSON position (without the game's id) as a person writes
 * them: `3 4 5 --max 3`, `a --edges "a:b c:d"`; `lookup` finds the games of
 * a sum's parts.
 */
export function writeWords(game: AnyGame, json: JsonObject, lookup: (id: string) => AnyGame | undefined): string {
	return writeArgs(game, json, lookup).map(quoteWord).join(' ');
}
