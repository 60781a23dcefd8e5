/** Prime Nim: the heaps board; the arrows step through the legal takes (1 and the primes), as the game lists them. */
import {primes} from '../../engine/games/primes.js';
import type {HeapPosition} from '../../engine/heaps.js';
import {captionLines} from './types.js';
import {heapBoard} from './heaps.js';
import {heapMove, readHeapMove} from './heap-moves.js';

type PrimesPosition = HeapPosition<Record<string, never>>;

export default heapBoard<PrimesPosition>({
	game: primes,
	heaps: p => p.heaps,
	move: heapMove,
	read: readHeapMove,
	caption: p => captionLines(p, 'Take 1 or a prime (2, 3, 5, 7, 11, ...) from one heap.', 'Last token wins.', 'Misère: whoever takes the last token loses.'),
});
