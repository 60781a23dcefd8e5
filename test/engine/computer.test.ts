/** The computer's choice of move (engine/computer.ts): perfect, a level, and its quick answer. */
import {describe, expect, it} from 'vitest';
import {games} from '../../source/engine/catalog.js';
import {chooseComputerMove, quickMove} from '../../source/engine/computer.js';
import {nim} from '../../source/engine/games/nim.js';
import {seeded} from '../../source/engine/random.js';
import {readOpponent} from '../../source/engine/players.js';

describe('the perfect computer', () => {
	it.each(games.map(game => [game.id, game] as const))('%s: from an N-position it always moves to a P-position', (_id, game) => {
		const rng = seeded(11);
		let checked = 0;
		for (let i = 0; i < 40; i++) {
			const p = game.random(rng, 2);
			if (game.moveCount(p) === 0n || game.outcome(p) !== 'N') continue;
			const move = chooseComputerMove(game, p, 'perfect', 0.5, 0);
			expect(game.outcome(game.apply(p, move))).toBe('P');
			checked++;
		}
		expect(checked).toBeGreaterThan(0);
	});
});

describe('a level', () => {
	it('plays its best move when the roll is below its accuracy, a mistake otherwise; casual reads as level 3', () => {
		const p = nim.parse({game: 'nim', heaps: [3, 4, 6]}, '');
		const good = chooseComputerMove(nim, p, 'level:4', 0.5, 0) as never;
		expect(nim.outcome(nim.apply(p, good))).toBe('P');
		const bad = chooseComputerMove(nim, p, 'level:4', 0.9, 0.5) as never;
		expect(nim.outcome(nim.apply(p, bad))).toBe('N');
		expect(readOpponent('casual')).toBe('level:3');
	});
});

describe('the quick answer', () => {
	it('is the first legal move, and null where there is none', () => {
		const p = nim.parse({game: 'nim', heaps: [0, 4, 6]}, '');
		expect(quickMove(nim, p)).toEqual([...nim.moves(p)][0]);
		expect(quickMove(nim, nim.parse({game: 'nim', heaps: [0, 0]}, ''))).toBeNull();
	});
});
