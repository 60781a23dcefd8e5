/**
 * Lesson 1 of the course in a real terminal, by keys alone: the pages, the
 * worked example, practice and the mastery check, answering each exercise
 * from what the screen shows (a heap and its cap), to "Lesson 1 mastered";
 * then the course map shows it mastered and lesson 2 open, and the progress
 * file keeps it.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {childEnv, requireBuild, spawnCli, type TerminalSession} from './terminal.js';

requireBuild();

let session: TerminalSession | undefined;
let home = '';
afterEach(() => {
	session?.kill();
	if (home !== '') rmSync(home, {recursive: true, force: true});
});

/** The heap and the cap of the Bash position on screen. */
function bashOf(screen: string): {heap: number; max: number} {
	const heap = /heap │[^\d\n]*(\d+)/.exec(screen);
	const max = /Take 1 to (\d+) tokens/.exec(screen);
	if (!heap || !max) throw new Error(`no Bash position on the screen:\n${screen}`);
	return {heap: Number(heap[1]), max: Number(max[1])};
}

describe('the course in a real terminal', () => {
	it('completes lesson 1 by keys alone', {timeout: 120_000}, async () => {
		home = mkdtempSync(join(tmpdir(), 'game-arcade-course-e2e-'));
		const config = join(home, '.config');
		session = spawnCli(['learn', '1', '--seed', '4'], {columns: 80, rows: 24, env: childEnv({HOME: home, XDG_CONFIG_HOME: config})});
		const s = session;
		await s.waitFor('page 1 of 3', 15_000);
		for (const page of [2, 3]) {
			await s.press('enter');
			await s.waitFor(`page ${page} of 3`);
		}
		await s.press('enter');
		await s.waitFor('worked example');
		// The example is played move by move to its end.
		for (let i = 0; i < 20 && !s.screen().includes('The game is over'); i++) {
			const before = s.screen();
			await s.press('enter');
			await s.waitFor(x => x !== before);
		}
		expect(s.screen()).toContain('The game is over');
		await s.press('enter');
		await s.waitFor('practice 1 of 3');
		let answered = 0;
		for (;;) {
			const screen = await s.waitFor(x => /Lesson 1 mastered|Not yet mastered|enter next|Play a winning move|Without moving|To what number/.test(x));
			if (/Lesson 1 mastered|Not yet mastered/.test(screen)) break;
			if (screen.includes('enter next')) {
				expect(screen, 'every answer is right').toContain('✓ Right');
				const before = s.screen();
				await s.press('enter');
				await s.waitFor(x => x !== before);
				continue;
			}
			const {heap, max} = bashOf(screen);
			const r = heap % (max + 1);
			if (screen.includes('Play a winning move')) {
				await s.press(String(r));
				await s.waitFor(`take ${r} (${heap} → ${heap - r})`);
				await s.press('enter');
			} else if (screen.includes('Without moving')) await s.press(r === 0 ? 'l' : 'w');
			else {
				for (const digit of String(heap - r)) await s.press(digit);
				await s.waitFor(`Your answer: ${heap - r}`);
				await s.press('enter');
			}
			await s.waitFor('enter next');
			answered++;
			expect(answered, 'the lesson ends').toBeLessThan(20);
		}
		const done = s.screen();
		expect(done).toContain('Lesson 1 mastered');
		expect(done).toContain('Lesson 2, Nim and the nim-sum, is open.');
		await s.press('enter');
		const map = await s.waitFor('1 of 13 lessons mastered');
		expect(map).toMatch(/1 {2}Leave a multiple +✓ mastered +rating ~?\d+/);
		expect(map).toMatch(/❯ +2 {2}Nim and the nim-sum +○ open/);
		const saved = JSON.parse(readFileSync(join(config, 'game-arcade', 'progress.json'), 'utf8')) as {learner: {concepts: Record<string, {lesson?: string}>}};
		expect(saved.learner.concepts['multiples']?.lesson).toBe('mastered');
	});
});
