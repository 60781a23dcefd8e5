/**
 * The setup screen reads positions (the preview, a saved game offered for
 * resuming) without deciding them: a misère position whose search is long
 * is drawn at once, and no search runs on the UI thread for it. Searches
 * are counted by wrapping the engine's one search (`bruteSolve`).
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {emptyProgress, withSavedGame, type SavedGame} from '../../../source/progress/progress.js';
import type {ProgressStore} from '../../../source/progress/store.js';
import {lookupGame} from '../../../source/engine/catalog.js';
import {boardFor} from '../../../source/ui/boards/index.js';
import {resumeOf} from '../../../source/ui/setup/state.js';
import {renderArcade, waitForFrame} from '../helpers.js';

const searches = vi.hoisted(() => ({count: 0}));

vi.mock('../../../source/engine/solver.js', async original => {
	const solver = await original<typeof import('../../../source/engine/solver.js')>();
	return {
		...solver,
		bruteSolve: (...args: Parameters<typeof solver.bruteSolve>) => {
			searches.count++;
			return solver.bruteSolve(...args);
		},
	};
});

afterEach(() => {
	cleanup();
	searches.count = 0;
});

/** Misère Prime Nim 30 30 30, left with q: no closed theory, a search of about a second decides it. */
const saved: SavedGame = {position: {game: 'primes', heaps: [30, 29, 30], misere: true}, opponent: 'perfect', toMove: 0, hints: false, moves: 2};

function storeWith(game: SavedGame): ProgressStore {
	return {
		location: null,
		writable: false,
		load: () => ({progress: withSavedGame(emptyProgress(), 'primes', game), notice: null}),
		save: progress => ({progress, notice: null}),
	};
}

describe('the setup screen reads a misère position without searching it', () => {
	it('offers a saved misère game at once, its board drawn, with no search run', async () => {
		const app = renderArcade({store: storeWith(saved), start: {name: 'setup', id: 'primes'}});
		const frame = await waitForFrame(app, 'Resume the game you left');
		expect(frame).toContain('move 3 · your move · vs computer (perfect)');
		expect(frame).toMatch(/heap 2 │ ●+ +29/);
		expect(searches.count).toBe(0);
	});

	it('reads the resume offer of the largest game the search may decide, leaving the search to the first question', () => {
		const game = lookupGame('primes')!;
		// At the search's bound (its estimate is made before any search), reading it must not run it.
		const resume = resumeOf(game, boardFor('primes'), {...saved, position: {game: 'primes', heaps: [4590], misere: true}}, true);
		expect(resume?.about).toBe('move 3 · your move · vs computer (perfect)');
		expect(searches.count).toBe(0);
	});
});
