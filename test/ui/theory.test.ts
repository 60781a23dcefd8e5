/**
 * The theory pages: every game states its winning rule and the theorem with
 * its sources, and works an example that the engine computes from the
 * game's classic positions; the pages turn and scroll within the window.
 */
import {beforeAll, describe, expect, it, test} from 'vitest';
import {games, lookupGame} from '../../source/engine/catalog.js';
import {linesText, lineWidth} from '../../source/ui/lines.js';
import {howToLines, howToPages, pageIndex, theoryBody, workedExample} from '../../source/ui/theory/pages.js';
import {pagesKey, pagesReducer} from '../../source/ui/theory/state.js';

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
