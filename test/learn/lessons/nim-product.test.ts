/** Lesson 11's working of a nim product: every step a true equation, ending at the engine's product. */
import {describe, expect, it} from 'vitest';
import {nimProduct} from '../../../source/engine/nimproduct.js';
import {seeded} from '../../../source/engine/random.js';
import {lessons} from '../../../source/learn/course.js';
import {exerciseOf, gameOf} from '../../../source/learn/lesson.js';
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

/** The page's method for the winning corner: a lamp whose value v has v ⊕ s < v, and x′ < x, y′ < y with (x ⊕ x′) ⊗ (y ⊕ y′) = s. */
function pageCorner(lit: readonly (readonly [number, number])[]): {from: [number, number]; to: [number, number]} {
	const s = lit.reduce((a, [x, y]) => a ^ product(x, y), 0);
	for (const [x, y] of lit) {
		if ((product(x, y) ^ s) >= product(x, y)) continue;
		for (let a = 0; a < x; a++) for (let b = 0; b < y; b++) if (product(x ^ a, y ^ b) === s) return {from: [x, y], to: [a, b]};
	}
	throw new Error(`no corner found in ${JSON.stringify(lit)}`);
}

describe("lesson 11's method for the winning corner", () => {
	const lesson = lessons.find(l => l.concept === 'nim-product')!;

	it('is on its pages, with the worked example it names', () => {
		const text = lesson.pages.flat().join(' ');
		expect(text).toContain('(x ⊕ x′) ⊗ (y ⊕ y′) = s');
		const {from, to} = pageCorner(lesson.example['lit'] as [number, number][]);
		expect(text).toContain(`switch (${from.join(', ')}), (${to[0]}, ${from[1]}), (${from[0]}, ${to[1]}) and (${to.join(', ')}).`);
		const game = gameOf(lesson.example);
		const p = game.parse(lesson.example, '');
		expect(game.describeMove(p, game.winningMove(p))).toBe(`toggle (${from.join(', ')}) (${to[0]}, ${from[1]}) (${from[0]}, ${to[1]}) (${to.join(', ')})`);
	});

	it('followed literally, wins from every won grid the lesson draws', () => {
		const rng = seeded(13);
		let won = 0;
		for (let i = 0; i < 200; i++) {
			const json = lesson.draw(rng, 1 + (i % 8));
			const game = gameOf(json);
			const p = game.parse(json, '');
			if (game.outcome(p) !== 'N') continue;
			won++;
			const {from, to} = pageCorner(json['lit'] as [number, number][]);
			const move = game.parseMove({from, to}, p, 'move');
			expect(game.outcome(game.apply(p, move)), JSON.stringify(json)).toBe('P');
		}
		expect(won).toBeGreaterThan(50);
	});
});
