/**
 * Ratings a person can read: what a rating means on the course map (true of
 * the model), a provisional rating marked while it still swings, and an
 * exercise's difficulty in the trainer's words.
 */
import {describe, expect, it} from 'vitest';
import {exerciseOf} from '../../../source/learn/lesson.js';
import {emptyLearner, opponentRd, provisionalRd, recordAnswer, startRating} from '../../../source/learn/learner.js';
import {boardFor} from '../../../source/ui/boards/index.js';
import {courseLines} from '../../../source/ui/course/layout.js';
import {courseRecords} from '../../../source/ui/course/records.js';
import {courseReducer, initCourse, type CourseEnv, type CourseState} from '../../../source/ui/course/state.js';
import type {KeyName} from '../../../source/ui/keys.js';
import {linesText} from '../../../source/ui/lines.js';

const t0 = Date.UTC(2026, 0, 1);

const env: CourseEnv = {
	board: boardFor,
	pick: (lesson, kind, level, rng) => ({...exerciseOf(lesson, kind, rng, level), rating: 1000 + 100 * level}),
};

function press(state: CourseState, ...names: KeyName[]): CourseState {
	return names.reduce((s, name) => courseReducer(s, {type: 'key', name}), state);
}

/** Glicko-2's expected score against an opponent `diff` points weaker whose RD is `rd`. */
function expectedScore(diff: number, rd: number): number {
	const q = Math.log(10) / 400;
	const g = 1 / Math.sqrt(1 + (3 * q * q * rd * rd) / (Math.PI * Math.PI));
	return 1 / (1 + 10 ** ((-g * diff) / 400));
}

describe('a rating on the course map', () => {
	it('says in a line what the number means, and the line is true of the model', () => {
		const text = linesText(courseLines(initCourse({env, records: courseRecords(emptyLearner(), t0), seed: 1}), {columns: 100, rows: 30}));
		const meaning = /Ratings start at (\d+); (\d+) above an exercise's difficulty ≈ right (\d) times in (\d);/.exec(text.replace(/\n /g, ' '));
		expect(meaning).not.toBeNull();
		const [, start, above, right, of] = meaning!.map(Number);
		expect(start).toBe(startRating);
		// Exercises are opponents of RD 50: 200 points above them wins about 76% of the time.
		expect(Math.abs(expectedScore(above!, opponentRd) - right! / of!)).toBeLessThan(0.02);
		// At 80×24 every lesson still fits beside it.
		const small = linesText(courseLines(initCourse({env, records: courseRecords(emptyLearner(), t0), seed: 1}), {columns: 80, rows: 24}));
		expect(small).toContain('Ratings start at 1500');
		expect(small).toContain(' 13  Misère play');
	});

	it('marks a rating provisional (~) while its first answers swing it, and not once it has settled', () => {
		let model = emptyLearner();
		const swings: number[] = [];
		const marks: boolean[] = [];
		for (let i = 0; i < 6; i++) {
			const before = model.concepts.get('multiples')!.rating;
			model = recordAnswer(model, 'multiples', before, i % 2 === 0, t0 + i);
			const after = model.concepts.get('multiples')!;
			swings.push(Math.abs(after.rating - before));
			const row = linesText(courseLines(initCourse({env, records: courseRecords(model, t0), seed: 1}), {columns: 100, rows: 30}))
				.split('\n')
				.find(l => l.includes('Leave a multiple'))!;
			expect(row).toContain(`rating ${after.rd > provisionalRd ? '~' : ''}${Math.round(after.rating)} ±${Math.round(after.rd)}`);
			marks.push(row.includes('~'));
		}
		// The mark goes once the answers move the rating less than half as much as the first did.
		expect(marks).toEqual([true, true, true, true, false, false]);
		expect(swings[4]!).toBeLessThan(swings[0]! / 2);
	});
});

describe("an exercise's difficulty", () => {
	it('is shown as the trainer shows a puzzle\'s: "difficulty: 1300, normal", with the setting', () => {
		let s = press(initCourse({env, records: courseRecords(emptyLearner(), t0), seed: 1}), 'enter', 'x');
		expect(s.run!.phase).toBe('exercise');
		expect(linesText(courseLines(s, {columns: 80, rows: 24}))).toMatch(new RegExp(`difficulty: ${s.run!.exercise!.rating}, normal\\n`));
		s = press({...s, run: null}, 'd', 'enter', 'x');
		expect(linesText(courseLines(s, {columns: 80, rows: 24}))).toMatch(new RegExp(`difficulty: ${s.run!.exercise!.rating}, harder\\n`));
	});
});
