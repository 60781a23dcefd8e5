/**
 * Someone else's programs, run within limits and ended whole: time, output
 * and memory limits, a grandchild that outlives its parent, an abort,
 * `endAllPrograms`, a missing program, exit codes and signals, stderr kept
 * bounded; and the line programs (the match's bots): answers, lines printed
 * unasked, floods, exits.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {endAllPrograms, runProgram, startProgram, unaskedLineCap, type ProgramLimits} from '../../source/process/program.js';

const node = (script: string): string[] => [process.execPath, '-e', script];
const limits: ProgramLimits = {timeMs: 4000, outputBytes: 100_000};
const linux = process.platform === 'linux';

/** Whether a process runs (a zombie, which holds nothing and waits for its reaper, does not). */
function running(pid: number): boolean {
	if (linux) {
		try {
			const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
			return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
		} catch {
			return false;
		}
	}
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
}

/** Waits for a condition, checking every few ms, failing after a deadline (no fixed sleep). */
async function until(done: () => boolean, what: string, ms = 3000): Promise<void> {
	const deadline = performance.now() + ms;
	while (!done()) {
		if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
		await new Promise(resolve => setTimeout(resolve, 5));
	}
}

const folder = mkdtempSync(join(tmpdir(), 'process-test-'));
afterAll(() => rmSync(folder, {recursive: true, force: true}));

/** A script that starts a grandchild (living `ms`, ignoring SIGTERM if asked) holding the pipes, and writes its pid to `file`. */
function withGrandchild(file: string, ms: number, ignoreTerm = false): string {
	const inner = `${ignoreTerm ? "process.on('SIGTERM', () => {});" : ''} setTimeout(() => {}, ${ms});`;
	return `const {spawn} = require('node:child_process'); const fs = require('node:fs');
const child = spawn(process.execPath, ['-e', ${JSON.stringify(inner)}], {stdio: 'inherit'});
child.unref();
fs.writeFileSync(${JSON.stringify(file)}, String(child.pid));`;
}

