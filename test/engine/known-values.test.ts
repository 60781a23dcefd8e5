/**
 * Tables and the known values' provider (an in-memory one here; the cache on
 * disk is tested in test/cache): a job hands over what it proved only when
 * it finishes, a table seeded from the provider answers at once and is not
 * computed again, and what the provider says is checked, not believed.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {
	grundyGameTable,
	heapValue,
	jobBound,
	knownKey,
	octalTable,
	knownValuesRead,
	setKnownValues,
	valuesMethods,
	type KnownTable,
	type KnownValues,
} from '../../source/engine/breaking-values.js';
import {GrundyValues} from '../../source/engine/grundy-values.js';
import {provePeriod} from '../../source/engine/breaking-values.js';
import {analyzePosition, listMoves} from '../../source/engine/analysis.js';
import {LimitError} from '../../source/engine/types.js';
import {grundy} from '../../source/engine/games/grundy.js';
import {lookupGame} from '../../source/engine/catalog.js';
import {octal, parseCode} from '../../source/engine/games/octal.js';
import {tableJob} from '../../source/engine/table.js';
import {runJob, JobStopped} from '../../source/jobs/run.js';

/** A provider over a map, counting what is asked, kept and discarded. */
function memory(entries: Map<string, KnownTable> = new Map()) {
	const asked: string[] = [];
	const kept: string[] = [];
	const discarded: string[] = [];
	const provider: KnownValues = {
		get(key) {
			asked.push(key);
			return entries.get(key) ?? null;
		},
		put(key, known) {
			kept.push(key);
			entries.set(key, known);
		},
		discard(key, why) {
			discarded.push(`${key}: ${why}`);
			entries.delete(key);
		},
		commandLine: words => words.map(w => `<${w}>`).join(' '),
	};
	return {provider, entries, asked, kept, discarded};
}

const grundyKey = knownKey({key: "Grundy's game"}, valuesMethods.grundy);
const octal16 = knownKey({key: 'octal 0.16'}, valuesMethods.octal);

/** Grundy's game's true values, computed once for the file (about a second). */
let grundyTruth: Uint8Array | undefined;
function grundyFixture(length: number): Uint8Array {
	if (grundyTruth === undefined || grundyTruth.length < length) {
		const g = new GrundyValues();
		g.extend(Math.max(length, 100_200));
		grundyTruth = Uint8Array.from(g.values.subarray(0, Math.max(length, 100_200)));
	}
	return grundyTruth.slice(0, length);
}

afterEach(() => {
	setKnownValues(null);
	vi.restoreAllMocks();
});

const sumGame = lookupGame('sum')!;

