/**
 * Programs that are someone else's (the match's bots, the judge's programs),
 * run one way: from an argv (never a shell), each the leader of a process
 * group of its own, within limits of time, output and memory, and ended
 * whole (the group: SIGTERM, then SIGKILL after a grace period) on every way
 * out. A grandchild that keeps the pipes open does not keep us waiting: a
 * run is over when its program has exited and its group is gone, and the
 * pipes are given only a short grace after that.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {statSync} from 'node:fs';
import {endGroup, groupMemory, groupUsage, registerGroup, treeRunning} from './group.js';
import {StderrKeeper} from './stderr.js';

export {endAllPrograms} from './group.js';

export interface ProgramLimits {
	/** Wall time of one run (runProgram) or of one answer (startProgram's ask), in ms. */
	readonly timeMs: number;
	/** Bytes of stdout kept; past it the program is ended, reason 'output'. */
	readonly outputBytes: number;
	/** Peak resident memory (Linux: read from /proc/<pid>/status VmHWM/VmRSS of the group's processes, polled); past it the program is ended, reason 'memory'. Optional. */
	readonly memoryBytes?: number;
	/** Processor time (user + system) of the group's processes (runProgram only; Linux: /proc/<pid>/stat, polled with memory); past it the program is ended, reason 'cpu'. Optional. */
	readonly cpuMs?: number;
}

/** Why a program was ended, if not by itself. */
export type ProgramEnd = 'time' | 'cpu' | 'output' | 'memory' | 'stopped' | 'spawn';

export interface ProgramRun {
	readonly stdout: string;
	/** The first and last lines of stderr, bounded (a few kB), for reports. */
	readonly stderr: string;
	readonly exitCode: number | null;
	readonly signal: NodeJS.Signals | null;
	readonly wallMs: number;
	/** Peak resident memory seen, where the platform can tell; null elsewhere. */
	readonly peakMemoryBytes: number | null;
	/** Processor time (user + system) of its processes, the most seen: polled while it runs and read once more when a limit stops it (before it is ended); null where the platform cannot tell. A program that ends by itself may have used up to one poll's worth more. */
	readonly cpuMs: number | null;
	/** How long its processes waited for a processor while ready to run (a busy machine's delay), the most seen; null where the platform cannot tell. */
	readonly waitMs: number | null;
	/** Why it ended, if not by itself: 'time' | 'cpu' | 'output' | 'memory' | 'stopped' (signal aborted) | 'spawn' (could not start: spawnError says why, e.g. "program not found"). */
	readonly ended: null | ProgramEnd;
	readonly spawnError?: string;
}

export interface ProgramOptions {
	readonly limits: ProgramLimits;
	readonly cwd?: string;
	readonly env?: NodeJS.ProcessEnv;
}

/** How long the pipes may stay open once the program has exited and its group is gone (a process that left the group may hold them). */
const pipeGraceMs = 100;
/** How often memory is read: often with a limit to keep, seldom when it is only reported. */
const memoryPollMs = 50;
const memoryReportMs = 200;

/** Why a program could not be started, in a few words. */
function spawnWhy(error: unknown, cwd: string | undefined): string {
	const code = (error as NodeJS.ErrnoException).code;
	if (code === 'ENOENT' && cwd !== undefined && !isFolder(cwd)) return 'its folder was not found';
	if (code === 'ENOENT') return 'program not found';
	if (code === 'EACCES') return 'permission denied (is it executable?)';
	return error instanceof Error ? error.message : String(error);
}

function isFolder(path: string): boolean {
	try {
		return statSync(path).isDirectory();
	} catch {
		return false;
	}
}

/** Starts the program as the leader of a group of its own; a spawn error as text instead. */
function start(command: readonly string[], options: ProgramOptions): ChildProcess | string {
	if (command.length === 0 || command[0] === '') return 'no program given';
	try {
		return spawn(command[0]!, command.slice(1), {cwd: options.cwd, env: options.env, detached: true, stdio: ['pipe', 'pipe', 'pipe']});
	} catch (error) {
		return spawnWhy(error, options.cwd);
	}
}

