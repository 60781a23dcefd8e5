/**
 * The mouse: SGR mouse reporting (xterm's 1000 and 1006 modes), read out of
 * the input before Ink's key parser sees it, and clicks delivered to what is
 * drawn under them.
 *
 * A terminal reports a button as `ESC [ < b ; x ; y M` (pressed) or `… m`
 * (released), x and y counting from 1; the wheel is button 64 (up) and 65
 * (down). Sequences may arrive split across reads (from ESC [ on: a lone ESC
 * at the end of a read is the Esc key, passed on at once); anything that
 * starts like one and does not parse is dropped, never passed on as keys.
 * With reporting on, the terminal's own selection still works with Shift held.
 *
 * Screens take part by registering a box (`useMouseTargets`): where it is
 * drawn and which target lies at a row and column inside it. A click goes to
 * the topmost active box under it.
 */
import {createContext, useContext, useEffect, useRef, type RefObject} from 'react';
import type {DOMElement} from 'ink';

/** Switch mouse reporting on: clicks (1000), in the SGR encoding (1006). */
export const mouseOn = '\u001B[?1000h\u001B[?1006h';
/** Switch it off again. */
export const mouseOff = '\u001B[?1006l\u001B[?1000l';

export type MouseKind = 'press' | 'release' | 'wheelUp' | 'wheelDown';

export interface MouseEvent {
	readonly kind: MouseKind;
	/** 0 left, 1 middle, 2 right (presses and releases). */
	readonly button: number;
	/** The column and row, from 0. */
	readonly x: number;
	readonly y: number;
	readonly shift: boolean;
	readonly ctrl: boolean;
}

const prefix = '\u001B[<';
/** The longest body (digits and semicolons) a report may have; longer is garbage. */
const maxBody = 24;

/** The event of one report's fields, or null when they make none. */
function eventOf(body: string, final: string): MouseEvent | null {
	const fields = body.split(';');
	if (fields.length !== 3 || fields.some(f => !/^\d{1,6}$/.test(f))) return null;
	const [b, x, y] = fields.map(Number) as [number, number, number];
	if (x < 1 || y < 1) return null;
	const shift = (b & 4) !== 0;
	const ctrl = (b & 16) !== 0;
	// Motion (32) is not asked for; a report of it is ignored.
	if ((b & 32) !== 0) return null;
	if ((b & 64) !== 0) {
		if (final !== 'M') return null;
		const wheel = b & 3;
		if (wheel > 1) return null;
		return {kind: wheel === 0 ? 'wheelUp' : 'wheelDown', button: 0, x: x - 1, y: y - 1, shift, ctrl};
	}
	return {kind: final === 'M' ? 'press' : 'release', button: b & 3, x: x - 1, y: y - 1, shift, ctrl};
}

export interface MouseParser {
	/** The chunk without its mouse reports (and the events they made); a report cut at the end is kept for the next chunk. */
	feed(chunk: string): {readonly text: string; readonly events: readonly MouseEvent[]};
}

/** A CSI's parameter bytes (digits, `;`, `:`, `<`…`?`), intermediate bytes, and final byte. */
const isParameter = (c: string) => c >= '0' && c <= '?';
const isIntermediate = (c: string) => c >= ' ' && c <= '/';
const isFinal = (c: string) => c >= '@' && c <= '~';

/** The legacy report's three fields: code points from a space up (a byte past 0x7F may arrive as any character, U+FFFD among them). */
const legacyFields = 3;

/** A parser of SGR mouse reports that keeps a report split across reads until its end comes. */
export function createMouseParser(): MouseParser {
	let held = '';
	// In the middle of an over-long report: its remaining parameter bytes and final byte are dropped as they come.
	let skipping = false;
	return {
		feed(chunk) {
			let input = held + chunk;
			held = '';
			if (skipping) {
				let k = 0;
				while (k < input.length && (isParameter(input[k]!) || isIntermediate(input[k]!))) k++;
				if (k === input.length) return {text: '', events: []};
				skipping = false;
				input = input.slice(isFinal(input[k]!) ? k + 1 : k);
			}
			if (!input.includes('\u001B[')) return {text: input, events: []};
			const events: MouseEvent[] = [];
			let text = '';
			let i = 0;
			while (i < input.length) {
				const at = input.indexOf('\u001B[', i);
				if (at < 0) {
					text += input.slice(i);
					break;
				}
				text += input.slice(i, at);
				const rest = input.slice(at);
				// The legacy encoding (ESC [ M and three characters from a space up) from a terminal without SGR: dropped whole.
				if (rest.startsWith('\u001B[M')) {
					const fields = [...rest.slice(3, 3 + 2 * legacyFields)].slice(0, legacyFields);
					if (fields.every(c => c.codePointAt(0)! >= 0x20)) {
						if (fields.length < legacyFields) {
							held = rest;
							break;
						}
						i = at + 3 + fields.join('').length;
						continue;
					}
				}
				if (!rest.startsWith(prefix)) {
					if (prefix.startsWith(rest)) {
						// ESC [ at the very end: perhaps the start of a report; kept for the next read.
						held = rest;
						break;
					}
					text += '\u001B[';
					i = at + 2;
					continue;
				}
				let j = prefix.length;
				while (j < rest.length && isParameter(rest[j]!)) j++;
				const bodyEnd = j;
				while (j < rest.length && isIntermediate(rest[j]!)) j++;
				if (j === rest.length) {
					if (j - prefix.length <= maxBody) {
						// Cut short: the rest comes with the next read.
						held = rest;
					} else {
						// Too long to be a report: dropped, and what is left of it in the next reads too.
						skipping = true;
					}
					break;
				}
				const final = rest[j]!;
				if (!isFinal(final)) {
					// Cut off by a character no sequence holds (ESC, a control, a letter past ASCII): what was read is dropped, that character kept.
					i = at + j;
					continue;
				}
				// A whole sequence: a report when it parses, dropped whole either way (its final byte is never a key).
				if ((final === 'M' || final === 'm') && bodyEnd === j && j - prefix.length <= maxBody) {
					const event = eventOf(rest.slice(prefix.length, j), final);
					if (event) events.push(event);
				}
				i = at + j + 1;
			}
			return {text, events};
		},
	};
}