describe('Grundy’s game', () => {
	it('answers heaps past the analysis bound from the known values, at once, and counts the values read', () => {
		const {provider, asked} = memory(new Map([[grundyKey, {values: grundyFixture(100_100), period: null}]]));
		setKnownValues(provider);
		const p = grundy.parse({game: 'grundy', heaps: [100_050]}, '');
		const read = knownValuesRead();
		expect(grundy.grundy(p)).toBe(BigInt(grundyFixture(100_100)[100_050]!));
		expect(knownValuesRead()).toBeGreaterThan(read);
		expect(asked).toEqual([grundyKey]);
		// Past what is known, the refusal names the job, in the provider's words.
		expect(() => grundy.parse({game: 'grundy', heaps: [100_100]}, '')).toThrow(
			/below 100000 are valued at once, and below 100100 from the values computed before\): `<game-arcade> <table> <grundy> <--from> <100100> <--to> <100100>`/,
		);
	});

	it('a heap inside a sum is answered from the known values as a lone heap is', () => {
		const values = grundyFixture(100_100);
		const {provider, asked} = memory(new Map([[grundyKey, {values, period: null}]]));
		setKnownValues(provider);
		const p = sumGame.parse(
			{
				game: 'sum',
				parts: [
					{game: 'grundy', heaps: [100_050]},
					{game: 'nim', heaps: [3]},
				],
			},
			'',
		);
		expect(sumGame.grundy(p)).toBe(BigInt(values[100_050]! ^ 3));
		expect(asked).toEqual([grundyKey]);
	});

	it('small heaps never ask (no file read for a heap of 7)', () => {
		const {provider, asked} = memory(new Map([[grundyKey, {values: grundyFixture(100_100), period: null}]]));
		setKnownValues(provider);
		expect(grundy.grundy(grundy.parse({game: 'grundy', heaps: [7, 1000]}, ''))).toBe(BigInt(grundyFixture(2048)[7]! ^ grundyFixture(2048)[1000]!));
		expect(asked).toEqual([]);
	});

	it('a value past 2,047 changed alone (its checksum made right) is caught as it is read: the entry removed, the heap refused, never answered', () => {
		// The last value: no other heap reads it, so only its own check can find it (as it is read, or drawn on load).
		const values = grundyFixture(100_051);
		const truth = values[100_050]!;
		values[100_050] = truth ^ 1;
		const {provider, discarded, entries} = memory(new Map([[grundyKey, {values, period: null}]]));
		setKnownValues(provider);
		// The samples drawn on load all at their first heap: it is the check as the value is read that finds it.
		const random = vi.spyOn(Math, 'random').mockReturnValue(0);
		try {
			expect(() => grundy.grundy(grundy.parse({game: 'grundy', heaps: [100_050]}, ''))).toThrow(
				/G\(100050\) of Grundy's game read from the cache is not the mex of its splits' values there, so the cache's entry was removed; `<game-arcade> <table> <grundy> <--from> <100050> <--to> <100050>` computes it again/,
			);
		} finally {
			random.mockRestore();
		}
		expect(discarded).toEqual([`${grundyKey}: G(100050) is stored as ${truth ^ 1}, not the mex of its options`]);
		expect(entries.has(grundyKey)).toBe(false);
		// The session starts afresh from the rules: the heap is refused, naming the job.
		expect(() => grundy.parse({game: 'grundy', heaps: [100_050]}, '')).toThrow(LimitError);
	});

	it('heaps an analysis computes itself (below 100,000) never read the known values, even where they are wrong', () => {
		const values = grundyFixture(100_100);
		const truth = values[30_000]!;
		values[30_000] = truth ^ 1;
		const {provider, asked} = memory(new Map([[grundyKey, {values, period: null}]]));
		setKnownValues(provider);
		// The load's random checks may land on a heap whose options include the changed one and discard the entry
		// (right, but not what this test is about): they are drawn at the first heap checked, whose options are all below.
		vi.spyOn(Math, 'random').mockReturnValue(0);
		expect(grundy.grundy(grundy.parse({game: 'grundy', heaps: [30_000]}, ''))).toBe(BigInt(truth));
		expect(asked).toEqual([]);
		// Read for a larger heap beside it, the small one is still computed.
		const read = knownValuesRead();
		expect(grundy.grundy(grundy.parse({game: 'grundy', heaps: [30_001, 100_000]}, ''))).toBe(BigInt(values[30_001]! ^ values[100_000]!));
		expect(knownValuesRead()).toBe(read + 1);
		expect(heapValue(grundyGameTable(), 30_000n)).toBe(truth);
	});

	it('a listing of every move reads hundreds of known values: all checked (a range of them computed afresh), a changed one caught', () => {
		const truth = grundyFixture(100_600);
		setKnownValues(memory(new Map([[grundyKey, {values: truth, period: null}]])).provider);
		const listed = listMoves(grundy, grundy.parse({game: 'grundy', heaps: [100_599]}, ''));
		expect(listed).toHaveLength(50_299);
		for (const {move, outcome} of listed.slice(0, 400)) expect(outcome).toBe((truth[Number(move.leave[0])]! ^ truth[Number(move.leave[1])]!) === 0 ? 'P' : 'N');

		const values = truth.slice();
		values[100_100]! ^= 1;
		const {provider, discarded} = memory(new Map([[grundyKey, {values, period: null}]]));
		setKnownValues(provider);
		// Samples drawn on load all at their first heap: the listing's own checks find it.
		const random = vi.spyOn(Math, 'random').mockReturnValue(0);
		try {
			expect(() => listMoves(grundy, grundy.parse({game: 'grundy', heaps: [100_599]}, ''))).toThrow(LimitError);
		} finally {
			random.mockRestore();
		}
		expect(discarded).toHaveLength(1);
		expect(discarded[0]).toMatch(/G\(\d+\) is stored as \d+, not the mex of its options$/);
	});

	it('does not believe values whose beginning is wrong', () => {
		const values = grundyFixture(100_100);
		values[1000] = values[1000]! ^ 1;
		setKnownValues(memory(new Map([[grundyKey, {values, period: null}]])).provider);
		expect(() => grundy.parse({game: 'grundy', heaps: [100_050]}, '')).toThrow(LimitError);
	});

	it('goes on from the known values (the same as computed from nothing)', () => {
		const g = new GrundyValues();
		g.extend(6000);
		const {provider} = memory(new Map([[grundyKey, {values: g.values.slice(0, 3000), period: null}]]));
		setKnownValues(provider);
		const table = grundyGameTable();
		table.consult();
		expect(table.length).toBe(3000);
		table.extend(6000);
		expect([...table.values.subarray(0, 6000)]).toEqual([...g.values.subarray(0, 6000)]);
	});

	it('a job keeps its values only when it finishes; a stopped one keeps nothing', async () => {
		const {provider, kept, entries} = memory();
		setKnownValues(provider);
		const stop = new AbortController();
		const job = tableJob(grundy, {}, 0n, 100_500n, false)!;
		expect(job.total).toBe(100_501);
		let clock = 0;
		const stopped = runJob(job, {signal: stop.signal, sliceMs: 1, now: () => clock++, onProgress: p => p.done > 2000 && stop.abort()});
		await expect(stopped).rejects.toBeInstanceOf(JobStopped);
		expect(kept).toEqual([]);
		expect(job.done()).toBeLessThan(100_501);
		// The same job again, to its end: kept whole.
		const again = tableJob(grundy, {}, 0n, 100_500n, false)!;
		expect(await runJob(again)).toEqual({length: 100_501, period: null});
		expect(kept).toEqual([grundyKey]);
		expect(entries.get(grundyKey)!.values.length).toBe(100_501);
		expect(tableJob(grundy, {}, 0n, 100_500n, false)).toBeNull();
	});

	it('refuses a job past the job bound, and --prove, before any work', () => {
		expect(() => tableJob(grundy, {}, BigInt(jobBound), BigInt(jobBound), false)).toThrow(/up to heap 10000000 at most/);
		expect(() => tableJob(grundy, {}, 0n, 10n, true)).toThrow(/none is known for Grundy's game/);
		expect(() => tableJob(grundy, {}, 0n, 2_000_000n, false)).toThrow(/at most 1000000 rows/);
		expect(tableJob(grundy, {}, 999_990n, 1_000_000n, false)?.total).toBe(1_000_001);
		expect(tableJob(grundy, {}, 0n, 1000n, false)).toBeNull();
	});
});

