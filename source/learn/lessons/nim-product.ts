/** Lesson 11: Turning Corners and nim multiplication. */
import {corners} from '../../engine/games/corners.js';
import {randInt} from '../../engine/random.js';
import {nimProduct} from '../../engine/nimproduct.js';
import type {Lesson} from '../lesson.js';

/** The powers of 2 in n, largest first: 13 → 8, 4, 1. */
function powers(n: number): number[] {
	const out: number[] = [];
	for (let bit = 1 << 30; bit >= 1; bit >>>= 1) if (n & bit) out.push(bit);
	return out;
}

/** The Fermat 2-powers (2, 4, 16, 256 …) whose ordinary product is the power of 2 p: 8 = 2 · 4. */
function fermatFactors(p: number): number[] {
	const exponent = Math.log2(p);
	const out: number[] = [];
	for (let k = 0; 1 << k <= exponent; k++) if (exponent & (1 << k)) out.push(2 ** (1 << k));
	return out;
}

const product = (a: number, b: number): number => Number(nimProduct(BigInt(a), BigInt(b)));

/** Why a ⊗ b is what it is, for powers of 2 a and b: "1⊗4 = 4", "2⊗4 = 8, different Fermat 2-powers", "4⊗8 = 2⊗(4⊗4) = 2⊗6 = 11". */
function powerProductWords(a: number, b: number): string {
	const value = product(a, b);
	if (a === 1 || b === 1) return `${a}⊗${b} = ${value}`;
	const fa = fermatFactors(a);
	const fb = fermatFactors(b);
	const common = fa.filter(f => fb.includes(f));
	if (common.length === 0) return `${a}⊗${b} = ${value} (different Fermat 2-powers: the ordinary product)`;
	if (a === b && fa.length === 1) return `${a}⊗${a} = ${value} (a Fermat 2-power squared is 3/2 of itself)`;
	// Each Fermat 2-power the two share is squared (F⊗F = 3F/2); the others multiply as ordinary numbers.
	const rest = [...fa.filter(f => !common.includes(f)), ...fb.filter(f => !common.includes(f))].reduce((x, y) => x * y, 1);
	const squares = common.map(f => `(${f}⊗${f})`);
	const parts = [...(rest === 1 ? [] : [String(rest)]), ...squares];
	const values = [...(rest === 1 ? [] : [rest]), ...common.map(f => product(f, f))];
	const reduced = `${a}⊗${b} = ${parts.join('⊗')} = ${values.join('⊗')}`;
	if (values.length !== 2) return `${reduced} = ${value}`;
	// Spread the two factors once more: their powers of 2 multiply by the rules above.
	const [u, v] = values as [number, number];
	const terms = powers(u).flatMap(c => powers(v).map(d => [c, d] as const));
	return `${reduced} = ${terms.map(([c, d]) => `${c}⊗${d}`).join(' ⊕ ')} = ${terms.map(([c, d]) => product(c, d)).join(' ⊕ ')} = ${value}`;
}

/**
 * The working of x ⊗ y: both spread into powers of 2, each product of powers
 * by Conway's rule, then the products added with ⊕.
 */
export function nimProductWorking(x: number, y: number): string[] {
	const px = powers(x);
	const py = powers(y);
	const answer = product(x, y);
	if (x === 0 || y === 0) return [`${x} ⊗ ${y} = 0: anything times 0 is 0.`];
	const group = (ps: number[]) => (ps.length === 1 ? String(ps[0]) : `(${ps.join(' ⊕ ')})`);
	const terms = px.flatMap(a => py.map(b => [a, b] as const));
	const lines: string[] = [];
	if (terms.length > 1) lines.push(`${x} ⊗ ${y} = ${group(px)} ⊗ ${group(py)} = ${terms.map(([a, b]) => `${a}⊗${b}`).join(' ⊕ ')}`);
	const seen = new Set<string>();
	for (const [a, b] of terms) {
		const key = [Math.min(a, b), Math.max(a, b)].join();
		if (seen.has(key)) continue;
		seen.add(key);
		lines.push(`  ${powerProductWords(a, b)}`);
	}
	if (terms.length > 1) lines.push(`${x} ⊗ ${y} = ${terms.map(([a, b]) => product(a, b)).join(' ⊕ ')} = ${answer}.`);
	return lines;
}

