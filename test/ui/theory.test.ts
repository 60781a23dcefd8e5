/**
 * The theory pages: every game states its winning rule and the theorem with
 * its sources, and works an example that the engine computes from the
 * game's classic positions; the pages turn and scroll within the window.
 */
import {afterEach, beforeAll, beforeEach, describe, expect, it, test} from 'vitest';
import {games, lookupGame} from '../../source/engine/catalog.js';
import {linesText, lineWidth} from '../../source/ui/lines.js';
import {howToLines, howToPages, pageIndex, theoryBody, workedExample} from '../../source/ui/theory/pages.js';
import {pagesKey, pagesReducer} from '../../source/ui/theory/state.js';
import {glossaryBody} from '../../source/ui/theory/glossary.js';
import {setLanguage} from '../../source/i18n/language.js';
import {theoryGames} from '../../source/i18n/theories/en.js';
import {zhCN as theoriesZh} from '../../source/i18n/theories/zh-CN.js';
import {glossaryTerms, terms} from '../../source/i18n/glossary/terms.js';

// The worked examples are worded in the language in force: these tests read them in English, whatever a test before them left set.
beforeEach(() => setLanguage('en'));

beforeAll(async () => {});

describe('every game', () => {
	test.each(games.map(game => [game.id]))('%s has a theory: rule, theorem, sources, an example to work', id => {
		const game = lookupGame(id)!;
		const theory = game.theory!;
		expect(theory.rule.length).toBeGreaterThan(40);
		expect(theory.theorem.length).toBeGreaterThanOrEqual(2);
		expect(theory.sources.length).toBeGreaterThan(10);
		expect(game.examples[theory.example ?? 0]).toBeDefined();
		const example = workedExample(game)!;
		expect(example).not.toBeNull();
		expect(example.explanation.length).toBeGreaterThan(0);
		if (example.outcome === 'N') {
			expect(example.engineWords).not.toBeNull();
			if (example.winning !== null) expect(example.winning).toContain(example.engineWords);
		}
	});

	test.each([
		['nim', ['Bouton', 'nim-sum', 'mex', 'Misère']],
		['bash', ['m + 1', 'Bachet']],
		['wythoff', ['⌊kφ⌋', 'Beatty', '⌊√(5k²)⌋', 'Wythoff']],
		['fibonacci', ['Zeckendorf', 'Whinihan', 'HDU 2516']],
		['ktimes', ['HDU 2486', 'below x/k', 'powers of two', 'Fibonacci']],
		['subtraction', ['mex', 'Sprague-Grundy', 'Golomb', 'period']],
		['primes', ['n mod 4', 'no prime']],
		['coins', ['mock-turtles', 'odious', 'ruler', 'twins', 'subtract3', 'consecutive', 'one-or-two', 'single', 'Lenstra']],
		['staircase', ['Staircase Nim', 'POJ 1704', 'pair']],
		['corners', ['nim product', 'Tartan', 'HDU 3404']],
		['tree', ['colon principle', 'Hackenbush', 'stalk']],
		['graph', ['mex', 'Sprague-Grundy', 'sinks']],
		['sum', ['Sprague-Grundy', 'XOR', 'mex']],
	])('%s names its theorem and sources', (id, words) => {
		const game = lookupGame(id)!;
		const text = [game.theory!.rule, ...game.theory!.theorem, game.theory!.sources].join(' ');
		for (const word of words) expect(text).toContain(word);
	});
});

