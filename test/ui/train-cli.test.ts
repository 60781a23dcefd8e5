/**
 * `game-arcade train [game]` and `--no-save`: usage errors exit 2 before the
 * UI loads (the command line in-process, test/cli-run.ts), and in a real
 * pseudo-terminal the built CLI's trainer starts, and saves progress in
 * $XDG_CONFIG_HOME/game-arcade (or nothing, with --no-save).
 */
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import pty from '@lydell/node-pty';
import xterm from '@xterm/headless';
import {afterEach, beforeAll, describe, expect, it} from 'vitest';
import {parseProgress, statsOf} from '../../source/progress/progress.js';
import {runCli as run} from '../cli-run.js';

const cliPath = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
let homes: string[] = [];

function childEnv(extra: Record<string, string>): Record<string, string> {
	const env: Record<string, string> = {};
	for (const [name, value] of Object.entries(process.env)) if (value !== undefined && name !== 'CI') env[name] = value;
	return {...env, TERM: 'xterm-256color', ...extra};
}

function home(): string {
	const dir = mkdtempSync(join(tmpdir(), 'game-arcade-train-'));
	homes.push(dir);
	return dir;
}

// The trainer in a pseudo-terminal is the built program's: a terminal and the progress file are what is tested.
beforeAll(() => {
	if (!existsSync(cliPath)) throw new Error('dist/cli.js is missing: run `npm run build` first (npm test does it)');
});

afterEach(() => {
	for (const dir of homes) rmSync(dir, {recursive: true, force: true});
	homes = [];
});

describe('usage', () => {
	it('refuses an unknown game with exit code 2, naming the games', async () => {
		const {code, stderr} = await run(['train', 'chess']);
		expect(code).toBe(2);
		expect(stderr).toMatch(/^game-arcade: unknown game "chess" \(games: [a-z, ]*\bnim\b[a-z, ]*, or mixed\)\n$/);
	});

	it('refuses more than one game with exit code 2', async () => {
		const {code, stderr} = await run(['train', 'nim', 'bash']);
		expect(code).toBe(2);
		expect(stderr).toBe('game-arcade: train takes at most one game, got 2 arguments (see --help)\n');
	});

	it('needs a terminal, and says so in one line (exit 1)', async () => {
		for (const args of [['train'], ['train', 'nim'], ['train', 'mixed', '--no-save']]) {
			const {code, stderr} = await run(args);
			expect(code).toBe(1);
			expect(stderr).toBe('game-arcade: the arcade needs an interactive terminal; for scripts use `game-arcade analyze` (see --help)\n');
		}
	});

	it('documents train and --no-save in --help', async () => {
		const {code, stdout} = await run(['--help']);
		expect(code).toBe(0);
		expect(stdout).toContain('game-arcade train [game]             trainer puzzles (a game, or mixed)');
		expect(stdout).toContain('--no-save     do not read or write saved progress');
	});
});

/** The CLI in a pseudo-terminal, read through a screen model. */
function terminal(args: string[], env: Record<string, string>) {
	const screen = new xterm.Terminal({cols: 80, rows: 24, allowProposedApi: true});
	const child = pty.spawn(process.execPath, [cliPath, ...args], {cols: 80, rows: 24, env: childEnv(env), name: 'xterm-256color'});
	let last = Date.now();
	child.onData(data => {
		last = Date.now();
		screen.write(data);
	});
	const exited = new Promise<number>(resolve => {
		child.onExit(({exitCode}) => resolve(exitCode));
	});
	const text = () => {
		const rows: string[] = [];
		const buffer = screen.buffer.active;
		for (let i = 0; i < screen.rows; i++) rows.push(buffer.getLine(buffer.viewportY + i)?.translateToString(true) ?? '');
		return rows.join('\n');
	};
	const sleep = (ms: number) =>
		new Promise(resolve => {
			setTimeout(resolve, ms);
		});
	return {
		text,
		exited,
		async waitFor(expected: string, timeout = 10_000): Promise<string> {
			const start = Date.now();
			while (!text().includes(expected)) {
				if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${expected}; the screen was:\n${text()}`);
				await sleep(10);
			}
			return text();
		},
		/** One key, once the output has been quiet for a moment (Ink re-subscribes its key handler after a frame). */
		async press(key: string): Promise<void> {
			while (Date.now() - last < 40) await sleep(10);
			child.write(key);
			last = Date.now();
		},
		kill: () => child.kill(),
	};
}

describe('in a terminal', () => {
	it('train nim starts the puzzles and saves the answers in XDG_CONFIG_HOME', async () => {
		const dir = home();
		const t = terminal(['train', 'nim'], {HOME: dir, XDG_CONFIG_HOME: join(dir, 'config')});
		try {
			await t.waitFor('find a winning move');
			expect(t.text()).toMatch(/Trainer · Nim · seed \d+/);
			expect(t.text()).toMatch(/difficulty: \d+, normal/);
			await t.press('s');
			await t.waitFor('✗ Shown');
			await t.press('q');
			await t.waitFor('Trainer · choose a game');
			await t.press('q');
			await t.waitFor('game-arcade');
			await t.press('q');
			expect(await t.exited).toBe(0);
		} finally {
			t.kill();
		}
		const saved = parseProgress(readFileSync(join(dir, 'config', 'game-arcade', 'progress.json'), 'utf8'));
		expect(statsOf(saved, 'nim')).toMatchObject({answered: 1, correct: 0});
	}, 30_000);

	it('--no-save reads and writes nothing', async () => {
		const dir = home();
		const t = terminal(['train', 'bash', '--no-save'], {HOME: dir, XDG_CONFIG_HOME: join(dir, 'config')});
		try {
			await t.waitFor('find a winning move');
			await t.press('s');
			await t.waitFor('✗ Shown');
			await t.press('\u0003');
			expect(await t.exited).toBe(130);
		} finally {
			t.kill();
		}
		expect(existsSync(join(dir, 'config'))).toBe(false);
	}, 30_000);
});
