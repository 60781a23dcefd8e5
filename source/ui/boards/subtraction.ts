/** Subtraction games: the heaps board; the arrows step through the takes in the set S (the game lists them). */
import {subtraction, type SubtractionPosition} from '../../engine/games/subtraction.js';
import {captionLines} from './types.js';
import {heapBoard} from './heaps.js';
import {heapMove, readHeapMove} from './heap-moves.js';

export default heapBoard<SubtractionPosition>({
	game: subtraction,
	heaps: p => p.heaps,
	move: heapMove,
	read: readHeapMove,
	caption: p =>
		captionLines(
			p,
			`Take one of S = {${p.params.set.join(', ')}} tokens from one heap.`,
			'Whoever takes the last token wins.',
			'Misère: whoever takes the last token loses.',
		),
});