describe('runProgram', () => {
	it('gives the program its input and returns its output, exit code and wall time', async () => {
		const run = await runProgram(node('process.stdin.pipe(process.stdout)'), 'hello\nworld\n', {limits});
		expect(run).toMatchObject({stdout: 'hello\nworld\n', exitCode: 0, signal: null, ended: null});
		expect(run.wallMs).toBeGreaterThan(0);
	});

	it('reports an exit code and a signal', async () => {
		expect(await runProgram(node('process.exitCode = 3'), '', {limits})).toMatchObject({exitCode: 3, signal: null, ended: null});
		expect(await runProgram(node("process.kill(process.pid, 'SIGKILL')"), '', {limits})).toMatchObject({exitCode: null, signal: 'SIGKILL', ended: null});
	});

	it('ends a program that runs past its time, reason time', async () => {
		const run = await runProgram(node('setInterval(() => {}, 1000)'), '', {limits: {...limits, timeMs: 150}});
		expect(run.ended).toBe('time');
		expect(run.signal).toBe('SIGTERM');
		expect(run.wallMs).toBeGreaterThanOrEqual(150);
	});

	it.runIf(linux)('measures processor time: a busy program is ended past its processor-time limit, reason cpu, with its wait for a processor', async () => {
		const run = await runProgram(node('for (;;) {}'), '', {limits: {...limits, timeMs: 60_000, cpuMs: 300}});
		expect(run.ended).toBe('cpu');
		expect(run.cpuMs).toBeGreaterThan(300);
		expect(run.waitMs).not.toBeNull();
		expect(run.waitMs!).toBeGreaterThanOrEqual(0);
	});

	it.runIf(linux)('a program stopped at its wall time while asleep used little processor time, read before it was ended', async () => {
		const run = await runProgram(node('setInterval(() => {}, 1000)'), '', {limits: {...limits, timeMs: 1500}});
		expect(run.ended).toBe('time');
		expect(run.cpuMs).not.toBeNull();
		expect(run.cpuMs!).toBeLessThan(1000);
	});

	it('ends a program that ignores SIGTERM with SIGKILL after the grace', async () => {
		const file = join(folder, 'ready-1');
		const controller = new AbortController();
		const script = `process.on('SIGTERM', () => {}); console.log('ready'); require('node:fs').writeFileSync(${JSON.stringify(file)}, 'ready'); setInterval(() => {}, 1000)`;
		const pending = runProgram(node(script), '', {limits: {...limits, timeMs: 60_000}, signal: controller.signal});
		await until(() => readFileSync(file, {encoding: 'utf8', flag: 'a+'}) !== '', 'the program to be ready');
		controller.abort();
		expect(await pending).toMatchObject({ended: 'stopped', signal: 'SIGKILL', stdout: 'ready\n'});
	});

	it('ends a flood of output at the cap, reason output, keeping exactly the cap', async () => {
		const run = await runProgram(node("for (;;) process.stdout.write('x'.repeat(65536))"), '', {limits: {...limits, outputBytes: 100_000}});
		expect(run.ended).toBe('output');
		expect(run.stdout).toBe('x'.repeat(100_000));
	});

	it.runIf(linux)('ends a program past its memory limit, reason memory, and reports its peak', async () => {
		const run = await runProgram(node('const b = Buffer.alloc(250e6, 1); setInterval(() => b[0]++, 1000)'), '', {limits: {...limits, memoryBytes: 150e6}});
		expect(run.ended).toBe('memory');
		expect(run.peakMemoryBytes).toBeGreaterThan(150e6);
	});

	it.runIf(linux)('reports the peak memory of a program that ends by itself', async () => {
		// No time limit in reach: filling 100 MB takes seconds on a loaded machine.
		const run = await runProgram(node('const b = Buffer.alloc(100e6, 1); setTimeout(() => b[0]++, 400)'), '', {limits: {...limits, timeMs: 60_000}});
		expect(run.ended).toBe(null);
		expect(run.peakMemoryBytes).toBeGreaterThan(100e6);
	});

	it('returns when the program exits, though a grandchild holds its pipes, and leaves no process behind', async () => {
		const file = join(folder, 'grandchild-1');
		const began = performance.now();
		const run = await runProgram(node(withGrandchild(file, 60_000, true)), '', {limits});
		const elapsed = performance.now() - began;
		expect(run).toMatchObject({exitCode: 0, ended: null});
		const grandchild = Number(readFileSync(file, 'utf8'));
		// Ended by SIGKILL after the grace, as it ignores SIGTERM; well before its 60 s.
		expect(elapsed).toBeLessThan(3000);
		expect(running(grandchild)).toBe(false);
	});

	it('ends the whole group when aborted, reason stopped', async () => {
		const file = join(folder, 'grandchild-2');
		const controller = new AbortController();
		const pending = runProgram(node(`${withGrandchild(file, 60_000)} setInterval(() => {}, 1000);`), '', {
			limits: {...limits, timeMs: 60_000},
			signal: controller.signal,
		});
		await until(() => readFileSync(file, {encoding: 'utf8', flag: 'a+'}) !== '', 'the grandchild');
		const grandchild = Number(readFileSync(file, 'utf8'));
		expect(running(grandchild)).toBe(true);
		controller.abort();
		const run = await pending;
		expect(run.ended).toBe('stopped');
		expect(running(grandchild)).toBe(false);
	});

	it('gives spawnError "program not found" for a missing program', async () => {
		const run = await runProgram(['no-such-program-of-this-test'], '', {limits});
		expect(run).toMatchObject({ended: 'spawn', spawnError: 'program not found', exitCode: null});
		expect(await runProgram([], '', {limits})).toMatchObject({ended: 'spawn', spawnError: 'no program given'});
	});

	it("keeps stderr's first and last lines, bounded", async () => {
		const run = await runProgram(
			node("let s = ''; for (let i = 0; i < 20000; i++) s += 'line ' + i + '\\n'; process.stderr.write(s + 'y'.repeat(100000))"),
			'',
			{
				limits,
			},
		);
		expect(run.exitCode).toBe(0);
		const lines = run.stderr.split('\n');
		expect(lines.slice(0, 2)).toEqual(['line 0', 'line 1']);
		expect(run.stderr).toContain('line 19999');
		expect(run.stderr).toContain('lines left out');
		expect(run.stderr.length).toBeLessThan(8000);
	});
});

