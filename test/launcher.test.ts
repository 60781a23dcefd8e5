/**
 * The share lines start with the command that started the arcade: `npx
 * game-arcade`, `game-arcade` (a global install), or `node <path>/dist/cli.js`
 * (`npm start`, a checkout), the path as its real file.
 */
import {mkdtempSync, realpathSync, rmSync, symlinkSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {delimiter, join} from 'node:path';
import {afterEach, describe, expect, it, test} from 'vitest';
import {launchCommand, type LaunchFacts} from '../source/launcher.js';
import {childEnv, cliPath, requireBuild, spawnTerminal, type TerminalSession} from './e2e/terminal.js';

const installed = '/usr/local/lib/node_modules/game-arcade/dist/cli.js';
const links: Record<string, string> = {
	'/usr/local/bin/game-arcade': installed,
	'/home/me/.npm/_npx/1a2b/node_modules/.bin/game-arcade': '/home/me/.npm/_npx/1a2b/node_modules/game-arcade/dist/cli.js',
};

function facts(script: string | undefined, env: Record<string, string>, onPath: string | null): LaunchFacts {
	return {script, env, realPath: path => links[path] ?? path, onPath: () => onPath};
}

describe('launchCommand', () => {
	test.each([
		['npx game-arcade', facts('/home/me/.npm/_npx/1a2b/node_modules/.bin/game-arcade', {npm_command: 'exec'}, null), ['npx', 'game-arcade']],
		['a global install', facts('/usr/local/bin/game-arcade', {}, installed), ['game-arcade']],
		[
			'npm start in a checkout',
			facts('/home/me/my games/dist/cli.js', {npm_command: 'start', npm_lifecycle_event: 'start'}, null),
			['node', '/home/me/my games/dist/cli.js'],
		],
		['node dist/cli.js while another version is installed', facts('/home/me/src/dist/cli.js', {}, installed), ['node', '/home/me/src/dist/cli.js']],
		['the global link run by its path, another on PATH', facts('/usr/local/bin/game-arcade', {}, '/opt/other/cli.js'), ['node', installed]],
		[
			'npx node dist/cli.js (npm exec, but not by the bin)',
			facts('/home/me/src/dist/cli.js', {npm_command: 'exec'}, null),
			['node', '/home/me/src/dist/cli.js'],
		],
		['no script at all', facts(undefined, {}, null), ['game-arcade']],
	])('%s', (_, given, words) => {
		expect(launchCommand(given)).toEqual(words);
	});
});

// Spawned: how the process was started (its script, its real path, PATH, npm's variables) is what is tested.
describe('the share line in the built arcade starts as the arcade was started', () => {
	let sessions: TerminalSession[] = [];
	let dir = '';
	afterEach(() => {
		for (const session of sessions) session.kill();
		sessions = [];
		if (dir !== '') rmSync(dir, {recursive: true, force: true});
		dir = '';
	});

	async function shareLine(script: string, env: Record<string, string>): Promise<string> {
		requireBuild();
		// The test runner may itself run under npx: only what the case gives says how it was started.
		const full = childEnv(env);
		if (!Object.hasOwn(env, 'npm_command')) delete full['npm_command'];
		const session = spawnTerminal(process.execPath, [script, 'play', 'nim', '3', '4', '5', '--no-save'], {env: full, columns: 100, rows: 30});
		sessions.push(session);
		await session.waitFor('your move');
		await session.press('s');
		const screen = await session.waitFor('this position as a command line');
		return screen
			.split('\n')
			.filter(row => row.includes(' play nim 3 4 5'))
			.join('\n')
			.trim();
	}

	it('node <path>/dist/cli.js, npx game-arcade, and game-arcade from PATH', async () => {
		dir = mkdtempSync(join(tmpdir(), 'game-arcade-launch-'));
		expect(await shareLine(cliPath, {npm_command: 'start'})).toBe(`node ${realpathSync(cliPath)} play nim 3 4 5`);
		// npx runs the bin by its name, a link in a .bin folder.
		mkdirSync(join(dir, '.bin'));
		const bin = join(dir, '.bin', 'game-arcade');
		symlinkSync(cliPath, bin);
		expect(await shareLine(bin, {npm_command: 'exec'})).toBe('npx game-arcade play nim 3 4 5');
		// A global install: the same link, found on PATH.
		expect(await shareLine(bin, {PATH: `${join(dir, '.bin')}${delimiter}${process.env['PATH'] ?? ''}`})).toBe('game-arcade play nim 3 4 5');
	}, 30_000);
});
