/** Themes: default, high contrast and none, chosen on the Stats screen or by --theme, saved; NO_COLOR wins over all. */
import {describe, expect, test} from 'vitest';
import {effectiveTheme, nextTheme, noColorAsked, themeNames, themes, toneStyle} from '../../source/ui/theme.js';
import {emptyProgress, type Progress} from '../../source/progress/progress.js';
import type {ProgressStore} from '../../source/progress/store.js';
import {renderArcade, waitForFrame} from './helpers.js';

describe('the tones of each theme', () => {
	test('high contrast: the cursor, the selection and the hint inverse and bold; nothing dim', () => {
		const hc = themes['high-contrast'];
		for (const tone of ['cursor', 'hint', 'select'] as const) expect(hc[tone]).toMatchObject({bold: true, inverse: true});
		for (const style of Object.values(hc)) expect(style.dimColor).toBeUndefined();
		expect(toneStyle('high-contrast', 'dim')).toEqual({});
	});

	test('none: no colour and no style at all', () => {
		for (const style of Object.values(themes.none)) expect(style).toEqual({});
	});

	test('the default keeps its colours', () => {
		expect(toneStyle('default', 'cursor')).toEqual({color: 'cyan', bold: true});
		expect(toneStyle('default', 'dim')).toEqual({dimColor: true});
		expect(toneStyle('default', undefined)).toEqual({});
	});

	test('NO_COLOR (or FORCE_COLOR=0, --no-color) wins over any theme', () => {
		for (const theme of themeNames) expect(effectiveTheme(theme, true)).toBe('none');
		expect(effectiveTheme('high-contrast', false)).toBe('high-contrast');
		expect(noColorAsked({NO_COLOR: '1'})).toBe(true);
		expect(noColorAsked({FORCE_COLOR: '0'})).toBe(true);
		expect(noColorAsked({NO_COLOR: ''})).toBe(false);
		expect(noColorAsked({})).toBe(false);
	});

	test('the Stats screen cycles default → high contrast → none → default', () => {
		expect(nextTheme('default')).toBe('high-contrast');
		expect(nextTheme('high-contrast')).toBe('none');
		expect(nextTheme('none')).toBe('default');
	});
});

/** A store that keeps the last progress saved. */
function recordingStore(start: Progress = emptyProgress()): ProgressStore & {saved: Progress[]} {
	const saved: Progress[] = [];
	return {
		location: '/nowhere/progress.json',
		writable: true,
		saved,
		load: () => ({progress: start, notice: null}),
		save(progress) {
			saved.push(progress);
			return {progress, notice: null};
		},
	};
}

describe('choosing the theme and the mouse', () => {
	test('t on the Stats screen changes the theme and saves it; m switches the mouse', async () => {
		const store = recordingStore();
		const asked: boolean[] = [];
		const app = renderArcade({start: {name: 'stats'}, store, onMouseMode: on => asked.push(on)});
		await waitForFrame(app, 'Theme: default');
		app.stdin.write('t');
		await waitForFrame(app, 'Theme: high contrast (t changes it)');
		expect(store.saved.at(-1)?.theme).toBe('high-contrast');
		app.stdin.write('m');
		await waitForFrame(app, 'mouse: off (m turns it on)');
		expect(store.saved.at(-1)?.mouse).toBe(false);
		// The terminal is told: reporting on at the start, off now.
		expect(asked).toEqual([true, false]);
		app.unmount();
	});

	test('--theme is used and saved; with NO_COLOR the line says there are no colours', async () => {
		const store = recordingStore();
		const app = renderArcade({start: {name: 'stats'}, store, theme: 'none', noColor: true});
		await waitForFrame(app, 'Theme: none (no colours) (NO_COLOR: no colours)');
		expect(store.saved.at(-1)?.theme).toBe('none');
		app.unmount();
	});

	test('the arcade asks for the mouse as the setting says, and not with --no-mouse', async () => {
		const asked: boolean[] = [];
		const on = renderArcade({store: recordingStore({...emptyProgress(), mouse: false}), onMouseMode: m => asked.push(m)});
		await waitForFrame(on, 'impartial games');
		expect(asked).toEqual([false]);
		on.unmount();
		const flagged: boolean[] = [];
		const off = renderArcade({noMouse: true, onMouseMode: m => flagged.push(m)});
		await waitForFrame(off, 'impartial games');
		expect(flagged).toEqual([false]);
		off.unmount();
		const plain: boolean[] = [];
		const app = renderArcade({onMouseMode: m => plain.push(m)});
		await waitForFrame(app, 'impartial games');
		expect(plain).toEqual([true]);
		app.unmount();
	});
});
