/** A board as it sits on a screen: one column in from the edge, clipped to the room it has. */
import {clipLine, seg, type Line} from '../lines.js';
import type {AnyBoard, DrawInput} from './types.js';

/** The board's lines for `rows` rows of a screen `width` wide. */
export function boardLines(board: AnyBoard, input: Omit<DrawInput<unknown, unknown>, 'width' | 'height'>, width: number, rows: number): Line[] {
	return board
		.draw({...input, width: width - 1, height: rows})
		.slice(0, rows)
		.map(l => clipLine([seg(' '), ...l], width));
}
