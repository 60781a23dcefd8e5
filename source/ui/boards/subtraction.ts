/** Subtraction games: the heaps board; the arrows step through the takes in the set S (the game lists them). */
import {heapWords} from '../../i18n/heaps/index.js';
import {subtraction, type SubtractionPosition} from '../../engine/games/subtraction.js';
import {captionLines} from './types.js';
import {heapBoard} from './heaps.js';
import {heapMove, readHeapMove} from './heap-moves.js';

export default heapBoard<SubtractionPosition>({
	game: subtraction,
	heaps: p => p.heaps,
	move: heapMove,
	read: readHeapMove,
	caption: p => captionLines(p, heapWords('setFromOne', {set: `{${p.params.set.join(', ')}}`}), heapWords('lastWins'), heapWords('lastLoses')),
});
