import {afterEach, beforeAll, describe, expect, it, test, vi} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {filterKeys, installJobControl, installKeyFilter, readTerminalSize} from '../../source/ui/terminal.js';
import {startScreen} from '../../source/ui/arcade.js';
import {runCommands} from '../../source/commands.js';
import {keys, matchConfig, renderArcade, sendKeyAndWaitFor, waitForFrame, waitUntil} from './helpers.js';

beforeAll(async () => {});

afterEach(() => {
	cleanup();
});

describe('the key filter', () => {
	test.each([
		['\u001B[1;5P', ''],
		['\u001B[1;2Q', ''],
		['\u001B[5R', ''],
		['\u001B[1;5S', ''],
		['\u001B[99;5~', ''],
		['a\u001B[1;5Pb', 'ab'],
		['\u001B[A\u001B[1;5P\u001B[B', '\u001B[A\u001B[B'],
		['\u001B[1;5A', '\u001B[1;5A'],
		['\u001B[15;5~', '\u001B[15;5~'],
		['\u001BOP', '\u001BOP'],
		['\u001B', '\u001B'],
		['jk', 'jk'],
		// A lone Esc and the key after it, in one chunk: the Esc stands apart (Ink reads Esc Esc as one Esc).
		['\u001Bu', '\u001B\u001Bu'],
		['\u001B\r', '\u001B\u001B\r'],
		['u\u001Bq', 'u\u001B\u001Bq'],
		['\u001B\u001B[A', '\u001B\u001B[A'],
		['\u001B[Au', '\u001B[Au'],
	])('%j → %j', (input, output) => {
		expect(filterKeys(input)).toBe(output);
	});

	it('keeps Ink alive when a modifier + function key arrives, and the arrows still work', async () => {
		const app = renderArcade({start: {name: 'match', config: matchConfig({game: 'nim', heaps: [3, 4, 5]})}});
		const remove = installKeyFilter(app.stdin);
		await waitForFrame(app, 'your move');
		app.stdin.write('\u001B[1;5P');
		await sendKeyAndWaitFor(app, keys.down, '▶ heap 1');
		remove();
	});

	it('keeps the Esc of "Esc u" arriving as one chunk: the typed take is reset, then u is read', async () => {
		const app = renderArcade({start: {name: 'match', config: matchConfig({game: 'nim', heaps: [3, 4, 5]})}});
		const remove = installKeyFilter(app.stdin);
		await waitForFrame(app, 'your move');
		await sendKeyAndWaitFor(app, '2', 'take 2 from heap 1');
		app.stdin.write('\u001Bu');
		// Esc resets the typed take (u then has nothing to undo).
		await waitForFrame(app, frame => !frame.includes('take 2 from heap 1'));
		remove();
	});
});

describe('direct launch', () => {
	it('opens a match for a position, with the flags applied', () => {
		const screen = startScreen({game: 'nim', position: {game: 'nim', heaps: [3, 4, 5]}, hints: true, first: 'computer', opponent: 'level:4'});
		expect(screen.name).toBe('match');
		if (screen.name !== 'match') return;
		expect(screen.config).toMatchObject({opponent: 'level:4', first: 1, hints: true});
		expect(screen.config.board.game.id).toBe('nim');
	});

	it('opens the setup for a game without a position', () => {
		expect(startScreen({game: 'coins'})).toEqual({name: 'setup', id: 'coins'});
	});
});

