/** The computer players (engine/players.ts): names, levels, the teacher, random and the loser. */
import {describe, expect, it} from 'vitest';
import {games} from '../../source/engine/catalog.js';
import {nim} from '../../source/engine/games/nim.js';
import {seeded} from '../../source/engine/random.js';
import {
	givebacksOf,
	isMistake,
	levelAccuracy,
	levelOf,
	levels,
	loserMove,
	plausibleMove,
	playerMove,
	randomMove,
	readOpponent,
	seenMoves,
	type Player,
} from '../../source/engine/players.js';
import type {AnyGame} from '../../source/engine/types.js';

const heaps = (...h: number[]) => nim.parse({game: 'nim', heaps: h}, '');
const key = (m: unknown) => JSON.stringify(nim.moveToJSON(m as never));

describe('player names', () => {
	it.each([
		['perfect', 'perfect'],
		['level:1', 'level:1'],
		['level:8', 'level:8'],
		['teacher:0', 'teacher:0'],
		['teacher:9', 'teacher:9'],
		['random', 'random'],
		['loser', 'loser'],
		['friend', 'friend'],
		['casual', 'level:3'],
	])('%s reads as %s', (text, opponent) => {
		expect(readOpponent(text)).toBe(opponent);
	});

	it.each(['level:0', 'level:9', 'level:', 'teacher:10', 'teacher:-1', 'Perfect', 'level 3', ''])('%j is refused', text => {
		expect(readOpponent(text)).toBeNull();
	});

	it('knows a level and a teacher by their numbers', () => {
		expect(levelOf('level:5')).toBe(5);
		expect(levelOf('teacher:5')).toBeNull();
		expect(givebacksOf('teacher:3')).toBe(3);
		expect(givebacksOf('perfect')).toBeNull();
	});

	it('the levels grow in accuracy', () => {
		for (const k of levels.slice(1)) expect(levelAccuracy[k]).toBeGreaterThan(levelAccuracy[(k - 1) as 1]);
	});
});

/** Moves of every kind of player over random positions of every game: always legal. */
describe.each(games.map(game => [game.id, game] as const))('%s', (_id, game: AnyGame) => {
	it('every player moves legally (levels erring and not, the teacher giving back)', () => {
		const rng = seeded(5);
		const players: Player[] = ['perfect', 'level:1', 'level:8', 'teacher:2', 'random', 'loser'];
		let moved = 0;
		for (let i = 0; i < 6; i++) {
			const p = game.random(rng, 2);
			if (game.moveCount(p) === 0n) continue;
			for (const player of players) {
				for (const roll of [0, 0.999]) {
					const move = playerMove(game, p, player, roll, rng(), {givebacks: 1, erred: true});
					// A legal move reads back from its JSON in the position.
					expect(() => game.parseMove(game.moveToJSON(move), p, 'move')).not.toThrow();
					moved++;
				}
			}
		}
		expect(moved).toBeGreaterThan(0);
	});
});

