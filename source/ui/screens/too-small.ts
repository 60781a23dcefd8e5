/** The notice shown instead of a screen when the terminal is smaller than the arcade needs. */
import {clipLine, line, seg, wrapText, type Line} from '../lines.js';
import type {Size} from '../size.js';
import {helpWords} from '../../i18n/help/index.js';

export const minimumSize: Size = {columns: 60, rows: 16};

export function isTooSmall(size: Size): boolean {
	return size.columns < minimumSize.columns || size.rows < minimumSize.rows;
}

export function tooSmallLines(size: Size): Line[] {
	const width = size.columns;
	const lines: Line[] = [
		line(seg(` ${helpWords('tooSmall')}`, 'bad')),
		[],
		...wrapText(helpWords('tooSmallNeeds', {columns: minimumSize.columns, rows: minimumSize.rows, width: size.columns, height: size.rows}), width - 2).map(t =>
			line(seg(` ${t}`)),
		),
		...wrapText(helpWords('tooSmallWait'), width - 2).map(t => line(seg(` ${t}`, 'dim'))),
		[],
		line(seg(' q', 'key'), seg(` ${helpWords('or')} `, 'dim'), seg('ctrl+c', 'key'), seg(` ${helpWords('quit')}`, 'dim')),
	];
	return lines.slice(0, Math.max(1, size.rows - 1)).map(l => clipLine(l, width));
}
