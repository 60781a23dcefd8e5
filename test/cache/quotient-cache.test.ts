/**
 * Misère quotients kept as known results: computed once and stored in their
 * plain form, read back in a later run only after the certificate against
 * the rules holds; a stored quotient altered in one place is not believed.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {setKnownValues, type KnownValues} from '../../source/engine/breaking-values.js';
import {lookupGame} from '../../source/engine/catalog.js';
import type {QuotientForm} from '../../source/engine/misere-quotient.js';
import {cachedValues} from '../../source/cache/known.js';
import {fileCache} from '../../source/cache/store.js';

afterEach(() => setKnownValues(null));

/** A provider in memory that counts its reads and writes. */
function memory() {
	const records = new Map<string, unknown>();
	const counts = {gets: 0, puts: 0};
	const provider: KnownValues = {
		get: () => null,
		put: () => undefined,
		getRecord(key) {
			counts.gets++;
			return records.get(key) ?? null;
		},
		putRecord(key, record) {
			counts.puts++;
			records.set(key, JSON.parse(JSON.stringify(record)));
		},
	};
	return {provider, records, counts};
}

/** Dawson's Kayles played misère: its answer and the method that gave it. */
function dawson(heaps: number[]) {
	const game = lookupGame('dawson')!;
	const p = game.parse({game: 'dawson', heaps, misere: true}, '');
	return {method: game.method?.(p), outcome: game.outcome(p)};
}

describe('misère quotients as known results', () => {
	it('are computed once, kept, and read back (certified) in a later run instead of computed again', () => {
		const {provider, records, counts} = memory();
		setKnownValues(provider);
		const first = dawson([20, 20, 20]);
		expect(first.method).toBe('quotient');
		expect(counts.puts).toBe(1);
		const [key] = [...records.keys()];
		expect(key).toMatch(/^misère quotient of dawson.* \(values method 1\)$/);
		// A later run: the session's results start afresh and the stored one is read.
		setKnownValues(provider);
		expect(dawson([20, 20, 20])).toEqual(first);
		expect(counts).toEqual({gets: 2, puts: 1});
	});

	it('are not believed when altered: one P-position moved, the quotient is computed again and stored right', () => {
		const {provider, records, counts} = memory();
		setKnownValues(provider);
		const truth = [dawson([3]), dawson([5, 7]), dawson([20, 20, 20])];
		const [key] = [...records.keys()];
		const record = records.get(key!) as {quotient: QuotientForm; stopped: string | null};
		const right = record.quotient.pPortion;
		// Every element not in the P-portion joins it, and the first one that was leaves it.
		const wrong = Array.from({length: record.quotient.size}, (_, x) => x).filter(x => x !== 0 && !right.includes(x));
		records.set(key!, {...record, quotient: {...record.quotient, pPortion: wrong}});
		setKnownValues(provider);
		expect([dawson([3]), dawson([5, 7]), dawson([20, 20, 20])]).toEqual(truth);
		expect(counts.puts).toBe(2);
		expect((records.get(key!) as {quotient: QuotientForm}).quotient.pPortion).toEqual(right);
		// Not even JSON of the right shape.
		records.set(key!, {quotient: 'no', stopped: 3});
		setKnownValues(provider);
		expect(dawson([5, 7])).toEqual(truth[1]);
		expect(counts.puts).toBe(3);
	});

	it('are not read past the bounds a computation keeps to (a record of a huge quotient is not walked)', () => {
		const {provider, records, counts} = memory();
		setKnownValues(provider);
		const truth = dawson([24]);
		const [key] = [...records.keys()];
		const bound = 200_000;
		records.set(key!, {quotient: {bound, size: 1, table: [0], pPortion: [], heaps: new Array(bound + 1).fill(0)}, stopped: null});
		setKnownValues(provider);
		expect(dawson([24])).toEqual(truth);
		expect(counts.puts).toBe(2);
	});

	it('go through the cache on disk: an entry of its own, listed, read back', () => {
		const dir = mkdtempSync(join(tmpdir(), 'game-arcade-quotient-'));
		try {
			const cache = fileCache({dir});
			setKnownValues(cachedValues(cache));
			const first = dawson([11, 12]);
			const listed = cache.list();
			expect(listed.map(entry => entry.key)).toEqual([expect.stringMatching(/^misère quotient of dawson/)]);
			setKnownValues(cachedValues(cache));
			expect(dawson([11, 12])).toEqual(first);
		} finally {
			rmSync(dir, {recursive: true, force: true});
		}
	});
});
