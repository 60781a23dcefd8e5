/** The setup screen's lines: what the size means, and a long error shown whole. */
import {describe, expect, it} from 'vitest';
import {lookupGame} from '../../../source/engine/catalog.js';
import {boardFor} from '../../../source/ui/boards/index.js';
import {linesText, lineWidth} from '../../../source/ui/lines.js';
import {setupLines} from '../../../source/ui/setup/layout.js';
import {initSetup, setupReducer, type SetupKey, type SetupState} from '../../../source/ui/setup/state.js';

function setup(id: string): SetupState {
	return initSetup({game: lookupGame(id)!, board: boardFor(id), seed: 1});
}

function keys(state: SetupState, ...list: SetupKey[]): SetupState {
	return list.reduce((s, key) => setupReducer(s, {type: 'key', key}), state);
}

describe('the setup screen', () => {
	it('says what the size of a random start is', () => {
		for (const size of [
			{columns: 80, rows: 24},
			{columns: 100, rows: 30},
		]) {
			const lines = setupLines(setup('nim'), size);
			expect(linesText(lines)).toMatch(/Size +4 of 10 \(how big a random start is\)/);
			for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(size.columns);
		}
		// On the size row itself, at 80 columns.
		const focused = linesText(setupLines(keys(setup('nim'), {kind: 'down'}), {columns: 80, rows: 24}));
		expect(focused).toMatch(/▶ Size +◀ 4 of 10 \(how big a random start is\) ▶/);
	});

	it('shows a long error whole, on two lines, with its example and the value typed', () => {
		// The octal code field: the code's last digit becomes 8.
		const typed = keys(setup('octal'), {kind: 'down'}, {kind: 'down'}, {kind: 'backspace'}, {kind: 'char', char: '8'});
		expect(typed.field).toBe('param:code');
		const lines = setupLines(typed, {columns: 80, rows: 24});
		expect(lines).toHaveLength(23);
		for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(80);
		const text = linesText(lines).replace(/\s+/g, ' ');
		expect(text).toContain('must be an octal code such as 0.77, got "0.78" (0. and 1 to 16 digits from 0 to 7)');
	});

	it('shows a coin rule whole in the preview, wrapped (100×30 and wider)', () => {
		for (const size of [
			{columns: 100, rows: 30},
			{columns: 90, rows: 30},
		]) {
			const lines = setupLines(setup('coins'), size);
			for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(size.columns);
			const text = linesText(lines).replace(/[│\s]+/g, ' ');
			expect(text).toContain('Mock Turtles: turn one, two or three coins. The rightmost coin turned must go from heads to tails.');
		}
	});
});
