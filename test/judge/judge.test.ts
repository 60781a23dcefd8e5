/**
 * The judging loop with programs run in-process (fake.ts): a correct one
 * accepted through every phase, each kind of mistake caught with its
 * verdict, the counterexample small and failing again when run again, and
 * state kept between cases told apart from a plain wrong answer.
 */
import {describe, expect, it} from 'vitest';
import {confirmWallFactor, judge, type RunFunction, type RunLimits} from '../../source/judge/judge.js';
import {hdu1846} from '../../source/judge/problems/hdu1846.js';
import {hdu1536} from '../../source/judge/problems/hdu1536.js';
import {hdu1850} from '../../source/judge/problems/hdu1850.js';
import type {Problem} from '../../source/judge/problem.js';
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
		const memory = await judge({problem: hdu1846, run: ended('memory'), seed: 1, shrinkMs: 50});
		expect(memory.verdict).toBe('MLE');
		expect(memory.failing!.detail).toBe('stopped at 70.0 MiB (the limit is 64 MiB)');
		expect((await judge({problem: hdu1846, run: ended('output'), seed: 1, shrinkMs: 50})).verdict).toBe('OLE');
		await expect(judge({problem: hdu1846, run: ended('spawn'), seed: 1})).rejects.toThrow('program not found');
	});

	it('a run stopped at the wall-time limit with little processor time is run again, and not a time limit when it then answers', async () => {
		const right = fakeRun(bashProgram());
		let stalls = 1;
		const limitsSeen: RunLimits[] = [];
		// The first run of the sample stalls (a busy machine): stopped at the wall limit with 0.3 s of processor time.
		const run: RunFunction = async (input, limits, signal) => {
			limitsSeen.push(limits);
			if (stalls-- > 0)
				return {stdout: '', stderr: '', exitCode: null, signal: 'SIGTERM', wallMs: limits.timeMs, peakMemoryBytes: null, cpuMs: 300, ended: 'time'};
			return right(input, limits, signal);
		};
		const result = await judge({problem: hdu1846, run, seed: 1, cases: 10});
		expect(result.verdict).toBe('AC');
		expect(limitsSeen[0]).toMatchObject({timeMs: 2000, cpuMs: 2000});
		// The second run: three times the wall time, stopped by processor time.
		expect(limitsSeen[1]).toMatchObject({timeMs: 2000 * confirmWallFactor, cpuMs: 2000});
	});

	it('a time limit is confirmed by processor time: at the wall limit, or on the run again', async () => {
		const busy: RunFunction = async (_input, limits) => ({
			stdout: '',
			stderr: '',
			exitCode: null,
			signal: 'SIGTERM',
			wallMs: limits.timeMs,
			peakMemoryBytes: null,
			cpuMs: limits.timeMs > 2000 ? 2010 : 1200,
			ended: limits.timeMs > 2000 ? 'cpu' : 'time',
		});
		const result = await judge({problem: hdu1846, run: busy, seed: 1, shrinkMs: 0});
		expect(result.verdict).toBe('TLE');
		expect(result.failing!.detail).toBe('stopped after 2.01 s of processor time (the limit is 2.00 s)');
		// A machine so busy (or a program that sleeps) that even the second run is stopped at its wider wall time: the report says it is not confirmed.
		const starved: RunFunction = async (_input, limits) => ({
			stdout: '',
			stderr: '',
			exitCode: null,
			signal: 'SIGTERM',
			wallMs: limits.timeMs,
			peakMemoryBytes: null,
			cpuMs: limits.timeMs / 6,
			waitMs: (limits.timeMs * 5) / 6,
			ended: 'time',
		});
		const held = await judge({problem: hdu1846, run: starved, seed: 1, shrinkMs: 0});
		expect(held.verdict).toBe('TLE');
		expect(held.failing!.detail).toBe(
			'stopped after 6.00 s with only 1.00 s of processor time, 5.00 s of it waiting for a processor: not confirmed; the program waits, or the machine is too busy to tell (raise --time-factor)',
		);
		expect(held.failing!.confirmed).toBe(false);
		expect(result.failing!.confirmed).toBe(true);
	});

	it('a memory limit passed once but not when run again is no verdict: the run again is judged', async () => {
		const right = fakeRun(bashProgram());
		let spikes = 1;
		const run: RunFunction = async (input, limits, signal) => {
			if (spikes-- > 0) return {stdout: '', stderr: '', exitCode: null, signal: 'SIGTERM', wallMs: 10, peakMemoryBytes: 70 * 2 ** 20, ended: 'memory'};
			return right(input, limits, signal);
		};
		expect((await judge({problem: hdu1846, run, seed: 1, cases: 10})).verdict).toBe('AC');
	});

	it('a time limit is shrunk to one case, within the shrinking budget (each step that still fails costs the limit)', async () => {
		let clock = 0;
		// Slow where n and m are both over 600: stopped at its processor-time limit, which takes that long.
		const slow: RunFunction = async (input, limits, signal) => {
			const r = reader(input);
			const c = r.next();
			let stuck = false;
			for (let i = 0; i < c; i++) if (r.next() > 600 && r.next() > 600) stuck = true;
			if (!stuck) {
				clock += 5;
				return fakeRun(bashProgram())(input, limits, signal);
			}
			const ms = Math.min(limits.cpuMs ?? limits.timeMs, limits.timeMs);
			clock += ms;
			return {stdout: '', stderr: '', exitCode: null, signal: 'SIGTERM', wallMs: ms, peakMemoryBytes: null, cpuMs: ms + 10, ended: 'cpu'};
		};
		const result = await judge({problem: hdu1846, run: slow, seed: 1, now: () => clock});
		expect(result.verdict).toBe('TLE');
		const failing = result.failing!;
		expect(failing.caseCount).toBe(1);
		expect(failing.shrinkSteps).toBeGreaterThanOrEqual(1);
		expect(failing.shrinkMs).toBeLessThanOrEqual(5000);
		const [n, m] = bashCase(failing.input);
		expect(n > 600 && m > 600).toBe(true);
	});

	it('a problem with its own checker: the winning heaps of Nim listed in any order', async () => {
		const winning = (heaps: readonly number[]) => {
			const total = heaps.reduce((x, h) => x ^ h, 0);
			const at = heaps.flatMap((h, i) => ((h ^ total) < h ? [String(i + 1)] : []));
			return at.length === 0 ? 'none' : at.join(' ');
		};
		// hdu1850's input, but each case answered with the heaps a winning move takes from (an order the statement leaves open).
		const moves: Problem = {
			...hdu1850,
			id: 'nim-moves',
			checker: 'unordered',
			answer: value => winning(value as number[]),
			solve: value => ({answer: winning(value as number[]), position: null, why: []}),
		};
		const program =
			(order: 'any' | 'drop-last'): FakeProgram =>
			input => {
				const r = reader(input);
				const out: string[] = [];
				for (let m = r.next(); m !== 0; m = r.next()) {
					const heaps = Array.from({length: m}, () => r.next());
					const listed = winning(heaps).split(' ').reverse();
					out.push((order === 'drop-last' && listed.length > 1 ? listed.slice(1) : listed).join(' '));
				}
				return `${out.join('\n')}\n`;
			};
		expect((await judge({problem: moves, run: fakeRun(program('any')), seed: 1, cases: 200})).verdict).toBe('AC');
		// The same program with the default checker, token by token: the order is wrong.
		expect((await judge({problem: {...moves, checker: 'tokens'}, run: fakeRun(program('any')), seed: 1, cases: 200, shrinkMs: 0})).verdict).toBe('WA');
		const dropped = await judge({problem: moves, run: fakeRun(program('drop-last')), seed: 1, cases: 200});
		expect(dropped.verdict).toBe('WA');
		expect(stillFails(program('drop-last'), dropped.failing!.input, dropped.failing!.expected)).toBe(true);
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
