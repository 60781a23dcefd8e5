/**
 * `game-arcade train` in a real terminal: the built CLI's trainer starts and
 * saves progress in $XDG_CONFIG_HOME/game-arcade, or nothing with --no-save.
 * (Its usage errors are tested in-process: test/ui/train-cli.test.ts.)
 */
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {parseProgress, statsOf} from '../../source/progress/progress.js';
import {childEnv, cliPath, requireBuild, spawnTerminal} from './terminal.js';

requireBuild();

let homes: string[] = [];

function home(): string {
	const dir = mkdtempSync(join(tmpdir(), 'game-arcade-train-'));
	homes.push(dir);
	return dir;
}

afterEach(() => {
	for (const dir of homes) rmSync(dir, {recursive: true, force: true});
	homes = [];
});

describe('train in a terminal', () => {
	it('train nim starts the puzzles and saves the answers in XDG_CONFIG_HOME', async () => {
		const dir = home();
		const t = spawnTerminal(process.execPath, [cliPath, 'train', 'nim'], {
			columns: 80,
			rows: 24,
			env: childEnv({HOME: dir, XDG_CONFIG_HOME: join(dir, 'config')}),
		});
		try {
			const screen = await t.waitFor('find a winning move', 15_000);
			expect(screen).toMatch(/Trainer · Nim · seed \d+/);
			expect(screen).toMatch(/difficulty: \d+, normal/);
			await t.press('s');
			await t.waitFor('✗ Shown');
			await t.press('q');
			await t.waitFor('Trainer · choose a game');
			await t.press('q');
			await t.waitFor('game-arcade');
			await t.press('q');
			expect((await t.waitForExit()).exitCode).toBe(0);
		} finally {
			t.kill();
		}
		const saved = parseProgress(readFileSync(join(dir, 'config', 'game-arcade', 'progress.json'), 'utf8'));
		expect(statsOf(saved, 'nim')).toMatchObject({answered: 1, correct: 0});
	});

	it('--no-save reads and writes nothing', async () => {
		const dir = home();
		const t = spawnTerminal(process.execPath, [cliPath, 'train', 'bash', '--no-save'], {
			columns: 80,
			rows: 24,
			env: childEnv({HOME: dir, XDG_CONFIG_HOME: join(dir, 'config')}),
		});
		try {
			await t.waitFor('find a winning move', 15_000);
			await t.press('s');
			await t.waitFor('✗ Shown');
			t.write('\u0003');
			expect((await t.waitForExit()).exitCode).toBe(130);
		} finally {
			t.kill();
		}
		expect(existsSync(join(dir, 'config'))).toBe(false);
	});
});
