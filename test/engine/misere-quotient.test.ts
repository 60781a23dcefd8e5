/**
 * Misère quotients computed from the rules: against a plain recursive search
 * on every position of at most 14 tokens (and the canonical search past it),
 * for Kayles, Dawson's Kayles, Grundy's game and random codes 0.d1d2d3 with
 * and without splits; the orders found; the certificate, which must
 * refuse a quotient altered in one place; the plain form; and giving up.
 */
import {describe, expect, it} from 'vitest';
import {HeapMisere, type HeapOptions} from '../../source/engine/misere-heaps.js';
import {grundysGame, octal} from './heap-options.js';
import {computeQuotient, MisereQuotient, quotientBounds} from '../../source/engine/misere-quotient.js';
import {lookupGame} from '../../source/engine/catalog.js';
import {analyzePosition} from '../../source/engine/analysis.js';
import {LimitError, type JsonObject} from '../../source/engine/types.js';

/** Whether the player to move loses misère, by plain recursion over heap lists (nothing dropped, no canonical form but the memo's). */
function plainP(options: HeapOptions, heaps: readonly number[], memo: Map<string, boolean>): boolean {
	const key = heaps.join(',');
	const known = memo.get(key);
	if (known !== undefined) return known;
	let moved = false;
	let lost = true;
	heaps.forEach((h, i) => {
		for (const option of options(h)) {
			moved = true;
			const after = [...heaps.slice(0, i), ...option, ...heaps.slice(i + 1)].sort((a, b) => a - b);
			if (plainP(options, after, memo)) lost = false;
		}
	});
	// No move: the opponent made the last one, and the player to move has won.
	const result = moved && lost;
	memo.set(key, result);
	return result;
}

/** Every list of heaps (ascending, sizes ≥ 1) with at most `total` tokens. */
function* heapLists(total: number, least = 1): Iterable<number[]> {
	yield [];
	for (let h = least; h <= total; h++) for (const rest of heapLists(total - h, h)) yield [h, ...rest];
}

/** A seeded choice of codes 0.d1d2d3: the same ones on every run. */
function randomCodes(count: number, splits: boolean, seed: number): number[][] {
	let s = seed;
	const next = () => {
		// MINSTD: the product stays within 2^53, exact in a double.
		s = (s * 48_271) % 2_147_483_647;
		return s;
	};
	const codes: number[][] = [];
	while (codes.length < count) {
		const digits = [0, 0, 0].map(() => (splits ? next() % 8 : next() % 4));
		if (digits.every(d => d === 0) || (splits && !digits.some(d => d >= 4))) continue;
		codes.push(digits);
	}
	return codes;
}

const small = {...quotientBounds, maxHeap: 20};

const rules: [string, HeapOptions][] = [
	['Kayles (0.77)', octal([7, 7])],
	["Dawson's Kayles (0.07)", octal([0, 7])],
	['0.123', octal([1, 2, 3])],
	["Grundy's game", grundysGame],
	...randomCodes(6, false, 7).map((d): [string, HeapOptions] => [`0.${d.join('')} (no splits)`, octal(d)]),
	...randomCodes(8, true, 11).map((d): [string, HeapOptions] => [`0.${d.join('')}`, octal(d)]),
];

