/**
 * `--help`, `--version` and `analyze` never load Ink or React: the module
 * loader is traced (a `node --import` hook records every ES module loaded),
 * and no module they load contains Ink's or React's code. The arcade itself,
 * traced the same way, does load them, so the markers are the right ones.
 */
import {describe, expect, it} from 'vitest';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {childEnv, cliPath, requireBuild, spawnTerminal} from './terminal.js';

const tracer = fileURLToPath(new URL('fixtures/trace-modules.mjs', import.meta.url));

/** Strings only Ink's or React's code contains. */
const markers = ['react.transitional.element', '__CLIENT_INTERNALS_DO_NOT_USE', 'ink-root', 'ink-text'];

function inkOrReact(url: string): string[] {
	if (!url.startsWith('file:')) return [];
	const text = readFileSync(fileURLToPath(url), 'utf8');
	return markers.filter(m => text.includes(m));
}

function traceFile(): {file: string; done: () => void} {
	const dir = mkdtempSync(join(tmpdir(), 'game-arcade-trace-'));
	return {file: join(dir, 'modules.txt'), done: () => rmSync(dir, {recursive: true, force: true})};
}

const readTrace = (file: string) => readFileSync(file, 'utf8').trim().split('\n');

function traced(args: string[], input = ''): {code: number | null; stdout: string; modules: string[]} {
	requireBuild();
	const {file, done} = traceFile();
	try {
		const result = spawnSync(process.execPath, ['--import', tracer, cliPath, ...args], {
			input,
			encoding: 'utf8',
			env: childEnv({TRACE_MODULES: file}),
			timeout: 30_000,
		});
		return {code: result.status, stdout: result.stdout, modules: readTrace(file)};
	} finally {
		done();
	}
}

/** A string only meow's code contains. */
const meowMarker = 'The `importMeta` option is required';

const loadsMeow = (url: string) => url.startsWith('file:') && readFileSync(fileURLToPath(url), 'utf8').includes(meowMarker);

describe('--help and --version are answered before meow loads', () => {
	it.each([[['--help']], [['-h']], [['--version']], [['analyze', '--version']]])('game-arcade %j loads no meow', args => {
		const {code, modules} = traced(args);
		expect(code).toBe(0);
		expect(modules.filter(loadsMeow)).toEqual([]);
	});

	it('analyze does load it (the marker is right)', () => {
		const {code, modules} = traced(['analyze', 'nim', '1', '2']);
		expect(code).toBe(0);
		expect(modules.filter(loadsMeow)).toHaveLength(1);
	});
});

describe('the terminal UI loads lazily', () => {
	it.each([
		[['--help']],
		[['--version']],
		[['analyze', 'nim', '1', '2', '3', '--json']],
		[['analyze', 'coins', 'THHTTH', '--rule', 'mock-turtles']],
		[['analyze', '--jsonl']],
		[['play', 'nim', 'x']],
	])('game-arcade %j loads no Ink or React', args => {
		const {code, modules} = traced(args, '{"game":"nim","heaps":[1,2]}\n');
		expect(code === 0 || args[0] === 'play').toBe(true);
		const files = modules.filter(url => url.startsWith('file:'));
		expect(files[0]).toMatch(/\/dist\/cli\.js$/);
		for (const url of files) expect({url, markers: inkOrReact(url)}).toEqual({url, markers: []});
	});

	it('the arcade does load them (the markers are right)', async () => {
		requireBuild();
		const {file, done} = traceFile();
		try {
			const session = spawnTerminal(process.execPath, ['--import', tracer, cliPath, '--no-save'], {
				env: childEnv({TRACE_MODULES: file, XDG_CONFIG_HOME: join(tmpdir(), 'game-arcade-no-such-dir')}),
			});
			await session.waitFor('Quit');
			await session.press('ctrl-c');
			expect((await session.waitForExit()).exitCode).toBe(130);
			const found = new Set(readTrace(file).flatMap(inkOrReact));
			expect([...found].sort()).toEqual([...markers].sort());
		} finally {
			done();
		}
	});
});
