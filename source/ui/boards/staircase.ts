/**
 * Staircase (Georgia and Bob): chips on a number line, the wall at its left.
 * ←→ pick a chip, ↑↓ or digits say how many cells it slides left, Enter
 * moves it. With hints on, the empty cells left of each chip (the gaps) are
 * written under the line, the counted ones (inside the pairs) marked.
 * Coordinates too large for a line are drawn as chips and gap lengths.
 */
import {staircase, type StaircasePosition} from '../../engine/games/staircase.js';
import {intToJson} from '../../engine/input.js';
import {formatInt, line, seg, type Line, type Segment} from '../lines.js';
import {jsonBig, jsonField, spokenList, targetIndex, type Board, type MarkedMove} from './types.js';
import {board2Words} from '../../i18n/boards2/index.js';

export interface StaircasePointer {
	/** Index of the chip (chips are sorted left to right). */
	readonly chip: number;
	/** Cells to slide left. */
	readonly by: bigint;
	readonly typed: string | null;
}

/** The empty cells left of chip i (down to the previous chip or the wall). */
function gapOf(p: StaircasePosition, i: number): bigint {
	const floor = i === 0 ? 0n : p.chips[i - 1]!;
	return p.chips[i]! - floor - 1n;
}

function readMove(marked: MarkedMove<StaircasePosition> | null): {from: bigint; to: bigint} | null {
	if (!marked) return null;
	const from = jsonBig(jsonField(marked.move, 'from'));
	const to = jsonBig(jsonField(marked.move, 'to'));
	return from === null || to === null ? null : {from, to};
}

function movable(p: StaircasePosition, from: number, dir: 1 | -1): number {
	for (let i = from + dir; i >= 0 && i < p.chips.length; i += dir) if (gapOf(p, i) > 0n) return i;
	return from;
}

function fresh(p: StaircasePosition, chip: number): StaircasePointer {
	return {chip, by: gapOf(p, chip) > 0n ? 1n : 0n, typed: null};
}

/** Whether chip i's gap counts in the nim-sum: pairs are formed from the right. */
function counted(count: number, i: number): boolean {
	return (count - 1 - i) % 2 === 0;
}

const maxLineCells = 200;

