/**
 * The idea behind a losing move, in the game's own theory and with its
 * numbers: what the move left that the winning rule says not to leave. The
 * coach says it when a move hands the win over, and the course can say it
 * of any such move.
 *
 * Every number comes from the engine's theory of the position after the move
 * (its Grundy value, or the parts' values, or the misère rule); where the
 * engine knows no value (beyond a game's search bound, or misère play
 * decided by search alone), nothing is said rather than a guess.
 *
 * Each game states its own words in its file (`Game.coach`); a game without
 * them is valued heap by heap, or by its value alone.
 */
import type {AnyGame, CoachNote} from '../engine/types.js';
import {heapValues, type HeapsLike, nimSumText} from '../engine/learning.js';
import {coachNoteWords, computerVoice, namedVoice, type Voice, youVoice} from '../i18n/coach/index.js';

export type {Voice};

/** The voice for a mover named `name` (English names, as the match's record keeps them): "You" is spoken to, anyone else spoken of ("Computer" → "the computer"). */
export function voiceOf(name: string): Voice {
	if (name === 'You') return youVoice();
	return name === 'Computer' ? computerVoice() : namedVoice(name);
}

function hasHeaps(p: unknown): p is HeapsLike {
	return typeof p === 'object' && p !== null && Array.isArray((p as HeapsLike).heaps);
}

/** A game without words of its own: heaps and rows valued one by one (subtraction games, prime Nim, breaking games), or the value alone. */
function valueNote(game: AnyGame, after: unknown): CoachNote | null {
	const total = game.grundy(after);
	if (total === null) return null;
	if (hasHeaps(after)) {
		const values = heapValues(after, p => game.grundy(p));
		const rows = (game.human.noun ?? game.human.key.replace(/s$/, '')) === 'row';
		if (values !== null && values.length > 1) return {key: rows ? 'rowsLeft' : 'heapsLeft', values: {sum: nimSumText(values, total)}};
	}
	return {key: 'valueLeft', values: {value: total}};
}

/**
 * Why the move from `before` to `after` lost the win, in the words and
 * numbers of the game's theory ("the nim-sum after your move was 3, not 0",
 * "you left 7, not a multiple of 4"), in the language in force, lower case,
 * without a full stop; null where the theory has no number to give (misère
 * play decided by search, a value beyond the search bound). Meant for a move
 * that handed a won position over: it describes what the move left. It
 * speaks to the player ("you"), or of another mover given as `voice`.
 */
export function conceptNote(game: AnyGame, before: unknown, after: unknown, misere: boolean, voice: Voice = youVoice()): string | null {
	try {
		const words = game.coach;
		// Misère play without words of its own is decided by search: no rule with numbers to quote.
		const note = misere ? (words?.lostMisere?.(after) ?? null) : words?.lost ? words.lost(before, after) : valueNote(game, after);
		return note === null ? null : coachNoteWords(note, voice);
	} catch {
		return null;
	}
}
