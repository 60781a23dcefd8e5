/**
 * Terminal faults: whatever ends the arcade — SIGINT, SIGTERM, SIGHUP — the
 * terminal is given back as it was (and a bug that escapes as an uncaught
 * exception too): the alternate screen left, the cursor
 * shown, and echo and line mode (canonical input) on again, as `stty` sees
 * them in the shell that ran it.
 */
import {mouseOff} from '../../source/ui/mouse.js';
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {cliPath, enterAlternateScreen, leaveAlternateScreen, requireBuild, showCursor, spawnTerminal} from './terminal.js';

requireBuild();

/** The pids of a process's children (Linux). */
function children(pid: number): number[] {
	try {
		return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
	} catch {
		return [];
	}
}

async function arcadeUnderShell(nodeOptions = '') {
	// The shell reports the arcade's exit status and the terminal modes after it.
	const script = `stty -a | tr ' ' '\\n' | grep -E '^-?(echo|icanon)$' | tr '\\n' ' ' | sed 's/^/BEFORE: /'; echo; "${process.execPath}" ${nodeOptions} "${cliPath}" play nim 3 4 5 --no-save; echo "STATUS=$?"; stty -a | tr ' ' '\\n' | grep -E '^-?(echo|icanon)$' | tr '\\n' ' ' | sed 's/^/AFTER: /'; echo; sleep 5`;
	const session = spawnTerminal('/bin/bash', ['--norc', '--noprofile', '-c', script], {columns: 100, rows: 30});
	await session.waitFor('your move', 15_000);
	let arcade: number | undefined;
	for (let i = 0; i < 50 && arcade === undefined; i++) {
		arcade = children(session.pid)[0];
		if (arcade === undefined) await new Promise(resolve => setTimeout(resolve, 20));
	}
	expect(arcade).toBeDefined();
	return {session, arcade: arcade!};
}

describe('the terminal after a signal', () => {
	it.each([
		['SIGTERM', 143],
		['SIGHUP', 129],
		['SIGINT', 130],
	] as const)('%s: exit status %i, alternate screen left, cursor shown, echo and line mode back', async (signal, status) => {
		const {session, arcade} = await arcadeUnderShell();
		const before = session.output().length;
		expect(session.output()).toContain(enterAlternateScreen);
		process.kill(arcade, signal);
		await session.waitFor(/AFTER: .+/, 15_000);
		const after = session.output().slice(before);
		expect(after).toContain(leaveAlternateScreen);
		expect(after).toContain(showCursor);
		expect(after).toContain(mouseOff);
		const screen = session.screen();
		expect(screen).toContain(`STATUS=${status}`);
		const modes = (line: string) => new RegExp(`${line}: (.*)`).exec(screen)?.[1]?.trim().split(/\s+/).sort();
		expect(modes('BEFORE')).toEqual(['echo', 'icanon']);
		expect(modes('AFTER')).toEqual(modes('BEFORE'));
		session.kill();
	});

	it('an uncaught exception: one line instead of a stack trace, exit status 1, the terminal restored', async () => {
		// A bug is injected from outside: a module loaded before the CLI throws from a timer once the arcade runs.
		const inject = `'data:text/javascript,setTimeout(()=>{throw new Error("injected fault")},2500)'`;
		const {session} = await arcadeUnderShell(`--import ${inject}`);
		const before = session.output().length;
		await session.waitFor(/AFTER: .+/, 15_000);
		const after = session.output().slice(before);
		expect(after).toContain(leaveAlternateScreen);
		expect(after).toContain(showCursor);
		expect(after).toContain(mouseOff);
		const screen = session.screen();
		expect(screen).toContain('game-arcade: internal error: injected fault');
		expect(screen).not.toMatch(/^\s+at /m);
		expect(screen).toContain('STATUS=1');
		const modes = (line: string) => new RegExp(`${line}: (.*)`).exec(screen)?.[1]?.trim().split(/\s+/).sort();
		expect(modes('AFTER')).toEqual(modes('BEFORE'));
		session.kill();
	});
});
