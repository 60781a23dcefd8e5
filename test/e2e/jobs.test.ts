/**
 * Jobs of `game-arcade table` in a real terminal: the progress bar drawn on
 * stderr while the job runs and erased at the end, and Esc or Ctrl+C
 * stopping it with exit code 130, one line, and nothing written (no table,
 * no cache entry). On a pipe no bar is drawn (test/cache/cli.test.ts).
 */
import {existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeAll, beforeEach, expect, it} from 'vitest';
import {childEnv, requireBuild, spawnCli, type TerminalSession} from './terminal.js';

let root: string;
let session: TerminalSession | undefined;

beforeAll(() => {
	requireBuild();
});
beforeEach(() => {
	root = mkdtempSync(join(tmpdir(), 'game-arcade-jobs-'));
});
afterEach(() => {
	session?.kill();
	session = undefined;
	rmSync(root, {recursive: true, force: true});
});

const entries = () => (existsSync(join(root, 'game-arcade')) ? readdirSync(join(root, 'game-arcade')) : []);
const start = (args: string[]) => {
	session = spawnCli(args, {columns: 100, rows: 20, env: childEnv({XDG_CACHE_HOME: root})});
	return session;
};

it.each(['escape', 'ctrl-c'] as const)('%s stops a job: exit 130, one line, nothing written', async key => {
	const t = start(['table', 'grundy', '--from', '600000', '--to', '600000']);
	await t.waitFor(/\[[#.]{20}\] [\d,]+\/600,001 values \d+% .* · Esc stops/);
	await t.press(key);
	const exit = await t.waitForExit();
	expect(exit.exitCode).toBe(130);
	expect(t.screen()).toContain('game-arcade: stopped: nothing was written');
	expect(t.screen()).not.toContain('Esc stops');
	expect(t.screen()).not.toContain('600000 │');
	expect(entries()).toEqual([]);
});

it('a job that ends erases its bar, then prints the table, and keeps what it proved', async () => {
	const t = start(['table', 'octal', '--code', '0.16', '--prove', '--to', '5']);
	const exit = await t.waitForExit();
	expect(exit.exitCode).toBe(0);
	// The bar was drawn on the way, and is gone from the screen.
	expect(t.output()).toMatch(/values \d+% .*Esc stops/);
	expect(t.screen()).not.toContain('Esc stops');
	expect(t.screen()).toContain('Period 149459 from n = 105351');
	expect(entries()).toHaveLength(1);
});
