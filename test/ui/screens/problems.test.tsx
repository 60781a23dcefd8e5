import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {render} from 'ink-testing-library';
import {afterEach, describe, expect, test} from 'vitest';
import type {JsonObject} from '../../../source/engine/types.js';
import type {RunFunction} from '../../../source/judge/judge.js';
import {programSource, type JudgeEnv} from '../../../source/ui/problems/index.js';
import {ProblemsScreen} from '../../../source/ui/screens/problems.js';
import {bashProgram, fakeRun} from '../../judge/fake.js';
import {frameOf, keys, renderArcade, sendKeyAndWaitFor, waitForFrame} from '../helpers.js';

const size = {columns: 100, rows: 30};
const folders: string[] = [];
afterEach(() => {
	for (const folder of folders.splice(0)) rmSync(folder, {recursive: true, force: true});
});

/** Programs run in-process: the command's first word picks one; a run that never ends waits for the judge's signal. */
function fakeEnv(): JudgeEnv & {prepared: string[][]} {
	const folder = mkdtempSync(join(tmpdir(), 'problems-screen-'));
	folders.push(folder);
	const prepared: string[][] = [];
	const endless: RunFunction = (_input, _limits, signal) =>
		new Promise(resolve => {
			signal.addEventListener('abort', () =>
				resolve({stdout: '', stderr: '', exitCode: null, signal: 'SIGKILL', wallMs: 1, peakMemoryBytes: null, ended: 'stopped'}),
			);
		});
	return {
		prepared,
		async prepare(source) {
			const words = source.kind === 'command' ? [...source.words] : [source.kind, source.path];
			prepared.push(words);
			const run = words[0] === 'right' ? fakeRun(bashProgram()) : words[0] === 'endless' ? endless : fakeRun(bashProgram('mod-m'));
			return {run, close: () => {}};
		},
		seed: () => 7,
		cases: 50,
		shrinkMs: 1000,
		folder,
	};
}

function screen(env: JudgeEnv, played: JsonObject[] = [], lessons: string[] = []) {
	return render(<ProblemsScreen size={size} active env={env} onPlay={p => played.push(p)} onLesson={l => lessons.push(l)} onBack={() => {}} />);
}

async function type(app: ReturnType<typeof render>, text: string): Promise<void> {
	for (const ch of text) {
		const before = frameOf(app);
		app.stdin.write(ch);
		await waitForFrame(app, frame => frame !== before);
	}
}

describe('the field', () => {
	test.each([
		['python3 sol.py', {kind: 'command', words: ['python3', 'sol.py']}],
		['sol.py', {kind: 'py', path: 'sol.py'}],
		['a.cpp', {kind: 'cpp', path: 'a.cpp'}],
		['"my prog" --flag \'x y\'', {kind: 'command', words: ['my prog', '--flag', 'x y']}],
		['  ', null],
	])('%s', (typed, expected) => {
		expect(programSource(typed)).toEqual(expected);
	});
});

