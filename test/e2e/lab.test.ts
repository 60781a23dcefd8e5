/**
 * The lab in a real terminal, once: opened from a game of Kayles with g, the
 * strip with its period, an export written to the folder the arcade runs in,
 * and back to the game, which kept its state.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {childEnv, requireBuild, spawnCli, type TerminalSession} from './terminal.js';

requireBuild();

let session: TerminalSession | undefined;
let home = '';
afterEach(() => {
	session?.kill();
	if (home !== '') rmSync(home, {recursive: true, force: true});
});

describe('the lab in a real terminal', () => {
	it('opens from a game, shows the period, exports to the current folder, and goes back to the game', async () => {
		home = mkdtempSync(join(tmpdir(), 'game-arcade-lab-e2e-'));
		session = spawnCli(['play', 'kayles', '10', '7', '--no-save'], {columns: 80, rows: 24, cwd: home, env: childEnv({HOME: home})});
		await session.waitFor('your move', 15_000);
		await session.press('g');
		const frame = await session.waitFor(s => s.includes('Lab · Kayles') && s.includes('┆ period 12 from n = 71'));
		expect(frame).toContain("◂ the game's heaps: 10 7");
		await session.press('x');
		await session.waitFor('Export as');
		await session.press('c');
		// The full path (the folder the arcade runs in); a long one wraps onto the next row.
		const wrote = await session.waitFor(s => s.replace(/\s+/g, '').includes(`Wrote${join(home, 'kayles-table.csv')}`.replace(/\s+/g, '')));
		expect(wrote).toMatch(/› Wrote /);
		expect(readdirSync(home)).toContain('kayles-table.csv');
		await session.press('q');
		await session.waitFor(s => s.includes('your move') && s.includes('row 1'));
	});
});

describe('--seed in a real terminal', () => {
	it('gives the same random start twice, and shows the seed on the setup screen', async () => {
		home = mkdtempSync(join(tmpdir(), 'game-arcade-seed-e2e-'));
		const boards: string[] = [];
		for (let run = 0; run < 2; run++) {
			const s = spawnCli(['play', 'kayles', '--seed', '424242', '--no-save'], {columns: 100, rows: 30, cwd: home, env: childEnv({HOME: home})});
			const frame = await s.waitFor('random · seed 424242', 15_000);
			boards.push(
				frame
					.split('\n')
					.filter(l => l.includes('row '))
					.join('\n'),
			);
			s.kill();
		}
		expect(boards[0]).toMatch(/row 1/);
		expect(boards[1]).toBe(boards[0]);
	});
});
