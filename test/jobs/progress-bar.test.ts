/**
 * The progress bar on a terminal that narrows while it is drawn, read back
 * as a person sees it: through a screen model that truncates the cursor's
 * line, as xterm.js does (@xterm/headless), and through one that reflows it
 * into several rows, as GNOME Terminal, kitty, iTerm2 and tmux do (below).
 */
import {expect, it} from 'vitest';
import xterm from '@xterm/headless';
import {barLine, matchBar, progressBar} from '../../source/jobs/progress-bar.js';
import {setLanguage} from '../../source/i18n/language.js';
import stringWidth from 'string-width';

interface Screen {
	readonly stream: {readonly isTTY: true; readonly columns: number; write(text: string): void};
	resize(columns: number): void;
	/** The rows shown, trailing blanks trimmed, blank rows dropped. */
	rows(): Promise<string[]>;
}

function xtermScreen(columns: number): Screen {
	const term = new xterm.Terminal({cols: columns, rows: 10, allowProposedApi: true});
	let pending = Promise.resolve();
	return {
		stream: {
			isTTY: true,
			get columns() {
				return term.cols;
			},
			write(text) {
				pending = pending.then(async () => new Promise<void>(resolve => term.write(text, resolve)));
			},
		},
		resize(to) {
			term.resize(to, 10);
		},
		async rows() {
			await pending;
			const buffer = term.buffer.active;
			const rows: string[] = [];
			for (let y = 0; y < buffer.length; y++) rows.push(buffer.getLine(y)?.translateToString(true) ?? '');
			return rows.filter(row => row !== '');
		},
	};
}

/**
 * A terminal that reflows on resize: the text is kept as logical lines, shown
 * wrapped at the width, and the cursor keeps its place in its logical line.
 * Knows what the bar writes: text, \r, \r\n, ESC[K and ESC[J.
 */
function reflowingScreen(columns: number): Screen {
	let width = columns;
	const lines: string[][] = [[]];
	let line = 0;
	let offset = 0;
	const rowStart = () => Math.floor(offset / width) * width;
	const write = (text: string) => {
		for (let i = 0; i < text.length; i++) {
			const rest = text.slice(i);
			const cells = lines[line]!;
			if (rest.startsWith('\u001B[K')) {
				cells.splice(offset, rowStart() + width - offset, ...Array<string>(Math.max(0, Math.min(cells.length, rowStart() + width) - offset)).fill(' '));
				i += 2;
			} else if (rest.startsWith('\u001B[J')) {
				cells.length = Math.min(cells.length, offset);
				lines.length = line + 1;
				i += 2;
			} else if (rest.startsWith('\u001B')) throw new Error(`the model does not know ${JSON.stringify(rest.slice(0, 4))}`);
			else if (text[i] === '\r') offset = rowStart();
			else if (text[i] === '\n') {
				line++;
				lines[line] ??= [];
			} else {
				while (cells.length < offset) cells.push(' ');
				cells[offset++] = text[i]!;
			}
		}
	};
	return {
		stream: {
			isTTY: true,
			get columns() {
				return width;
			},
			write,
		},
		resize(to) {
			width = to;
		},
		async rows() {
			const rows: string[] = [];
			for (const cells of lines)
				for (let at = 0; at === 0 || at < cells.length; at += width)
					rows.push(
						cells
							.slice(at, at + width)
							.join('')
							.trimEnd(),
					);
			return rows.filter(row => row !== '');
		},
	};
}

it.each([
	['truncates', 100, 40, xtermScreen],
	['truncates', 120, 20, xtermScreen],
	['reflows', 100, 40, reflowingScreen],
	['reflows', 100, 30, reflowingScreen],
	['reflows', 120, 20, reflowingScreen],
] as const)(
	'on a terminal that %s its lines, narrowed from %i to %i columns: the bar redrawn as one line, no leftovers, then erased',
	async (_kind, wide, narrow, make) => {
		const screen = make(wide);
		screen.stream.write('$ job\r\n');
		let clock = 0;
		const bar = progressBar(screen.stream, 'values', {now: () => clock});
		bar.update({done: 250_000, total: 1_000_000, elapsedMs: 2000});
		expect(await screen.rows()).toEqual(['$ job', '[#####...............] 250,000/1,000,000 values 25% about 6 s left · Esc stops']);
		screen.resize(narrow);
		clock += 200;
		bar.update({done: 500_000, total: 1_000_000, elapsedMs: 4000});
		const rows = await screen.rows();
		expect(rows).toEqual(['$ job', '[##########..........] 500,000/1,000,000 values 50% about 4 s left · Esc stops'.slice(0, narrow - 1)]);
		bar.clear();
		expect(await screen.rows()).toEqual(['$ job']);
	},
);

it.each([
	['truncates', 100, 30, xtermScreen],
	['reflows', 100, 30, reflowingScreen],
] as const)(
	"a match's bar on a terminal that %s its lines, narrowed from %i to %i columns: redrawn as one line, then erased",
	async (_kind, wide, narrow, make) => {
		const screen = make(wide);
		screen.stream.write('$ match\r\n');
		let clock = 0;
		const bar = matchBar(screen.stream, 40, 'games', () => clock);
		clock += 1000;
		bar.update(10);
		expect(await screen.rows()).toEqual(['$ match', '[#####...............] 10/40 games 25% about 3 s left · Ctrl+C stops']);
		screen.resize(narrow);
		clock += 1000;
		bar.update(20);
		expect((await screen.rows()).map(row => row.trimEnd())).toEqual([
			'$ match',
			'[##########..........] 20/40 games 50% about 2 s left · Ctrl+C stops'.slice(0, narrow - 1).trimEnd(),
		]);
		bar.clear();
		expect(await screen.rows()).toEqual(['$ match']);
	},
);

it('in Chinese, the bar is cut by columns, never inside a character', () => {
	setLanguage('zh-CN');
	try {
		for (let width = 20; width <= 80; width++) {
			const line = barLine({done: 1, total: 100, elapsedMs: 1000}, '局', width, true);
			expect(stringWidth(line)).toBeLessThan(width);
			expect(line).not.toContain('\uFFFD');
		}
		expect(barLine({done: 1, total: 100, elapsedMs: 1000}, '局', 200, true)).toContain('至多约剩 1 分 39 秒 · 按 Esc 停止');
	} finally {
		setLanguage('en');
	}
});
