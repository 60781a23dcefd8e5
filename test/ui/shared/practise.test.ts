import {describe, expect, test} from 'vitest';
import {lookupGame} from '../../../source/engine/catalog.js';
import {problems} from '../../../source/judge/problems/index.js';
import {lessons} from '../../../source/learn/course.js';
import {linesText} from '../../../source/ui/lines.js';
import {practiseText} from '../../../source/ui/shared/practise.js';
import {theoryBody} from '../../../source/ui/theory/pages.js';

describe('the problems a lesson or a game names', () => {
	test('from the problems’ lesson field', () => {
		expect(practiseText({lesson: 'multiples'})).toBe('Practise: hdu1846 Brave Game');
		expect(practiseText({lesson: 'mex'})).toBe('Practise: hdu1848 Fibonacci again and again · hdu1536 S-Nim');
		expect(practiseText({lesson: 'misere'})).toBeNull();
		// Every problem is named by its lesson, and its lesson is one of the course.
		for (const problem of problems) {
			expect(lessons.map(lesson => lesson.concept)).toContain(problem.lesson);
			expect(practiseText({lesson: problem.lesson})).toContain(`${problem.id} ${problem.title}`);
		}
	});

	test('on a game’s theory page', () => {
		expect(linesText(theoryBody(lookupGame('wythoff')!, 80))).toContain('Practise: hdu1527 Take the stones (Wythoff)');
		expect(linesText(theoryBody(lookupGame('kayles')!, 80))).not.toContain('Practise:');
	});
});
