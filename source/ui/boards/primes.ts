/** Prime Nim: the heaps board; the arrows step through the legal takes (1 and the primes), as the game lists them. */
import {heapWords} from '../../i18n/heaps/index.js';
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
	caption: p => captionLines(p, heapWords('primeFromOne'), heapWords('lastTokenWins'), heapWords('lastLoses')),
});
