/**
 * The terminal around the arcade: the alternate screen, restoring the
 * terminal on every way out, suspending on Ctrl+Z like other full-screen
 * programs, and a filter for key sequences that crash Ink 6.8's key parser
 * (modifier + function keys such as ESC[1;5P), with the mouse's reports
 * taken out of the input, and a lone Esc split from the key after it when
 * both arrive in one chunk.
 */
import {createMouseParser, type MouseEvent} from './mouse.js';

/** Enter the alternate screen, clear it, home the cursor. */
export const enterAlternateScreen = '\u001B[?1049h\u001B[2J\u001B[H';
/** Hide the cursor (Ink hides it once, at its start). */
export const hideCursor = '\u001B[?25l';
/** Show the cursor and leave the alternate screen (the shell's screen comes back). */
export const leaveAlternateScreen = '\u001B[?25h\u001B[?1049l';

/**
 * The key codes Ink's parser names (ESC [ or ESC O, then the code). A sequence
 * with a modifier whose code is not among these makes Ink 6.8 read the name
 * of an unnamed key and crash; such keys mean nothing to the arcade anyway.
 */
const namedCodes = new Set([
	'OP',
	'OQ',
	'OR',
	'OS',
	'[11~',
	'[12~',
	'[13~',
	'[14~',
	'[[A',
	'[[B',
	'[[C',
	'[[D',
	'[[E',
	'[15~',
	'[17~',
	'[18~',
	'[19~',
	'[20~',
	'[21~',
	'[23~',
	'[24~',
	'[A',
	'[B',
	'[C',
	'[D',
	'[E',
	'[F',
	'[H',
	'OA',
	'OB',
	'OC',
	'OD',
	'OE',
	'OF',
	'OH',
	'[1~',
	'[2~',
	'[3~',
	'[4~',
	'[5~',
	'[6~',
	'[[5~',
	'[[6~',
	'[7~',
	'[8~',
	'[a',
	'[b',
	'[c',
	'[d',
	'[e',
	'[2$',
	'[3$',
	'[5$',
	'[6$',
	'[7$',
	'[8$',
	'Oa',
	'Ob',
	'Oc',
	'Od',
	'Oe',
	'[2^',
	'[3^',
	'[5^',
	'[6^',
	'[7^',
	'[8^',
	'[Z',
]);

