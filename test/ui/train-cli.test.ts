/**
 * `game-arcade train [game]`: usage errors exit 2 before the UI loads (the
 * command line in-process, test/cli-run.ts). The trainer in a real terminal
 * is test/e2e/train.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {runCli as run} from '../cli-run.js';

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
