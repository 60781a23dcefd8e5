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
			'To win, find the edge to cut that leaves the whole worth 0. The next page shows how.',
		],
		[
			"Finding the winning cut, from the ground up. Let S be the nim-sum of the trees. As in Nim, pick a tree on the ground worth b with b ⊕ S < b (b has S's top column): it must become worth b ⊕ S. If that is 0, cut its ground edge.",
			'Otherwise its root, worth b − 1, must become worth (b ⊕ S) − 1: it must change by T, the nim-sum of the two. One level up, do the same: pick a branch on the root worth c (its node + 1) with c ⊕ T < c; it must become c ⊕ T. Go on upward until a branch must become 0: cut the edge it hangs on.',
			'In the example the trees are worth 1 and 2: S = 3. The tree worth 2 must become 1, so its root goes from 1 to 0 (T = 1); the branch on it worth 1 must become 0: cut edge 5.',
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
