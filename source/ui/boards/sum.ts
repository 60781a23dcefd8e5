/**
 * The mixed arena (a sum of games): every part in its own box. The player
 * picks a part (↑↓, or its number), Enter steps into it, and from there
 * the part's own board takes the keys; Esc steps back out.
 */
import type {Part, SumPosition} from '../../engine/games/sum.js';
import type {Json} from '../../engine/types.js';
import {boxed, line, seg, type Line} from '../lines.js';
import {jsonBig, jsonField, targeted, type Board, type BoardResult, type KeyHelp, type MarkedMove} from './types.js';
import {sum} from '../../engine/catalog.js';
import type {AnyBoard} from './types.js';
import {moveWords} from '../../i18n/explain/index.js';
import {board3Words} from '../../i18n/boards3/index.js';
import {gameName} from '../../i18n/games/index.js';

export interface ArenaPointer {
	readonly part: number;
	/** Whether keys go to the part's own board. */
	readonly inside: boolean;
	readonly inner: readonly unknown[];
}

function partMark(marked: MarkedMove<SumPosition> | null, i: number): MarkedMove<unknown> | null {
	if (!marked) return null;
	const part = jsonBig(jsonField(marked.move, 'part'));
	const move = jsonField(marked.move, 'move');
	if (part === null || Number(part) !== i || move === undefined) return null;
	const before = marked.before.parts[i];
	return before ? {move: move as Json, before: before.position, words: partWords(before, move as Json) ?? marked.words} : null;
}

/** A part's move in its own game's words ("take 3 from heap 2 (5 → 2)"), or null if it does not read. */
function partWords(part: Part, move: Json): string | null {
	try {
		return moveWords(part.game, part.position, part.game.parseMove(move, part.position, 'move'));
	} catch {
		return null;
	}
}

/** A part's game by its name in the language in force. */
const nameOf = (part: Part) => gameName(part.game.id, part.game.name);

function partTitle(part: Part, i: number): string {
	return board3Words('sumPartTitle', {n: i + 1, name: nameOf(part)});
}

/** The arena's own keys, in the language in force. */
const arenaKeys = (): readonly KeyHelp[] => [
	{keys: '↑↓ 1-9', action: board3Words('sumKeyPart')},
	{keys: 'enter', action: board3Words('sumKeyPlayIn')},
];

