/**
 * The heaps board, written once for every game whose move takes tokens from
 * a heap: nim, subtraction, prime nim (many heaps), bash, fibonacci, k-times
 * (one heap). One row per heap: its index, a bar of tokens and its exact size.
 * A heap too long for the bar is drawn to a common scale, with the exact
 * number beside it.
 *
 * Keys: ↑↓ pick the heap (on a single heap they change the amount too),
 * ←→ change the amount (← takes one more: the cut in the bar moves left),
 * digits type it, Enter or Space takes.
 */
import {heapWords} from '../../i18n/heaps/index.js';
import type {Game, Json} from '../../engine/types.js';
import type {TakeSteps} from '../../engine/heaps.js';
import {formatInt, line, padLeft, padRight, seg, rowNotes, textWidth, windowedRows, type Line, type Segment} from '../lines.js';
import {board3Words} from '../../i18n/boards3/index.js';
import {counted, spokenList, targetIndex, type Board, type BoardKey, type BoardResult, type DrawInput, type KeyHelp, type MarkedMove} from './types.js';
import {boardWords} from '../../i18n/boards/index.js';
import {moveWords} from '../../i18n/explain/index.js';

export interface HeapPointer {
	readonly heap: number;
	readonly take: bigint;
	/** Digits typed so far, or null when the amount was set with the arrows. */
	readonly typed: string | null;
}

export interface HeapTake {
	readonly heap: number;
	readonly take: bigint;
}

/** What distinguishes one heap game's board from another. */
export interface HeapSpec<P> {
	/**
	 * The game. Where it steps through a heap's legal takes itself (nim,
	 * subtraction, prime nim), the amounts follow its takes; without, every
	 * amount from 1 to the cap.
	 */
	readonly game: Game<P, unknown> & Partial<TakeSteps<P>>;
	heaps(p: P): readonly bigint[];
	move(heap: number, take: bigint): Json;
	read(move: Json): HeapTake | null;
	/** Lines under the heaps: the rule in numbers ("take 1 to 3", "S = {1, 3, 4}", the current cap). */
	caption(p: P): Line[];
	/** The most one move may take from this heap, if the rules cap it (for games that do not step through their takes). */
	cap?(p: P, heap: number): bigint | null;
	readonly howTo?: readonly string[];
}

const maxTypedDigits = 40;

function minBig(a: bigint, b: bigint): bigint {
	return a < b ? a : b;
}

function heapLabel(count: number, i: number): string {
	return count === 1 ? heapWords('heap') : heapWords('heapNumber', {number: i + 1});
}

/** Tokens to bar cells at `unit` tokens a cell; a non-empty heap gets at least one cell. */
/** The take a click on a token names (`heap:i/unit:u/cell:c`: keep the c cells before it, of u tokens each), or null. */
function tokenTake(target: string, heaps: readonly bigint[]): HeapTake | null {
	const match = /^heap:(\d{1,9})\/unit:([1-9]\d{0,80})\/cell:(\d{1,4})$/.exec(target);
	if (!match) return null;
	const heap = Number(match[1]);
	const n = heaps[heap];
	if (n === undefined) return null;
	const take = n - BigInt(match[3]!) * BigInt(match[2]!);
	return take >= 1n ? {heap, take} : null;
}

function cells(n: bigint, unit: bigint): number {
	if (n <= 0n) return 0;
	return Number((n + unit - 1n) / unit);
}

