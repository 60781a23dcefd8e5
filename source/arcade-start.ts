/**
 * Starting the arcade from the command line: the checks that need no parser
 * (a terminal on both ends, NO_COLOR), how the arcade was started (for the
 * share lines), and the arcade's chunk loaded with `fetch` hidden. Used by a
 * bare `game-arcade` straight from the entry and by the commands that open it.
 */
import {accessSync, constants, realpathSync} from 'node:fs';
import {delimiter, join} from 'node:path';
import {fail} from './exit.js';
import {launchCommand} from './launcher.js';
import type {ArcadeOptions} from './ui/main.js';

/** What the command line says about the arcade; the rest comes from the process. */
export type ArcadeStart = Omit<ArcadeOptions, 'stdin' | 'stdout' | 'launcher'>;

/**
 * Imports the arcade with `fetch` hidden. Ink's layout engine (yoga) is a web
 * build: where `fetch` exists it fetches its WebAssembly from a data: URL,
 * which loads Node's whole fetch implementation first; without `fetch` it
 * decodes the same bytes directly. This saves about a tenth of the start-up.
 * Workaround listed in PATCHES.md; it goes when yoga loads its WebAssembly synchronously in Node.
 */
async function importWithoutFetch<T>(load: () => Promise<T>): Promise<T> {
	const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
	if (descriptor?.configurable !== true) return load();
	Reflect.deleteProperty(globalThis, 'fetch');
	try {
		return await load();
	} finally {
		Object.defineProperty(globalThis, 'fetch', descriptor);
	}
}

/** A file with its links followed; the path itself when that fails. */
function realPath(path: string): string {
	try {
		return realpathSync(path);
	} catch {
		return path;
	}
}

/** How the arcade was started, as the words that start it again (source/launcher.ts): read from the process here. */
function launcher(): string[] {
	return launchCommand({
		script: process.argv[1],
		env: process.env,
		realPath,
		onPath(name) {
			for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
				if (dir === '') continue;
				const file = join(dir, name);
				try {
					accessSync(file, constants.X_OK);
					return realPath(file);
				} catch {
					// Not in this folder.
				}
			}
			return null;
		},
	});
}

/** Runs the arcade on the process's terminal until the player leaves; resolves with the exit code. */
export async function startArcade(start: ArcadeStart): Promise<number> {
	if (!process.stdin.isTTY || !process.stdout.isTTY) {
		// The words load only here: the arcade's first frame does without them.
		const {miscWords} = await import('./i18n/misc2/index.js');
		fail(miscWords('arcadeNeedsTerminal'), 1);
	}
	const noColor = (process.env['NO_COLOR'] ?? '') !== '' || start.noColor === true;
	// Ink's colour library ignores NO_COLOR; FORCE_COLOR=0 must be set before it loads.
	if (noColor) process.env['FORCE_COLOR'] = '0';
	const [{runArcade}, {installCache}] = await importWithoutFetch(async () => Promise.all([import('./ui/main.js'), import('./cache/known.js')]));
	// What jobs proved before is found in the cache (its warnings are not written over the arcade's screen).
	installCache();
	return runArcade({
		...start,
		stdin: process.stdin,
		stdout: process.stdout,
		launcher: launcher(),
		screenReader: start.screenReader === true || process.env['INK_SCREEN_READER'] === 'true',
		noColor,
	});
}
