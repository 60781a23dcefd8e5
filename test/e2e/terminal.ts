/**
 * A real terminal for end-to-end tests and benchmarks: the program runs in a
 * pseudo-terminal (@lydell/node-pty) and its output is fed to a screen model
 * (@xterm/headless), so tests read the screen a person would see, and the raw
 * byte stream for escape sequences (alternate screen, cursor).
 *
 * Waiting is always for something to appear, with a timeout that reports the
 * screen as it was, never for a fixed time. Keys are written one per write,
 * and never sooner than `settleMs` after the last output: Ink subscribes the
 * new key handler just after a frame is drawn, so a key sent right after a
 * frame can reach the old handler.
 */
import pty from '@lydell/node-pty';
import xterm from '@xterm/headless';
import {existsSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {keys} from '../keys.js';

/** The project's directory: the nearest one up with game-arcade's package.json (this file is also bundled elsewhere for the benchmarks). */
function findRoot(): string {
	let dir = dirname(fileURLToPath(import.meta.url));
	for (;;) {
		const file = join(dir, 'package.json');
		if (existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as {name?: string}).name === 'game-arcade') return dir;
		const up = dirname(dir);
		if (up === dir) throw new Error('cannot find the game-arcade package directory');
		dir = up;
	}
}

export const root = findRoot();
export const cliPath = join(root, 'dist', 'cli.js');

/** The pause after the last output before a key is written. */
export const settleMs = 30;

export {keys};

export type KeyName = keyof typeof keys | (string & {});

/** Escape sequences the arcade must write on the way out. */
export const leaveAlternateScreen = '\u001B[?1049l';
export const showCursor = '\u001B[?25h';
export const enterAlternateScreen = '\u001B[?1049h';
/** Ink wraps every frame in synchronized-output markers; this one ends a frame. */
export const frameEnd = '\u001B[?2026l';

/**
 * The environment for a child: the parent's, without the variables that make
 * Ink believe it runs in CI (it then draws nothing until exit), and never
 * the user's cache of proven values: the tests' own (test/setup-cache.ts),
 * or, run outside the tests (the benchmarks), a folder of this process's
 * that no one has written to.
 */
export function childEnv(extra: Record<string, string> = {}): Record<string, string> {
	const env: Record<string, string> = {};
	for (const [name, value] of Object.entries(process.env)) {
		if (value === undefined || name === 'CI' || name === 'CONTINUOUS_INTEGRATION') continue;
		env[name] = value;
	}
	const cache = process.env['XDG_CACHE_HOME']?.startsWith(tmpdir()) ? process.env['XDG_CACHE_HOME'] : join(tmpdir(), `game-arcade-no-cache-${process.pid}`);
	return {...env, TERM: 'xterm-256color', COLORTERM: 'truecolor', XDG_CACHE_HOME: cache, ...extra};
}

export function requireBuild(): void {
	if (!existsSync(cliPath)) throw new Error('dist/cli.js is missing: run `npm run build` first (npm test does it)');
}

export interface Exit {
	readonly exitCode: number;
	readonly signal: number | undefined;
}

export interface SpawnOptions {
	readonly columns?: number;
	readonly rows?: number;
	readonly env?: Record<string, string>;
	readonly cwd?: string;
}

type Waiter = {readonly check: () => boolean; readonly resolve: () => void};

export interface TerminalSession {
	readonly pid: number;
	/** Everything the program wrote, as received. */
	readonly output: () => string;
	/** The visible screen, one string per row, trailing blanks trimmed. */
	readonly lines: () => string[];
	readonly screen: () => string;
	readonly columns: () => number;
	readonly rows: () => number;
	/** Called with each chunk of output and the time it arrived (performance.now()). */
	readonly onData: (listener: (data: string, at: number) => void) => () => void;
	/** Writes raw bytes at once. */
	readonly write: (data: string) => void;
	/** Writes one key, after the output has been quiet for `settleMs`. */
	readonly press: (key: KeyName) => Promise<void>;
	/** Waits until the screen contains `match` (or the predicate holds). */
	readonly waitFor: (match: string | RegExp | ((screen: string) => boolean), timeoutMs?: number) => Promise<string>;
	/** Waits until the raw output (from `from` on) contains `text`. */
	readonly waitForOutput: (text: string, from?: number, timeoutMs?: number) => Promise<void>;
	readonly resize: (columns: number, rows: number) => void;
	/** Resolves with the exit once the program has ended and its last output is on the screen. */
	readonly exited: Promise<Exit>;
	readonly waitForExit: (timeoutMs?: number) => Promise<Exit>;
	readonly kill: () => void;
}

const delay = async (ms: number) =>
	new Promise<void>(resolve => {
		setTimeout(resolve, ms);
	});