export function heapBoard<P>(spec: HeapSpec<P>): Board<P, HeapPointer> {
	const nextTake = spec.game.nextTake;
	/** The game's next take from t, or the next amount where it does not say. */
	const step = (p: P, heap: number, t: bigint, dir: 1 | -1): bigint => (nextTake ? (nextTake(p, heap, t, dir) ?? t) : t + BigInt(dir));
	/** The least legal take from the heap (1 where it has none). */
	const least = (p: P, heap: number): bigint => nextTake?.(p, heap, 0n, 1) ?? 1n;
	/** The most a move may take from the heap: the game's largest take, or the heap up to the cap. */
	const limit = (p: P, heap: number): bigint => {
		const size = spec.heaps(p)[heap] ?? 0n;
		if (nextTake) return nextTake(p, heap, size + 1n, -1) ?? size;
		const cap = spec.cap?.(p, heap) ?? null;
		return cap === null ? size : minBig(size, cap);
	};
	const single = (p: P) => spec.heaps(p).length === 1;

	/** The nearest non-empty heap from `from` going `dir`, or `from` when there is none. */
	const nextHeap = (p: P, from: number, dir: 1 | -1): number => {
		const heaps = spec.heaps(p);
		for (let i = from + dir; i >= 0 && i < heaps.length; i += dir) if (heaps[i]! > 0n) return i;
		return from;
	};

	const fresh = (p: P, heap: number): HeapPointer => {
		const top = limit(p, heap);
		const first = least(p, heap);
		return {heap, take: top >= first ? first : top > 0n ? top : first, typed: null};
	};

	const changeAmount = (p: P, pointer: HeapPointer, dir: 1 | -1): HeapPointer => {
		const top = limit(p, pointer.heap);
		const first = least(p, pointer.heap);
		let take = step(p, pointer.heap, pointer.take, dir);
		if (take > top) take = top;
		if (take < first) take = top > 0n ? minBig(first, top) : first;
		return {heap: pointer.heap, take, typed: null};
	};

	const board: Board<P, HeapPointer> = {
		game: spec.game,
		init(p) {
			const heaps = spec.heaps(p);
			const first = heaps.findIndex(h => h > 0n);
			return fresh(p, Math.max(first, 0));
		},
		settle(p, pointer) {
			const heaps = spec.heaps(p);
			let heap = Math.min(pointer.heap, heaps.length - 1);
			if ((heaps[heap] ?? 0n) === 0n) {
				const after = nextHeap(p, heap, 1);
				heap = after !== heap ? after : nextHeap(p, heap, -1);
			}
			return fresh(p, heap);
		},
		key(p, pointer, key: BoardKey): BoardResult<HeapPointer> {
			switch (key.kind) {
				case 'up':
				case 'down': {
					if (single(p)) return {pointer: changeAmount(p, pointer, key.kind === 'up' ? 1 : -1)};
					const heap = nextHeap(p, pointer.heap, key.kind === 'up' ? -1 : 1);
					if (heap === pointer.heap) return {pointer};
					const top = limit(p, heap);
					// Keep the amount where it fits; one too large comes down to the most the new heap allows.
					const take = pointer.take >= least(p, heap) && pointer.take <= top ? pointer.take : pointer.take > top ? top : fresh(p, heap).take;
					return {pointer: {heap, take, typed: null}};
				}
				case 'left':
					return {pointer: changeAmount(p, pointer, 1)};
				case 'right':
					return {pointer: changeAmount(p, pointer, -1)};
				case 'digit': {
					const typed = `${pointer.typed ?? ''}${key.digit}`.replace(/^0+(?=\d)/, '');
					if (typed.length > maxTypedDigits) return {pointer, error: heapWords('atMostDigits', {count: maxTypedDigits})};
					return {pointer: {heap: pointer.heap, take: BigInt(typed), typed}};
				}
				case 'backspace': {
					const typed = (pointer.typed ?? pointer.take.toString()).slice(0, -1);
					return {pointer: {heap: pointer.heap, take: typed === '' ? 0n : BigInt(typed), typed}};
				}
				case 'select':
				case 'confirm':
					if (pointer.take < 1n) return {pointer, error: heapWords('chooseFirst')};
					return {pointer: {...pointer, typed: null}, move: spec.move(pointer.heap, pointer.take)};
				case 'cancel': {
					const reset = fresh(p, pointer.heap);
					if (pointer.typed === null && pointer.take === reset.take) return null;
					return {pointer: reset};
				}
				case 'pick': {
					const token = tokenTake(key.target, spec.heaps(p));
					if (token) {
						// A click on a token: take from it to the end. Again on the amount already chosen: take it.
						if (token.heap === pointer.heap && token.take === pointer.take) return board.key(p, pointer, {kind: 'confirm'});
						return {pointer: {heap: token.heap, take: token.take, typed: null}};
					}
					const heap = targetIndex(key.target, 'heap', spec.heaps(p).length);
					if (heap === null || heap === pointer.heap) return {pointer};
					// As moving to that heap with the arrows: the amount kept where it is legal there.
					const top = limit(p, heap);
					const take = pointer.take >= least(p, heap) && pointer.take <= top ? pointer.take : pointer.take > top ? top : fresh(p, heap).take;
					return {pointer: {heap, take, typed: null}};
				}
			}
		},
		at: (_p, pointer) => `heap:${pointer.heap}`,
		pending(p, pointer) {
			const heaps = spec.heaps(p);
			const n = heaps[pointer.heap];
			if (n === undefined || pointer.take < 1n) return null;
			const label = heapLabel(heaps.length, pointer.heap);
			const f = (x: bigint) => formatInt(x, 24);
			if (pointer.take > n) return heapWords('pendingOnly', {take: f(pointer.take), heap: label, size: f(n)});
			// A legal move reads as the game will name it (the hint's words); numbers too long to show whole keep the short form.
			if (f(n) === n.toString()) {
				try {
					return moveWords(spec.game, p, spec.game.parseMove(spec.move(pointer.heap, pointer.take), p, 'move'));
				} catch {
					// Not a legal move: said below, and refused with the rule on Enter.
				}
			}
			return heapWords('pending', {take: f(pointer.take), heap: label, size: f(n), left: f(n - pointer.take)});
		},
		draw(input) {
			return drawHeaps(spec, input);
		},
		speak(p, pointer) {
			const heaps = spec.heaps(p);
			const position = [
				spokenList(heaps.length, i => board3Words('heapsSpeakHeap', {label: heapLabel(heaps.length, i), size: counted(heaps[i]!, 'token')}), 'heap'),
			];
			if (pointer.heap >= heaps.length) return {position, cursor: null};
			const take = formatInt(pointer.take, 24);
			return {
				position,
				cursor: single(p)
					? board3Words('heapsSpeakCursorSingle', {take})
					: board3Words('heapsSpeakCursor', {label: heapLabel(heaps.length, pointer.heap), take}),
			};
		},
		// The words are chosen when they are shown, in the language in force.
		get keys() {
			return [
				{keys: '↑↓', action: boardWords('heapsKeyHeap')},
				{keys: '←→ 0-9', action: boardWords('heapsKeyAmount')},
				{keys: 'enter', action: boardWords('heapsKeyTake')},
			];
		},
		get howTo() {
			return spec.howTo ?? [boardWords('heapsHowToPick'), boardWords('heapsHowToAmount'), boardWords('heapsHowToType'), boardWords('heapsHowToMarks')];
		},
	};
	return board;
}

