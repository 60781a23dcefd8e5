/**
 * The worst inputs of bench/worst-cases.ts, at full size and in-process:
 * each is answered (an outcome, and the moves with --moves) or, where the
 * case passes a limit, refused with a message naming the limit. Their
 * times are the bench's (`npm run bench`, against the 2 s budget): a test
 * here checks answers only, and a case that hangs meets the test timeout.
 * `npm test` runs a fixed sample of the cases; `npm run test:full` all.
 */
import {describe, expect, it} from 'vitest';
import {jsonlLine} from '../../source/analyze/run.js';
import {formatTable} from '../../source/analyze/table-format.js';
import {lookupGame} from '../../source/engine/catalog.js';
import {tableOf} from '../../source/engine/table.js';
import {LimitError} from '../../source/engine/types.js';
import {type TableCase, worstCases} from '../../bench/worst-cases.js';
import {sampled} from '../sample.js';

/** A table case in-process, as `table` runs it: the text written, or the refusal. */
function runTable(table: TableCase): {text: string} | {error: unknown} {
	try {
		const game = lookupGame(table.game)!;
		return {text: formatTable(tableOf(game, table.params, BigInt(table.from ?? 0), BigInt(table.to)), table.format)};
	} catch (error) {
		return {error};
	}
}

describe('the worst inputs within the limits', () => {
	// Every case in the full run (npm run test:full); npm test checks a fixed sample of 12 (the bench times them all).
	it.each(sampled(worstCases(1), 12, 5).map(c => [c.name, c] as const))('%s', (_name, worst) => {
		if (worst.table !== undefined) {
			const result = runTable(worst.table);
			if (worst.refused) {
				expect('error' in result && result.error).toBeInstanceOf(LimitError);
				expect(String('error' in result && (result.error as Error).message)).toMatch(/limit|bound/);
			} else {
				// Every row is written: a line each (ten to a line in text), or a value each in JSON.
				const rows = worst.table.to - (worst.table.from ?? 0) + 1;
				const text = 'text' in result ? result.text : '';
				if (worst.table.format === 'json') expect((JSON.parse(text) as {values: unknown[]}).values.length).toBe(rows);
				else expect(text.split('\n').length).toBeGreaterThan(worst.table.format === 'text' ? rows / 10 : rows);
			}
			return;
		}
		const line = JSON.stringify(worst.position);
		const {text, ok} = jsonlLine(line, {moves: worst.moves});
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
