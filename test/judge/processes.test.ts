/**
 * No process and no folder outlives a judging: a program that forks a child
 * which outlives it (and holds the pipes) is accepted and its child is gone;
 * Ctrl+C (SIGINT) and SIGTERM during a judging end every program and remove
 * the temporary folders, with exit codes 130 and 143. The program is marked
 * by a word of its command line, found in /proc.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {judge, type RunFunction} from '../../source/judge/judge.js';
import {hdu1846} from '../../source/judge/problems/hdu1846.js';
import {runProgram} from '../../source/process/program.js';
import {python3} from './python.js';

const forker = join(process.cwd(), 'test', 'fixtures', 'judge-dev', 'forker.py');
const cli = join(process.cwd(), 'dist', 'cli.js');
const temp = mkdtempSync(join(tmpdir(), 'judge-processes-test-'));
afterAll(() => rmSync(temp, {recursive: true, force: true}));

/** The processes whose command line holds `marker` (but `except`, the judge itself). */
function marked(marker: string, except = -1): number[] {
	const pids: number[] = [];
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue;
		try {
			if (Number(entry) !== except && readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(marker)) pids.push(Number(entry));
		} catch {
			// Gone meanwhile.
		}
	}
	return pids;
}

async function until(condition: () => boolean, ms: number): Promise<boolean> {
	const deadline = Date.now() + ms;
	while (Date.now() < deadline) {
		if (condition()) return true;
		await new Promise(resolve => setTimeout(resolve, 20));
	}
	return condition();
}

describe.runIf(process.platform === 'linux')('processes and folders of a judging', () => {
	it('a program whose child outlives it is judged, and the child is gone after each run', async () => {
		const marker = `judge-fork-${process.pid}`;
		// Few runs: the sample, one trap, one small case, the largest inputs.
		const problem = {...hdu1846, edges: () => [], exhaustive: {span: 1, extra: 0}};
		const run: RunFunction = (input, limits, signal) => runProgram([python3(), forker, marker], input, {limits, cwd: temp, signal});
		const result = await judge({problem, run, seed: 1, cases: 0, timeFactor: 10});
		expect(result.verdict).toBe('AC');
		expect(result.runs).toBeGreaterThanOrEqual(4);
		expect(marked(marker)).toEqual([]);
	}, 120_000);

	it.each([
		['SIGINT', 130],
		['SIGTERM', 143],
	] as const)(
		'%s during a judging: exit code %i, no program left, no temporary folder',
		async (signal, exitCode) => {
			const marker = `judge-stop-${signal}-${process.pid}`;
			const own = mkdtempSync(join(temp, 'tmp-'));
			const child = spawn(
				process.execPath,
				[cli, 'judge', 'hdu1846', '--seed', '1', '--cases', '100000', '--time-factor', '10', '--', python3(), forker, marker],
				{
					env: {...process.env, TMPDIR: own},
					stdio: ['ignore', 'pipe', 'pipe'],
				},
			);
			const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)));
			expect(await until(() => marked(marker, child.pid).length > 0, 30_000)).toBe(true);
			child.kill(signal);
			expect(await exited).toBe(exitCode);
			expect(await until(() => marked(marker, child.pid).length === 0, 5000)).toBe(true);
			expect(readdirSync(own)).toEqual([]);
		},
		120_000,
	);
});