describe('the Problems screen', () => {
	test('the list, a statement with its lesson, and the lesson opened', async () => {
		const lessons: string[] = [];
		const app = screen(fakeEnv(), [], lessons);
		const list = await waitForFrame(app, 'hdu1846');
		expect(list).toMatch(/❯ hdu1846 +Brave Game · bash · lesson Leave a multiple/);
		expect(list).toContain('poj3710   Christmas Game · tree · lesson Hackenbush trees');
		await sendKeyAndWaitFor(app, keys.down, /❯ hdu1527/);
		const statement = await sendKeyAndWaitFor(app, keys.enter, 'Sample input:');
		expect(statement).toContain('hdu1527 (poj1067): Take the stones (Wythoff)');
		expect(statement).toContain('The lesson that teaches it: Wythoff (l opens it).');
		app.stdin.write('l');
		await waitForFrame(app, () => lessons.length === 1);
		expect(lessons).toEqual(['wythoff']);
		await sendKeyAndWaitFor(app, keys.escape, /❯ hdu1527/);
		app.unmount();
	});

	test('a wrong program: the smallest failing input beside its board, played and saved', async () => {
		const env = fakeEnv();
		const played: JsonObject[] = [];
		const app = screen(env, played);
		await waitForFrame(app, 'hdu1846');
		await sendKeyAndWaitFor(app, keys.enter, 'Sample input:');
		await sendKeyAndWaitFor(app, 'j', 'Program: ');
		await type(app, 'wrong "my sol.py"');
		expect(frameOf(app)).toContain('Program: wrong "my sol.py"');
		app.stdin.write(keys.enter);
		const verdict = await waitForFrame(app, 'Your output:', 5000);
		expect(env.prepared).toEqual([['wrong', 'my sol.py']]);
		expect(verdict).toContain('Wrong answer (WA) on hdu1846.');
		// The smallest failing input (a heap n = m with the mod-m mistake) beside its board.
		expect(verdict).toMatch(/The position: +The smallest failing input:/);
		expect(verdict).toMatch(/Expected output:\n.*first/);
		expect(verdict).toContain('On the board with hints (p): game-arcade play bash');
		app.stdin.write('p');
		await waitForFrame(app, () => played.length === 1);
		expect(played[0]).toMatchObject({game: 'bash'});
		const saved = await sendKeyAndWaitFor(app, 's', 'Saved hdu1846-1.in and hdu1846-1.out');
		expect(saved).toContain(env.folder.slice(0, 20));
		const failingInput = readFileSync(join(env.folder, 'hdu1846-1.in'), 'utf8');
		expect(verdict).toContain(failingInput.trim().split('\n').at(-1)!);
		// Saved again: a new name, never over the first.
		await sendKeyAndWaitFor(app, 's', 'Saved hdu1846-2.in');
		app.unmount();
	});

	test('a case that cannot be saved: the message names the folder and why, and nothing is left', async () => {
		const base = fakeEnv();
		writeFileSync(join(base.folder, 'a-file'), '');
		const env = {...base, folder: join(base.folder, 'a-file', 'cases')};
		const app = screen(env);
		await waitForFrame(app, 'hdu1846');
		await sendKeyAndWaitFor(app, keys.enter, 'Sample input:');
		await sendKeyAndWaitFor(app, 'j', 'Program: ');
		await type(app, 'wrong');
		app.stdin.write(keys.enter);
		await waitForFrame(app, 'Your output:', 5000);
		const failed = await sendKeyAndWaitFor(app, 's', 'Could not save the case:');
		expect(failed.replace(/\s+/g, ' ')).toContain(
			`Could not save the case: ${env.folder} (ENOTDIR: a file stands where a folder should be); nothing of it was kept.`,
		);
		expect(readdirSync(base.folder)).toEqual(['a-file']);
		app.unmount();
	});

	test('the failing case played from the arcade and left: back on the Problems screen, the verdict and the failing case still shown', async () => {
		const app = renderArcade({size, start: {name: 'problems'}, judgeEnv: fakeEnv()});
		await waitForFrame(app, 'hdu1846');
		await sendKeyAndWaitFor(app, keys.enter, 'Sample input:');
		await sendKeyAndWaitFor(app, 'j', 'Program: ');
		await type(app, 'wrong');
		app.stdin.write(keys.enter);
		const verdict = await waitForFrame(app, 'Your output:', 5000);
		expect(verdict).toContain('Wrong answer (WA) on hdu1846.');
		const played = await sendKeyAndWaitFor(app, 'p', frame => !frame.includes('Your output:'));
		expect(played).not.toContain('Wrong answer (WA)');
		const back = await sendKeyAndWaitFor(app, 'q', 'Your output:');
		expect(back).toContain('Wrong answer (WA) on hdu1846.');
		expect(back).toMatch(/The position: +The smallest failing input:/);
		// Esc still goes back through the screen's own views: the statement, the list, then the menu.
		await sendKeyAndWaitFor(app, keys.escape, 'Sample input:');
		app.unmount();
	});

	test('a right program is accepted', async () => {
		const app = screen(fakeEnv());
		await waitForFrame(app, 'hdu1846');
		await sendKeyAndWaitFor(app, keys.enter, 'Sample input:');
		await sendKeyAndWaitFor(app, 'j', 'Program: ');
		await type(app, 'right');
		app.stdin.write(keys.enter);
		const verdict = await waitForFrame(app, 'Accepted:', 5000);
		expect(verdict).toMatch(/Accepted: \d+ cases in \d+ runs/);
		app.unmount();
	});

	test('an empty field is refused; a judging shows its phase, and Esc stops it and ends its program', async () => {
		const app = screen(fakeEnv());
		await waitForFrame(app, 'hdu1846');
		await sendKeyAndWaitFor(app, keys.enter, 'Sample input:');
		await sendKeyAndWaitFor(app, 'j', 'Program: ');
		await sendKeyAndWaitFor(app, keys.enter, 'Type a command or a file name first.');
		await type(app, 'endless');
		app.stdin.write(keys.enter);
		await waitForFrame(app, '▸ the sample: 0/');
		const stopped = await sendKeyAndWaitFor(app, keys.escape, 'Judging stopped (Esc)');
		expect(stopped).toContain('every program was ended');
		app.unmount();
	});
});
