/** A board as it sits on a screen: one column in from the edge, clipped to the room it has. */
import {clipLine, lineText, lineWidth, seg, wrapText, type Line} from '../lines.js';
import type {AnyBoard, DrawInput} from './types.js';

/**
 * The board's lines for `rows` rows of a screen `width` wide. A line of
 * prose too wide (a rule, a legend: one tone throughout) is wrapped, keeping
 * its indent, never cut; a drawn row is clipped. The board's own lines come
 * first, so wrapping pushes out its last lines, never its rows.
 */
export function boardLines(board: AnyBoard, input: Omit<DrawInput<unknown, unknown>, 'width' | 'height'>, width: number, rows: number): Line[] {
	const out: Line[] = [];
	for (const l of board.draw({...input, width: width - 1, height: rows}).slice(0, rows)) {
		const full = [seg(' '), ...l];
		const text = lineText(l);
		const prose = new Set(l.map(s => s.tone)).size === 1 && /\S\s+\S/.test(text);
		if (lineWidth(full) <= width || !prose) {
			out.push(clipLine(full, width));
			continue;
		}
		const indent = /^\s*/.exec(text)![0];
		for (const t of wrapText(text.trim(), Math.max(10, width - 1 - indent.length)))
			out.push([{...seg(` ${indent}${t}`, l[0]!.tone), ...(l[0]!.speech ? {speech: l[0]!.speech} : {})}]);
	}
	return out.slice(0, rows);
}
