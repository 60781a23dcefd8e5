/**
 * The worst inputs of bench/worst-cases.ts, at a tenth of their size and
 * in-process: each is answered (an outcome, and a move where there is one)
 * or, where the case passes a limit, refused with a message naming the limit.
 * `npm run bench` runs them at full size and measures time and memory.
 */
import {describe, expect, it} from 'vitest';
import {jsonlLine} from '../../source/analyze/run.js';
import {worstCases} from '../../bench/worst-cases.js';

describe('the worst inputs within the limits, scaled down', () => {
	it.each(worstCases(0.1).map(c => [c.name, c] as const))('%s', (_name, worst) => {
		const {text, ok} = jsonlLine(JSON.stringify(worst.position), {moves: worst.moves});
		const result = JSON.parse(text) as {error?: string; outcome?: string; moves?: unknown[]};
		if (worst.refused) {
			expect(ok).toBe(false);
			expect(result.error).toMatch(/limit|bound/);
		} else {
			expect(result.error).toBeUndefined();
			expect(['N', 'P']).toContain(result.outcome);
			if (worst.moves) expect(result.moves?.length).toBeGreaterThan(0);
		}
	});

	it('names a P-position only where the engine finds one', () => {
		const named = worstCases(0.1).filter(c => c.name.endsWith('(P)'));
		expect(named.length).toBeGreaterThan(5);
		for (const worst of named) expect(JSON.parse(jsonlLine(JSON.stringify(worst.position)).text)).toMatchObject({outcome: 'P', grundy: 0});
	});
});