describe('the command line, without a terminal', () => {
	const info = {name: 'game-arcade', version: '0.0.0', description: 'A terminal arcade of impartial combinatorial games.'};
	/** Runs a command line in-process as the entry runs it (runCommands), neither stream a terminal (as under a script): its exit code and stderr. */
	async function run(...args: string[]): Promise<{status: number; stderr: string}> {
		let stderr = '';
		const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
		const err = vi.spyOn(process.stderr, 'write').mockImplementation(chunk => {
			stderr += String(chunk);
			return true;
		});
		const streams = [process.stdin, process.stdout] as const;
		const wasTTY = streams.map(stream => Object.getOwnPropertyDescriptor(stream, 'isTTY'));
		for (const stream of streams) Object.defineProperty(stream, 'isTTY', {value: false, configurable: true, writable: true});
		try {
			return {status: await runCommands(args, info), stderr};
		} finally {
			streams.forEach((stream, i) => {
				const descriptor = wasTTY[i];
				if (descriptor === undefined) delete (stream as {isTTY?: boolean}).isTTY;
				else Object.defineProperty(stream, 'isTTY', descriptor);
			});
			out.mockRestore();
			err.mockRestore();
		}
	}

	it('refuses the arcade with one line pointing to analyze (exit 1)', async () => {
		const result = await run();
		expect(result.status).toBe(1);
		expect(result.stderr.trim().split('\n')).toHaveLength(1);
		expect(result.stderr).toContain('game-arcade analyze');
	});

	it('refuses play without a terminal the same way', async () => {
		const result = await run('play', 'nim', '3', '4', '5');
		expect(result.status).toBe(1);
		expect(result.stderr).toContain('interactive terminal');
	});

	test.each([
		[['play', 'nim', '3', '--first', 'later'], 2, '--first must be me or computer, got "later"'],
		[
			['play', 'nim', '3', '--opponent', 'grandmaster'],
			2,
			'--opponent must be one of perfect, level:1..8, teacher:0..9, random, loser, friend (or casual), got "grandmaster"',
		],
		[
			['play', 'nim', '3', '--opponent', 'level:9'],
			2,
			'--opponent must be one of perfect, level:1..8, teacher:0..9, random, loser, friend (or casual), got "level:9"',
		],
		[['play'], 2, 'play needs a game'],
		[['play', 'chess'], 2, 'unknown game "chess"'],
		[['play', 'nim', '3', 'x'], 1, 'heap 2 must be a whole number ≥ 0, got "x"'],
	])('play %j exits %i: %s', async (args, status, message) => {
		const result = await run(...args);
		expect(result.status).toBe(status);
		expect(result.stderr).toContain(message);
		expect(result.stderr.trim().split('\n')).toHaveLength(1);
	});
});

describe('reading the terminal size again (on resume)', () => {
	it("asks the terminal through the stream's handle, not the stale columns and rows", () => {
		// The terminal is 72×24 now; the stream still says 100×30.
		const getWindowSize = (size: [number, number]): number => {
			size.splice(0, 2, 72, 24);
			return 0;
		};
		const stdout = {columns: 100, rows: 30, _handle: {getWindowSize}};
		expect(readTerminalSize(stdout)).toBe(true);
		expect([stdout.columns, stdout.rows]).toEqual([72, 24]);
		expect(readTerminalSize(stdout)).toBe(false);
	});

	it('keeps the size it knows when the stream is no terminal, or the terminal does not answer', () => {
		const failing = {columns: 80, rows: 24, _handle: {getWindowSize: () => -9}};
		const throwing = {
			columns: 80,
			rows: 24,
			_handle: {
				getWindowSize: (): number => {
					throw new Error('closed');
				},
			},
		};
		for (const stdout of [failing, throwing, {columns: 80, rows: 24}, {columns: 80, rows: 24, _handle: null}]) {
			expect(readTerminalSize(stdout)).toBe(false);
			expect([stdout.columns, stdout.rows]).toEqual([80, 24]);
		}
	});
});