/** Resolves when the program has exited ('exit' after a start, 'error' when it never started). */
function exited(child: ChildProcess, cwd: string | undefined): Promise<{code: number | null; signal: NodeJS.Signals | null} | {spawnError: string}> {
	return new Promise(resolve => {
		child.once('exit', (code, signal) => resolve({code, signal}));
		// `on`: an error after the start (none is expected) must not go unhandled.
		child.on('error', error => {
			if (child.pid === undefined) resolve({spawnError: spawnWhy(error, cwd)});
		});
	});
}

/** Resolves when every pipe of the program has closed, or after `ms`; then they are closed from our side. */
async function pipesClosed(child: ChildProcess, ms: number): Promise<void> {
	const streams = [child.stdout, child.stderr].filter(stream => stream !== null && !stream.closed);
	let timer: NodeJS.Timeout | undefined;
	await Promise.race([
		Promise.all(streams.map(stream => new Promise(resolve => stream!.once('close', resolve)))),
		new Promise(resolve => {
			timer = setTimeout(resolve, ms);
		}),
	]);
	clearTimeout(timer);
	child.stdin?.destroy();
	child.stdout?.destroy();
	child.stderr?.destroy();
}

/** Peak memory of a group, polled; `over` is called once the limit is passed. */
function watchMemory(group: number, limit: number | undefined, over: () => void): {peak: () => number | null; stop: () => void} {
	let peak: number | null = null;
	const poll = () => {
		const now = groupMemory(group);
		if (now !== null) peak = Math.max(peak ?? 0, now);
		if (limit !== undefined && peak !== null && peak > limit) over();
	};
	if (process.platform !== 'linux') return {peak: () => null, stop: () => undefined};
	const timer = setInterval(poll, limit === undefined ? memoryReportMs : memoryPollMs);
	timer.unref();
	return {peak: () => peak, stop: () => clearInterval(timer)};
}

interface GroupWatch {
	/** The group's peak memory seen so far. */
	readonly peak: () => number | null;
	/** Its processor time and wait for a processor at the last reading. */
	readonly used: () => number | null;
	readonly waited: () => number | null;
	/** Reads both now (once reaped, a process's times are gone). */
	readonly read: () => void;
	/** Stops checking the processor time against its limit (the program has exited); memory is still watched. */
	readonly exited: () => void;
	readonly stop: () => void;
}

/**
 * Memory and processor time of a group, polled together from one listing of
 * /proc; `over` is called once the memory passes `memoryLimit` or, until
 * `exited`, the processor time passes `cpuLimit`.
 */
function watchGroup(group: number, memoryLimit: number | undefined, cpuLimit: number | undefined, over: (why: 'memory' | 'cpu') => void): GroupWatch {
	let peak: number | null = null;
	let used: number | null = null;
	let waited: number | null = null;
	let running = true;
	const read = () => {
		const now = groupUsage(group);
		if (now.memoryBytes !== null) peak = Math.max(peak ?? 0, now.memoryBytes);
		if (running && now.times !== null) {
			used = Math.max(used ?? 0, now.times.cpuMs);
			waited = Math.max(waited ?? 0, now.times.waitMs);
		}
	};
	const poll = () => {
		read();
		if (memoryLimit !== undefined && peak !== null && peak > memoryLimit) over('memory');
		else if (running && cpuLimit !== undefined && used !== null && used > cpuLimit) over('cpu');
	};
	if (process.platform !== 'linux')
		return {peak: () => null, used: () => null, waited: () => null, read: () => undefined, exited: () => undefined, stop: () => undefined};
	const timer = setInterval(poll, memoryPollMs);
	timer.unref();
	return {peak: () => peak, used: () => used, waited: () => waited, read, exited: () => (running = false), stop: () => clearInterval(timer)};
}

