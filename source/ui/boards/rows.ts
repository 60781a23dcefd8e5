/**
 * The rows board, written once for the take-and-break family: Kayles and
 * Dawson's Kayles (rows of pins, a bowling alley), octal games (heaps of
 * tokens, taking a run and splitting what is left) and Grundy's game (heaps
 * split in two). A move is a run of `take` tokens knocked out of a row after
 * the first `at` of them; what is left of the row on either side stays as
 * one or two rows. Grundy's game takes nothing: `at` is where the heap splits.
 *
 * Keys: ↑↓ pick the row, ←→ move the run (or the split) along it, digits type
 * where it starts, space changes how many it takes (where the rules allow
 * more than one amount), Enter plays.
 */
import type {Json} from '../../engine/types.js';
import type {BreakGame, BreakPosition} from '../../engine/breaking.js';
import {formatInt, line, lineText, lineWidth, padLeft, padRight, seg, rowNotes, textWidth, windowedRows, wrapText, type Line, type Segment} from '../lines.js';
import {spokenList, targetIndex, type Board, type BoardKey, type BoardResult, type DrawInput} from './types.js';
import {board2Words} from '../../i18n/boards2/index.js';
import {jsonBig, jsonField} from './types.js';

export interface RowPointer {
	readonly heap: number;
	/** Tokens left of the run (Grundy's game: the first part's size). */
	readonly at: bigint;
	/** The run's length (0 in Grundy's game). */
	readonly take: bigint;
	/** Digits typed for `at`, or null. */
	readonly typed: string | null;
}

export interface RowSpec<Params> {
	/** The game: it lists the amounts a move may take (none for Grundy's game, which only splits). */
	readonly game: BreakGame<Params>;
	/** A row of pins or a heap of tokens (the words are the catalog's). */
	readonly noun: 'row' | 'heap';
	/** One standing token: a pin or a counter. */
	readonly glyph: string;
	/** Whether a move may take more than one amount (space then changes it). */
	readonly amounts: boolean;
	/** The verb of the pending move: knock down, take, split. */
	readonly verb: 'knockDown' | 'take' | 'split';
	caption(p: BreakPosition<Params>): Line[];
	/** The "how to move" notes, in the language in force. */
	howTo(): readonly string[];
}

const nounWord = (noun: RowSpec<unknown>['noun']) => board2Words(noun === 'row' ? 'rowsRow' : 'rowsHeap');
const verbWord = (verb: RowSpec<unknown>['verb']) => board2Words(verb === 'knockDown' ? 'rowsKnockDown' : verb === 'take' ? 'rowsTake' : 'rowsSplit');
/** "row 3", "heap 3". */
const labelOf = (noun: RowSpec<unknown>['noun'], i: number) => board2Words(noun === 'row' ? 'rowsRowNumber' : 'rowsHeapNumber', {number: i + 1});
const nothingOr = (leave: readonly bigint[]) => (leave.length === 0 ? board2Words('rowsNothing') : leave.join(' + '));

const maxTypedDigits = 40;

/** x within [lo, hi]; lo when the range is empty (a row too short for the run). */
function clamp(x: bigint, lo: bigint, hi: bigint): bigint {
	return x > hi ? (hi < lo ? lo : hi) : x < lo ? lo : x;
}

/** The heaps a run leaves: the part before it and the part after, the empty ones dropped. */
function leaveOf(n: bigint, at: bigint, take: bigint): bigint[] {
	return [at, n - at - take].filter(h => h > 0n);
}

/** A move read back from JSON, for marking; `at` from the heaps it leaves. */
function readMove(move: Json): {heap: number; take: bigint; leave: bigint[]} | null {
	const heap = jsonBig(jsonField(move, 'heap'));
	const leaveJson = jsonField(move, 'leave');
	if (heap === null || !Array.isArray(leaveJson)) return null;
	const leave = leaveJson.map(v => jsonBig(v)).filter((v): v is bigint => v !== null);
	return {heap: Number(heap), take: jsonBig(jsonField(move, 'take')) ?? 0n, leave};
}

