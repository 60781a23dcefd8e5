/**
 * The built arcade in a real pseudo-terminal, read through a screen model:
 * the menu, a game of Nim against the computer with hints and undo, leaving
 * with q and with Ctrl+C (the terminal given back both ways), resizing below
 * the minimum and back, and refusing to start without a terminal.
 */
import {afterEach, beforeAll, describe, expect, it} from 'vitest';
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {
	childEnv,
	cliPath,
	leaveAlternateScreen,
	enterAlternateScreen,
	requireBuild,
	showCursor,
	spawnCli,
	spawnTerminal,
	type TerminalSession,
} from './terminal.js';

let sessions: TerminalSession[] = [];
let homes: string[] = [];

/** The arcade with a fresh, empty configuration directory (saved progress goes there). */
function arcade(args: string[] = [], size = {columns: 100, rows: 30}): TerminalSession {
	const home = mkdtempSync(join(tmpdir(), 'game-arcade-e2e-'));
	homes.push(home);
	const session = spawnCli(args, {...size, env: childEnv({HOME: home, XDG_CONFIG_HOME: join(home, '.config')})});
	sessions.push(session);
	return session;
}

/** The terminal was given back: the alternate screen left and the cursor shown, after the arcade entered it. */
function expectTerminalRestored(session: TerminalSession): void {
	const output = session.output();
	const entered = output.indexOf(enterAlternateScreen);
	expect(entered).toBeGreaterThanOrEqual(0);
	expect(output.lastIndexOf(leaveAlternateScreen)).toBeGreaterThan(entered);
	expect(output.lastIndexOf(showCursor)).toBeGreaterThan(entered);
}

/** No frame is taller than the terminal: the first row is still the screen's title. */
function expectTopRow(session: TerminalSession, text: string): void {
	expect(session.lines()[0]).toContain(text);
}

beforeAll(() => {
	requireBuild();
});

afterEach(() => {
	for (const session of sessions) session.kill();
	for (const home of homes) rmSync(home, {recursive: true, force: true});
	sessions = [];
	homes = [];
});