describe('job control: Ctrl+Z suspends, fg resumes', () => {
	type Signal = 'SIGTSTP' | 'SIGCONT';
	function fakeHost(platform: NodeJS.Platform = 'linux') {
		const listeners = new Map<Signal, Set<() => void>>([
			['SIGTSTP', new Set()],
			['SIGCONT', new Set()],
		]);
		const calls: string[] = [];
		const host = {
			platform,
			on: (signal: Signal, listener: () => void) => listeners.get(signal)!.add(listener),
			off: (signal: Signal, listener: () => void) => listeners.get(signal)!.delete(listener),
			kill: (pid: number, signal: string) => {
				calls.push(`kill ${pid} ${signal} (TSTP listeners: ${listeners.get('SIGTSTP')!.size})`);
			},
			signal: (signal: Signal) => {
				for (const listener of [...listeners.get(signal)!]) listener();
			},
			listeners,
		};
		return {host, calls};
	}

	it('gives the terminal back, then stops the process group with SIGTSTP at its default action; SIGCONT takes it back', () => {
		const {host, calls} = fakeHost();
		const jobs = installJobControl(host, {giveBack: () => calls.push('give back'), takeBack: () => calls.push('take back')}, 60_000);
		jobs.suspend();
		// A second Ctrl+Z before the stop takes effect does nothing more.
		jobs.suspend();
		expect(calls).toEqual(['give back', 'kill 0 SIGTSTP (TSTP listeners: 0)']);
		host.signal('SIGCONT');
		expect(calls.at(-1)).toBe('take back');
		// Listening again: an external SIGTSTP suspends the same way.
		host.signal('SIGTSTP');
		expect(calls.slice(-2)).toEqual(['give back', 'kill 0 SIGTSTP (TSTP listeners: 0)']);
		host.signal('SIGCONT');
		// A stray SIGCONT while running changes nothing.
		host.signal('SIGCONT');
		expect(calls.filter(c => c === 'take back')).toHaveLength(2);
		jobs.dispose();
		expect(host.listeners.get('SIGTSTP')!.size + host.listeners.get('SIGCONT')!.size).toBe(0);
	});

	it('takes the terminal back by itself when no SIGCONT comes (the stop was discarded)', async () => {
		const {host, calls} = fakeHost();
		const jobs = installJobControl(host, {giveBack: () => calls.push('give back'), takeBack: () => calls.push('take back')}, 20);
		jobs.suspend();
		await waitUntil(() => calls.includes('take back'), 'the terminal taken back');
		expect(calls).toEqual(['give back', 'kill 0 SIGTSTP (TSTP listeners: 0)', 'take back']);
		jobs.dispose();
	});

	it('does nothing on Windows', () => {
		const {host, calls} = fakeHost('win32');
		const jobs = installJobControl(host, {giveBack: () => calls.push('give back'), takeBack: () => calls.push('take back')});
		jobs.suspend();
		expect(calls).toEqual([]);
		expect(host.listeners.get('SIGTSTP')!.size).toBe(0);
	});

	it('Ctrl+Z (the byte 0x1A in raw mode) asks the arcade to suspend, on any screen', async () => {
		let suspends = 0;
		const arcade = renderArcade({onSuspend: () => suspends++});
		await waitForFrame(arcade, 'played perfectly');
		arcade.stdin.write('\u001A');
		await waitUntil(() => suspends > 0, 'the arcade to ask to suspend');
		expect(suspends).toBe(1);
		expect(arcade.exits).toEqual([]);
		// The menu is still there, and still answers keys.
		expect(arcade.lastFrame()).toContain('played perfectly');
	});

	it('draws the whole frame again when asked (after fg), keeping the screen as it was', async () => {
		const listeners = new Set<() => void>();
		const subscribe = (listener: () => void) => {
			listeners.add(listener);
			return () => {
				listeners.delete(listener);
			};
		};
		const arcade = renderArcade({redraws: {subscribe}});
		await waitForFrame(arcade, 'played perfectly');
		await sendKeyAndWaitFor(arcade, keys.down, /❯ b /);
		const before = arcade.lastFrame();
		const frames = arcade.frames.length;
		for (const listener of listeners) listener();
		await waitUntil(
			() => arcade.frames.slice(frames).includes('') && arcade.lastFrame() === before && arcade.frames.length > frames + 1,
			'the frame drawn again whole',
		);
		// One blank frame (so Ink writes the next one whole), then the same frame again.
		expect(arcade.frames.slice(frames)).toContain('');
		expect(arcade.lastFrame()).toBe(before);
	});
});
