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
import {textWidth} from '../text/width.js';
import {progressWords as words} from '../i18n/progress/index.js';
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
	if (done <= 0 || elapsedMs < 500) return words('estimating');
	const seconds = Math.ceil(((total - done) * elapsedMs) / done / 1000);
	if (seconds < 60) return words(open ? 'atMostSecondsLeft' : 'secondsLeft', {s: seconds});
	const minutes = Math.floor(seconds / 60);
	return minutes < 60
		? words(open ? 'atMostMinutesLeft' : 'minutesLeft', {min: minutes, s: seconds % 60})
		: words(open ? 'atMostHoursLeft' : 'hoursLeft', {h: Math.floor(minutes / 60), min: minutes % 60});
}

/** `text` cut to fewer than `width` columns (the last column stays free: a terminal wraps at it), never inside a character. */
function cut(text: string, width: number): string {
	if (textWidth(text) < width) return text;
	let out = '';
	for (const char of text) {
		if (textWidth(out + char) >= width) break;
		out += char;
	}
	return out;
}

/**
 * The line: `[#####.........] 250,000/1,000,000 values 25% about 6 s left · Esc stops`,
 * cut to `width` columns; `stops` names the key that stops the work (none where nothing stops it).
 */
export function barLine(progress: Progress, unit: string, width: number, open = false, stops: string | null = words('escStops')): string {
	const fraction = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;
	const cells = 20;
	const filled = Math.floor(fraction * cells);
	const text = `[${'#'.repeat(filled)}${'.'.repeat(cells - filled)}] ${grouped(progress.done)}/${grouped(progress.total)} ${unit} ${Math.floor(fraction * 100)}% ${timeLeft(progress, open)}${stops === null ? '' : ` · ${stops}`}`;
	return cut(text, width);
}

export interface Bar {
	update(progress: Progress): void;
	/** Erases the line (when one was drawn). */
	clear(): void;
}

export interface BarOptions {
	/** Whether the total is only a bound (the estimate then says "at most"). @default false */
	readonly open?: boolean;
	/** The key that stops the work, in words. @default "Esc stops" */
	readonly stops?: string;
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
			stream.write(`\r\u001B[J${barLine(progress, unit, stream.columns ?? 80, options.open, options.stops)}\r`);
		},
		clear() {
			if (drawn) stream.write('\r\u001B[J');
			drawn = false;
		},
	};
}

/** A match's bar: games played of `games`, stopped by Ctrl+C (a match has no keys of its own). */
export function matchBar(
	stream: BarStream,
	games: number,
	unit: string,
	now: () => number = () => performance.now(),
): {update(done: number): void; clear(): void} {
	const bar = progressBar(stream, unit, {stops: words('ctrlCStops'), now});
	const started = now();
	return {update: done => bar.update({done, total: games, elapsedMs: now() - started}), clear: () => bar.clear()};
}
