/**
 * `game-arcade table`: a table (engine/table.ts) written as text, CSV, JSON
 * or Markdown. Every format is exact: integers are written in full, and in
 * JSON those beyond 2^53 as strings.
 */
import {intToJson} from '../engine/input.js';
import type {Json, JsonObject} from '../engine/types.js';
import {knownWords, type Table, type TableValue} from '../engine/table.js';
import {analyzeWords} from '../i18n/analyze/index.js';
import {knownText, proofText, tableWhat} from '../i18n/lab/index.js';
import {closedFormText, noteLine} from '../i18n/table/index.js';

export const tableFormats = ['text', 'csv', 'json', 'markdown'] as const;
export type TableFormat = (typeof tableFormats)[number];

/** The version of the JSON form (tables and `analyze` results say which they are). */
export const tableJsonVersion = 1;

/** The small values' text, made once: a table of 10^6 values then writes no new string for them. */
const smallCells: readonly string[] = Array.from({length: 1024}, (_, i) => String(i));
const safeInteger = BigInt(Number.MAX_SAFE_INTEGER);
// Below 2^53 a value is written as a double (exact there, and faster than a big integer's digits).
const cell = (v: TableValue): string =>
	typeof v !== 'bigint' ? v : v >= 0n && v < 1024n ? smallCells[Number(v)]! : v <= safeInteger && v >= -safeInteger ? String(Number(v)) : v.toString();

/** The row labels from..: numbers while they are exact as doubles (no big integer made per row), else big integers. */
function label(from: bigint, to: bigint): (i: number) => string {
	if (to <= BigInt(Number.MAX_SAFE_INTEGER)) {
		const first = Number(from);
		return i => String(first + i);
	}
	return i => (from + BigInt(i)).toString();
}
const jsonValue = (v: TableValue): Json => (typeof v === 'bigint' ? intToJson(v) : v);

export function tableJson(table: Table): JsonObject {
	const period =
		table.period === null ? null : {preperiod: intToJson(table.period.preperiod), period: intToJson(table.period.period), proof: table.period.proof};
	return {
		version: tableJsonVersion,
		game: table.game,
		params: paramsOnly(table.params),
		from: intToJson(table.from),
		to: intToJson(table.to),
		values: table.dimensions === 1 ? table.values.map(jsonValue) : table.values.map(row => row.map(jsonValue)),
		p_positions: table.dimensions === 1 ? table.pPositions.map(intToJson) : table.pPositions.map(([a, b]) => [intToJson(a), intToJson(b)]),
		period,
		closed_form: table.closedForm,
	};
}

function paramsOnly(params: JsonObject): JsonObject {
	const {game: _game, ...rest} = params;
	return rest;
}

export function formatTable(table: Table, format: TableFormat): string {
	switch (format) {
		case 'json':
			return `${JSON.stringify(tableJson(table))}\n`;
		case 'csv':
			return csv(table);
		case 'markdown':
			return markdown(table);
		case 'text':
			return text(table);
	}
}

function csv(table: Table): string {
	const lines: string[] = [];
	if (table.dimensions === 1) {
		lines.push('n,value');
		const n = label(table.from, table.to);
		table.values.forEach((v, i) => {
			lines.push(`${n(i)},${cell(v)}`);
		});
	} else {
		lines.push('a,b,value');
		table.values.forEach((row, i) => {
			row.forEach((v, j) => {
				lines.push(`${table.from + BigInt(i)},${table.from + BigInt(j)},${cell(v)}`);
			});
		});
	}
	return `${lines.join('\n')}\n`;
}

function markdown(table: Table): string {
	const lines: string[] = [];
	if (table.dimensions === 1) {
		lines.push(`| n | ${analyzeWords('markdownValue')} |`, '|---:|---:|');
		const n = label(table.from, table.to);
		table.values.forEach((v, i) => {
			lines.push(`| ${n(i)} | ${cell(v)} |`);
		});
	} else {
		const columns = table.values.map((_, j) => String(table.from + BigInt(j)));
		lines.push(`| a \\ b | ${columns.join(' | ')} |`, `|---:|${columns.map(() => '---:').join('|')}|`);
		table.values.forEach((row, i) => {
			lines.push(`| **${table.from + BigInt(i)}** | ${row.map(cell).join(' | ')} |`);
		});
	}
	lines.push('', ...summary(table));
	return `${lines.join('\n')}\n`;
}

