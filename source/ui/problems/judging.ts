/**
 * Judging from the Problems screen: the program prepared (compiled, or its
 * words made absolute) in a private temporary folder, judged with progress
 * reported as actions, stopped by its AbortSignal (every program ended),
 * and the folder removed on every way out. Tests give an environment of
 * their own (programs run in-process).
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, dirname, join} from 'node:path';
import {problemsWords as w} from '../../i18n/problems/index.js';
import {spawnWords} from '../../i18n/judge/index.js';
import {errorText} from '../../text/error-message.js';
import {judge, JudgeStopped, RunFailure, type RunFunction} from '../../judge/judge.js';
import type {Problem} from '../../judge/problem.js';
import {folderRun, PrepareError, programCommand, SaveError, saveCase, type ProgramSource} from '../../judge/program.js';
import type {ProblemsAction} from './state.js';

export interface JudgeEnv {
	/** The program ready to run: its run function, and what to remove when the judging is over. */
	prepare(source: ProgramSource, signal: AbortSignal): Promise<{readonly run: RunFunction; readonly close: () => void}>;
	/** The seed of a judging's random cases. */
	seed(): number;
	/** Random cases. @default the judge's */
	readonly cases?: number;
	/** Time to shrink a failing input, in ms. @default the judge's */
	readonly shrinkMs?: number;
	/** Where a failing case is saved: the current folder. */
	readonly folder: string;
}

/** Programs run as processes, each run in a private folder; cases saved in the current folder. */
export function processJudgeEnv(folder = process.cwd()): JudgeEnv {
	return {
		async prepare(source, signal) {
			const root = mkdtempSync(join(tmpdir(), 'game-arcade-judge-'));
			const close = () => {
				rmSync(root, {recursive: true, force: true});
				process.off('exit', close);
			};
			process.on('exit', close);
			try {
				return {run: folderRun(await programCommand(source, root, signal), root), close};
			} catch (error) {
				close();
				throw error;
			}
		},
		seed: () => Math.floor(Math.random() * 2 ** 31),
		folder,
	};
}

/** Progress reported at most this often, in ms (the judge may run thousands of cases a second). */
const progressEveryMs = 50;

/** Judges `source` on `problem`, reporting through `dispatch` until a result or an end; `signal` stops it. */
export async function runJudging(
	env: JudgeEnv,
	problem: Problem,
	source: ProgramSource,
	signal: AbortSignal,
	dispatch: (action: ProblemsAction) => void,
): Promise<void> {
	let prepared: {readonly run: RunFunction; readonly close: () => void} | null = null;
	try {
		if (source.kind === 'cpp') dispatch({type: 'status', status: {kind: 'compiling'}});
		prepared = await env.prepare(source, signal);
		let last = 0;
		const result = await judge({
			problem,
			run: prepared.run,
			seed: env.seed(),
			...(env.cases === undefined ? {} : {cases: env.cases}),
			...(env.shrinkMs === undefined ? {} : {shrinkMs: env.shrinkMs}),
			signal,
			onPhase: (phase, cases) => dispatch({type: 'phase', phase, cases}),
			onProgress: (phase, done, total) => {
				const now = Date.now();
				if (done !== total && now - last < progressEveryMs) return;
				last = now;
				dispatch({type: 'status', status: {kind: 'phase', phase, done, total}});
			},
			onShrink: (step, chars) => dispatch({type: 'status', status: {kind: 'shrinking', step, chars}}),
		});
		dispatch({type: 'result', result});
	} catch (error) {
		if (error instanceof JudgeStopped || signal.aborted) dispatch({type: 'ended', end: {kind: 'stopped'}});
		else if (error instanceof PrepareError)
			dispatch({
				type: 'ended',
				end: {
					kind: 'error',
					message: error.ran
						? w('didNotCompile', {file: source.kind === 'command' ? source.words.join(' ') : source.path})
						: w('noCompiler', {reason: spawnWords(error.reason)}),
					output: error.output,
				},
			});
		else if (error instanceof RunFailure) dispatch({type: 'ended', end: {kind: 'error', message: spawnWords(error.message), output: ''}});
		else dispatch({type: 'ended', end: {kind: 'error', message: errorText(error), output: ''}});
	} finally {
		prepared?.close();
	}
}

/** Saves the failing case in the environment's folder; a sentence saying where, or what went wrong. */
export function saveFailing(
	env: JudgeEnv,
	problem: string,
	input: string,
	expected: string,
	words: {
		saved: (input: string, output: string, folder: string) => string;
		failed: (reason: string) => string;
		failedFile: (path: string, reason: string) => string;
		noName: string;
	},
): string {
	try {
		const saved = saveCase(env.folder, problem, input, expected);
		return saved === null ? words.failed(words.noName) : words.saved(basename(saved[0]), basename(saved[1]), dirname(saved[0]));
	} catch (error) {
		return error instanceof SaveError ? words.failedFile(error.path, error.reason) : words.failed(errorText(error));
	}
}
