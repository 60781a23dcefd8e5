/**
 * The course in the arcade: the menu's entry (with the reviews due), the
 * course map at 80×24, a lesson's pages and worked example on the real
 * board, and every answer recorded in the learner model.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup} from 'ink-testing-library';
import {emptyProgress, learnerOf, withLearner, type Progress} from '../../../source/progress/progress.js';
import type {ProgressStore} from '../../../source/progress/store.js';
import {conceptRecord, recordAnswer} from '../../../source/learn/learner.js';
import {frameOf, keys, renderArcade, sendKeyAndWaitFor, waitForFrame, waitUntil} from '../helpers.js';

afterEach(() => {
	cleanup();
});

/** A store in memory that keeps what is saved, starting from `progress`. */
function keeping(progress: Progress): ProgressStore & {readonly last: () => Progress} {
	let saved = progress;
	return {
		location: null,
		writable: true,
		load: () => ({progress: saved, notice: null}),
		save: next => {
			saved = next;
			return {progress: next, notice: null};
		},
		last: () => saved,
	};
}

const day = 24 * 60 * 60 * 1000;
const t0 = Date.UTC(2026, 0, 1);

describe('the course in the arcade', () => {
	it('is on the menu, and says how many reviews are due', async () => {
		const missed = withLearner(emptyProgress(), recordAnswer(learnerOf(emptyProgress()), 'nim-sum', 1500, false, t0));
		const app = renderArcade({store: keeping(missed), clock: () => t0 + 3 * day, size: {columns: 100, rows: 30}});
		const frame = await waitForFrame(app, 'Course');
		expect(frame).toMatch(/Course +1 review due · lessons from Nim to misère play/);
	});

	it('shows the course map at 80×24, opens lesson 1 and steps through its pages to the worked example', async () => {
		const store = keeping(emptyProgress());
		const app = renderArcade({store, clock: () => t0, start: {name: 'course'}});
		const map = await waitForFrame(app, '0 of 13 lessons mastered');
		const rows = map.split('\n');
		expect(rows.length).toBeLessThanOrEqual(23);
		for (const row of rows) expect([...row].length).toBeLessThanOrEqual(80);
		expect(map).toMatch(/❯ +1 {2}Leave a multiple +○ open/);
		expect(map).toMatch(/2 {2}Nim and the nim-sum +· locked/);
		// The lesson names the judge's problem that practises it (from the problem's lesson field).
		expect(map).toContain('The idea: leave a multiple of m + 1. Practise: hdu1846 Brave Game');
		await sendKeyAndWaitFor(app, keys.enter, 'page 1 of 3');
		await waitUntil(() => conceptRecord(learnerOf(store.last()), 'multiples').lesson === 'started', 'the lesson saved as started');
		await sendKeyAndWaitFor(app, keys.enter, 'page 2 of 3');
		await sendKeyAndWaitFor(app, keys.enter, 'page 3 of 3');
		const example = await sendKeyAndWaitFor(app, keys.enter, 'worked example');
		expect(example).toContain('Next, the winner (player 1): take 2 (10 → 8)');
		// The board is the game's own: Bash's heap of 10.
		expect(example).toMatch(/10/);
		await sendKeyAndWaitFor(app, keys.enter, 'move 2 of');
		await sendKeyAndWaitFor(app, 'x', 'practice 1 of 3');
		expect(frameOf(app)).toContain('Play a winning move.');
	});

	it('records every answer in the learner model: the count, the rating, and a miss scheduled for review', async () => {
		const store = keeping(emptyProgress());
		const app = renderArcade({store, clock: () => t0, start: {name: 'course', lesson: 0}});
		await waitForFrame(app, 'page 1 of 3');
		await sendKeyAndWaitFor(app, 'x', 'practice 1 of 3');
		// A move on Bash's board: type the amount, Enter takes it.
		await sendKeyAndWaitFor(app, '1', /take 1/);
		const feedback = await sendKeyAndWaitFor(app, keys.enter, /✓ Right|✗ Not quite/);
		await waitUntil(() => conceptRecord(learnerOf(store.last()), 'multiples').answered === 1, 'the answer recorded');
		const record = conceptRecord(learnerOf(store.last()), 'multiples');
		expect(record.rating).not.toBe(1500);
		if (feedback.includes('✗ Not quite')) {
			expect(record.rating).toBeLessThan(1500);
			expect(record.card).not.toBeNull();
		} else expect(record.rating).toBeGreaterThan(1500);
		await sendKeyAndWaitFor(app, keys.enter, 'practice 2 of 3');
	});
});
