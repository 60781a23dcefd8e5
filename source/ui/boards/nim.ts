/** Nim: the heaps board, with the cap K and misère play as parameters. */
import {heapWords} from '../../i18n/heaps/index.js';
import {language} from '../../i18n/language.js';
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
		rules.push(p.params.max === null ? heapWords('anyFromOne') : heapWords('capFromOne', {max: p.params.max}));
		rules.push(heapWords(p.params.misere ? 'lastLoses' : 'lastWins'));
		// Chinese sentences follow one another without a space.
		return [line(seg(rules.join(language() === 'en' ? ' ' : ''), 'dim'))];
	},
});