/** Runs `command` (argv, never a shell) once with `input` on stdin; resolves when it and every process of its group are gone. */
export async function runProgram(command: readonly string[], input: string, options: ProgramOptions & {readonly signal?: AbortSignal}): Promise<ProgramRun> {
	const {limits, signal} = options;
	const began = performance.now();
	const nothing = {stdout: '', stderr: '', exitCode: null, signal: null, peakMemoryBytes: null, cpuMs: null, waitMs: null};
	if (signal?.aborted) return {...nothing, wallMs: 0, ended: 'stopped'};
	const child = start(command, options);
	if (typeof child === 'string') return {...nothing, wallMs: 0, ended: 'spawn', spawnError: child};
	const exit = exited(child, options.cwd);
	const group = child.pid;
	if (group === undefined) {
		const how = await exit;
		return {...nothing, wallMs: performance.now() - began, ended: 'spawn', spawnError: 'spawnError' in how ? how.spawnError : 'it could not be started'};
	}
	registerGroup(group);

	let ended: ProgramEnd | null = null;
	let ending: Promise<void> | null = null;
	const endAll = () => {
		ending ??= endGroup(group);
		return ending;
	};
	// Its processor time is read once more before a limit ends it (once reaped, a process's times are gone).
	let usage: GroupWatch | null = null;
	const stop = (why: ProgramEnd) => {
		if (ended === null && ending === null) usage?.read();
		ended ??= why;
		void endAll();
	};

	const kept: Buffer[] = [];
	let keptBytes = 0;
	child.stdout!.on('data', (chunk: Buffer) => {
		if (keptBytes >= limits.outputBytes) return;
		const room = limits.outputBytes - keptBytes;
		if (chunk.length > room) {
			kept.push(chunk.subarray(0, room));
			keptBytes = limits.outputBytes;
			stop('output');
		} else {
			kept.push(chunk);
			keptBytes += chunk.length;
		}
	});
	const stderr = new StderrKeeper();
	child.stderr!.setEncoding('utf8');
	child.stderr!.on('data', (chunk: string) => stderr.take(chunk));
	child.stdin!.on('error', () => undefined);
	child.stdin!.end(input);

	const timer = setTimeout(() => stop('time'), limits.timeMs);
	usage = watchGroup(group, limits.memoryBytes, limits.cpuMs, stop);
	const onAbort = () => stop('stopped');
	signal?.addEventListener('abort', onAbort, {once: true});

	const how = await exit;
	const wallMs = performance.now() - began;
	clearTimeout(timer);
	signal?.removeEventListener('abort', onAbort);
	// What it started may still run: the group is ended with it.
	usage.exited();
	await endAll();
	usage.stop();
	await pipesClosed(child, pipeGraceMs);
	return {
		stdout: Buffer.concat(kept).toString('utf8'),
		stderr: stderr.text(),
		exitCode: 'code' in how ? how.code : null,
		signal: 'signal' in how ? how.signal : null,
		wallMs,
		peakMemoryBytes: usage.peak(),
		cpuMs: usage.used(),
		waitMs: usage.waited(),
		ended,
	};
}

/** A long-lived program spoken to in lines (the match's bots). */
export interface LineProgram {
	/** Writes one line and waits for the next line it writes (lines it printed unasked before are dropped and counted), within limits.timeMs. A failed answer ends the program: every later ask fails the same way. */
	ask(line: string, signal?: AbortSignal): Promise<{line: string} | {failed: string}>;
	/** Ends the program's whole group (SIGTERM, SIGKILL after a grace period) and waits. */
	end(): Promise<void>;
	/** The first lines of its stderr, for reports. */
	stderrLines(): string[];
	/** Why it could not be started at all ("program not found"), once that is known; null otherwise. */
	spawnError(): string | null;
	/** Why it is over (it exited, was ended, failed an answer, flooded), once it is; null while it runs. */
	failure(): string | null;
	/** The same as data, for a surface to word in its user's language; null while it runs. */
	failureData(): LineFailure | null;
}

/** Why a program spoken to in lines is over, as data (`failureText` words it in English). */
export type LineFailure =
	| {readonly kind: 'exited'; readonly code: number | null}
	| {readonly kind: 'signal'; readonly signal: string}
	| {readonly kind: 'noAnswer'; readonly ms: number}
	| {readonly kind: 'unaskedLines'; readonly count: number}
	| {readonly kind: 'unaskedBytes'; readonly bytes: number}
	| {readonly kind: 'longLine'; readonly bytes: number}
	| {readonly kind: 'memory'; readonly mb: number}
	| {readonly kind: 'notStarted'; readonly why: string}
	| {readonly kind: 'stopped'}
	| {readonly kind: 'ended'};

