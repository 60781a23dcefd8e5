/**
 * The mouse in a real terminal: reporting switched on at the start, a click
 * on heap 2 moving the cursor there and a second click taking, and
 * reporting switched off again on the way out (and never on with --no-mouse).
 */
import {describe, expect, it} from 'vitest';
import {mouseOff, mouseOn} from '../../source/ui/mouse.js';
import {childEnv, cliPath, requireBuild, spawnTerminal} from './terminal.js';

requireBuild();

const click = (x: number, y: number) => `\u001B[<0;${x};${y}M\u001B[<0;${x};${y}m`;

describe('the mouse in a real terminal', () => {
	it('is switched on, picks heap 2 with a click and takes with a second, and is switched off on Ctrl+C', async () => {
		const session = spawnTerminal(process.execPath, [cliPath, 'play', 'nim', '3', '4', '5', '--no-save'], {columns: 100, rows: 30, env: childEnv()});
		await session.waitFor('your move', 15_000);
		await session.waitForOutput(mouseOn);
		const row = session
			.screen()
			.split('\n')
			.findIndex(l => l.includes('heap 2'));
		session.write(click(12, row + 1));
		await session.waitFor('▶ heap 2');
		session.write(click(12, row + 1));
		await session.waitFor(/heap 2 │ ●●● +3/);
		const from = session.output().length;
		session.write('\u0003');
		const exit = await session.waitForExit();
		expect(exit.exitCode).toBe(130);
		expect(session.output().slice(from)).toContain(mouseOff);
		// Nothing of the reports reached the screen as text.
		expect(session.screen()).not.toContain('[<0;');
	});

	it('stays off with --no-mouse', async () => {
		const session = spawnTerminal(process.execPath, [cliPath, 'play', 'nim', '3', '4', '5', '--no-save', '--no-mouse'], {
			columns: 80,
			rows: 24,
			env: childEnv(),
		});
		await session.waitFor('your move', 15_000);
		session.write('\u0003');
		await session.waitForExit();
		expect(session.output()).not.toContain(mouseOn);
	});
});