describe('the worked example', () => {
	it('is computed by the engine: 7 9 12 15 with its three winning moves', () => {
		const example = workedExample(lookupGame('nim')!)!;
		expect(example.label).toContain('7 9 12 15');
		expect(example.grundy).toBe(13n);
		expect(example.winning).toEqual(['take 5 from heap 2 (9 → 4)', 'take 11 from heap 3 (12 → 1)', 'take 13 from heap 4 (15 → 2)']);
		const text = linesText(theoryBody(lookupGame('nim')!, 80));
		expect(text).toContain('Worked example: Four heaps: 7 9 12 15');
		expect(text).toContain('Grundy value 13: the player to move wins.');
		expect(text).toContain('nim-sum = 1101  (13)');
		expect(text.replace(/\s+/g, ' ')).toContain(
			'All 3 winning moves: take 5 from heap 2 (9 → 4) · take 11 from heap 3 (12 → 1) · take 13 from heap 4 (15 → 2).',
		);
	});

	it('says so for a lost example', () => {
		const text = linesText(theoryBody(lookupGame('bash')!, 80));
		expect(text).toContain('Grundy value 0: the player to move loses.');
		expect(text).toContain('there is no winning move');
	});
});

describe('the pages', () => {
	it('are the overview, then every game, and a game opens at its own page', () => {
		expect(howToPages).toEqual(['overview', ...games.map(game => game.id)]);
		expect(pageIndex('corners')).toBe(howToPages.indexOf('corners'));
		expect(pageIndex(undefined)).toBe(0);
		expect(pageIndex('chess')).toBe(0);
	});

	test.each([
		{columns: 80, rows: 24},
		{columns: 60, rows: 16},
		{columns: 120, rows: 40},
	])('fit %o at every page and offset', size => {
		for (let page = 0; page < howToPages.length; page++) {
			const top = howToLines(page, 0, size);
			const bottom = howToLines(page, top.maxOffset, size);
			for (const layout of [top, bottom]) {
				expect(layout.lines).toHaveLength(size.rows - 1);
				for (const l of layout.lines) expect(lineWidth(l)).toBeLessThanOrEqual(size.columns);
			}
			expect(linesText(bottom.lines)).toContain(page === 0 ? 'Mixed arena' : 'Sources:');
		}
	});

	it('turn with ←→ (back to the top) and scroll with ↑↓, within bounds', () => {
		let s = {page: 1, offset: 0, back: false};
		s = pagesReducer(s, pagesKey('down', howToPages.length, 10, 30)!);
		s = pagesReducer(s, pagesKey('space', howToPages.length, 10, 30)!);
		expect(s.offset).toBe(11);
		s = pagesReducer(s, pagesKey('end', howToPages.length, 10, 30)!);
		expect(s.offset).toBe(30);
		s = pagesReducer(s, pagesKey('right', howToPages.length, 10, 30)!);
		expect(s).toEqual({page: 2, offset: 0, back: false});
		s = pagesReducer(s, pagesKey('left', howToPages.length, 10, 30)!);
		s = pagesReducer(s, pagesKey('left', howToPages.length, 10, 30)!);
		s = pagesReducer(s, pagesKey('left', howToPages.length, 10, 30)!);
		expect(s.page).toBe(0);
		s = pagesReducer(s, pagesKey('up', howToPages.length, 10, 30)!);
		expect(s.offset).toBe(0);
		expect(pagesReducer(s, pagesKey('q', howToPages.length, 10, 30)!).back).toBe(true);
		expect(pagesKey('x', howToPages.length, 10, 30)).toBeNull();
	});
});

