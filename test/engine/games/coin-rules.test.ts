/**
 * Each coin rule is one record in the game file: its moves, the value of a
 * lone head and its words. The record's value is checked against a small
 * search over the rule's own moves, and its table form against its values.
 */
import {describe, expect, it} from 'vitest';
import {coinMoveAt, coinRuleLine, coinRules, coinValue, coins, type CoinRule, type CoinsPosition} from '../../../source/engine/games/coins.js';
import {mex} from '../../../source/engine/values.js';

/** Every rule, with K = 1..4 where the rule takes K (its JSON keeps K), else the unused 3. */
const takesK = (rule: CoinRule) => 'k' in coins.toJSON({coins: 'H', rule, k: 3});
const variants: {rule: CoinRule; k: number}[] = coinRules.flatMap(rule => (takesK(rule) ? [1, 2, 3, 4].map(k => ({rule, k})) : [{rule, k: 3}]));

const loneHead = (rule: CoinRule, k: number, p: number): CoinsPosition => ({coins: `${'T'.repeat(p - 1)}H`, rule, k});

/**
 * The value of a lone head at p by search: the mex, over the rule's moves
 * from it, of the XOR of the values of the other coins the move turns (each
 * a lone head of its own, valued the same way).
 */
function searched(rule: CoinRule, k: number, top: number): number[] {
	const values = [0];
	for (let p = 1; p <= top; p++) {
		const options: bigint[] = [];
		for (const move of coins.moves(loneHead(rule, k, p))) {
			let x = 0;
			for (const y of move.flip.slice(0, -1)) x ^= values[y]!;
			options.push(BigInt(x));
		}
		values.push(Number(mex(options)));
	}
	return values;
}

describe.each(variants)('the coin rule $rule (k=$k)', ({rule, k}) => {
	it('values a lone head at p ≤ 12 as a search over its own moves does', () => {
		const values = searched(rule, k, 12);
		for (let p = 1; p <= 12; p++) expect(coinValue(rule, k, p), `head at ${p}`).toBe(values[p]);
	});

	it('moves from a lone head all end at it, and are counted without listing them', () => {
		for (let p = 1; p <= 12; p++) {
			const position = loneHead(rule, k, p);
			const listed = [...coins.moves(position)];
			for (const move of listed) expect(move.flip[move.flip.length - 1]).toBe(p);
			expect(coins.moveCount(position)).toBe(BigInt(listed.length));
		}
	});

	it("gives its table a period or a closed form that fits the record's values", () => {
		const form = coins.family!.form(loneHead(rule, k, 1), 40n);
		expect((form.period === undefined) !== (form.closedForm === undefined)).toBe(true);
		if (form.period !== undefined) {
			const period = Number(form.period.period);
			for (let p = Number(form.period.start); p <= 40; p++) expect(coinValue(rule, k, p + period)).toBe(coinValue(rule, k, p));
		}
	});

	it('says its rule on the board, and the theory page names it', () => {
		expect(coinRuleLine(loneHead(rule, k, 1))).toMatch(/^[A-Z][\w -]*: turn .+\.$/);
		expect(coins.theory!.theorem.join(' ')).toContain(`${rule}${takesK(rule) ? ' K' : ''}: `);
	});

	it('turns the picked coins and the one under the cursor, or the run its shape fixes: always a move it lists where legal', () => {
		const p: CoinsPosition = {coins: 'HTHHTHHH', rule, k};
		const listed = new Set([...coins.moves(p)].map(m => m.flip.join(',')));
		for (let cursor = 1; cursor <= 8; cursor++) {
			for (const picked of [[], [1], [3], [2, 4], [1, 3, 6]]) {
				const {move} = coinMoveAt(p, picked, cursor);
				let legal = true;
				try {
					coins.parseMove({flip: [...move.flip]}, p, 'move');
				} catch {
					legal = false;
				}
				expect(legal, `${picked} + ${cursor}: ${move.flip}`).toBe(listed.has(move.flip.join(',')));
			}
		}
	});
});
