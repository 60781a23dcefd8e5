/** Nim: the heaps board, with the cap K and misère play as parameters. */
import {nim, type NimPosition} from '../../engine/games/nim.js';
import {line, seg} from '../lines.js';
import {heapBoard} from './heaps.js';
import {heapMove, readHeapMove} from './heap-moves.js';

export default heapBoard<NimPosition>({
	game: nim,
	heaps: p => p.heaps,
	move: heapMove,
	read: readHeapMove,
	caption(p) {
		const rules: string[] = [];
		rules.push(p.params.max === null ? 'Take any number of tokens from one heap.' : `Take 1 to ${p.params.max} tokens from one heap.`);
		rules.push(p.params.misere ? 'Misère: whoever takes the last token loses.' : 'Whoever takes the last token wins.');
		return [line(seg(rules.join(' '), 'dim'))];
	},
});
