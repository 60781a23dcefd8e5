/**
 * The arcade's glyphs and their ASCII stand-ins: one table for every screen.
 *
 * Most of the glyphs the screens draw (○●◆, box drawing, …, ·, ×, →, ✓, ✗,
 * the chart's blocks) are East Asian *ambiguous* width: Ink counts one column
 * for each, but a terminal set up for Chinese, Japanese or Korean (and
 * Windows' console with a CJK code page) draws two, and every frame breaks.
 * With `--ascii` (or the Stats screen's setting) every one of them is drawn
 * as its stand-in here, which is plain ASCII; Chinese text itself is wide
 * (two columns everywhere) and stays as it is.
 *
 * Two kinds of entries:
 * - marks (boards, frames, cursors, arrows, bars, dots): the stand-in is one
 *   column, as the glyph is counted, so a layout measured with the glyphs is
 *   drawn aligned with the stand-ins (LinesView swaps them as it draws);
 * - signs of formulas (≥, ⊕, ⌊kφ⌋, √...), found only in sentences: the
 *   stand-in may be longer ("phi", ">="), and sentences are passed through
 *   `asciiText` before they are measured and wrapped (lines.ts does it).
 *
 * A character outside ASCII that is neither here nor wide is drawn as `?`, so
 * nothing ambiguous reaches the terminal with ascii on, whatever the source
 * of the text.
 */
import {textWidth} from '../text/width.js';

/** The marks: one glyph, one column, one stand-in of one column. */
const marks = {
	// Boards' tokens and marks.
	token: ['●', '#'],
	pending: ['○', 'o'],
	hint: ['◆', '*'],
	hintDark: ['◇', '+'],
	took: ['·', '.'],
	lights: ['◎', '@'],
	tile: ['▮', '#'],
	queen: ['♛', 'Q'],
	split: ['╎', ':'],
	boundary: ['┆', ':'],
	stair: ['▐', '|'],
	// Cursors and pointers.
	cursor: ['▶', '>'],
	cursorOpen: ['▷', '>'],
	last: ['◀', '<'],
	pointer: ['❯', '>'],
	pointerSmall: ['›', '>'],
	select: ['▸', '>'],
	selectBack: ['◂', '<'],
	up: ['▲', '^'],
	caret: ['▏', '|'],
	caretBlock: ['▌', '|'],
	cut: ['✕', 'x'],
	cutEdge: ['╳', 'X'],
	// Arrows (keys and moves).
	right: ['→', '>'],
	left: ['←', '<'],
	upArrow: ['↑', '^'],
	downArrow: ['↓', 'v'],
	// Verdicts and notes.
	check: ['✓', '+'],
	wrong: ['✗', 'x'],
	star: ['★', '*'],
	bullet: ['•', '*'],
	half: ['◐', '~'],
	again: ['↻', '@'],
	cached: ['⌂', '^'],
	busy: ['⧗', '%'],
	ellipsis: ['…', '~'],
	times: ['×', 'x'],
	minus: ['−', '-'],
	enDash: ['–', '-'],
	emDash: ['—', '-'],
	openQuote: ['“', '"'],
	closeQuote: ['”', '"'],
	prime: ['′', "'"],
	// Frames: box drawing.
	horizontal: ['─', '-'],
	vertical: ['│', '|'],
	heavyHorizontal: ['━', '-'],
	heavyVertical: ['┃', '|'],
	doubleHorizontal: ['═', '='],
	doubleVertical: ['║', '|'],
	cornerTopLeft: ['┌', '+'],
	cornerTopRight: ['┐', '+'],
	cornerBottomLeft: ['└', '+'],
	cornerBottomRight: ['┘', '+'],
	heavyTopLeft: ['┏', '+'],
	heavyTopRight: ['┓', '+'],
	heavyBottomLeft: ['┗', '+'],
	heavyBottomRight: ['┛', '+'],
	doubleTopLeft: ['╔', '+'],
	doubleTopRight: ['╗', '+'],
	doubleBottomLeft: ['╚', '+'],
	doubleBottomRight: ['╝', '+'],
	roundTopLeft: ['╭', '+'],
	roundTopRight: ['╮', '+'],
	roundBottomLeft: ['╰', '+'],
	roundBottomRight: ['╯', '+'],
	teeRight: ['├', '+'],
	cross: ['┼', '+'],
	ground: ['╧', '+'],
	// The chart's bars, by height (eighths), and shades.
	bar1: ['▁', '_'],
	bar2: ['▂', '_'],
	bar3: ['▃', '-'],
	bar4: ['▄', '-'],
	bar5: ['▅', '='],
	bar6: ['▆', '='],
	bar7: ['▇', '#'],
	bar8: ['█', '#'],
	light: ['░', '.'],
	medium: ['▒', ':'],
	dark: ['▓', '%'],
	// Letters of names (Bachet de Méziriac, Über...).
	eAcute: ['é', 'e'],
	eGrave: ['è', 'e'],
	uUmlaut: ['Ü', 'U'],
} as const satisfies Record<string, readonly [string, string]>;

