/**
 * The program being judged, for the command line and the arcade alike: a
 * command (words, run as they are, never through a shell), a C++ file
 * compiled as `--cpp` does, or a Python file run as `--py` does; each run in
 * a fresh private folder inside `root`. And the failing case saved as
 * `--save` saves it, never over a file.
 */
import {closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {runProgram} from '../process/program.js';
import {JudgeStopped, type RunFunction} from './judge.js';

/** How long g++ may take, in seconds. */
export const compileSeconds = 60;

/** The program: a command's words, or a file to compile or run. */
export type ProgramSource = {readonly kind: 'command'; readonly words: readonly string[]} | {readonly kind: 'cpp' | 'py'; readonly path: string};

/** Why a program could not be prepared: g++ missing, or the file did not compile (with g++'s messages). */
export class PrepareError extends Error {
	constructor(
		message: string,
		/** g++'s messages ('' when it did not run). */
		readonly output: string,
		/** Whether g++ ran (and the file did not compile). */
		readonly ran: boolean,
		/** Why g++ could not be started ('' when it ran). */
		readonly reason = '',
	) {
		super(message);
	}
}

/** A command's words, each naming an existing file passed as its absolute path (the program runs in a folder of its own). */
export function absoluteWords(words: readonly string[]): string[] {
	return words.map((word, i) => {
		if (word.startsWith('-') || word === '') return word;
		if (i === 0 && !word.includes('/')) return word; // a program found on PATH
		return existsSync(word) ? resolve(word) : word;
	});
}

/**
 * The words that run the program: a C++ file is compiled into `root` first
 * (a PrepareError when it cannot be; JudgeStopped when `signal` stops it).
 */
export async function programCommand(source: ProgramSource, root: string, signal: AbortSignal): Promise<string[]> {
	if (source.kind === 'command') return absoluteWords(source.words);
	const path = resolve(source.path);
	if (source.kind === 'py') return ['python3', path];
	const exe = join(root, 'program');
	const compiled = await runProgram(['g++', '-O2', '-std=c++17', '-o', exe, path], '', {
		limits: {timeMs: compileSeconds * 1000, outputBytes: 1 << 20},
		cwd: root,
		signal,
	});
	if (compiled.ended === 'stopped') throw new JudgeStopped('stopped');
	if (compiled.ended === 'spawn') {
		const reason = compiled.spawnError ?? '';
		throw new PrepareError(`g++: ${reason}`, '', false, reason);
	}
	if (compiled.exitCode !== 0 || compiled.ended !== null) throw new PrepareError(`g++: ${source.path}`, compiled.stderr.trimEnd(), true);
	return [exe];
}

/** Runs `command` once per input, each time in a fresh private folder inside `root`, removed after. */
export function folderRun(command: readonly string[], root: string): RunFunction {
	return async (stdin, limits, signal) => {
		const cwd = mkdtempSync(join(root, 'run-'));
		try {
			return await runProgram(command, stdin, {limits, cwd, signal});
		} finally {
			rmSync(cwd, {recursive: true, force: true});
		}
	};
}

/** Writes `text` to a new file; false when the name is taken (nothing is overwritten). */
function writeNew(path: string, text: string): boolean {
	let fd: number;
	try {
		fd = openSync(path, 'wx');
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
		throw error;
	}
	try {
		const bytes = Buffer.from(text);
		let done = 0;
		while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
	} finally {
		closeSync(fd);
	}
	return true;
}

/** The most numbers tried for a free name. */
const mostNames = 10_000;

/** Saves the case as DIR/<problem>-<n>.in and .out, n the first number for which neither exists; null when none is free. */
export function saveCase(dir: string, problem: string, input: string, output: string): [string, string] | null {
	mkdirSync(dir, {recursive: true});
	for (let n = 1; n <= mostNames; n++) {
		const base = join(dir, `${problem}-${n}`);
		if (existsSync(`${base}.in`) || existsSync(`${base}.out`)) continue;
		if (!writeNew(`${base}.in`, input)) continue;
		if (!writeNew(`${base}.out`, output)) {
			rmSync(`${base}.in`, {force: true});
			continue;
		}
		return [`${base}.in`, `${base}.out`];
	}
	return null;
}
