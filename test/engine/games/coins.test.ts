import {describe, expect, it, test} from 'vitest';
import {coins, coinRules, coinValue, type CoinRule, type CoinsPosition} from '../../../source/engine/games/coins.js';
import {bruteGrundy} from '../../../source/engine/solver.js';
import {InputError, LimitError, type JsonObject} from '../../../source/engine/types.js';
import {seeded} from '../../../source/engine/random.js';
import {fullRun, sampled} from '../../sample.js';

const parse = (json: JsonObject) => coins.parse({game: 'coins', ...json}, '');
const row = (text: string, rule: CoinRule, k?: number) => parse({coins: text, rule, ...(k === undefined ? {} : {k})});

/** The rule variants checked exhaustively: every rule, and consecutive with K = 1..4. */
const variants: {rule: CoinRule; k?: number}[] = [
	...coinRules.filter(r => r !== 'consecutive').map(rule => ({rule})),
	...[1, 2, 3, 4].map(k => ({rule: 'consecutive' as const, k})),
];

function allRows(maxLength: number): string[] {
	const rows: string[] = [];
	for (let length = 1; length <= maxLength; length++) {
		for (let mask = 0; mask < 1 << length; mask++) {
			let text = '';
			for (let i = 0; i < length; i++) text += (mask >> i) & 1 ? 'H' : 'T';
			rows.push(text);
		}
	}
	return rows;
}

/** Every subset of positions of a row, ascending. */
function allFlips(length: number): number[][] {
	const flips: number[][] = [];
	for (let mask = 1; mask < 1 << length; mask++) {
		const flip: number[] = [];
		for (let i = 0; i < length; i++) if ((mask >> i) & 1) flip.push(i + 1);
		flips.push(flip);
	}
	return flips;
}

function legal(p: CoinsPosition, flip: readonly number[]): boolean {
	try {
		coins.parseMove({flip: [...flip]}, p, 'move');
		return true;
	} catch (error) {
		if (error instanceof InputError) return false;
		throw error;
	}
}

describe('coins: published values of a single head', () => {
	test.each([
		[1, 1],
		[2, 2],
		[3, 4],
		[4, 7],
		[5, 8],
		[6, 11],
		[7, 13],
		[8, 14],
		[9, 16],
		[10, 19],
	])('mock turtles: head at %i is worth %i', (p, value) => {
		expect(coinValue('mock-turtles', 3, p)).toBe(value);
		expect(coins.grundy(row(`${'T'.repeat(p - 1)}H`, 'mock-turtles'))).toBe(BigInt(value));
	});
	test.each([
		[1, 1],
		[2, 2],
		[3, 1],
		[4, 4],
		[5, 1],
		[6, 2],
		[7, 1],
		[8, 8],
		[12, 4],
		[16, 16],
	])('ruler: head at %i is worth %i', (p, value) => {
		expect(coinValue('ruler', 3, p)).toBe(value);
		expect(coins.grundy(row(`${'T'.repeat(p - 1)}H`, 'ruler'))).toBe(BigInt(value));
	});
	test.each([
		['single', undefined, [1, 1, 1, 1, 1, 1, 1, 1]],
		['one-or-two', undefined, [1, 2, 3, 4, 5, 6, 7, 8]],
		['consecutive', 3, [0, 0, 1, 0, 0, 1, 0, 0]],
		['consecutive', 2, [0, 1, 0, 1, 0, 1, 0, 1]],
		['subtract3', undefined, [1, 2, 3, 0, 1, 2, 3, 0]],
		['twins', undefined, [0, 1, 2, 3, 0, 1, 2, 3]],
	] as const)('%s (k=%s): heads at 1..8 are worth %j', (rule, k, values) => {
		for (let p = 1; p <= 8; p++) {
			expect(coins.grundy(row(`${'T'.repeat(p - 1)}H`, rule, k))).toBe(BigInt(values[p - 1]!));
		}
	});
	it('matches the hint sketch: heads at 2 3 6 8 are worth 2 4 11 14, XOR 3, flip 8 and 7', () => {
		const p = row('THHTTHTH', 'mock-turtles');
		expect(coins.grundy(p)).toBe(3n);
		const move = coins.winningMove(p)!;
		expect(move.flip).toEqual([7, 8]);
		expect(coins.describeMove(p, move)).toBe('flip 8 and 7');
		const text = coins.explain(p).join('\n');
		expect(text).toContain('Heads at 2 3 6 8 are worth 2 4 11 14 (odious numbers) → XOR 3.');
		expect(text).toContain('Coin 8 (worth 14) becomes coin 7 (worth 13), 14 XOR 13 = 3.');
	});
	it('says two heads turned together both go to tails, never that one becomes the other', () => {
		// Heads at 3 and 5 (one or two coins): the winning move turns both over, and both vanish.
		const p = row('TTHTH', 'one-or-two');
		expect(coins.winningMove(p)!.flip).toEqual([3, 5]);
		const text = coins.explain(p).join('\n');
		expect(text).not.toContain('becomes coin 3');
		expect(text).toContain('Coin 5 (worth 5) and coin 3 (worth 3, a head too) both go to tails: the two heads vanish, and 5 XOR 3 = 6.');
	});
});

