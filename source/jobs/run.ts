/**
 * The runner of jobs (engine/job.ts), shared by the command line and the Lab:
 *
 *     const result = await runJob(job, {signal, onProgress});
 *
 * It steps the job in slices of about `sliceMs`, hands the event loop back
 * between them (keys, signals, redraws go on meanwhile), reports the progress
 * after each, and resolves with the job's result when it is done. When the
 * signal is aborted it stops before the next slice and rejects with
 * `JobStopped`; the job's `finish` (which keeps what it proved) is then never
 * called, so a stopped job leaves nothing behind. No terminal, no Ink.
 */
import type {Job} from '../engine/job.js';

export type {Job} from '../engine/job.js';

export interface Progress {
	readonly done: number;
	readonly total: number;
	/** Milliseconds since the job started. */
	readonly elapsedMs: number;
}

export interface RunOptions {
	/** Stops the job between two slices. */
	readonly signal?: AbortSignal;
	/** Called after every slice. */
	readonly onProgress?: (progress: Progress) => void;
	/** How long a slice runs before the event loop gets its turn. @default 40 */
	readonly sliceMs?: number;
	/** @default performance.now */
	readonly now?: () => number;
}

/** The rejection of a job stopped by its signal. */
export class JobStopped extends Error {
	/** The exit code a command ends with: 130 when stopped by a key or SIGINT, 143 by SIGTERM. */
	readonly exitCode: number;
	constructor(exitCode = 130) {
		super('stopped: nothing was written');
		this.name = 'JobStopped';
		this.exitCode = exitCode;
	}
}

const turn = () => new Promise<void>(resolve => setImmediate(resolve));

export async function runJob<R>(job: Job<R>, options: RunOptions = {}): Promise<R> {
	const {signal, onProgress} = options;
	const now = options.now ?? (() => performance.now());
	const sliceMs = options.sliceMs ?? 40;
	const started = now();
	for (;;) {
		if (signal?.aborted) throw new JobStopped();
		const until = now() + sliceMs;
		let finished = false;
		do finished = job.step();
		while (!finished && now() < until);
		onProgress?.({done: job.done(), total: job.total, elapsedMs: now() - started});
		// A stop asked for during the last slice still wins: nothing is kept.
		if (finished && !signal?.aborted) return job.finish();
		await turn();
	}
}