describe('a level', () => {
	it('plays the best move when its roll is under its accuracy', () => {
		const p = heaps(3, 4, 6, 9);
		const move = playerMove(nim, p, 'level:1', 0.1, 0.3);
		expect(nim.outcome(nim.apply(p, move as never))).toBe('P');
	});

	it('otherwise makes a plausible mistake: it hands the win over, and near-misses (small values left) come first', () => {
		const p = heaps(3, 4, 6, 9);
		const counts = new Map<string, number>();
		const grundy = new Map<string, bigint>();
		for (let i = 0; i < 400; i++) {
			const move = playerMove(nim, p, 'level:1', 0.99, i / 400);
			const after = nim.apply(p, move as never);
			expect(nim.outcome(after)).toBe('N');
			counts.set(key(move), (counts.get(key(move)) ?? 0) + 1);
			grundy.set(key(move), nim.grundy(after)!);
		}
		// Not uniform: a move leaving value 1 is chosen far more often than one leaving a larger value.
		const byValue = (g: bigint) => [...counts].filter(([k]) => grundy.get(k) === g).map(([, n]) => n);
		const ones = byValue(1n);
		const big = [...counts].filter(([k]) => grundy.get(k)! >= 4n).map(([, n]) => n);
		expect(ones.length).toBeGreaterThan(0);
		expect(Math.min(...ones)).toBeGreaterThan(Math.max(0, ...big));
	});

	it('prefers a small mistake to a sweeping one', () => {
		// Heaps 1 8 12 (nim-sum 5, won): taking 1 and taking 9 both leave value 10; the small take comes about (21/13)² times as often.
		const p = heaps(1, 8, 12);
		const count = new Map<number, number>();
		for (let i = 0; i < 2000; i++) {
			const move = plausibleMove(nim, p, i / 2000) as {take: bigint};
			const after = nim.apply(p, move as never);
			if (nim.grundy(after) === 10n) count.set(Number(move.take), (count.get(Number(move.take)) ?? 0) + 1);
		}
		expect([...count.keys()].sort((a, b) => a - b)).toEqual([1, 9]);
		expect(count.get(1)!).toBeGreaterThan(2 * count.get(9)!);
	});

	it('plays a small endgame perfectly whatever its roll', () => {
		const p = heaps(1, 2);
		expect(nim.moveCount(p)).toBeLessThanOrEqual(BigInt(seenMoves(1)));
		const move = playerMove(nim, p, 'level:1', 0.999, 0.5);
		expect(key(move)).toBe('{"heap":1,"take":1}');
	});

	it('in a lost position plays a legal move either way', () => {
		const p = heaps(1, 2, 3, 4, 4);
		for (const roll of [0, 0.999]) expect(nim.apply(p, playerMove(nim, p, 'level:2', roll, 0.4) as never)).toBeDefined();
	});

	it('has no mistake to make where every move wins, and then plays the best', () => {
		// From (1, 1, 1) every move leaves (1, 1): a P-position.
		const p = heaps(1, 1, 1);
		expect(plausibleMove(nim, p, 0.5)).toBeNull();
	});
});

describe('the teacher', () => {
	const p = heaps(3, 4, 6, 9);
	it('plays perfectly unless the learner has just erred', () => {
		for (const pick of [0, 0.5, 0.99]) {
			expect(nim.outcome(nim.apply(p, playerMove(nim, p, 'teacher:3', 0.99, pick, {givebacks: 3, erred: false}) as never))).toBe('P');
		}
	});

	it('after the learner erred, hands the win back while givebacks remain', () => {
		const back = playerMove(nim, p, 'teacher:3', 0.5, 0.5, {givebacks: 1, erred: true});
		expect(isMistake(nim, p, nim.apply(p, back as never))).toBe(true);
		const none = playerMove(nim, p, 'teacher:3', 0.5, 0.5, {givebacks: 0, erred: true});
		expect(nim.outcome(nim.apply(p, none as never))).toBe('P');
	});

	it('teacher:0 is perfect', () => {
		const move = playerMove(nim, p, 'teacher:0', 0.5, 0.5, {givebacks: 0, erred: true});
		expect(nim.outcome(nim.apply(p, move as never))).toBe('P');
	});
});

describe('random', () => {
	it('covers every legal move', () => {
		const p = heaps(2, 3, 1);
		const all = new Set([...nim.moves(p)].map(key));
		const seen = new Set<string>();
		const rng = seeded(3);
		for (let i = 0; i < 300; i++) seen.add(key(randomMove(nim, p, rng())));
		expect(seen).toEqual(all);
	});

	it('ignores its roll and the teacher state, and has no move where there is none', () => {
		expect(randomMove(nim, heaps(0, 0), 0.5)).toBeNull();
		expect(key(playerMove(nim, heaps(5), 'random', 0, 0))).toBe('{"heap":0,"take":1}');
	});
});

describe('the loser', () => {
	it('never picks a winning move when another exists', () => {
		const rng = seeded(9);
		let checked = 0;
		for (let i = 0; i < 200; i++) {
			const p = nim.random(rng, 3);
			const moves = [...nim.moves(p)];
			const handing = moves.filter(m => nim.outcome(nim.apply(p, m)) === 'N');
			if (handing.length === 0) continue;
			const move = loserMove(nim, p, rng());
			expect(nim.outcome(nim.apply(p, move as never))).toBe('N');
			checked++;
		}
		expect(checked).toBeGreaterThan(50);
	});

	it('plays any move where every move wins', () => {
		const p = heaps(1, 1, 1);
		expect(key(loserMove(nim, p, 0.7))).toMatch(/"take":1/);
	});
});
