/** Lesson 11: Turning Corners and nim multiplication. */
import {corners} from '../../engine/games/corners.js';
import {randInt} from '../../engine/random.js';
import {nimProduct} from '../../engine/nimproduct.js';
import type {Lesson} from '../lesson.js';
import {pagesOf} from '../lesson-words.js';
import {en, words} from './nim-product.words.js';

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
	if (common.length === 0) return words('different', {product: `${a}⊗${b} = ${value}`});
	if (a === b && fa.length === 1) return words('squared', {product: `${a}⊗${a} = ${value}`});
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
	if (x === 0 || y === 0) return [words('zero', {x, y})];
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
	get pages() {
		return pagesOf(words, en);
	},
	example: {
		game: corners.id,
		lit: [
			[2, 3],
			[2, 2],
		],
	},
	get exampleNote() {
		return words('exampleNote');
	},
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
			question: words('question', {x, y}),
			answer: nimProduct(BigInt(x), BigInt(y)),
			why: [...nimProductWorking(x, y), words('lone', {x, y, value: nimProduct(BigInt(x), BigInt(y))})],
			level,
		};
	},
};
