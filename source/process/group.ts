/**
 * Process groups of the programs we run: each program is started as the
 * leader of a group of its own, so everything it starts can be ended with it
 * (`process.kill(-group)`), even a grandchild whose parent has gone.
 *
 * Every running group is registered, and an exit hook ends them all, so no
 * way out of this process leaves one behind: a normal end, `process.exit`,
 * an uncaught error. SIGINT, SIGTERM and SIGHUP are ended the same way
 * while a group is registered; a signal the command handles itself (the
 * match's Ctrl+C) is left to it, and its exit ends what is left. (Such a
 * handler is added with `process.on`: a `once` listener is gone by the time
 * ours runs, and the signal would then end the process.)
 */
import {readdirSync, readFileSync} from 'node:fs';

/** How long a group has between SIGTERM and SIGKILL. */
export const killGraceMs = 300;
/** The longest we wait for a group to be gone after SIGKILL (a process in an uninterruptible wait takes its time). */
const killWaitMs = 2000;

const groups = new Set<number>();
const exitSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let exitHooked = false;

/** A signal with no handler but ours: end every group, then let the signal do what it would have done. */
function onSignal(signal: NodeJS.Signals): void {
	if (process.listenerCount(signal) > 1) return;
	endAllPrograms();
	unhookSignals();
	process.kill(process.pid, signal);
}

function hookSignals(): void {
	for (const signal of exitSignals) process.on(signal, onSignal);
}

function unhookSignals(): void {
	for (const signal of exitSignals) process.off(signal, onSignal);
}

function signalGroup(group: number, signal: NodeJS.Signals): void {
	try {
		process.kill(-group, signal);
	} catch {
		// ESRCH: the group is gone already.
	}
}

/** Notes a new group (its leader's pid); it is ended on any way out until `forgetGroup`. */
export function registerGroup(group: number): void {
	if (!exitHooked) {
		process.on('exit', endAllPrograms);
		exitHooked = true;
	}
	if (groups.size === 0) hookSignals();
	groups.add(group);
}

export function forgetGroup(group: number): void {
	if (groups.delete(group) && groups.size === 0) unhookSignals();
}

/** Ends every program still running (registered process groups), synchronously: for exit and signal handlers and crashes. */
export function endAllPrograms(): void {
	for (const group of groups) signalGroup(group, 'SIGKILL');
	groups.clear();
	unhookSignals();
}

const linux = process.platform === 'linux';

/**
 * The /proc/<pid>/stat fields after comm (state, ppid, pgrp, ...) of every
 * process in `group`, read once each; null where /proc cannot be listed.
 * comm may hold spaces and parentheses, so the fields are read after its last ')'.
 */
function groupStats(group: number): {readonly pid: number; readonly fields: readonly string[]}[] | null {
	let names: string[];
	try {
		names = readdirSync('/proc');
	} catch {
		return null;
	}
	const found: {pid: number; fields: string[]}[] = [];
	for (const name of names) {
		const code = name.charCodeAt(0);
		if (code < 48 || code > 57) continue;
		let stat: string;
		try {
			stat = readFileSync(`/proc/${name}/stat`, 'latin1');
		} catch {
			continue;
		}
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ', 15);
		if (Number(fields[2]) === group) found.push({pid: Number(name), fields});
	}
	return found;
}

/** The pids of the group's processes still running (zombies, which hold nothing, left out). Off Linux: the group itself, if it is there. */
export function groupMembers(group: number): number[] {
	if (!linux) {
		try {
			process.kill(-group, 0);
			return [group];
		} catch {
			return [];
		}
	}
	const members: number[] = [];
	const stats = groupStats(group);
	if (stats === null) return members;
	// After comm: state(0) ppid(1) pgrp(2) ...
	for (const {pid, fields} of stats) if (fields[0] !== 'Z') members.push(pid);
	return members;
}

/**
 * Whether a process of the tree under `pid` (it, its children, theirs) is
 * running or waiting for a CPU now (state R), rather than asleep (waiting
 * for input, say). Linux only: false elsewhere.
 */
export function treeRunning(pid: number): boolean {
	if (!linux) return false;
	const stack = [pid];
	for (let seen = 0; stack.length > 0 && seen < 100; seen++) {
		const next = stack.pop()!;
		try {
			const stat = readFileSync(`/proc/${next}/stat`, 'latin1');
			if (stat[stat.lastIndexOf(')') + 2] === 'R') return true;
			for (const child of readFileSync(`/proc/${next}/task/${next}/children`, 'latin1').split(' ')) if (child !== '') stack.push(Number(child));
		} catch {
			// Gone, or no children file: nothing more to see there.
		}
	}
	return false;
}

