/** Grundy's game: heaps split in two unequal heaps. */
import {grundy} from '../../engine/games/grundy.js';
import {captionLines} from './types.js';
import {rowBoard} from './rows.js';

export default rowBoard<Record<string, never>>({
	game: grundy,
	noun: 'heap',
	glyph: '●',
	amounts: false,
	verb: 'split',
	caption: p => captionLines(p, 'Split one heap into two heaps of different sizes.', 'Last move wins.', 'Misère: whoever makes the last move loses.'),
	howTo: [
		'↑↓ (or k j) pick a heap; ←→ (or h l) move the split (╎) along it, or type the size of the first part.',
		'Enter splits; Esc puts the split back in the middle. The two parts must differ in size.',
		"The first part is highlighted; ◆ marks the hint's split, ◀ the heaps the opponent's last split left.",
	],
});
