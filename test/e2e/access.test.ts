/** Screen-reader mode and the themes through the built CLI, in a real terminal. */
import {describe, expect, it} from 'vitest';
import {drawingCharacters} from '../../source/ui/lines.js';
import {childEnv, cliPath, requireBuild, spawnTerminal} from './terminal.js';

requireBuild();

/** A pattern of a select-graphic-rendition sequence: ESC [ then `rest` (ESC in `rest` stands for the escape character). */
const sgr = (rest: string) => new RegExp(`\u001B\\[${rest.replaceAll('ESC', '\u001B')}`);

describe('accessibility in a real terminal', () => {
	it.each([
		['--screen-reader', ['--screen-reader'], {}],
		['INK_SCREEN_READER=true', [], {INK_SCREEN_READER: 'true'}],
	] as const)('%s: the board as a sentence, no frame and no glyph on the screen', async (_name, flags, env) => {
		const args = [cliPath, 'play', 'nim', '3', '4', '5', '--no-save', '--no-mouse', ...flags];
		const session = spawnTerminal(process.execPath, args, {columns: 100, rows: 30, env: childEnv(env)});
		const screen = await session.waitFor('heap 1: 3 tokens; heap 2: 4 tokens; heap 3: 5 tokens', 15_000);
		expect(screen).toContain('heap 1 selected, take 1');
		expect([...screen].filter(c => drawingCharacters.test(c))).toEqual([]);
		session.write('\u0003');
		await session.waitForExit();
	});

	it('--theme high-contrast: the cursor drawn inverse; NO_COLOR: no colour and no inverse', async () => {
		const bright = spawnTerminal(process.execPath, [cliPath, 'play', 'nim', '3', '4', '5', '--no-save', '--theme', 'high-contrast'], {
			columns: 100,
			rows: 30,
			env: childEnv(),
		});
		await bright.waitFor('▶ heap 1', 15_000);
		expect(bright.output()).toMatch(sgr('7m(ESC\\[[0-9;]*m)*▶ heap 1'));
		bright.write('\u0003');
		await bright.waitForExit();
		const plain = spawnTerminal(process.execPath, [cliPath, 'play', 'nim', '3', '4', '5', '--no-save', '--theme', 'high-contrast'], {
			columns: 100,
			rows: 30,
			env: childEnv({NO_COLOR: '1'}),
		});
		await plain.waitFor('▶ heap 1', 15_000);
		expect(plain.output()).not.toMatch(sgr('[0-9;]*7m'));
		expect(plain.output()).not.toMatch(sgr('3[0-9]m'));
		plain.write('\u0003');
		await plain.waitForExit();
	});
});