/** Runs `file args` in a pseudo-terminal of the given size. */
export function spawnTerminal(file: string, args: readonly string[], options: SpawnOptions = {}): TerminalSession {
	const columns = options.columns ?? 100;
	const rows = options.rows ?? 30;
	const term = new xterm.Terminal({cols: columns, rows, allowProposedApi: true, scrollback: 1000});
	const child = pty.spawn(file, [...args], {
		name: 'xterm-256color',
		cols: columns,
		rows,
		cwd: options.cwd ?? root,
		env: options.env ?? childEnv(),
	});
	let raw = '';
	let lastData = performance.now();
	let pendingWrites = 0;
	let waiters: Waiter[] = [];
	const listeners = new Set<(data: string, at: number) => void>();
	let exitInfo: Exit | undefined;
	let onExited: ((exit: Exit) => void) | undefined;

	/** Ink writes each frame between synchronized-output markers: a screen read inside one is half drawn. */
	const frameStart = '\u001B[?2026h';
	const midFrame = () => exitInfo === undefined && raw.lastIndexOf(frameStart) > raw.lastIndexOf(frameEnd);

	const settle = () => {
		if (pendingWrites > 0 || midFrame()) return;
		const ready = waiters.filter(w => w.check());
		if (ready.length === 0) return;
		waiters = waiters.filter(w => !ready.includes(w));
		for (const w of ready) w.resolve();
	};

	child.onData(data => {
		const at = performance.now();
		lastData = at;
		raw += data;
		for (const listener of listeners) listener(data, at);
		pendingWrites++;
		term.write(data, () => {
			pendingWrites--;
			settle();
		});
	});

	const exited = new Promise<Exit>(resolve => {
		onExited = resolve;
	});
	child.onExit(({exitCode, signal}) => {
		exitInfo = {exitCode, signal};
		// The last output may still be on its way to the screen model.
		const finish = () => {
			if (pendingWrites > 0) {
				setTimeout(finish, 5);
				return;
			}
			onExited?.(exitInfo!);
			settle();
		};
		setTimeout(finish, 20);
	});

	const lines = (): string[] => {
		const buffer = term.buffer.active;
		const out: string[] = [];
		for (let i = 0; i < term.rows; i++) out.push(buffer.getLine(buffer.viewportY + i)?.translateToString(true) ?? '');
		return out;
	};
	const screen = () => lines().join('\n');

	const wait = async (check: () => boolean, timeoutMs: number, what: () => string): Promise<void> => {
		if (pendingWrites === 0 && !midFrame() && check()) return;
		await new Promise<void>((resolve, reject) => {
			const timer = setTimeout(() => {
				waiters = waiters.filter(w => w !== waiter);
				reject(
					new Error(
						`timed out after ${timeoutMs} ms waiting for ${what()}${exitInfo ? ` (the program exited with ${exitInfo.exitCode})` : ''}; the screen:\n${screen()}`,
					),
				);
			}, timeoutMs);
			const waiter: Waiter = {
				check,
				resolve: () => {
					clearTimeout(timer);
					resolve();
				},
			};
			waiters.push(waiter);
		});
	};

	const session: TerminalSession = {
		pid: child.pid,
		output: () => raw,
		lines,
		screen,
		columns: () => term.cols,
		rows: () => term.rows,
		onData(listener) {
			listeners.add(listener);
			return () => {
				listeners.delete(listener);
			};
		},
		write(data) {
			child.write(data);
		},
		async press(key) {
			const quiet = performance.now() - lastData;
			if (quiet < settleMs) await delay(settleMs - quiet);
			child.write(key in keys ? keys[key as keyof typeof keys] : key);
		},
		async waitFor(match, timeoutMs = 10_000) {
			const test = typeof match === 'function' ? match : typeof match === 'string' ? (s: string) => s.includes(match) : (s: string) => match.test(s);
			await wait(
				() => test(screen()),
				timeoutMs,
				() => (typeof match === 'function' ? 'a screen condition' : JSON.stringify(String(match))),
			);
			return screen();
		},
		async waitForOutput(text, from = 0, timeoutMs = 10_000) {
			await wait(
				() => raw.includes(text, from),
				timeoutMs,
				() => JSON.stringify(text),
			);
		},
		resize(newColumns, newRows) {
			child.resize(newColumns, newRows);
			term.resize(newColumns, newRows);
		},
		exited,
		async waitForExit(timeoutMs = 10_000) {
			let timer: NodeJS.Timeout | undefined;
			const timeout = new Promise<never>((_, reject) => {
				timer = setTimeout(() => {
					reject(new Error(`the program did not exit within ${timeoutMs} ms; the screen:\n${screen()}`));
				}, timeoutMs);
			});
			try {
				return await Promise.race([exited, timeout]);
			} finally {
				clearTimeout(timer);
			}
		},
		kill() {
			if (exitInfo) return;
			try {
				child.kill('SIGKILL');
			} catch {
				// Already gone.
			}
		},
	};
	return session;
}

/** Runs the built CLI (`node dist/cli.js args`) in a pseudo-terminal. */
export function spawnCli(args: readonly string[] = [], options: SpawnOptions = {}): TerminalSession {
	return spawnTerminal(process.execPath, [cliPath, ...args], options);
}
