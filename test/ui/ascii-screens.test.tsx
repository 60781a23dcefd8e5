/**
 * With ascii on, nothing is drawn outside ASCII but Chinese text itself (wide
 * everywhere): every game's board with its hint, and the screens around play
 * (setup, the trainer and its list, Stats, the menu), in English and Chinese.
 */
import {afterEach, describe, expect, test} from 'vitest';
import stringWidth from 'string-width';
import {stripVTControlCharacters} from 'node:util';
import {games, lookupGame} from '../../source/engine/catalog.js';
import {setLanguage, type Language} from '../../source/i18n/language.js';
import {setAscii} from '../../source/ui/glyphs.js';
import type {Screen} from '../../source/ui/app-state.js';
import {matchConfig, press, renderArcade, waitForFrame} from './helpers.js';
import type {JsonObject} from '../../source/engine/types.js';

afterEach(() => {
	setLanguage('en');
	setAscii(false);
});

/** The characters of a frame a CJK terminal may draw two columns wide: neither printable ASCII nor wide. */
function ambiguous(frame: string): string[] {
	return [...new Set([...stripVTControlCharacters(frame)].filter(c => c !== '\n' && !/[\x20-\x7e]/.test(c) && stringWidth(c) !== 2))];
}

const languages: readonly Language[] = ['en', 'zh-CN'];
const size = {columns: 80, rows: 24};

// The boards in Chinese, for whom ascii is made (a game whose explanations have no Chinese yet falls back to English, so both are read).
describe('in Chinese with ascii on', () => {
	test.each(games.map(game => game.id))('the board of %s, with its hint', async id => {
		setLanguage('zh-CN');
		const game = lookupGame(id)!;
		const example = game.examples[0]!.position as JsonObject;
		const app = renderArcade({size, ascii: true, start: {name: 'match', config: matchConfig(example, {hints: true})}});
		const frame = await waitForFrame(app, f => f.trim() !== '');
		expect(ambiguous(frame), frame).toEqual([]);
		// The hint's whole explanation, with its marks on the board.
		const hint = await press(app, 'e');
		expect(ambiguous(hint), hint).toEqual([]);
		for (const row of stripVTControlCharacters(hint).split('\n')) expect(stringWidth(row)).toBeLessThanOrEqual(size.columns);
		app.unmount();
	});
});

describe.each(languages)('in %s with ascii on', lang => {
	test.each<[string, Screen]>([
		['the menu', {name: 'menu'}],
		['the setup of Nim', {name: 'setup', id: 'nim'}],
		['the setup of Corners', {name: 'setup', id: 'corners'}],
		["the trainer's list", {name: 'trainerPick'}],
		['the trainer', {name: 'trainer', mode: 'nim'}],
		['Stats', {name: 'stats'}],
	])('%s', async (_, start) => {
		setLanguage(lang);
		const app = renderArcade({size, ascii: true, start});
		const frame = await waitForFrame(app, f => f.trim() !== '');
		expect(ambiguous(frame), frame).toEqual([]);
		const help = await press(app, '?');
		expect(ambiguous(help), help).toEqual([]);
		app.unmount();
	});
});
