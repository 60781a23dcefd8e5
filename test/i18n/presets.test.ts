/**
 * The setup screen's presets (each game's `examples`) in Chinese: every
 * example of every game has a label in the presets catalog, whose English is
 * the engine's own word for word, and the setup screen shows it.
 */
import {afterEach, describe, expect, test} from 'vitest';
import stringWidth from 'string-width';
import {games, lookupGame} from '../../source/engine/catalog.js';
import {en} from '../../source/i18n/presets/en.js';
import {presetKey, presetLabel} from '../../source/i18n/presets/index.js';
import {zhCN} from '../../source/i18n/presets/zh-CN.js';
import {setLanguage} from '../../source/i18n/language.js';
import {theoryText} from '../../source/i18n/theories/index.js';
import {boardFor} from '../../source/ui/boards/index.js';
import {linesText} from '../../source/ui/lines.js';
import {setupLines} from '../../source/ui/setup/layout.js';
import {initSetup, setupReducer, sourceLabel} from '../../source/ui/setup/state.js';

afterEach(() => setLanguage('en'));

const english = en as Readonly<Record<string, string>>;
const chinese = zhCN as Readonly<Record<string, string | undefined>>;

describe.each(games.map(game => [game.id, game] as const))('the presets of %s', (_, game) => {
	test('has a catalog label for every example, the engine words in English', () => {
		expect(game.examples.length).toBeGreaterThan(0);
		game.examples.forEach((example, index) => {
			const key = presetKey(game.id, index);
			expect(english[key], key).toBe(example.label);
			expect(chinese[key], key).toMatch(/[\u4e00-\u9fff]/);
		});
	});

	test('shows the Chinese label under zh-CN and the engine label under en', () => {
		game.examples.forEach((example, index) => {
			expect(presetLabel(game, index)).toBe(example.label);
			setLanguage('zh-CN');
			expect(presetLabel(game, index)).toBe(chinese[presetKey(game.id, index)]);
			setLanguage('en');
		});
	});
});

test('the catalog names no example the engine does not have', () => {
	const keys = new Set(games.flatMap(game => game.examples.map((_, index) => presetKey(game.id, index))));
	expect(Object.keys(english).filter(key => !keys.has(key))).toEqual([]);
});

test("the theory page's worked example and its preset are worded alike in Chinese", () => {
	setLanguage('zh-CN');
	for (const game of games) {
		const index = game.theory?.example ?? 0;
		expect(presetLabel(game, index), game.id).toBe(theoryText(game.id, 'Example', game.examples[index]!.label));
	}
});

test('a preset whose engine label changed keeps the engine words rather than a stale translation', () => {
	const nim = lookupGame('nim')!;
	const changed = {...nim, examples: nim.examples.map((example, i) => (i === 0 ? {...example, label: 'Four heaps: 1 2 3 4'} : example))};
	setLanguage('zh-CN');
	expect(presetLabel(changed, 0)).toBe('Four heaps: 1 2 3 4');
	expect(presetLabel(changed, 1)).toBe(zhCN.nim1);
});

test('the setup screen cycles through the Chinese presets within 80 columns', () => {
	setLanguage('zh-CN');
	for (const id of ['nim', 'coins']) {
		const game = lookupGame(id)!;
		let state = initSetup({game, board: boardFor(id), seed: 1});
		for (let index = 0; index < game.examples.length; index++) {
			for (let step = 0; step < 20 && state.source !== index + 1; step++) state = setupReducer(state, {type: 'key', key: {kind: 'right'}});
			expect(sourceLabel(game, state.source)).toBe(chinese[presetKey(id, index)]);
			const lines = linesText(setupLines(state, {columns: 80, rows: 24})).split('\n');
			expect(lines.join('\n')).toContain(chinese[presetKey(id, index)]);
			for (const line of lines) expect(stringWidth(line)).toBeLessThanOrEqual(80);
		}
	}
});

test("a coins preset in Chinese opens with its rule as the setup's rule row shows it, and lists numbers with 、", () => {
	const coins = lookupGame('coins')!;
	coins.examples.forEach((example, index) => {
		const label = chinese[presetKey('coins', index)]!;
		expect(label, label).toMatch(new RegExp(`^${(example.position as {rule: string}).rule}：`));
		expect(label, label).not.toMatch(/\d \d/);
	});
});
