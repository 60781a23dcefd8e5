/**
 * The cache on disk as the engine's known values (cache/known.ts): an entry
 * the engine cannot use is removed, with one line, never kept to fail again
 * on every run: one with a value past its heap's options (sized into arrays,
 * it used to stop every command of its code), one whose header does not fit
 * its body, a record that is not JSON.
 */
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {knownKey, octalTable, setKnownValues, valuesMethods} from '../../source/engine/breaking-values.js';
import {octal, parseCode} from '../../source/engine/games/octal.js';
import {OctalSparse} from '../../source/engine/octal-sparse.js';
import {tableJob} from '../../source/engine/table.js';
import {LimitError} from '../../source/engine/types.js';
import {cachedValues} from '../../source/cache/known.js';
import {entryName, fileCache} from '../../source/cache/store.js';
import {encodeValues} from '../../source/cache/values.js';

let root: string;
let warnings: string[];
const key = knownKey({key: 'octal 0.6'}, valuesMethods.octal);
const store = () => fileCache({dir: join(root, 'game-arcade'), warn: line => warnings.push(line)});
const path = () => join(root, 'game-arcade', entryName(key));

/** 0.6's true values past its own bound (20,000 values), computed once. */
let truth: Uint32Array | undefined;
function values06(): Uint32Array {
	if (truth === undefined) {
		const sparse = new OctalSparse([6]);
		sparse.extend(20_100);
		truth = sparse.values.slice(0, 20_100);
	}
	return truth.slice();
}

beforeEach(() => {
	root = mkdtempSync(join(tmpdir(), 'game-arcade-known-'));
	warnings = [];
	setKnownValues(cachedValues(store(), line => warnings.push(line)));
});
afterEach(() => {
	setKnownValues(null);
	rmSync(root, {recursive: true, force: true});
});

const heap = (n: number) => octal.parse({game: 'octal', code: '0.6', heaps: [n]}, '');

describe('entries the engine cannot use', () => {
	it('one huge value: the entry is removed with one line, the heap refused as if none were kept, and the table job it names runs', () => {
		const values = values06();
		values[20_040] = 2 ** 32 - 1;
		const {meta, body} = encodeValues(values, values.length, null);
		store().write(key, meta, body);
		expect(() => heap(20_050)).toThrow(LimitError);
		expect(warnings).toEqual([
			`cache: removed an entry that failed its check against the rules (${key}: G(20040) = 4294967295, more than a heap of 20040 has options)`,
		]);
		expect(existsSync(path())).toBe(false);
		// Asked again in a new session: nothing is there, nothing more is said.
		setKnownValues(cachedValues(store(), line => warnings.push(line)));
		expect(() => heap(20_050)).toThrow(LimitError);
		expect(tableJob(octal, {code: '0.6'}, 0n, 20n, true)?.title).toMatch(/until the period is proven/);
		expect(warnings).toHaveLength(1);
	});

	it('true values are believed (the same entry without the huge value)', () => {
		const values = values06();
		const {meta, body} = encodeValues(values, values.length, null);
		store().write(key, meta, body);
		expect(octal.grundy(heap(20_050))).toBe(BigInt(values[20_050]!));
		expect(octalTable(parseCode('0.6', 'code')).fromKnown).toBe(20_100);
		expect(warnings).toEqual([]);
	});

	it('a header that does not fit its body: removed with one line, said once, not on every run', () => {
		const {meta, body} = encodeValues(values06(), 20_100, null);
		store().write(key, {...meta, length: 20_101}, body);
		expect(() => heap(20_050)).toThrow(LimitError);
		expect(warnings).toEqual([`cache: ignored and removed an entry whose header does not fit its values (${key})`]);
		expect(existsSync(path())).toBe(false);
		setKnownValues(cachedValues(store(), line => warnings.push(line)));
		expect(() => heap(20_050)).toThrow(LimitError);
		expect(warnings).toHaveLength(1);
	});

	it('a record that is not the JSON it says: removed with one line', () => {
		const provider = cachedValues(store(), line => warnings.push(line));
		store().write('a record', {kind: 'record'}, Buffer.from('{not json', 'utf8'));
		expect(provider.getRecord?.('a record')).toBeNull();
		expect(provider.getRecord?.('a record')).toBeNull();
		expect(warnings).toEqual(['cache: ignored and removed an entry that is not the JSON it says (a record)']);
	});

	it('two jobs finishing one after the other: a shorter table never replaces a longer one, nor one without a period a table with one', () => {
		const provider = cachedValues(store(), line => warnings.push(line));
		const values = values06();
		provider.put(key, {values: values.slice(0, 20_100), period: null});
		provider.put(key, {values: values.slice(0, 20_000), period: null});
		expect(provider.get(key)?.values.length).toBe(20_100);
		// A period proven (here made up: the store does not judge it) replaces a table without one; one without a period never replaces it.
		provider.put(key, {values: values.slice(0, 20_000), period: {start: 0, period: 5}});
		expect(provider.get(key)?.period).toEqual({start: 0, period: 5});
		provider.put(key, {values: values.slice(0, 20_100), period: null});
		expect(provider.get(key)?.values.length).toBe(20_000);
		expect(warnings).toEqual([]);
	});
});
