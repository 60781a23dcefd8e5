/**
 * The Problems screen in a real terminal, once: a wrong C++ program for
 * hdu1846 (compiled once, before, so the test does not wait for g++) judged
 * to its smallest failing case, drawn on Bash's board, then opened in play
 * with hints.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {childEnv, requireBuild, root, spawnCli, type TerminalSession} from './terminal.js';

requireBuild();

let session: TerminalSession | undefined;
let home = '';
afterEach(() => {
	session?.kill();
	if (home !== '') rmSync(home, {recursive: true, force: true});
});

describe('the Problems screen in a real terminal', () => {
	it('judges a wrong program to its counterexample and opens it on the board', async () => {
		home = mkdtempSync(join(tmpdir(), 'game-arcade-problems-e2e-'));
		const exe = join(home, 'wrong');
		execFileSync('g++', ['-O2', '-std=c++17', '-o', exe, join(root, 'test/fixtures/judge/hdu1846/wrong-offbyone.cpp')]);
		session = spawnCli(['--no-save'], {columns: 100, rows: 30, cwd: home, env: childEnv({HOME: home})});
		await session.waitFor('game-arcade', 15_000);
		await session.press('z');
		await session.waitFor('❯ hdu1846');
		await session.press('enter');
		await session.waitFor('Sample input:');
		await session.press('j');
		await session.waitFor('Program: ');
		// Once the field has taken over the keys (the output quiet): a path typed sooner would reach the statement's keys (l: the lesson).
		await session.press(exe);
		await session.waitFor('wrong█');
		await session.press('enter');
		const verdict = await session.waitFor(s => s.includes('Your output:') && s.includes('On the board with hints (p):'), 20_000);
		expect(verdict).toContain('Wrong answer (WA) on hdu1846.');
		expect(verdict).toMatch(/The position: +The smallest failing input:/);
		expect(verdict).toMatch(/heap │ ●/);
		expect(verdict).toMatch(/game-arcade play bash \d+ --max \d+ --hints/);
		await session.press('p');
		await session.waitFor(s => s.includes('Bash · you vs computer (perfect)') && s.includes('Winning move: take 1'));
	});
});
