/** The coins board's words: in English, the rule line and the preview read as the engine states them. */
import {describe, expect, it} from 'vitest';
import {coinMoveAt, coinRuleLine, coinRules, coins, type CoinRule, type CoinsPosition} from '../../../source/engine/games/coins.js';
import board, {coinsRuleWords} from '../../../source/ui/boards/coins.js';
import {moveWords} from '../../../source/i18n/explain/index.js';

const takesK = (rule: CoinRule) => 'k' in coins.toJSON({coins: 'H', rule, k: 3});

describe.each(coinRules.flatMap(rule => (takesK(rule) ? [2, 3].map(k => ({rule, k})) : [{rule, k: 3}])))('the $rule rule (K = $k)', ({rule, k}) => {
	const p: CoinsPosition = {coins: 'HTHHTHHH', rule, k};

	it("says the engine's rule line", () => {
		expect(coinsRuleWords(p)).toBe(coinRuleLine(p));
	});

	it('says why a shaped move turns its coins as the engine does', () => {
		for (const picked of [[], [2]]) {
			const pointer = {cursor: 6, picked, typed: ''};
			const {move, shape} = coinMoveAt(p, picked, 6);
			if (shape !== null) expect(board.pending(p, pointer)).toBe(`${moveWords(coins, p, move)}: ${shape}`);
		}
	});
});