export function rowBoard<Params>(spec: RowSpec<Params>): Board<BreakPosition<Params>, RowPointer> {
	type P = BreakPosition<Params>;
	const splitting = (p: P) => spec.game.takes(p).length === 0;
	/** The smallest legal start, and the largest, of a run of `take` in a heap of n. */
	const range = (p: P, n: bigint, take: bigint): [bigint, bigint] => (splitting(p) ? [1n, n - 1n] : [0n, n - take]);

	const fresh = (p: P, heap: number): RowPointer => {
		const n = p.heaps[heap] ?? 0n;
		const takes = spec.game.takes(p);
		const take = takes.find(t => t <= n) ?? takes[0] ?? 0n;
		const [lo, hi] = range(p, n, take);
		// Start in the middle of the row: the move that splits it (a split just short of equal halves).
		const middle = splitting(p) ? (n - 1n) / 2n : (n - take) / 2n;
		return {heap, at: clamp(middle, lo, hi), take, typed: null};
	};

	/** Whether some move can be made in heap i. */
	const movable = (p: P, i: number): boolean => {
		const n = p.heaps[i] ?? 0n;
		if (splitting(p)) return n >= 3n;
		return spec.game.takes(p).some(t => t <= n);
	};
	/** The nearest heap with a move, from `from` (itself first), or `from`. */
	const nearest = (p: P, from: number): number => {
		for (let d = 0; d < p.heaps.length; d++) {
			if (from + d < p.heaps.length && movable(p, from + d)) return from + d;
			if (from - d >= 0 && movable(p, from - d)) return from - d;
		}
		return from;
	};

	const board: Board<P, RowPointer> = {
		game: spec.game,
		init(p) {
			return fresh(p, nearest(p, 0));
		},
		settle(p, pointer) {
			return fresh(p, nearest(p, Math.max(0, Math.min(pointer.heap, p.heaps.length - 1))));
		},
		key(p, pointer, key: BoardKey): BoardResult<RowPointer> {
			const n = p.heaps[pointer.heap] ?? 0n;
			switch (key.kind) {
				case 'up':
				case 'down': {
					const heap = pointer.heap + (key.kind === 'up' ? -1 : 1);
					if (heap < 0 || heap >= p.heaps.length) return {pointer};
					const next = fresh(p, heap);
					return {
						pointer: spec.game.takes(p).includes(pointer.take)
							? {...next, take: pointer.take, at: clamp(next.at, ...range(p, p.heaps[heap]!, pointer.take))}
							: next,
					};
				}
				case 'left':
				case 'right': {
					const [lo, hi] = range(p, n, pointer.take);
					const at = clamp(pointer.at + (key.kind === 'left' ? -1n : 1n), lo, hi);
					return {pointer: {...pointer, at, typed: null}};
				}
				case 'select': {
					const takes = spec.game.takes(p);
					if (takes.length <= 1) return board.key(p, pointer, {kind: 'confirm'});
					const next = takes[(takes.indexOf(pointer.take) + 1) % takes.length]!;
					const [lo, hi] = range(p, n, next);
					return {pointer: {...pointer, take: next, at: clamp(pointer.at, lo, hi), typed: null}};
				}
				case 'digit': {
					const typed = `${pointer.typed ?? ''}${key.digit}`.replace(/^0+(?=\d)/, '');
					if (typed.length > maxTypedDigits) return {pointer, error: board2Words('rowsAtMostDigits', {max: maxTypedDigits})};
					return {pointer: {...pointer, at: BigInt(typed), typed}};
				}
				case 'backspace': {
					const typed = (pointer.typed ?? pointer.at.toString()).slice(0, -1);
					return {pointer: {...pointer, at: typed === '' ? 0n : BigInt(typed), typed}};
				}
				case 'confirm': {
					if (n === 0n) return {pointer, error: board2Words('rowsEmpty', {noun: nounWord(spec.noun)})};
					const [lo, hi] = range(p, n, pointer.take);
					if (hi < lo || pointer.take > n)
						return {pointer, error: board2Words(splitting(p) ? 'rowsCannotSplitSize' : 'rowsOnly', {noun: nounWord(spec.noun), n})};
					if (pointer.at < lo || pointer.at > hi) return {pointer, error: board2Words('rowsStartRange', {lo, hi})};
					const leave = splitting(p) ? [pointer.at, n - pointer.at] : leaveOf(n, pointer.at, pointer.take);
					const move: Json = splitting(p)
						? {heap: pointer.heap, leave: leave.map(String)}
						: {heap: pointer.heap, take: String(pointer.take), leave: leave.map(String)};
					return {pointer: {...pointer, typed: null}, move};
				}
				case 'cancel': {
					const reset = fresh(p, pointer.heap);
					if (pointer.typed === null && pointer.at === reset.at && pointer.take === reset.take) return null;
					return {pointer: reset};
				}
				case 'pick': {
					const pin = /^pin:(\d{1,9}):(\d{1,40})$/.exec(key.target);
					const heap = pin ? Number(pin[1]) : targetIndex(key.target, 'row', p.heaps.length);
					if (heap === null || heap >= p.heaps.length) return {pointer};
					const base = heap === pointer.heap ? pointer : fresh(p, heap);
					if (!pin) return {pointer: base};
					const [lo, hi] = range(p, p.heaps[heap]!, base.take);
					return {pointer: {...base, at: clamp(BigInt(pin[2]!), lo, hi < lo ? lo : hi), typed: null}};
				}
			}
		},
		at: (_p, pointer) => `pin:${pointer.heap}:${pointer.at}`,
		pending(p, pointer) {
			const n = p.heaps[pointer.heap];
			if (n === undefined || n === 0n) return null;
			const label = labelOf(spec.noun, pointer.heap);
			if (splitting(p)) {
				if (pointer.at < 1n || pointer.at >= n) return n < 3n ? board2Words('rowsCannotSplit', {label}) : board2Words('rowsFirstPart', {label, most: n - 1n});
				if (2n * pointer.at === n) return board2Words('rowsMustDiffer', {label, n, half: pointer.at});
				return board2Words('rowsSplitPending', {label, n, first: pointer.at, second: n - pointer.at});
			}
			const verb = verbWord(spec.verb);
			if (pointer.at + pointer.take > n) return board2Words('rowsTooFew', {verb, take: pointer.take, label, n, at: formatInt(pointer.at, 12)});
			return board2Words('rowsPending', {verb, take: pointer.take, label, n, left: nothingOr(leaveOf(n, pointer.at, pointer.take))});
		},
		draw(input) {
			return drawRows(spec, input);
		},
		speak(p, pointer) {
			const token = board2Words(spec.noun === 'row' ? 'rowsPin' : 'rowsToken');
			const count = (n: bigint) => board2Words('token', {count: n, n: formatInt(n, 40)});
			const counted = (n: bigint) => (spec.noun === 'row' ? board2Words('pin', {count: n, n: formatInt(n, 40)}) : count(n));
			const position = [spokenList(p.heaps.length, i => board2Words('rowsSpeakRow', {label: labelOf(spec.noun, i), size: counted(p.heaps[i]!)}), spec.noun)];
			if (pointer.heap >= p.heaps.length) return {position, cursor: null};
			const where = splitting(p)
				? board2Words('rowsSpeakSplit', {at: formatInt(pointer.at, 24)})
				: board2Words('rowsSpeakRun', {at: formatInt(pointer.at, 24), token, take: pointer.take});
			return {position, cursor: board2Words('rowsSpeakCursor', {label: labelOf(spec.noun, pointer.heap), where})};
		},
		// The words are chosen when they are shown, in the language in force.
		get keys() {
			return [
				{keys: '↑↓', action: nounWord(spec.noun)},
				{keys: '←→ 0-9', action: board2Words('rowsKeyWhere')},
				...(spec.amounts ? [{keys: 'space', action: board2Words('rowsKeyHowMany')}] : []),
				{keys: 'enter', action: verbWord(spec.verb)},
			];
		},
		get howTo() {
			return spec.howTo();
		},
	};
	return board;
}

