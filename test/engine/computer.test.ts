/** The computer's choice of move (engine/computer.ts): perfect, casual, and its quick answer. */
import {describe, expect, it} from 'vitest';
import {games} from '../../source/engine/catalog.js';
import {chooseComputerMove, quickMove} from '../../source/engine/computer.js';
import {nim} from '../../source/engine/games/nim.js';
import {seeded} from '../../source/engine/random.js';

describe('the perfect computer', () => {
	it.each(games.map(game => [game.id, game] as const))('%s: from an N-position it always moves to a P-position', (_id, game) => {
		const rng = seeded(11);
		let checked = 0;
		for (let i = 0; i < 40; i++) {
			const p = game.random(rng, 2);
			if (game.moveCount(p) === 0n || game.outcome(p) !== 'N') continue;
			const move = chooseComputerMove(game, p, 'perfect', 0, 0.5, 0);
			expect(game.outcome(game.apply(p, move))).toBe('P');
			checked++;
		}
		expect(checked).toBeGreaterThan(0);
	});
});

describe('the casual computer', () => {
	it('errs when the roll is below its error rate, keeping a winning move otherwise', () => {
		const p = nim.parse({game: 'nim', heaps: [3, 4, 6]}, '');
		const good = chooseComputerMove(nim, p, 'casual', 0.3, 0.5, 0) as {heap: number; take: bigint};
		expect(nim.outcome(nim.apply(p, good))).toBe('P');
		const bad = chooseComputerMove(nim, p, 'casual', 0.3, 0.1, 0.5) as {heap: number; take: bigint};
		expect(nim.outcome(nim.apply(p, bad))).toBe('N');
	});

	it('is perfect at error rate 0', () => {
		const p = nim.parse({game: 'nim', heaps: [3, 4, 6]}, '');
		const move = chooseComputerMove(nim, p, 'casual', 0, 0, 0.7);
		expect(nim.outcome(nim.apply(p, move as never))).toBe('P');
	});
});

describe('the quick answer', () => {
	it('is the first legal move, and null where there is none', () => {
		const p = nim.parse({game: 'nim', heaps: [0, 4, 6]}, '');
		expect(quickMove(nim, p)).toEqual([...nim.moves(p)][0]);
		expect(quickMove(nim, nim.parse({game: 'nim', heaps: [0, 0]}, ''))).toBeNull();
	});
});
