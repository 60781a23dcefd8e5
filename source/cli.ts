#!/usr/bin/env node
/**
 * The entry point, and the only file that sets up the process: the handlers
 * for a crash and a closed output, then the command. A bare `game-arcade`
 * opens the arcade from here, and `--version` is answered here, so neither
 * loads the commands (the parser, the engine); any other command line goes
 * to commands.ts. Exit codes: 0 success, 1 invalid input or runtime failure,
 * 2 usage error, 130 interrupted.
 */
import onExit from 'signal-exit';
import {Exit, writeError} from './exit.js';
import {errorText} from './text/error-message.js';
import {miscWords} from './i18n/misc2/index.js';
import {startArcade} from './arcade-start.js';
import {chooseLanguage, langArgument, readLanguage, setLanguage, type Language} from './i18n/language.js';

/**
 * A bug that escapes everything else: one line instead of a stack trace, and
 * exit code 1. The line is written by an exit listener added now, after the
 * arcade's own (signal-exit runs them in order, after every plain exit
 * listener), so it comes after the terminal is restored and stays visible.
 */
function crash(error: unknown): void {
	onExit(
		() => {
			writeError(errorText(error));
		},
		{alwaysLast: true},
	);
	process.exit(1);
}

process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

process.stdout.on('error', error => {
	// A closed pipe (e.g. `| head`) is not a failure of ours.
	if ((error as NodeJS.ErrnoException).code === 'EPIPE') process.exit(process.exitCode ?? 0);
	// Any other: the output is lost (a full disk, a closed file); say so in one line.
	writeError(miscWords('cannotWriteOutput', {why: errorText(error)}));
	process.exitCode = 1;
	process.stdout.destroy();
});

// A stderr that cannot be written (a closed pipe, a full disk) loses its message, and nothing else: the exit code stays the command's.
process.stderr.on('error', () => undefined);

/** The language saved in the progress file (the Stats screen's setting), unless progress is not to be read (`--no-save`). */
async function savedLanguageSetting(argv: readonly string[]): Promise<Language | undefined> {
	const end = argv.indexOf('--');
	if ((end === -1 ? argv : argv.slice(0, end)).includes('--no-save')) return undefined;
	const {configDir, savedLanguage} = await import('./progress/paths.js');
	const dir = configDir();
	return (dir === null ? null : savedLanguage(dir)) ?? undefined;
}

async function main(argv: readonly string[]): Promise<number> {
	process.title = 'game-arcade';
	// The language before anything is said: --lang, else the locale (an unknown --lang is refused by the command line's check).
	const asked = langArgument(argv);
	const flag = asked === undefined ? undefined : (readLanguage(asked) ?? undefined);
	const choice = chooseLanguage({flag, saved: flag === undefined ? await savedLanguageSetting(argv) : undefined, env: process.env});
	setLanguage(choice.language, choice.traditional);
	if (argv.length === 1 && argv[0] === '--version') {
		const {packageInfo} = await import('./command-line.js');
		process.stdout.write(`${packageInfo(import.meta.url).version}\n`);
		return 0;
	}
	if (argv.length === 0) {
		try {
			return await startArcade({});
		} catch (error) {
			if (!(error instanceof Exit)) throw error;
			writeError(error.message);
			return error.code;
		}
	}
	const [{runCommands}, {packageInfo}] = await Promise.all([import('./commands.js'), import('./command-line.js')]);
	return runCommands(argv, packageInfo(import.meta.url));
}

main(process.argv.slice(2)).then(
	code => {
		process.exitCode = code;
	},
	(error: unknown) => {
		writeError(errorText(error));
		process.exitCode = 1;
	},
);
