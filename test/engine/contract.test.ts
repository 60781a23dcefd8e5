/**
 * One contract over every game in the catalog (OpenSpiel's random-play
 * checks): deterministic moves, pure apply, playouts that end, JSON that
 * round-trips, and suggested moves that are legal and win.
 */
import {describe, expect, it} from 'vitest';
import {games} from '../../source/engine/catalog.js';
import type {AnyGame} from '../../source/engine/types.js';
import {bestMove} from '../../source/engine/analysis.js';
import {bruteGrundy, bruteSolve, searchable, type Solved} from '../../source/engine/solver.js';
import {seeded} from '../../source/engine/random.js';
import {sampled} from '../sample.js';

function positionsOf(game: AnyGame): unknown[] {
	const rng = seeded(12345);
	const positions: unknown[] = game.examples.map(example => game.parse(example.position, ''));
	for (let size = 1; size <= 10; size++) {
		for (let i = 0; i < 3; i++) positions.push(game.random(rng, size, positions[0]));
	}
	for (let i = 0; i < 5; i++) positions.push(game.random(rng, 2));
	return positions;
}

/**
 * The positions the slow checks (playouts, brute force) start from: all of
 * them in the full run; otherwise the examples, the smallest random ones
 * (size 1) and a fixed sample of the rest.
 */
function slowPositionsOf(game: AnyGame, positions: readonly unknown[], count: number, seed: number): unknown[] {
	const smallest = game.examples.length + 3;
	return [...positions.slice(0, smallest), ...sampled(positions.slice(smallest), count, seed)];
}

const snapshot = (game: AnyGame, p: unknown) => JSON.stringify(game.toJSON(p));

describe.each(games.map(game => [game.id, game] as const))('%s', (_id, game) => {
	const positions = positionsOf(game);

	it('has examples that parse and describe themselves', () => {
		expect(game.examples.length).toBeGreaterThan(0);
		expect(game.name.length).toBeGreaterThan(0);
		expect(game.summary.length).toBeGreaterThan(0);
		expect(game.rules.length).toBeGreaterThan(20);
	});

	it('round-trips positions through JSON and lists moves deterministically', () => {
		for (const p of positions) {
			const json = game.toJSON(p);
			const again = game.parse(JSON.parse(JSON.stringify(json)), '');
			expect(game.key(again)).toBe(game.key(p));
			const first = [...take(game.moves(p), 500)].map(m => JSON.stringify(game.moveToJSON(m)));
			const second = [...take(game.moves(p), 500)].map(m => JSON.stringify(game.moveToJSON(m)));
			expect(second).toEqual(first);
		}
	});

	it('applies moves without mutating, and every listed move parses back as legal', () => {
		for (const p of positions) {
			const before = snapshot(game, p);
			for (const m of take(game.moves(p), 200)) {
				const after = game.apply(p, m);
				expect(snapshot(game, p)).toBe(before);
				expect(game.key(after)).not.toBe(game.key(p));
				const parsed = game.parseMove(JSON.parse(JSON.stringify(game.moveToJSON(m))), p, 'move');
				expect(game.key(game.apply(p, parsed))).toBe(game.key(after));
			}
		}
	});

	it('knows the value after a move without playing it (grundyAfter), exactly as playing it gives', () => {
		for (const p of positions) {
			if (game.grundy(p) === null) continue;
			for (const m of take(game.moves(p), 300)) {
				const after = game.apply(p, m);
				expect(game.grundyAfter?.(p, m) ?? game.grundy(after)).toBe(game.grundy(after));
			}
		}
	});

	it('compacts a position to the components that can move, with the same value and lifted moves that are legal', () => {
		for (const p of positions) {
			const compact = game.compact?.(p);
			if (!compact) continue;
			expect(game.grundy(compact.position)).toBe(game.grundy(p));
			expect(game.moveCount(compact.position)).toBe(game.moveCount(p));
			for (const m of take(game.moves(compact.position), 100)) {
				const lifted = compact.lift(m);
				game.parseMove(game.moveToJSON(lifted), p, 'move');
				expect(game.grundy(game.apply(p, lifted))).toBe(game.grundy(game.apply(compact.position, m)));
			}
		}
	});

	it('counts moves exactly on small positions', () => {
		for (const p of positions) {
			const count = game.moveCount(p);
			if (count <= 2000n) expect(BigInt([...game.moves(p)].length)).toBe(count);
		}
	});

	it('ends every random playout, and the engine move is legal and winning', () => {
		const rng = seeded(99);
		for (const start of slowPositionsOf(game, positions, 12, 99)) {
			let p = start;
			// Playouts from big positions are long: finish them with random moves, checking the engine on the way.
			for (let step = 0; ; step++) {
				expect(step).toBeLessThan(100_000);
				if (step > 12) {
					const options = [...take(game.moves(p), 400)];
					if (options.length === 0) break;
					p = game.apply(p, options[Math.floor(rng() * options.length)]);
					continue;
				}
				const outcome = game.outcome(p);
				const move = bestMove(game, p);
				const count = game.moveCount(p);
				if (count === 0n) {
					expect(move).toBeNull();
					break;
				}
				expect(move).not.toBeNull();
				const legal = game.parseMove(JSON.parse(JSON.stringify(game.moveToJSON(move))), p, 'move');
				const next = game.apply(p, legal);
				if (outcome === 'N') expect(game.outcome(next)).toBe('P');
				else expect(game.outcome(next)).toBe('N');
				// Continue with a random move (or the engine's) to explore.
				const options = [...take(game.moves(p), 400)];
				p = rng() < 0.5 ? next : game.apply(p, options[Math.floor(rng() * options.length)]);
			}
		}
	});

	// Every position the search can reach in the full run; in `npm test`, those of at most 1000 states and a sample of the others.
	it('agrees with the brute-force solver wherever it can search', () => {
		let checked = 0;
		// One memo per search for every position: they share much of what lies below them.
		const outcomes = new Map<string, Solved>();
		const values = new Map<string, bigint>();
		const reached = positions.filter(p => searchable(game, p, 20_000));
		const small = reached.filter(p => game.searchSize(p) <= 1000n);
		const large = reached.filter(p => game.searchSize(p) > 1000n);
		for (const p of [...small, ...sampled(large, 2, 20_000)]) {
			const solved = bruteSolve(game, p, 20_000, outcomes);
			expect(game.outcome(p)).toBe(solved.outcome);
			const g = game.grundy(p);
			if (g !== null) expect(g).toBe(bruteGrundy(game, p, 20_000, values));
			checked++;
		}
		expect(checked).toBeGreaterThan(0);
	});

	it('leaves no move from a P-position to a P-position, and winning moves reach value 0', () => {
		for (const p of positions) {
			const outcome = game.outcome(p);
			const moves = [...take(game.moves(p), 300)];
			if (outcome === 'P') {
				for (const m of moves) expect(game.outcome(game.apply(p, m))).toBe('N');
			} else if (moves.length > 0 && game.grundy(p) !== null) {
				const after = game.apply(p, game.winningMove(p));
				const g = game.grundy(after);
				if (g !== null) expect(g).toBe(0n);
			}
		}
	});

	it('explains every position in words', () => {
		for (const p of positions) {
			const lines = game.explain(p);
			expect(lines.length).toBeGreaterThan(0);
			for (const line of lines) expect(line).not.toMatch(/undefined|NaN|\[object/);
		}
	});
});

function* take<T>(items: Iterable<T>, n: number): Generator<T> {
	let i = 0;
	for (const item of items) {
		if (i++ >= n) return;
		yield item;
	}
}
