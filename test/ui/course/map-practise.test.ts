/**
 * The course map's last lines: the highlighted lesson's idea and the judge's
 * problems that practise it, wrapped within the terminal's width (a lesson
 * with two problems passes 80 columns), the map still no taller than the screen.
 */
import {describe, expect, it} from 'vitest';
import {lessons} from '../../../source/learn/course.js';
import {problems} from '../../../source/judge/problems/index.js';
import {boardFor} from '../../../source/ui/boards/index.js';
import {mapLines} from '../../../source/ui/course/layout.js';
import {initCourse, type CourseRecord} from '../../../source/ui/course/state.js';
import {lineWidth, linesText} from '../../../source/ui/lines.js';

const records: CourseRecord[] = lessons.map(() => ({status: 'open', rating: null, due: false}));
const twoProblems = lessons.map((lesson, index) => ({index, named: problems.filter(p => p.lesson === lesson.concept)})).filter(l => l.named.length >= 2);

describe('the course map', () => {
	it('has lessons with two problems', () => {
		expect(twoProblems.length).toBeGreaterThan(0);
	});

	it.each(twoProblems.map(l => [lessons[l.index]!.concept, l] as const))(
		'%s: its Practise line is whole at 80 columns, wrapped',
		(_concept, {index, named}) => {
			const state = {...initCourse({env: {board: boardFor, pick: () => null as never}, records, seed: 1}), cursor: index};
			const lines = mapLines(state, {columns: 80, rows: 24});
			expect(lines.length).toBeLessThanOrEqual(23);
			for (const l of lines) expect(lineWidth(l)).toBeLessThanOrEqual(80);
			const text = linesText(lines).replace(/\s+/g, ' ');
			for (const problem of named) expect(text).toContain(`${problem.id} ${problem.title}`);
		},
	);
});
