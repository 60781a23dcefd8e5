import {describe, expect, it, test} from 'vitest';
import {floorPhi, isWythoffPair, pairContaining, wythoff, wythoffGrundy, wythoffPair, type WythoffPosition} from '../../../source/engine/games/wythoff.js';
import {bruteGrundy, bruteSolve, type Solved} from '../../../source/engine/solver.js';
import {InputError, LimitError} from '../../../source/engine/types.js';
import {seeded, randBig} from '../../../source/engine/random.js';
import {limits} from '../../../source/engine/limits.js';

const pos = (x: bigint | number, y: bigint | number): WythoffPosition => ({heaps: [BigInt(x), BigInt(y)]});

/** ⌊kφ⌋ by its definition, with no square root: the m with (2m − k)² ≤ 5k² < (2m + 2 − k)² (and 2m − k ≥ 0 checked by sign). */
function isFloorPhi(k: bigint, m: bigint): boolean {
	const five = 5n * k * k;
	const lo = 2n * m - k;
	const hi = 2n * m + 2n - k;
	return (lo <= 0n || lo * lo <= five) && hi > 0n && hi * hi > five;
}

function parse(json: unknown) {
	return wythoff.parse(json as never, '');
}

describe('wythoff: the published P-positions', () => {
	test.each([
		[0, 0, 0],
		[1, 1, 2],
		[2, 3, 5],
		[3, 4, 7],
		[4, 6, 10],
		[5, 8, 13],
		[6, 9, 15],
		[7, 11, 18],
		[8, 12, 20],
	])('pair k = %i is (%i, %i) and is a P-position both ways round', (k, a, b) => {
		expect(wythoffPair(BigInt(k))).toEqual([BigInt(a), BigInt(b)]);
		expect(wythoff.outcome(pos(a, b))).toBe('P');
		expect(wythoff.outcome(pos(b, a))).toBe('P');
		expect(wythoff.winningMove(pos(a, b))).toBeNull();
		expect(wythoff.grundy(pos(a, b))).toBe(0n);
	});

	it('the lower and upper Wythoff sequences (OEIS A000201, A001950) partition the positive integers', () => {
		const seen = new Map<bigint, number>();
		for (let k = 1n; k <= 3000n; k++) {
			const [a, b] = wythoffPair(k);
			seen.set(a, (seen.get(a) ?? 0) + 1);
			seen.set(b, (seen.get(b) ?? 0) + 1);
		}
		for (let n = 1n; n <= 4000n; n++) {
			expect(seen.get(n)).toBe(1);
			const {index, pair, lower} = pairContaining(n);
			expect(wythoffPair(index)).toEqual(pair);
			expect(lower ? pair[0] : pair[1]).toBe(n);
		}
	});
});

describe('wythoff: exact ⌊kφ⌋', () => {
	it('matches the definition for k ≤ 20000', () => {
		for (let k = 0n; k <= 20000n; k++) expect(isFloorPhi(k, floorPhi(k))).toBe(true);
	});

	it('is exact where double precision is not (from 102334155 on)', () => {
		const phi = (1 + Math.sqrt(5)) / 2;
		let floatWrong = 0;
		for (let k = 102334150n; k <= 102334160n; k++) {
			const m = floorPhi(k);
			expect(isFloorPhi(k, m)).toBe(true);
			if (BigInt(Math.floor(Number(k) * phi)) !== m) floatWrong++;
			const [a, b] = wythoffPair(k);
			expect(wythoff.outcome(pos(a, b))).toBe('P');
			expect(wythoff.outcome(pos(a + 1n, b))).toBe('N');
			expect(wythoff.outcome(pos(a, b + 1n))).toBe('N');
		}
		// The floating-point formula already fails here; the exact one does not.
		expect(BigInt(Math.floor(102334155 * phi))).not.toBe(floorPhi(102334155n));
		expect(floatWrong).toBeGreaterThan(0);
	});

	test.each([100, 1000, 2000])('matches the definition for random %i-digit k', digits => {
		const rng = seeded(digits);
		for (let i = 0; i < 20; i++) {
			const k = 10n ** BigInt(digits - 1) + randBig(rng, 9n * 10n ** BigInt(digits - 1));
			expect(isFloorPhi(k, floorPhi(k))).toBe(true);
		}
	});
});

