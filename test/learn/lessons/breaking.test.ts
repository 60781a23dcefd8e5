/** Lesson 6's value questions cover Dawson's Kayles as well as Kayles, each giving its own game's values. */
import {describe, expect, it} from 'vitest';
import {seeded} from '../../../source/engine/random.js';
import {lessons} from '../../../source/learn/course.js';
import {exerciseOf, gameOf} from '../../../source/learn/lesson.js';

const lesson = lessons.find(l => l.concept === 'breaking')!;

describe('lesson 6', () => {
	it("asks values of Dawson's Kayles rows too, giving that game's values of rows 0 … 11", () => {
		const rng = seeded(6);
		const games = new Set<string>();
		for (let i = 0; i < 30; i++) {
			const exercise = exerciseOf(lesson, 'value', rng, 1 + (i % 8));
			const id = String(exercise.position['game']);
			games.add(id);
			const game = gameOf(exercise.position);
			const values = Array.from({length: 12}, (_, k) => game.grundy(game.parse({game: id, heaps: [k]}, '')));
			expect(exercise.question).toContain(`${id === 'dawson' ? "Dawson's Kayles" : 'Kayles'} rows of 0 … 11 are worth ${values.join(' ')}.`);
		}
		expect([...games].sort()).toEqual(['dawson', 'kayles']);
	});
});
