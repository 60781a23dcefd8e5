/**
 * The modules a run of the built CLI loads: the module loader is traced (a
 * `node --import` hook records every ES module loaded, fixtures/trace-modules.mjs),
 * and a module's code is searched for strings only Ink's, React's or meow's
 * code contains.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

export const tracer = fileURLToPath(new URL('fixtures/trace-modules.mjs', import.meta.url));

/** Strings only Ink's or React's code contains. */
export const markers = ['react.transitional.element', '__CLIENT_INTERNALS_DO_NOT_USE', 'ink-root', 'ink-text'];

export function inkOrReact(url: string): string[] {
	if (!url.startsWith('file:')) return [];
	const text = readFileSync(fileURLToPath(url), 'utf8');
	return markers.filter(m => text.includes(m));
}

export function traceFile(): {file: string; done: () => void} {
	const dir = mkdtempSync(join(tmpdir(), 'game-arcade-trace-'));
	return {file: join(dir, 'modules.txt'), done: () => rmSync(dir, {recursive: true, force: true})};
}

export const readTrace = (file: string) => readFileSync(file, 'utf8').trim().split('\n');

/** A string only meow's code contains. */
const meowMarker = 'The `importMeta` option is required';

export const loadsMeow = (url: string) => url.startsWith('file:') && readFileSync(fileURLToPath(url), 'utf8').includes(meowMarker);