// Ink's own pattern for function keys: prefix, then "n;m~" or "[1;]m<letter>".
const functionKey = /\u001B+(O|N|\[|\[\[)(?:(\d+)(?:;(\d+))?([~^$])|(?:1;)?(\d+)?([a-zA-Z]))/g;

/**
 * An Esc followed in the same chunk by a key that starts no escape sequence
 * (not `[`, not `O`, not another Esc): "Esc u" typed quickly, or sent by
 * `send-keys Escape u`. Ink reads the pair as Alt+u and the Esc is lost.
 */
// Workaround listed in PATCHES.md; it goes when Ink splits a lone Esc from the next key.
const escapeThenKey = /\u001B(?=[^[O\u001B])/g;

/**
 * The input without the key sequences that would crash Ink's parser, and
 * with a lone Esc kept apart from the key after it: written as Esc Esc,
 * which Ink reads as one Esc event on its own (the arcade gives Alt no meaning).
 */
export function filterKeys(text: string): string {
	if (!text.includes('\u001B')) return text;
	return text
		.replace(functionKey, (sequence, prefix: string, number?: string, modifier?: string, tilde?: string, letterModifier?: string, letter?: string) => {
			const code = [prefix, number, tilde, letter].filter(Boolean).join('');
			const hasModifier = (modifier ?? letterModifier) !== undefined;
			return hasModifier && !namedCodes.has(code) ? '' : sequence;
		})
		.replace(escapeThenKey, '\u001B\u001B');
}

/** An output stream that may be a terminal: Node's tty.WriteStream, whose handle reads the size. */
export interface SizedOutput {
	columns: number;
	rows: number;
	readonly _handle?: {getWindowSize?: (size: [number, number]) => number} | null;
}

/**
 * Reads the terminal's size again into `stdout.columns` and `rows`. Needed
 * on resume: the terminal sends SIGWINCH only to its foreground job, so a
 * resize while the arcade was stopped (Ctrl+Z) never reached it, and Node's
 * stream still holds the size from before the stop. Node's public
 * `getWindowSize()` only returns those stale fields; its handle asks the
 * terminal (TIOCGWINSZ), as Node itself does on SIGWINCH (`_refreshSize`,
 * which would emit 'error' where this keeps the old size). Returns whether
 * the size changed.
 */
// Workaround listed in PATCHES.md; it goes when Node can read the size again publicly.
export function readTerminalSize(stdout: SizedOutput): boolean {
	const size: [number, number] = [0, 0];
	try {
		const getWindowSize = stdout._handle?.getWindowSize;
		if (typeof getWindowSize !== 'function' || getWindowSize.call(stdout._handle, size) !== 0) return false;
	} catch {
		// Not a terminal (any more): keep what is known.
		return false;
	}
	const [columns, rows] = size;
	if (!(columns > 0 && rows > 0) || (columns === stdout.columns && rows === stdout.rows)) return false;
	stdout.columns = columns;
	stdout.rows = rows;
	return true;
}

interface Readable {
	read: (size?: number) => unknown;
}

/** The wheel as the keys it stands for: a line up or down, on every screen that scrolls. */
const wheelKeys: Readonly<Partial<Record<MouseEvent['kind'], string>>> = {wheelUp: '\u001B[A', wheelDown: '\u001B[B'};

/**
 * Filters every chunk Ink reads from `stdin`; returns a function that undoes it.
 * A workaround for upstream code, listed in PATCHES.md (goes with Ink ≥ 7).
 * Mouse reports are taken out first (they never become keys): the wheel
 * becomes ↑↓, and every event goes to `onMouse`.
 */
export function installKeyFilter(stdin: Readable, onMouse?: (event: MouseEvent) => void): () => void {
	const original = stdin.read;
	const mouse = createMouseParser();
	stdin.read = function (this: unknown, size?: number) {
		const chunk = original.call(stdin, size);
		if (chunk === null || chunk === undefined) return chunk;
		const raw = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
		const {text, events} = mouse.feed(raw);
		let keys = filterKeys(text);
		for (const event of events) {
			keys += wheelKeys[event.kind] ?? '';
			onMouse?.(event);
		}
		return keys;
	};
	return () => {
		stdin.read = original;
	};
}

/** The process calls job control makes (tests inject their own). */
export interface JobControlHost {
	readonly platform: NodeJS.Platform;
	on(signal: 'SIGTSTP' | 'SIGCONT', listener: () => void): unknown;
	off(signal: 'SIGTSTP' | 'SIGCONT', listener: () => void): unknown;
	kill(pid: number, signal: 'SIGTSTP'): unknown;
}

export interface JobControl {
	/** Ctrl+Z (or SIGTSTP): give the terminal back and stop until `fg`. */
	suspend(): void;
	/** Removes the signal listeners. */
	dispose(): void;
}

/**
 * Suspends like vim, htop or less. In raw mode Ctrl+Z reaches the arcade as
 * a key (0x1A), not as SIGTSTP; an external SIGTSTP comes as the signal. Both
 * give the terminal back (`giveBack`: leave the alternate screen and raw
 * mode), then stop the whole process group (so a launcher such as npx stops
 * too, and the shell sees the job stopped) by SIGTSTP with its default
 * action. On SIGCONT (`fg`) `takeBack` re-enters and redraws. Where SIGTSTP is
 * discarded (a process group without a shell to resume it) no SIGCONT comes:
 * the arcade takes the terminal back after `fallbackMs`, a timer that cannot
 * fire while the process is stopped. Nothing happens on Windows.
 */
export function installJobControl(host: JobControlHost, {giveBack, takeBack}: {giveBack: () => void; takeBack: () => void}, fallbackMs = 1000): JobControl {
	if (host.platform === 'win32') return {suspend: () => undefined, dispose: () => undefined};
	let suspended = false;
	let fallback: ReturnType<typeof setTimeout> | undefined;
	const resume = () => {
		if (!suspended) return;
		suspended = false;
		clearTimeout(fallback);
		host.on('SIGTSTP', suspend);
		takeBack();
	};
	function suspend() {
		if (suspended) return;
		suspended = true;
		giveBack();
		// Without a listener SIGTSTP has its default action again: stop.
		host.off('SIGTSTP', suspend);
		fallback = setTimeout(resume, fallbackMs);
		host.kill(0, 'SIGTSTP');
	}
	host.on('SIGTSTP', suspend);
	host.on('SIGCONT', resume);
	return {
		suspend,
		dispose() {
			clearTimeout(fallback);
			host.off('SIGTSTP', suspend);
			host.off('SIGCONT', resume);
		},
	};
}
