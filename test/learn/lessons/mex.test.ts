/** Lesson 3's check works the mex across several subtraction sets, not Bash (lesson 1's game, which needs no mex). */
import {expect, it} from 'vitest';
import {exerciseLevel, lessons, masteryCount} from '../../../source/learn/course.js';
import {emptyLearner} from '../../../source/learn/learner-model.js';
import {seeded} from '../../../source/engine/random.js';
import {pickNear} from '../../../source/ui/course/records.js';

it("draws the mastery check across several sets, none of them Bash's {1, 2, … m}", () => {
	const lesson = lessons.find(l => l.concept === 'mex')!;
	// As the course poses a check: each exercise the one nearest a new learner's rating among those drawn.
	const pick = pickNear(() => emptyLearner());
	const sets = new Map<string, number>();
	let posed = 0;
	for (let seed = 1; seed <= 30; seed++) {
		const rng = seeded(seed);
		for (let i = 0; i < masteryCount; i++) {
			const exercise = pick(lesson, lesson.kinds[i % lesson.kinds.length]!, exerciseLevel('mastery', i), rng, 'normal');
			const set = (exercise.position['set'] as number[]).join(',');
			sets.set(set, (sets.get(set) ?? 0) + 1);
			posed++;
		}
	}
	expect([...sets.keys()].filter(set => set === '1,2' || set === '1,2,3')).toEqual([]);
	expect(sets.size).toBeGreaterThanOrEqual(5);
	for (const [set, count] of sets) expect(count / posed, set).toBeLessThanOrEqual(0.4);
});
