/**
 * The command line run in-process, as the entry (source/cli.ts) runs it:
 * the language chosen from `--lang` and the locale, then `runCommands`, its
 * stdout and stderr captured, its stdin given. The process is left as it
 * was found: the environment, the language, the engine's known values (the
 * cache the command installs), the streams' `isTTY`, `process.exitCode`,
 * `process.title`, and the listeners a command adds (a match's signal
 * handlers, stderr's error handler).
 *
 * What differs from a spawned program: no saved language is read (as with
 * `--no-save`), and the handlers the entry sets for a crash and a closed
 * output are not there; the tests of those spawn the built program.
 */
import type {EventEmitter} from 'node:events';
import {Readable} from 'node:stream';
import {vi} from 'vitest';
import {packageInfo} from '../source/command-line.js';
import {runCommands} from '../source/commands.js';
import {setKnownValues} from '../source/engine/breaking-values.js';
import {chooseLanguage, langArgument, readLanguage, setLanguage} from '../source/i18n/language.js';

export interface CliResult {
	readonly code: number;
	readonly stdout: string;
	readonly stderr: string;
}

export interface CliRunOptions {
	/** What stdin holds (default: nothing, as a spawn with `input: ''`). */
	readonly input?: string;
	/** Variables set for the call (undefined: unset), on top of a neutral base: no CI, no locale (English), no NO_COLOR. */
	readonly env?: Readonly<Record<string, string | undefined>>;
}

/** The package's name, version and description, as the built entry reads them. */
export const cliInfo = packageInfo(new URL('../dist/cli.js', import.meta.url).href);

/** Unset for every call unless the call sets them: the CI flags, the locale, the colour switches. */
const neutral = ['CI', 'CONTINUOUS_INTEGRATION', 'LANG', 'LC_ALL', 'LC_MESSAGES', 'LANGUAGE', 'NO_COLOR', 'FORCE_COLOR'];

const streams = () => [process.stdin, process.stdout, process.stderr] as const;
const watched: ReadonlyArray<readonly [EventEmitter, readonly string[]]> = [
	[process, ['SIGINT', 'SIGTERM', 'SIGHUP', 'exit']],
	[process.stdout, ['error', 'drain']],
	[process.stderr, ['error', 'drain']],
];

/** Sets `env` over the process's environment; returns what puts it back. */
function setEnv(env: Readonly<Record<string, string | undefined>>): () => void {
	const saved = {...process.env};
	for (const name of neutral) delete process.env[name];
	for (const [name, value] of Object.entries(env)) {
		if (value === undefined) delete process.env[name];
		else process.env[name] = value;
	}
	return () => {
		for (const name of Object.keys(process.env)) if (!Object.hasOwn(saved, name)) delete process.env[name];
		Object.assign(process.env, saved);
	};
}

/** Makes every standard stream a non-terminal (a pipe, as under a spawn); returns what puts them back. */
function noTerminal(): () => void {
	const saved = streams().map(stream => [stream, Object.getOwnPropertyDescriptor(stream, 'isTTY')] as const);
	for (const [stream] of saved) Object.defineProperty(stream, 'isTTY', {value: false, configurable: true, writable: true});
	return () => {
		for (const [stream, descriptor] of saved) {
			if (descriptor === undefined) Reflect.deleteProperty(stream, 'isTTY');
			else Object.defineProperty(stream, 'isTTY', descriptor);
		}
	};
}

/** Remembers the listeners now on the watched events; returns what removes any added since. */
function keepListeners(): () => void {
	const before = watched.flatMap(([emitter, events]) => events.map(event => [emitter, event, emitter.listeners(event)] as const));
	return () => {
		for (const [emitter, event, listeners] of before)
			for (const listener of emitter.listeners(event)) if (!listeners.includes(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
	};
}

/** Runs `game-arcade <argv>` in this process: its exit code and everything it wrote. */
export async function runCli(argv: readonly string[], options: CliRunOptions = {}): Promise<CliResult> {
	const restoreEnv = setEnv(options.env ?? {});
	const restoreTerminal = noTerminal();
	const restoreListeners = keepListeners();
	const {exitCode, title} = process;
	let stdout = '';
	let stderr = '';
	const out = vi.spyOn(process.stdout, 'write').mockImplementation(chunk => {
		stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
		return true;
	});
	const err = vi.spyOn(process.stderr, 'write').mockImplementation(chunk => {
		stderr += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
		return true;
	});
	try {
		// The language as the entry chooses it, before anything is said.
		const asked = langArgument(argv);
		const flag = asked === undefined ? undefined : (readLanguage(asked) ?? undefined);
		const choice = chooseLanguage({flag, env: process.env});
		setLanguage(choice.language, choice.traditional);
		const stdin = Readable.from(options.input === undefined || options.input === '' ? [] : [Buffer.from(options.input, 'utf8')]);
		const code = await runCommands(argv, cliInfo, {stdin});
		return {code, stdout, stderr};
	} finally {
		out.mockRestore();
		err.mockRestore();
		restoreListeners();
		restoreTerminal();
		restoreEnv();
		process.exitCode = exitCode;
		process.title = title;
		setLanguage('en');
		setKnownValues(null);
	}
}