/** Signs of formulas, found only in sentences: their stand-ins say the same in ASCII. */
const signs = {
	atLeast: ['≥', '>='],
	atMost: ['≤', '<='],
	notEqual: ['≠', '!='],
	about: ['≈', '~='],
	plusMinus: ['±', '+/-'],
	nimSum: ['⊕', 'xor'],
	nimProduct: ['⊗', '(x)'],
	nimQuotient: ['⊘', '(/)'],
	floorOpen: ['⌊', 'floor('],
	floorClose: ['⌋', ')'],
	phi: ['φ', 'phi'],
	root: ['√', 'sqrt'],
	squared: ['²', '^2'],
	cubed: ['³', '^3'],
	sum: ['Σ', 'sum'],
	primeCount: ['π', 'pi'],
	delta: ['δ', 'delta'],
	inverse: ['⁻¹', '^-1'],
	maps: ['↦', '->'],
	swap: ['⇄', '<->'],
	member: ['∈', ' in '],
	union: ['∪', ' U '],
	congruent: ['≡', '=='],
	oneHalf: ['½', '1/2'],
	dice: ['🎲', '?'],
} as const satisfies Record<string, readonly [string, string]>;

export type GlyphName = keyof typeof marks;

let ascii = false;

/** Whether glyphs are drawn as ASCII (`--ascii`, or the saved setting). */
export function asciiOn(): boolean {
	return ascii;
}

/** Draws glyphs as ASCII from now on, or as themselves (at the start, and when the player changes the setting). */
export function setAscii(on: boolean): void {
	ascii = on;
}

/** A mark by name: the glyph, or its one-column stand-in with ascii on. */
export function glyph(name: GlyphName): string {
	const [unicode, stand] = marks[name];
	return ascii ? stand : unicode;
}

const standIns = new Map<string, string>([...Object.values(marks), ...Object.values(signs)].map(([unicode, stand]) => [unicode, stand]));
// Longest first, so a pair (⁻¹) is taken before a single character could be.
const glyphPattern = new RegExp(
	[...standIns.keys()]
		.sort((a, b) => b.length - a.length)
		.map(g => g.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'))
		.join('|'),
	'gu',
);
const outsideAscii = /[^\x20-\x7e\n]/u;

/** A character outside the table: itself where it is wide (Chinese), `?` where it takes one column, nothing where it takes none. */
function standInFor(character: string): string {
	const width = textWidth(character);
	return width === 2 ? character : width === 0 ? '' : '?';
}

/** The text as drawn: with ascii on, every glyph of the table as its stand-in and any other narrow character outside ASCII as `?`. */
export function asciiText(text: string): string {
	if (!ascii || !outsideAscii.test(text)) return text;
	return text.replace(glyphPattern, g => standIns.get(g)!).replace(/[^\x20-\x7e\n]/gu, standInFor);
}

/** Every glyph of the table with its stand-in: the marks (one column each) and the signs of formulas (for tests and documentation). */
export const glyphTable = {marks, signs} as const;