const board: Board<StaircasePosition, StaircasePointer> = {
	game: staircase,
	init(p) {
		const last = p.chips.length - 1;
		return fresh(p, gapOf(p, last) > 0n ? last : movable(p, last, -1));
	},
	settle(p, pointer) {
		const chip = Math.min(pointer.chip, p.chips.length - 1);
		return fresh(p, gapOf(p, chip) > 0n ? chip : movable(p, chip, -1) !== chip ? movable(p, chip, -1) : movable(p, chip, 1));
	},
	key(p, pointer, key) {
		switch (key.kind) {
			case 'left':
			case 'right': {
				const chip = movable(p, pointer.chip, key.kind === 'left' ? -1 : 1);
				const gap = gapOf(p, chip);
				return {pointer: {chip, by: pointer.by >= 1n && pointer.by <= gap ? pointer.by : gap > 0n ? 1n : 0n, typed: null}};
			}
			case 'up':
			case 'down': {
				const gap = gapOf(p, pointer.chip);
				let by = pointer.by + (key.kind === 'up' ? 1n : -1n);
				if (by > gap) by = gap;
				if (by < 1n) by = gap > 0n ? 1n : 0n;
				return {pointer: {...pointer, by, typed: null}};
			}
			case 'digit': {
				const typed = `${pointer.typed ?? ''}${key.digit}`.replace(/^0+(?=\d)/, '').slice(0, 40);
				return {pointer: {...pointer, by: BigInt(typed), typed}};
			}
			case 'backspace': {
				const typed = (pointer.typed ?? pointer.by.toString()).slice(0, -1);
				return {pointer: {...pointer, by: typed === '' ? 0n : BigInt(typed), typed}};
			}
			case 'select':
			case 'confirm': {
				if (pointer.by < 1n) return {pointer, error: board2Words('stairChooseFirst')};
				const from = p.chips[pointer.chip]!;
				const to = from - pointer.by;
				if (to < 1n) return {pointer, error: board2Words('stairTooFar', {from, gap: gapOf(p, pointer.chip)})};
				return {pointer: {...pointer, typed: null}, move: {from: intToJson(from), to: intToJson(to)}};
			}
			case 'cancel': {
				const reset = fresh(p, pointer.chip);
				if (pointer.typed === null && pointer.by === reset.by) return null;
				return {pointer: reset};
			}
			case 'pick': {
				const chip = targetIndex(key.target, 'chip', p.chips.length);
				if (chip !== null) return {pointer: chip === pointer.chip ? pointer : fresh(p, chip)};
				// An empty cell left of the chosen chip, within its reach: the chip is to slide there.
				const cell = /^cell:(\d{1,9})$/.exec(key.target);
				const from = p.chips[pointer.chip];
				if (!cell || from === undefined) return {pointer};
				const by = from - BigInt(cell[1]!);
				return {pointer: by >= 1n && by <= gapOf(p, pointer.chip) ? {...pointer, by, typed: null} : pointer};
			}
		}
	},
	at: (p, pointer) => {
		const from = p.chips[pointer.chip];
		return from === undefined ? null : `cell:${from - pointer.by}`;
	},
	pending(p, pointer) {
		const from = p.chips[pointer.chip];
		if (from === undefined || pointer.by < 1n) return null;
		const gap = gapOf(p, pointer.chip);
		if (pointer.by > gap) return board2Words('stairPendingTooFar', {from, by: pointer.by, gap});
		return board2Words('stairPending', {from, to: from - pointer.by});
	},
	speak(p, pointer) {
		const chips =
			p.chips.length === 0
				? board2Words('stairNoChips')
				: board2Words('stairChipsOn', {steps: spokenList(p.chips.length, i => formatInt(p.chips[i]!, 24), 'chip', 'comma')});
		const at = p.chips[pointer.chip];
		return {position: [chips], cursor: at === undefined ? null : board2Words('stairCursor', {step: formatInt(at, 24), by: formatInt(pointer.by, 24)})};
	},
	draw(input) {
		const {position: p, pointer, width, height, active} = input;
		const chips = p.chips;
		const count = chips.length;
		const hint = readMove(input.hint);
		const last = readMove(input.last);
		const from = active ? chips[pointer.chip] : undefined;
		const target = from !== undefined && pointer.by >= 1n && pointer.by <= gapOf(p, pointer.chip) ? from - pointer.by : null;
		const rightmost = chips[count - 1]!;
		const lines: Line[] = [];
		const span = Number(rightmost > (last?.from ?? 0n) ? rightmost : last!.from);
		if (rightmost <= BigInt(maxLineCells) && span * 2 + 6 <= width) {
			// One cell per position, two columns each.
			const chipSet = new Set(chips.map(Number));
			const cells: Segment[] = [seg('  ▐', 'dim')];
			const marks: Segment[] = [seg('   ')];
			const ruler: string[] = Array.from({length: 3 + span * 2 + 2}, () => ' ');
			for (let x = 1; x <= span; x++) {
				const X = BigInt(x);
				let glyph: Segment;
				if (chipSet.has(x)) glyph = seg('●', from === X ? 'cursor' : 'strong');
				else if (target === X) glyph = seg('○', 'cursor');
				else if (hint && hint.to === X) glyph = seg('◆', 'hint');
				else if (last && last.from === X) glyph = seg('×', 'computer');
				else glyph = seg('·', 'dim');
				const chip = chipSet.has(x) ? chips.indexOf(X) : -1;
				cells.push(seg(' '), {...glyph, target: chip >= 0 ? `chip:${chip}` : `cell:${x}`});
				let mark = seg('  ');
				if (from === X) mark = seg(' ▲', 'cursor');
				else if (hint && hint.from === X) mark = seg(' ◆', 'hint');
				else if (last && last.to === X) mark = seg(' ◀', 'computer');
				marks.push(mark);
				if (x === 1 || x % 5 === 0)
					[...String(x)].forEach((ch, j) => {
						ruler[3 + (x - 1) * 2 + 1 + j] = ch;
					});
			}
			lines.push(cells, line(seg(ruler.join('').trimEnd(), 'dim')), marks);
			if (input.hints) {
				// Under the right chip of each pair: the empty cells inside the pair (a Nim heap).
				const gaps: string[] = Array.from({length: 3 + span * 2 + 8}, () => ' ');
				chips.forEach((c, i) => {
					if (!counted(count, i)) return;
					const text = formatInt(gapOf(p, i), 6);
					const at = 3 + (Number(c) - 1) * 2 + 1;
					[...text].forEach((ch, j) => {
						if (at + j < gaps.length) gaps[at + j] = ch;
					});
				});
				lines.push(line(seg(gaps.join('').trimEnd(), 'hint')));
				lines.push(line(seg(board2Words('stairUnderPairs'), 'dim')));
			}
		} else {
			// Too long to draw cell by cell: chips and the gaps between them.
			const parts: Segment[] = [seg(board2Words('stairWall'), 'dim')];
			chips.forEach((c, i) => {
				const gap = formatInt(gapOf(p, i), 12);
				parts.push(seg(` ─${input.hints && counted(count, i) ? `[${gap}]` : gap}─ `, input.hints ? 'hint' : 'dim'));
				const isCursor = from === c;
				parts.push(seg(isCursor ? `▶●${formatInt(c, 14)}` : `●${formatInt(c, 14)}`, isCursor ? 'cursor' : hint?.from === c ? 'hint' : 'strong'));
			});
			lines.push(parts);
			if (!input.compact) lines.push(line(seg(board2Words('stairTooFarApart'), 'dim')));
		}
		if (input.compact) return lines.slice(0, height);
		lines.push([]);
		lines.push(line(seg(board2Words('stairRule'), 'dim')));
		const notes: Segment[] = [];
		if (input.hint) notes.push(seg(`  ◆ ${input.hint.words}`, 'hint'));
		if (input.last) notes.push(seg(`  ◀ ${input.last.words}`, 'computer'));
		if (notes.length > 0) lines.push(notes);
		return lines.slice(0, height);
	},
	// The words are chosen when they are shown, in the language in force.
	get keys() {
		return [
			{keys: '←→', action: board2Words('stairKeyChip')},
			{keys: '↑↓ 0-9', action: board2Words('stairKeyDistance')},
			{keys: 'enter', action: board2Words('stairKeyMove')},
		];
	},
	get howTo() {
		return [board2Words('stairHowToPick'), board2Words('stairHowToWall'), board2Words('stairHowToGaps')];
	},
};

export default board;
