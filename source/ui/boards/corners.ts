/**
 * Turning corners: the grid of lamps with coordinates on the axes (y up, x
 * right). Enter on a lit lamp (x, y) picks it; the cursor then chooses the
 * opposite corner (a, b), a < x and b < y, and the four corners that would
 * toggle are marked; Enter plays. Lamps too far out to draw (coordinates up
 * to 2^64) are listed instead, and the corner is typed: a, Space, b.
 */
import {corners, type Cell, type CornersPosition} from '../../engine/games/corners.js';
import {intToJson} from '../../engine/input.js';
import {formatInt, line, padLeft, seg, wrapText, type Line, type Segment} from '../lines.js';
import {jsonBig, spokenList, targeted, targetIndex, type Board} from './types.js';
import type {Json} from '../../engine/types.js';
import {board3Words} from '../../i18n/boards3/index.js';

export interface CornersPointer {
	/** Grid mode: the cell under the cursor. */
	readonly x: bigint;
	readonly y: bigint;
	/** List mode: the lamp under the cursor. */
	readonly lamp: number;
	/** The lamp picked as the move's far corner (x, y). */
	readonly from: Cell | null;
	/** List mode: the typed corner, "a b". */
	readonly typed: string;
}

/** Grids up to this coordinate are drawn; beyond, the lamps are listed. */
const maxGrid = 40;

function extent(p: CornersPosition): [bigint, bigint] {
	let mx = 1n;
	let my = 1n;
	for (const [x, y] of p.lit) {
		if (x > mx) mx = x;
		if (y > my) my = y;
	}
	return [mx, my];
}

function gridMode(p: CornersPosition): boolean {
	const [mx, my] = extent(p);
	return mx <= BigInt(maxGrid) && my <= BigInt(maxGrid);
}

function isLit(p: CornersPosition, x: bigint, y: bigint): boolean {
	return p.lit.some(c => c[0] === x && c[1] === y);
}

function cellJson(c: Cell): Json {
	return [intToJson(c[0]), intToJson(c[1])];
}

function readCell(json: Json | undefined): Cell | null {
	if (!Array.isArray(json) || json.length !== 2) return null;
	const x = jsonBig(json[0]);
	const y = jsonBig(json[1]);
	return x === null || y === null ? null : [x, y];
}

function readMove(move: Json | null | undefined): {from: Cell; to: Cell} | null {
	if (typeof move !== 'object' || move === null || Array.isArray(move)) return null;
	const from = readCell(move['from']);
	const to = readCell(move['to']);
	return from && to ? {from, to} : null;
}

function cornersOf(m: {from: Cell; to: Cell}): Cell[] {
	const [x, y] = m.from;
	const [a, b] = m.to;
	return [
		[x, y],
		[a, y],
		[x, b],
		[a, b],
	];
}

function has(cells: readonly Cell[], x: bigint, y: bigint): boolean {
	return cells.some(c => c[0] === x && c[1] === y);
}

function cellText(c: Cell): string {
	return `(${formatInt(c[0])}, ${formatInt(c[1])})`;
}

function start(p: CornersPosition): CornersPointer {
	const top = p.lit.find(c => c[0] >= 1n && c[1] >= 1n) ?? p.lit[0] ?? ([0n, 0n] as const);
	return {x: top[0], y: top[1], lamp: Math.max(0, p.lit.indexOf(top as Cell)), from: null, typed: ''};
}

/** The corner typed in list mode, "a b", or null while incomplete. */
function typedCorner(typed: string): Cell | null {
	const parts = typed.trim().split(/\s+/);
	if (parts.length !== 2 || parts.some(s => !/^\d+$/.test(s))) return null;
	return [BigInt(parts[0]!), BigInt(parts[1]!)];
}

