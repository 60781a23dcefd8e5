/**
 * Engine invariants as properties over random positions of every game
 * (fast-check picks the seeds and sizes and shrinks a failure to a small one).
 */
import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {games} from '../../source/engine/catalog.js';
import {bestMove} from '../../source/engine/analysis.js';
import {bruteGrundy, bruteSolve, searchable} from '../../source/engine/solver.js';
import {seeded} from '../../source/engine/random.js';

const firstMoves = <T>(items: Iterable<T>, n: number): T[] => {
	const out: T[] = [];
	for (const item of items) {
		if (out.length >= n) break;
		out.push(item);
	}
	return out;
};

describe.each(games.map(game => [game.id, game] as const))('%s', (_id, game) => {
	const arbitraryPosition = fc.tuple(fc.integer({min: 0, max: 2 ** 31}), fc.integer({min: 1, max: 10})).map(([seed, size]) => {
		const rng = seeded(seed);
		return game.random(rng, size);
	});

	it('suggests legal moves that win, and P-positions have no move to a P-position', () => {
		fc.assert(
			fc.property(arbitraryPosition, p => {
				const before = JSON.stringify(game.toJSON(p));
				const move = bestMove(game, p);
				const moves = firstMoves(game.moves(p), 150);
				if (moves.length === 0) {
					expect(move).toBeNull();
					return;
				}
				const legal = game.parseMove(JSON.parse(JSON.stringify(game.moveToJSON(move))), p, 'move');
				const next = game.apply(p, legal);
				if (game.outcome(p) === 'N') {
					expect(game.outcome(next)).toBe('P');
					const g = game.grundy(next);
					if (g !== null) expect(g).toBe(0n);
				} else {
					for (const m of moves) expect(game.outcome(game.apply(p, m))).toBe('N');
				}
				// Every result of a move is a valid position again (no negative counts), and applying was pure.
				for (const m of moves.slice(0, 40)) {
					const after = game.toJSON(game.apply(p, m));
					expect(() => game.parse(JSON.parse(JSON.stringify(after)), '')).not.toThrow();
				}
				expect(JSON.stringify(game.toJSON(p))).toBe(before);
			}),
			{numRuns: 60, seed: 4242},
		);
	});

	it('parses what it formats', () => {
		fc.assert(
			fc.property(arbitraryPosition, p => {
				const text = JSON.stringify(game.toJSON(p));
				const again = game.parse(JSON.parse(text), '');
				expect(JSON.stringify(game.toJSON(again))).toBe(text);
				expect(game.key(again)).toBe(game.key(p));
			}),
			{numRuns: 60, seed: 4343},
		);
	});

	it('agrees with the brute-force solver wherever it can reach', () => {
		const small = fc.tuple(fc.integer({min: 0, max: 2 ** 31}), fc.integer({min: 1, max: 3})).map(([seed, size]) => game.random(seeded(seed), size));
		let checked = 0;
		fc.assert(
			fc.property(small, p => {
				if (!searchable(game, p, 3000)) return;
				checked++;
				expect(game.outcome(p)).toBe(bruteSolve(game, p, 3000).outcome);
				const g = game.grundy(p);
				if (g !== null) expect(g).toBe(bruteGrundy(game, p, 3000));
			}),
			{numRuns: 40, seed: 4444},
		);
		expect(checked).toBeGreaterThan(0);
	});
});