function drawRows<Params>(spec: RowSpec<Params>, input: DrawInput<BreakPosition<Params>, RowPointer>): Line[] {
	const {position: p, pointer, width, height, active} = input;
	const heaps = p.heaps;
	const count = heaps.length;
	const splitting = spec.game.takes(p).length === 0;
	// A caption wider than the board is wrapped (a long octal code's ways, a Chinese rule); one that fits stays as it is.
	const caption = spec.caption(p).flatMap(l => (lineWidth(l) <= width ? [l] : wrapText(lineText(l), width).map(text => line(seg(text, l[0]?.tone)))));
	if (count === 0) return [line(seg(board2Words(spec.noun === 'row' ? 'rowsNoneLeftRow' : 'rowsNoneLeftHeap'), 'dim')), ...caption].slice(0, height);

	let largest = 0n;
	for (const h of heaps) if (h > largest) largest = h;
	const labelWidth = textWidth(labelOf(spec.noun, count - 1));
	const numberWidth = formatInt(largest, 30).length;
	const hint = input.hint ? readMove(input.hint.move) : null;
	const last = input.last ? readMove(input.last.move) : null;

	const notes = new Map<number, Segment[]>();
	const note = (i: number, s: Segment) => notes.set(i, [...(notes.get(i) ?? []), s]);
	const mine = active && pointer.heap < count;
	if (hint && hint.heap < count) note(hint.heap, seg(`◆ ${hintWords(spec, hint, heaps[hint.heap]!, splitting)}`, 'hint'));
	// The opponent's move left its rows where the broken row was.
	if (last && input.last)
		for (let i = 0; i < Math.max(1, last.leave.length); i++) if (last.heap + i < count && last.leave.length > 0) note(last.heap + i, seg('◀', 'computer'));

	const fixed = 2 + labelWidth + 3 + 1 + numberWidth;
	const noteWidth = Math.min(34, Math.max(0, width - fixed - 2 - 16));
	const room = Math.max(8, Math.min(60, width - fixed - (noteWidth > 0 ? noteWidth + 2 : 0)));

	const row = (i: number): Line => {
		const n = heaps[i]!;
		const isCursor = mine && pointer.heap === i;
		const parts: Segment[] = [
			isCursor ? seg('▶ ', 'cursor') : seg('  '),
			seg(padRight(labelOf(spec.noun, i), labelWidth), isCursor ? 'cursor' : 'dim'),
			seg(' │ ', 'dim'),
		];
		// Marks: the pending run (or split) on the cursor's row, else the hint's.
		let run: {at: bigint; take: bigint; tone: 'cursor' | 'hint'} | null = null;
		if (isCursor) run = {at: pointer.at, take: pointer.take, tone: 'cursor'};
		else if (hint && hint.heap === i) run = {...hintRun(hint, n, splitting), tone: 'hint'};
		const cells = n <= BigInt(room) ? Number(n) : room;
		const unit = n <= BigInt(room) ? 1n : (n + BigInt(room) - 1n) / BigInt(room);
		const cellOf = (x: bigint) => Number(x / unit);
		const bar: Segment[] = [];
		for (let c = 0; c < cells; c++) {
			const from = BigInt(c) * unit;
			let glyph = spec.glyph;
			let tone: Segment['tone'] = isCursor ? 'strong' : undefined;
			if (run !== null) {
				if (splitting) {
					if (from < run.at) tone = run.tone;
				} else if (from + unit > run.at && from < run.at + run.take) {
					glyph = run.tone === 'hint' ? '◆' : '○';
					tone = run.tone;
				}
			}
			bar.push({...seg(glyph, tone), target: `pin:${i}:${from}`});
			if (splitting && run !== null && run.at > 0n && c === cellOf(run.at - 1n) && c < cells - 1) bar.push(seg('╎', run.tone));
		}
		const used = bar.reduce((w, s) => w + textWidth(s.text), 0);
		parts.push(...bar, seg(' '.repeat(Math.max(0, room + 1 - used))), seg(padLeft(formatInt(n, 30), numberWidth), isCursor ? 'strong' : undefined));
		parts.push(...rowNotes(notes.get(i) ?? [], noteWidth));
		// A click on a pin starts the run there; anywhere else on the row picks the row.
		return line(...parts).map(s => (s.target === undefined ? {...s, target: `row:${i}`} : s));
	};

	const extra: Line[] = [...caption];
	if (largest > BigInt(room) && !input.compact) extra.push(line(seg(board2Words(spec.noun === 'row' ? 'rowsScaledRow' : 'rowsScaledHeap'), 'dim')));
	const focus = mine ? pointer.heap : (hint?.heap ?? 0);
	return windowedRows(
		count,
		height,
		row,
		{focus, also: hint?.heap ?? last?.heap ?? null, noun: spec.noun, keys: board2Words(active ? 'rowsWindowKeys' : 'rowsWindowAll')},
		extra,
	);
}

/** Where the hint's run sits in its row: after the first part it leaves (or from the left end, leaving one row). */
function hintRun(hint: {take: bigint; leave: bigint[]}, _n: bigint, splitting: boolean): {at: bigint; take: bigint} {
	if (splitting) return {at: hint.leave[0] ?? 0n, take: 0n};
	return {at: hint.leave.length === 2 ? hint.leave[0]! : 0n, take: hint.take};
}

function hintWords<Params>(spec: RowSpec<Params>, hint: {take: bigint; leave: bigint[]}, n: bigint, splitting: boolean): string {
	const left = nothingOr(hint.leave);
	return splitting ? board2Words('rowsHintSplit', {n, left}) : board2Words('rowsHint', {verb: verbWord(spec.verb), take: hint.take, left});
}
