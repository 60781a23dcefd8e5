/**
 * The judging loop with programs run in-process (fake.ts): a correct one
 * accepted through every phase, each kind of mistake caught with its
 * verdict, the counterexample small and failing again when run again, and
 * state kept between cases told apart from a plain wrong answer.
 */
import {describe, expect, it} from 'vitest';
import {judge, type RunFunction} from '../../source/judge/judge.js';
import {hdu1846} from '../../source/judge/problems/hdu1846.js';
import {hdu1536} from '../../source/judge/problems/hdu1536.js';
import {compareOutput} from '../../source/judge/compare.js';
import {whyWords} from '../../source/judge/report.js';
import {bashProgram, fakeRun, reader, sNimProgram, type FakeProgram} from './fake.js';

/** The reported input, run once more: the program's output there against the expected. */
function stillFails(program: FakeProgram, input: string, expected: string): boolean {
	return compareOutput(expected.trimEnd().split('\n'), program(input)).kind !== 'same';
}

/** Bash's numbers in a one-case input. */
function bashCase(input: string): [number, number] {
	const r = reader(input);
	expect(r.next()).toBe(1);
	return [r.next(), r.next()];
}

describe('judge, in-process programs', () => {
	it('accepts a correct Bash program through every phase, in a few dozen runs', async () => {
		const counter = {runs: 0};
		const result = await judge({problem: hdu1846, run: fakeRun(bashProgram(), counter), seed: 1});
		expect(result.verdict).toBe('AC');
		expect(result.failing).toBeNull();
		expect(result.phases.map(p => p.name)).toEqual(['sample', 'edges', 'exhaustive', 'random', 'max']);
		expect(result.cases).toBeGreaterThan(900 + 2000);
		expect(result.runs).toBe(counter.runs);
		expect(result.runs).toBeLessThan(60);
	});

	it('catches n mod m (an off-by-one), shrunk to n, m ≤ 10, and the input fails again', async () => {
		const program = bashProgram('mod-m');
		const result = await judge({problem: hdu1846, run: fakeRun(program), seed: 1});
		expect(result.verdict).toBe('WA');
		const failing = result.failing!;
		expect(failing.alone).toBe('same');
		expect(failing.confirmed).toBe(true);
		const [n, m] = bashCase(failing.input);
		expect(n).toBeLessThanOrEqual(10);
		expect(m).toBeLessThanOrEqual(10);
		expect(n % m === 0).not.toBe(n % (m + 1) === 0);
		expect(stillFails(program, failing.input, failing.expected)).toBe(true);
		expect(failing.position).toEqual({game: 'bash', heap: n, max: m});
		expect(whyWords(failing.why).join(' ')).toContain('mod');
	});

	it('a wrong letter case is a presentation error, named', async () => {
		const result = await judge({problem: hdu1846, run: fakeRun(bashProgram('words')), seed: 1});
		expect(result.verdict).toBe('PE');
		expect(result.failing!.presentation).toBe('letter case');
		expect(result.failing!.gotLine).toBe('First');
		expect(result.failing!.expectedLine).toBe('first');
	});

	it('a crash is a runtime error, reduced to the one case that crashes, with its stderr', async () => {
		const program = bashProgram('crash-big');
		const result = await judge({problem: hdu1846, run: fakeRun(program), seed: 1});
		expect(result.verdict).toBe('RE');
		const [n, m] = bashCase(result.failing!.input);
		expect([n, m]).toEqual([501, 501]);
		expect(result.failing!.detail).toBe('exit code 1');
		expect(result.failing!.stderr).toContain('segfault');
		expect(result.failing!.confirmed).toBe(true);
	});

	it('a table kept from one S-Nim block to the next: state, with the case alone passing', async () => {
		const program = sNimProgram('keep-table');
		const result = await judge({problem: hdu1536, run: fakeRun(program), seed: 2, cases: 300});
		expect(result.verdict).toBe('WA');
		const failing = result.failing!;
		expect(failing.alone).toBe('passes');
		expect(compareOutput([failing.expectedLine!], program(failing.aloneInput!)).kind).toBe('same');
		expect(stillFails(program, failing.input, failing.expected)).toBe(true);
		// No more than the pack it was found in (the sample's two blocks, here), and at least the two blocks state needs.
		expect(failing.input.length).toBeLessThanOrEqual(failing.foundChars);
		expect(failing.input.trimEnd().split('\n').length).toBeGreaterThan(failing.aloneInput!.trimEnd().split('\n').length);
	});

	it('accepts a correct S-Nim program', async () => {
		const result = await judge({problem: hdu1536, run: fakeRun(sNimProgram()), seed: 2, cases: 300});
		expect(result.verdict).toBe('AC');
	});

	it('time, memory and output limits as the run reports them; a program that cannot start is no verdict', async () => {
		const ended =
			(how: 'time' | 'memory' | 'output' | 'spawn'): RunFunction =>
			async () => ({
				stdout: '',
				stderr: '',
				exitCode: null,
				signal: 'SIGKILL',
				wallMs: 2000,
				peakMemoryBytes: 70 * 2 ** 20,
				ended: how,
				...(how === 'spawn' ? {spawnError: 'program not found'} : {}),
			});
		expect((await judge({problem: hdu1846, run: ended('time'), seed: 1, shrinkMs: 50})).verdict).toBe('TLE');
		expect((await judge({problem: hdu1846, run: ended('memory'), seed: 1, shrinkMs: 50})).verdict).toBe('MLE');
		expect((await judge({problem: hdu1846, run: ended('output'), seed: 1, shrinkMs: 50})).verdict).toBe('OLE');
		await expect(judge({problem: hdu1846, run: ended('spawn'), seed: 1})).rejects.toThrow('program not found');
	});

	it('stops when its signal is aborted', async () => {
		const stop = new AbortController();
		const run = fakeRun(bashProgram());
		let calls = 0;
		const slow: RunFunction = async (input, limits, signal) => {
			if (++calls === 3) stop.abort();
			return run(input, limits, signal);
		};
		await expect(judge({problem: hdu1846, run: slow, seed: 1, signal: stop.signal})).rejects.toThrow('stopped');
		expect(calls).toBe(3);
	});
});
