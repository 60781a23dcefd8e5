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
import {board2Words} from '../../i18n/boards2/index.js';

export function takeawayBoard(game: TakeawayGame): Board<TakeawayPosition, HeapPointer> {
	const board = heapBoard<TakeawayPosition>({
		game,
		heaps: p => [p.heap],
		move: takeMove,
		read: readTakeMove,
		caption(p) {
			const cap = capOf(p);
			const times = p.k === 2n ? board2Words('takeawayTwice') : board2Words('takeawayTimes', {k: p.k});
			const rule =
				p.last === null
					? board2Words('takeawayFirst', {cap: formatInt(cap)})
					: board2Words(p.k * p.last > p.heap ? 'takeawayNextWhole' : 'takeawayNext', {cap: formatInt(cap), times, last: formatInt(p.last)});
			return [line(seg(board2Words('takeawayCap'), 'dim'), seg(formatInt(cap), 'strong'), seg(` · ${rule}`, 'dim'))];
		},
		cap: p => capOf(p),
		// Read when shown, in the language in force.
		get howTo() {
			return [board2Words('takeawayHowToAmount'), board2Words('takeawayHowToCap'), board2Words('takeawayHowToMarks')];
		},
	});
	// A spread copies a getter's value: the notes are read again when shown.
	return {
		...board,
		keys: singleHeapKeys,
		get howTo() {
			return board.howTo;
		},
	};
}