/** Why a program is over, in English ("it exited (code 3)"). */
export function failureText(failure: LineFailure): string {
	switch (failure.kind) {
		case 'exited':
			return `it exited (code ${failure.code})`;
		case 'signal':
			return `it was ended by ${failure.signal}`;
		case 'noAnswer':
			return `no answer within ${seconds(failure.ms)}`;
		case 'unaskedLines':
			return `it printed ${failure.count} lines unasked`;
		case 'unaskedBytes':
			return `it printed more than ${failure.bytes} bytes unasked`;
		case 'longLine':
			return `it printed a line longer than ${failure.bytes} bytes`;
		case 'memory':
			return `its memory passed ${failure.mb} MB`;
		case 'notStarted':
			return `it could not be started: ${failure.why}`;
		case 'stopped':
			return 'stopped';
		case 'ended':
			return 'it was ended';
	}
}

export interface LineProgramOptions extends ProgramOptions {
	/** The wall time of its first answer, its start-up included (in ms); the default is limits.timeMs. */
	readonly startMs?: number;
}

/** The longest wait, before a question, for a program still running after its last answer to finish printing. */
export const settleMs = 100;

/** Lines printed between two questions that are taken (dropped, counted) before the program is ended. */
export const unaskedLineCap = 1000;

function seconds(ms: number): string {
	return `${ms / 1000} s`;
}

class LineBot implements LineProgram {
	private readonly child: ChildProcess | null;
	private readonly group: number | undefined;
	private readonly stderr = new StderrKeeper();
	private readonly memory: {peak: () => number | null; stop: () => void} | null = null;
	private buffer = '';
	private pending: ((answer: {line: string} | {failed: string}) => void) | null = null;
	private failed: string | null = null;
	private failedData: LineFailure | null = null;
	private startFailure: string | null = null;
	private unaskedLines = 0;
	private unaskedBytes = 0;
	private asked = false;
	private ending: Promise<void> | null = null;

	constructor(
		command: readonly string[],
		private readonly options: LineProgramOptions,
	) {
		const child = start(command, options);
		if (typeof child === 'string') {
			this.child = null;
			this.startFailure = child;
			this.failedData = {kind: 'notStarted', why: child};
			this.failed = failureText(this.failedData);
			return;
		}
		this.child = child;
		this.group = child.pid;
		void exited(child, options.cwd).then(how => this.onExit(how));
		child.stdin!.on('error', () => undefined);
		if (this.group === undefined) return;
		registerGroup(this.group);
		const {limits} = options;
		child.stdout!.setEncoding('utf8');
		child.stdout!.on('data', (chunk: string) => this.take(chunk));
		child.stderr!.setEncoding('utf8');
		child.stderr!.on('data', (chunk: string) => this.stderr.take(chunk));
		if (limits.memoryBytes !== undefined) {
			const limit = limits.memoryBytes;
			this.memory = watchMemory(this.group, limit, () => this.fail({kind: 'memory', mb: Math.round(limit / 1e6)}));
		}
	}

	private async onExit(how: {code: number | null; signal: NodeJS.Signals | null} | {spawnError: string}): Promise<void> {
		if ('spawnError' in how) {
			this.startFailure = how.spawnError;
			this.fail({kind: 'notStarted', why: how.spawnError});
			return;
		}
		// Lines it wrote before exiting are still read: an answer printed just before exit counts.
		if (this.child !== null) await pipesClosed(this.child, pipeGraceMs);
		this.fail(how.signal === null ? {kind: 'exited', code: how.code} : {kind: 'signal', signal: how.signal});
	}