/**
 * Every row up to 10 coins in the full run; otherwise every row up to 8, the
 * rows of 9 and 10 heads, and a fixed sample of the other rows of 9 and 10.
 */
function checkedRows(): string[] {
	const all = allRows(10);
	const upTo8 = all.filter(text => text.length <= 8);
	const longer = all.filter(text => text.length > 8 && !/^H+$/.test(text));
	return [...upTo8, 'H'.repeat(9), 'H'.repeat(10), ...sampled(longer, 120, 10)];
}

describe.each(variants)(`coins $rule (k=$k): closed form vs brute force on ${fullRun ? 'every row' : 'a sample of the rows'} up to 10 coins`, ({rule, k}) => {
	const rows = checkedRows().map(text => row(text, rule, k));
	const memo = new Map<string, bigint>();
	it('grundy, outcome, winning move and every moveToGrundy target', () => {
		for (const p of rows) {
			const g = bruteGrundy(coins, p, 1_000_000, memo);
			expect(coins.grundy(p), p.coins).toBe(g);
			expect(coins.outcome(p)).toBe(g === 0n ? 'P' : 'N');
			const win = coins.winningMove(p);
			if (g === 0n) expect(win).toBeNull();
			else {
				expect(legal(p, win!.flip), `${p.coins} ${win!.flip}`).toBe(true);
				expect(bruteGrundy(coins, coins.apply(p, win!), 1_000_000, memo)).toBe(0n);
			}
			for (let t = 0n; t < g; t++) {
				const m = coins.moveToGrundy(p, t);
				expect(m, `${p.coins} → ${t}`).not.toBeNull();
				expect(legal(p, m!.flip), `${p.coins} ${m!.flip}`).toBe(true);
				expect(bruteGrundy(coins, coins.apply(p, m!), 1_000_000, memo), `${p.coins} ${m!.flip}`).toBe(t);
			}
			expect(coins.moveToGrundy(p, g)).toBeNull();
		}
	});
	it('moveCount is exact and moves are exactly the legal flips (rows up to 7 coins)', () => {
		for (const p of rows) {
			const listed = [...coins.moves(p)];
			expect(coins.moveCount(p)).toBe(BigInt(listed.length));
			if (p.coins.length > 7) continue;
			const accepted = allFlips(p.coins.length)
				.filter(f => legal(p, f))
				.map(f => f.join(','));
			expect(listed.map(m => m.flip.join(',')).sort()).toEqual(accepted.sort());
		}
	});
});

