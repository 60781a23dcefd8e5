/**
 * Positions written in words, the human form of `source/engine/human.ts`
 * without its reader (so that games, the sum among them, can write their
 * parts without importing the catalog).
 */
import type {AnyGame, Json, JsonObject} from './types.js';

/** {"a":["b","c"],"b":["c"]} as `a:b,c b:c`. */
export function edgesText(json: Json | undefined): string {
	if (typeof json !== 'object' || json === null || Array.isArray(json)) return '';
	return Object.entries(json)
		.map(([v, ws]) => `${v}:${Array.isArray(ws) ? ws.join(',') : ''}`)
		.join(' ');
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

/**
 * The words of a JSON position (without the game's id) as a command line
 * gives them to the program, one string per argument, unquoted:
 * `["3", "4", "5", "--max", "3"]`, `["a", "--edges", "a:b c:d"]`, a part of
 * a sum as one word (`nim 3 4 5`); `lookup` finds the games of a sum's parts.
 */
export function writeArgs(game: AnyGame, json: JsonObject, lookup: (id: string) => AnyGame | undefined): string[] {
	const value = json[game.human.key];
	const words: string[] = [];
	const text = (v: Json) => (typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v));
	switch (game.human.kind) {
		case 'integer':
		case 'word':
			words.push(text(value ?? ''));
			break;
		case 'integers':
		case 'words':
			// Loops, not push(...): a position of 10^6 heaps or nodes is past the arguments a spread may pass.
			if (Array.isArray(value)) for (const v of value) words.push(text(v));
			break;
		case 'cells':
			if (Array.isArray(value)) for (const cell of value) words.push(Array.isArray(cell) ? cell.map(text).join(',') : text(cell));
			break;
		case 'parts':
			if (Array.isArray(value)) {
				for (const part of value) {
					const partGame =
						typeof part === 'object' && part !== null && !Array.isArray(part) && typeof part['game'] === 'string' ? lookup(part['game']) : undefined;
					words.push(partGame ? [partGame.id, ...writeArgs(partGame, part as JsonObject, lookup).map(partWord)].join(' ') : JSON.stringify(part));
				}
			}
			break;
	}
	for (const param of game.params) {
		const v = json[param.key];
		if (v === undefined || v === null || v === false) continue;
		if (param.type === 'boolean') words.push(`--${param.flag}`);
		else if (param.type === 'integers' && Array.isArray(v)) words.push(`--${param.flag}`, v.map(text).join(','));
		else if (param.type === 'edges') words.push(`--${param.flag}`, edgesText(v));
		else words.push(`--${param.flag}`, text(v));
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
