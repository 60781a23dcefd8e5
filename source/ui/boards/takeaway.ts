/**
 * Fibonacci and k-times take-away: one heap on the heaps board, with the cap
 * on the next take (n − 1 on the first move, k times the last take after)
 * shown under it.
 */
import {capOf, type TakeawayGame, type TakeawayPosition} from '../../engine/takeaway.js';
import {formatInt, line, seg} from '../lines.js';
import {heapBoard, singleHeapKeys, type HeapPointer} from './heaps.js';
import {readTakeMove, takeMove} from './heap-moves.js';
import type {Board} from './types.js';

export function takeawayBoard(game: TakeawayGame): Board<TakeawayPosition, HeapPointer> {
	const board = heapBoard<TakeawayPosition>({
		game,
		heaps: p => [p.heap],
		move: takeMove,
		read: readTakeMove,
		caption(p) {
			const cap = capOf(p);
			const times = p.k === 2n ? 'twice' : `${p.k} times`;
			const rule =
				p.last === null
					? `First move: take 1 to ${formatInt(cap)} (anything but the whole heap).`
					: `Next take: 1 to ${formatInt(cap)} (at most ${times} the last take, ${formatInt(p.last)}${p.k * p.last > p.heap ? ', or the whole heap' : ''}).`;
			return [line(seg('cap ', 'dim'), seg(formatInt(cap), 'strong'), seg(` · ${rule}`, 'dim'))];
		},
		cap: p => capOf(p),
		howTo: [
			'←→ or ↑↓ change how many to take (← and ↑ take one more); digits type the amount; Enter or Space takes; Esc resets.',
			'The line under the heap says the cap on this take: on the first move anything but the whole heap, then at most k times the previous take.',
			"○ marks the tokens you are about to take, ◆ the hint's winning take, · what the opponent just took.",
		],
	});
	return {...board, keys: singleHeapKeys};
}
