/** Lesson 5 asks for a period as well as using one, and uses sets that repeat only after a preperiod. */
import {describe, expect, it} from 'vitest';
import {seeded} from '../../../source/engine/random.js';
import {periodicity, subtractionGrundy} from '../../../source/engine/games/subtraction.js';
import {lessons} from '../../../source/learn/course.js';
import {exerciseOf} from '../../../source/learn/lesson.js';

const lesson = lessons.find(l => l.concept === 'periods')!;

describe('lesson 5', () => {
	it('asks for the period, and poses sets with a preperiod, in its value questions and its games', () => {
		const rng = seeded(5);
		let periods = 0;
		let preperiods = 0;
		for (let i = 0; i < 40; i++) {
			const exercise = exerciseOf(lesson, 'value', rng, 1 + (i % 8));
			if (exercise.question.includes('with what period')) periods++;
			if (periodicity((exercise.position['set'] as number[]).map(BigInt)).start > 0) preperiods++;
		}
		expect(periods).toBeGreaterThan(10);
		expect(preperiods).toBeGreaterThan(3);
		let drawn = 0;
		for (let i = 0; i < 40; i++) if (periodicity((lesson.draw(rng, 3)['set'] as number[]).map(BigInt)).start > 0) drawn++;
		expect(drawn).toBeGreaterThan(3);
	});

	it("its page's preperiod table and example are the engine's", () => {
		const set = [2n, 4n, 7n];
		const {start, period} = periodicity(set);
		expect([start, period]).toEqual([8, 3]);
		const values = Array.from({length: 14}, (_, n) => subtractionGrundy(BigInt(n), set));
		const text = lesson.pages.flat().join('\n');
		expect(text).toContain(`G(n) ${values.slice(0, 8).join(' ')} | ${values.slice(8, 11).join(' ').replace('0 2', '0  2')} |  ${values.slice(11).join('  ')}`);
		expect(text).toContain(`G(100) = G(8 + (92 mod 3)) = G(10) = ${subtractionGrundy(100n, set)}`);
		expect(subtractionGrundy(100n, set)).toBe(subtractionGrundy(10n, set));
	});
});
