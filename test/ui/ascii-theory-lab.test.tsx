/**
 * With ascii on, the theory pages (every page), the glossary and the Lab
 * (every game's table) draw nothing outside ASCII but Chinese text itself,
 * in English and in Chinese, and every row fits the terminal.
 */
import {afterEach, describe, expect, test} from 'vitest';
import stringWidth from 'string-width';
import {stripVTControlCharacters} from 'node:util';
import {setLanguage, type Language} from '../../source/i18n/language.js';
import {setAscii} from '../../source/ui/glyphs.js';
import {howToPages} from '../../source/ui/theory/pages.js';
import {tableGames} from '../../source/engine/table.js';
import {renderArcade, sendKeyAndWaitFor, waitForFrame, type Rendered} from './helpers.js';

afterEach(() => {
	setLanguage('en');
	setAscii(false);
});

/** The characters of a frame a CJK terminal may draw two columns wide: neither printable ASCII nor wide. */
function ambiguous(frame: string): string[] {
	return [...new Set([...stripVTControlCharacters(frame)].filter(c => c !== '\n' && !/[\x20-\x7e]/.test(c) && stringWidth(c) !== 2))];
}

const size = {columns: 80, rows: 24};

function check(frame: string): void {
	expect(ambiguous(frame), frame).toEqual([]);
	for (const row of stripVTControlCharacters(frame).split('\n')) expect(stringWidth(row), row).toBeLessThanOrEqual(size.columns);
}

/** The header's page counter: "(3/18)", in Chinese with full-width parentheses. */
const counter = (page: number, lang: Language) => (lang === 'en' ? `(${page}/${howToPages.length})` : `（${page}/${howToPages.length}）`);

describe.each<Language>(['en', 'zh-CN'])('in %s with ascii on', lang => {
	test('every theory page and the glossary', async () => {
		setLanguage(lang);
		const app: Rendered = renderArcade({size, ascii: true, start: {name: 'howto'}});
		check(await waitForFrame(app, counter(1, lang)));
		for (let page = 2; page <= howToPages.length; page++) check(await sendKeyAndWaitFor(app, 'l', counter(page, lang)));
		check(await sendKeyAndWaitFor(app, 't', lang === 'en' ? 'N-position' : '必胜态'));
		app.unmount();
	});

	test("the Lab, every game's table", async () => {
		setLanguage(lang);
		const app: Rendered = renderArcade({size, ascii: true, start: {name: 'lab'}});
		let frame = await waitForFrame(app, f => f.includes(lang === 'en' ? 'Lab' : '实验室'));
		const seen = new Set<string>();
		for (let i = 0; i < tableGames.length; i++) {
			check(frame);
			const title = stripVTControlCharacters(frame).split('\n')[0]!;
			seen.add(title.split('   ')[0]!);
			frame = await sendKeyAndWaitFor(app, '\t', f => stripVTControlCharacters(f).split('\n')[0] !== title);
		}
		expect(seen.size).toBe(tableGames.length);
		app.unmount();
	});
});
