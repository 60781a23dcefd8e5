/**
 * A job's progress as one line on a terminal: a bar, done/total, the percent
 * and an estimate of the time left, redrawn in place at most ten times a
 * second, and erased at the end. Where the stream is no terminal (a pipe, a
 * file) nothing is written at all.
 *
 * The cursor is left at the start of the line, not its end: a terminal
 * narrowed meanwhile may have wrapped the line into several rows (GNOME
 * Terminal, kitty, iTerm2 and tmux reflow it), and from its start, erasing
 * to the end of the screen takes all of them, where `\r` from its end would
 * reach only the last.
 */
import type {Progress} from './run.js';

export interface BarStream {
	readonly isTTY?: boolean;
	readonly columns?: number;
	write(text: string): unknown;
}

/** "1,234,567". */
const grouped = (n: number): string => Math.floor(n).toLocaleString('en-US');

/**
 * "about 1 min 5 s left", "about 12 s left" ("at most about..." where the
 * total is only a bound), or that it is estimating before the rate is known.
 */
export function timeLeft(progress: Progress, open = false): string {
	const {done, total, elapsedMs} = progress;
	if (done <= 0 || elapsedMs < 500) return 'estimating the time left';
	const seconds = Math.ceil(((total - done) * elapsedMs) / done / 1000);
	const about = open ? 'at most about' : 'about';
	if (seconds < 60) return `${about} ${seconds} s left`;
	const minutes = Math.floor(seconds / 60);
	return minutes < 60 ? `${about} ${minutes} min ${seconds % 60} s left` : `${about} ${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

/** The line: `[#####.........] 250,000/1,000,000 values 25% about 6 s left · Esc stops`, cut to `width` columns. */
export function barLine(progress: Progress, unit: string, width: number, open = false): string {
	const fraction = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;
	const cells = 20;
	const filled = Math.floor(fraction * cells);
	const text = `[${'#'.repeat(filled)}${'.'.repeat(cells - filled)}] ${grouped(progress.done)}/${grouped(progress.total)} ${unit} ${Math.floor(fraction * 100)}% ${timeLeft(progress, open)} · Esc stops`;
	return text.length < width ? text : text.slice(0, Math.max(0, width - 1));
}

export interface Bar {
	update(progress: Progress): void;
	/** Erases the line (when one was drawn). */
	clear(): void;
}

export interface BarOptions {
	/** Whether the total is only a bound (the estimate then says "at most"). @default false */
	readonly open?: boolean;
	/** @default performance.now */
	readonly now?: () => number;
}

/** A bar on `stream` when it is a terminal, else one that writes nothing. */
export function progressBar(stream: BarStream, unit: string, options: BarOptions = {}): Bar {
	const now = options.now ?? (() => performance.now());
	if (stream.isTTY !== true) return {update() {}, clear() {}};
	let last = Number.NEGATIVE_INFINITY;
	let drawn = false;
	return {
		update(progress) {
			const t = now();
			if (t - last < 100) return;
			last = t;
			drawn = true;
			stream.write(`\r\u001B[J${barLine(progress, unit, stream.columns ?? 80, options.open)}\r`);
		},
		clear() {
			if (drawn) stream.write('\r\u001B[J');
			drawn = false;
		},
	};
}
