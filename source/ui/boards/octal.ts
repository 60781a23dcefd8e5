/** Octal games: heaps of tokens; a run is taken out of one heap, and what is left may stay as one heap or two, as the code says. */
import {octal, octalWays, type OctalParams} from '../../engine/games/octal.js';
import {octalText} from '../../engine/breaking-values.js';
import {captionLines} from './types.js';
import {rowBoard} from './rows.js';

export default rowBoard<OctalParams>({
	game: octal,
	noun: 'heap',
	glyph: '●',
	amounts: true,
	verb: 'take',
	caption: p =>
		captionLines(p, `Code ${octalText(p.params.digits)}: ${octalWays(p.params.digits)}.`, 'Last move wins.', 'Misère: whoever makes the last move loses.'),
	howTo: [
		'↑↓ (or k j) pick a heap; ←→ (or h l) move the tokens to take along it (taking from the middle splits the heap), or type how many tokens stay before them.',
		'Space changes how many to take (the amounts the code allows); Enter takes; Esc puts the choice back in the middle.',
		"○ marks the tokens you are about to take, ◆ the hint's, ◀ the heaps the opponent's last move left.",
	],
});
