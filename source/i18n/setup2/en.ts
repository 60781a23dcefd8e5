/**
 * The setup screen's words that come from the engine: the labels of the
 * parameters the Lab does not name (misère play), a switch's state, an
 * absent value, and what a typed position is made of (English: the engine's
 * own words, the source of every translation).
 */
export const en = {
	'label_Misère (last move loses)': 'Misère (last move loses)',
	'label_Misère (last token loses)': 'Misère (last token loses)',
	on: 'on',
	off: 'off',
	placeholder_none: 'none',
	typedWhat: '{{what}}, e.g. {{example}}',
	'what_heap size': 'heap size',
	'what_heap sizes': 'heap sizes',
	'what_row sizes': 'row sizes',
	'what_quoted parts': 'quoted parts',
	'what_row of coins (H heads, T tails)': 'row of coins (H heads, T tails)',
	'what_lit cells x,y': 'lit cells x,y',
	'what_vertices the tokens stand on': 'vertices the tokens stand on',
	'what_cells the chips stand on': 'cells the chips stand on',
	'what_the parent of each node 1..n (0 is the ground)': 'the parent of each node 1..n (0 is the ground)',
} as const;