/** The lines after the values: the P-positions, and the period or the closed form. */
function summary(table: Table): string[] {
	const lines: string[] = [];
	const count = table.pPositions.length;
	const shown = table.dimensions === 1 ? table.pPositions.slice(0, 60).map(String) : table.pPositions.slice(0, 40).map(([a, b]) => `(${a}, ${b})`);
	const more = count > shown.length ? analyzeWords('pPositionsMore', {count: count - shown.length}) : '';
	lines.push(analyzeWords('pPositions', {count, list: count === 0 ? analyzeWords('pPositionsNone') : `${shown.join(' ')}${more}`}));
	if (table.period !== null) {
		lines.push(analyzeWords('period', {period: table.period.period, preperiod: table.period.preperiod, proof: proofText(table.period)}));
	}
	if (table.closedFormData !== null) lines.push(analyzeWords('closedForm', {form: closedFormText(table.closedFormData)}));
	if (table.noteData !== null) lines.push(noteLine(table.noteData));
	if (table.dimensions === 1 && table.known !== null) {
		lines.push(analyzeWords('fromCache', {what: knownText(table.known, knownWords(table.known))}));
	}
	return lines;
}

/** The widest cell, at least `least`: a loop, as a table of 10^6 values is past the arguments a spread may pass. */
function widest(values: readonly TableValue[], least: number): number {
	let width = least;
	for (const v of values) {
		const length = cell(v).length;
		if (length > width) width = length;
	}
	return width;
}

function text(table: Table): string {
	const lines: string[] = [];
	const params = Object.entries(paramsOnly(table.params))
		.map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(',') : String(value)}`)
		.join(', ');
	lines.push(
		analyzeWords('tableTitle', {
			game: table.game,
			params: params === '' ? '' : analyzeWords('tableParams', {params}),
			what: tableWhat(table),
			range: analyzeWords(table.dimensions === 1 ? 'rangeN' : 'rangeAB'),
			from: table.from,
			to: table.to,
		}),
	);
	lines.push('');
	if (table.dimensions === 1) {
		const width = widest(table.values, 2);
		const labelWidth = String(table.to).length;
		lines.push(`${' '.repeat(labelWidth)} │ ${Array.from({length: 10}, (_, j) => `+${j}`.padStart(width)).join(' ')}`);
		lines.push(`${'─'.repeat(labelWidth)}─┼─${'─'.repeat(10 * (width + 1) - 1)}`);
		// Rows of ten, aligned on multiples of ten.
		const first = table.from - (table.from % 10n);
		for (let start = first; start <= table.to; start += 10n) {
			const cells: string[] = [];
			for (let j = 0n; j < 10n; j++) {
				const n = start + j;
				cells.push(n < table.from || n > table.to ? ' '.repeat(width) : cell(table.values[Number(n - table.from)]!).padStart(width));
			}
			lines.push(`${String(start).padStart(labelWidth)} │ ${cells.join(' ').trimEnd()}`);
		}
	} else {
		let width = String(table.to).length;
		for (const row of table.values) width = widest(row, width);
		const labelWidth = String(table.to).length;
		const header = table.values.map((_, j) => String(table.from + BigInt(j)).padStart(width)).join(' ');
		lines.push(`${'a\\b'.padStart(labelWidth)} │ ${header}`);
		lines.push(`${'─'.repeat(Math.max(3, labelWidth))}─┼─${'─'.repeat(header.length)}`);
		table.values.forEach((row, i) => {
			lines.push(`${String(table.from + BigInt(i)).padStart(Math.max(3, labelWidth))} │ ${row.map(v => cell(v).padStart(width)).join(' ')}`);
		});
	}
	lines.push('', ...summary(table));
	return `${lines.join('\n')}\n`;
}
