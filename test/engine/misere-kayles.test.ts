/**
 * Misère Kayles by the Sibert–Conway solution, checked against the
 * canonical search (HeapMisere) and a plain recursive search on every
 * position of up to 20 pins, against the search on rows up to 40 and on the
 * ordinary rows as far as it reaches, against the decomposition's own lists,
 * and on large random positions for consistency (a winning move leads to P;
 * from P every move sampled leads to N).
 */
import {describe, expect, it} from 'vitest';
import {HeapMisere, type HeapOptions} from '../../source/engine/misere-heaps.js';
import {lookupGame} from '../../source/engine/catalog.js';
import {analyzePosition} from '../../source/engine/analysis.js';
import {english} from '../../source/engine/rule-words.js';
import {decide, listingRefusal, maxListedRowMoves, tameSizes, type Tally} from '../../source/engine/misere-kayles.js';
import {listMoves} from '../../source/engine/analysis.js';
import {tableOf, type Table1} from '../../source/engine/table.js';
import {randInt, seeded} from '../../source/engine/random.js';
import type {AnyGame, Json} from '../../source/engine/types.js';
import {fullRun, sampled} from '../sample.js';

const kayles = lookupGame('kayles')!;

/** Kayles's options: knock down 1 or 2 pins, leaving no row, one or two. */
const options: HeapOptions = n => {
	const list: number[][] = [];
	for (const take of [1, 2]) {
		const m = n - take;
		if (m === 0) list.push([]);
		if (m >= 1) list.push([m]);
		for (let a = 1; 2 * a <= m; a++) list.push([a, m - a]);
	}
	return list;
};

/** Whether the player to move wins misère Kayles, by plain recursion over sorted lists of rows. */
function plainWins(rows: readonly number[], memo: Map<string, boolean>): boolean {
	const sorted = rows.filter(r => r > 0).sort((a, b) => a - b);
	const key = sorted.join(',');
	const known = memo.get(key);
	if (known !== undefined) return known;
	// No move left: the opponent knocked down the last pin.
	let wins = sorted.length === 0;
	for (let i = 0; i < sorted.length && !wins; i++) {
		for (const option of options(sorted[i]!)) {
			if (!plainWins([...sorted.slice(0, i), ...option, ...sorted.slice(i + 1)], memo)) {
				wins = true;
				break;
			}
		}
	}
	memo.set(key, wins);
	return wins;
}

/** Every list of rows (ascending, sizes ≥ 1) with at most `total` pins. */
function* rowLists(total: number, least = 1): Iterable<number[]> {
	yield [];
	for (let h = least; h <= total; h++) for (const rest of rowLists(total - h, h)) yield [h, ...rest];
}

/** A misère Kayles position. */
function position(rows: readonly (number | bigint | string)[]): unknown {
	return kayles.parse({game: 'kayles', heaps: rows.map(r => (typeof r === 'bigint' ? r.toString() : r)) as Json[], misere: true}, '');
}

function rowsOf(p: unknown): bigint[] {
	return [...(p as {heaps: readonly bigint[]}).heaps];
}

/** The move, read back through the game's own move parser (so it is legal), and the position it leaves. */
function played(game: AnyGame, p: unknown, move: unknown): unknown {
	const legal = game.parseMove(game.moveToJSON(move), p, 'move');
	return game.apply(p, legal);
}

const search = new HeapMisere(options);
const searched = (rows: readonly number[]) => search.solve(rows, 5_000_000).outcome;

