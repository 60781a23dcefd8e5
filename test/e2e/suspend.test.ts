/**
 * Ctrl+Z in a real shell with job control: the arcade gives the terminal
 * back (alternate screen left, cursor shown, line mode on) and the shell
 * reports the job stopped; `fg` brings it back, redrawn, in raw mode.
 */
import {describe, expect, it} from 'vitest';
import {mouseOff, mouseOn} from '../../source/ui/mouse.js';
import {cliPath, childEnv, enterAlternateScreen, leaveAlternateScreen, requireBuild, showCursor, spawnTerminal} from './terminal.js';

requireBuild();

describe.skipIf(process.platform === 'win32')('Ctrl+Z under an interactive shell', () => {
	it('stops the job with the terminal given back; fg redraws the screen and keys work again', async () => {
		const session = spawnTerminal('/bin/bash', ['--norc', '--noprofile', '-i'], {columns: 100, rows: 30, env: childEnv({PS1: 'PROMPT$ '})});
		await session.waitFor('PROMPT$', 15_000);
		session.write(`"${process.execPath}" "${cliPath}" --no-save\r`);
		await session.waitFor('Quit', 15_000);
		await session.press('down');
		await session.waitFor(/❯ b {2}Bash/);

		// At once after the frame, within Ink's frame throttle.
		let from = session.output().length;
		session.write('\u001A');
		await session.waitFor(/Stopped/, 10_000);
		const stopped = session.output().slice(from);
		expect(stopped).toContain(leaveAlternateScreen);
		expect(stopped).toContain(showCursor);
		// Mouse reporting off while stopped (the shell gets no reports), and back on with fg.
		expect(stopped).toContain(mouseOff);
		// The shell has the terminal in line mode, with echo.
		session.write('stty -a | tr " " "\\n" | grep -E "^-?(echo|icanon)$" | tr "\\n" " " | sed "s/^/MO""DES: /"; echo\r');
		// (The quotes keep the typed command itself from matching.)
		await session.waitFor(/^MODES: .+/m);
		expect(/^MODES: (.*)/m.exec(session.screen())?.[1]?.trim().split(/\s+/).sort()).toEqual(['echo', 'icanon']);

		from = session.output().length;
		session.write('fg\r');
		await session.waitForOutput(enterAlternateScreen, from, 10_000);
		await session.waitForOutput(mouseOn, from, 10_000);
		await session.waitFor(s => s.includes('Quit') && /❯ b {2}Bash/.test(s), 10_000);
		// Raw mode again: a key moves the cursor at once, without Enter.
		await session.press('down');
		await session.waitFor(/❯ c {2}Wythoff/);
		await session.press('q');
		await session.waitFor(/PROMPT\$ $/m, 10_000);
		session.kill();
	});
});

describe.skipIf(process.platform === 'win32')('a resize while stopped', () => {
	it('fg draws at the new size (read again on resume), not at the size before the stop', async () => {
		const session = spawnTerminal('/bin/bash', ['--norc', '--noprofile', '-i'], {columns: 100, rows: 30, env: childEnv({PS1: 'PROMPT$ '})});
		await session.waitFor('PROMPT$', 15_000);
		session.write(`"${process.execPath}" "${cliPath}" --no-save\r`);
		await session.waitFor('Quit', 15_000);
		session.write('\u001A');
		await session.waitFor(/Stopped/, 10_000);
		// The terminal tells the shell (the foreground job now), not the stopped arcade.
		session.resize(72, 24);
		const from = session.output().length;
		session.write('fg\r');
		await session.waitForOutput(enterAlternateScreen, from, 10_000);
		// The menu's box closes within 72 columns on one line: no line wrapped at the old width of 100.
		await session.waitFor(s => s.includes('played perfectly') && /^╰─+╯ *$/m.test(s), 10_000);
		expect(
			session
				.screen()
				.split('\n')
				.find(l => l.startsWith('╰'))
				?.trimEnd(),
		).toHaveLength(72);
		await session.press('q');
		await session.waitFor(/PROMPT\$ $/m, 10_000);
		session.kill();
	});
});
