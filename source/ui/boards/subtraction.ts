/** Subtraction games: the heaps board; the arrows step through the takes in the set S. */
import {subtraction, type SubtractionPosition} from '../../engine/games/subtraction.js';
import {captionLines} from './types.js';
import {heapBoard} from './heaps.js';
import {heapMove, readHeapMove} from './heap-moves.js';

function stepInSet(p: SubtractionPosition, heap: number, take: bigint, dir: 1 | -1): bigint {
	const size = p.heaps[heap] ?? 0n;
	const set = p.params.set.filter(s => s <= size);
	if (dir === 1) return set.find(s => s > take) ?? take;
	return [...set].reverse().find(s => s < take) ?? take;
}

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
	step: stepInSet,
	least: p => p.params.set[0] ?? 1n,
});
