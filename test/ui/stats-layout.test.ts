/**
 * The Stats screen's course part: the sparkline of each concept's rating,
 * the rating ± RD, accuracy, lessons, reviews due, the strength against the
 * computer's levels; the whole screen fitted to 80×24 and 100×30, scrolled.
 */
import {describe, expect, it} from 'vitest';
import {conceptRecord, emptyLearner, recordAnswer, recordGame, withLesson, type LearnerModel} from '../../source/learn/learner.js';
import {emptyProgress, withLearner} from '../../source/progress/progress.js';
import {lineText, lineWidth} from '../../source/ui/lines.js';
import {chartWidth, courseBody, menuNotes, reviewsDueText, sparkline, whenText} from '../../source/ui/stats/course.js';
import {statsLines} from '../../source/ui/stats/layout.js';
import {initStats} from '../../source/ui/stats/state.js';

const t0 = Date.UTC(2026, 0, 1);
const day = 86_400_000;
const now = t0 + 2 * day;

function busy(): LearnerModel {
	let m = emptyLearner();
	for (let i = 0; i < 40; i++) m = recordAnswer(m, 'nim-sum', 1300 + i * 20, i % 3 !== 0, t0 + i * 60_000);
	for (let i = 0; i < 10; i++) m = recordAnswer(m, 'mex', 1500, i % 2 === 0, t0 + i * 60_000);
	m = withLesson(withLesson(m, 'multiples', {status: 'mastered'}), 'nim-sum', {status: 'started'});
	for (const [level, won] of [
		[1, true],
		[2, true],
		[3, false],
		[4, false],
		[2, true],
	] as const)
		m = recordGame(m, 'wythoff', {level}, won, t0);
	return m;
}

const saving = {location: '/home/someone/.config/game-arcade/progress.json', writable: true};

describe('sparkline', () => {
	it('draws rising values as rising blocks, from the lowest to the highest', () => {
		expect(sparkline([1000, 1200, 1400, 1600, 1800, 2000, 2200, 2400], 20)).toBe('▁▂▃▄▅▆▇█');
		expect(sparkline([2000, 1000], 20)).toBe('█▁');
	});

	it('keeps small wobbles small, and shows the newest values when there are more than fit', () => {
		expect(sparkline([1500, 1510, 1500], 10)).toMatch(/^[▄▅]{3}$/);
		expect(sparkline([2000, 2000, 2000, 1000, 2000], 2)).toBe('▁█');
		expect(sparkline([], 10)).toBe('');
	});
});

describe('the course part', () => {
	it('says when a review comes', () => {
		expect(whenText(now - 1, now)).toBe('due');
		expect(whenText(now + 30 * 60_000, now)).toBe('within the hour');
		expect(whenText(now + 5 * 3_600_000, now)).toBe('in 5 h');
		expect(whenText(now + day, now)).toBe('tomorrow');
		expect(whenText(now + 4 * day, now)).toBe('in 4 days');
	});

	it('shows per concept the chart, rating ± RD, accuracy, lesson and review; then lessons, reviews due and strength', () => {
		const text = courseBody(busy(), now, 100).map(lineText);
		const nimSum = text.find(t => t.includes('2 nim-sum'))!;
		expect(nimSum).toMatch(/2 nim-sum +[▁▂▃▄▅▆▇█]{30,40} +\d{4} ± \d+ +65% of 40 +started +due/);
		expect(text.find(t => t.includes('1 multiples'))).toMatch(/1 multiples +· +~1500 ± 350 +– +mastered +–/);
		expect(text.find(t => t.includes('3 mex'))).toMatch(/50% of 10 +locked +due/);
		const all = text.join(' ').replace(/\s+/g, ' ');
		expect(all).toContain('Lessons mastered: 1 of 13.');
		expect(all).toContain('Reviews due: 2 (mex, nim-sum).');
		expect(all).toMatch(
			/level 1 won 1 of 1 · level 2 won 2 of 2 · level 3 won 0 of 1 · level 4 won 0 of 1\. Strength: about level \d\.\d of 8 \(rating \d+, from 5 games\)/,
		);
	});

	it('before any result: no chart, no review, the strength waits for games', () => {
		const all = courseBody(emptyLearner(), now, 80).map(lineText).join(' ').replace(/\s+/g, ' ');
		expect(all).toContain('Reviews due: none; a concept you miss comes back for review the next day.');
		expect(all).toContain('Strength: estimated after 4 games');
		expect(all).not.toMatch(/[▁▂▃▄▅▆▇█]/);
	});

	it('the menu note counts the reviews due, beside the Trainer', () => {
		expect(reviewsDueText(0)).toBeNull();
		expect(reviewsDueText(1)).toBe('1 review due');
		expect(menuNotes(busy(), now)).toEqual({Course: '2 reviews due'});
		expect(menuNotes(busy(), t0)).toEqual({});
	});
});

