/** Lesson 7: a pair's gap may be widened as well as narrowed, and the worked example names the winner's following move. */
import {describe, expect, it} from 'vitest';
import {seeded} from '../../../source/engine/random.js';
import {lessons} from '../../../source/learn/course.js';
import {gameOf, workedExample} from '../../../source/learn/lesson.js';

const lesson = lessons.find(l => l.concept === 'staircase')!;
const chipsOf = (json: object) => (json as {chips: number[]}).chips;
/** The chip a move moved, by index (chips keep their order). */
const moved = (a: number[], b: number[]) => a.findIndex((x, k) => x !== b[k]);
/** Paired from the right, a left chip has an even number of chips from it to the end. */
const isLeft = (count: number, i: number) => (count - i) % 2 === 0;

describe('lesson 7', () => {
	it('says widening a gap can win, and that is true: some drawn positions are won by moving a left chip', () => {
		expect(lesson.pages.flat().join(' ')).toContain('Widening can also win');
		const rng = seeded(7);
		let widening = 0;
		for (let i = 0; i < 100; i++) {
			const json = lesson.draw(rng, 1 + (i % 8));
			const game = gameOf(json);
			const p = game.parse(json, '');
			for (const m of game.moves(p)) {
				const after = game.toJSON(game.apply(p, m));
				const k = moved(chipsOf(json), chipsOf(after));
				if (isLeft(chipsOf(json).length, k) && game.outcome(game.apply(p, m)) === 'P') widening++;
			}
		}
		expect(widening).toBeGreaterThan(0);
	});

	it("the worked example names the move that follows the loser's left chip, exactly where the winner plays it", () => {
		const steps = workedExample(lesson);
		let named = 0;
		for (let i = 2; i + 1 < steps.length; i += 2) {
			const [a, b, c] = [steps[i - 1]!, steps[i]!, steps[i + 1]!].map(s => chipsOf(s.position)) as [number[], number[], number[]];
			const i1 = moved(a, b);
			const i2 = moved(b, c);
			const follows = isLeft(a.length, i1) && i2 === i1 + 1 && a[i1]! - b[i1]! === b[i2]! - c[i2]!;
			const note = steps[i]!.why[0]!;
			expect(note.startsWith('The loser moved the left chip'), `step ${i}: ${a} → ${b} → ${c}`).toBe(follows);
			if (follows) {
				named++;
				expect(note).toContain(`(${b[i2]} to ${c[i2]})`);
			}
		}
		expect(named).toBeGreaterThan(0);
	});

	it("calls the chips a plain name, with the puzzle's title only as a note", () => {
		const text = lesson.pages.flat().join(' ');
		expect(text).toContain('the chip game: chips on a line');
		expect(text).not.toContain('plays it as Georgia and Bob');
		expect(text).toContain('(The chip game is known from a programming puzzle, POJ 1704, "Georgia and Bob".)');
	});
});
