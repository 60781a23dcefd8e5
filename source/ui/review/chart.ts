/**
 * The value history of a match as a small bar chart: one column per position
 * (the start, then after each move), the bar's height the Grundy value for the
 * player to move there. A bar on the baseline (·) is a lost position for the
 * mover, so a won game reads as: your turns tall, the computer's flat; the
 * column where that flips is where the game turned. Mistakes are marked ✗
 * under the position they produced.
 */
import {clipLine, line, padLeft, seg, textWidth, wrapText, type Line, type Segment, type Tone} from '../lines.js';
import type {Side} from '../match/index.js';
import type {Review} from './review.js';
import {chartWords} from '../../i18n/chart/index.js';

const eighths = [' ', '▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

export interface ChartColumn {
	/** The plotted value (0 = the player to move is lost). */
	readonly value: bigint;
	readonly mover: Side;
	/** The move that led here was a mistake. */
	readonly mistake: boolean;
}

/** The columns of a review: its positions, the values (1 for a win where no Grundy value is known). */
export function chartColumns(review: Review): ChartColumn[] {
	return review.positions.map((f, j) => ({
		value: f.grundy ?? (f.outcome === 'N' ? 1n : 0n),
		mover: review.movers[j] ?? 0,
		mistake: j > 0 && review.rows[j - 1]?.verdict === 'mistake',
	}));
}

function bitLength(n: bigint): number {
	return n <= 0n ? 0 : n.toString(2).length;
}

/**
 * Squeezes the columns into `width`: each bucket keeps its largest value
 * and any mistake; its mover is that of its first position.
 */
function bucket(columns: readonly ChartColumn[], width: number): {columns: ChartColumn[]; per: number} {
	if (columns.length <= width) return {columns: [...columns], per: 1};
	const per = Math.ceil(columns.length / width);
	const out: ChartColumn[] = [];
	for (let i = 0; i < columns.length; i += per) {
		const group = columns.slice(i, i + per);
		out.push({
			value: group.reduce((m, c) => (c.value > m ? c.value : m), 0n),
			mover: group[0]!.mover,
			mistake: group.some(c => c.mistake),
		});
	}
	return {columns: out, per};
}

export interface ChartOptions {
	readonly width: number;
	/** Rows of bars (at least 1). */
	readonly height: number;
	/** Tones for the two sides' columns. */
	readonly tones?: readonly [Tone, Tone];
	/** Whether the values are Grundy values (else W/L as 1/0). */
	readonly grundy?: boolean;
}

/**
 * The chart: `height` rows of bars with the top value on the left axis, the
 * baseline, a row of ✗ marks when there are mistakes, and a legend.
 */
export function valueChart(review: Review, options: ChartOptions): Line[] {
	const height = Math.max(1, options.height);
	const tones = options.tones ?? ['cursor', 'computer'];
	const all = chartColumns(review);
	const top0 = all.reduce((m, c) => (c.value > m ? c.value : m), 0n);
	// Long values are labelled by their power of two (the chart is then on a log scale anyway).
	const topLabel = (v: bigint) => (v.toString().length > 8 ? `2^${bitLength(v) - 1}` : v.toString());
	const axis = topLabel(top0).length + 1;
	const room = Math.max(4, options.width - axis - 3);
	// Two columns per position when they fit: easier to read.
	const spaced = all.length * 2 <= room;
	const {columns, per} = bucket(all, spaced ? Math.floor(room / 2) : room);
	const max = columns.reduce((m, c) => (c.value > m ? c.value : m), 0n);
	// Large values (nim products, long rows) on a log scale: the bit length.
	const log = max > 64n;
	const scale = (v: bigint) => (log ? bitLength(v) : Number(v));
	const top = Math.max(1, scale(max));
	const units = columns.map(c => (c.value === 0n ? 0 : Math.max(1, Math.round((scale(c.value) / top) * height * 8))));
	const lines: Line[] = [];
	for (let row = height - 1; row >= 0; row--) {
		const label = row === height - 1 ? padLeft(topLabel(max), axis - 1) : ' '.repeat(axis - 1);
		const segs: Segment[] = [seg(` ${label} `, 'dim'), seg('│', 'dim')];
		columns.forEach((c, i) => {
			const filled = units[i]! - row * 8;
			let glyph = filled >= 8 ? '█' : filled > 0 ? eighths[filled]! : ' ';
			if (row === 0 && units[i] === 0) glyph = '·';
			segs.push(seg(glyph, glyph === '·' ? 'dim' : tones[c.mover]));
			if (spaced) segs.push(seg(' '));
		});
		lines.push(segs);
	}
	const base = '─'.repeat(columns.length * (spaced ? 2 : 1));
	lines.push(line(seg(` ${padLeft('0', axis - 1)} └${base}`, 'dim')));
	if (columns.some(c => c.mistake)) {
		const marks = columns.map(c => (c.mistake ? '✗' : ' ')).join(spaced ? ' ' : '');
		lines.push(line(seg(`${' '.repeat(axis + 2)}${marks.trimEnd()}`, 'bad')));
	}
	const what = chartWords(options.grundy === false ? 'whatOutcome' : 'whatGrundy');
	const scaleNote = log ? chartWords('logScale') : '';
	const perNote = per > 1 ? chartWords('perColumn', {per}) : '';
	lines.push(line(seg(`${' '.repeat(axis + 1)}${chartWords('axis', {scale: scaleNote, per: perNote, what})}`, 'dim')));
	return lines.map(l => clipLine(l, options.width));
}

/** One line of bars for the end screen: "▇·▅·▃·✗" style, the Grundy value for the mover at each position. */
export function sparkline(review: Review, width: number, tones: readonly [Tone, Tone] = ['cursor', 'computer']): Segment[] {
	const all = chartColumns(review);
	const {columns} = bucket(all, Math.max(4, width));
	const max = columns.reduce((m, c) => (c.value > m ? c.value : m), 0n);
	const log = max > 64n;
	const scale = (v: bigint) => (log ? bitLength(v) : Number(v));
	const top = Math.max(1, scale(max));
	return columns.map(c => {
		if (c.value === 0n) return seg('·', 'dim');
		const u = Math.max(1, Math.round((scale(c.value) / top) * 8));
		return seg(eighths[u]!, tones[c.mover]);
	});
}

/** One stop of the who-slipped line: the value the player to move faced at a position, and whether the move into it was a slip. */
export interface SlipStop {
	/** "2", or W / L where no Grundy value is known (misère play). */
	readonly value: string;
	readonly mover: Side;
	/** The move that led here handed a won position over: from a non-zero value to a non-zero one for the opponent. */
	readonly slip: boolean;
}

/** The stops of the who-slipped line: every position of the game, the start first. */
export function slipStops(review: Review): SlipStop[] {
	return review.positions.map((f, j) => ({
		value: f.grundy !== null ? f.grundy.toString() : f.outcome === 'N' ? 'W' : 'L',
		mover: review.movers[j] ?? 0,
		slip: j > 0 && review.rows[j - 1]?.verdict === 'mistake',
	}));
}

/** Values longer than this are shortened in the line ("12345…"). */
const stopWidth = 6;

function stopText(stop: SlipStop): string {
	const v = stop.value.length > stopWidth ? `${stop.value.slice(0, stopWidth - 1)}…` : stop.value;
	return `${stop.slip ? '✗' : ' '}${v}`;
}

/**
 * Who slipped when, in one line: the value each side faced in turn, from the
 * start to the end ("  2 ✗3  0  1  0"), a ✗ before the value a slip handed
 * over. When the game is too long for the width, stretches without a slip
 * are cut to "…", keeping the start, and as many values around each slip
 * and before the end as fit. Then a legend naming the sides.
 */
export function slipLines(review: Review, width: number, tones: readonly [Tone, Tone] = ['cursor', 'computer']): Line[] {
	const stops = slipStops(review);
	const label = ` ${chartWords('faced')} `;
	// Measured in columns: a Chinese character takes two.
	const labelWidth = textWidth(label);
	const room = Math.max(8, width - labelWidth - 1);
	const all = stops.map((s, j) => ({j, text: ` ${stopText(s)}`}));
	/** The stops kept within `r` of a slip or of the end (and the start), the rest cut to "…". */
	const within = (r: number) => {
		const keep = new Set<number>([0]);
		for (let k = Math.max(0, stops.length - 1 - r); k < stops.length; k++) keep.add(k);
		stops.forEach((s, j) => {
			if (s.slip) for (let k = Math.max(0, j - r); k <= Math.min(stops.length - 1, j + r); k++) keep.add(k);
		});
		const out: {j: number; text: string}[] = [];
		for (const s of all) {
			if (keep.has(s.j)) out.push(s);
			else if (out[out.length - 1]?.j !== -1) out.push({j: -1, text: ' …'});
		}
		return out;
	};
	const widthOf = (items: readonly {text: string}[]) => items.reduce((n, s) => n + textWidth(s.text), 0);
	let shown: {j: number; text: string}[] = all;
	if (widthOf(all) > room) {
		// As much around each slip and the end as fits.
		shown = within(1);
		for (let r = 2; r < stops.length; r++) {
			const wider = within(r);
			if (widthOf(wider) > room) break;
			shown = wider;
		}
	}
	const segs: Segment[] = [seg(label, 'dim')];
	for (const s of shown) {
		const stop = s.j >= 0 ? stops[s.j] : undefined;
		if (stop === undefined) segs.push(seg(s.text, 'dim'));
		else {
			if (stop.slip) segs.push(seg(' '), seg('✗', 'bad'), seg(s.text.slice(2), tones[stop.mover]));
			else segs.push(seg(s.text, tones[stop.mover]));
		}
	}
	const first = review.names[stops[0]?.mover ?? 0];
	const what = stops.some(s => s.value === 'W' || s.value === 'L') ? 'W/L' : chartWords('value');
	const room2 = width - labelWidth - 1;
	const long = chartWords('slipsLong', {what, first});
	const legend = textWidth(long) <= room2 ? long : chartWords('slipsShort', {what, first});
	return [clipLine(segs, width), ...wrapText(legend, room2).map(t => line(seg(' '.repeat(labelWidth)), seg(t, 'dim')))];
}