describe('wythoff: the theory against brute force', () => {
	const N = 30;
	const grundyMemo = new Map<string, bigint>();
	const solveMemo = new Map<string, Solved>();

	it(`grundy, outcome, winning move and moveToGrundy on every position with heaps ≤ ${N}`, () => {
		let checked = 0;
		for (let x = 0; x <= N; x++) {
			for (let y = 0; y <= N; y++) {
				const p = pos(x, y);
				const g = bruteGrundy(wythoff, p, 1_000_000, grundyMemo);
				expect(wythoff.grundy(p)).toBe(g);
				const solved = bruteSolve(wythoff, p, 1_000_000, solveMemo);
				expect(wythoff.outcome(p)).toBe(solved.outcome);
				const move = wythoff.winningMove(p);
				if (solved.outcome === 'P') {
					expect(move).toBeNull();
				} else {
					expect(move).not.toBeNull();
					// Legal (parseMove accepts its JSON) and leads to a P-position.
					const again = wythoff.parseMove(wythoff.moveToJSON(move!), p, 'move');
					expect(wythoff.outcome(wythoff.apply(p, again))).toBe('P');
					expect(bruteSolve(wythoff, wythoff.apply(p, again), 1_000_000, solveMemo).outcome).toBe('P');
				}
				for (let target = 0n; target < g; target++) {
					const m = wythoff.moveToGrundy(p, target);
					expect(m).not.toBeNull();
					wythoff.parseMove(wythoff.moveToJSON(m!), p, 'move');
					expect(bruteGrundy(wythoff, wythoff.apply(p, m!), 1_000_000, grundyMemo)).toBe(target);
				}
				expect(wythoff.moveToGrundy(p, g)).toBeNull();
				checked++;
			}
		}
		expect(checked).toBe((N + 1) ** 2);
	});

	it('the search table agrees with brute force up to 70 and is symmetric', () => {
		const memo = new Map<string, bigint>();
		for (let x = 0; x <= 70; x++) {
			for (let y = 0; y <= 70; y++) {
				expect(BigInt(wythoffGrundy(x, y))).toBe(bruteGrundy(wythoff, pos(x, y), 1_000_000, memo));
			}
		}
	});

	// Its time is measured by bench/worst-cases.ts ("wythoff: (1000, 1000)").
	it('the table at the bound: symmetric, P exactly at the pairs', () => {
		const bound = limits.wythoffGrundyBound;
		const g = wythoffGrundy(bound, bound);
		expect(g).toBeGreaterThan(0);
		const partner = new Map<number, number>();
		for (let k = 0n; k <= BigInt(bound); k++) {
			const [a, b] = wythoffPair(k).map(Number) as [number, number];
			partner.set(a, b);
			partner.set(b, a);
		}
		let zeros = 0;
		for (let x = 0; x <= bound; x++) {
			for (let y = 0; y <= bound; y++) {
				const v = wythoffGrundy(x, y);
				if (v !== wythoffGrundy(y, x)) throw new Error(`g(${x}, ${y}) ≠ g(${y}, ${x})`);
				if ((v === 0) !== (partner.get(x) === y)) throw new Error(`g(${x}, ${y}) = ${v} disagrees with the pairs`);
				if (v === 0) zeros++;
			}
		}
		// The pairs (a, b) with b ≤ 1000, both ways round, and (0, 0).
		expect(zeros).toBe(2 * [...partner.entries()].filter(([a, b]) => a < b && b <= bound).length + 1);
		expect(isWythoffPair(618n, 1000n)).toBe(wythoffGrundy(618, 1000) === 0);
	});

	it('beyond the bound: no Grundy value, moveToGrundy only for target 0', () => {
		const p = pos(limits.wythoffGrundyBound + 1, 5);
		expect(wythoff.grundy(p)).toBeNull();
		const m = wythoff.moveToGrundy(p, 0n);
		expect(m).toEqual(wythoff.winningMove(p));
		expect(wythoff.outcome(wythoff.apply(p, m!))).toBe('P');
		expect(wythoff.moveToGrundy(p, 1n)).toBeNull();
		const [a, b] = wythoffPair(700n);
		expect(b).toBeGreaterThan(BigInt(limits.wythoffGrundyBound));
		expect(wythoff.moveToGrundy(pos(a, b), 0n)).toBeNull();
	});
});

