/** Grundy's game: heaps split in two unequal heaps. */
import {grundy} from '../../engine/games/grundy.js';
import {board2Words} from '../../i18n/boards2/index.js';
import {captionLines} from './types.js';
import {rowBoard} from './rows.js';

export default rowBoard<Record<string, never>>({
	game: grundy,
	noun: 'heap',
	glyph: '●',
	amounts: false,
	verb: 'split',
	caption: p => captionLines(p, board2Words('grundyRule'), board2Words('lastMoveWins'), board2Words('lastMoveLoses')),
	howTo: () => [board2Words('grundyHowToPick'), board2Words('grundyHowToPlay'), board2Words('grundyHowToMarks')],
});
