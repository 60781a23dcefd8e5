/** Lesson 12's method for the winning cut, followed as its page says, finds a winning cut in every won forest. */
import {describe, expect, it} from 'vitest';
import {seeded} from '../../../source/engine/random.js';
import {lessons} from '../../../source/learn/course.js';
import {gameOf} from '../../../source/learn/lesson.js';

const lesson = lessons.find(l => l.concept === 'colon')!;

/** The page's method: from the ground up, each branch must become (its worth ⊕ the change needed), until one must become 0 and is cut. */
function pageCut(parents: readonly number[]): number {
	const children = (v: number) => parents.flatMap((q, i) => (q === v ? [i + 1] : []));
	const value = (v: number): number => children(v).reduce((a, c) => a ^ (value(c) + 1), 0);
	const total = children(0).reduce((a, c) => a ^ (value(c) + 1), 0);
	// A tree on the ground worth b with b ⊕ S < b must become b ⊕ S.
	let node = children(0).find(r => ((value(r) + 1) ^ total) < value(r) + 1)!;
	let need = (value(node) + 1) ^ total;
	while (need !== 0) {
		// Its node must go from value(node) to need − 1: a change of T; a branch on it worth c with c ⊕ T < c must become c ⊕ T.
		const change = value(node) ^ (need - 1);
		const child = children(node).find(c => ((value(c) + 1) ^ change) < value(c) + 1)!;
		need = (value(child) + 1) ^ change;
		node = child;
	}
	return node;
}

describe("lesson 12's method for the winning cut", () => {
	it('is on its pages, with the worked example it names', () => {
		const text = lesson.pages.flat().join(' ');
		expect(text).toContain('it must become worth b ⊕ S');
		expect(text).toContain('cut the edge it hangs on');
		const game = gameOf(lesson.example);
		const p = game.parse(lesson.example, '');
		const cut = pageCut(lesson.example['parents'] as number[]);
		expect(text).toContain(`cut edge ${cut}.`);
		expect(game.describeMove(p, game.winningMove(p))).toBe(`cut edge ${cut}`);
	});

	it('followed literally, wins from every won forest the lesson draws', () => {
		const rng = seeded(12);
		let won = 0;
		for (let i = 0; i < 200; i++) {
			const json = lesson.draw(rng, 1 + (i % 8));
			const game = gameOf(json);
			const p = game.parse(json, '') as {parents: readonly number[]};
			if (game.outcome(p) !== 'N') continue;
			won++;
			const cut = pageCut(p.parents);
			expect(game.outcome(game.apply(p, {cut})), JSON.stringify(json)).toBe('P');
		}
		expect(won).toBeGreaterThan(50);
	});
});
