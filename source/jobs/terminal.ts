/**
 * A job run from the command line: the progress bar on stderr when it is a
 * terminal, and the ways to stop it. On a terminal stdin is put in raw mode,
 * so Esc or Ctrl+C (read as keys, not as a signal) stop the job; elsewhere
 * SIGINT (Ctrl+C in the shell, `kill -INT`) and SIGTERM do. Whatever way it
 * ends, the terminal is left as it was found.
 */
import {progressBar, type BarStream} from './progress-bar.js';
import {JobStopped, runJob, type Job} from './run.js';
import {jobUnit} from '../i18n/table/index.js';

export interface KeyStream {
	readonly isTTY?: boolean;
	setRawMode?(raw: boolean): unknown;
	on(event: 'data', listener: (data: Buffer | string) => void): unknown;
	off(event: 'data', listener: (data: Buffer | string) => void): unknown;
	resume(): unknown;
	pause(): unknown;
}

export interface TerminalJobOptions {
	readonly stdin?: KeyStream;
	readonly stderr?: BarStream;
}

/** Esc alone (not the start of an arrow key's sequence) or Ctrl+C. */
function stops(data: Buffer | string): boolean {
	const text = typeof data === 'string' ? data : data.toString('latin1');
	return text === '\u001B' || text.includes('\u0003');
}

/** Runs the job to its result, or rejects with `JobStopped` when it is stopped (nothing kept). */
export async function runJobInTerminal<R>(job: Job<R>, options: TerminalJobOptions = {}): Promise<R> {
	const stdin = options.stdin ?? (process.stdin as KeyStream);
	const stderr = options.stderr ?? process.stderr;
	const stop = new AbortController();
	const abort = () => stop.abort();
	let terminated = false;
	const terminate = () => {
		terminated = true;
		stop.abort();
	};
	const onData = (data: Buffer | string) => {
		if (stops(data)) abort();
	};
	const keys = stdin.isTTY === true && typeof stdin.setRawMode === 'function';
	if (keys) {
		stdin.setRawMode!(true);
		stdin.on('data', onData);
		stdin.resume();
	}
	process.on('SIGINT', abort);
	process.on('SIGTERM', terminate);
	const bar = progressBar(stderr, jobUnit(job), {open: job.open === true});
	try {
		return await runJob(job, {signal: stop.signal, onProgress: progress => bar.update(progress)});
	} catch (error) {
		// SIGTERM ends a command as it ends any process: 128 + 15.
		if (error instanceof JobStopped && terminated) throw new JobStopped(143);
		throw error;
	} finally {
		bar.clear();
		process.off('SIGINT', abort);
		process.off('SIGTERM', terminate);
		if (keys) {
			stdin.off('data', onData);
			stdin.setRawMode!(false);
			stdin.pause();
		}
	}
}