describe('the arcade in a terminal', () => {
	it('plays Nim from the menu: a move, the answer, hints, undo, then q and q', async () => {
		const s = arcade();
		const menu = await s.waitFor('Quit');
		expect(menu).toContain('Nim');
		expect(menu).toContain('Mixed arena');
		expectTopRow(s, '╭');

		// Nim's setup: the first preset, 7 9 12 15.
		await s.press('enter');
		await s.waitFor('Nim · new game');
		await s.press('right');
		await s.waitFor('7 9 12 15');
		await s.press('enter');
		await s.waitFor('your move · move 1');
		expectTopRow(s, 'Nim · you vs computer');

		// Hints: the winning move of 7 9 12 15 is to take 5 from heap 2, marked ◆ on the board.
		// t steps the hint: who wins, the idea, the move.
		await s.press('t');
		await s.waitFor('hint: who wins');
		await s.press('t');
		await s.waitFor('hint: the idea');
		await s.press('t');
		let screen = await s.waitFor('Winning move: take 5 from heap 2 (9 → 4)');
		expect(screen).toContain('hint: the move');
		expect(screen).toContain('you are winning · Grundy value 13');
		expect(screen).toMatch(/heap 2 │ ●●●●◆◆◆◆◆/);

		// Play it: heap 2, amount 5, enter.
		await s.press('down');
		await s.waitFor(/▶ heap 2/);
		await s.press('5');
		await s.waitFor('▶ take 5 from heap 2 (9 → 4) · enter plays it');
		await s.press('enter');

		// The computer answers; the player is still winning, and the hint shows how.
		screen = await s.waitFor(/your move · move 3/);
		expect(screen).toMatch(/Computer took \d+ from heap \d/);
		expect(screen).toContain('you are winning');
		expect(screen).toContain('Winning move:');
		expectTopRow(s, 'Nim · you vs computer');

		// Undo goes back to the player's previous turn: the computer's reply and the move.
		await s.press('u');
		screen = await s.waitFor('Undone: take 5 from heap 2 (9 → 4)');
		expect(screen).toContain('move 1');
		expect(screen).toMatch(/heap 2 │ [●○]{9} +9\b/);

		// q: back to the menu (nothing left to lose after the undo), q again: exit 0.
		await s.press('q');
		await s.waitFor('Quit');
		await s.press('q');
		expect((await s.waitForExit()).exitCode).toBe(0);
		expectTerminalRestored(s);
	});

	it('exits with 130 on Ctrl+C, giving the terminal back', async () => {
		const s = arcade(['play', 'nim', '3', '4', '5']);
		await s.waitFor('your move · move 1');
		await s.press('ctrl-c');
		expect((await s.waitForExit()).exitCode).toBe(130);
		expectTerminalRestored(s);
	});

	it('shows the too-small notice at 40×12 and redraws the board at 100×30', async () => {
		const s = arcade(['play', 'nim', '3', '4', '5']);
		await s.waitFor('heap 2');
		s.resize(40, 12);
		const small = await s.waitFor('Terminal too small');
		expect(small).toContain('40×12');
		expect(small).not.toContain('heap 2');
		s.resize(100, 30);
		const board = await s.waitFor(screen => screen.includes('heap 2') && !screen.includes('Terminal too small'));
		expect(board).toContain('your move · move 1');
		expectTopRow(s, 'Nim · you vs computer');
		await s.press('ctrl-c');
		expect((await s.waitForExit()).exitCode).toBe(130);
	});

	it.skipIf(process.platform === 'win32')('starts with a named pipe as its progress file: the menu, the notice, and q leaves', async () => {
		// The first frame reads the saved look before anything else: a plain read would wait on the pipe forever, in raw mode.
		const home = mkdtempSync(join(tmpdir(), 'game-arcade-e2e-'));
		homes.push(home);
		mkdirSync(join(home, '.config', 'game-arcade'), {recursive: true});
		execFileSync('mkfifo', [join(home, '.config', 'game-arcade', 'progress.json')]);
		const s = spawnCli([], {env: childEnv({HOME: home, XDG_CONFIG_HOME: join(home, '.config')})});
		sessions.push(s);
		await s.waitFor(screen => screen.includes('a-z choose by letter') && screen.includes('Saved progress is a named pipe, not a file'));
		await s.press('q');
		expect((await s.waitForExit()).exitCode).toBe(0);
		expectTerminalRestored(s);
	});

	it("starts with DEV=true in the environment (Ink's devtools are not in the bundle)", async () => {
		const home = mkdtempSync(join(tmpdir(), 'game-arcade-e2e-'));
		homes.push(home);
		const s = spawnCli(['--no-save'], {env: childEnv({DEV: 'true', HOME: home})});
		sessions.push(s);
		await s.waitFor('Quit');
		await s.press('ctrl-c');
		expect((await s.waitForExit()).exitCode).toBe(130);
		expect(s.output()).not.toContain('react-devtools-core');
	});

	it('refuses to start without a terminal on stdin: exit 1, one line', async () => {
		const message = 'game-arcade: the arcade needs an interactive terminal; for scripts use `game-arcade analyze` (see --help)';
		// `game-arcade </dev/null`: stdin from /dev/null, stdout still the terminal.
		const s = spawnTerminal('/bin/sh', ['-c', `exec "${process.execPath}" "${cliPath}" </dev/null`], {env: childEnv()});
		sessions.push(s);
		expect((await s.waitForExit()).exitCode).toBe(1);
		expect(s.output().replaceAll('\r\n', '\n')).toBe(`${message}\n`);
		expect(s.output()).not.toContain(enterAlternateScreen);

		// No terminal at all.
		const piped = spawnSync(process.execPath, [cliPath], {stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: childEnv(), timeout: 30_000});
		expect(piped.status).toBe(1);
		expect(piped.stdout).toBe('');
		expect(piped.stderr).toBe(`${message}\n`);
	});
});