describe('coins: moves and positions', () => {
	it('apply never mutates and flips exactly the listed coins', () => {
		const p = row('THHTTHTH', 'mock-turtles');
		const after = coins.apply(p, {flip: [1, 5, 8]});
		expect(after.coins).toBe('HHHTHHTT');
		expect(p.coins).toBe('THHTTHTH');
	});
	it('normalises lower case and round-trips through JSON', () => {
		const p = parse({coins: 'thHt', rule: 'ruler'});
		expect(p.coins).toBe('THHT');
		expect(coins.toJSON(p)).toEqual({game: 'coins', coins: 'THHT', rule: 'ruler'});
		expect(coins.toJSON(row('HTH', 'consecutive'))).toEqual({game: 'coins', coins: 'HTH', rule: 'consecutive', k: 3});
		expect(coins.parse(coins.toJSON(row('HTH', 'consecutive', 2)), '')).toEqual(row('HTH', 'consecutive', 2));
	});
	it('describes moves', () => {
		const p = row('HHHHHHHH', 'ruler');
		expect(coins.describeMove(p, {flip: [8]})).toBe('flip 8');
		expect(coins.describeMove(p, {flip: [1, 4, 8]})).toBe('flip 8, 4 and 1');
		expect(coins.describeMove(p, {flip: [3, 4, 5, 6, 7, 8]})).toBe('flip 3 to 8');
	});
	it('random positions keep the rule and k, fit the screen and have a head', () => {
		const rng = seeded(7);
		for (let size = 1; size <= 10; size++) {
			const p = coins.random(rng, size, row('HTH', 'consecutive', 4));
			expect(p.rule).toBe('consecutive');
			expect(p.k).toBe(4);
			expect(p.coins.length).toBeLessThanOrEqual(24);
			expect(p.coins).toContain('H');
			expect(coins.parse(coins.toJSON(coins.random(rng, size)), '')).toBeTruthy();
		}
	});
	it('examples parse, and the losing example is lost', () => {
		for (const e of coins.examples) expect(coins.parse(e.position, '')).toBeTruthy();
		const twins = coins.examples.find(e => e.label.startsWith('Twins'))!;
		expect(coins.outcome(coins.parse(twins.position, ''))).toBe('P');
	});
	it('explains a lost row and summarises long rows', () => {
		expect(coins.explain(row('THTTTH', 'twins')).join('\n')).toContain('The XOR is 0');
		const long = coins.explain(row('H'.repeat(1000), 'ruler'));
		expect(long.join('\n')).toContain('The row has 1000 heads');
		expect(long.length).toBeLessThan(10);
	});
});

// The same rows are cases of bench/worst-cases.ts, where their time is measured.
describe('coins: a million coins, exact', () => {
	const n = 1_000_000;
	const rng = seeded(2024);
	const text = Array.from({length: n}, () => (rng() < 0.5 ? 'H' : 'T')).join('');
	// Every rule at the limit in the full run; otherwise three drawn by a fixed seed, the others on the first 20,000 coins.
	const atLimit = new Set(sampled(variants, 3, 1_000_000));
	test.each(variants.map(variant => ({...variant, length: atLimit.has(variant) ? n : 20_000})))(
		'$rule (k=$k): value, winning move and targets, $length coins',
		({rule, k, length}) => {
			const coinsText = text.slice(0, length);
			const p = row(coinsText, rule, k);
			const g = coins.grundy(p)!;
			const win = coins.winningMove(p);
			// The XOR computed independently, in bigints.
			const value = (flip: readonly number[]) => flip.reduce((sum, at) => sum ^ BigInt(coinValue(rule, k ?? 3, at)), 0n);
			let expected = 0n;
			for (let i = 0; i < length; i++) if (coinsText[i] === 'H') expected ^= BigInt(coinValue(rule, k ?? 3, i + 1));
			expect(g).toBe(expected);
			if (g === 0n) expect(win).toBeNull();
			else {
				expect(legal(p, win!.flip)).toBe(true);
				expect(coins.grundy(coins.apply(p, win!))).toBe(0n);
				for (const t of [g / 2n, g - 1n, 1n]) {
					if (t >= g) continue;
					const m = coins.moveToGrundy(p, t)!;
					expect(legal(p, m.flip)).toBe(true);
					// Turning coins over adds or removes each one's value: the row left is worth g XOR theirs (checked against the engine after the winning move above).
					expect(g ^ value(m.flip)).toBe(t);
					if (fullRun) expect(coins.grundy(coins.apply(p, m))).toBe(t);
				}
			}
			expect(coins.explain(p).length).toBeLessThan(10);
		},
	);
	it('counts mock-turtles moves exactly: C(n,1) + C(n,2) + C(n,3) for n heads', () => {
		const big = BigInt(n);
		const p = row('H'.repeat(n), 'mock-turtles');
		expect(coins.moveCount(p)).toBe(big + (big * (big - 1n)) / 2n + (big * (big - 1n) * (big - 2n)) / 6n);
		expect(coins.grundy(row(`${'T'.repeat(n - 1)}H`, 'mock-turtles'))).toBe(1999999n);
	});
	it('refuses rows beyond the limit', () => {
		expect(() => parse({coins: 'H'.repeat(n + 1), rule: 'single'})).toThrow(LimitError);
		expect(() => parse({coins: 'H'.repeat(n + 1), rule: 'single'})).toThrow('coins has 1000001 coins; the limit is 1000000');
	});
});

