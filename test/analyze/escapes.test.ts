/**
 * No input controls the terminal: names and values full of escape sequences
 * go through every path of the built CLI (the human answer, JSON, JSON lines,
 * every error), and no ESC, BEL, C1 or other control byte but the newline
 * reaches stdout or stderr. Run in-process, but for a failed write, which
 * the entry reports (spawned).
 */
import {describe, expect, it, test} from 'vitest';
import {spawnSync} from 'node:child_process';
import {closeSync, openSync} from 'node:fs';
import {childEnv, cliPath, requireBuild} from '../e2e/terminal.js';
import {runCli} from '../cli-run.js';

const clear = '\u001B[2J\u001B[H';
const title = '\u001B]0;pwned\u0007';
const clipboard = '\u001B]52;c;cHduZWQ=\u0007';
const csi = '\u009B2J';
const evil = `v${clear}${title}${clipboard}${csi}\u007F`;

// Every control character but the newline (and the tab the help never uses).
const control = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/u;

/** The command line in-process (test/cli-run.ts): what it writes is what a terminal would get. */
const run = (args: string[], input = '') => runCli(args, {input});

function expectClean(result: {stdout: string; stderr: string}): void {
	expect(result.stdout).not.toMatch(control);
	expect(result.stderr).not.toMatch(control);
}

describe('escape sequences in input never reach the terminal', () => {
	// A JSON position: the human form splits edges at semicolons, which OSC sequences contain.
	const graph = (tokens: string[]) => JSON.stringify({game: 'graph', edges: {[evil]: ['w', 'x'], w: ['x']}, tokens});

	it('graph vertex names in the human answer: the move, the explanation and the nim-sum table', async () => {
		const result = await run(['analyze', graph([evil, 'w']), '--moves']);
		expect(result.code).toBe(0);
		expectClean(result);
		expect(result.stdout).toContain('v\\x1b[2J\\x1b[H\\x1b]0;pwned\\x07');
		expect(result.stdout).toContain('Winning move');
		expect(result.stdout).toContain('nim-sum');
	});

	it('in --json and --jsonl (C1 escaped as \\u too), with the same meaning', async () => {
		const json = await run(['analyze', graph([evil]), '--json']);
		expectClean(json);
		expect(JSON.parse(json.stdout)).toMatchObject({outcome: 'N', move: {token: 0, to: 'x'}});
		const line = JSON.stringify({game: 'graph', edges: {[evil]: ['w']}, tokens: [evil]});
		const jsonl = await run(['analyze', '--jsonl'], `${line}\n{"game":"graph","edges":{"a":["${csi}"]},"tokens":["\\u009b"]}\n`);
		expectClean(jsonl);
		const [first, second] = jsonl.stdout
			.trim()
			.split('\n')
			.map(l => JSON.parse(l) as {outcome?: string; error?: string});
		expect(first).toMatchObject({outcome: 'N'});
		expect(second?.error ?? '').toContain('\u009B');
	});

	it('shows the line and paragraph separators escaped, in the human answer and in errors', async () => {
		const result = await run(['analyze', JSON.stringify({game: 'graph', edges: {'a\u2028b': ['c\u2029d']}, tokens: ['a\u2028b']})]);
		expect(result.code).toBe(0);
		expect(result.stdout).not.toMatch(/[\u2028\u2029]/u);
		expect(result.stdout).toContain('a\\u2028b');
		expect(result.stdout).toContain('c\\u2029d');
		const error = await run(['analyze', 'nim', 'x\u2028y']);
		expect(error.code).toBe(1);
		expect(error.stderr).not.toMatch(/[\u2028\u2029]/u);
		expect(error.stderr).toContain('\\u2028');
	});

	test.each([
		['an unknown game', ['analyze', evil, '1']],
		['an unknown command', [evil]],
		['an unknown flag', ['analyze', 'nim', '1', `--x${clear}`]],
		['--first', ['play', 'nim', '3', '--first', evil]],
		['--opponent', ['play', 'nim', '3', '--opponent', evil]],
		['--set', ['analyze', 'subtraction', '5', '--set', `1,${evil}`]],
		['--edges', ['analyze', 'graph', 'a', '--edges', evil]],
		['a corners cell', ['analyze', 'corners', `1,${evil}`]],
		['a heap', ['analyze', 'nim', evil]],
		['a cycle in a graph', ['analyze', JSON.stringify({game: 'graph', edges: {[evil]: ['w'], w: [evil]}, tokens: [evil]})]],
		['a part of a sum', ['analyze', 'sum', `nim ${evil}`]],
		['a game inside a sum', ['analyze', 'sum', `${evil} 3`]],
		[
			'a JSON position',
			[
				'analyze',
				`{"game":"${evil
					.replace(/\u001B/g, '\\u001b')
					.replace(/\u0007/g, '\\u0007')
					.replace(/\u009B/g, '\\u009b')
					.replace(/\u007F/g, '\\u007f')}"}`,
			],
		],
		['play with an unknown game', ['play', evil]],
		['train with an unknown game', ['train', evil]],
	])('in the one-line error for %s', async (_what, args) => {
		const result = await run(args);
		expect(result.code === 1 || result.code === 2).toBe(true);
		expectClean(result);
		expect(result.stderr.split('\n')).toHaveLength(2);
		expect(result.stderr).toMatch(/^game-arcade: /);
	});

	it('cuts a very long echoed input, marking the cut, and ends the line', async () => {
		const result = await run(['analyze', 'x'.repeat(100_000), '1']);
		expect(result.code).toBe(2);
		expect(result.stderr.endsWith('\n')).toBe(true);
		expect(result.stderr.length).toBeLessThan(5000);
		expect(result.stderr).toMatch(/more characters\)/);
	});
});

describe('a failed write', () => {
	// Spawned: the entry's handler of a failed stdout is what is tested.
	it('says in one line that the output could not be written, and why (a full disk)', () => {
		requireBuild();
		const full = openSync('/dev/full', 'w');
		try {
			const result = spawnSync(process.execPath, [cliPath, 'analyze', 'nim', '3', '4'], {
				encoding: 'utf8',
				env: childEnv(),
				stdio: ['pipe', full, 'pipe'],
				timeout: 30_000,
			});
			expect(result.stderr).toBe('game-arcade: cannot write the output: no space left on device (ENOSPC)\n');
			expect(result.status).toBe(1);
		} finally {
			closeSync(full);
		}
	});

	it('says it in Chinese under a Chinese locale', () => {
		requireBuild();
		const full = openSync('/dev/full', 'w');
		try {
			const result = spawnSync(process.execPath, [cliPath, 'analyze', 'nim', '3', '4', '--no-save'], {
				encoding: 'utf8',
				env: childEnv({LANG: 'zh_CN.UTF-8', LC_ALL: '', LC_MESSAGES: ''}),
				stdio: ['pipe', full, 'pipe'],
				timeout: 30_000,
			});
			expect(result.stderr).toBe('game-arcade: 无法写出输出：磁盘空间不足（ENOSPC）\n');
			expect(result.status).toBe(1);
		} finally {
			closeSync(full);
		}
	});
});
