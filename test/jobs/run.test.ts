/** The job runner: slices, progress, a free event loop, a stop that keeps nothing; and the bar, drawn on a terminal only. */
import {describe, expect, it} from 'vitest';
import {JobStopped, runJob, type Job} from '../../source/jobs/run.js';
import {barLine, progressBar, timeLeft} from '../../source/jobs/progress-bar.js';
import {runJobInTerminal, type KeyStream} from '../../source/jobs/terminal.js';

/** A job of `total` steps, one a slice call; `finish` counts its calls. */
function counting(total: number, onStep: (done: number) => void = () => {}) {
	let done = 0;
	const finished = {calls: 0};
	const job: Job<number> = {
		title: 'count',
		subject: {kind: 'values', table: {kind: 'grundys-game'}, last: total - 1},
		unit: 'values',
		total,
		done: () => done,
		step() {
			done++;
			onStep(done);
			return done >= total;
		},
		finish() {
			finished.calls++;
			return done * 2;
		},
	};
	return {job, finished};
}

describe('runJob', () => {
	it('runs the job to its result, reporting progress up to the total', async () => {
		const {job, finished} = counting(1000);
		const seen: number[] = [];
		let clock = 0;
		// Each reading of the clock moves it on: slices of a few steps.
		const result = await runJob(job, {onProgress: p => seen.push(p.done), sliceMs: 5, now: () => clock++});
		expect(result).toBe(2000);
		expect(finished.calls).toBe(1);
		expect(seen.length).toBeGreaterThan(10);
		expect(seen.at(-1)).toBe(1000);
		expect(seen).toEqual([...seen].sort((a, b) => a - b));
	});

	it('hands the event loop back between slices', async () => {
		let turns = 0;
		let running = true;
		const other = () => {
			turns++;
			if (running) setImmediate(other);
		};
		setImmediate(other);
		const {job} = counting(200);
		let clock = 0;
		await runJob(job, {sliceMs: 1, now: () => clock++});
		running = false;
		// Other work got a turn after every slice or so, not only once the job was done.
		expect(turns).toBeGreaterThan(50);
	});

	it('stopped, it rejects with JobStopped and never finishes (nothing kept)', async () => {
		const stop = new AbortController();
		const {job, finished} = counting(1_000_000, done => {
			if (done === 50) stop.abort();
		});
		let clock = 0;
		await expect(runJob(job, {signal: stop.signal, sliceMs: 10, now: () => clock++})).rejects.toBeInstanceOf(JobStopped);
		expect(finished.calls).toBe(0);
		expect(job.done()).toBeLessThan(100);
	});

	it('a stop during the last slice still keeps nothing', async () => {
		const stop = new AbortController();
		const {job, finished} = counting(10, done => {
			if (done === 10) stop.abort();
		});
		await expect(runJob(job, {signal: stop.signal})).rejects.toThrow('stopped: nothing was written');
		expect(finished.calls).toBe(0);
	});

	it('an aborted signal stops it before any work', async () => {
		const {job} = counting(10);
		await expect(runJob(job, {signal: AbortSignal.abort()})).rejects.toBeInstanceOf(JobStopped);
		expect(job.done()).toBe(0);
	});
});