/** Footer keys for single-heap games (no heap to pick). */
export const singleHeapKeys: readonly KeyHelp[] = [
	{
		keys: '←→↑↓ 0-9',
		get action() {
			return boardWords('heapsKeyAmount');
		},
	},
	{
		keys: 'enter',
		get action() {
			return boardWords('heapsKeyTake');
		},
	},
];

function drawHeaps<P>(spec: HeapSpec<P>, input: DrawInput<P, HeapPointer>): Line[] {
	const {position: p, pointer, width, height, active} = input;
	const heaps = spec.heaps(p);
	const count = heaps.length;
	const hint = markedTake(spec, input.hint);
	const last = markedTake(spec, input.last);
	const lastBefore = last && input.last ? (spec.heaps(input.last.before)[last.heap] ?? null) : null;

	const caption = spec.caption(p);
	// Widths from the extremes only: positions may hold 10^5 heaps, drawn a window at a time.
	let largest = 0n;
	for (const h of heaps) if (h > largest) largest = h;
	if (lastBefore !== null && lastBefore > largest) largest = lastBefore;
	const labelWidth = textWidth(heapLabel(count, count - 1));
	const numberWidth = formatInt(largest, 40).length;

	// Notes at the right of a row: the pending take, the hint, the last move.
	const notes = new Map<number, Segment[]>();
	const note = (i: number, s: Segment) => notes.set(i, [...(notes.get(i) ?? []), s]);
	const mine = active && pointer.heap < count;
	if (mine && pointer.take >= 1n) {
		const n = heaps[pointer.heap]!;
		note(
			pointer.heap,
			seg(
				pointer.take > n
					? heapWords('noteOnly', {take: formatInt(pointer.take, 12), size: formatInt(n, 12)})
					: heapWords('noteTake', {take: formatInt(pointer.take, 12), left: formatInt(n - pointer.take, 12)}),
				'cursor',
			),
		);
	}
	if (hint && hint.heap < count) {
		const n = heaps[hint.heap]!;
		note(hint.heap, seg(`◆ ${heapWords('noteTake', {take: formatInt(hint.take, 12), left: formatInt(n - hint.take, 12)})}`, 'hint'));
	}
	if (last && last.heap < count && lastBefore !== null) note(last.heap, seg(`◀ ${heapWords('noteTook', {take: formatInt(last.take, 12)})}`, 'computer'));
	let longestNote = 0;
	for (const list of notes.values()) longestNote = Math.max(longestNote, textWidth(list.map(s => s.text).join('  ')));
	const fixed = 2 + labelWidth + 3 + 1 + numberWidth;
	// Notes get what they need, leaving the bars at least 12 columns.
	let noteWidth = Math.min(longestNote, Math.max(0, width - fixed - 2 - 12));
	let barWidth = width - fixed - (noteWidth > 0 ? noteWidth + 2 : 0);
	if (barWidth < 8 && noteWidth > 0) {
		noteWidth = 0;
		barWidth = width - fixed;
	}
	// A common scale, so that bars compare.
	// No wider than the largest heap needs, so the numbers sit close to the bars.
	barWidth = Math.max(1, Math.min(barWidth, 60, Math.max(12, Number(largest > 1000n ? 1000n : largest))));
	const unit = largest <= BigInt(barWidth) ? 1n : (largest + BigInt(barWidth) - 1n) / BigInt(barWidth);

	const row = (i: number): Line => {
		const n = heaps[i]!;
		const isCursor = mine && pointer.heap === i;
		const total = cells(n, unit);
		let pendingCells = 0;
		if (isCursor && pointer.take >= 1n) pendingCells = pointer.take >= n ? total : total - cells(n - pointer.take, unit);
		let hintCells = 0;
		if (hint && hint.heap === i && pendingCells === 0) hintCells = hint.take >= n ? total : total - cells(n - hint.take, unit);
		let ghostCells = 0;
		if (last && last.heap === i && lastBefore !== null) ghostCells = Math.max(0, cells(lastBefore, unit) - total);
		const kept = total - pendingCells - hintCells;
		// Each token a target: a click on cell c takes from it to the end, as drawn (keeping the c cells before it).
		const tokens = `heap:${i}/unit:${unit}/cell`;
		const bar: Segment[] = [
			{...seg('●'.repeat(kept), isCursor ? 'strong' : undefined), target: tokens, numbered: 0},
			{...seg('◆'.repeat(hintCells), 'hint'), target: tokens, numbered: kept},
			{...seg('○'.repeat(pendingCells), 'cursor'), target: tokens, numbered: kept + hintCells},
			seg('·'.repeat(Math.min(ghostCells, barWidth - total)), 'computer'),
		];
		const used = kept + hintCells + pendingCells + Math.min(ghostCells, barWidth - total);
		const mark = isCursor ? seg('▶ ', 'cursor') : seg('  ');
		const parts: Segment[] = [
			mark,
			seg(padRight(heapLabel(count, i), labelWidth), isCursor ? 'cursor' : 'dim'),
			seg(' │ ', 'dim'),
			...bar,
			seg(' '.repeat(Math.max(0, barWidth - used))),
			seg(` ${padLeft(formatInt(n, 40), numberWidth)}`, isCursor ? 'strong' : undefined),
		];
		parts.push(...rowNotes(notes.get(i) ?? [], noteWidth));
		// The rest of the row is the heap's, for a click.
		return line(...parts).map(s => (s.target === undefined ? {...s, target: `heap:${i}`} : s));
	};

	const extra: Line[] = [...caption];
	if (unit > 1n && !input.compact) extra.push(line(seg(heapWords('scaled', {unit: formatInt(unit, 24)}), 'dim')));

	// A window around the cursor where the heaps do not all fit.
	const focus = mine ? pointer.heap : (hint?.heap ?? pointer.heap);
	return windowedRows(
		count,
		height,
		row,
		{focus, also: hint?.heap ?? last?.heap ?? null, noun: 'heap', keys: heapWords(active ? 'windowScrolls' : 'windowAll')},
		extra,
	);
}

function markedTake<P>(spec: HeapSpec<P>, marked: MarkedMove<P> | null): HeapTake | null {
	return marked ? spec.read(marked.move) : null;
}
