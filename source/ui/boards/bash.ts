/** Bash's game: one heap on the heaps board; the parameter m caps each take. */
import {heapWords} from '../../i18n/heaps/index.js';
import {language} from '../../i18n/language.js';
import {bash, type BashPosition} from '../../engine/games/bash.js';
import {line, seg} from '../lines.js';
import {heapBoard, singleHeapKeys} from './heaps.js';
import {readTakeMove, takeMove} from './heap-moves.js';

const board = heapBoard<BashPosition>({
	game: bash,
	heaps: p => [p.heap],
	move: takeMove,
	read: readTakeMove,
	caption: p => [line(seg(`${heapWords('bashTake', {max: p.max})}${language() === 'en' ? ' ' : ''}${heapWords(p.misere ? 'lastLoses' : 'lastWins')}`, 'dim'))],
	cap: p => p.max,
});

export default {...board, keys: singleHeapKeys};
