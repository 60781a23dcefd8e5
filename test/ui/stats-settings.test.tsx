/** The Stats screen's language (`l`) and ASCII (`a`) settings: the whole arcade redrawn at once, saved; `--ascii` for one session. */
import {afterEach, describe, expect, test} from 'vitest';
import stringWidth from 'string-width';
import {stripVTControlCharacters} from 'node:util';
import {emptyProgress, type Progress} from '../../source/progress/progress.js';
import type {ProgressStore} from '../../source/progress/store.js';
import {language, setLanguage} from '../../source/i18n/language.js';
import {asciiOn, setAscii} from '../../source/ui/glyphs.js';
import {renderArcade, sendKeyAndWaitFor, waitForFrame} from './helpers.js';

afterEach(() => {
	setLanguage('en');
	setAscii(false);
});

/** A store that keeps every progress saved. */
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

const plain = (frame: string) => stripVTControlCharacters(frame);

/** The characters of a frame that are neither printable ASCII nor wide (Chinese): what a CJK terminal may draw two columns wide. */
function ambiguous(frame: string): string[] {
	return [...new Set([...plain(frame)].filter(c => c !== '\n' && !/[\x20-\x7e]/.test(c) && stringWidth(c) !== 2))];
}

describe('l on the Stats screen', () => {
	test('switches the whole arcade to Chinese at once and saves it; l again switches back', async () => {
		const store = recordingStore();
		const app = renderArcade({start: {name: 'stats'}, store});
		await waitForFrame(app, 'Language: English (l: 中文)');
		const chinese = await sendKeyAndWaitFor(app, 'l', '游戏厅现在说中文');
		expect(language()).toBe('zh-CN');
		expect(store.saved.at(-1)?.language).toBe('zh-CN');
		// The Stats screen itself is redrawn in Chinese, its table and settings included.
		for (const words of ['统计', '你的记录', '对局', '配色：默认（t 切换）', '语言：中文（l：English）', '巴什博弈']) expect(chinese).toContain(words);
		// And so is every other screen: the menu, as q leaves.
		const menu = await sendKeyAndWaitFor(app, 'q', '公平组合游戏');
		expect(menu).toContain('巴什博弈');
		app.unmount();
		const again = renderArcade({start: {name: 'stats'}, store});
		await waitForFrame(again, '你的记录');
		const english = await sendKeyAndWaitFor(again, 'l', 'The arcade speaks English now');
		expect(english).toContain('Stats · your record');
		expect(language()).toBe('en');
		expect(store.saved.at(-1)?.language).toBe('en');
		again.unmount();
	});
});

describe('a on the Stats screen, and --ascii', () => {
	test('a draws every glyph as ASCII at once, on every screen, and saves it', async () => {
		const store = recordingStore();
		const app = renderArcade({start: {name: 'stats'}, store});
		const before = await waitForFrame(app, 'glyphs: as they are (a: ASCII only)');
		expect(ambiguous(before).length).toBeGreaterThan(0);
		const after = await sendKeyAndWaitFor(app, 'a', 'glyphs: ASCII only (a: as they are)');
		expect(store.saved.at(-1)?.ascii).toBe(true);
		expect(asciiOn()).toBe(true);
		expect(ambiguous(after)).toEqual([]);
		const menu = await sendKeyAndWaitFor(app, 'q', 'impartial games');
		expect(ambiguous(menu)).toEqual([]);
		expect(plain(menu)).toMatch(/^\+-+\+/);
		app.unmount();
	});

	test('the saved setting draws in ASCII from the first frame, in Chinese too', async () => {
		setLanguage('zh-CN');
		const app = renderArcade({store: recordingStore({...emptyProgress(), ascii: true})});
		const menu = await waitForFrame(app, '公平组合游戏');
		expect(ambiguous(menu)).toEqual([]);
		app.unmount();
	});

	test('--ascii wins over the setting for the session; a saves the setting and says so', async () => {
		const store = recordingStore();
		const app = renderArcade({start: {name: 'stats'}, store, ascii: true});
		const frame = await waitForFrame(app, 'glyphs: ASCII only (--ascii)');
		expect(ambiguous(frame)).toEqual([]);
		await sendKeyAndWaitFor(app, 'a', 'Started with --ascii');
		expect(store.saved.at(-1)?.ascii).toBe(true);
		expect(asciiOn()).toBe(true);
		app.unmount();
	});
});
