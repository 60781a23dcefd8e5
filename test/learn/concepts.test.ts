import {describe, expect, it} from 'vitest';
import {games, lookupGame} from '../../source/engine/catalog.js';
import {conceptIds, conceptOf, conceptOfGame, concepts, lessonNumber} from '../../source/learn/concepts.js';
import {nim, type NimPosition} from '../../source/engine/games/nim.js';

const pos = (heaps: number[], extra: Record<string, unknown> = {}): NimPosition => nim.parse({game: 'nim', heaps, ...extra} as never, '');

function* heapTuples(count: number, top: number): Generator<number[]> {
	if (count === 0) {
		yield [];
		return;
	}
	for (const rest of heapTuples(count - 1, top)) for (let h = 0; h <= top; h++) yield [...rest, h];
}

describe('the concept a game exercises', () => {
	it.each([
		['nim', 'nim-sum'],
		['bash', 'multiples'],
		['wythoff', 'wythoff'],
		['fibonacci', 'zeckendorf'],
		['ktimes', 'zeckendorf'],
		['subtraction', 'mex'],
		['primes', 'mex'],
		['graph', 'mex'],
		['coins', 'coins'],
		['staircase', 'staircase'],
		['corners', 'nim-product'],
		['tree', 'colon'],
		['kayles', 'breaking'],
		['dawson', 'breaking'],
		['octal', 'breaking'],
		['grundy', 'breaking'],
		['sum', 'sums'],
	])('%s exercises %s, as its own file declares', (id, concept) => {
		expect(lookupGame(id)?.concept).toBe(concept);
		expect(conceptOfGame(id)?.id).toBe(concept);
	});

	it('is misère for misère play of any game, and none for an id that is not a game', () => {
		for (const game of games) expect(conceptOfGame(game.id, true)?.id).toBe('misere');
		expect(conceptOfGame('__proto__')).toBeUndefined();
		expect(conceptOfGame('no-such-game')).toBeUndefined();
	});

	it('is one of the course concepts, each with its title and idea, in lesson order', () => {
		expect(concepts.map(c => c.id)).toEqual([...conceptIds]);
		for (const game of games) expect(conceptOf(game.concept!)).toBeDefined();
		expect(lessonNumber('nim-sum')).toBe(2);
		expect(lessonNumber('misere')).toBe(13);
	});

	it("misère: the course's one-line summary, followed literally, wins from every won position of up to 3 heaps of up to 5", () => {
		// "Normal play, but when a move leaves only 1s, leave an odd number": the normal Nim move, unless it leaves only heaps of 0 and 1.
		expect(conceptOf('misere')?.idea).toBe('normal play, but when a move leaves only 1s, leave an odd number');
		const summary = (heaps: number[]): {heap: number; take: bigint} => {
			const move = nim.winningMove(pos(heaps))!;
			const after = heaps.map((h, i) => (i === move.heap ? h - Number(move.take) : h));
			if (after.some(h => h > 1)) return move;
			const ones = after.filter(h => h === 1).length;
			// Leave an odd number of 1s: the heap moved goes to 1 instead of 0, or to 0 instead of 1.
			return ones % 2 === 1 ? move : {heap: move.heap, take: BigInt(heaps[move.heap]!) - BigInt(1 - after[move.heap]!)};
		};
		for (const heaps of heapTuples(3, 5)) {
			const p = pos(heaps, {misere: true});
			if (heaps.every(h => h <= 1) || nim.outcome(p) === 'P') continue;
			expect(nim.outcome(nim.apply(p, summary(heaps))), heaps.join()).toBe('P');
		}
	});
});
