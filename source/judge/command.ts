/**
 * `game-arcade judge <problem> [options] -- <command> [args...]`: the
 * command line of the judge, with flags of its own (parsed here, before the
 * other commands' flags, since `--save` names a folder here). No Ink: a
 * progress line on stderr when it is a terminal, the result on stdout.
 *
 * The program runs through the process module, each run in a fresh private
 * temporary folder inside one the judge makes and removes on every way out
 * (the end, an error, Ctrl+C, SIGTERM). A word of the command that names an
 * existing file (`sol.py` in `python3 sol.py`) is passed as its absolute
 * path, since the program does not run in the user's folder.
 */
import {mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {didYouMean, parseCommandLine, type FlagSpec, type PackageInfo} from '../command-line.js';
import {UsageError} from '../engine/types.js';
import {Exit, fail} from '../exit.js';
import {errorText} from '../text/error-message.js';
import {echo, safeJson, safeLines} from '../text/safe.js';
import {shellLine} from '../text/shell.js';
import {defaultCases, defaultShrinkMs, defaultTimeFactor, judge, JudgeStopped, RunFailure} from './judge.js';
import type {Problem} from './problem.js';
import {compileSeconds, folderRun, PrepareError, programCommand, SaveError, saveCase} from './program.js';
import {lookupProblem, problemNames, problems} from './problems/index.js';
import {listText, phaseWords, resultJson, resultText, statementText} from './report.js';
import {readSpec, SpecError} from './spec.js';
import {judgeWords as w, spawnWords} from '../i18n/judge/index.js';

const judgeFlags = {
	help: {type: 'boolean', shortFlag: 'h'},
	json: {type: 'boolean'},
	list: {type: 'boolean'},
	statement: {type: 'boolean'},
	spec: {type: 'string'},
	cpp: {type: 'string'},
	py: {type: 'string'},
	seed: {type: 'string'},
	cases: {type: 'string'},
	timeFactor: {type: 'string'},
	shrinkTime: {type: 'string'},
	save: {type: 'string'},
} as const satisfies Record<string, FlagSpec>;

/** The bounds of the flags. */
export const judgeLimits = {maxCases: 100_000, minTimeFactor: 0.5, maxTimeFactor: 10, maxShrinkSeconds: 60, compileSeconds} as const;

/** The judge's --help, in the language in force (option descriptions aligned in display columns). */
export function judgeHelp(): string {
	const options: [string, string][] = [
		['--list', w('help_list')],
		['--statement', w('help_statement')],
		['--spec FILE', w('help_spec')],
		['--cpp FILE', w('help_cpp')],
		['--py FILE', w('help_py')],
		['--seed S', w('help_seed')],
		['--cases N', w('help_cases', {max: judgeLimits.maxCases, default: defaultCases})],
		['--time-factor F', w('help_timeFactor', {min: judgeLimits.minTimeFactor, max: judgeLimits.maxTimeFactor, default: defaultTimeFactor})],
		['--shrink-time T', w('help_shrinkTime', {max: judgeLimits.maxShrinkSeconds, default: defaultShrinkMs / 1000})],
		['--save DIR', w('help_save')],
		['--json', w('help_json')],
	];
	return [
		'',
		`  ${w('helpUsage')}`,
		'    $ game-arcade judge <problem> [options] -- <command> [args...]',
		'    $ game-arcade judge <problem> --cpp FILE | --py FILE [options]',
		'    $ game-arcade judge --list',
		'    $ game-arcade judge <problem> --statement',
		'',
		`  ${w('helpOptions')}`,
		...options.map(([flag, text]) => `    ${flag.padEnd(15)} ${text}`),
		'',
		`  ${w('helpExit')}`,
		'',
	].join('\n');
}

function numberFlag(text: string | undefined, name: string, min: number, max: number, whole: boolean): number | undefined {
	if (text === undefined) return undefined;
	const pattern = whole ? /^\d{1,15}$/ : /^\d{1,6}(\.\d{1,3})?$/;
	const value = Number(text.trim());
	if (!pattern.test(text.trim()) || value < min || value > max)
		fail(w(whole ? 'flagWhole' : 'flagNumber', {flag: name, min, max, got: JSON.stringify(echo(text, 40))}), 2);
	return value;
}

function readableFile(path: string, flag: string): string {
	try {
		if (!statSync(path).isFile()) fail(w('notAFile', {flag, path: echo(path)}), 2);
	} catch (error) {
		if (error instanceof Exit) throw error;
		fail(w('cannotRead', {flag, path: echo(path), reason: (error as NodeJS.ErrnoException).code ?? errorText(error)}), 2);
	}
	return resolve(path);
}

/** The problem named on the command line, or by `--spec`. */
function problemFrom(name: string | undefined, spec: string | undefined): Problem {
	if (spec !== undefined) {
		if (name !== undefined) fail(w('problemAndSpec'), 2);
		const path = readableFile(spec, 'spec');
		try {
			return readSpec(readFileSync(path, 'utf8'), 'spec');
		} catch (error) {
			fail(error instanceof SpecError ? w('specFile', {file: echo(spec), message: error.message}) : errorText(error), 2);
		}
	}
	if (name === undefined) fail(w('needsProblem'), 2);
	const problem = lookupProblem(name);
	if (problem === undefined) {
		const near = didYouMean(name, problemNames);
		const shown = JSON.stringify(echo(name, 40));
		fail(near === '' ? w('unknownProblem', {name: shown}) : w('unknownProblemNear', {name: shown, near}), 2);
	}
	return problem;
}

/** Runs the judge command; resolves with its exit code. */
export async function judgeCommand(argv: readonly string[], info: PackageInfo): Promise<number> {
	const split = argv.indexOf('--');
	const own = split < 0 ? argv : argv.slice(0, split);
	const program = split < 0 ? [] : argv.slice(split + 1);
	let flags: Readonly<Record<string, string | boolean | undefined>>;
	let input: readonly string[];
	try {
		({flags, input} = await parseCommandLine(own, judgeFlags, import.meta, info));
	} catch (error) {
		fail(error instanceof UsageError ? error.message.replace('game-arcade --help', 'game-arcade judge --help') : errorText(error), 2);
	}
	const text = (name: string) => (typeof flags[name] === 'string' ? (flags[name] as string) : undefined);
	if (flags['help'] === true) {
		process.stdout.write(`${judgeHelp()}\n`);
		return 0;
	}
	if (flags['list'] === true) {
		if (input.length > 0 || program.length > 0) fail(w('listAlone'), 2);
		process.stdout.write(`${safeLines(listText(problems).join('\n'))}\n`);
		return 0;
	}
	if (input.length > 1) fail(w('oneProblem', {got: JSON.stringify(echo(input.join(' '), 60))}), 2);
	const problem = problemFrom(input[0], text('spec'));
	if (flags['statement'] === true) {
		process.stdout.write(`${safeLines(statementText(problem).join('\n'))}\n`);
		return 0;
	}
	const seed = numberFlag(text('seed'), 'seed', 0, Number.MAX_SAFE_INTEGER, true) ?? Math.floor(Math.random() * 2 ** 31);
	const cases = numberFlag(text('cases'), 'cases', 0, judgeLimits.maxCases, true);
	const timeFactor = numberFlag(text('timeFactor'), 'time-factor', judgeLimits.minTimeFactor, judgeLimits.maxTimeFactor, false);
	const shrinkSeconds = numberFlag(text('shrinkTime'), 'shrink-time', 0, judgeLimits.maxShrinkSeconds, false);
	const cpp = text('cpp');
	const py = text('py');
	if ([cpp, py, program.length > 0 ? 'command' : undefined].filter(x => x !== undefined).length !== 1) fail(w('oneProgram'), 2);
	const cppPath = cpp === undefined ? undefined : readableFile(cpp, 'cpp');
	const pyPath = py === undefined ? undefined : readableFile(py, 'py');

	// The reproducing command: the same problem, seed and flags, the program as given.
	const reproduce = ['game-arcade', 'judge', ...(text('spec') === undefined ? [problem.id] : ['--spec', text('spec')!]), '--seed', String(seed)];
	for (const [name, flag] of [
		['cases', 'cases'],
		['timeFactor', 'time-factor'],
		['shrinkTime', 'shrink-time'],
		['cpp', 'cpp'],
		['py', 'py'],
	] as const)
		if (text(name) !== undefined) reproduce.push(`--${flag}`, text(name)!);
	if (program.length > 0) reproduce.push('--', ...program);

	const root = mkdtempSync(join(tmpdir(), 'game-arcade-judge-'));
	const removeRoot = () => rmSync(root, {recursive: true, force: true});
	process.on('exit', removeRoot);
	const stop = new AbortController();
	let stoppedBy: NodeJS.Signals | null = null;
	const interrupt = (signal: NodeJS.Signals) => {
		stoppedBy = signal;
		stop.abort();
	};
	process.on('SIGINT', interrupt);
	process.on('SIGTERM', interrupt);
	const bar = process.stderr.isTTY === true && flags['json'] !== true;
	const status = (line: string) => {
		if (bar) process.stderr.write(`\r\x1b[K${safeLines(line).slice(0, (process.stderr.columns ?? 80) - 1)}`);
	};
	try {
		if (cppPath !== undefined) status(`g++ -O2 -std=c++17 ${cpp}`);
		let command: string[];
		try {
			command = await programCommand(
				cppPath !== undefined ? {kind: 'cpp', path: cppPath} : pyPath !== undefined ? {kind: 'py', path: pyPath} : {kind: 'command', words: program},
				root,
				stop.signal,
			);
		} catch (error) {
			if (!(error instanceof PrepareError)) throw error;
			if (bar) process.stderr.write('\r\x1b[K');
			if (error.output !== '') process.stderr.write(`${safeLines(error.output)}\n`);
			fail(error.ran ? w('didNotCompile', {file: echo(cpp!)}) : w('noCompiler', {reason: spawnWords(error.reason)}), 1);
		}
		if (bar && cppPath !== undefined) process.stderr.write('\r\x1b[K');
		const run = folderRun(command, root);
		const result = await judge({
			problem,
			run,
			seed,
			...(cases === undefined ? {} : {cases}),
			...(timeFactor === undefined ? {} : {timeFactor}),
			...(shrinkSeconds === undefined ? {} : {shrinkMs: shrinkSeconds * 1000}),
			signal: stop.signal,
			onPhase: (phase, count) => status(w('phaseCases', {phase: phaseWords(phase), count})),
			onProgress: (phase, done, total) => status(w('progress', {phase: phaseWords(phase), done, total})),
			onShrink: (step, chars) => status(w('shrinking', {step, chars})),
		});
		if (bar) process.stderr.write('\r\x1b[K');
		const lines = flags['json'] === true ? [] : resultText(result, reproduce);
		const save = text('save');
		// A case that cannot be saved is said after the report, which is printed whatever happens to the files.
		let notSaved: string | null = null;
		if (save !== undefined && result.failing !== null) {
			try {
				const saved = saveCase(save, problem.id, result.failing.input, result.failing.expected);
				if (saved === null) notSaved = w('noFreeName', {id: problem.id, folder: echo(save)});
				else if (flags['json'] !== true) lines.push(w('saved', {input: saved[0], output: saved[1]}));
			} catch (error) {
				if (!(error instanceof SaveError)) throw error;
				notSaved = w('cannotSave', {path: echo(error.path, 1000), reason: error.reason});
			}
		}
		process.stdout.write(flags['json'] === true ? `${safeJson(JSON.stringify(resultJson(result, reproduce)))}\n` : `${safeLines(lines.join('\n'))}\n`);
		if (notSaved !== null) fail(notSaved, 1);
		return result.verdict === 'AC' ? 0 : 1;
	} catch (error) {
		if (bar) process.stderr.write('\r\x1b[K');
		if (error instanceof Exit) throw error;
		if (error instanceof JudgeStopped) fail(w('stopped'), stoppedBy === 'SIGTERM' ? 143 : 130);
		if (error instanceof RunFailure)
			fail(w('cannotRun', {program: echo(shellLine(program.length > 0 ? program : [cpp ?? py ?? ''])), reason: spawnWords(error.message)}), 1);
		fail(errorText(error), 1);
	} finally {
		process.off('SIGINT', interrupt);
		process.off('SIGTERM', interrupt);
		removeRoot();
		process.off('exit', removeRoot);
	}
}
