/**
 * Input errors' words (English: the source of every translation). The
 * messages are the engine's own (source/engine/error-words.ts); the nouns
 * are the games' words for their pieces, which the messages name.
 */
import {errorEnglish} from '../../engine/error-words.js';

export const en = {
	...errorEnglish,
	noun_heap: 'heap',
	noun_node: 'node',
	noun_row: 'row',
	'noun_lit cell': 'lit cell',
	noun_coin: 'coin',
	noun_coins: 'coins',
	noun_chip: 'chip',
	noun_token: 'token',
	noun_digits: 'digits',
	noun_entries: 'entries',
	noun_position: 'position',
	noun_game: 'game',
	noun_vertex: 'vertex',
	'noun_heap size': 'heap size',
	'noun_heap sizes': 'heap sizes',
} as const;
