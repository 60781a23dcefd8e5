/** The course and the learner model: the map's records, events recorded, exercises chosen near the rating. */
import * as updates from '../../../source/learn/learner.js';
import {describe, expect, it} from 'vitest';
import {lessons} from '../../../source/learn/course.js';
import {conceptRecord, emptyLearner, recordAnswer, type LearnerModel} from '../../../source/learn/learner.js';
import {seeded} from '../../../source/engine/random.js';
import {courseRecords, pickNear, recordCourseEvent} from '../../../source/ui/course/records.js';

const t0 = Date.UTC(2026, 0, 1);
const day = 86_400_000;

describe('course records', () => {
	it("read the lessons' states, the ratings after a first answer, and what is due", () => {
		let model = emptyLearner();
		expect(
			courseRecords(model, t0)
				.map(r => r.status)
				.slice(0, 3),
		).toEqual(['open', 'locked', 'locked']);
		model = recordCourseEvent(updates, model, {type: 'lesson', concept: 'multiples', status: 'mastered'}, t0);
		model = recordCourseEvent(updates, model, {type: 'answer', concept: 'nim-sum', right: false, rating: 1400}, t0);
		const records = courseRecords(model, t0 + 3 * day);
		expect(records.map(r => r.status).slice(0, 3)).toEqual(['mastered', 'open', 'locked']);
		expect(records[0]!.rating).toBeNull();
		expect(records[1]!.rating!.rating).toBeLessThan(1500);
		expect(records.map(r => r.due)).toEqual(lessons.map(l => l.concept === 'nim-sum'));
	});

	it("a right answer raises the concept's rating and a wrong one lowers it", () => {
		const up = recordCourseEvent(updates, emptyLearner(), {type: 'answer', concept: 'mex', right: true, rating: 1500}, t0);
		const down = recordCourseEvent(updates, emptyLearner(), {type: 'answer', concept: 'mex', right: false, rating: 1500}, t0);
		expect(conceptRecord(up, 'mex').rating).toBeGreaterThan(1500);
		expect(conceptRecord(down, 'mex').rating).toBeLessThan(1500);
	});

	it("chooses exercises near the rating: harder settings give harder exercises by the solver's measure", () => {
		const model: LearnerModel = emptyLearner();
		const pick = pickNear(() => model);
		const lesson = lessons.find(l => l.concept === 'nim-sum')!;
		const mean = (setting: 'easier' | 'normal' | 'harder') => {
			let sum = 0;
			for (let seed = 1; seed <= 30; seed++) sum += pick(lesson, 'move', 4, seeded(seed), setting).rating;
			return sum / 30;
		};
		const easier = mean('easier');
		const normal = mean('normal');
		const harder = mean('harder');
		expect(easier).toBeLessThanOrEqual(normal);
		expect(normal).toBeLessThanOrEqual(harder);
		expect(harder - easier).toBeGreaterThan(0);
	});

	it('a learner whose rating fell gets easier exercises than one whose rating rose', () => {
		let weak = emptyLearner();
		let strong = emptyLearner();
		for (let i = 0; i < 8; i++) {
			weak = recordAnswer(weak, 'nim-sum', 1500, false, t0 + i);
			strong = recordAnswer(strong, 'nim-sum', 1500, true, t0 + i);
		}
		const lesson = lessons.find(l => l.concept === 'nim-sum')!;
		const mean = (model: LearnerModel) => {
			let sum = 0;
			for (let seed = 1; seed <= 30; seed++) sum += pickNear(() => model)(lesson, 'move', 4, seeded(seed), 'normal').rating;
			return sum / 30;
		};
		expect(mean(weak)).toBeLessThan(mean(strong));
	});
});
