/** Bash's game: one heap on the heaps board; the parameter m caps each take. */
import {bash, type BashPosition} from '../../engine/games/bash.js';
import {line, seg} from '../lines.js';
import {heapBoard, singleHeapKeys} from './heaps.js';
import {readTakeMove, takeMove} from './heap-moves.js';

const board = heapBoard<BashPosition>({
	game: bash,
	heaps: p => [p.heap],
	move: takeMove,
	read: readTakeMove,
	caption: p => [
		line(seg(`Take 1 to ${p.max} tokens. ${p.misere ? 'Misère: whoever takes the last token loses.' : 'Whoever takes the last token wins.'}`, 'dim')),
	],
	cap: p => p.max,
});

export default {...board, keys: singleHeapKeys};