describe('startProgram', () => {
	const echo = node("require('node:readline').createInterface({input: process.stdin}).on('line', line => console.log('you said ' + line))");

	it('answers line by line, and ends', async () => {
		const bot = startProgram(echo, {limits});
		expect(await bot.ask('one')).toEqual({line: 'you said one'});
		expect(await bot.ask('two')).toEqual({line: 'you said two'});
		await bot.end();
		expect(await bot.ask('three')).toEqual({failed: 'it was ended'});
	});

	it('drops lines printed unasked, never reading them as answers', async () => {
		const chatty = node(
			"require('node:readline').createInterface({input: process.stdin}).on('line', line => process.stdout.write('answer ' + line + '\\nand more\\n'))",
		);
		const bot = startProgram(chatty, {limits});
		for (const question of ['1', '2', '3']) expect(await bot.ask(question)).toEqual({line: `answer ${question}`});
		await bot.end();
	});

	it('drops a line printed on its own after the answer, though it reaches the pipe after the answer was read', async () => {
		// Two writes: the second may come after the answer has been read, but before the program reads the next question.
		const twice = node(
			"require('node:readline').createInterface({input: process.stdin}).on('line', line => { console.log('answer ' + line); for (let i = 0; i < 1e6; i++); console.log('# done'); })",
		);
		const bot = startProgram(twice, {limits});
		for (const question of ['1', '2', '3', '4', '5']) expect(await bot.ask(question)).toEqual({line: `answer ${question}`});
		await bot.end();
	});

	it('ends a program that floods lines unasked, with the count', async () => {
		const bot = startProgram(node("process.stdout.write('y\\n'.repeat(5000)); setInterval(() => {}, 1000)"), {limits});
		await until(() => bot.failure() !== null, 'the flood to end the bot');
		expect(bot.failure()).toBe(`it printed ${unaskedLineCap} lines unasked`);
		expect(await bot.ask('1')).toEqual({failed: `it printed ${unaskedLineCap} lines unasked`});
	});

	it('ends a program whose line passes the output cap', async () => {
		const bot = startProgram(node("for (;;) process.stdout.write('x'.repeat(65536))"), {limits});
		expect(await bot.ask('1')).toEqual({failed: `it printed a line longer than ${limits.outputBytes} bytes`});
	});

	it('ends a program that does not answer in time, and every later ask fails the same way', async () => {
		const bot = startProgram(node('setInterval(() => {}, 1000)'), {limits: {...limits, timeMs: 100}, startMs: 150});
		expect(await bot.ask('1')).toEqual({failed: 'no answer within 0.15 s'});
		expect(await bot.ask('2')).toEqual({failed: 'no answer within 0.15 s'});
	});

	it("gives its first answer the start allowance, later ones the answer's time", async () => {
		// Slow to start (it reads after 700 ms), then quick to answer.
		const slow = node("setTimeout(() => require('node:readline').createInterface({input: process.stdin}).on('line', line => console.log(line)), 700)");
		const bot = startProgram(slow, {limits: {...limits, timeMs: 500}, startMs: 10_000});
		expect(await bot.ask('1')).toEqual({line: '1'});
		expect(await bot.ask('2')).toEqual({line: '2'});
		await bot.end();
	});

	it('reads an answer printed just before exiting, then tells of the exit and its stderr', async () => {
		const bot = startProgram(node("process.stdin.once('data', () => { console.log('last'); console.error('bye now'); process.exit(2) })"), {limits});
		expect(await bot.ask('1')).toEqual({line: 'last'});
		expect(await bot.ask('2')).toEqual({failed: 'it exited (code 2)'});
		expect(bot.stderrLines()).toEqual(['bye now']);
	});

	it('says a missing program was not found', async () => {
		const bot = startProgram(['no-such-program-of-this-test'], {limits});
		expect(await bot.ask('1')).toEqual({failed: 'it could not be started: program not found'});
		expect(bot.spawnError()).toBe('program not found');
	});

	it('ends the group of an aborted question', async () => {
		const file = join(folder, 'grandchild-3');
		// The bot stays up until the question is aborted (left to exit on its own, it could exit before the abort).
		const bot = startProgram(node(`${withGrandchild(file, 60_000)} setInterval(() => {}, 1000);`), {limits: {...limits, timeMs: 60_000}});
		const controller = new AbortController();
		const answer = bot.ask('1', controller.signal);
		await until(() => readFileSync(file, {encoding: 'utf8', flag: 'a+'}) !== '', 'the grandchild');
		controller.abort();
		expect(await answer).toEqual({failed: 'stopped'});
		expect(running(Number(readFileSync(file, 'utf8')))).toBe(false);
	});
});

describe('endAllPrograms', () => {
	it('ends every registered group at once, grandchildren too', async () => {
		const file = join(folder, 'grandchild-4');
		const bot = startProgram(node(`${withGrandchild(file, 60_000, true)} process.stdin.on('data', () => console.log(process.pid))`), {limits});
		const answer = await bot.ask('pid?');
		if (!('line' in answer)) throw new Error(answer.failed);
		const pid = Number(answer.line);
		const grandchild = Number(readFileSync(file, 'utf8'));
		const run = runProgram(node('setInterval(() => {}, 1000)'), '', {limits: {...limits, timeMs: 60_000}});
		// runProgram registers its group as it starts the program, before its first await.
		endAllPrograms();
		expect(await run).toMatchObject({signal: 'SIGKILL'});
		await until(() => !running(pid) && !running(grandchild), 'the bot and its grandchild to be gone');
		expect(await bot.ask('again')).toEqual({failed: 'it was ended by SIGKILL'});
	});
});
