/**
 * Coin turning: the row of H and T with a position ruler under it. The cursor
 * (▲) walks the row; Space picks coins; Enter turns the coins of the move
 * shown, drawn in brackets and named under the board: the picked coins and
 * the one under the cursor. Where the rule fixes the shape, the run comes
 * from its end (Consecutive: the K coins ending at the cursor; Ruler: the
 * run from a picked coin to the cursor): the game says which coins a pick
 * and the cursor stand for (`coinMoveAt`), the board only moves them. With
 * hints on, each head's value under the rule is written below it.
 *
 * Keys: ←→ move, ↑↓ jump to the next head, digits jump to a coin number,
 * Space pick, Enter flip, Esc clear the picks.
 */
import {coinMoveAt, coinValue, coins, type CoinsPosition} from '../../engine/games/coins.js';
import {line, padLeft, seg, windowStart, wrapText, type Line, type Segment} from '../lines.js';
import type {Board, MarkedMove} from './types.js';
import {spokenItems, targetIndex} from './types.js';
import {jsonField} from './types.js';
import {moveWords} from '../../i18n/explain/index.js';
import {board3Words} from '../../i18n/boards3/index.js';

export interface CoinsPointer {
	/** The coin under the cursor, 1-based. */
	readonly cursor: number;
	/** Picked coins, ascending. */
	readonly picked: readonly number[];
	/** Digits typed to jump to a coin. */
	readonly typed: string;
}

function flipsOf(marked: MarkedMove<CoinsPosition> | null): number[] {
	if (!marked) return [];
	const raw = jsonField(marked.move, 'flip');
	return Array.isArray(raw) ? raw.filter((v): v is number => typeof v === 'number') : [];
}

function isHead(p: CoinsPosition, x: number): boolean {
	return p.coins[x - 1] === 'H';
}

function nextHead(p: CoinsPosition, from: number, dir: 1 | -1): number {
	for (let x = from + dir; x >= 1 && x <= p.coins.length; x += dir) if (isHead(p, x)) return x;
	return from;
}

function lastHead(p: CoinsPosition): number {
	const i = p.coins.lastIndexOf('H');
	return i < 0 ? 1 : i + 1;
}

/**
 * The coins Enter turns, ascending: what the board brackets and the preview
 * names. The game says which (the picked coins and the cursor's, or where
 * its rule fixes the shape, the run that the picks and the cursor mark).
 */
export function plannedFlip(p: CoinsPosition, pointer: CoinsPointer): number[] {
	return [...coinMoveAt(p, pointer.picked, pointer.cursor).move.flip];
}

/** The engine's words for turning these coins ("flip 8, 6 and 3", "flip 4 to 8"), so the preview reads as the move will. */
function flipText(p: CoinsPosition, flip: readonly number[]): string {
	return moveWords(coins, p, {flip: [...flip]});
}

/** The rule's line in the language in force (the catalog keys each by the rule's id): which coins a move turns. */
export function coinsRuleWords(p: CoinsPosition): string {
	return board3Words(`coinsTurn_${p.rule}`, {k: p.k});
}

/** Why the coins Enter turns are these ("the run of 3 ending at the cursor"), where the rule fixes them. */
function shapeWords(kind: 'run-ending' | 'run-from', p: CoinsPosition, pointer: CoinsPointer): string {
	return kind === 'run-from' ? board3Words('coinsShapeRuler', {from: pointer.picked[0]!}) : board3Words('coinsShapeRun', {k: p.k});
}

const list = (coins: readonly number[]) => coins.join(board3Words('commaSeparator'));

