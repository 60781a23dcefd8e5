/**
 * Text layout for the arcade's screens: a frame is a list of lines, a line a
 * list of segments with a tone. Boards and panels are drawn as lines by pure
 * functions (testable without rendering); one view turns them into Ink text.
 *
 * Widths are terminal columns, measured by string-width (a wide character
 * such as 東 or 🎲 takes two, a combining mark none), and text is cut by
 * columns with slice-ansi and cli-truncate: the libraries Ink itself lays
 * out with, so what is measured here is what Ink draws.
 */
import cliTruncate from 'cli-truncate';
import sliceAnsi from 'slice-ansi';
import {textWidth} from '../text/width.js';
import {safeText} from '../text/safe.js';
import {helpWords} from '../i18n/help/index.js';
import {asciiOn, asciiText} from './glyphs.js';
import {board2Words} from '../i18n/boards2/index.js';

/**
 * What a piece of text is, not how it looks: the theme maps tones to colours.
 * Meaning never rests on colour alone: boards use distinct glyphs as well.
 */
export type Tone = 'text' | 'dim' | 'strong' | 'title' | 'cursor' | 'hint' | 'computer' | 'select' | 'error' | 'good' | 'bad' | 'key';

export interface Segment {
	readonly text: string;
	readonly tone?: Tone;
	/**
	 * What a click on this text picks (a heap, a coin, a menu entry): an id the
	 * screen that drew it understands. Layout functions keep it as they pad and clip.
	 */
	readonly target?: string;
	/**
	 * The text is a run of items one column each (a heap's tokens), numbered
	 * from this: a click on its column j picks `${target}:${numbered + j}`.
	 */
	readonly numbered?: number;
	/**
	 * The line is part of a drawing (a board) that reads, for a screen reader,
	 * as these sentences: every line of one drawing carries the same object,
	 * and the drawing is read once, where its first line was.
	 */
	readonly speech?: Speech;
	/** Set by `besideLines` on the block drawn on the right: a screen reader gets it after the block on the left. */
	readonly beside?: true;
}

/** A drawing's words for a screen reader, made only when they are read. */
export interface Speech {
	read(): readonly string[];
}

export type Line = readonly Segment[];

/** A segment; control characters in `text` (which may come from input) are shown visibly, never sent raw. */
export function seg(text: string, tone?: Tone): Segment {
	const safe = safeText(text);
	return tone === undefined ? {text: safe} : {text: safe, tone};
}

/** A line from strings (plain) and segments. */
export function line(...parts: ReadonlyArray<string | Segment>): Line {
	return parts.map(part => (typeof part === 'string' ? {text: safeText(part)} : part)).filter(part => part.text !== '');
}

export {textWidth};

/** The first `columns` columns of the text (a wide character that would straddle the edge is left out). */
export function sliceColumns(text: string, columns: number): string {
	if (columns <= 0) return '';
	if (textWidth(text) <= columns) return text;
	let cut = sliceAnsi(text, 0, columns);
	while (textWidth(cut) > columns) cut = [...cut].slice(0, -1).join('');
	return cut;
}

export function lineWidth(l: Line): number {
	let width = 0;
	for (const s of l) width += textWidth(s.text);
	return width;
}

export function lineText(l: Line): string {
	return l.map(s => s.text).join('');
}

/** The target of the segment at `column` of the line (counted in terminal columns), if it has one. */
export function targetAt(l: Line | undefined, column: number): string | null {
	if (!l) return null;
	let at = 0;
	for (const s of l) {
		const width = textWidth(s.text);
		if (column < at + width) return s.target !== undefined && s.numbered !== undefined ? `${s.target}:${s.numbered + column - at}` : (s.target ?? null);
		at += width;
	}
	return null;
}

/** The lines as plain text, one string per line (for tests and plain output). */
export function linesText(lines: readonly Line[]): string {
	return lines.map(l => lineText(l).trimEnd()).join('\n');
}

