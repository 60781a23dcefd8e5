/**
 * The cache through the command line (in-process, test/cli-run.ts), each test with a cache
 * directory of its own: a period proven by `table --prove` answers `analyze`
 * at once (text, --json, --jsonl, sums), a seeded Grundy's game table answers
 * heaps past the analysis bound, a refusal names the table command, a
 * damaged entry is said in one line and set aside, and `cache` lists and
 * clears it. On a pipe no progress bar is drawn.
 */
import {existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {runCli} from '../cli-run.js';
import {knownKey, valuesMethods} from '../../source/engine/breaking-values.js';
import {GrundyValues} from '../../source/engine/grundy-values.js';
import {entryName, fileCache} from '../../source/cache/store.js';
import {encodeValues} from '../../source/cache/values.js';

let root: string;
let cache: string;

const run = (args: string[], input = '') => runCli(args, {input, env: {XDG_CACHE_HOME: root}});

/** Grundy's game's true values, computed once for the file (a second or two). */
let truth: Uint8Array | undefined;
function grundyTruth(): Uint8Array {
	if (truth === undefined) {
		const g = new GrundyValues();
		g.extend(100_501);
		truth = Uint8Array.from(g.values.subarray(0, 100_501));
	}
	return truth;
}

/** An entry of Grundy's game's values to `length` (the true ones, changed by `change`), its checksum right. */
function seedGrundy(length: number, change: (values: Uint8Array) => void = () => {}): void {
	const values = grundyTruth().slice(0, length);
	change(values);
	const {meta, body} = encodeValues(values, length, null);
	fileCache({dir: cache}).write(knownKey({key: "Grundy's game"}, valuesMethods.grundy), meta, body);
}

beforeEach(() => {
	root = mkdtempSync(join(tmpdir(), 'game-arcade-cache-cli-'));
	cache = join(root, 'game-arcade');
});
afterEach(() => {
	rmSync(root, {recursive: true, force: true});
});

describe('a period proven once', () => {
	it('table --prove proves 0.16, states the period, keeps it; analyze then answers a heap of 10^9 every way', async () => {
		const proved = await run(['table', 'octal', '--code', '0.16', '--prove', '--to', '20']);
		expect(proved.code).toBe(0);
		// A pipe: no bar, nothing on stderr.
		expect(proved.stderr).toBe('');
		expect(proved.stdout).toContain('Period 149459 from n = 105351 (the octal periodicity theorem).');
		expect(readdirSync(cache)).toHaveLength(1);

		const text = await run(['analyze', 'octal', '1000000000', '--code', '0.16']);
		expect(text.code).toBe(0);
		expect(text.stdout).toContain('periodic from n = 105351 with period 149459');
		const json = JSON.parse((await run(['analyze', 'octal', '1000000000', '--code', '0.16', '--json'])).stdout) as {grundy: number};
		expect(json.grundy).toBe(3);
		const lines = (await run(['analyze', '--jsonl'], '{"game":"octal","code":"0.16","heaps":[1000000000, 999999999]}\n')).stdout;
		expect(JSON.parse(lines)).toMatchObject({game: 'octal'});
		expect(JSON.parse(lines)).not.toHaveProperty('error');
		const sum = await run(['analyze', 'sum', 'octal 1000000000 --code 0.16', 'nim 3']);
		expect(sum.code).toBe(0);
		expect(sum.stdout).toMatch(/Grundy value: 0/);
		// A second --prove finds it in the cache and writes nothing new.
		expect((await run(['table', 'octal', '--code', '0.16', '--prove', '--to', '5'])).stdout).toContain('Period 149459 from n = 105351');
	});

	it('without the cache, the same heap is refused, naming the command that proves it', async () => {
		const refused = await run(['analyze', 'octal', '1000000000', '--code', '0.16']);
		expect(refused.code).toBe(1);
		expect(refused.stderr).toContain('`game-arcade table octal --code 0.16 --prove` looks for it as a job');
		expect(existsSync(cache)).toBe(false);
	});
});

describe("Grundy's game", () => {
	it('heaps past the analysis bound are answered from the cache (text, --moves, --jsonl)', async () => {
		seedGrundy(100_501);
		const text = await run(['analyze', 'grundy', '100400']);
		expect(text.code).toBe(0);
		expect(text.stdout).toContain(`Grundy value: ${grundyTruth()[100_400]}`);
		expect(text.stdout).toMatch(/^Source: values read from the cache/m);
		const moves = await run(['analyze', 'grundy', '100500', '--moves']);
		expect(moves.code).toBe(0);
		expect(moves.stdout).toContain('Moves (50249)');
		const line = JSON.parse((await run(['analyze', '--jsonl'], '{"game":"grundy","heaps":[100300]}\n')).stdout) as {grundy: number; source: string};
		expect(line).toMatchObject({grundy: grundyTruth()[100_300], source: 'cache'});
		// --no-cache: as if there were none.
		const ignored = await run(['analyze', 'grundy', '100400', '--no-cache']);
		expect(ignored.code).toBe(1);
		expect(ignored.stderr).toContain('game-arcade table grundy --from 100400 --to 100400');
	});

	it('a value changed in the cache with its checksum made right is caught, said in one line, removed, and never answered', async () => {
		// The last value changed: no other heap reads it, so the check that finds it is its own (as read, or drawn on load).
		const n = 100_200;
		seedGrundy(n + 1, values => {
			values[n]! ^= 1;
		});
		const path = join(cache, entryName(knownKey({key: "Grundy's game"}, valuesMethods.grundy)));
		const result = await run(['analyze', 'grundy', String(n), '--json']);
		expect(result.code).toBe(1);
		expect(result.stdout).toBe('');
		const lines = result.stderr.trim().split('\n');
		expect(lines).toHaveLength(2);
		expect(lines[0]).toBe(
			`game-arcade: cache: removed an entry that failed its check against the rules (Grundy's game (values method 1): G(${n}) is stored as ${grundyTruth()[n]! ^ 1}, not the mex of its options)`,
		);
		expect(existsSync(path)).toBe(false);
	});

	it('a heap past what is known is refused at once, naming the table command (text and --jsonl)', async () => {
		const refused = await run(['analyze', 'grundy', '500000']);
		expect(refused.code).toBe(1);
		expect(refused.stderr).toContain('`game-arcade table grundy --from 500000 --to 500000` computes them as a job');
		const line = JSON.parse((await run(['analyze', '--jsonl'], '{"game":"grundy","heaps":[7, 500000]}\n')).stdout) as {error: string};
		expect(line.error).toContain('`game-arcade table grundy --from 500000 --to 500000`');
	});

	it('a damaged entry is said in one line, removed, and the heap refused as if nothing were cached', async () => {
		seedGrundy(100_501);
		const path = join(cache, entryName(knownKey({key: "Grundy's game"}, valuesMethods.grundy)));
		writeFileSync(path, 'game-arcade-cache 1\n{"key":"x"}\n');
		const result = await run(['analyze', 'grundy', '100400']);
		expect(result.code).toBe(1);
		const lines = result.stderr.trim().split('\n');
		expect(lines).toHaveLength(2);
		expect(lines[0]).toMatch(/^game-arcade: cache: ignored and removed an entry that is damaged/);
		expect(lines[1]).toContain('game-arcade table grundy --from 100400 --to 100400');
		expect(existsSync(path)).toBe(false);
	});
});

describe('game-arcade cache', () => {
	it('lists every entry with its size and file, and clear removes them', async () => {
		expect((await run(['cache'])).stdout).toContain('0 entries');
		seedGrundy(3000);
		const listed = await run(['cache']);
		expect(listed.code).toBe(0);
		expect(listed.stdout).toContain(`The cache of proven values: ${cache}`);
		expect(listed.stdout).toMatch(/1 entry, 3 KiB of at most 256 MiB/);
		expect(listed.stdout).toContain(`Grundy's game (values method 1)`);
		expect(listed.stdout).toContain(join(cache, entryName(knownKey({key: "Grundy's game"}, valuesMethods.grundy))));
		const cleared = await run(['cache', 'clear']);
		expect(cleared.stdout).toBe(`Removed 1 entry (3 KiB) from ${cache}.\n`);
		expect(readdirSync(cache)).toEqual([]);
		expect((await run(['cache', 'wipe'])).code).toBe(2);
	});

	it('--help lists it', async () => {
		const help = (await run(['--help'])).stdout;
		expect(help).toContain('game-arcade cache [clear]');
		expect(help).toContain('--prove');
		expect(help).toContain('--no-cache    analyze, table:');
	});
});
