/** Kayles: rows of pins; knock down one pin or two side by side. */
import {kayles, type OctalParams} from '../../engine/games/octal.js';
import {board2Words} from '../../i18n/boards2/index.js';
import {captionLines} from './types.js';
import {rowBoard} from './rows.js';

export default rowBoard<OctalParams>({
	game: kayles,
	noun: 'row',
	glyph: '▮',
	amounts: true,
	verb: 'knockDown',
	caption: p => captionLines(p, board2Words('kaylesRule'), board2Words('kaylesNormal'), board2Words('kaylesMisere')),
	howTo: () => [board2Words('kaylesHowToPick'), board2Words('kaylesHowToAmount'), board2Words('kaylesHowToMarks')],
});
