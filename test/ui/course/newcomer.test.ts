/**
 * The newcomer's small points about the course: a placement miss on a lesson
 * never studied schedules no review, "Review done" gives a score, and a
 * mastery check that ends early says why.
 */
import * as updates from '../../../source/learn/learner.js';
import {describe, expect, it} from 'vitest';
import {lessons, masteryCount} from '../../../source/learn/course.js';
import {exerciseOf, gameOf, outcomeOf} from '../../../source/learn/lesson.js';
import {conceptRecord, dueReviews, emptyLearner} from '../../../source/learn/learner.js';
import {boardFor} from '../../../source/ui/boards/index.js';
import {courseRecords, recordCourseEvent} from '../../../source/ui/course/records.js';
import {courseReducer, initCourse, type CourseEnv, type CourseRecord, type CourseState} from '../../../source/ui/course/state.js';
import type {KeyName} from '../../../source/ui/keys.js';

const t0 = Date.UTC(2026, 0, 1);
const day = 86_400_000;

const env: CourseEnv = {
	board: boardFor,
	pick: (lesson, kind, level, rng) => ({...exerciseOf(lesson, kind, rng, level), rating: 1000 + 100 * level}),
};

function fresh(): CourseRecord[] {
	return lessons.map((_, i) => ({status: i === 0 ? 'open' : 'locked', rating: null, due: false}));
}

function press(state: CourseState, ...names: KeyName[]): CourseState {
	return names.reduce((s, name) => courseReducer(s, {type: 'key', name}), state);
}

/** Answers the exercise on screen, rightly or not, as the learner would. */
function answer(state: CourseState, right: boolean): CourseState {
	const exercise = state.run!.exercise!;
	const game = gameOf(exercise.position);
	const p = game.parse(exercise.position, '');
	switch (exercise.kind) {
		case 'outcome':
			return press(state, (outcomeOf(exercise) === 'N') === right ? 'w' : 'l');
		case 'value':
			return press(state, ...([...String(right ? exercise.answer! : exercise.answer! + 1n)] as KeyName[]), 'enter');
		case 'move': {
			let chosen: unknown = null;
			for (const m of game.moves(p)) {
				if ((game.outcome(game.apply(p, m)) === 'P') === right) {
					chosen = m;
					break;
				}
			}
			chosen ??= game.winningMove(p);
			return courseReducer(state, {type: 'play', move: game.moveToJSON(chosen)});
		}
	}
}

describe('the placement test and the review schedule', () => {
	it('a miss on a lesson never studied moves its rating but schedules no review; a miss on a lesson begun does', () => {
		let s = press(initCourse({env, records: fresh(), seed: 5}), 'p');
		for (let i = 0; i < 40 && s.run!.phase !== 'result'; i++) {
			if (s.run!.phase === 'exercise') s = answer(s, s.run!.lesson < 1);
			else s = press(s, 'enter');
		}
		let model = emptyLearner();
		for (const event of s.events) model = recordCourseEvent(updates, model, event, t0);
		const missed = s.events.findLast(e => e.type === 'answer' && !e.right);
		expect(missed).toMatchObject({concept: 'nim-sum', stage: 'placement'});
		expect(conceptRecord(model, 'nim-sum').rating).toBeLessThan(1500);
		expect(conceptRecord(model, 'nim-sum').card).toBeNull();
		expect(dueReviews(model, t0 + 30 * day)).toEqual([]);
		// Begun, the lesson has something to review: the same miss schedules it.
		let begun = recordCourseEvent(updates, emptyLearner(), {type: 'lesson', concept: 'nim-sum', status: 'started'}, t0);
		begun = recordCourseEvent(updates, begun, missed!, t0);
		expect(dueReviews(begun, t0 + 2 * day)).toEqual(['nim-sum']);
		// A lesson's own exercises schedule their misses as before.
		const lessonMiss = recordCourseEvent(updates, emptyLearner(), {...missed!, stage: 'practice'} as typeof missed & object, t0);
		expect(dueReviews(lessonMiss, t0 + 2 * day)).toEqual(['nim-sum']);
	});
});

describe('results that say what happened', () => {
	it('"Review done" gives the score across the lessons reviewed', () => {
		const records = fresh().map((r, i) => ({...r, due: i === 0 || i === 1 || i === 4}));
		let s = press(initCourse({env, records, seed: 5}), 'r');
		s = press(answer(s, true), 'enter');
		s = press(answer(s, false), 'enter');
		s = press(answer(s, true), 'enter');
		expect(s.run!.result!.title).toBe('Review done');
		expect(s.run!.result!.lines[0]).toBe('2 of 3 right.');
	});

	it('a mastery check that ends early says why; one that runs to the end does not', () => {
		const records = courseRecords(emptyLearner(), t0);
		let s = press(initCourse({env, records, seed: 3}), 'enter', 'x');
		for (let i = 0; i < 20 && s.run!.stage === 'practice'; i++) s = press(answer(s, true), 'enter');
		expect(s.run!.stage).toBe('mastery');
		s = press(answer(s, false), 'enter');
		s = press(answer(s, false), 'enter');
		expect(s.run!.phase).toBe('result');
		expect(s.run!.result!.lines.slice(0, 2)).toEqual([
			'0 of 2 right: the check needs 4 of 5.',
			`The check stopped after 2 exercises: with 2 missed, 4 of ${masteryCount} can no longer be reached.`,
		]);
		// Taken again and missed only at the end: five exercises, nothing stopped early.
		s = press(s, 'enter');
		for (let i = 0; i < 3; i++) s = press(answer(s, true), 'enter');
		s = press(answer(s, false), 'enter');
		s = press(answer(s, false), 'enter');
		expect(s.run!.result!.lines[0]).toBe('3 of 5 right: the check needs 4 of 5.');
		expect(s.run!.result!.lines.join(' ')).not.toContain('stopped');
	});
});