describe('the Stats screen', () => {
	const progress = withLearner(emptyProgress(), busy());

	it.each([
		{columns: 80, rows: 24},
		{columns: 100, rows: 30},
	])('fits $columns×$rows at every scroll position, and scrolls down to the course, its column names kept in view', size => {
		const first = statsLines(initStats, progress, saving, [], size, now);
		let reached = false;
		for (let offset = 0; offset <= first.maxOffset; offset++) {
			const {lines} = statsLines({...initStats, offset}, progress, saving, [], size, now);
			expect(lines).toHaveLength(size.rows - 1);
			for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(size.columns);
			const text = lines.map(lineText);
			if (text.some(t => t.includes('13 misere'))) reached = true;
			// The pinned column names are those of the table at the top.
			if (offset === first.maxOffset) expect(text[3]).toMatch(/concept +rating over time +rating +right +lesson +review/);
		}
		expect(reached).toBe(true);
		expect(chartWidth(size.columns)).toBeGreaterThanOrEqual(8);
		const end = statsLines({...initStats, offset: first.maxOffset}, progress, saving, [], size, now)
			.lines.map(lineText)
			.join(' ')
			.replace(/\s+/g, ' ');
		expect(end).toContain('Reviews due: 2 (mex, nim-sum).');
		expect(end).toMatch(/Strength: about level/);
	});

	it('keeps the games table first, under its own column names', () => {
		const text = statsLines(initStats, progress, saving, [], {columns: 80, rows: 24}, now).lines.map(lineText);
		expect(text[3]).toMatch(/game +played +won +hints/);
		expect(text[4]).toMatch(/^ {2}Nim +0 +0 +0/);
	});
});

describe("the course's rating chart", () => {
	it('draws every concept on one scale, with its axis: a higher rating is a taller bar whatever the concept', () => {
		let model = emptyLearner();
		// One concept climbs from 1500 to about 1700; another sits near 1300 the whole time.
		for (let i = 0; i < 6; i++) model = recordAnswer(model, 'multiples', 1300, true, now + i);
		for (let i = 0; i < 6; i++) model = recordAnswer(model, 'nim-sum', 1700, false, now + i);
		const text = courseBody(model, now, 100).map(lineText);
		const bars = (name: string) => /[▁▂▃▄▅▆▇█]+/.exec(text.find(t => t.includes(name))!)![0];
		const height = (bar: string) => '▁▂▃▄▅▆▇█'.indexOf(bar);
		const multiples = bars('1 multiples');
		const nimSum = bars('2 nim-sum');
		// On a row's own scale both would end at the top and the bottom of their own span; on one scale the rising
		// concept's last bar stands above every bar of the falling one.
		expect(height(multiples.at(-1)!)).toBeGreaterThan(Math.max(...[...nimSum].map(height)));
		expect(height(nimSum.at(-1)!)).toBe(0);
		// The axis under the chart names the scale's ends.
		const axis = text.find(t => t.includes('one scale for every concept'))!;
		const [, lo, hi] = /▁ (\d+) … █ (\d+)/.exec(axis)!.map(Number);
		const all = [...conceptRecord(model, 'multiples').history, ...conceptRecord(model, 'nim-sum').history].map(p => p.rating);
		expect(lo).toBeLessThanOrEqual(Math.min(...all));
		expect(hi).toBeGreaterThanOrEqual(Math.max(...all));
	});
});
