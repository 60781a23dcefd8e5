/** Lesson 10 uses rules where a head's value is not its position (Ruler, Mock Turtles), and its questions give each rule's values. */
import {describe, expect, it} from 'vitest';
import {seeded} from '../../../source/engine/random.js';
import {coinValue, type CoinRule} from '../../../source/engine/games/coins.js';
import {lessons} from '../../../source/learn/course.js';
import {exerciseOf} from '../../../source/learn/lesson.js';

const lesson = lessons.find(l => l.concept === 'coins')!;

describe('lesson 10', () => {
	it('draws positions under one or two coins, Ruler and Mock Turtles', () => {
		const rng = seeded(10);
		const rules = new Map<string, number>();
		for (let i = 0; i < 80; i++) {
			const rule = String(lesson.draw(rng, 1 + (i % 8))['rule']);
			rules.set(rule, (rules.get(rule) ?? 0) + 1);
		}
		expect([...rules.keys()].sort()).toEqual(['mock-turtles', 'one-or-two', 'ruler']);
		for (const count of rules.values()) expect(count).toBeGreaterThan(10);
	});

	it("a value question under Ruler or Mock Turtles gives the rule's values of lone heads, the engine's", () => {
		const rng = seeded(11);
		let other = 0;
		for (let i = 0; i < 40; i++) {
			const exercise = exerciseOf(lesson, 'value', rng, 1 + (i % 8));
			const rule = String(exercise.position['rule']) as CoinRule;
			if (rule === 'one-or-two') continue;
			other++;
			const coins = String(exercise.position['coins']);
			const values = Array.from({length: coins.length}, (_, k) => coinValue(rule, 3, k + 1));
			expect(exercise.question).toContain(`A lone head at 1 … ${coins.length} is worth ${values.join(' ')}.`);
		}
		expect(other).toBeGreaterThan(5);
	});
});
