/**
 * Wythoff's game: the two heaps as bars, and the queen on a grid at (heap 1, heap 2):
 * a move takes from heap 1 (the queen moves left), from heap 2 (down), or the
 * same from both (diagonally toward the corner). With hints on, the losing
 * squares (Wythoff's pairs) are marked ○.
 *
 * Keys: ↑↓ choose heap 1, heap 2 or both; ←→ and digits the amount; Enter takes.
 */
import {wythoff, isWythoffPair, type WythoffPosition} from '../../engine/games/wythoff.js';
import {intToJson} from '../../engine/input.js';
import {besideLines, formatInt, line, lineWidth, padLeft, padRight, seg, textWidth, type Line, type Segment} from '../lines.js';
import {jsonBig, jsonField, targeted, targetIndex, type Board, type MarkedMove} from './types.js';
import {moveWords} from '../../i18n/explain/index.js';
import {board2Words} from '../../i18n/boards2/index.js';

/** Which heaps a take comes from: 0 heap 1, 1 heap 2, 2 both. */
type Row = 0 | 1 | 2;

export interface WythoffPointer {
	readonly row: Row;
	readonly take: bigint;
	readonly typed: string | null;
}

/** The rows' names, in the language in force. */
const rowName = (row: Row) => board2Words(row === 0 ? 'wythoffHeap1' : row === 1 ? 'wythoffHeap2' : 'wythoffBoth');

/** "1 token", "3 tokens" (a number too long to read whole: its leading digits and length). */
const tokens = (n: bigint) => board2Words('token', {count: n, n: formatInt(n, 40)});

function limitOf(p: WythoffPosition, row: Row): bigint {
	const [a, b] = p.heaps;
	return row === 0 ? a : row === 1 ? b : a < b ? a : b;
}

function takeOf(row: Row, t: bigint): [bigint, bigint] {
	return row === 0 ? [t, 0n] : row === 1 ? [0n, t] : [t, t];
}

function readTake(marked: MarkedMove<WythoffPosition> | null): {row: Row; take: bigint} | null {
	if (!marked) return null;
	const raw = jsonField(marked.move, 'take');
	if (!Array.isArray(raw) || raw.length !== 2) return null;
	const x = jsonBig(raw[0]);
	const y = jsonBig(raw[1]);
	if (x === null || y === null) return null;
	if (x > 0n && y > 0n) return {row: 2, take: x};
	return x > 0n ? {row: 0, take: x} : {row: 1, take: y};
}

function fresh(p: WythoffPosition, row: Row): WythoffPointer {
	return {row, take: limitOf(p, row) > 0n ? 1n : 0n, typed: null};
}

function firstRow(p: WythoffPosition): Row {
	return p.heaps[0] > 0n ? 0 : 1;
}

/** The largest grid drawn: beyond it only the bars are shown. */
const maxGridSide = 30;

function grid(
	p: WythoffPosition,
	target: [bigint, bigint] | null,
	hintTarget: [bigint, bigint] | null,
	previous: [bigint, bigint] | null,
	hints: boolean,
	width: number,
	height: number,
): Line[] {
	const [a, b] = p.heaps;
	const top = b > a ? b : a;
	const side = previous ? (previous[0] > previous[1] ? previous[0] : previous[1]) : 0n;
	const span = Number(top > side ? top : side);
	if (span > maxGridSide) return [];
	const cols = span + 1;
	const labelWidth = String(span).length;
	if (labelWidth + 3 + cols * 2 > width || cols + 2 > height) return [];
	const lines: Line[] = [];
	for (let y = span; y >= 0; y--) {
		const row: Segment[] = [seg(`${padLeft(String(y), labelWidth)} │`, 'dim')];
		for (let x = 0; x <= span; x++) {
			const X = BigInt(x);
			const Y = BigInt(y);
			let cell: Segment;
			if (X === a && Y === b) cell = seg('♛', 'strong');
			else if (target && X === target[0] && Y === target[1]) cell = seg('◎', 'cursor');
			else if (hintTarget && X === hintTarget[0] && Y === hintTarget[1]) cell = seg('◆', 'hint');
			else if (previous && X === previous[0] && Y === previous[1]) cell = seg('×', 'computer');
			else if (hints && isWythoffPair(X, Y)) cell = seg('○', 'hint');
			else if (X <= a && Y <= b && (X === a || Y === b || a - X === b - Y)) cell = seg('+');
			else cell = seg('·', 'dim');
			row.push(seg(' '), cell);
		}
		lines.push(row);
	}
	lines.push(line(seg(`${' '.repeat(labelWidth)} └${'──'.repeat(cols)}`, 'dim')));
	// Column numbers under the glyphs: every one up to 9, else every fifth.
	const axis = Array.from({length: labelWidth + 6 + cols * 2}, () => ' ');
	const step = span < 10 ? 1 : 5;
	for (let x = 0; x <= span; x += step)
		[...String(x)].forEach((ch, j) => {
			axis[labelWidth + 3 + 2 * x + j] = ch;
		});
	lines.push(line(seg(axis.join('').trimEnd(), 'dim')));
	return lines;
}

