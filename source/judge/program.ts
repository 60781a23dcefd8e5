/**
 * The program being judged, for the command line and the arcade alike: a
 * command (words, run as they are, never through a shell), a C++ file
 * compiled as `--cpp` does, or a Python file run as `--py` does; each run in
 * a fresh private folder inside `root`. And the failing case saved as
 * `--save` saves it: each file whole or not at all, never over a file.
 */
import * as nodeFs from 'node:fs';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {basename, dirname, join, resolve} from 'node:path';
import {runProgram} from '../process/program.js';
import {createWhole, errorWords} from '../progress/write-all.js';
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

/** A case that could not be saved: the file (or folder) and the system's reason; nothing of the case was left. */
export class SaveError extends Error {
	constructor(
		/** The file or folder that could not be written. */
		readonly path: string,
		/** The system's reason, e.g. "ENOSPC: no space left on the disk". */
		readonly reason: string,
	) {
		super(`${path}: ${reason}`);
	}
}

/** The file system calls a save makes (tests inject failing ones). */
export type SaveFs = Parameters<typeof createWhole>[0] & Pick<typeof nodeFs, 'mkdirSync'>;

/** Creates `path` whole from `text`; false when the name is taken (nothing is overwritten), a SaveError naming it when it cannot be written. */
function writeNew(fs: SaveFs, path: string, text: string): boolean {
	const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`);
	try {
		createWhole(fs, temp, path, [Buffer.from(text, 'utf8')]);
		return true;
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
		throw new SaveError(path, errorWords(error));
	}
}

/** The most numbers tried for a free name. */
const mostNames = 10_000;

/**
 * Saves the case as DIR/<problem>-<n>.in and .out, n the first number for
 * which neither exists; null when none is free. Each file appears whole or
 * not at all, never over an existing one; a SaveError when one cannot be
 * written, and then neither is left.
 */
export function saveCase(dir: string, problem: string, input: string, output: string, fs: SaveFs = nodeFs): [string, string] | null {
	try {
		fs.mkdirSync(dir, {recursive: true});
	} catch (error) {
		throw new SaveError(dir, errorWords(error));
	}
	for (let n = 1; n <= mostNames; n++) {
		const base = join(dir, `${problem}-${n}`);
		if (existsSync(`${base}.in`) || existsSync(`${base}.out`)) continue;
		if (!writeNew(fs, `${base}.in`, input)) continue;
		let wrote = false;
		try {
			wrote = writeNew(fs, `${base}.out`, output);
		} finally {
			// The .in just made is this save's own: without its .out it is not kept.
			if (!wrote) rmSync(`${base}.in`, {force: true});
		}
		if (wrote) return [`${base}.in`, `${base}.out`];
	}
	return null;
}