/** The last `columns` columns of the text (a wide character that would straddle the edge is left out). */
export function tailColumns(text: string, columns: number): string {
	if (columns <= 0) return '';
	const width = textWidth(text);
	if (width <= columns) return text;
	let cut = sliceAnsi(text, width - columns);
	while (textWidth(cut) > columns) cut = [...cut].slice(1).join('');
	return cut;
}

/** Cuts text to `width` columns, ending with … when something was cut (measured as drawn: with ascii on, ⊗ is three columns). */
export function clipText(shown: string, width: number): string {
	if (width <= 0) return '';
	const text = asciiText(shown);
	if (textWidth(text) <= width) return text;
	const cut = cliTruncate(text, width);
	return textWidth(cut) <= width ? cut : `${sliceColumns(text, width - 1)}…`;
}

/** Cuts a line to `width` columns, ending with … when something was cut (measured as drawn, as clipText). */
export function clipLine(shown: Line, width: number): Line {
	const l = asciiOn() && shown.some(s => asciiText(s.text) !== s.text) ? shown.map(s => ({...s, text: asciiText(s.text)})) : shown;
	if (lineWidth(l) <= width) return l;
	const result: Segment[] = [];
	let left = width - 1;
	for (const s of l) {
		if (left <= 0) break;
		const part = sliceColumns(s.text, left);
		result.push({...s, text: part});
		left -= Math.min(left, textWidth(s.text));
	}
	result.push({text: '…', tone: 'dim'});
	return result;
}

/** Pads a line with spaces to exactly `width` columns (clipping if longer). */
export function padLine(l: Line, width: number): Line {
	const clipped = clipLine(l, width);
	const missing = width - lineWidth(clipped);
	return missing > 0 ? [...clipped, {text: ' '.repeat(missing)}] : clipped;
}

export function padRight(text: string, width: number): string {
	const missing = width - textWidth(text);
	return missing > 0 ? text + ' '.repeat(missing) : text;
}

export function padLeft(text: string, width: number): string {
	const missing = width - textWidth(text);
	return missing > 0 ? ' '.repeat(missing) + text : text;
}