describe('wythoff: huge heaps', () => {
	test.each([100, 1000, 1900])('%i-digit P-positions, their neighbours, and winning moves from random positions', digits => {
		const rng = seeded(7 * digits);
		const base = 10n ** BigInt(digits - 1);
		for (let i = 0; i < 10; i++) {
			const k = base + randBig(rng, 8n * base);
			const [a, b] = wythoffPair(k);
			expect(wythoff.outcome(pos(a, b))).toBe('P');
			expect(wythoff.outcome(pos(b, a))).toBe('P');
			for (const [x, y] of [
				[a + 1n, b],
				[a - 1n, b],
				[a, b + 1n],
				[a, b - 1n],
				[a + 1n, b + 1n],
				[a - 1n, b - 1n],
			] as const) {
				const p = pos(x, y);
				expect(wythoff.outcome(p)).toBe('N');
				const m = wythoff.winningMove(p)!;
				expect(wythoff.outcome(wythoff.apply(p, wythoff.parseMove(wythoff.moveToJSON(m), p, 'move')))).toBe('P');
			}
		}
		for (let i = 0; i < 30; i++) {
			const p = pos(randBig(rng, 10n * base), randBig(rng, 10n * base));
			const m = wythoff.winningMove(p);
			if (m === null) {
				expect(wythoff.outcome(p)).toBe('P');
				continue;
			}
			const q = wythoff.apply(p, wythoff.parseMove(wythoff.moveToJSON(m), p, 'move'));
			expect(isWythoffPair(q.heaps[0], q.heaps[1])).toBe(true);
		}
	});

	// Their time is measured by bench/engine.ts (1000 digits) and bench/worst-cases.ts (2000 digits).
	it('1000-digit positions are solved', () => {
		const rng = seeded(1000);
		const positions = Array.from({length: 200}, () => pos(randBig(rng, 10n ** 1000n), randBig(rng, 10n ** 1000n)));
		for (const p of positions) {
			const m = wythoff.winningMove(p);
			if (m === null) expect(wythoff.outcome(p)).toBe('P');
			else expect(wythoff.outcome(wythoff.apply(p, m))).toBe('P');
		}
	});

	it('moveCount is exact at any size', () => {
		const a = 10n ** 1500n + 3n;
		const b = 10n ** 1499n;
		expect(wythoff.moveCount(pos(a, b))).toBe(a + b + b);
		for (let x = 0; x <= 8; x++) {
			for (let y = 0; y <= 8; y++) expect(wythoff.moveCount(pos(x, y))).toBe(BigInt([...wythoff.moves(pos(x, y))].length));
		}
	});
});

