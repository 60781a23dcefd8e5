/** Prime Nim: the heaps board; the arrows step through the legal takes (1 and the primes). */
import {primes} from '../../engine/games/primes.js';
import type {HeapPosition} from '../../engine/heaps.js';
import {isPrime} from '../../engine/primality.js';
import {captionLines} from './types.js';
import {heapBoard} from './heaps.js';
import {heapMove, readHeapMove} from './heap-moves.js';

type PrimesPosition = HeapPosition<Record<string, never>>;

/** The next take that is 1 or a prime, going up or down; stops at the heap size. */
function stepPrime(p: PrimesPosition, heap: number, take: bigint, dir: 1 | -1): bigint {
	const size = p.heaps[heap] ?? 0n;
	for (let t = take + BigInt(dir), tries = 0; t >= 1n && t <= size && tries < 10_000; t += BigInt(dir), tries++) {
		if (t === 1n || isPrime(t)) return t;
	}
	return take;
}

export default heapBoard<PrimesPosition>({
	game: primes,
	heaps: p => p.heaps,
	move: heapMove,
	read: readHeapMove,
	caption: p => captionLines(p, 'Take 1 or a prime (2, 3, 5, 7, 11, ...) from one heap.', 'Last token wins.', 'Misère: whoever takes the last token loses.'),
	step: stepPrime,
});
