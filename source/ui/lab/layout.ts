/**
 * The lab's lines: the sequence view (values as a strip in rows, P-positions,
 * each repetition of the period and the game's own heaps marked) and the
 * heatmap view (Wythoff's G(a, b), nim products) with a cursor. Every mark is
 * a distinct character as well as a colour, so the picture reads without
 * colour too (NO_COLOR, monochrome terminals).
 */
import {lookupGame} from '../../engine/catalog.js';
import {knownWords, type Table, type TableValue} from '../../engine/table.js';
import {clipLine, fitHeight, line, seg, spacedJoin, windowStart, wrapText, type Line, type Segment, type Tone} from '../lines.js';
import {footerLine} from '../footer.js';
import type {Size} from '../size.js';
import {barLine} from '../../jobs/progress-bar.js';
import {canProve, shownParams, type LabJob, type LabState} from './state.js';
import {gameName} from '../../i18n/games/index.js';
import {knownText, labWords as w, paramLabel, proofText, tableWhat} from '../../i18n/lab/index.js';
import {closedFormText, noteText} from '../../i18n/table/index.js';
import {placeholderText} from '../../i18n/setup2/index.js';

const text = (v: TableValue) => (typeof v === 'bigint' ? v.toString() : v);
const isP = (v: TableValue) => v === 0n || v === 'P';

/** Cells per row of the strip at this width (the screen moves the cursor by rows of this many). */
export function stripColumns(table: Table | null, width: number): number {
	if (table === null || table.dimensions === 2) return 1;
	const cell = cellWidth(table);
	const label = String(table.to).length;
	return Math.max(1, Math.floor((width - label - 4) / (cell + 1)));
}

function cellWidth(table: Table): number {
	if (table.dimensions === 2) return 2;
	let width = 1;
	for (const v of table.values) width = Math.max(width, text(v).length);
	// The value and its mark.
	return width + 1;
}

export function labLines(state: LabState, size: Size): Line[] {
	const {columns: width, rows: height} = size;
	const game = lookupGame(state.game)!;
	const table = state.table;
	const lines: Line[] = [];
	lines.push(line(seg(` ${w('title')} · ${gameName(game.id, game.name)}`, 'title'), seg(table ? `   ${tableWhat(table)}` : '', 'dim')));
	const params = shownParams(state);
	if (params.length > 0) {
		const parts: Segment[] = [seg(' ')];
		params.forEach((p, i) => {
			const editing = state.editing?.flag === p.flag;
			parts.push(
				seg(`${i > 0 ? ' · ' : ''}${w('choiceSet', {label: paramLabel(state.game, p), value: ''})}`, 'dim'),
				seg(editing ? `${state.editing!.text}▏` : state.params[p.flag] || placeholderText(p), editing ? 'cursor' : 'strong'),
			);
		});
		parts.push(seg(`   ${w(state.editing ? 'editHint' : 'changeHint')}`, 'dim'));
		lines.push(line(...parts));
	} else {
		lines.push([]);
	}
	// An error of the parameters stays by them; the notices (the export's prompt and its result) sit just above the footer.
	lines.push(state.error !== null ? line(seg(` ${state.error}`, 'error')) : []);
	const notice = state.job !== null ? jobLines(state.job, width) : state.notice === null ? [] : noticeLines(state.notice, width);

	const footer =
		state.job !== null
			? footerLine([{keys: '←→↑↓', action: w('footerMove')}], [{keys: 'esc', action: w('footerStop')}], width)
			: footerLine(
					[
						{keys: '←→↑↓', action: w('footerMove')},
						{keys: 'tab', action: w('footerNextGame')},
						...(params.length > 0 ? [{keys: 'p', action: w('footerParameter')}] : []),
						...(canProve(state) ? [{keys: 'P', action: w('footerProve')}] : []),
						{keys: 'x', action: w('footerExport')},
					],
					[{keys: 'q', action: w('footerBack')}],
					width,
				);
	// The footer on the last row, as on every screen, and the notice right above it.
	const page = (content: Line[]) => {
		const fitted = fitHeight(content, height - 1 - notice.length).map(l => clipLine(l, width));
		while (fitted.length < height - 1 - notice.length) fitted.push([]);
		return [...fitted, ...notice, footer];
	};
	if (table === null) return page([...lines, line(seg(` ${w('noTable')}`, 'dim'))]);
	const info = table.dimensions === 1 ? stripInfo(state, table) : heatInfo(state, table);
	const room = Math.max(3, height - lines.length - info.length - notice.length - 2);
	const body = table.dimensions === 1 ? strip(state, table, width, room) : heatmap(state, table, width, room);
	return page([...lines, ...body, [], ...info]);
}

