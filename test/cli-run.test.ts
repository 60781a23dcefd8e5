/** The in-process runner of the command line (test/cli-run.ts): what it gives the command, and what it leaves as it found it. */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {language} from '../source/i18n/language.js';
import {runCli} from './cli-run.js';

describe('runCli', () => {
	it('gives the command its stdin, and never the process’s', async () => {
		const {code, stdout} = await runCli(['analyze', '--jsonl'], {input: '{"game":"nim","heaps":[1,2,3]}\n{"game":"nim","heaps":[1]}'});
		expect(code).toBe(0);
		expect(
			stdout
				.trimEnd()
				.split('\n')
				.map(line => JSON.parse(line) as {outcome: string})
				.map(line => line.outcome),
		).toEqual(['P', 'N']);
		expect(await runCli(['analyze', '--jsonl'])).toEqual({code: 0, stdout: '', stderr: ''});
	});

	it('sets the variables given for the call only, over a neutral locale', async () => {
		const before = {...process.env};
		const dir = mkdtempSync(join(tmpdir(), 'game-arcade-cli-run-'));
		try {
			const listed = await runCli(['cache'], {env: {XDG_CACHE_HOME: dir}});
			expect(listed.stdout).toContain(`The cache of proven values: ${join(dir, 'game-arcade')}`);
			const chinese = await runCli(['analyze', 'nim', '1'], {env: {LANG: 'zh_CN.UTF-8'}});
			expect(chinese.stdout).toContain('结果：先手必胜');
			expect((await runCli(['analyze', 'nim', '1'])).stdout).toContain('Outcome: the player to move wins');
		} finally {
			rmSync(dir, {recursive: true, force: true});
		}
		expect(process.env).toEqual(before);
		expect(language()).toBe('en');
	});

	it('runs with no terminal on either end, and puts isTTY back', async () => {
		const descriptor = Object.getOwnPropertyDescriptor(process.stdout, 'isTTY');
		Object.defineProperty(process.stdout, 'isTTY', {value: true, configurable: true, writable: true});
		Object.defineProperty(process.stdin, 'isTTY', {value: true, configurable: true, writable: true});
		try {
			const {code, stderr} = await runCli(['play', 'nim', '3']);
			expect(code).toBe(1);
			expect(stderr).toContain('the arcade needs an interactive terminal');
			expect(process.stdout.isTTY).toBe(true);
			expect(process.stdin.isTTY).toBe(true);
		} finally {
			Reflect.deleteProperty(process.stdin, 'isTTY');
			if (descriptor === undefined) Reflect.deleteProperty(process.stdout, 'isTTY');
			else Object.defineProperty(process.stdout, 'isTTY', descriptor);
		}
	});

	it("leaves the process's listeners, exit code and title as they were (a match adds and removes its own)", async () => {
		const count = () => [
			process.listenerCount('SIGINT'),
			process.listenerCount('SIGTERM'),
			process.listenerCount('SIGHUP'),
			process.stderr.listenerCount('error'),
		];
		const before = count();
		const {exitCode, title} = process;
		for (let i = 0; i < 3; i++) expect((await runCli(['match', 'nim', 'perfect', 'random', '--games', '2', '--seed', '1', '--json'])).code).toBe(0);
		expect(count()).toEqual(before);
		expect(process.exitCode).toBe(exitCode);
		expect(process.title).toBe(title);
	});
});
