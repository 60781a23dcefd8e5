/** Lesson 11: Turning Corners and nim multiplication. */
import {corners} from '../../engine/games/corners.js';
import {randInt} from '../../engine/random.js';
import {nimProduct} from '../../engine/nimproduct.js';
import type {Lesson} from '../lesson.js';
import {gameOf} from '../lesson.js';

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
		const game = gameOf(position);
		const p = game.parse(position, '');
		return {
			kind: 'value',
			position,
			question: `What is ${x} ⊗ ${y}, the value of a lone lamp at (${x}, ${y})?`,
			answer: nimProduct(BigInt(x), BigInt(y)),
			why: game.explain(p),
			level,
		};
	},
};
