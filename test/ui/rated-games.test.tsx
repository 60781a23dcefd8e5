/**
 * A game against the computer moves the concept's rating only when it says
 * something of the player's play: a loss from a lost start, without a
 * mistake, moves nothing; a loss that threw a win away does.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {conceptRecord} from '../../source/learn/learner-model.js';
import {lookupGame} from '../../source/engine/catalog.js';
import {fileStore} from '../../source/progress/store.js';
import {learnerOf, parseProgress, statsOf} from '../../source/progress/progress.js';
import {lostWithoutChance, type MatchRecord, type Turn} from '../../source/ui/match/state.js';
import {keys, matchConfig, press, renderArcade, sendKeyAndWaitFor, waitForFrame, waitUntil} from './helpers.js';

let root: string;
let dir: string;

beforeEach(() => {
	root = mkdtempSync(join(tmpdir(), 'game-arcade-rated-'));
	dir = join(root, 'game-arcade');
});

afterEach(() => {
	cleanup();
	rmSync(root, {recursive: true, force: true});
});

/** A finished Nim game from `start`, its heaps after each move given in turn (the player first), `winner` as given. */
function nimRecord(start: number[], after: number[][], winner: 0 | 1, resigned: 0 | 1 | null = null): MatchRecord {
	const game = lookupGame('nim')!;
	const positions = [start, ...after].map(heaps => game.parse({game: 'nim', heaps}, ''));
	const history: Turn[] = after.map((_, i) => ({
		before: positions[i],
		mover: (i % 2) as 0 | 1,
		move: null,
		json: null,
		words: '',
		past: '',
		hinted: false,
	}));
	return {config: matchConfig({game: 'nim', heaps: start}), history, final: positions.at(-1), winner, hintsUsed: false, resigned};
}

describe('a lost game and the rating', () => {
	it('is "without a chance" only when every position the player moved in was lost for them', () => {
		// 2, 2 is lost for the player; the computer keeps it so to the end.
		expect(
			lostWithoutChance(
				nimRecord(
					[2, 2],
					[
						[1, 2],
						[1, 1],
						[0, 1],
						[0, 0],
					],
					1,
				),
			),
		).toBe(true);
		// The computer slipped (2, 1 is won for the player), and the player threw it away.
		expect(
			lostWithoutChance(
				nimRecord(
					[3, 3],
					[
						[2, 3],
						[2, 1],
						[0, 1],
						[0, 0],
					],
					1,
				),
			),
		).toBe(false);
		// A won start lost.
		expect(
			lostWithoutChance(
				nimRecord(
					[1, 2],
					[
						[1, 0],
						[0, 0],
					],
					1,
				),
			),
		).toBe(false);
		// Resigned in a won position: a loss of the player's own making.
		expect(
			lostWithoutChance(
				nimRecord(
					[2, 2],
					[
						[1, 2],
						[1, 0],
					],
					1,
					0,
				),
			),
		).toBe(false);
		// Resigned where every line loses.
		expect(
			lostWithoutChance(
				nimRecord(
					[2, 2],
					[
						[1, 2],
						[1, 1],
					],
					1,
					0,
				),
			),
		).toBe(true);
		// A win is never this.
		expect(
			lostWithoutChance(
				nimRecord(
					[1, 2],
					[
						[1, 1],
						[0, 1],
						[0, 0],
					],
					0,
				),
			),
		).toBe(false);
	});

	it('a thrown-away win lowers the rating; a loss from a lost start without a mistake leaves it as it was', async () => {
		const saved = () => learnerOf(parseProgress(readFileSync(join(dir, 'progress.json'), 'utf8')));
		// From 5 the player can win (take 1); taking 3 leaves 2, and the computer takes them.
		const thrown = renderArcade({start: {name: 'match', config: matchConfig({game: 'bash', heap: 5, max: 3})}, store: fileStore({dir})});
		await waitForFrame(thrown, 'your move');
		await press(thrown, '3');
		await sendKeyAndWaitFor(thrown, keys.enter, 'Rematch');
		await waitUntil(() => saved().perfect.played === 1, 'the game against the perfect computer recorded');
		const after = conceptRecord(saved(), 'multiples');
		expect(after.rating).toBeLessThan(1500);
		cleanup();
		// From 4 every move loses: taking 1 is no mistake, and the loss moves nothing (the learner's updates are loaded by now: recorded at once).
		const lost = renderArcade({start: {name: 'match', config: matchConfig({game: 'bash', heap: 4, max: 3})}, store: fileStore({dir})});
		await waitForFrame(lost, 'your move');
		await press(lost, '1');
		await sendKeyAndWaitFor(lost, keys.enter, 'Rematch');
		await waitUntil(() => statsOf(parseProgress(readFileSync(join(dir, 'progress.json'), 'utf8')), 'bash').played === 2, 'the second game counted');
		expect(saved().perfect.played).toBe(1);
		expect(conceptRecord(saved(), 'multiples')).toEqual(after);
	});
});