/** The arena's board; `boardFor` finds each part's own board (the registry supplies it). */
export function makeSumBoard(boardFor: (id: string) => AnyBoard): Board<SumPosition, ArenaPointer> {
	return {
		game: sum,
		init: p => ({part: 0, inside: false, inner: p.parts.map(part => boardFor(part.game.id).init(part.position))}),
		settle(p, pointer) {
			const inner = p.parts.map((part, i) => {
				const b = boardFor(part.game.id);
				const old = pointer.inner[i];
				return old === undefined ? b.init(part.position) : b.settle(part.position, old);
			});
			return {part: Math.min(pointer.part, p.parts.length - 1), inside: false, inner};
		},
		key(p, pointer, key, hint): BoardResult<ArenaPointer> {
			const count = p.parts.length;
			let k = key;
			if (k.kind === 'pick') {
				const at = /^part:(\d{1,6})(?:\/(.+))?$/s.exec(k.target);
				const i = at ? Number(at[1]) : count;
				if (i >= count) return {pointer};
				const target = at![2];
				// The part's title: that part (stepping out of another).
				if (target === undefined) return {pointer: {...pointer, part: i, inside: pointer.inside && pointer.part === i}};
				if (i !== pointer.part || !pointer.inside) {
					// Into the part, the cursor on what was clicked; a move needs a second click.
					const part = p.parts[i]!;
					const result = boardFor(part.game.id).key(part.position, pointer.inner[i], {kind: 'pick', target});
					const inner = pointer.inner.slice();
					if (result && result.move === undefined) inner[i] = result.pointer;
					return {pointer: {part: i, inside: true, inner}};
				}
				k = {kind: 'pick', target};
			}
			if (!pointer.inside) {
				switch (k.kind) {
					case 'up':
					case 'left':
						return {pointer: {...pointer, part: Math.max(0, pointer.part - 1)}};
					case 'down':
					case 'right':
						return {pointer: {...pointer, part: Math.min(count - 1, pointer.part + 1)}};
					case 'digit': {
						const i = Number(k.digit);
						return i >= 1 && i <= count ? {pointer: {...pointer, part: i - 1}} : {pointer, error: board3Words('sumNoPart', {i, n: count})};
					}
					case 'select':
					case 'confirm':
						return {pointer: {...pointer, inside: true}};
					case 'backspace':
						return {pointer};
					case 'cancel':
						return null;
				}
			}
			const part = p.parts[pointer.part]!;
			const b = boardFor(part.game.id);
			const inHint = hint ? jsonField(hint, 'part') : undefined;
			const result = b.key(
				part.position,
				pointer.inner[pointer.part],
				k,
				hint && Number(inHint) === pointer.part ? ((jsonField(hint, 'move') as Json | undefined) ?? null) : null,
			);
			if (result === null) return {pointer: {...pointer, inside: false}};
			const inner = pointer.inner.slice();
			inner[pointer.part] = result.pointer;
			const next = {...pointer, inner};
			if (result.move !== undefined) return {pointer: next, move: {part: pointer.part, move: result.move}};
			if (result.error !== undefined) return {pointer: next, error: result.error};
			return {pointer: next};
		},
		at(p, pointer) {
			const part = p.parts[pointer.part];
			if (!part || !pointer.inside) return `part:${pointer.part}`;
			const inner = boardFor(part.game.id).at?.(part.position, pointer.inner[pointer.part]) ?? null;
			return inner === null ? null : `part:${pointer.part}/${inner}`;
		},
		pending(p, pointer) {
			const part = p.parts[pointer.part];
			if (!part) return null;
			if (!pointer.inside) return board3Words('sumPendingOutside', {n: pointer.part + 1, name: nameOf(part)});
			const inner = boardFor(part.game.id).pending(part.position, pointer.inner[pointer.part]);
			return inner === null ? null : board3Words('sumPendingInside', {n: pointer.part + 1, inner});
		},
		speak(p, pointer) {
			const position = p.parts.map((part, i) => {
				const b = boardFor(part.game.id);
				const inner = b.speak?.(part.position, pointer.inner[i]) ?? null;
				const words = inner === null ? board3Words('sumSpeakSeeBoard') : inner.position.join(board3Words('listSeparator'));
				return board3Words('sumSpeakPart', {n: i + 1, name: nameOf(part), words});
			});
			const part = p.parts[pointer.part];
			if (!part) return {position, cursor: null};
			const inner = pointer.inside ? (boardFor(part.game.id).speak?.(part.position, pointer.inner[pointer.part])?.cursor ?? null) : null;
			const cursor = `${board3Words('sumSpeakCursor', {n: pointer.part + 1})}${pointer.inside ? board3Words('sumSpeakInside') : ''}${inner ? board3Words('sumSpeakCursorInner', {inner}) : ''}`;
			return {position, cursor};
		},
		draw(input) {
			const {position: p, pointer, width, height, active} = input;
			const count = p.parts.length;
			if (count === 0) return [line(seg(board3Words('sumNoPartLeft'), 'dim'))];
			const focus = Math.min(count - 1, active ? pointer.part : (partIndex(input.hint) ?? partIndex(input.last) ?? pointer.part));
			const body = (i: number, room: number, compact: boolean, w: number): Line[] => {
				const part = p.parts[i]!;
				const lines = boardFor(part.game.id).draw({
					position: part.position,
					pointer: pointer.inner[i],
					width: w,
					height: Math.max(1, room),
					active: active && pointer.part === i && pointer.inside,
					hints: input.hints,
					hint: partMark(input.hint, i),
					last: partMark(input.last, i),
					compact,
				});
				// Blank lines at the end of a part's board only take room.
				while (lines.length > 1 && lines[lines.length - 1]!.every(s => s.text.trim() === '')) lines.pop();
				// A click on the part's board is for that part: its targets carry the part's number.
				return lines.map(l => l.map(s => (s.target === undefined ? s : {...s, target: `part:${i}/${s.target}`})));
			};
			const title = (i: number): Line => {
				const part = p.parts[i]!;
				const isCursor = active && pointer.part === i;
				return targeted(
					[
						seg(isCursor ? (pointer.inside ? '▶ ' : '▷ ') : '', 'cursor'),
						seg(partTitle(part, i), isCursor ? 'cursor' : 'strong'),
						...(input.hints ? [seg(board3Words('sumValue', {value: part.game.grundy(part.position) ?? '?'}), 'hint')] : []),
						...(partMark(input.hint, i) ? [seg(board3Words('sumHintHere'), 'hint')] : []),
						...(partMark(input.last, i) ? [seg(board3Words('sumLastMove', {words: partMark(input.last, i)!.words}), 'computer')] : []),
					],
					`part:${i}`,
				);
			};
			const box = (i: number, room: number): Line[] => {
				const isCursor = active && pointer.part === i;
				return boxed(title(i), body(i, room - 2, false, width - 4), width, isCursor ? 'heavy' : 'round', isCursor ? 'cursor' : 'dim');
			};
			// Every part boxed at its full size, when they all fit (a box takes three lines at least).
			if (3 * count <= height) {
				const boxes = p.parts.map((_, i) => box(i, height));
				if (boxes.reduce((n, b) => n + b.length, 0) <= height) return boxes.flat();
			}
			const focusFull = box(focus, height).length;

			// Otherwise the part in focus boxed, the others compact (a title, then their board in its smallest form), as many as fit around it.
			// Each compact part wants its title and up to eight lines of board (drawn only for the parts shown: a sum may have thousands).
			const wanted = new Map<number, number>();
			const want = (i: number): number => {
				if (!wanted.has(i)) wanted.set(i, 1 + body(i, 8, true, width - 4).length);
				return wanted.get(i)!;
			};
			const compactLines = (i: number, room: number): Line[] => [
				[
					seg(active && pointer.part === i ? '' : '  '),
					...title(i),
					...(room < want(i) ? [seg(board3Words(active ? 'sumToItForAll' : 'sumNoRoomForAll'), 'dim')] : []),
				],
				...body(i, room - 1, true, width - 4).map(l => [seg('    '), ...l]),
			];
			// The window of parts shown: the focus, then neighbours while each can have at least two lines (title and one of board).
			let lo = focus;
			let hi = focus;
			const focusMin = Math.min(focusFull, 5);
			const noteRoom = (a: number, b: number) => (a > 0 || b < count - 1 ? 1 : 0);
			for (;;) {
				const canUp = lo > 0;
				const canDown = hi < count - 1;
				if (!canUp && !canDown) break;
				// Alternate: below first, then above.
				const next = canDown && (hi - focus <= focus - lo || !canUp) ? {lo, hi: hi + 1} : {lo: lo - 1, hi};
				const used = focusMin + 2 * (next.hi - next.lo) + noteRoom(next.lo, next.hi);
				if (used > height) break;
				lo = next.lo;
				hi = next.hi;
			}
			const note = noteRoom(lo, hi);
			// Room: the focus box first (up to its full size, leaving the others two lines each), then the others up to what they want.
			let free = height - note - 2 * (hi - lo);
			const focusBox = box(focus, Math.max(3, Math.min(focusFull, free)));
			free -= focusBox.length;
			const rooms = new Map<number, number>();
			for (let i = lo; i <= hi; i++) if (i !== focus) rooms.set(i, 2);
			// The parts with the hint or the last move in them grow first.
			const marked = (i: number) => partMark(input.hint, i) !== null || partMark(input.last, i) !== null;
			for (const i of rooms.keys()) {
				if (!marked(i)) continue;
				const more = Math.min(free, want(i) - rooms.get(i)!);
				if (more <= 0) continue;
				rooms.set(i, rooms.get(i)! + more);
				free -= more;
			}
			for (let grew = true; grew && free > 0; ) {
				grew = false;
				for (const i of rooms.keys()) {
					if (free <= 0) break;
					if (i === focus || rooms.get(i)! >= want(i)) continue;
					rooms.set(i, rooms.get(i)! + 1);
					free--;
					grew = true;
				}
			}
			const out: Line[] = [];
			for (let i = lo; i <= hi; i++) out.push(...(i === focus ? focusBox : compactLines(i, rooms.get(i)!).slice(0, rooms.get(i)!)));
			if (note) {
				const hidden = [lo > 0 ? board3Words('sumAbove', {lo}) : '', hi < count - 1 ? board3Words('sumBelow', {from: hi + 2, n: count}) : '']
					.filter(Boolean)
					.join(board3Words('commaSeparator'));
				const how = board3Words(active ? 'sumPicks' : 'allInGame');
				out.push(line(seg(board3Words('sumShown', {shown: hi - lo + 1, n: count, hidden, how}), 'dim')));
			}
			return out.slice(0, height);
		},
		keysAt(p, pointer) {
			const part = p.parts[pointer.part];
			if (!pointer.inside || !part) return arenaKeys();
			return [...boardFor(part.game.id).keys, {keys: 'esc', action: board3Words('sumKeyBack')}];
		},
		// The words are chosen when they are shown, in the language in force.
		get keys() {
			return arenaKeys();
		},
		get howTo() {
			return [board3Words('sumHowToSum'), board3Words('sumHowToMove'), board3Words('sumHowToValues')];
		},
	};
}

function partIndex(marked: MarkedMove<SumPosition> | null): number | null {
	if (!marked) return null;
	const part = jsonBig(jsonField(marked.move, 'part'));
	return part === null ? null : Number(part);
}
