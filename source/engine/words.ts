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

function quoteWord(word: string): string {
	return word === '' || /[\s"']/.test(word) ? `"${word.replace(/"/g, "'")}"` : word;
}

/**
 * The words of a JSON position (without the game's id): `3 4 5 --max 3`;
 * `lookup` finds the games of a sum's parts.
 */
export function writeWords(game: AnyGame, json: JsonObject, lookup: (id: string) => AnyGame | undefined): string {
	const value = json[game.human.key];
	const words: string[] = [];
	const text = (v: Json) => (typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v));
	switch (game.human.kind) {
		case 'integer':
		case 'word':
			words.push(quoteWord(text(value ?? '')));
			break;
		case 'integers':
		case 'words':
			// Loops, not push(...): a position of 10^6 heaps or nodes is past the arguments a spread may pass.
			if (Array.isArray(value)) for (const v of value) words.push(quoteWord(text(v)));
			break;
		case 'cells':
			if (Array.isArray(value)) for (const cell of value) words.push(Array.isArray(cell) ? cell.map(text).join(',') : text(cell));
			break;
		case 'parts':
			if (Array.isArray(value)) {
				for (const part of value) {
					const partGame =
						typeof part === 'object' && part !== null && !Array.isArray(part) && typeof part['game'] === 'string' ? lookup(part['game']) : undefined;
					words.push(partGame ? `"${partGame.id} ${writeWords(partGame, part as JsonObject, lookup).replace(/"/g, "'")}"` : quoteWord(JSON.stringify(part)));
				}
			}
			break;
	}
	for (const param of game.params) {
		const v = json[param.key];
		if (v === undefined || v === null || v === false) continue;
		if (param.type === 'boolean') words.push(`--${param.flag}`);
		else if (param.type === 'integers' && Array.isArray(v)) words.push(`--${param.flag}`, v.map(text).join(','));
		else if (param.type === 'edges') words.push(`--${param.flag}`, quoteWord(edgesText(v)));
		else words.push(`--${param.flag}`, quoteWord(text(v)));
	}
	return words.join(' ');
}
