/**
 * The analysis lab: from the menu and from a game (g), the strip with its
 * marks, the heatmap, a parameter changed in place, the next game, and the
 * export (a fresh name, never over a file; a clear notice where nothing can
 * be written).
 */
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {cleanup, render} from 'ink-testing-library';
import * as fs from 'node:fs';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {App} from '../../../source/ui/app.js';
import {ExportContext} from '../../../source/ui/lab/export-context.js';
import {exportTable, type ExportFs} from '../../../source/analyze/table-export.js';
import {initLab, labReducer, shownParams} from '../../../source/ui/lab/state.js';
import {lookupGame} from '../../../source/engine/catalog.js';
import {setLanguage} from '../../../source/i18n/language.js';
import {tableGames} from '../../../source/engine/table.js';
import {boardFor} from '../../../source/ui/boards/index.js';
import {initSetup} from '../../../source/ui/setup/state.js';
import {labLines} from '../../../source/ui/lab/layout.js';
import {linesText} from '../../../source/ui/lines.js';
import {keys, matchConfig, screen, sendKeyAndWaitFor, waitForFrame} from '../helpers.js';

let dir: string;
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'game-arcade-lab-'));
});
afterEach(() => {
	cleanup();
	rmSync(dir, {recursive: true, force: true});
});

function arcade(props: Partial<Parameters<typeof App>[0]> = {}, into = dir, files: ExportFs = fs) {
	return render(
		<ExportContext.Provider value={(table, format) => exportTable(table, format, into, files)}>
			<App delay={0} seed={7} size={screen} onExit={() => undefined} {...props} />
		</ExportContext.Provider>,
	);
}