export const nimMultiplication: Lesson = {
	concept: 'nim-product',
	game: corners.id,
	pages: [
		[
			'Turning Corners: lamps on a grid, (x, y) counted from 0. A move picks a lit lamp (x, y) and any x′ < x, y′ < y, and switches all four corners of that rectangle: (x, y), (x′, y), (x, y′), (x′, y′). The lamp at (x, y) must go off.',
			"As in coin turning, each lit lamp is a game of its own, and the grid is worth the nim-sum of its lamps' values.",
		],
		[
			'A lamp at (x, y) is worth x ⊗ y, the nim product. It is the mex of (x′ ⊗ y) ⊕ (x ⊗ y′) ⊕ (x′ ⊗ y′) over all x′ < x, y′ < y: the values of the moves.',
			'1 ⊗ y = y. 2 ⊗ 2 = 3, 2 ⊗ 3 = 1, 3 ⊗ 3 = 2. The numbers 0 … 3 (and 0 … 15, 0 … 255 …) form a field under ⊕ and ⊗.',
		],
		[
			'A quick rule (Conway): for the Fermat 2-powers 2, 4, 16, 256 …, a product of different ones is their ordinary product (2 ⊗ 4 = 8), and one squared is 3/2 of itself (2 ⊗ 2 = 3, 4 ⊗ 4 = 6). Spread ⊗ over ⊕ for the rest: 3 ⊗ 4 = (2 ⊕ 1) ⊗ 4 = 8 ⊕ 4 = 12.',
		],
		[
			"Finding the winning corner. Let s be the nim-sum of all the lamps. As in Nim, pick a lamp (x, y) whose value v has s's top column, so that v ⊕ s < v: its move must leave the other three corners worth v ⊕ s.",
			'They are worth v ⊕ (x ⊕ x′) ⊗ (y ⊕ y′), so look for x′ < x and y′ < y with (x ⊕ x′) ⊗ (y ⊕ y′) = s. One always exists.',
			"In the example, lamps (2, 3) and (2, 2) are worth 1 and 3, so s = 2. Lamp (2, 2) has 2's top column, and x′ = y′ = 1 gives (2 ⊕ 1) ⊗ (2 ⊕ 1) = 3 ⊗ 3 = 2: switch (2, 2), (1, 2), (2, 1) and (1, 1).",
		],
	],
	example: {
		game: corners.id,
		lit: [
			[2, 3],
			[2, 2],
		],
	},
	exampleNote: 'Each lamp is worth x ⊗ y; the winner leaves the nim-sum of the lamps 0.',
	kinds: ['value', 'move', 'outcome'],
	draw(rng, level) {
		const side = Math.min(8, 3 + Math.ceil(level / 2));
		const count = randInt(rng, 1, Math.min(4, 1 + Math.floor(level / 2)));
		const seen = new Set<string>();
		const lit: number[][] = [];
		while (lit.length < count) {
			const cell = [randInt(rng, 1, side - 1), randInt(rng, 1, side - 1)];
			if (seen.has(cell.join())) continue;
			seen.add(cell.join());
			lit.push(cell);
		}
		return {game: corners.id, lit};
	},
	value(rng, level) {
		const top = Math.min(15, 3 + level);
		const x = randInt(rng, 2, top);
		const y = randInt(rng, 2, top);
		const position = {game: corners.id, lit: [[x, y]]};
		return {
			kind: 'value',
			position,
			question: `What is ${x} ⊗ ${y}, the value of a lone lamp at (${x}, ${y})?`,
			answer: nimProduct(BigInt(x), BigInt(y)),
			why: [...nimProductWorking(x, y), `So a lone lamp at (${x}, ${y}) is worth ${x} ⊗ ${y} = ${nimProduct(BigInt(x), BigInt(y))}.`],
			level,
		};
	},
};
