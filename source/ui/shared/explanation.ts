/**
 * The engine's explanations laid out, for every screen that shows one (the
 * match's hint, the trainer, the course, the theory pages): the prose
 * wrapped, and its nim-sum table, if it has one, beside it or under it.
 */
import {besideLines, line, seg, textWidth, wrapLines, type Line} from '../lines.js';

/** A block of the explanation that is a nim-sum table (values in binary, a rule, the sum). */
const tableLine = /^\s*(\S.*=.*\s[01]+(\s+◀)?|─+|\S.*=\s+[01]+\s+\(\d+\))\s*$/;

/** Splits the engine's explanation into its prose and its binary table, if it has one. */
export function splitExplanation(lines: readonly string[]): {prose: string[]; table: string[]} {
	let best: [number, number] | null = null;
	for (let i = 0; i < lines.length; ) {
		if (!tableLine.test(lines[i]!)) {
			i++;
			continue;
		}
		let j = i;
		while (j < lines.length && tableLine.test(lines[j]!)) j++;
		if (j - i >= 3 && (best === null || j - i > best[1] - best[0])) best = [i, j];
		i = j;
	}
	if (best === null) return {prose: [...lines], table: []};
	const raw = lines.slice(best[0], best[1]);
	// Strip the common indentation so the table sits flush.
	const indent = Math.min(...raw.map(l => l.length - l.trimStart().length));
	return {prose: [...lines.slice(0, best[0]), ...lines.slice(best[1])], table: raw.map(l => l.slice(indent).trimEnd())};
}

/** The explanation: prose wrapped, with the binary table beside it when there is room. */
export function explanationLines(explanation: readonly string[], width: number): Line[] {
	const {prose, table} = splitExplanation(explanation);
	const tableWidth = Math.max(0, ...table.map(textWidth));
	if (table.length > 0 && width - tableWidth - 3 >= 28) {
		const proseWidth = Math.min(64, width - tableWidth - 3);
		const left = wrapLines(prose, proseWidth).map(t => line(t));
		const right = table.map(t => line(seg('│ ', 'dim'), seg(t, t.includes('◀') ? 'hint' : t.startsWith('nim-sum') ? 'strong' : undefined)));
		return besideLines(left, right, proseWidth, 1);
	}
	return [...wrapLines(prose, width).map(t => line(t)), ...table.map(t => line(seg(t, t.includes('◀') ? 'hint' : undefined)))];
}