describe('the lab', () => {
	it("draws the strip: P-positions •, each repetition of the period ┆, the cursor ▸, the game's heaps ◂ (80×24)", () => {
		const state = initLab('kayles', [3n, 10n]);
		const text = linesText(labLines(state, screen));
		const rows = text.split('\n');
		expect(rows).toHaveLength(24);
		expect(text).toContain('Lab · Kayles');
		expect(text).toMatch(/^ {3}0 │▸0• 1 {2}2 {2}3◂/m);
		expect(text).toContain('┆7');
		expect(text).toContain('┆ period 12 from n = 71 (the octal periodicity theorem)');
		expect(text).toContain("◂ the game's heaps: 3 10");
		for (const row of rows) expect(row.length).toBeLessThanOrEqual(80);
	});

	it('says a range with no P-position holds none, in both languages', () => {
		const state = initLab('kayles');
		const none = {...state, table: {...state.table!, pPositions: []}};
		expect(linesText(labLines(none, screen))).toMatch(/P-positions \(0 up to \d+\): none in this range/);
		setLanguage('zh-CN');
		expect(linesText(labLines(none, screen))).toMatch(/必败态（到 \d+ 为止共 0 个）：此范围内没有/);
		setLanguage('en');
	});

	it('draws Wythoff as a heatmap where the P-positions stand out (██), with the value under the cursor', () => {
		let state = initLab('wythoff');
		state = labReducer(state, {type: 'move', dx: 2, dy: 1, perRow: 1});
		const text = linesText(labLines(state, screen));
		expect(text).toContain('[] G(1, 2) = 0');
		expect(text).toContain('██ value 0 (P-positions)');
		// (0, 0) is a P-position: the first cell of the first row.
		expect(text).toMatch(/^ {3}0 ██/m);
	});

	it("starts each game's table with the setup screen's parameters (k-times: k = 1)", () => {
		for (const id of tableGames) {
			const game = lookupGame(id)!;
			const setup = initSetup({game, board: boardFor(id), seed: 1});
			const lab = initLab(id);
			for (const param of shownParams(lab)) expect([id, param.flag, lab.params[param.flag] ?? '']).toEqual([id, param.flag, setup.params[param.flag]]);
		}
		expect(linesText(labLines(initLab('ktimes'), screen))).toContain('k (the multiplier): 1');
	});

	it("an empty parameter shows the setup screen's word for none, in the language in force", () => {
		expect(linesText(labLines(initLab('nim'), screen))).toMatch(/: none\b/);
		expect(linesText(labLines(initLab('nim'), screen))).toContain(' n = 0: G = 0');
		setLanguage('zh-CN');
		try {
			const text = linesText(labLines(initLab('nim'), screen));
			expect(text).toContain('：无');
			// The cursor's cell, its colon full-width beside Chinese: 'n = 0：G = 0（必败态：先手必败）'.
			expect(text).toContain(' n = 0：G = 0');
			expect(text).not.toContain('none');
		} finally {
			setLanguage('en');
		}
	});

	it('shows K (coins per move) only for the rule that has it, with its value', () => {
		let state = initLab('coins');
		expect(linesText(labLines(state, screen))).not.toContain('K (coins per move)');
		expect(linesText(labLines(state, screen))).toContain('Rule: mock-turtles');
		// p cycles the rule; from mock-turtles the next is ruler, ..., until consecutive.
		while (state.params['rule'] !== 'consecutive') state = labReducer(state, {type: 'edit'});
		const text = linesText(labLines(state, screen));
		expect(text).toContain('Rule: consecutive · K (coins per move): 3');
		expect(state.error).toBeNull();
	});

	it.each([
		['nim', '0', 'Cap K (most per move) must be a whole number ≥ 1, got 0'],
		['subtraction', '1,0', 'entry 2 of Set S of allowed takes must be a whole number ≥ 1, got 0'],
		['octal', '0.8', 'Octal code 0.d1d2... must be an octal code such as 0.77, got "0.8" (0. and 1 to 16 digits from 0 to 7)'],
	])('%s: a bad parameter %j is named by its label on the screen, counting from 1', (id, typed, error) => {
		let state = labReducer(initLab(id), {type: 'edit'});
		state = labReducer(state, {type: 'type', text: ''});
		while (state.editing!.text !== '') state = labReducer(state, {type: 'erase'});
		state = labReducer(labReducer(state, {type: 'type', text: typed}), {type: 'apply'});
		expect(state.error).toBe(error);
		expect(linesText(labLines(state, {columns: 200, rows: 30}))).toContain(error);
		expect(state.table).not.toBeNull();
	});

	it('is on the menu; tab goes to the next game; p changes a parameter in place', async () => {
		const app = arcade({size: {columns: 100, rows: 30}});
		await waitForFrame(app, 'played perfectly');
		await sendKeyAndWaitFor(app, keys.up, /❯ [a-z] +Quit/);
		await sendKeyAndWaitFor(app, keys.up, /❯ [a-z] +Problems/);
		await sendKeyAndWaitFor(app, keys.up, /❯ [a-z] +Stats/);
		await sendKeyAndWaitFor(app, keys.up, /❯ [a-z] +Lab/);
		await sendKeyAndWaitFor(app, keys.enter, 'Lab · Kayles');
		let frame = await sendKeyAndWaitFor(app, '\t', "Lab · Dawson's Kayles");
		expect(frame).toContain('period 34 from n = 53');
		frame = await sendKeyAndWaitFor(app, '\t', 'Lab · Octal game');
		expect(frame).toContain('Octal code 0.d1d2...: 0.77');
		await sendKeyAndWaitFor(app, 'p', '0.77▏');
		for (let i = 0; i < 4; i++) app.stdin.write(keys.backspace);
		app.stdin.write('0.07');
		frame = await sendKeyAndWaitFor(app, keys.enter, 'Recomputed.');
		expect(frame).toContain('period 34 from n = 53');
		await sendKeyAndWaitFor(app, 'q', 'played perfectly');
	});

	it('opens from a game with g, on that game with its heaps marked, and goes back to the game', async () => {
		const app = arcade({start: {name: 'match', config: matchConfig({game: 'subtraction', heaps: [10, 11], set: [1, 3, 4]})}});
		await waitForFrame(app, 'your move');
		const frame = await sendKeyAndWaitFor(app, 'g', 'Lab · Subtraction game');
		expect(frame).toContain('Set S of allowed takes: 1,3,4');
		expect(frame).toContain("◂ the game's heaps: 10 11");
		expect(frame).toContain('period 7 from n = 0');
		await sendKeyAndWaitFor(app, 'q', 'your move');
	});

	it('exports to a fresh file, never over one, with a notice naming it', async () => {
		writeFileSync(join(dir, 'kayles-table.csv'), 'mine');
		const app = arcade({start: {name: 'lab'}});
		await waitForFrame(app, 'Lab · Kayles');
		await sendKeyAndWaitFor(app, 'x', 'Export as: t text · c CSV · j JSON · m Markdown');
		const frame = await sendKeyAndWaitFor(app, 'c', 'kayles-table-2.csv');
		const bytes = fs.statSync(join(dir, 'kayles-table-2.csv')).size;
		// The full path and the size, on the row just above the footer.
		const rows = frame.split('\n');
		expect(rows.at(-2)).toBe(` › Wrote ${join(dir, 'kayles-table-2.csv')} (${bytes.toLocaleString('en-US')} bytes).`);
		expect(rows.at(-1)).toContain('q back');
		expect(readFileSync(join(dir, 'kayles-table.csv'), 'utf8')).toBe('mine');
		expect(readFileSync(join(dir, 'kayles-table-2.csv'), 'utf8').split('\n').slice(0, 3)).toEqual(['n,value', '0,0', '1,1']);
		await sendKeyAndWaitFor(app, 'x', 'Export as');
		await sendKeyAndWaitFor(app, 'j', `Wrote ${join(dir, 'kayles-table.json')}`);
		expect(JSON.parse(readFileSync(join(dir, 'kayles-table.json'), 'utf8'))).toMatchObject({game: 'kayles', period: {preperiod: 71, period: 12}});
		expect(readdirSync(dir).sort()).toEqual(['kayles-table-2.csv', 'kayles-table.csv', 'kayles-table.json']);
	});

	it('says so in one line when the folder cannot be written, and nothing is lost', async () => {
		const app = arcade({start: {name: 'lab'}}, join(dir, 'no-such-folder'));
		await waitForFrame(app, 'Lab · Kayles');
		await sendKeyAndWaitFor(app, 'x', 'Export as');
		const frame = await sendKeyAndWaitFor(app, 'm', 'nothing was written.');
		expect(frame.replace(/\s+/g, ' ')).toContain(
			`› Could not write ${join(dir, 'no-such-folder', 'kayles-table.md')} (ENOENT: no such file or folder); nothing was written.`,
		);
		expect(frame).toContain('Lab · Kayles');
	});

	it('a disk that fills partway: the cut file is removed and the notice says so, naming it', async () => {
		// 1 KB goes out, then the disk is full.
		const full: ExportFs = {
			...fs,
			writeSync: ((fd: number, data: Uint8Array | string, offset?: number, length?: number) => {
				const bytes = typeof data === 'string' ? Buffer.from(data) : data;
				const from = typeof data === 'string' ? 0 : (offset ?? 0);
				const asked = typeof data === 'string' ? bytes.length : (length ?? bytes.length - from);
				const room = 1000 - fs.fstatSync(fd).size;
				if (room <= 0) throw Object.assign(new Error('ENOSPC: simulated'), {code: 'ENOSPC'});
				return fs.writeSync(fd, bytes, from, Math.min(asked, room));
			}) as unknown as ExportFs['writeSync'],
		};
		const app = arcade({start: {name: 'lab'}}, dir, full);
		await waitForFrame(app, 'Lab · Kayles');
		await sendKeyAndWaitFor(app, 'x', 'Export as');
		const frame = await sendKeyAndWaitFor(app, 't', 'nothing was kept.');
		expect(frame.replace(/\s+/g, ' ')).toContain(`› Could not write ${join(dir, 'kayles-table.txt')} (ENOSPC: no space left on the disk); nothing was kept.`);
		expect(frame).not.toContain('Wrote');
		expect(readdirSync(dir)).toEqual([]);
	});
});

describe('the lab from a setup screen', () => {
	it('g opens the lab with the parameters as set, and esc comes back to the setup', async () => {
		const app = arcade({start: {name: 'setup', id: 'subtraction'}});
		await waitForFrame(app, 'Subtraction game · new game');
		const frame = await sendKeyAndWaitFor(app, 'g', 'Lab · Subtraction game');
		expect(frame).toContain('Set S of allowed takes: 1,3,4');
		await sendKeyAndWaitFor(app, keys.escape, 'Subtraction game · new game');
	});
});

describe('the lab in the smallest terminal', () => {
	it.each(['kayles', 'subtraction', 'wythoff', 'corners', 'octal'])('%s fits 60×16', game => {
		const size = {columns: 60, rows: 16};
		const text = linesText(labLines(initLab(game, [5n]), size));
		const rows = text.split('\n');
		expect(rows).toHaveLength(16);
		for (const row of rows) expect([...row].length).toBeLessThanOrEqual(60);
		expect(rows[15]).toContain('q back');
	});
});