/**
 * A running job: what it computes, then a bar with an estimate where its end
 * is known, or the values so far where it ends when the period is proven.
 */
function jobLines(job: LabJob, width: number): Line[] {
	const seconds = Math.floor(job.elapsedMs / 1000);
	const progress = job.open
		? w('jobOpen', {done: job.done.toLocaleString('en-US'), unit: job.unit, seconds, total: job.total.toLocaleString('en-US')})
		: barLine({done: job.done, total: job.total, elapsedMs: job.elapsedMs}, job.unit, width - 3, false, null);
	return [clipLine(line(seg(' ⧗ ', 'hint'), seg(job.title, 'strong')), width), clipLine(line(seg('   '), seg(progress, 'text')), width)];
}

/** The notice, wrapped onto at most two lines (a full path is long), the first marked ›. */
function noticeLines(notice: string, width: number): Line[] {
	const rows = wrapText(notice, width - 3);
	const shown = rows.slice(0, 2);
	if (rows.length > 2) shown[1] = spacedJoin(rows.slice(1));
	return shown.map((text, i) => clipLine(line(seg(i === 0 ? ' › ' : '   ', 'hint'), seg(text, 'strong')), width));
}

function strip(state: LabState, table: Table & {dimensions: 1}, width: number, room: number): Line[] {
	const per = stripColumns(table, width);
	const cell = cellWidth(table);
	const label = String(table.to).length;
	const rows = Math.ceil(table.values.length / per);
	const cursorRow = Math.floor(state.cursor / per);
	const start = windowStart(rows, room, cursorRow);
	const marks = new Set(state.marks.map(String));
	const period = table.period;
	const lines: Line[] = [];
	for (let r = start; r < Math.min(rows, start + room); r++) {
		const parts: Segment[] = [seg(` ${String(table.from + BigInt(r * per)).padStart(label)} │`, 'dim')];
		for (let c = 0; c < per; c++) {
			const i = r * per + c;
			if (i >= table.values.length) break;
			const n = table.from + BigInt(i);
			const v = table.values[i]!;
			// A new repetition of the period starts here: ┆.
			const boundary = period !== null && n >= period.preperiod && (n - period.preperiod) % period.period === 0n;
			// The cursor: ▸ before its cell (a distinct character, not colour alone).
			const target = `value:${i}`;
			parts.push({...(i === state.cursor ? seg('▸', 'select') : seg(boundary ? '┆' : ' ', 'dim')), target});
			let mark = ' ';
			let tone: Tone | undefined;
			if (isP(v)) {
				mark = '•';
				tone = 'good';
			}
			if (marks.has(String(n))) {
				mark = '◂';
				tone = 'computer';
			}
			if (i === state.cursor) tone = 'select';
			parts.push({...seg(`${text(v).padStart(cell - 1)}${mark}`, tone), target});
		}
		lines.push(parts);
	}
	return lines;
}