describe('misère Kayles by the Sibert–Conway solution', () => {
	it('agrees with the canonical search and a plain recursive search on every position of at most 20 pins, and its winning moves reach P', () => {
		const memo = new Map<string, boolean>();
		let checked = 0;
		for (const rows of rowLists(20)) {
			const p = position(rows.slice().reverse());
			const outcome = kayles.outcome(p);
			expect({rows, outcome}).toEqual({rows, outcome: plainWins(rows, memo) ? 'N' : 'P'});
			expect({rows, outcome}).toEqual({rows, outcome: searched(rows)});
			const move = kayles.winningMove(p);
			// No row left: the opponent knocked down the last pin, and there is no move to make.
			if (outcome === 'P' || rows.length === 0) expect(move).toBeNull();
			else {
				expect(move, rows.join(' ')).not.toBeNull();
				const after = rowsOf(played(kayles, p, move)).map(Number);
				expect({rows, after, outcome: searched(after)}).toEqual({rows, after, outcome: 'P'});
			}
			checked++;
		}
		// Σ p(k) for k ≤ 20: every multiset of rows with at most 20 pins.
		expect(checked).toBe(2714);
	});

	it('agrees with the search on every position of one to three rows up to 40 pins in all', () => {
		let checked = 0;
		for (const rows of rowLists(40)) {
			if (rows.length === 0 || rows.length > 3) continue;
			expect({rows, outcome: kayles.outcome(position(rows))}).toEqual({rows, outcome: searched(rows)});
			checked++;
		}
		expect(checked).toBeGreaterThan(1500);
	});

	it('plays every row of 26 pins or more as in normal play, wherever the search reaches: the rows from 26 to 44, alone and beside every tame companion', () => {
		const normal = (rows: readonly number[]) =>
			rows.reduce((x, r) => x ^ Number(kayles.grundy(kayles.parse({game: 'kayles', heaps: [r]}, ''))), 0) === 0 ? 'P' : 'N';
		const tame = (total: number): number[][] => [...rowLists(total)].filter(rows => rows.every(r => tameSizes.includes(r)));
		let checked = 0;
		// The sample: 4 of the 19 sizes (the full run takes them all).
		const sizes = sampled(
			Array.from({length: 19}, (_, i) => 26 + i),
			4,
			26,
		);
		for (const n of sizes) {
			for (const companion of tame(46 - n)) {
				const rows = [n, ...companion];
				const want = searched(rows);
				expect({rows, outcome: normal(rows)}).toEqual({rows, outcome: want});
				expect({rows, outcome: kayles.outcome(position(rows))}).toEqual({rows, outcome: want});
				checked++;
			}
		}
		expect(checked).toBeGreaterThan(fullRun ? 200 : 10);
	});

	it("is the decomposition's lists: the positions of tame rows whose misère outcome differs from normal play", () => {
		// Each line: rows of exactly these sizes, a fixed core, and the number of rows in each group even (E) or odd (D).
		type Line = {core: number[]; even: number[][]; odd: number[][]};
		const pn: Line[] = [
			{core: [], even: [[5], [4, 1]], odd: []},
			{
				core: [],
				even: [
					[17, 12, 9],
					[20, 4, 1],
				],
				odd: [],
			},
			{core: [25], even: [[17, 12, 9]], odd: [[20, 4, 1]]},
		];
		const np: Line[] = [
			{core: [], even: [], odd: [[5], [4, 1]]},
			{core: [], even: [[5]], odd: [[4, 1]]},
			{core: [], even: [[4, 1]], odd: [[9]]},
			{core: [12], even: [[4, 1]], odd: []},
			{core: [], even: [[17, 12, 9]], odd: [[20, 4, 1]]},
			{core: [25], even: [], odd: [[9], [4, 1]]},
		];
		const fits = (count: readonly number[], line: Line): boolean => {
			const rest = count.slice();
			for (const c of line.core) rest[c]!--;
			if (rest.some(k => k < 0)) return false;
			const groups = [...line.even, ...line.odd];
			if (rest.some((k, size) => k > 0 && !groups.some(g => g.includes(size)))) return false;
			const inGroup = (g: readonly number[]) => g.reduce((sum, size) => sum + rest[size]!, 0);
			return line.even.every(g => inGroup(g) % 2 === 0) && line.odd.every(g => inGroup(g) % 2 === 1);
		};
		const values: Record<number, number> = {1: 1, 4: 1, 5: 4, 9: 4, 12: 4, 17: 4, 20: 1, 25: 1};
		let differ = 0;
		// Every count from 0 to 3 of each tame size.
		for (let code = 0; code < 4 ** tameSizes.length; code++) {
			const count = new Array<number>(26).fill(0);
			let nimSum = 0;
			tameSizes.forEach((size, i) => {
				count[size] = Math.floor(code / 4 ** i) % 4;
				if (count[size] % 2 === 1) nimSum ^= values[size]!;
			});
			const tally: Tally = {nimSum, ordinary: 0, tame: count};
			const listed = pn.some(line => fits(count, line)) ? 'N' : np.some(line => fits(count, line)) ? 'P' : nimSum === 0 ? 'P' : 'N';
			expect({count: count.join(' '), outcome: decide(tally).outcome}).toEqual({count: count.join(' '), outcome: listed});
			if ((listed === 'P') !== (nimSum === 0)) differ++;
		}
		expect(differ).toBeGreaterThan(1000);
	});

	it('answers large random positions consistently: a winning move leads to P, and from P every move sampled leads to N', () => {
		const rng = seeded(21);
		const row = (): bigint => {
			const kind = randInt(rng, 0, 3);
			if (kind === 0) return BigInt(tameSizes[randInt(rng, 0, tameSizes.length - 1)]!);
			if (kind === 1) return BigInt(randInt(rng, 1, 60));
			if (kind === 2) return BigInt(randInt(rng, 61, 100_000));
			return BigInt(randInt(rng, 1, 1_000_000_000)) * BigInt(randInt(rng, 1, 1_000_000_000)) + BigInt(randInt(rng, 0, 1000));
		};
		const sampleMove = (rows: readonly bigint[]) => {
			const heap = randInt(rng, 0, rows.length - 1);
			const n = rows[heap]!;
			const take = n >= 2n && randInt(rng, 0, 1) === 1 ? 2n : 1n;
			const m = n - take;
			if (m === 0n || randInt(rng, 0, 2) === 0) return {heap, take, leave: m === 0n ? [] : [m]};
			if (m < 2n) return {heap, take, leave: [m]};
			const a = m < 100n ? BigInt(randInt(rng, 1, Number(m / 2n))) : BigInt(randInt(rng, 1, 200));
			return {heap, take, leave: [a, m - a]};
		};
		let won = 0;
		let lost = 0;
		for (let i = 0; i < 300; i++) {
			// Some positions of tame rows only, where the exceptions decide; most with ordinary rows too.
			const tameOnly = i % 3 === 0;
			const count = tameOnly ? randInt(rng, 1, 400) : randInt(rng, 1, 40);
			const rows = Array.from({length: count}, () => (tameOnly ? BigInt(tameSizes[randInt(rng, 0, tameSizes.length - 1)]!) : row()));
			const p = position(rows);
			if (kayles.outcome(p) === 'N') {
				won++;
				const after = played(kayles, p, kayles.winningMove(p));
				expect(kayles.outcome(after), rows.join(' ')).toBe('P');
			} else {
				lost++;
				expect(kayles.winningMove(p)).toBeNull();
				for (let k = 0; k < 20; k++) expect(kayles.outcome(played(kayles, p, sampleMove(rows))), rows.join(' ')).toBe('N');
			}
		}
		expect(won).toBeGreaterThan(50);
		expect(lost).toBeGreaterThan(20);
	});

	it('tallies a position one move away from the last one as it tallies it afresh', () => {
		const rng = seeded(7);
		for (let i = 0; i < 500; i++) {
			// Up to 40 pins, so the search can check the child too.
			const rows = Array.from({length: randInt(rng, 1, 4)}, () => BigInt(randInt(rng, 0, 10)));
			const p = position(rows);
			const moves = [...kayles.moves(p)];
			if (moves.length === 0) continue;
			kayles.outcome(p);
			// Right after the position itself: tallied from its tally.
			const next = kayles.apply(p, moves[randInt(rng, 0, moves.length - 1)]);
			const derived = kayles.outcome(next);
			// Read again after something else: tallied row by row.
			kayles.outcome(position([99, 98, 97]));
			const fresh = kayles.outcome(position(rowsOf(next)));
			expect({rows: rowsOf(next).join(' '), derived}).toEqual({rows: rowsOf(next).join(' '), derived: fresh});
			expect(fresh).toBe(searched(rowsOf(next).map(Number)));
		}
	});

	it('answers 100,000 rows of about 10^18 pins at once, with a winning move that reaches P', () => {
		// Each of 1,000 sizes a hundred times: ordinary rows whose values cancel, a P-position.
		const rows = Array.from({length: 100_000}, (_, i) => 10n ** 18n + BigInt(i % 1000));
		const lost = analyzePosition(kayles, position(rows));
		expect(lost).toMatchObject({outcome: 'P', method: 'theory'});
		expect(lost.explanation.join('\n')).toMatch(/100,000 rows: 100,000 ordinary, none tame; the nim-sum of their values is 0/);
		const p = position([...rows.slice(1), 10n ** 18n + 7n]);
		const won = analyzePosition(kayles, p);
		expect(won.outcome).toBe('N');
		expect(kayles.outcome(played(kayles, p, won.move))).toBe('P');
	});

	it("explains in the theory's words: each row's class, the rule that decides, and the move to a P-position", () => {
		const p = position([4, 11, 11]);
		const analysis = analyzePosition(kayles, p);
		expect(analysis).toMatchObject({outcome: 'N', grundy: null, method: 'theory'});
		expect(analysis.explanation).toEqual([
			'Misère Kayles: whoever knocks down the last pin loses.',
			"Sibert and Conway: misère Kayles is won or lost as normal Kayles (lost when the nim-sum of the rows' values G(n) is 0), unless every row has 1, 4, 5, 9, 12, 17, 20 or 25 pins: such positions follow a few exceptions.",
			'  row 1: 4 pins, G = 1, tame',
			'  row 2: 11 pins, G = 6, ordinary',
			'  row 3: 11 pins, G = 6, ordinary',
			'A row of 11 is not of a tame size, so normal play decides: the nim-sum is 1, not 0. The player to move wins.',
			'Knock down 2 from row 1 (4 → 1 + 1): it leaves rows 1 1 11 11. A row of 11 is not of a tame size, so normal play decides: the nim-sum is 0, so the opponent loses.',
		]);
		const lost = analyzePosition(kayles, position([1, 1, 1])).explanation.join('\n');
		expect(lost).toContain(
			'Rows of 1, 4 and 5 pins only: lost exactly when the rows of 1 or 4 are odd in number; here 3 rows of 1 or 4 (normal play would say the opposite: the nim-sum is 1). The player to move loses.',
		);
		expect(analyzePosition(kayles, position([])).explanation.at(-1)).toBe(
			'No row is left: the opponent knocked down the last pin, so the player to move has won.',
		);
		// Empty rows are no rows: the move names the row as given.
		const gaps = position([0, 12, 0, 1]);
		expect(kayles.outcome(gaps)).toBe('N');
		expect(kayles.outcome(played(kayles, gaps, kayles.winningMove(gaps)))).toBe('P');
	});

	it('lists every move with its outcome, within a bound of moves times rows', () => {
		const p = position([4, 11, 11]);
		const listed = listMoves(kayles, p);
		expect(listed.length).toBe(Number(kayles.moveCount(p)));
		for (const {move, outcome} of listed) expect(outcome).toBe(kayles.outcome(kayles.apply(p, move)));
		expect(listed.filter(m => m.outcome === 'P').length).toBeGreaterThan(0);
		expect(listingRefusal(3000n, 3000)).toBeNull();
		const refusal = listingRefusal(3200n, 3200);
		expect(refusal).not.toBeNull();
		expect(english(refusal!)).toMatch(/3,200 moves of 3,200 rows make 10,240,000 rows to tally; the limit for --moves on misère Kayles is 10,000,000$/);
		expect(maxListedRowMoves).toBe(10_000_000);
		expect(() => listMoves(kayles, position(new Array(3200).fill(1)))).toThrow(/misère Kayles plays each move/);
		// Normal play values a move without playing it: no such bound.
		expect(listMoves(kayles, kayles.parse({game: 'kayles', heaps: new Array(3200).fill(1)}, '')).length).toBe(3200);
	});

	it('gives the misère table of single rows at any length, with the rule named', () => {
		const rows = tableOf(kayles, {misere: true}, 0n, 100_000n) as Table1;
		expect(rows.pPositions).toEqual([1n, 4n, 9n, 12n, 20n]);
		expect(rows.closedForm).toMatch(/^Sibert–Conway/);
	});

	it("is declared on Kayles only: Dawson's Kayles and the code 0.77 go through their misère quotients", () => {
		expect(kayles.method?.(position([40, 41]))).toBe('theory');
		const dawson = lookupGame('dawson')!;
		expect(dawson.method?.(dawson.parse({game: 'dawson', heaps: [7], misere: true}, ''))).toBe('quotient');
		expect(lookupGame('octal')!.method?.(lookupGame('octal')!.parse({game: 'octal', code: '0.77', heaps: [7], misere: true}, ''))).toBe('quotient');
	});
});
