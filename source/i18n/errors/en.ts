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
	noun_part: 'part',
	'noun_positive integer': 'positive integer',
	// The JSON form's words (a position typed as JSON: its paths, 0-based), the engine's own (`problemText` in source/engine/types.ts).
	json_placed: '{{place}} {{problem}}',
	json_got: ', got {{got}}',
	json_gotName: ': {{got}}',
	json_missing: 'is missing (expected {{expected}})',
	json_mustBe: 'must be {{expected}}{{got}}',
	json_atMost: 'must be at most {{max}}{{got}}',
	json_tooMany: 'has {{count}} {{unit}}; the limit is {{limit}}',
	json_empty: 'must hold at least one {{unit}}',
	json_oneOf: 'must be one of {{choices}}{{got}}',
	json_unknownField: 'is not a field of this game (expected {{allowed}})',
	json_unknownName: 'is not a known {{what}}{{got}}',
	// Where JSON.parse stopped, for a language other than English (in English its own words are shown).
	json_syntaxAt: 'a syntax error at character {{n}}',
	json_syntaxEnd: 'the text ends before the JSON does',
	// What a field should hold, from the engine's data (input.ts).
	expects_object: 'an object',
	expects_boolean: 'true or false',
	expects_nonNegative: 'a non-negative integer',
	expects_positive: 'a positive integer',
	expects_atLeast: 'an integer ≥ {{min}}',
	expects_index: 'a {{noun}} index from 0 to {{last}}',
	expects_list: 'a list of {{of}}',
	// What a list's entries should be, by the engine's English words for them.
	'of_non-negative integers': 'non-negative integers',
	'of_positive integers': 'positive integers',
	'of_two non-negative integers': 'two non-negative integers',
	of_positions: 'positions',
	'of_at most two heap sizes': 'at most two heap sizes',
	'of_cells [x, y]': 'cells [x, y]',
	'of_vertex names': 'vertex names',
	'of_node numbers': 'node numbers',
	'of_parent node numbers (0 for the ground)': 'parent node numbers (0 for the ground)',
	// What a field should hold, by the engine's English words for it, where it gives no data.
	'expected_a game id': 'a game id',
	'expected_a vertex name': 'a vertex name',
	'expected_a cell [x, y]': 'a cell [x, y]',
	'expected_a row of H and T, e.g. "THHTTH"': 'a row of H and T, e.g. "THHTTH"',
	'expected_an octal code such as "0.77"': 'an octal code such as "0.77"',
	'expected_an object mapping each vertex to its successors, e.g. {"a": ["b", "c"]}': 'an object mapping each vertex to its successors, e.g. {"a": ["b", "c"]}',
	'expected_a positive integer: the multiplier': 'a positive integer: the multiplier',
	'expected_a positive integer: the most one move may take': 'a positive integer: the most one move may take',
	'expected_below 2^64 (at most 18446744073709551615)': 'below 2^64 (at most 18446744073709551615)',
} as const;
