/**
 * Boards for a screen reader: every line a board draws carries its words
 * (`Speech`), so the lines transform (`readableLines`) reads the board as
 * sentences in place of its glyphs: the position, the rule, the cursor and
 * the move being built, the hint's move and the last move.
 */
import {positionWords} from '../../engine/human.js';
import {shortenPositionNames} from '../../text/short-name.js';
import {drawingCharacters, lineText, type Line, type Speech} from '../lines.js';
import type {Board, DrawInput} from './types.js';
import {board3Words} from '../../i18n/boards3/index.js';
import {gameName} from '../../i18n/games/index.js';

/** A drawn line that is prose (a rule, a caption): read as it is. Chinese prose runs without spaces: four Han characters in a row are words. */
function isProse(text: string): boolean {
	return !drawingCharacters.test(text) && ((/\p{L}{3,}/u.test(text) && /\S\s+\S/.test(text)) || /\p{Script=Han}{4}/u.test(text));
}

/** The board's sentences for one drawing. */
export function boardSpeech<P, S, M>(board: Board<P, S, M>, input: DrawInput<P, S>, drawn: readonly Line[]): string[] {
	const spoken = board.speak?.(input.position, input.pointer) ?? null;
	const out: string[] = [];
	if (spoken) out.push(...spoken.position);
	else {
		let words: string;
		try {
			words = positionWords(board.game, board.game.toJSON(input.position));
		} catch {
			words = gameName(board.game.id, board.game.name);
		}
		out.push(board3Words('speakPosition', {words}));
	}
	for (const l of drawn) {
		const text = lineText(l).trim();
		if (isProse(text) && !out.includes(text)) out.push(text);
	}
	// The move being built is the screen's to say (the match's status line): the board says where the cursor is.
	if (input.active && spoken?.cursor) out.push(spoken.cursor);
	// Long names (a graph's vertices) are said whole with the position, shortened where repeated.
	const short = (text: string) => shortenPositionNames(text, input.position, () => board.game.toJSON(input.position));
	if (input.hint) out.push(board3Words('speakHint', {words: short(input.hint.words)}));
	if (input.last) out.push(board3Words('speakLast', {words: short(input.last.words)}));
	return out;
}

/**
 * The board as the arcade uses it: its drawings marked with their words for a
 * screen reader (every line, so that any slice of them still reads), and a
 * click on the target under the cursor playing the move, as Enter does.
 */
export function speaking<P, S, M>(board: Board<P, S, M>): Board<P, S, M> {
	return {
		...board,
		// Words chosen when shown (in the language in force) stay so: read through, not copied.
		get keys() {
			return board.keys;
		},
		get howTo() {
			return board.howTo;
		},
		key(position, pointer, key, hint) {
			if (key.kind !== 'pick') return board.key(position, pointer, key, hint);
			if (board.at !== undefined && board.at(position, pointer) === key.target) return board.key(position, pointer, {kind: 'confirm'}, hint);
			// A board that takes no clicks (one written before them) leaves its cursor where it is.
			return board.key(position, pointer, key, hint) ?? {pointer};
		},
		draw(input) {
			const lines = board.draw(input);
			let words: readonly string[] | null = null;
			const speech: Speech = {
				read: () => {
					words ??= boardSpeech(board, input, lines);
					return words;
				},
			};
			return lines.map(l => l.map(s => ({...s, speech})));
		},
	};
}