const board: Board<WythoffPosition, WythoffPointer> = {
	game: wythoff,
	init: p => fresh(p, firstRow(p)),
	settle(p, pointer) {
		return fresh(p, limitOf(p, pointer.row) > 0n ? pointer.row : firstRow(p));
	},
	key(p, pointer, key) {
		switch (key.kind) {
			case 'up':
			case 'down': {
				const row = ((pointer.row + (key.kind === 'up' ? 2 : 1)) % 3) as Row;
				const top = limitOf(p, row);
				return {pointer: {row, take: pointer.take >= 1n && pointer.take <= top ? pointer.take : top > 0n ? 1n : 0n, typed: null}};
			}
			case 'left':
			case 'right': {
				const top = limitOf(p, pointer.row);
				let take = pointer.take + (key.kind === 'left' ? 1n : -1n);
				if (take > top) take = top;
				if (take < 1n) take = top > 0n ? 1n : 0n;
				return {pointer: {...pointer, take, typed: null}};
			}
			case 'digit': {
				const typed = `${pointer.typed ?? ''}${key.digit}`.replace(/^0+(?=\d)/, '').slice(0, 40);
				return {pointer: {...pointer, take: BigInt(typed), typed}};
			}
			case 'backspace': {
				const typed = (pointer.typed ?? pointer.take.toString()).slice(0, -1);
				return {pointer: {...pointer, take: typed === '' ? 0n : BigInt(typed), typed}};
			}
			case 'select':
			case 'confirm': {
				if (pointer.take < 1n) return {pointer, error: board2Words('wythoffChooseFirst')};
				const [x, y] = takeOf(pointer.row, pointer.take);
				return {pointer: {...pointer, typed: null}, move: {take: [intToJson(x), intToJson(y)]}};
			}
			case 'cancel': {
				const reset = fresh(p, pointer.row);
				if (pointer.typed === null && pointer.take === reset.take) return null;
				return {pointer: reset};
			}
			case 'pick': {
				const row = targetIndex(key.target, 'row', 3) as Row | null;
				return {pointer: row === null || row === pointer.row ? pointer : fresh(p, row)};
			}
		}
	},
	at: (_p, pointer) => `row:${pointer.row}`,
	pending(p, pointer) {
		if (pointer.take < 1n) return null;
		const [x, y] = takeOf(pointer.row, pointer.take);
		const [a, b] = p.heaps;
		const from = pointer.row === 2 ? board2Words('wythoffBothHeaps') : rowName(pointer.row);
		if (x > a || y > b) return board2Words('wythoffTooMany', {take: pointer.take, from});
		return moveWords(wythoff, p, {take: [x, y]});
	},
	speak(p, pointer) {
		const [a, b] = p.heaps;
		return {
			// The rule, which the drawing shows only as the "both" row.
			position: [board2Words('wythoffSpeakHeaps', {a: tokens(a), b: tokens(b)}), board2Words('wythoffSpeakRule')],
			cursor:
				pointer.row === 2
					? board2Words('wythoffSpeakCursorBoth', {take: formatInt(pointer.take, 24)})
					: board2Words('wythoffSpeakCursor', {row: rowName(pointer.row), take: formatInt(pointer.take, 24)}),
		};
	},
	draw(input) {
		const {position: p, pointer, width, height, active} = input;
		const [a, b] = p.heaps;
		const pending = active && pointer.take >= 1n ? takeOf(pointer.row, pointer.take) : null;
		const hint = readTake(input.hint);
		const last = readTake(input.last);
		const hintTake = hint ? takeOf(hint.row, hint.take) : null;
		const target: [bigint, bigint] | null = pending && pending[0] <= a && pending[1] <= b ? [a - pending[0], b - pending[1]] : null;
		const hintTarget: [bigint, bigint] | null = hintTake ? [a - hintTake[0], b - hintTake[1]] : null;
		const previous = last && input.last ? (input.last.before as WythoffPosition).heaps : null;

		const numbers = [formatInt(a), formatInt(b)];
		const numberWidth = Math.max(...numbers.map(n => n.length));
		const gridLines = grid(p, target, hintTarget, previous ? [previous[0], previous[1]] : null, input.hints, Math.floor(width / 2), height - 1);
		const gridWidth = Math.max(0, ...gridLines.map(lineWidth));
		const leftWidth = Math.min(48, width - (gridWidth > 0 ? gridWidth + 3 : 0));
		const largest = a > b ? a : b;
		const widest = previous ? (previous[0] > previous[1] ? previous[0] : previous[1]) : largest;
		// The row names padded to one width (Chinese names are wider than English ones).
		const labelWidth = Math.max(textWidth(rowName(0)), textWidth(rowName(1)), textWidth(rowName(2)));
		const barWidth = Math.max(4, Math.min(40, leftWidth - 2 - (labelWidth + 1) - 3 - 1 - numberWidth, Math.max(10, Number(widest > 100n ? 100n : widest))));
		const unit = largest <= BigInt(barWidth) ? 1n : (largest + BigInt(barWidth) - 1n) / BigInt(barWidth);
		const cells = (n: bigint) => (n <= 0n ? 0 : Number((n + unit - 1n) / unit));

		const left: Line[] = [];
		for (const i of [0, 1] as const) {
			const n = p.heaps[i];
			const isCursor = active && (pointer.row === i || pointer.row === 2);
			const taking = pending ? pending[i] : 0n;
			const hinted = hintTake && !taking ? hintTake[i] : 0n;
			const total = cells(n);
			const pendingCells = taking > 0n ? (taking >= n ? total : total - cells(n - taking)) : 0;
			const hintCells = hinted > 0n ? (hinted >= n ? total : total - cells(n - hinted)) : 0;
			const ghost = previous ? Math.max(0, Math.min(barWidth - total, cells(previous[i]) - total)) : 0;
			const kept = total - pendingCells - hintCells;
			left.push(
				targeted(
					line(
						seg(isCursor ? '▶ ' : '  ', 'cursor'),
						seg(padRight(rowName(i), labelWidth), isCursor ? 'cursor' : 'dim'),
						seg(' │ ', 'dim'),
						seg('●'.repeat(kept), isCursor ? 'strong' : undefined),
						seg('◆'.repeat(hintCells), 'hint'),
						seg('○'.repeat(pendingCells), 'cursor'),
						seg('·'.repeat(ghost), 'computer'),
						seg(' '.repeat(Math.max(0, barWidth - kept - hintCells - pendingCells - ghost))),
						seg(` ${padLeft(numbers[i]!, numberWidth)}`, isCursor ? 'strong' : undefined),
					),
					`row:${i}`,
				),
			);
		}
		if (input.compact) return left.slice(0, height);
		const both = active && pointer.row === 2;
		left.push(
			targeted(
				line(
					seg(both ? '▶ ' : '  ', 'cursor'),
					seg(padRight(rowName(2), labelWidth), both ? 'cursor' : 'dim'),
					seg(' │ ', 'dim'),
					seg(board2Words('wythoffSameFromEach'), 'dim'),
				),
				'row:2',
			),
		);
		left.push([]);
		if (pending && active) left.push(line(seg('  ▶ ', 'cursor'), seg(board.pending(p, pointer) ?? '', 'cursor')));
		if (hint && input.hint) left.push(line(seg('  ◆ ', 'hint'), seg(input.hint.words, 'hint')));
		if (last && input.last) left.push(line(seg('  ◀ ', 'computer'), seg(input.last.words, 'computer')));
		if (unit > 1n) left.push(line(seg(board2Words('wythoffScaled', {unit: formatInt(unit)}), 'dim')));
		if (gridLines.length > 0) {
			left.push([], line(seg(board2Words('wythoffQueen'), 'dim')));
			if (input.hints) left.push(line(seg(board2Words('wythoffLosing'), 'hint')));
		} else if (largest > BigInt(maxGridSide)) {
			left.push(line(seg(board2Words('wythoffTooLarge'), 'dim')));
		}
		return besideLines(left, gridLines, leftWidth, 3).slice(0, height);
	},
	// The words are chosen when they are shown, in the language in force.
	get keys() {
		return [
			{keys: '↑↓', action: board2Words('wythoffKeyRow')},
			{keys: '←→ 0-9', action: board2Words('wythoffKeyAmount')},
			{keys: 'enter', action: board2Words('wythoffKeyTake')},
		];
	},
	get howTo() {
		return [board2Words('wythoffHowToRow'), board2Words('wythoffHowToAmount'), board2Words('wythoffHowToGrid'), board2Words('wythoffHowToPairs')];
	},
};

export default board;