function stripInfo(state: LabState, table: Table & {dimensions: 1}): Line[] {
	const n = table.from + BigInt(state.cursor);
	const v = table.values[state.cursor]!;
	const lines: Line[] = [];
	lines.push(
		line(
			seg(` ${w('cellAt', {n})}`, 'strong'),
			seg(typeof v === 'bigint' ? `${w('grundyAt', {value: v})}${v === 0n ? w('pPositionNote') : ''}` : w(v === 'P' ? 'outcomeP' : 'outcomeN'), 'cursor'),
			seg(table.known !== null && n < table.known.values ? w('fromCache') : '', 'dim'),
		),
	);
	const shown = table.pPositions.slice(0, 16).join(' ');
	const list = table.pPositions.length === 0 ? w('pPositionsNone') : `${shown}${table.pPositions.length > 16 ? ' …' : ''}`;
	lines.push(line(seg(` ${w('pPositions', {count: table.pPositions.length, to: table.to, list})}`, 'good')));
	if (table.period !== null) {
		const {period, preperiod} = table.period;
		lines.push(line(seg(` ${w('period', {period, preperiod, proof: proofText(table.period)})}`, 'dim')));
	} else if (table.closedFormData !== null) lines.push(line(seg(` ${w('closedForm', {form: closedFormText(table.closedFormData)})}`, 'dim')));
	else if (table.noteData !== null) lines.push(line(seg(` ${noteText(table.noteData)}`, 'dim')));
	if (state.marks.length > 0) lines.push(line(seg(` ${w('marks', {heaps: state.marks.join(' ')})}`, 'computer')));
	if (table.known !== null) lines.push(line(seg(` ${w('readFromCache', {what: knownText(table.known, knownWords(table.known))})}`, 'dim')));
	return lines;
}

/** Distinct characters for values, so the picture reads without colour: 0 stands out. */
const shades = ['░░', '▒▒', '▓▓', '··'] as const;
const shadeTones: readonly Tone[] = ['dim', 'text', 'computer', 'hint'];

function heatmap(state: LabState, table: Table & {dimensions: 2}, width: number, room: number): Line[] {
	const side = table.values.length;
	const label = Math.max(3, String(table.to).length);
	const shownColumns = Math.max(1, Math.min(side, Math.floor((width - label - 3) / 2)));
	const left = windowStart(side, shownColumns, state.column);
	const rows = Math.max(1, room - 1);
	const top = windowStart(side, rows, state.cursor);
	const lines: Line[] = [];
	// Column labels every fifth column.
	let header = ' '.repeat(label + 2);
	for (let c = left; c < left + shownColumns; c++) {
		const b = String(table.from + BigInt(c));
		header += c % 5 === 0 ? b.padEnd(2).slice(0, 2) : '  ';
	}
	lines.push(line(seg(header, 'dim')));
	for (let r = top; r < Math.min(side, top + rows); r++) {
		const parts: Segment[] = [seg(` ${String(table.from + BigInt(r)).padStart(label)} `, 'dim')];
		for (let c = left; c < left + shownColumns; c++) {
			const v = table.values[r]![c]!;
			// A click on a cell moves the cursor there.
			const target = `cell:${r},${c}`;
			if (r === state.cursor && c === state.column) {
				parts.push({...seg('[]', 'select'), target});
				continue;
			}
			if (isP(v)) {
				parts.push({...seg('██', 'good'), target});
				continue;
			}
			const k = typeof v === 'bigint' ? Number(v % 4n) : 3;
			parts.push({...seg(shades[k]!, shadeTones[k]), target});
		}
		lines.push(parts);
	}
	return lines;
}

function heatInfo(state: LabState, table: Table & {dimensions: 2}): Line[] {
	const a = table.from + BigInt(state.cursor);
	const b = table.from + BigInt(state.column);
	const v = table.values[state.cursor]![state.column]!;
	const name = table.operator !== null ? `${a} ${table.operator} ${b} = ${text(v)}` : `G(${a}, ${b}) = ${text(v)}`;
	const lines: Line[] = [line(seg(` [] ${name}`, 'cursor'), seg(isP(v) ? w('heatP') : '', 'good'))];
	lines.push(line(seg(` ${w('heatLegend')}`, 'dim')));
	if (table.closedFormData !== null) lines.push(line(seg(` ${closedFormText(table.closedFormData)}`, 'dim')));
	return lines;
}