describe('misère quotients computed from the rules', () => {
	it.each(rules)('%s: P exactly where the image is in the P-portion, on every position of at most 14 tokens', (_name, options) => {
		const {quotient} = computeQuotient(options, small);
		expect(quotient.bound).toBeGreaterThanOrEqual(7);
		const memo = new Map<string, boolean>();
		let checked = 0;
		for (const heaps of heapLists(14)) {
			if (!quotient.covers(heaps)) continue;
			expect([heaps, quotient.outcome(heaps)]).toEqual([heaps, plainP(options, heaps, memo) ? 'P' : 'N']);
			checked++;
		}
		expect(checked).toBeGreaterThan(300);
	});

	it('Kayles: agrees with the canonical search on every position of at most 22 tokens and on pairs of rows up to 30 tokens', () => {
		const options = octal([7, 7]);
		const {quotient} = computeQuotient(options, {...quotientBounds, maxHeap: 30});
		expect(quotient.bound).toBe(30);
		const search = new HeapMisere(options);
		for (const heaps of heapLists(22)) expect([heaps, quotient.outcome(heaps)]).toEqual([heaps, search.solve(heaps, 1e7).outcome]);
		for (let a = 1; a <= 29; a++) expect([a, 30 - a, quotient.outcome([a, 30 - a])]).toEqual([a, 30 - a, search.solve([a, 30 - a], 1e7).outcome]);
	});

	// Orders certified here and pinned, so that a change shows (not yet checked against the papers' tables).
	it.each([
		['0.75', [7, 5], 8, 2],
		['0.31', [3, 1], 6, 2],
		['0.123', [1, 2, 3], 20, 5],
	] as [string, number[], number, number][])('%s: a quotient of %d elements to heap 48', (_code, digits, size, pSize) => {
		const {quotient, stopped} = computeQuotient(octal(digits));
		expect(stopped).toBeNull();
		expect(quotient.bound).toBe(quotientBounds.maxHeap);
		expect(quotient.size).toBe(size);
		expect(quotient.form.pPortion).toHaveLength(pSize);
	});

	it('its plain form reads back, and the certificate holds for it and fails where one element is altered', () => {
		const options = octal([1, 2, 3]);
		const {quotient} = computeQuotient(options, small);
		const form = JSON.parse(JSON.stringify(quotient.toJSON()));
		const back = MisereQuotient.fromJSON(form);
		expect(back.certify(options)).toBeNull();
		expect(back.outcome([3, 3])).toBe(quotient.outcome([3, 3]));
		// One element moved into or out of the P-portion.
		const p = new Set<number>(form.pPortion);
		const flipped = p.has(1) ? [...p].filter(x => x !== 1) : [...p, 1].sort((a, b) => a - b);
		expect(MisereQuotient.fromJSON({...form, pPortion: flipped}).certify(options)).not.toBeNull();
		// One heap given another element.
		const heaps = [...form.heaps];
		heaps[5] = (heaps[5] + 1) % form.size;
		expect(MisereQuotient.fromJSON({...form, heaps}).certify(options)).not.toBeNull();
		expect(() => MisereQuotient.fromJSON({...form, table: [0]})).toThrow(/not a misère quotient/);
	});

	it('gives up past its work bound, says so, and stays exact up to the heap it reached', () => {
		const options = octal([0, 7]);
		const {quotient, stopped} = computeQuotient(options, {...quotientBounds, maxWork: 50_000});
		expect(stopped).toMatch(/^heap \d+ would take more than (50,000 units of work|25,000 units of work \(half the bound, the most one heap may take\))$/);
		expect(quotient.bound).toBeLessThan(quotientBounds.maxHeap);
		const memo = new Map<string, boolean>();
		for (const heaps of heapLists(12)) if (quotient.covers(heaps)) expect(quotient.outcome(heaps)).toBe(plainP(options, heaps, memo) ? 'P' : 'N');
	});

	it('names each element by the smallest position that maps to it, and explains a position in words', () => {
		const {quotient} = computeQuotient(octal([7, 7]), small);
		// A lone pin is lost for the player to move in misère Kayles.
		expect(quotient.isP(quotient.heap(1))).toBe(true);
		expect(quotient.name(quotient.heap(1))).toBe('1');
		const reading = quotient.read([2, 3], 'row');
		const lines = reading.explain();
		expect(lines.join('\n')).toMatch(/misère quotient \(Plambeck and Siegel\), computed from the rules for rows up to 20, has \d+ elements/);
		expect(lines.join('\n')).toContain(`2 → ${quotient.label(quotient.heap(2))}, 3 → ${quotient.label(quotient.heap(3))}`);
		expect(lines.at(-1)).toMatch(reading.outcome === 'P' ? /is in the P-portion/ : /is not in the P-portion/);
	});
});

describe('misère take-and-break positions answered through the quotient', () => {
	const misere = (json: JsonObject) => {
		const game = lookupGame(json['game'] as string)!;
		return {game, p: game.parse({...json, misere: true}, '')};
	};

	it("Dawson's Kayles 4 11 11: the outcome, a move into the P-portion and the words, checked by the search", () => {
		const {game, p} = misere({game: 'dawson', heaps: [4, 11, 11]});
		const analysis = analyzePosition(game, p);
		expect(analysis.method).toBe('quotient');
		const search = new HeapMisere(octal([0, 7]));
		expect(analysis.outcome).toBe(search.solve([4, 11, 11], 1e6).outcome);
		expect(analysis.outcome).toBe('N');
		const after = game.apply(p, analysis.move!);
		expect(search.solve(after.heaps.map(Number), 1e6).outcome).toBe('P');
		const words = analysis.explanation.join('\n');
		expect(words).toMatch(/misère quotient \(Plambeck and Siegel\), computed from the rules for rows up to \d+, has \d+ elements/);
		expect(words).toMatch(/The rows as elements: 4 → q\d+, 11 → q\d+, 11 → q\d+\./);
		expect(words).toMatch(/Their product .* is not in the P-portion: the player to move wins/);
		expect(words).toMatch(/: it leaves a position of element q\d+, in the P-portion, which the opponent loses\./);
	});

	it("answers positions the search refuses (Kayles' rule 0.77 with rows 30 30 30, 0.123 with rows of 40), its move checked one level down", () => {
		expect(() => misere({game: 'octal', code: '0.77', heaps: [49, 49]})).toThrow(LimitError);
		for (const json of [
			{game: 'octal', code: '0.77', heaps: [30, 30, 30]},
			{game: 'octal', code: '0.77', heaps: [48, 47, 20, 9]},
			{game: 'octal', code: '0.123', heaps: [40, 41, 44]},
		] as JsonObject[]) {
			const {game, p} = misere(json);
			expect(game.method!(p)).toBe('quotient');
			const outcome = game.outcome(p);
			const move = game.winningMove(p);
			if (outcome === 'N') expect(game.outcome(game.apply(p, move!))).toBe('P');
			else for (const m of game.moves(p)) expect(game.outcome(game.apply(p, m))).toBe('N');
		}
	});

	it("leaves Grundy's game past its quotient's bound to the search", () => {
		const {game, p} = misere({game: 'grundy', heaps: [13, 14]});
		expect(game.method!(p)).toBe('search');
		expect(game.method!(misere({game: 'grundy', heaps: [5, 7, 9]}).p)).toBe('quotient');
	});
});