/** A box on the screen that takes clicks. */
export interface MouseArea {
	/** The box as drawn (its place is read when a click comes, so it follows the layout). */
	readonly ref: RefObject<DOMElement | null>;
	/** The target at a row and column inside the box, if any. */
	hit(row: number, column: number): string | null;
	/** A click on a target. */
	pick(target: string): void;
}

export interface MouseHub {
	/** Adds a box that takes clicks; returns a function that removes it. */
	register(area: MouseArea): () => void;
	/** Delivers an event: a left press goes to the last registered box under it. */
	dispatch(event: MouseEvent): void;
}

interface Box {
	readonly top: number;
	readonly left: number;
	readonly width: number;
	readonly height: number;
}

interface LaidOut {
	parentNode?: LaidOut | null;
	yogaNode?: {
		getComputedTop(): number;
		getComputedLeft(): number;
		getComputedWidth(): number;
		getComputedHeight(): number;
		getDisplay(): number;
	};
}

/** Yoga's DISPLAY_NONE. */
const displayNone = 1;

/** Where a node is drawn, in rows and columns from the top left; null when it (or a box around it) is hidden. */
export function placeOf(node: DOMElement): Box | null {
	const start = node as unknown as LaidOut;
	const yoga = start.yogaNode;
	if (!yoga) return null;
	let top = 0;
	let left = 0;
	for (let n: LaidOut | null | undefined = start; n; n = n.parentNode) {
		if (!n.yogaNode) continue;
		if (n.yogaNode.getDisplay() === displayNone) return null;
		top += n.yogaNode.getComputedTop();
		left += n.yogaNode.getComputedLeft();
	}
	return {top: Math.round(top), left: Math.round(left), width: Math.round(yoga.getComputedWidth()), height: Math.round(yoga.getComputedHeight())};
}

export function createMouseHub(): MouseHub {
	const areas: MouseArea[] = [];
	return {
		register(area) {
			areas.push(area);
			return () => {
				const i = areas.indexOf(area);
				if (i >= 0) areas.splice(i, 1);
			};
		},
		dispatch(event) {
			if (event.kind !== 'press' || event.button !== 0) return;
			for (let i = areas.length - 1; i >= 0; i--) {
				const area = areas[i]!;
				const node = area.ref.current;
				const box = node ? placeOf(node) : null;
				if (!box) continue;
				const row = event.y - box.top;
				const column = event.x - box.left;
				if (row < 0 || column < 0 || row >= box.height || column >= box.width) continue;
				const target = area.hit(row, column);
				if (target !== null) {
					area.pick(target);
					return;
				}
			}
		},
	};
}

/** The arcade's hub (none: the mouse is not in use, as in most tests). */
export const MouseContext = createContext<MouseHub | null>(null);

/**
 * Makes the box `ref` take clicks while `active`: `hit` names the target at a
 * row and column inside it, `pick` acts on it. The latest functions are used.
 */
export function useMouseTargets(
	ref: RefObject<DOMElement | null>,
	active: boolean,
	hit: (row: number, column: number) => string | null,
	pick?: (target: string) => void,
): void {
	const hub = useContext(MouseContext);
	const latest = useRef({hit, pick});
	latest.current = {hit, pick};
	useEffect(() => {
		if (!hub || !active || !pick) return undefined;
		return hub.register({ref, hit: (row, column) => latest.current.hit(row, column), pick: target => latest.current.pick?.(target)});
	}, [hub, active, ref, pick === undefined]);
}
