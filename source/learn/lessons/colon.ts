/** Lesson 12: Green Hackenbush trees (the colon principle). */
import {tree} from '../../engine/games/tree.js';
import type {Lesson} from '../lesson.js';
import {gameOf} from '../lesson.js';

export const colon: Lesson = {
	concept: 'colon',
	game: tree.id,
	pages: [
		[
			'Hackenbush: a drawing of edges standing on the ground. A move cuts one edge; everything no longer joined to the ground falls away. Whoever cuts last wins.',
			'A stalk of n edges (a path up from the ground) is a Nim heap of n: cutting the k-th edge leaves k − 1.',
		],
		[
			'The colon principle: branches meeting at a node may be replaced by a single stalk whose length is the nim-sum of theirs, without changing the value of the whole.',
			"So, from the leaves down: a leaf is worth 0; a node is worth the nim-sum of (child's value + 1) over its children, because each child hangs on an edge, and an edge under a tree of value v is a stalk of v + 1.",
		],
		[
			'A claw (three single edges on one root): (0+1) ⊕ (0+1) ⊕ (0+1) = 1, a stalk of 1. A forest is a sum: the nim-sum of its trees.',
			'To win, find the edge to cut that leaves the whole worth 0: usually near the top, where a value changes by the amount you need.',
		],
	],
	example: {game: tree.id, parents: [0, 1, 1, 0, 4]},
	exampleNote: "The winner cuts so that the trees' values have nim-sum 0.",
	kinds: ['value', 'move', 'outcome'],
	draw(rng, level) {
		const game = gameOf({game: tree.id, parents: [0]});
		return game.toJSON(game.random(rng, Math.max(1, Math.min(level, 6))));
	},
	value(rng, level) {
		const game = gameOf({game: tree.id, parents: [0]});
		const p = game.random(rng, Math.max(1, Math.min(level, 5)));
		return {kind: 'value', position: game.toJSON(p), question: 'What is the forest worth?', answer: game.grundy(p), why: game.explain(p), level};
	},
};