const board: Board<CoinsPosition, CoinsPointer> = {
	game: coins,
	init: p => ({cursor: lastHead(p), picked: [], typed: ''}),
	settle(p, pointer) {
		const cursor = Math.min(Math.max(1, pointer.cursor), p.coins.length);
		return {cursor: isHead(p, cursor) ? cursor : lastHead(p), picked: [], typed: ''};
	},
	key(p, pointer, key) {
		const n = p.coins.length;
		switch (key.kind) {
			case 'left':
				return {pointer: {...pointer, cursor: Math.max(1, pointer.cursor - 1), typed: ''}};
			case 'right':
				return {pointer: {...pointer, cursor: Math.min(n, pointer.cursor + 1), typed: ''}};
			case 'up':
				return {pointer: {...pointer, cursor: nextHead(p, pointer.cursor, 1), typed: ''}};
			case 'down':
				return {pointer: {...pointer, cursor: nextHead(p, pointer.cursor, -1), typed: ''}};
			case 'digit': {
				const typed = `${pointer.typed}${key.digit}`.replace(/^0+/, '').slice(0, 8);
				const x = Number(typed);
				if (x >= 1 && x <= n) return {pointer: {...pointer, cursor: x, typed}};
				return {pointer: {...pointer, typed: ''}, error: board3Words('coinsNoCoin', {typed: typed || 0, n})};
			}
			case 'backspace':
				if (pointer.typed !== '') return {pointer: {...pointer, typed: pointer.typed.slice(0, -1)}};
				return {pointer: {...pointer, picked: pointer.picked.slice(0, -1)}};
			case 'select': {
				const x = pointer.cursor;
				const picked = pointer.picked.includes(x) ? pointer.picked.filter(y => y !== x) : [...pointer.picked, x].sort((a, b) => a - b);
				return {pointer: {...pointer, picked, typed: ''}};
			}
			case 'confirm':
				return {pointer: {...pointer, typed: ''}, move: {flip: plannedFlip(p, pointer)}};
			case 'cancel':
				if (pointer.picked.length === 0 && pointer.typed === '') return null;
				return {pointer: {...pointer, picked: [], typed: ''}};
			case 'pick': {
				const x = targetIndex(key.target, 'coin', n + 1);
				return {pointer: x === null || x < 1 ? pointer : {...pointer, cursor: x, typed: ''}};
			}
		}
	},
	at: (_p, pointer) => `coin:${pointer.cursor}`,
	pending(p, pointer) {
		const {move, shapeKind} = coinMoveAt(p, pointer.picked, pointer.cursor);
		const flip = move.flip;
		if (shapeKind !== null) return board3Words('coinsShaped', {flip: flipText(p, flip), shape: shapeWords(shapeKind, p, pointer)});
		if (pointer.picked.length === 0) return board3Words('coinsAlone', {flip: flipText(p, flip)});
		return pointer.picked.includes(pointer.cursor) ? flipText(p, flip) : board3Words('coinsWithPicked', {flip: flipText(p, flip)});
	},
	draw(input) {
		const {position: p, pointer, width, height, active} = input;
		const n = p.coins.length;
		const hintFlips = flipsOf(input.hint);
		const lastFlips = flipsOf(input.last);
		const cell = Math.max(3, String(n).length + 1);
		const perRow = Math.max(1, Math.floor((width - 2) / cell));
		// A window of coins around the cursor (or the hint) when the row is long.
		const hinted = hintFlips[hintFlips.length - 1] ?? null;
		const start = 1 + windowStart(n, perRow, (active ? pointer.cursor : (hinted ?? lastHead(p))) - 1, hinted === null ? null : hinted - 1);
		const end = Math.min(n, start + perRow - 1);
		const coinsLine: Segment[] = [seg('  ')];
		const ruler: Segment[] = [seg('  ')];
		const marks: Segment[] = [seg('  ')];
		const values: Segment[] = [seg('  ')];
		let anyMark = false;
		const planned = active ? plannedFlip(p, pointer) : [];
		for (let x = start; x <= end; x++) {
			const head = isHead(p, x);
			const picked = active && planned.includes(x);
			const isCursor = active && pointer.cursor === x;
			const face = head ? 'H' : 'T';
			const target = `coin:${x}`;
			coinsLine.push({...seg(padLeft(picked ? `[${face}]` : `${face} `, cell), isCursor ? 'cursor' : picked ? 'select' : head ? 'strong' : 'dim'), target});
			ruler.push({...seg(padLeft(`${x} `, cell), isCursor ? 'cursor' : 'dim'), target});
			let mark: Segment = seg(' '.repeat(cell));
			if (isCursor) mark = seg(padLeft('▲ ', cell), 'cursor');
			else if (hintFlips.includes(x)) mark = seg(padLeft('◆ ', cell), 'hint');
			else if (lastFlips.includes(x)) mark = seg(padLeft('◀ ', cell), 'computer');
			if (mark.tone) anyMark = true;
			marks.push(mark);
			values.push(seg(head ? padLeft(`${coinValue(p.rule, p.k, x)} `, cell) : ' '.repeat(cell), 'hint'));
		}
		const lines: Line[] = [];
		if (start > 1 || end < n) {
			const more = `${start > 1 ? board3Words('coinsMoreLeft') : ''}${end < n ? board3Words('coinsMoreRight') : ''}`;
			lines.push(line(seg(`${board3Words('coinsWindow', {from: start, to: end, n})}${more}`, 'dim')));
		}
		lines.push(coinsLine, ruler);
		if (anyMark || active) lines.push(marks);
		if (input.hints) lines.push([...values, seg(board3Words('coinsValues'), 'dim')]);
		if (!input.compact) lines.push([]);
		// Wrapped to the board's width: a frame that clips (the setup's preview) must not cut the rule short.
		const rule = board3Words('coinsRule', {turns: coinsRuleWords(p)});
		for (const t of wrapText(rule, width - 2)) lines.push(line(seg(`  ${t}`, 'dim')));
		if (input.compact) return lines.slice(0, height);
		const notes: Segment[] = [];
		if (active && planned.length > 1) notes.push(seg(board3Words('coinsEnterTurns', {coins: list([...planned].reverse())}), 'select'));
		if (input.hint) notes.push(seg(`  ◆ ${input.hint.words}`, 'hint'));
		if (input.last) notes.push(seg(`  ◀ ${input.last.words}`, 'computer'));
		if (notes.length > 0) lines.push(notes);
		return lines.slice(0, height);
	},
	speak(p, pointer) {
		const heads: number[] = [];
		for (let i = p.coins.indexOf('H'); i >= 0; i = p.coins.indexOf('H', i + 1)) heads.push(i + 1);
		const shown = list(heads.slice(0, spokenItems)) + (heads.length > spokenItems ? board3Words('coinsHeadsMore', {n: heads.length - spokenItems}) : '');
		const n = p.coins.length;
		const position = [heads.length === 0 ? board3Words('coinsNoHeads', {n}) : board3Words('coinsHeadsAt', {heads: shown, n})];
		const x = pointer.cursor;
		const picked = pointer.picked.length === 0 ? '' : board3Words('coinsPicked', {coins: list(pointer.picked)});
		return {position, cursor: board3Words('coinsCursor', {x, face: board3Words(isHead(p, x) ? 'coinsHeads' : 'coinsTails'), picked})};
	},
	// The words are chosen when they are shown, in the language in force.
	get keys() {
		return [
			{keys: '←→', action: board3Words('coinsKeyCoin')},
			{keys: 'space', action: board3Words('coinsKeyPick')},
			{keys: 'enter', action: board3Words('coinsKeyFlip')},
		];
	},
	get howTo() {
		return [
			board3Words('coinsHowToMove'),
			board3Words('coinsHowToPick'),
			board3Words('coinsHowToShape'),
			board3Words('coinsHowToRule'),
			board3Words('coinsHowToValues'),
		];
	},
};

export default board;
