/**
 * Text that came from outside (a position, a file, the command line) made
 * safe for a terminal: no control character reaches stdout or stderr, where
 * it could move the cursor, erase what was printed, set the window title or
 * write the clipboard (OSC 52). Control characters are shown instead, in the
 * `\x1b` form: C0 (U+0000–U+001F), DEL and C1 (U+0080–U+009F); so are the
 * line and paragraph separators (U+2028, U+2029), which some terminals, and
 * the editors and shells a line is pasted into, take as a line break; and the
 * bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069),
 * which could make a line read backwards; and the characters a reader cannot
 * see, which could make two names look alike: the bidirectional marks (ALM
 * U+061C, LRM U+200E, RLM U+200F), the zero-width characters (U+200B–U+200D,
 * U+2060–U+2064) and the zero-width no-break space (U+FEFF).
 *
 * Used at the sinks: the CLI's writes, the arcade's one text view, the
 * segments layouts are built from. The engine knows nothing of terminals.
 */
import {miscWords} from '../i18n/misc2/index.js';

// One pattern for what must not reach a terminal raw.
const unsafe = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
const unsafeTest = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

function shown(c: string): string {
	const code = c.codePointAt(0)!;
	return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Whether the text holds a character that `safeText` would show escaped. */
export function hasUnsafe(text: string): boolean {
	return unsafeTest.test(text);
}

/** One line of text with every control character shown visibly (`\x1b`); newlines too. */
export function safeText(text: string): string {
	return unsafeTest.test(text) ? text.replace(unsafe, shown) : text;
}

/** Several lines: each line made safe, the newlines between them kept. */
export function safeLines(text: string): string {
	return text.split('\n').map(safeText).join('\n');
}

/**
 * Input echoed in a message: made safe and cut to `max` characters, the cut
 * marked with how much was left out.
 */
export function echo(text: string, max = 80): string {
	const safe = safeText(text);
	const chars = [...safe];
	if (chars.length <= max) return safe;
	return `${chars.slice(0, max).join('')}${miscWords('echoCut', {count: chars.length - max})}`;
}

const jsonUnsafe = /[\u007F-\u009F\u061C\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * JSON text for a terminal: `JSON.stringify` escapes C0 already; this escapes
 * DEL, C1, the line separators, the bidirectional controls and the
 * zero-width characters as `\uXXXX` too (the JSON means the same).
 */
export function safeJson(json: string): string {
	return json.replace(jsonUnsafe, c => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`);
}
