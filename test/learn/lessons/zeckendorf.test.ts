/** Lesson 9 poses later moves too, where "at most twice the last take" decides, and its page's mid-game example is the engine's. */
import {describe, expect, it} from 'vitest';
import {seeded} from '../../../source/engine/random.js';
import {lessons} from '../../../source/learn/course.js';
import {exerciseOf, gameOf} from '../../../source/learn/lesson.js';

const lesson = lessons.find(l => l.concept === 'zeckendorf')!;
const fibs = new Set([1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377]);

describe('lesson 9', () => {
	it('poses later moves, where the cap decides, and a winning take that is seldom 1', () => {
		const rng = seeded(9);
		let later = 0;
		let lostByCap = 0;
		let takeOne = 0;
		let moves = 0;
		for (let i = 0; i < 60; i++) {
			const level = 1 + (i % 8);
			const outcome = exerciseOf(lesson, 'outcome', rng, level).position;
			const game = gameOf(outcome);
			if (outcome['last'] !== undefined) {
				later++;
				// Lost although the heap is not a Fibonacci number: the cap put the smallest part out of reach.
				if (game.outcome(game.parse(outcome, '')) === 'P' && !fibs.has(Number(outcome['heap']))) lostByCap++;
			}
			const move = exerciseOf(lesson, 'move', rng, level).position;
			const p = game.parse(move, '');
			moves++;
			if (game.moveToJSON(game.winningMove(p)) && (game.moveToJSON(game.winningMove(p)) as {take: number}).take === 1) takeOne++;
		}
		expect(later).toBeGreaterThan(15);
		expect(lostByCap).toBeGreaterThan(3);
		expect(takeOne).toBeLessThan(moves / 2);
	});

	it("its page's mid-game example is what the engine plays", () => {
		const text = lesson.pages.flat().join(' ');
		expect(text).toContain('A heap of 18 = 13 + 5 after a take of 3 (cap 6): take 5. The same heap after a take of 2 (cap 4): 5 is out of reach, a loss.');
		const game = gameOf({game: 'fibonacci', heap: 18});
		const after3 = game.parse({game: 'fibonacci', heap: 18, last: 3}, '');
		expect(game.moveToJSON(game.winningMove(after3))).toEqual({take: 5});
		expect(game.outcome(game.parse({game: 'fibonacci', heap: 18, last: 2}, ''))).toBe('P');
	});
});