/** A line's number of kB from /proc/<pid>/status, in bytes. */
function statusBytes(status: string, key: string): number {
	const at = status.indexOf(`${key}:`);
	if (at < 0) return 0;
	return Number.parseInt(status.slice(at + key.length + 1).trimStart(), 10) * 1024 || 0;
}

/** The resident memory of the group's running members now (the sum of their VmRSS), or the leader's own peak (VmHWM) if that is more; null if none could be read. */
function membersMemory(group: number, members: readonly number[]): number | null {
	let total = 0;
	let leaderPeak = 0;
	let read = false;
	for (const pid of members) {
		try {
			const status = readFileSync(`/proc/${pid}/status`, 'latin1');
			total += statusBytes(status, 'VmRSS');
			if (pid === group) leaderPeak = statusBytes(status, 'VmHWM');
			read = true;
		} catch {
			// Gone between the listing and the read.
		}
	}
	return read ? Math.max(total, leaderPeak) : null;
}

/**
 * The group's resident memory now (the sum of its processes' VmRSS), or the
 * leader's own peak (VmHWM) if that is more; null where the platform cannot
 * tell or no process is left to read.
 */
export function groupMemory(group: number): number | null {
	if (!linux) return null;
	return membersMemory(group, groupMembers(group));
}

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on every Linux the kernel's ABI allows). */
const ticksPerSecond = 100;

/**
 * The processor time (user + system) of the group's processes so far, in
 * ms: each one's own, and what its children it has waited for used (so a
 * compiler driver's or a shell's finished children count), read from
 * /proc/<pid>/stat in clock ticks of 10 ms; and how long they waited for a
 * processor while ready to run (a busy machine's delay), from
 * /proc/<pid>/schedstat (0 where the kernel keeps none). Null where the
 * platform cannot tell or no process is left to read.
 */
function statsTimes(stats: readonly {readonly pid: number; readonly fields: readonly string[]}[]): {readonly cpuMs: number; readonly waitMs: number} | null {
	let ticks = 0;
	let waitNs = 0;
	let read = false;
	for (const {pid, fields} of stats) {
		// After comm: state(0) ppid(1) pgrp(2) ... utime(11) stime(12) cutime(13) cstime(14).
		ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
		read = true;
		try {
			// cpu time (ns), time waiting on a run queue (ns), time slices.
			waitNs += Number(readFileSync(`/proc/${pid}/schedstat`, 'latin1').split(' ')[1]) || 0;
		} catch {
			// No schedstat (or gone): no delay counted.
		}
	}
	return read ? {cpuMs: (ticks * 1000) / ticksPerSecond, waitMs: waitNs / 1e6} : null;
}

/**
 * groupMemory and the processor times together, from one listing of /proc (a listing
 * reads every process's stat line: polling both every 50 ms listed it twice).
 */
export function groupUsage(group: number): {readonly memoryBytes: number | null; readonly times: {readonly cpuMs: number; readonly waitMs: number} | null} {
	if (!linux) return {memoryBytes: null, times: null};
	const stats = groupStats(group);
	if (stats === null) return {memoryBytes: null, times: null};
	const members = stats.filter(({fields}) => fields[0] !== 'Z').map(({pid}) => pid);
	return {memoryBytes: membersMemory(group, members), times: statsTimes(stats)};
}

/** Resolves when `done()` holds, checking every few ms, or after `ms` (false then). */
async function until(done: () => boolean, ms: number): Promise<boolean> {
	const deadline = performance.now() + ms;
	let wait = 2;
	while (!done()) {
		if (performance.now() >= deadline) return false;
		await new Promise(resolve => setTimeout(resolve, wait));
		wait = Math.min(wait * 2, 25);
	}
	return true;
}

/**
 * Ends the whole group: SIGTERM, then SIGKILL to what is left after the
 * grace period; resolves when no process of it is left (or, for one that
 * cannot be ended, after a bounded wait), and forgets it.
 */
export async function endGroup(group: number, graceMs = killGraceMs): Promise<void> {
	const gone = () => groupMembers(group).length === 0;
	if (!gone()) {
		signalGroup(group, 'SIGTERM');
		if (!(await until(gone, graceMs))) {
			signalGroup(group, 'SIGKILL');
			await until(gone, killWaitMs);
		}
	}
	forgetGroup(group);
}
