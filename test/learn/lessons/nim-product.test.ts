/** Lesson 11's working of a nim product: every step a true equation, ending at the engine's product. */
import {describe, expect, it} from 'vitest';
import {nimProduct} from '../../../source/engine/nimproduct.js';
import {seeded} from '../../../source/engine/random.js';
import {lessons} from '../../../source/learn/course.js';
import {exerciseOf} from '../../../source/learn/lesson.js';
import {nimProductWorking} from '../../../source/learn/lessons/nim-product.js';

const product = (a: number, b: number) => Number(nimProduct(BigInt(a), BigInt(b)));

/** The value of "a⊗b", "(2⊗2)", "3", "8 ⊕ 3" …: ⊗ binds tighter than ⊕. */
function evaluate(text: string): number {
	const inner = text.trim().replace(/\(([^()]+)\)/g, (_, e: string) => String(evaluate(e)));
	return inner
		.split('⊕')
		.map(term =>
			term
				.split('⊗')
				.map(f => Number(f.trim()))
				.reduce((a, b) => product(a, b)),
		)
		.reduce((a, b) => a ^ b, 0);
}

describe("lesson 11's working of x ⊗ y", () => {
	it('is a chain of true equations for every x, y below 16, ending at the product', () => {
		for (let x = 0; x < 16; x++)
			for (let y = 0; y < 16; y++) {
				const lines = nimProductWorking(x, y).map(l => l.replace(/ \((?:a|different) Fermat.*\)|: anything.*|\.$/g, ''));
				for (const l of lines) {
					const sides = l.split('=');
					const first = evaluate(sides[0]!);
					for (const side of sides) expect(evaluate(side), `${x} ⊗ ${y}: ${l}`).toBe(first);
				}
				// The working ends at the product (a lone product of powers: at its value).
				expect(lines.at(-1)!.split('=').at(-1)!.trim(), `${x} ⊗ ${y}`).toBe(String(product(x, y)));
			}
	});

	it('is the why of every value exercise, so a wrong product is shown its working', () => {
		const lesson = lessons.find(l => l.concept === 'nim-product')!;
		const rng = seeded(11);
		for (let level = 1; level <= 10; level++) {
			const exercise = exerciseOf(lesson, 'value', rng, level);
			const [[x, y]] = exercise.position['lit'] as [[number, number]];
			expect(exercise.why.slice(0, -1)).toEqual(nimProductWorking(x, y));
			expect(exercise.why.join('\n')).toContain(`${x} ⊗ ${y} = `);
		}
	});
});
