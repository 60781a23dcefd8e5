/**
 * The arcade never draws a control character it was given: a graph whose
 * vertex names carry escape sequences, played with hints, and a damaged
 * progress file whose keys carry them, show them as text.
 */
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {fileStore} from '../../source/progress/store.js';
import {keys, matchConfig, press, renderArcade, sendKeyAndWaitFor, waitForFrame} from './helpers.js';

const evil = 'v\u001B[2J\u001B]0;pwned\u0007\u001B]52;c;cHduZWQ=\u0007\u009B2J\u007F';
// Every control character but the newline.
const control = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/u;

let dir = '';
afterEach(() => {
	cleanup();
	if (dir !== '') rmSync(dir, {recursive: true, force: true});
	dir = '';
});

describe("escape sequences in input never reach the arcade's frames", () => {
	it('graph vertex names on the board, in the hint and in the move words', async () => {
		const config = matchConfig({game: 'graph', edges: {[evil]: ['w', 'x'], w: ['x']}, tokens: [evil, 'w']}, {hints: true});
		const app = renderArcade({start: {name: 'match', config}});
		const frame = await waitForFrame(app, 'your move');
		expect(frame).toContain('v\\x1b[2J');
		expect(frame).not.toMatch(control);
	});

	it('line and paragraph separators in vertex names, on the board and in the hint', async () => {
		const name = 'a\u2028b\u2029c';
		const config = matchConfig({game: 'graph', edges: {[name]: ['w']}, tokens: [name]}, {hints: true});
		const app = renderArcade({start: {name: 'match', config}});
		const frame = await waitForFrame(app, 'your move');
		expect(frame).toContain('a\\u2028b\\u2029c');
		expect(frame).not.toMatch(/[\u2028\u2029]/u);
	});

	it('the notice for a damaged progress file whose keys are escape sequences', async () => {
		dir = mkdtempSync(join(tmpdir(), 'game-arcade-escapes-'));
		mkdirSync(join(dir, 'game-arcade'));
		writeFileSync(join(dir, 'game-arcade', 'progress.json'), JSON.stringify({format: 'game-arcade progress', version: 1, games: {nim: {[evil]: 2}}}));
		const app = renderArcade({store: fileStore({dir: join(dir, 'game-arcade')})});
		const frame = await waitForFrame(app, 'Saved progress');
		expect(frame).not.toMatch(control);
		// The whole notice, on the Stats screen.
		await press(app, keys.down);
		while (!/❯ [a-z] +Stats/.test(app.lastFrame() ?? '')) await press(app, keys.down);
		await sendKeyAndWaitFor(app, keys.enter, 'Stats · your record');
		const stats = await sendKeyAndWaitFor(app, 'G', 'Notices this session');
		expect(stats.replace(/\s+/g, '')).toContain('games.nim.v\\x1b[2J');
		expect(stats).not.toMatch(control);
	});
});