	private take(chunk: string): void {
		if (this.failed !== null) return;
		const cap = this.options.limits.outputBytes;
		this.buffer += chunk;
		let newline = this.buffer.indexOf('\n');
		while (newline >= 0 && this.failed === null) {
			const line = this.buffer.slice(0, newline).replace(/\r$/, '');
			this.buffer = this.buffer.slice(newline + 1);
			newline = this.buffer.indexOf('\n');
			if (this.pending !== null) {
				const answer = this.pending;
				this.pending = null;
				answer({line});
				continue;
			}
			this.unaskedLines++;
			this.unaskedBytes += Buffer.byteLength(line) + 1;
			if (this.unaskedLines >= unaskedLineCap) this.fail({kind: 'unaskedLines', count: this.unaskedLines});
			else if (this.unaskedBytes > cap) this.fail({kind: 'unaskedBytes', bytes: cap});
		}
		if (this.failed === null && Buffer.byteLength(this.buffer) > cap) this.fail({kind: 'longLine', bytes: cap});
	}

	/** The program is over, for this reason: a pending question gets it, and the group is ended. */
	private fail(reason: LineFailure): void {
		if (this.failed === null) {
			this.failedData = reason;
			this.failed = failureText(reason);
		}
		this.buffer = '';
		const answer = this.pending;
		this.pending = null;
		answer?.({failed: this.failed});
		void this.end();
	}

	async ask(line: string, signal?: AbortSignal): Promise<{line: string} | {failed: string}> {
		if (this.failed === null && signal?.aborted) this.fail({kind: 'stopped'});
		if (this.failed !== null) {
			await this.end();
			return {failed: this.failed};
		}
		await this.settle();
		if (this.failed !== null) return this.ask(line, signal);
		this.unaskedLines = 0;
		this.unaskedBytes = 0;
		const ms = this.asked ? this.options.limits.timeMs : (this.options.startMs ?? this.options.limits.timeMs);
		this.asked = true;
		let timer: NodeJS.Timeout | undefined;
		const onAbort = () => this.fail({kind: 'stopped'});
		const answer = await new Promise<{line: string} | {failed: string}>(resolve => {
			this.pending = resolve;
			timer = setTimeout(() => this.fail({kind: 'noAnswer', ms}), ms);
			signal?.addEventListener('abort', onAbort, {once: true});
			this.child!.stdin!.write(`${line}\n`);
		});
		clearTimeout(timer);
		signal?.removeEventListener('abort', onAbort);
		if ('failed' in answer) await this.end();
		return answer;
	}

	/**
	 * Before a question, lines the program printed after its last answer are
	 * read, so they count as unasked, not as this answer: it is given a moment
	 * to finish printing (while it runs, on Linux, at most `settleMs`), then
	 * the pipe is read (the second turn of the loop comes after a poll of the
	 * pipes; the first may come straight after the poll that read the answer).
	 */
	private async settle(): Promise<void> {
		if (this.group !== undefined) {
			const deadline = performance.now() + settleMs;
			while (treeRunning(this.group) && performance.now() < deadline) await new Promise(resolve => setTimeout(resolve, 1));
		}
		await new Promise(resolve => setImmediate(resolve));
		await new Promise(resolve => setImmediate(resolve));
	}

	end(): Promise<void> {
		this.ending ??= this.endNow();
		return this.ending;
	}

	private async endNow(): Promise<void> {
		if (this.failed === null) {
			this.failedData = {kind: 'ended'};
			this.failed = failureText(this.failedData);
		}
		const answer = this.pending;
		this.pending = null;
		answer?.({failed: this.failed});
		this.memory?.stop();
		if (this.child === null || this.group === undefined) return;
		await endGroup(this.group);
		await pipesClosed(this.child, pipeGraceMs);
	}

	stderrLines(): string[] {
		return this.stderr.firstLines();
	}

	spawnError(): string | null {
		return this.startFailure;
	}

	failure(): string | null {
		return this.failed;
	}

	failureData(): LineFailure | null {
		return this.failedData;
	}
}

/** Starts a program to be spoken to in lines; it runs until `end()` or until an answer fails. */
export function startProgram(command: readonly string[], options: LineProgramOptions): LineProgram {
	return new LineBot(command, options);
}