describe('wythoff: rules and text', () => {
	it('lists the moves smallest first, without mutating the position', () => {
		const p = pos(2, 1);
		expect([...wythoff.moves(p)].map(m => wythoff.moveToJSON(m))).toEqual([{take: [1, 0]}, {take: [0, 1]}, {take: [1, 1]}, {take: [2, 0]}]);
		const q = wythoff.apply(p, {take: [1n, 1n]});
		expect(q.heaps).toEqual([1n, 0n]);
		expect(p.heaps).toEqual([2n, 1n]);
	});

	it('reads and writes positions, with numbers or decimal strings', () => {
		const p = parse({game: 'wythoff', heaps: [3, '123456789012345678901234567890']});
		expect(p.heaps).toEqual([3n, 123456789012345678901234567890n]);
		expect(wythoff.toJSON(p)).toEqual({game: 'wythoff', heaps: [3, '123456789012345678901234567890']});
		expect(wythoff.key(parse(wythoff.toJSON(p)))).toBe(wythoff.key(p));
	});

	test.each([
		[{game: 'wythoff'}, 'heaps is missing (expected a list of two non-negative integers)'],
		[{game: 'wythoff', heaps: 5}, 'heaps must be a list of two non-negative integers, got 5'],
		[{game: 'wythoff', heaps: [1]}, 'heaps must hold exactly two heaps, got 1'],
		[{game: 'wythoff', heaps: [1, 2, 3]}, 'heaps must hold exactly two heaps, got 3'],
		[{game: 'wythoff', heaps: [1, 'x']}, 'heaps[1] must be a non-negative integer, got "x"'],
		[{game: 'wythoff', heaps: [-1, 2]}, 'heaps[0] must be a non-negative integer, got -1'],
		[{game: 'wythoff', heaps: [1, 2], max: 3}, 'max is not a field of this game (expected "game", "heaps")'],
	])('bad position %j', (json, message) => {
		expect(() => parse(json)).toThrow(InputError);
		expect(() => parse(json)).toThrow(message);
	});

	it('refuses numbers beyond the digit limit with a LimitError', () => {
		expect(() => parse({game: 'wythoff', heaps: ['9'.repeat(limits.maxDigits + 1), 1]})).toThrow(LimitError);
	});

	test.each([
		[{take: [1, 2]}, 'move is not a legal move: taking from both heaps takes the same number from each'],
		[{take: [0, 0]}, 'move is not a legal move: a move takes at least one token'],
		[{take: [4, 0]}, 'move is not a legal move: heap 1 has only 3'],
		[{take: [0, 6]}, 'move is not a legal move: heap 2 has only 5'],
		[{take: [4, 4]}, 'move is not a legal move: heap 1 has only 3'],
		[{take: 2}, 'move.take must be two non-negative integers [x, y] (k from one heap: [k, 0] or [0, k]; from both: [k, k]), got 2'],
		[{take: [1, 'y']}, 'move.take[1] must be a non-negative integer, got "y"'],
		[{take: [1, 0], heap: 0}, 'move.heap is not a field of this game (expected "take")'],
		[7, 'move must be an object, got 7'],
	])('bad move %j in (3, 5)', (json, message) => {
		expect(() => wythoff.parseMove(json as never, pos(3, 5), 'move')).toThrow(message);
	});

	it('explains the winning move with the pair it reaches', () => {
		const text = wythoff.explain(pos(5, 7)).join('\n');
		expect(text).toContain('difference 2 → pair k = 2: ⌊2φ⌋ = 3, 3 + 2 = 5 → (3, 5)');
		expect(text).toContain('take 2 from both, reaching (3, 5)');
		expect(text).toContain('Grundy value (tabulated by search): 1.');
		const other = wythoff.explain(pos(4, 12)).join('\n');
		expect(other).toContain('4 lies in pair k = 3: ⌊3φ⌋ = 4, 4 + 3 = 7 → (4, 7)');
		expect(other).toContain('Take 5 from heap 2 (4, 12) → (4, 7)');
		const lost = wythoff.explain(pos(8, 13)).join('\n');
		expect(lost).toContain('The position is that pair');
		expect(lost).toContain('the player to move loses');
		expect(wythoff.explain(pos(0, 0)).join('\n')).toContain('cannot move and loses');
		const huge = wythoff.explain(pos(10n ** 999n, 10n ** 999n * 2n)).join('\n');
		expect(huge).toContain('(1000 digits)');
		expect(huge).toContain('no closed form');
	});

	it('describes moves in words', () => {
		expect(wythoff.describeMove(pos(5, 7), {take: [2n, 2n]})).toBe('take 2 from both heaps (5, 7) → (3, 5)');
		expect(wythoff.describeMove(pos(9, 3), {take: [4n, 0n]})).toBe('take 4 from heap 1 (9, 3) → (5, 3)');
	});

	it('the examples parse and their labels are right', () => {
		const outcomes = wythoff.examples.map(e => wythoff.outcome(parse(e.position)));
		expect(outcomes).toEqual(['P', 'N', 'N', 'N', 'N']);
		expect(wythoff.winningMove(parse(wythoff.examples[4]!.position))).toEqual({take: [1n, 1n]});
	});

	it('double precision gets the pair for k = 102334155 wrong; the exact pair is one lower', () => {
		const phi = (1 + Math.sqrt(5)) / 2;
		expect(Math.floor(102334155 * phi)).toBe(165580141);
		expect(wythoffPair(102334155n)).toEqual([165580140n, 267914295n]);
		expect(wythoff.winningMove(pos(165580141, 267914296))).toEqual({take: [1n, 1n]});
	});

	it('random positions are small and drawable', () => {
		const rng = seeded(3);
		for (let size = 1; size <= 10; size++) {
			const p = wythoff.random(rng, size);
			expect(p.heaps[0] >= 1n && p.heaps[0] <= 30n && p.heaps[1] >= 1n && p.heaps[1] <= 30n).toBe(true);
		}
	});
});
