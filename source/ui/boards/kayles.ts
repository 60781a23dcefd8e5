/** Kayles: rows of pins; knock down one pin or two side by side. */
import {kayles, type OctalParams} from '../../engine/games/octal.js';
import {captionLines} from './types.js';
import {rowBoard} from './rows.js';

export default rowBoard<OctalParams>({
	game: kayles,
	noun: 'row',
	glyph: '▮',
	amounts: true,
	verb: 'knock down',
	caption: p =>
		captionLines(p, 'Knock down one pin, or two side by side; a gap splits the row.', 'Last pin wins.', 'Misère: whoever knocks down the last pin loses.'),
	howTo: [
		'↑↓ (or k j) pick a row; ←→ (or h l) move the pins to knock down along it, or type how many pins stand before them.',
		'Space switches between one pin and two; Enter knocks them down; Esc puts the choice back in the middle.',
		"○ marks the pins you are about to knock down, ◆ the hint's, ◀ the rows the opponent's last move left.",
	],
});
