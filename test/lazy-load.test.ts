/**
 * `--help`, `--version` and `analyze` never load Ink or React, and `--help`
 * and `--version` not even meow: the built CLI runs with its module loader
 * traced (test/e2e/trace.ts), and no module it loads contains their code.
 * test/e2e/lazy-ui.test.ts traces the arcade itself, which does load them,
 * so the markers are the right ones.
 */
import {describe, expect, it} from 'vitest';
import {spawnSync} from 'node:child_process';
import {childEnv, cliPath, requireBuild} from './e2e/terminal.js';
import {inkOrReact, loadsMeow, readTrace, traceFile, tracer} from './e2e/trace.js';

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

/** Whether a run loaded Ink or React: the built CLI first, then no module with their markers. */
function expectNoInk(modules: readonly string[]): void {
	const files = modules.filter(url => url.startsWith('file:'));
	expect(files[0]).toMatch(/\/dist\/cli\.js$/);
	for (const url of files) expect({url, markers: inkOrReact(url)}).toEqual({url, markers: []});
}

// One traced run a command line, each checked for everything it must not load.
describe('--help and --version are answered before meow loads, and load no Ink or React', () => {
	it.each([[['--help']], [['-h']], [['--version']], [['analyze', '--version']]])('game-arcade %j loads no meow, Ink or React', args => {
		const {code, modules} = traced(args);
		expect(code).toBe(0);
		expect(modules.filter(loadsMeow)).toEqual([]);
		expectNoInk(modules);
	});
});

describe('analyze and a refused play load meow but no Ink or React', () => {
	it.each([
		[['analyze', 'nim', '1', '2', '3', '--json']],
		[['analyze', 'coins', 'THHTTH', '--rule', 'mock-turtles']],
		[['analyze', '--jsonl']],
		[['play', 'nim', 'x']],
	])('game-arcade %j loads meow (the marker is right) and no Ink or React', args => {
		const {code, modules} = traced(args, '{"game":"nim","heaps":[1,2]}\n');
		expect(code === 0 || args[0] === 'play').toBe(true);
		expect(modules.filter(loadsMeow)).toHaveLength(1);
		expectNoInk(modules);
	});
});