describe('the glossary', () => {
	afterEach(() => setLanguage('en'));

	it('opens over any page with t, scrolls alone, and t, q or esc close it where the page was', () => {
		let s: ReturnType<typeof pagesReducer> = {page: 3, offset: 7, back: false};
		s = pagesReducer(s, pagesKey('t', howToPages.length, 10, 30)!);
		expect(s.glossary).toEqual({offset: 0});
		s = pagesReducer(s, pagesKey('down', howToPages.length, 10, 30)!);
		expect(s).toMatchObject({page: 3, offset: 7, glossary: {offset: 1}});
		// The pages do not turn under it.
		expect(pagesReducer(s, pagesKey('right', howToPages.length, 10, 30)!)).toBe(s);
		for (const key of ['t', 'q', 'escape']) {
			const closed = pagesReducer(s, pagesKey(key, howToPages.length, 10, 30)!);
			expect(closed).toEqual({page: 3, offset: 7, back: false});
		}
	});

	it('lists every term in both languages, the one in force first, and says which names are not settled', () => {
		expect(terms.map(term => term.id)).toEqual([...glossaryTerms]);
		for (const [lang, first] of [
			['en', 'N-position · 必胜态'],
			['zh-CN', '必胜态 · N-position'],
		] as const) {
			setLanguage(lang);
			const text = linesText(glossaryBody(80));
			expect(text).toContain(first);
			for (const term of terms) {
				expect(text).toContain(term.zh);
				expect(text).toContain(term.en);
			}
			for (const word of ['巴什博弈', '威佐夫博弈', '奇异局势', 'Green Hackenbush', 'Kayles 保龄球游戏', '八进制游戏', '反常 Nim', 'Nim 积'])
				expect(text).toContain(word);
		}
		expect(linesText(glossaryBody(80)).replace(/\s+/g, '')).toContain('没有固定的译名');
		// The staircase's heaps as the explanation pairs the chips, not '隔一个的间隔'.
		expect(linesText(glossaryBody(80)).replace(/\s+/g, '')).toContain('每一对之间的空格数');
		setLanguage('en');
		expect(linesText(glossaryBody(80)).replace(/\s+/g, ' ')).toContain('Kayles and octal games have no settled Chinese name');
	});

	it("is named in the pages' footer and drawn in their frame", () => {
		const size = {columns: 80, rows: 24};
		expect(linesText(howToLines(0, 0, size).lines)).toContain('t glossary');
		const glossary = howToLines(4, 0, size, true);
		expect(linesText(glossary.lines)).toContain('How to play · Glossary');
		expect(glossary.lines).toHaveLength(size.rows - 1);
		expect(glossary.maxOffset).toBeGreaterThan(0);
		const bottom = howToLines(4, glossary.maxOffset, size, true);
		expect(linesText(bottom.lines).replace(/\s+/g, ' ')).toContain('no settled Chinese name');
	});
});

describe('in Chinese', () => {
	afterEach(() => setLanguage('en'));

	it('the catalog words every game of the catalog', () => {
		expect([...theoryGames]).toEqual(games.map(game => game.id));
		// The proofs keep their paragraphs.
		for (const game of games) expect(theoriesZh[`${game.id as (typeof theoryGames)[number]}Why`].split('\n\n')).toHaveLength(game.theory!.theorem.length);
	});

	it('a page is worded in Chinese, with the name the Chinese notes use once', () => {
		setLanguage('zh-CN');
		const text = linesText(theoryBody(lookupGame('bash')!, 80)).replace(/\n\s*/g, '');
		for (const words of [
			'巴什博弈',
			'规则',
			'必胜策略',
			'证明',
			'例子：经典局面：20 个石子，每次取 1 到 3 个',
			'SG 值为 0：先手必败。',
			'没有必胜的走法',
			'来源：C. G. Bachet',
		]) {
			expect(text).toContain(words);
		}
		expect(text.split('巴士博弈')).toHaveLength(2);
		const nim = linesText(theoryBody(lookupGame('nim')!, 80)).replace(/\n\s*/g, '');
		expect(nim).toContain('SG 值为 13：先手必胜。');
		// Spaces apart (the list wraps at one of its own).
		expect(nim.replace(/\s+/g, '')).toContain('全部3种必胜走法：从第2堆取5个（9→4）·从第3堆取11个（12→1）·从第4堆取13个（15→2）。');
		// The English page is as it was: the cache of laid-out pages is by language.
		setLanguage('en');
		expect(linesText(theoryBody(lookupGame('bash')!, 80))).toContain('Grundy value 0: the player to move loses.');
	});
});