describe('the progress bar', () => {
	it('says done/total, the percent and the time left', () => {
		const line = barLine({done: 250_000, total: 1_000_000, elapsedMs: 2000}, 'values', 120);
		expect(line).toBe('[#####...............] 250,000/1,000,000 values 25% about 6 s left · Esc stops');
		expect(barLine({done: 1, total: 4, elapsedMs: 2000}, 'values', 20)).toHaveLength(19);
		expect(timeLeft({done: 0, total: 10, elapsedMs: 5000})).toBe('estimating the time left');
		expect(timeLeft({done: 1, total: 100, elapsedMs: 1000})).toBe('about 1 min 39 s left');
		expect(timeLeft({done: 1, total: 10_000, elapsedMs: 1000})).toBe('about 2 h 46 min left');
		// Where the total is only a bound (a period may be proven sooner).
		expect(timeLeft({done: 1, total: 100, elapsedMs: 1000}, true)).toBe('at most about 1 min 39 s left');
		expect(barLine({done: 512, total: 1024, elapsedMs: 1000}, 'values', 120, true)).toContain('50% at most about 1 s left');
	});

	it('draws on a terminal at most ten times a second, and erases itself', () => {
		const written: string[] = [];
		let clock = 0;
		const bar = progressBar({isTTY: true, columns: 80, write: (t: string) => written.push(t)}, 'values', {now: () => clock});
		for (let i = 0; i < 50; i++) {
			bar.update({done: i, total: 50, elapsedMs: clock});
			clock += 10;
		}
		// 500 ms of updates every 10 ms: one line a tenth of a second.
		expect(written).toHaveLength(5);
		// Erased from the start of the line to the end of the screen, drawn, and the cursor back at its start.
		expect(written[0]!.startsWith('\r\u001B[J[....................] 0/50 values 0% ')).toBe(true);
		expect(written[0]!.endsWith('\r')).toBe(true);
		bar.clear();
		expect(written.at(-1)).toBe('\r\u001B[J');
	});

	it('writes nothing where stderr is no terminal', () => {
		const written: string[] = [];
		const bar = progressBar({isTTY: false, write: (t: string) => written.push(t)}, 'values');
		bar.update({done: 1, total: 2, elapsedMs: 1000});
		bar.clear();
		expect(written).toEqual([]);
	});
});

describe('a job from the command line', () => {
	const noKeys: KeyStream = {isTTY: false, on() {}, off() {}, resume() {}, pause() {}};

	it('off a terminal, SIGINT stops it (nothing drawn, nothing kept) and its handler goes', async () => {
		const before = process.listeners('SIGINT');
		const written: string[] = [];
		const {job, finished} = counting(1_000_000, done => {
			if (done === 20) {
				// The handler the job added: called as the signal would call it.
				const added = process.listeners('SIGINT').filter(l => !before.includes(l));
				expect(added).toHaveLength(1);
				(added[0] as () => void)();
			}
		});
		await expect(runJobInTerminal(job, {stdin: noKeys, stderr: {isTTY: false, write: (t: string) => written.push(t)}})).rejects.toBeInstanceOf(JobStopped);
		expect(finished.calls).toBe(0);
		expect(written).toEqual([]);
		expect(process.listeners('SIGINT')).toEqual(before);
	});

	it.each([
		['SIGINT', 130],
		['SIGTERM', 143],
	] as const)('off a terminal, %s stops it with the exit code of that signal (%i)', async (signal, code) => {
		const before = process.listeners(signal);
		const {job} = counting(1_000_000, done => {
			if (done === 20) (process.listeners(signal).filter(l => !before.includes(l))[0] as () => void)();
		});
		const stopped = await runJobInTerminal(job, {stdin: noKeys, stderr: {isTTY: false, write: () => true}}).catch((error: unknown) => error);
		expect(stopped).toBeInstanceOf(JobStopped);
		expect((stopped as JobStopped).exitCode).toBe(code);
		expect(process.listeners(signal)).toEqual(before);
	});

	it('on a terminal, Esc stops it; stdin leaves raw mode again, and an arrow key is no Esc', async () => {
		const modes: boolean[] = [];
		let listener: ((data: Buffer | string) => void) | undefined;
		const stdin: KeyStream = {
			isTTY: true,
			setRawMode: (raw: boolean) => modes.push(raw),
			on: (_event, l) => {
				listener = l;
			},
			off: () => {
				listener = undefined;
			},
			resume() {},
			pause() {},
		};
		const written: string[] = [];
		const {job} = counting(1_000_000, done => {
			if (done === 10) listener!('\u001B[A');
			if (done === 30) listener!(Buffer.from('\u001B'));
		});
		await expect(runJobInTerminal(job, {stdin, stderr: {isTTY: true, columns: 80, write: (t: string) => written.push(t)}})).rejects.toBeInstanceOf(JobStopped);
		expect(job.done()).toBeGreaterThanOrEqual(30);
		expect(modes).toEqual([true, false]);
		expect(listener).toBeUndefined();
		expect(written.at(-1)).toBe('\r\u001B[J');
	});
});