const board: Board<CornersPosition, CornersPointer> = {
	game: corners,
	init: start,
	settle(p, pointer) {
		if (!gridMode(p)) return {...start(p), lamp: Math.min(pointer.lamp, Math.max(0, p.lit.length - 1))};
		const [mx, my] = extent(p);
		return {x: pointer.x > mx ? mx : pointer.x, y: pointer.y > my ? my : pointer.y, lamp: 0, from: null, typed: ''};
	},
	key(p, pointer, key, hint) {
		if (!gridMode(p)) {
			switch (key.kind) {
				case 'up':
				case 'down':
				case 'left':
				case 'right': {
					if (pointer.from) return {pointer};
					const dir = key.kind === 'up' || key.kind === 'left' ? -1 : 1;
					return {pointer: {...pointer, lamp: Math.max(0, Math.min(p.lit.length - 1, pointer.lamp + dir))}};
				}
				case 'digit':
					if (!pointer.from) return {pointer, error: board3Words('cornersPickFirst')};
					return {pointer: {...pointer, typed: `${pointer.typed}${key.digit}`.slice(0, 50)}};
				case 'select':
					if (pointer.from) return {pointer: {...pointer, typed: pointer.typed.endsWith(' ') || pointer.typed === '' ? pointer.typed : `${pointer.typed} `}};
					return board.key(p, pointer, {kind: 'confirm'});
				case 'backspace':
					return {pointer: {...pointer, typed: pointer.typed.slice(0, -1)}};
				case 'confirm': {
					if (!pointer.from) {
						const lamp = p.lit[pointer.lamp];
						if (!lamp) return {pointer, error: board3Words('cornersNoLamp')};
						if (lamp[0] === 0n || lamp[1] === 0n) return {pointer, error: board3Words('cornersLampOnAxis', {cell: cellText(lamp)})};
						return {pointer: {...pointer, from: lamp, typed: ''}};
					}
					const to = typedCorner(pointer.typed);
					if (!to) return {pointer, error: board3Words('cornersTypeCorner')};
					return {pointer, move: {from: cellJson(pointer.from), to: cellJson(to)}};
				}
				case 'cancel':
					if (!pointer.from) return null;
					return {pointer: {...pointer, from: null, typed: ''}};
				case 'pick': {
					const lamp = targetIndex(key.target, 'lamp', p.lit.length);
					return {pointer: lamp === null || pointer.from ? pointer : {...pointer, lamp}};
				}
			}
		}
		const [mx, my] = extent(p);
		switch (key.kind) {
			case 'left':
				return {pointer: {...pointer, x: pointer.x > 0n ? pointer.x - 1n : 0n}};
			case 'right':
				return {pointer: {...pointer, x: pointer.x < mx ? pointer.x + 1n : mx}};
			case 'down':
				return {pointer: {...pointer, y: pointer.y > 0n ? pointer.y - 1n : 0n}};
			case 'up':
				return {pointer: {...pointer, y: pointer.y < my ? pointer.y + 1n : my}};
			case 'digit':
			case 'backspace':
				return {pointer};
			case 'select':
			case 'confirm': {
				if (!pointer.from) {
					if (!isLit(p, pointer.x, pointer.y)) return {pointer, error: board3Words('cornersNotLit', {cell: `(${pointer.x}, ${pointer.y})`})};
					if (pointer.x === 0n || pointer.y === 0n) return {pointer, error: board3Words('cornersOnAxis', {cell: `(${pointer.x}, ${pointer.y})`})};
					// The corner starts where the hint's move has it, for this lamp; else at the nearest corner, one step down and left.
					const hinted = readMove(hint);
					const from: Cell = [pointer.x, pointer.y];
					const onHint = hinted !== null && hinted.from[0] === from[0] && hinted.from[1] === from[1];
					return {pointer: {...pointer, from, x: onHint ? hinted.to[0] : from[0] - 1n, y: onHint ? hinted.to[1] : from[1] - 1n}};
				}
				return {pointer, move: {from: cellJson(pointer.from), to: cellJson([pointer.x, pointer.y])}};
			}
			case 'cancel':
				if (!pointer.from) return null;
				return {pointer: {...pointer, x: pointer.from[0], y: pointer.from[1], from: null}};
			case 'pick': {
				const cell = /^cell:(\d{1,9}),(\d{1,9})$/.exec(key.target);
				if (!cell) return {pointer};
				const x = BigInt(cell[1]!);
				const y = BigInt(cell[2]!);
				return {pointer: x <= mx && y <= my ? {...pointer, x, y} : pointer};
			}
		}
	},
	at: (p, pointer) => (gridMode(p) ? `cell:${pointer.x},${pointer.y}` : `lamp:${pointer.lamp}`),
	pending(p, pointer) {
		if (!pointer.from) {
			if (!gridMode(p)) {
				const lamp = p.lit[pointer.lamp];
				return lamp ? board3Words('cornersPendingLamp', {cell: cellText(lamp)}) : null;
			}
			return isLit(p, pointer.x, pointer.y) ? board3Words('cornersPendingFar', {cell: `(${pointer.x}, ${pointer.y})`}) : null;
		}
		const to = gridMode(p) ? ([pointer.x, pointer.y] as Cell) : typedCorner(pointer.typed);
		if (!to) return board3Words('cornersPendingTyped', {cell: cellText(pointer.from), typed: pointer.typed || '…'});
		const corners4 = cornersOf({from: pointer.from, to});
		return board3Words('cornersPendingToggle', {cells: corners4.map(cellText).join(' ')});
	},
	speak(p, pointer) {
		const position = [
			p.lit.length === 0
				? board3Words('cornersNoneLit')
				: board3Words('cornersLitAt', {cells: spokenList(p.lit.length, i => cellText(p.lit[i]!), 'lamp', 'comma')}),
		];
		const from = pointer.from === null ? '' : board3Words('cornersFarPicked', {cell: cellText(pointer.from)});
		const under = gridMode(p)
			? board3Words(isLit(p, pointer.x, pointer.y) ? 'cornersCellLit' : 'cornersCellDark', {cell: cellText([pointer.x, pointer.y])})
			: p.lit[pointer.lamp]
				? board3Words('cornersLampSelected', {cell: cellText(p.lit[pointer.lamp]!)})
				: null;
		return {position, cursor: under === null ? null : `${under}${from}`};
	},
	draw(input) {
		const {position: p, pointer, width, height, active} = input;
		const hint = readMove(input.hint?.move);
		const last = readMove(input.last?.move);
		const lines: Line[] = [];
		if (!gridMode(p)) {
			p.lit.slice(0, Math.max(1, height - 3)).forEach((c, i) => {
				const isCursor = active && pointer.lamp === i;
				const picked = pointer.from && pointer.from[0] === c[0] && pointer.from[1] === c[1];
				lines.push(
					targeted(
						line(
							seg(isCursor ? '▶ ' : '  ', 'cursor'),
							seg(board3Words('cornersLamp', {cell: cellText(c)}), picked ? 'select' : isCursor ? 'cursor' : 'strong'),
							seg(hint && hint.from[0] === c[0] && hint.from[1] === c[1] ? board3Words('cornersHintCorner', {cell: cellText(hint.to)}) : '', 'hint'),
						),
						`lamp:${i}`,
					),
				);
			});
			if (p.lit.length > height - 3) lines.push(line(seg(board3Words('cornersMoreLamps', {n: p.lit.length - (height - 3)}), 'dim')));
			if (pointer.from && active) lines.push(line(seg(board3Words('cornersTyping'), 'cursor'), seg(pointer.typed, 'strong'), seg('▏', 'cursor')));
			lines.push(line(seg(board3Words('cornersTooLarge'), 'dim')));
			return lines.slice(0, height);
		}
		const [mx, my] = extent(p);
		const cols = Number(mx) + 1;
		const rows = Number(my) + 1;
		const labelWidth = String(my).length;
		const pendingTo: Cell | null = active && pointer.from ? [pointer.x, pointer.y] : null;
		const pendingCorners =
			pointer.from && pendingTo && pendingTo[0] < pointer.from[0] && pendingTo[1] < pointer.from[1] ? cornersOf({from: pointer.from, to: pendingTo}) : [];
		const hintCorners = hint ? cornersOf(hint) : [];
		const lastCorners = last ? cornersOf(last) : [];
		const cellWidth = 3;
		const room = Math.max(2, height - 4);
		const shownRows = Math.min(rows, room);
		const focusY = active ? Number(pointer.y) : hint ? Number(hint.from[1]) : rows - 1;
		const topY = Math.min(rows - 1, Math.max(shownRows - 1, focusY + Math.floor(shownRows / 2)));
		const maxCols = Math.max(1, Math.floor((width - labelWidth - 4) / cellWidth));
		const shownCols = Math.min(cols, maxCols);
		const focusX = active ? Number(pointer.x) : 0;
		const leftX = Math.max(0, Math.min(cols - shownCols, focusX - Math.floor(shownCols / 2)));
		for (let yy = topY; yy > topY - shownRows; yy--) {
			const y = BigInt(yy);
			const parts: Segment[] = [seg(`  ${padLeft(String(yy), labelWidth)} │`, 'dim')];
			for (let xx = leftX; xx < leftX + shownCols; xx++) {
				const x = BigInt(xx);
				const lit = isLit(p, x, y);
				let glyph = lit ? '●' : '·';
				let tone: Segment['tone'] = lit ? 'strong' : 'dim';
				if (has(pendingCorners, x, y)) {
					glyph = lit ? '○' : '◎';
					tone = 'cursor';
				} else if (has(hintCorners, x, y)) {
					// Filled where the lamp is lit (it goes out), hollow where it is dark (it lights up).
					glyph = lit ? '◆' : '◇';
					tone = 'hint';
				}
				const isCursor = active && pointer.x === x && pointer.y === y;
				const picked = pointer.from !== null && pointer.from[0] === x && pointer.from[1] === y;
				const wasLast = has(lastCorners, x, y);
				const text = isCursor ? `[${glyph}]` : picked ? `<${glyph}>` : wasLast ? `(${glyph})` : ` ${glyph} `;
				parts.push({...seg(text, isCursor ? 'cursor' : picked ? 'select' : wasLast && tone !== 'hint' ? 'computer' : tone), target: `cell:${x},${y}`});
			}
			lines.push(parts);
		}
		lines.push(line(seg(`  ${' '.repeat(labelWidth)} └${'─'.repeat(shownCols * cellWidth)}`, 'dim')));
		const axis = Array.from({length: labelWidth + 4 + shownCols * cellWidth + 3}, () => ' ');
		const step = shownCols <= 12 ? 1 : 5;
		for (let xx = leftX; xx < leftX + shownCols; xx++) {
			if (xx % step !== 0) continue;
			[...String(xx)].forEach((ch, j) => {
				axis[labelWidth + 4 + (xx - leftX) * cellWidth + 1 + j] = ch;
			});
		}
		lines.push(line(seg(axis.join('').trimEnd(), 'dim')));
		// A grid taller or wider than the room shows a window that follows the cursor: say so first.
		const cropped = [
			shownRows < rows ? board3Words('cornersRows', {from: topY - shownRows + 1, to: topY, last: rows - 1}) : '',
			shownCols < cols ? board3Words('cornersColumns', {from: leftX, to: leftX + shownCols - 1, last: cols - 1}) : '',
		]
			.filter(Boolean)
			.join(board3Words('commaSeparator'));
		if (cropped !== '')
			lines.push(line(seg(board3Words('cornersShowing', {cropped, how: board3Words(active ? 'cornersScrolls' : 'cornersAllInGame')}), 'dim')));
		if (input.compact) return lines.slice(0, height);
		const legend =
			pointer.from && active
				? board3Words('cornersLegendPicked')
				: // Enter picks only where the board takes a move (in a lesson's question about the board, Enter answers).
					`${board3Words('cornersLegendLit')}${active ? board3Words('cornersLegendEnter') : ''}${hint ? board3Words('cornersLegendHint') : ''}`;
		// Wrapped, never cut: the legend says what the marks mean.
		for (const text of wrapText(legend.trim(), Math.max(20, width - 2))) lines.push(line(seg(`  ${text}`, 'dim')));
		if (last && input.last) {
			for (const text of wrapText(board3Words('cornersLastCorners', {words: input.last.words}), Math.max(20, width - 2)))
				lines.push(line(seg(`  ${text}`, 'computer')));
		}
		return lines.slice(0, height);
	},
	// The words are chosen when they are shown, in the language in force.
	get keys() {
		return [
			{keys: board3Words('cornersKeyArrows'), action: board3Words('cornersKeyCell')},
			{keys: 'enter', action: board3Words('cornersKeyPick')},
			{keys: 'esc', action: board3Words('cornersKeyDrop')},
		];
	},
	get howTo() {
		return [
			board3Words('cornersHowToMove'),
			board3Words('cornersHowToPick'),
			board3Words('cornersHowToMarks'),
			board3Words('cornersHowToList'),
			board3Words('cornersHowToValues'),
		];
	},
};

export default board;
