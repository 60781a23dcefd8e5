/**
 * The arcade, traced as test/lazy-load.test.ts traces `--help`, `--version`
 * and `analyze` (test/e2e/trace.ts), does load Ink and React: the markers
 * that test looks for are the right ones.
 */
import {describe, expect, it} from 'vitest';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {childEnv, cliPath, requireBuild, spawnTerminal} from './terminal.js';
import {inkOrReact, markers, readTrace, traceFile, tracer} from './trace.js';

describe('the terminal UI loads lazily', () => {
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