describe('coins: bad input', () => {
	test.each([
		[{coins: 'THXH', rule: 'ruler'}, 'coins has "X" at position 3; only H and T are allowed'],
		[{coins: 'TH H', rule: 'ruler'}, 'coins has " " at position 3; only H and T are allowed'],
		[{coins: '', rule: 'ruler'}, 'coins must hold at least one coin'],
		[{coins: 42, rule: 'ruler'}, 'coins must be a row of H and T, e.g. "THHTTH", got 42'],
		[{rule: 'ruler'}, 'coins is missing (expected a row of H and T, e.g. "THHTTH")'],
		[{coins: 'HT', rule: 'turtles'}, 'rule must be one of "single", "one-or-two", "consecutive", "subtract3", "twins", "mock-turtles", "ruler", got "turtles"'],
		[{coins: 'HT'}, 'rule is missing (expected one of "single", "one-or-two", "consecutive", "subtract3", "twins", "mock-turtles", "ruler")'],
		[{coins: 'HT', rule: 'ruler', k: 2}, 'k is allowed only with rule "consecutive"'],
		[{coins: 'HT', rule: 'consecutive', k: 0}, 'k must be a positive integer, got 0'],
		[{coins: 'HT', rule: 'ruler', heads: 2}, 'heads is not a field of this game (expected "game", "coins", "rule", "k")'],
	])('%j → %s', (json, message) => {
		expect(() => parse(json as JsonObject)).toThrow(InputError);
		expect(() => parse(json as JsonObject)).toThrow(message);
	});
	const p = row('THHTTHTH', 'mock-turtles');
	test.each([
		[{flip: [7, 8, 6]}, 'move.flip must be ascending and distinct: move.flip[2] is 6 after 8'],
		[{flip: [7, 7]}, 'move.flip must be ascending and distinct: move.flip[1] is 7 after 7'],
		[{flip: [9]}, 'move.flip[0] must be at most 8, got 9'],
		[{flip: [0]}, 'move.flip[0] must be a positive integer, got 0'],
		[{flip: []}, 'move is not a legal move: turn at least one coin'],
		[{flip: [1, 2, 3, 8]}, 'move is not a legal move: this rule turns one, two or three coins'],
		[{flip: [6, 7]}, 'move is not a legal move: the rightmost coin turned (coin 7) must be a head'],
		[{take: 1}, 'move.take is not a field of this game (expected "flip")'],
	])('move %j → %s', (json, message) => {
		expect(() => coins.parseMove(json, p, 'move')).toThrow(message);
	});
	test.each([
		['twins', undefined, [3, 8], 'exactly two coins 1, 2 or 3 apart'],
		['subtract3', undefined, [8], 'coin 8 may be turned alone only when it is at position 1, 2 or 3'],
		['consecutive', 3, [7, 8], 'exactly 3 consecutive coins'],
		['ruler', undefined, [6, 8], 'a run of consecutive coins'],
		['single', undefined, [6, 8], 'exactly one coin'],
		['one-or-two', undefined, [2, 6, 8], 'one or two coins'],
	] as const)('%s rejects %j', (rule, k, flip, message) => {
		expect(() => coins.parseMove({flip: [...flip]}, row('THHTTHTH', rule, k), 'move')).toThrow(message);
	});
});
