/**
 * The mixed arena (a sum of games): every part in its own box. The player
 * picks a part (↑↓, or its number), Enter steps into it, and from there
 * the part's own board takes the keys; Esc steps back out.
 */
import {partLabel, type Part, type SumPosition} from '../../engine/games/sum.js';
import type {Json} from '../../engine/types.js';
import {boxed, line, seg, type Line} from '../lines.js';
import {jsonBig, jsonField, type Board, type BoardResult, type MarkedMove} from './types.js';
import {lookupGame, sum} from '../../engine/catalog.js';
import type {AnyBoard} from './types.js';

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
	return before ? {move: move as Json, before: before.position, words: marked.words} : null;
}

function partTitle(part: Part, i: number): string {
	return `part ${i + 1} · ${part.game.name}`;
}

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
		key(p, pointer, key): BoardResult<ArenaPointer> {
			const count = p.parts.length;
			if (!pointer.inside) {
				switch (key.kind) {
					case 'up':
					case 'left':
						return {pointer: {...pointer, part: Math.max(0, pointer.part - 1)}};
					case 'down':
					case 'right':
						return {pointer: {...pointer, part: Math.min(count - 1, pointer.part + 1)}};
					case 'digit': {
						const i = Number(key.digit);
						return i >= 1 && i <= count ? {pointer: {...pointer, part: i - 1}} : {pointer, error: `there is no part ${i}: the parts are 1 to ${count}`};
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
			const result = b.key(part.position, pointer.inner[pointer.part], key);
			if (result === null) return {pointer: {...pointer, inside: false}};
			const inner = pointer.inner.slice();
			inner[pointer.part] = result.pointer;
			const next = {...pointer, inner};
			if (result.move !== undefined) return {pointer: next, move: {part: pointer.part, move: result.move}};
			if (result.error !== undefined) return {pointer: next, error: result.error};
			return {pointer: next};
		},
		pending(p, pointer) {
			const part = p.parts[pointer.part];
			if (!part) return null;
			if (!pointer.inside) return `part ${pointer.part + 1} (${part.game.name}): Enter to play in it`;
			const inner = boardFor(part.game.id).pending(part.position, pointer.inner[pointer.part]);
			return inner === null ? null : `in part ${pointer.part + 1}: ${inner}`;
		},
		draw(input) {
			const {position: p, pointer, width, height, active} = input;
			const count = p.parts.length;
			const full = (i: number, room: number): Line[] => {
				const part = p.parts[i]!;
				const b = boardFor(part.game.id);
				const isCursor = active && pointer.part === i;
				const body = b.draw({
					position: part.position,
					pointer: pointer.inner[i],
					width: width - 4,
					height: Math.max(1, room - 2),
					active: isCursor && pointer.inside,
					hints: input.hints,
					hint: partMark(input.hint, i),
					last: partMark(input.last, i),
				});
				const marks: Line = [
					...(isCursor ? [seg(pointer.inside ? '▶ ' : '▷ ', 'cursor')] : []),
					seg(partTitle(part, i), isCursor ? 'cursor' : 'strong'),
					...(input.hints ? [seg(` · value ${part.game.grundy(part.position) ?? '?'}`, 'hint')] : []),
					...(partMark(input.hint, i) ? [seg('  ◆ hint here', 'hint')] : []),
					...(partMark(input.last, i) ? [seg('  ◀ last move here', 'computer')] : []),
				];
				return boxed(marks, body, width, isCursor ? 'heavy' : 'round', isCursor ? 'cursor' : 'dim');
			};
			const compact = (i: number): Line => {
				const part = p.parts[i]!;
				const isCursor = active && pointer.part === i;
				return line(
					seg(isCursor ? '▷ ' : '  ', 'cursor'),
					seg(`${partLabel(part, lookupGame)}`, isCursor ? 'cursor' : undefined),
					...(partMark(input.hint, i) ? [seg('  ◆ hint here', 'hint')] : []),
					...(partMark(input.last, i) ? [seg('  ◀ last move', 'computer')] : []),
				);
			};
			const boxes = p.parts.map((_, i) => full(i, height));
			const total = boxes.reduce((n, b) => n + b.length, 0);
			if (total <= height) return boxes.flat();
			// Not enough room: the part in focus in full, the others one line each.
			const focus = active ? pointer.part : (partIndex(input.hint) ?? partIndex(input.last) ?? pointer.part);
			const out: Line[] = [];
			const room = height - (count - 1);
			for (let i = 0; i < count; i++) {
				if (i === focus) {
					out.push(...full(i, room));
				} else {
					out.push(compact(i));
				}
			}
			return out.slice(0, height);
		},
		keys: [
			{keys: '↑↓ 1-9', action: 'part'},
			{keys: 'enter', action: 'play in it'},
			{keys: 'esc', action: 'back out'},
		],
		howTo: [
			'The arena is a sum of games: on your turn, move in exactly one part.',
			'↑↓ (or its number) picks a part; Enter steps into it; its own keys then apply; Esc steps back out.',
			"With hints on, each part's Grundy value is listed and their XOR decides the game.",
		],
	};
}

function partIndex(marked: MarkedMove<SumPosition> | null): number | null {
	if (!marked) return null;
	const part = jsonBig(jsonField(marked.move, 'part'));
	return part === null ? null : Number(part);
}
