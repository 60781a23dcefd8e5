/** Dawson's Kayles: rows of pins; knock down exactly two side by side. */
import {dawson, type OctalParams} from '../../engine/games/octal.js';
import {captionLines} from './types.js';
import {rowBoard} from './rows.js';

export default rowBoard<OctalParams>({
	game: dawson,
	noun: 'row',
	glyph: '▮',
	amounts: false,
	verb: 'knock down',
	caption: p =>
		captionLines(p, 'Knock down exactly two pins side by side; a gap splits the row.', 'Last move wins.', 'Misère: whoever makes the last move loses.'),
	howTo: [
		'↑↓ (or k j) pick a row; ←→ (or h l) move the two pins to knock down along it, or type how many pins stand before them.',
		'Enter knocks them down; Esc puts the choice back in the middle.',
		"○ marks the pins you are about to knock down, ◆ the hint's, ◀ the rows the opponent's last move left.",
	],
});