describe('octal codes', () => {
	it('0.16: the period proven by a job, kept, and then answering any heap at once', async () => {
		const first = memory();
		setKnownValues(first.provider);
		const job = tableJob(octal, {code: '0.16'}, 0n, 20n, true)!;
		const result = await runJob(job);
		expect(result.period).toEqual({start: 105_351, period: 149_459});
		expect(first.kept).toEqual([octal16]);
		const kept = first.entries.get(octal16)!;
		// Through the proof's window: 2e + 2p + t + 1 values.
		expect(kept.values.length).toBe(2 * 105_351 + 2 * 149_459 + 2 + 1);
		expect(kept.period).toEqual({start: 105_351, period: 149_459});

		// A later run: the period comes from the provider, nothing is computed past the check.
		const later = memory(new Map(first.entries));
		setKnownValues(later.provider);
		const p = octal.parse({game: 'octal', code: '0.16', heaps: ['1000000000']}, '');
		const n = 1_000_000_000;
		expect(octal.grundy(p)).toBe(BigInt(kept.values[105_351 + ((n - 105_351) % 149_459)]!));
		expect(octalTable(parseCode('0.16', 'code')).length).toBe(kept.values.length);
		expect(later.asked).toEqual([octal16]);
		expect(tableJob(octal, {code: '0.16'}, 0n, 20n, true)).toBeNull();
	});

	/** 0.16's entry as a job keeps it (through the proof's window), proven once for these tests. */
	let proven16: KnownTable | undefined;
	async function entry16(): Promise<KnownTable> {
		if (proven16 === undefined) {
			const {provider, entries} = memory();
			setKnownValues(provider);
			await runJob(tableJob(octal, {code: '0.16'}, 0n, 20n, true)!);
			proven16 = entries.get(octal16)!;
			setKnownValues(null);
		}
		return {values: proven16.values.slice(), period: proven16.period};
	}
	const [e, p] = [105_351, 149_459];
	const heap = (n: bigint) => octal.parse({game: 'octal', code: '0.16', heaps: [n.toString()]}, '');

	it('a whole residue class of the period changed (the period still proven by the values) is caught on load, for certain', async () => {
		const forged = await entry16();
		const r = 1234;
		for (let n = e + r; n < forged.values.length; n += p) forged.values[n]! ^= 1;
		const {provider, discarded} = memory(new Map([[octal16, forged]]));
		setKnownValues(provider);
		// The same period, proven again from the changed values.
		expect(provePeriod(forged.values, forged.values.length, 2)).toMatchObject({start: e, period: p});
		const n = BigInt(e + r) + 10n ** 9n * BigInt(p);
		expect(() => heap(n)).toThrow(/`<game-arcade> <table> <octal> <--code> <0.16> <--prove>` looks for it/);
		expect(discarded).toEqual([`${octal16}: G(${e + r}) is stored as ${forged.values[e + r]}, not the mex of its options`]);
	});

	it('a value before the period changed alone is caught where an answer reads it (or sooner, drawn on load); never answered', async () => {
		const forged = await entry16();
		const n = 50_000;
		forged.values[n]! ^= 1;
		const {provider, discarded} = memory(new Map([[octal16, forged]]));
		setKnownValues(provider);
		expect(() => octal.grundy(heap(BigInt(n)))).toThrow(LimitError);
		// Found at the heap itself, or at a heap of the first period whose split reads it.
		expect(discarded).toHaveLength(1);
		expect(discarded[0]).toMatch(/^octal 0\.16 \(values method 1\): G\(\d+\) is stored as \d+, not the mex of its options$/);
	});

	it('the values an analysis computes itself (0.16: below 20,000) are computed, and an entry that differs there is not believed', async () => {
		const forged = await entry16();
		forged.values[1000]! ^= 1;
		const {provider, discarded} = memory(new Map([[octal16, forged]]));
		setKnownValues(provider);
		// The explanation looks for the period (cheap for this code), so the known values are asked.
		expect(analyzePosition(octal, heap(1000n)).grundy).toBe(BigInt(proven16!.values[1000]!));
		expect(octalTable(parseCode('0.16', 'code')).knownPeriod()).toBeNull();
		expect(discarded).toEqual([`${octal16}: G(1000) is stored as ${forged.values[1000]} but is ${proven16!.values[1000]}`]);
	});

	it('does not believe a period the values do not prove', () => {
		const table = octalTable(parseCode('0.6', 'code'));
		table.extend(2000);
		const values = Uint32Array.from(table.values.subarray(0, 2000));
		const key = knownKey({key: 'octal 0.6'}, valuesMethods.octal);
		setKnownValues(memory(new Map([[key, {values, period: {start: 10, period: 7}}]])).provider);
		expect(octalTable(parseCode('0.6', 'code')).period()).toBeNull();
		expect(() => octal.parse({game: 'octal', code: '0.6', heaps: ['1000000000000']}, '')).toThrow(/`<game-arcade> <table> <octal> <--code> <0.6> <--prove>`/);
	});

	it('a code whose period is proven within the bound: --prove finds it at once and keeps it', async () => {
		const {provider, entries} = memory();
		setKnownValues(provider);
		const result = await runJob(tableJob(octal, {code: '0.77'}, 0n, 100n, true)!);
		expect(result.period).toEqual({start: 71, period: 12});
		expect(entries.get(knownKey({key: 'octal 0.77'}, valuesMethods.octal))!.period).toEqual({start: 71, period: 12});
		expect(heapValue(octalTable(parseCode('0.77', 'code')), 10n ** 30n)).toBe(
			heapValue(octalTable(parseCode('0.77', 'code')), 71n + ((10n ** 30n - 71n) % 12n)),
		);
	});
});