/** Chinese, Japanese and full-width characters: a line may break before or after each one. */
const ideographic = /[\u2E80-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/u;
/** Marks that never start a line (closing punctuation), and marks that never end one (opening). */
const closingMark = /^[，。：；）、！？》」』】〉,.:;)!?%]/u;
const openingMark = /[（《「『【〈(]$/u;

/** A word's pieces: a line may break between two pieces when one side is ideographic and no punctuation forbids it. */
function wordPieces(word: string): string[] {
	const pieces: string[] = [];
	let current = '';
	let previousWide = false;
	for (const char of word) {
		const wide = ideographic.test(char);
		// A non-breaking space (glued by glueFormulas) holds its neighbours together.
		const glued = char === '\u00A0' || current.endsWith('\u00A0');
		const breakable = current !== '' && !glued && (wide || previousWide) && !closingMark.test(char) && !openingMark.test(current);
		if (breakable) {
			pieces.push(current);
			current = char;
		} else current += char;
		previousWide = wide;
	}
	if (current !== '') pieces.push(current);
	return pieces;
}

/** Short brackets (a pair "(3, 0)", a set "{1, 3, 4}", "(value + 1)") are kept whole: they never break inside. */
const shortBracket = /[({][^(){}\n]{1,24}[)}]/g;

/**
 * The text with the spaces of its formulas made non-breaking: around an
 * operator ("9 → 4", "5 XOR 4 = 1", "13 + 5") and inside short brackets.
 */
function glueFormulas(text: string): string {
	return text
		.replace(/ (→|=|⊗|⊕|\+|−|·|×|XOR|>|xor|\(x\)) (?=\S)/g, '\u00A0$1\u00A0')
		.replace(shortBracket, group => group.replace(/ /g, '\u00A0'))
		.replace(chineseOrdinal, '$1\u00A0$2')
		.replace(chineseCount, '$1\u00A0$2');
}

/** A Chinese ordinal or count keeps its number ("第 10 课", "共 3 个", "5 堆"): never 第 at a line's end. */
const chineseOrdinal = /(第|共|还有) (\d)/g;
const chineseCount = /(\d) (个|堆|排|枚|盏|课|步|局|项|行|列|张|层)/g;

/**
 * Word-wraps prose to `width` columns; words longer than a line are split.
 * Chinese text breaks between characters, never before a closing mark
 * (，。：；）、！？) nor after an opening one.
 */
export function wrapText(text: string, width: number): string[] {
	const w = Math.max(1, width);
	const out: string[] = [];
	let current = '';
	// With ascii on, the signs are measured as they are drawn (and glued in their ASCII forms).
	const pieces = glueFormulas(asciiText(text))
		.split(/[ \t\n]+/)
		.filter(Boolean)
		.flatMap(word => wordPieces(word).map((piece, i) => ({piece, spaced: i === 0})))
		// A formula wider than the line breaks at its own spaces rather than mid-number.
		.flatMap(({piece, spaced}) =>
			textWidth(piece) > w && piece.includes('\u00A0') ? piece.split('\u00A0').map((part, i) => ({piece: part, spaced: spaced || i > 0})) : [{piece, spaced}],
		);
	for (const {piece, spaced} of pieces) {
		let rest = piece;
		while (textWidth(rest) > w) {
			if (current !== '') {
				out.push(current);
				current = '';
			}
			const head = sliceColumns(rest, w) || [...rest][0]!;
			out.push(head);
			rest = rest.slice(head.length);
		}
		if (rest === '') continue;
		const joiner = spaced ? ' ' : '';
		if (current === '') current = rest;
		else if (textWidth(current) + joiner.length + textWidth(rest) <= w) current += joiner + rest;
		else {
			out.push(current);
			current = rest;
		}
	}
	if (current !== '' || out.length === 0) out.push(current);
	return out.map(l => l.replace(/\u00A0/g, ' '));
}

/**
 * Pieces of text (wrapped rows, sentences) joined into one line: a space
 * between two, but none where both sides are Chinese (Chinese text breaks
 * between characters, and no space goes between two Chinese words nor after
 * a Chinese full stop).
 */
export function spacedJoin(rows: readonly string[]): string {
	return rows.reduce((text, row) => {
		if (text === '' || row === '') return text + row;
		return `${text}${ideographic.test(text.at(-1)!) && ideographic.test(row[0]!) ? '' : ' '}${row}`;
	}, '');
}

/** `text` wrapped to `width`, in at most `rows` rows: a text cut short ends with … on its last row. */
export function wrapAtMost(text: string, width: number, rows: number): string[] {
	const wrapped = wrapText(text, width);
	const most = Math.max(1, rows);
	if (wrapped.length <= most) return wrapped;
	return [...wrapped.slice(0, most - 1), clipText(spacedJoin(wrapped.slice(most - 1)), width)];
}

/**
 * Wraps explanation lines: prose is re-flowed, lines that start with a space
 * (tables, aligned figures) are kept as they are and only clipped.
 */
export function wrapLines(lines: readonly string[], width: number): string[] {
	const out: string[] = [];
	for (const text of joinProse(lines)) {
		if (isPreformatted(text)) out.push(clipText(text.trimEnd(), width));
		else out.push(...wrapText(text, width));
	}
	return out;
}

/** A line laid out by its author (indented, or aligned with runs of spaces): kept, not re-flowed. */
export function isPreformatted(text: string): boolean {
	return /^\s/.test(text) || /\S {2,}\S/.test(text);
}

/**
 * Joins prose lines that continue a sentence (the previous one ends with a
 * comma, a semicolon or a word), so they re-flow as one paragraph.
 */
export function joinProse(lines: readonly string[]): string[] {
	const out: string[] = [];
	for (const text of lines) {
		const previous = out[out.length - 1];
		if (previous !== undefined && !isPreformatted(text) && !isPreformatted(previous) && /[,;\p{L}]$/u.test(previous.trimEnd())) {
			out[out.length - 1] = `${previous.trimEnd()} ${text.trimStart()}`;
		} else {
			out.push(text);
		}
	}
	return out;
}

export type BoxStyle = 'round' | 'single' | 'heavy' | 'double';

const boxGlyphs: Record<BoxStyle, {tl: string; tr: string; bl: string; br: string; h: string; v: string}> = {
	round: {tl: '╭', tr: '╮', bl: '╰', br: '╯', h: '─', v: '│'},
	single: {tl: '┌', tr: '┐', bl: '└', br: '┘', h: '─', v: '│'},
	heavy: {tl: '┏', tr: '┓', bl: '┗', br: '┛', h: '━', v: '┃'},
	double: {tl: '╔', tr: '╗', bl: '╚', br: '╝', h: '═', v: '║'},
};

/**
 * A box `width` columns wide around `body`, with a title in its top border.
 * Body lines are padded or clipped to the inside width (width − 4).
 */
export function boxed(title: Line, body: readonly Line[], width: number, style: BoxStyle = 'round', tone: Tone = 'dim'): Line[] {
	const g = boxGlyphs[style];
	const inner = Math.max(1, width - 4);
	const titleLine = clipLine(title, Math.max(0, width - 6));
	const titleWidth = lineWidth(titleLine);
	const top: Line =
		titleWidth === 0
			? [seg(g.tl + g.h.repeat(width - 2) + g.tr, tone)]
			: [seg(`${g.tl}${g.h} `, tone), ...titleLine, seg(` ${g.h.repeat(Math.max(0, width - 5 - titleWidth))}${g.tr}`, tone)];
	const lines: Line[] = [top];
	for (const l of body) lines.push([seg(`${g.v} `, tone), ...padLine(l, inner), seg(` ${g.v}`, tone)]);
	lines.push([seg(g.bl + g.h.repeat(width - 2) + g.br, tone)]);
	return lines;
}

/** Two blocks side by side: `left` padded to `leftWidth`, then `gap` spaces, then `right`. */
export function besideLines(left: readonly Line[], right: readonly Line[], leftWidth: number, gap = 2): Line[] {
	const height = Math.max(left.length, right.length);
	const out: Line[] = [];
	for (let i = 0; i < height; i++) {
		const l = left[i] ?? [];
		const r = right[i] ?? [];
		out.push(r.length === 0 ? l : [...padLine(l, leftWidth), {text: ' '.repeat(gap)}, ...r.map(s => ({...s, beside: true as const}))]);
	}
	return out;
}

/** A line with `left` at the start and `right` flush with column `width`. */
export function spread(left: Line, right: Line, width: number): Line {
	const room = width - lineWidth(right) - 1;
	if (room < 8) return clipLine(left, width);
	const l = clipLine(left, room);
	return [...l, {text: ' '.repeat(width - lineWidth(l) - lineWidth(right))}, ...right];
}

/** Keeps at most `height` lines; a cut block ends with a line saying how many were left out. */
export function fitHeight(lines: readonly Line[], height: number, more = ''): Line[] {
	if (lines.length <= height) return [...lines];
	if (height <= 0) return [];
	const kept = lines.slice(0, height - 1);
	kept.push([seg(`… ${helpWords('moreLines', {count: lines.length - height + 1})}${more}`, 'dim')]);
	return kept;
}

/**
 * An integer as text of at most `width` columns: exact when it fits, else its
 * leading digits and its number of digits ("12345…(40 digits)").
 */
export function formatInt(n: bigint, width = 20): string {
	const text = n.toString();
	if (text.length <= width) return text;
	const suffix = `…(${text.length} digits)`;
	if (width >= suffix.length + 4) return `${text.slice(0, width - suffix.length)}${suffix}`;
	// Too narrow for digits and a count: the leading digits and the power of ten.
	return `${text[0]}.${text.slice(1, 3)}e${text.length - 1}`;
}

/**
 * The first index of a window of `shown` items out of `count`, centred on
 * `focus`, and also showing `also` (a hint, the last move) when both fit.
 */
export function windowStart(count: number, shown: number, focus: number, also: number | null = null): number {
	if (count <= shown) return 0;
	let start = focus - Math.floor(shown / 2);
	if (also !== null && Math.abs(also - focus) < shown) {
		const lo = Math.min(focus, also);
		const hi = Math.max(focus, also);
		start = Math.floor((lo + hi) / 2) - Math.floor(shown / 2);
		start = Math.min(lo, Math.max(start, hi - shown + 1));
	}
	return Math.max(0, Math.min(start, count - shown));
}

/**
 * Notes at the right end of a board's row (the pending move, the hint, the
 * last move), two spaces apart, cut to `width` columns; none when there is no
 * room or nothing to say.
 */
export function rowNotes(notes: readonly Segment[], width: number): Segment[] {
	if (width <= 0 || notes.length === 0) return [];
	const parts: Segment[] = [seg('  ')];
	let room = width;
	for (const [j, s] of notes.entries()) {
		const text = (j > 0 ? '  ' : '') + s.text;
		if (room <= 0) break;
		parts.push(seg(sliceColumns(text, room), s.tone));
		room -= textWidth(text);
	}
	return parts;
}

/**
 * A board of `count` rows in `height` lines: every row, or a window around
 * `focus` (keeping `also` in view where it can) with a line saying what is
 * out of view; then the `extra` lines (captions) while they fit.
 */
export function windowedRows(
	count: number,
	height: number,
	row: (i: number) => Line,
	window: {readonly focus: number; readonly also: number | null; readonly noun: 'heap' | 'row'; readonly keys: string},
	extra: readonly Line[],
): Line[] {
	// The rows come first: the extra lines keep their place only while a few rows (or all of them) still fit beside them.
	const wanted = Math.min(count, 4);
	const kept = Math.max(0, Math.min(extra.length, height - wanted - (count > wanted ? 1 : 0)));
	const room = Math.max(1, height - kept);
	const lines: Line[] = [];
	if (count <= room) {
		for (let i = 0; i < count; i++) lines.push(row(i));
	} else {
		const shown = Math.max(1, room - 1);
		const start = windowStart(count, shown, window.focus, window.also);
		for (let i = start; i < start + shown; i++) lines.push(row(i));
		if (room > 1)
			lines.push(
				line(
					seg(board2Words(window.noun === 'row' ? 'windowRows' : 'windowHeaps', {from: start + 1, to: start + shown, total: count, keys: window.keys}), 'dim'),
				),
			);
	}
	for (const l of extra) {
		if (lines.length >= height) break;
		lines.push(l);
	}
	return lines;
}

/**
 * Characters that draw rather than say: box drawing, blocks, geometric shapes
 * (● ◆ ○ ▶ ◀ ▲), dingbats (✓ ✗ ★ ❯) and the small marks boards use (• ·).
 * None of them is left in a screen reader's text.
 */
export const drawingCharacters = /[\u2500-\u25FF\u2600-\u27BF\u2022\u00B7\u203A\u2190-\u2193]/u;

const drawingGlobal = new RegExp(drawingCharacters.source, 'gu');

/** Glyphs that carry a meaning, as words (in this order: the longer patterns first). */
const glyphWords: ReadonlyArray<readonly [RegExp, string]> = [
	[/←→↑↓/g, 'arrows'],
	[/←→/g, 'left and right'],
	[/↑↓/g, 'up and down'],
	// "9 → 4": a change; an arrow alone is a key.
	[/(\S) → (\S)/g, '$1 to $2'],
	[/←/g, 'left arrow'],
	[/→/g, 'right arrow'],
	[/↑/g, 'up arrow'],
	[/↓/g, 'down arrow'],
	[/✗ coach/g, 'coach:'],
	[/ · /g, ', '],
	[/◆/g, 'hint:'],
	[/^(\s*)◀/g, '$1last move:'],
	[/▶/g, 'selected:'],
	// A mark before the word that says it already ("✓ Right") is not said twice.
	[/✓ (?=Right\b)/g, ''],
	[/[✗✕] (?=Wrong\b)/g, ''],
	[/✓/g, 'right:'],
	[/[✗✕]/g, 'wrong:'],
];

/** A line's text as a screen reader should get it: glyphs said in words, drawing dropped, spaces collapsed. */
export function readableText(text: string): string {
	let out = text;
	for (const [pattern, words] of glyphWords) out = out.replace(pattern, words);
	return out.replace(drawingGlobal, ' ').replace(/\s+/g, ' ').trim();
}

/** The end of a sentence (a closing bracket or quote may follow its mark). */
const sentenceEnd = /[.!?。！？][)"'）”’]*$/u;

/**
 * Lines as linear text for a screen reader: a drawing marked with `speech`
 * (a board) becomes its sentences, once; box frames and glyphs go; glyphs
 * that mean something are said in words; lines left empty go too.
 */
export function readableLines(lines: readonly Line[], read = new Set<Speech>()): Line[] {
	const out: Line[] = [];
	// A block drawn beside another (a table right of prose) is read after it, when the lines with it end.
	let aside: Line[] = [];
	const flush = () => {
		if (aside.length === 0) return;
		// The drawings already read stay read: a board drawn both sides of the gap (the Wythoff grid) is read once.
		out.push(...readableLines(aside, read));
		aside = [];
	};
	// The block beside waits for the end of the sentence it was drawn against: never read inside one.
	let inSentence = false;
	for (const whole of lines) {
		const right = whole.findIndex(s => s.beside === true);
		if (right >= 0) aside.push(whole.slice(right).map(({beside: _, ...s}) => s));
		else if (aside.length > 0 && (!inSentence || whole.length === 0)) flush();
		const l = right >= 0 ? whole.slice(0, right) : whole;
		const speech = l.find(s => s.speech !== undefined)?.speech;
		if (speech) flush();
		if (speech) {
			if (read.has(speech)) continue;
			read.add(speech);
			for (const sentence of speech.read()) {
				const text = readableText(sentence);
				if (text !== '') out.push([{text}]);
			}
			continue;
		}
		const parts: Segment[] = [];
		// A space between two segments where the drawn text had a gap (or drawing) between them.
		let gap = false;
		for (const s of l) {
			// A chooser's arrows (◀ value ▶) after the start of a line say nothing a reader needs.
			const bare = s.text.trim();
			const text = parts.length > 0 && (bare === '◀' || bare === '▶') ? '' : readableText(s.text);
			if (text === '') {
				gap = true;
				continue;
			}
			const spaced = (gap || /^[\s\u2500-\u25FF]/u.test(s.text)) && !/^[,.;:)]/.test(text);
			parts.push({...s, text: parts.length > 0 && spaced ? ` ${text}` : text});
			gap = /[\s\u2500-\u25FF]$/u.test(s.text);
		}
		// A separator left at the start of a line (its first part was drawing) goes.
		const first = parts[0];
		if (first && /^[,;]/.test(first.text)) {
			const rest = first.text.replace(/^[,;]\s*/, '');
			if (rest === '') parts.shift();
			else parts[0] = {...first, text: rest};
			if (parts[0]) parts[0] = {...parts[0], text: parts[0].text.trimStart()};
		}
		if (parts.length > 0) {
			out.push(parts);
			inSentence = !sentenceEnd.test(lineText(parts));
			if (!inSentence && right < 0) flush();
		}
	}
	flush();
	return out;
}
