/**
 * Every screen's `?` help comes from the key map its input handler reads:
 * per screen, the keys the help lists are exactly the keys the handler takes
 * (every key name and every printable character tried), and the help screen
 * shows a line for each binding.
 */
import {describe, expect, it, test} from 'vitest';
import {charRange, helpEntries, keyAction, keyLabel, mappedKeys, type KeyMap} from '../../source/ui/key-map.js';
import type {KeyName} from '../../source/ui/keys.js';
import {helpLines, type ScreenName} from '../../source/ui/screens/help-layout.js';
import {linesText} from '../../source/ui/lines.js';
import {menuKeys} from '../../source/ui/screens/menu.js';
import {setupAction, setupKeys} from '../../source/ui/setup/use-setup-input.js';
import {matchAction, matchKeys} from '../../source/ui/match/use-match-input.js';
import {endKeys} from '../../source/ui/screens/end-layout.js';
import {pagesKey, pagesKeys} from '../../source/ui/theory/state.js';
import {reviewKeys} from '../../source/ui/review/layout.js';
import {pickKey, pickKeys} from '../../source/ui/trainer/pick-state.js';
import {trainerAction, trainerKeys} from '../../source/ui/trainer/use-trainer-input.js';
import {statsKey, statsKeys} from '../../source/ui/stats/state.js';
import {labKey, labKeyMaps} from '../../source/ui/lab/keys.js';
import {courseKeys} from '../../source/ui/course/keys.js';

/** Every key name keyNames gives, and every printable character. */
const universe: readonly KeyName[] = [
	'up',
	'down',
	'left',
	'right',
	'enter',
	'escape',
	'backspace',
	'space',
	'tab',
	'pageup',
	'pagedown',
	'home',
	'end',
	...charRange('!', '~'),
];

/** Each screen: its key map (what `?` lists) and the function its input handler calls for a key. */
const screens: ReadonlyArray<readonly [ScreenName, KeyMap<unknown, never>, (name: KeyName) => unknown]> = [
	['menu', menuKeys, name => keyAction(menuKeys, name, undefined)],
	['setup', setupKeys, setupAction],
	['match', matchKeys, matchAction],
	['end', endKeys, name => keyAction(endKeys, name, undefined)],
	['howto', pagesKeys, name => pagesKey(name, 5, 10, 20)],
	['review', reviewKeys, name => keyAction(reviewKeys, name, {page: 10, max: 20})],
	['trainerPick', pickKeys, name => pickKey(name, 5)],
	['trainer', trainerKeys, trainerAction],
	['stats', statsKeys, name => statsKey(name, 10, 20)],
	['course', courseKeys, name => keyAction(courseKeys, name, undefined)],
	['lab', labKeyMaps.browse, name => labKey('browse', name, {perRow: 10, shift: false})],
	['lab', labKeyMaps.edit, name => labKey('edit', name, {perRow: 10, shift: false})],
	['lab', labKeyMaps.export, name => labKey('export', name, {perRow: 10, shift: false})],
];

describe('the help lists exactly the keys each screen handles', () => {
	test.each(screens)('%s', (screen, map, handle) => {
		const handled = universe.filter(name => handle(name) !== null).sort();
		expect(handled).toEqual([...mappedKeys(map)].sort());
		// ? is the app's help on every screen, never a screen's own key.
		expect(handled).not.toContain('?');
		const help = linesText(helpLines({screen}, {columns: 200, rows: 80}));
		for (const [keys, action] of helpEntries(map)) {
			expect(help).toContain(keys);
			expect(help).toContain(action);
		}
	});

	it('no key is claimed by two bindings of one screen (the second would never act)', () => {
		for (const [screen, map] of screens) {
			const seen = new Map<KeyName, number>();
			map.forEach((binding, i) => {
				for (const key of binding.keys) {
					expect({screen, key, first: seen.get(key)}).toEqual({screen, key, first: undefined});
					seen.set(key, i);
				}
			});
		}
	});

	it('the menu no longer lists keys that do nothing (1-9, esc)', () => {
		const help = linesText(helpLines({screen: 'menu'}, {columns: 100, rows: 40}));
		expect(help).not.toContain('1-9');
		expect(help).not.toMatch(/\besc\b/);
		expect(keyAction(menuKeys, 'escape', undefined)).toBeNull();
		expect(keyAction(menuKeys, '1', undefined)).toBeNull();
	});
});

describe('key labels are made from the keys', () => {
	test.each([
		[['up', 'k'], '↑  k'],
		[['up', 'down', 'k', 'j'], '↑↓  k  j'],
		[['up', 'down', 'left', 'right', 'h', 'j', 'k', 'l'], '↑↓←→  h  j  k  l'],
		[charRange('0', '9'), '0-9'],
		[['pageup', 'b'], 'pgup  b'],
		[['q', 'escape'], 'esc  q'],
		[[...charRange('a', 'i'), 'l', 'm', 'n', 'o', 'p', 'r', 's'], 'a-i  l-p  r  s'],
	] as const)('%j → %j', (keys, label) => {
		expect(keyLabel(keys)).toBe(label);
	});
});
