/**
 * Real programs through the whole judge (test/fixtures/judge/<problem>/):
 * the correct ones accepted, each wrong one caught with the verdict its
 * header names (STATE: a wrong answer whose case alone is answered right),
 * its counterexample run once more and really failing, and small. Each C++
 * fixture is compiled once, in a temporary folder. `npm test` runs a
 * fixed-seed sample (test/sample.ts) with fewer random cases; the full run
 * every fixture.
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {availableParallelism, tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {runProgram} from '../../source/process/program.js';
import {compareOutput} from '../../source/judge/compare.js';
import {judge, type RunFunction} from '../../source/judge/judge.js';
import {lookupProblem} from '../../source/judge/problems/index.js';
import {fullRun, sampled} from '../sample.js';
import {python3} from './python.js';

const root = join('test', 'fixtures', 'judge');
const execFileAsync = promisify(execFile);

interface Fixture {
	readonly problem: string;
	readonly file: string;
	/** AC for ok.*, else the header's verdict. */
	readonly expect: string;
	/** The header's size of a counterexample. */
	readonly small: string;
}

// any/: programs for no problem in particular (a loop, a flood, a fork), judged by the tests that need them.
function fixtures(): Fixture[] {
	return readdirSync(root, {withFileTypes: true})
		.filter(entry => entry.isDirectory() && entry.name !== 'any')
		.flatMap(dir =>
			readdirSync(join(root, dir.name))
				.filter(file => /^(ok|wrong-[\w-]+)\.(cpp|py)$/.test(file))
				.map(file => {
					const first = readFileSync(join(root, dir.name, file), 'utf8').split('\n', 1)[0]!;
					const header = /expect: (\w+);.*small: (.*)$/.exec(first);
					return {problem: dir.name, file, expect: file.startsWith('ok.') ? 'AC' : (header?.[1] ?? '?'), small: header?.[2] ?? ''};
				}),
		);
}

const all = fixtures();
const correct = all.filter(f => f.expect === 'AC');
// The sample: two correct C++ programs, two correct Python ones, five wrong ones (no time or memory limit, and no crash that
// needs a long path: each costs seconds, shrinking a path of thousands of vertices about ten).
const chosen = fullRun
	? all
	: [
			...sampled(
				correct.filter(f => f.file.endsWith('.cpp')),
				2,
				27,
			),
			...sampled(
				correct.filter(f => f.file.endsWith('.py')),
				2,
				28,
			),
			...sampled(
				all.filter(f => !['AC', 'TLE', 'MLE'].includes(f.expect) && !/\bpath\b/.test(f.small)),
				5,
				29,
			),
		];

let build = '';
const commands = new Map<string, string[]>();

beforeAll(async () => {
	build = mkdtempSync(join(tmpdir(), 'judge-fixtures-test-'));
	const sources: {readonly path: string; readonly exe: string}[] = [];
	for (const f of chosen) {
		const path = join(root, f.problem, f.file);
		if (f.file.endsWith('.py')) {
			commands.set(path, [python3(), join(process.cwd(), path)]);
			continue;
		}
		const exe = join(build, `${f.problem}-${f.file.replace(/\.cpp$/, '')}`);
		sources.push({path, exe});
		commands.set(path, [exe]);
	}
	// A compiler a core at a time.
	const compiler = async () => {
		for (let next = sources.shift(); next !== undefined; next = sources.shift()) await execFileAsync('g++', ['-O2', '-std=c++17', '-o', next.exe, next.path]);
	};
	await Promise.all(Array.from({length: availableParallelism()}, compiler));
}, 600_000);

afterAll(() => {
	if (build !== '') rmSync(build, {recursive: true, force: true});
});

function runner(command: readonly string[]): RunFunction {
	return async (input, limits, signal) => {
		const cwd = mkdtempSync(join(build, 'run-'));
		try {
			return await runProgram(command, input, {limits, cwd, signal});
		} finally {
			rmSync(cwd, {recursive: true, force: true});
		}
	};
}

describe('the judge on the fixtures', () => {
	it('has fixtures for the problems, each wrong one with a header', () => {
		expect(new Set(all.map(f => f.problem)).size).toBeGreaterThanOrEqual(11);
		for (const f of all) expect(['AC', 'WA', 'PE', 'RE', 'TLE', 'MLE', 'OLE', 'STATE'], `${f.problem}/${f.file}`).toContain(f.expect);
	});

	it.each(chosen.map(f => [`${f.problem}/${f.file} (${f.expect})`, f] as const))(
		'%s',
		async (_name, f) => {
			const problem = lookupProblem(f.problem)!;
			const command = commands.get(join(root, f.problem, f.file))!;
			// Wall time on a busy machine is no measure of a program: ten times the limit, but where a time limit is the point.
			const timeFactor = f.expect === 'TLE' ? 2 : 10;
			const result = await judge({problem, run: runner(command), seed: 1, cases: fullRun ? undefined : 100, shrinkMs: 8000, timeFactor});
			if (f.expect === 'AC') {
				expect(result.failing?.input.slice(0, 300) ?? null).toBeNull();
				expect(result.verdict).toBe('AC');
				return;
			}
			const failing = result.failing!;
			expect(failing, 'caught').not.toBeNull();
			if (f.expect === 'STATE') {
				expect(result.verdict).toBe('WA');
				expect(failing.alone).toBe('passes');
			} else expect(result.verdict).toBe(f.expect);
			// A memory limit is reported only where it was passed twice (the input found first, if its shrunk one was not): confirmed.
			expect(failing.confirmed).toBe(true);
			// Run once more here: it really fails.
			const again = await runner(command)(
				failing.input,
				{timeMs: result.timeLimitMs, outputBytes: 64 << 20, memoryBytes: result.memoryLimitBytes},
				new AbortController().signal,
			);
			const fails = again.ended !== null || again.exitCode !== 0 || compareOutput(failing.expected.trimEnd().split('\n'), again.stdout).kind !== 'same';
			// (Not for a memory failure: a run that peaks between two samples of its memory may finish within the limit.)
			if (f.expect !== 'MLE') expect(fails, failing.input.slice(0, 200)).toBe(true);
			// Small as the header says: one case (or two, for state) where it says so, and a few lines unless it needs a long path.
			// Time and memory failures cost the limit for each step that still fails, so within the budget they may keep several cases (the README says so).
			if (/^one (case|tree|block)/.test(f.small) && !['TLE', 'MLE'].includes(f.expect)) expect(failing.caseCount).toBe(1);
			if (!/path|TLE|MLE/.test(`${f.small} ${f.expect}`)) expect(failing.input.trimEnd().split('\n').length, failing.input).toBeLessThanOrEqual(12);
		},
		300_000,
	);
});
