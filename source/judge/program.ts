/**
 * The user's program as the judge runs it, for the CLI and the arcade alike:
 * through the process module, each run in a fresh private folder inside one
 * temporary folder that `dispose` removes (it is removed at exit too, should
 * nothing else do it). `--cpp` compiles first, into that folder.
 */
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {runProgram} from '../process/program.js';
import type {RunFunction} from './judge.js';

export interface JudgedProgram {
	/** Runs the program once (the judge's `run`). */
	readonly run: RunFunction;
	/** Removes the temporary folders; every run must be over. */
	dispose(): void;
}

/** The longest a compile may take. */
export const compileSeconds = 60;

/** A command's words, each naming an existing file passed as its absolute path (the program runs in a folder of its own). */
export function absoluteWords(words: readonly string[]): string[] {
	return words.map((word, i) => {
		if (word.startsWith('-') || word === '') return word;
		if (i === 0 && !word.includes('/')) return word; // a program found on PATH
		return existsSync(word) ? resolve(word) : word;
	});
}

export type Compiled =
	| {readonly ok: true; readonly program: JudgedProgram}
	| {readonly ok: false; readonly stopped: boolean; readonly message: string; readonly stderr: string};

/** The program `command` (argv, run as given but for absolute file paths), in a temporary folder of its own. */
export function judgedProgram(command: readonly string[]): JudgedProgram {
	const root = mkdtempSync(join(tmpdir(), 'game-arcade-judge-'));
	return withRoot(root, absoluteWords(command));
}

function withRoot(root: string, command: readonly string[]): JudgedProgram {
	const dispose = () => {
		rmSync(root, {recursive: true, force: true});
		process.off('exit', dispose);
	};
	process.on('exit', dispose);
	return {
		run: async (input, limits, signal) => {
			const cwd = mkdtempSync(join(root, 'run-'));
			try {
				return await runProgram(command, input, {limits, cwd, signal});
			} finally {
				rmSync(cwd, {recursive: true, force: true});
			}
		},
		dispose,
	};
}

/** A C++ file compiled with g++ -O2 -std=c++17 into a temporary folder: the program, or why not (the compiler's stderr). */
export async function compiledCpp(file: string, signal: AbortSignal): Promise<Compiled> {
	const root = mkdtempSync(join(tmpdir(), 'game-arcade-judge-'));
	const exe = join(root, 'program');
	const compiled = await runProgram(['g++', '-O2', '-std=c++17', '-o', exe, resolve(file)], '', {
		limits: {timeMs: compileSeconds * 1000, outputBytes: 1 << 20},
		cwd: root,
		signal,
	});
	if (compiled.ended === null && compiled.exitCode === 0) return {ok: true, program: withRoot(root, [exe])};
	rmSync(root, {recursive: true, force: true});
	if (compiled.ended === 'stopped') return {ok: false, stopped: true, message: 'stopped', stderr: ''};
	if (compiled.ended === 'spawn') return {ok: false, stopped: false, message: `cannot run g++ (${compiled.spawnError ?? 'not found'})`, stderr: ''};
	if (compiled.ended === 'time') return {ok: false, stopped: false, message: `g++ took more than ${compileSeconds} s`, stderr: compiled.stderr};
	return {ok: false, stopped: false, message: 'did not compile', stderr: compiled.stderr};
}
