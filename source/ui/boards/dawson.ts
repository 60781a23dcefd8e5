/** Dawson's Kayles: rows of pins; knock down exactly two side by side. */
import {dawson, type OctalParams} from '../../engine/games/octal.js';
import {board2Words} from '../../i18n/boards2/index.js';
import {captionLines} from './types.js';
import {rowBoard} from './rows.js';

export default rowBoard<OctalParams>({
	game: dawson,
	noun: 'row',
	glyph: '▮',
	amounts: false,
	verb: 'knockDown',
	caption: p => captionLines(p, board2Words('dawsonRule'), board2Words('lastMoveWins'), board2Words('lastMoveLoses')),
	howTo: () => [board2Words('dawsonHowToPick'), board2Words('dawsonHowToPlay'), board2Words('kaylesHowToMarks')],
});
