/** The notice shown instead of a screen when the terminal is smaller than the arcade needs. */
import {clipLine, line, seg, wrapText, type Line} from '../lines.js';
import type {Size} from '../size.js';

export const minimumSize: Size = {columns: 60, rows: 16};

export function isTooSmall(size: Size): boolean {
	return size.columns < minimumSize.columns || size.rows < minimumSize.rows;
}

export function tooSmallLines(size: Size): Line[] {
	const width = size.columns;
	const lines: Line[] = [
		line(seg(' Terminal too small', 'bad')),
		[],
		...wrapText(`The arcade needs at least ${minimumSize.columns}×${minimumSize.rows}; this terminal is ${size.columns}×${size.rows}.`, width - 2).map(t =>
			line(seg(` ${t}`)),
		),
		...wrapText('Make the window larger: the game waits, and redraws when it fits.', width - 2).map(t => line(seg(` ${t}`, 'dim'))),
		[],
		line(seg(' q', 'key'), seg(' or ', 'dim'), seg('ctrl+c', 'key'), seg(' quit', 'dim')),
	];
	return lines.slice(0, Math.max(1, size.rows - 1)).map(l => clipLine(l, width));
}
