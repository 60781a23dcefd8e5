/**
 * `analyze --jsonl` fed ten thousand malformed and valid lines (npm test: 2,500
 * of them, drawn by the same seed): exactly one
 * output line per input line, each an {"error"} or the correct result, and
 * the process never crashes.
 */
import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {jsonlLine} from '../../source/analyze/run.js';
import {fullRun} from '../sample.js';

const cliPath = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

const number = fc.oneof(
	fc.integer({min: -5, max: 40}),
	fc.constantFrom(1e20, -0, 0.5, Number.MAX_SAFE_INTEGER, 2 ** 53, Number.NaN),
	fc.bigInt({min: 0n, max: 10n ** 30n}).map(String),
	fc.constantFrom('12', ' 7 ', '-3', '1e3', '0x10', '', '9'.repeat(2500)),
);
const anything = fc.oneof(
	number,
	fc.string(),
	fc.boolean(),
	fc.constant(null),
	fc.array(number, {maxLength: 4}),
	fc.dictionary(fc.string(), number, {maxKeys: 3}),
);
const games = ['nim', 'bash', 'wythoff', 'fibonacci', 'ktimes', 'subtraction', 'primes', 'coins', 'staircase', 'corners', 'tree', 'graph', 'sum', 'chess', ''];

const position = fc.record(
	{
		game: fc.oneof(fc.constantFrom(...games), anything),
		heaps: fc.oneof(fc.array(number, {maxLength: 5}), anything),
		heap: number,
		max: number,
		k: number,
		last: number,
		set: fc.oneof(fc.array(fc.integer({min: -1, max: 12}), {maxLength: 4}), anything),
		coins: fc.oneof(fc.stringMatching(/^[HTht]{0,12}$/), fc.string()),
		rule: fc.constantFrom('single', 'one-or-two', 'consecutive', 'subtract3', 'twins', 'mock-turtles', 'ruler', 'bogus'),
		chips: fc.array(number, {maxLength: 5}),
		lit: fc.array(fc.array(number, {maxLength: 3}), {maxLength: 4}),
		parents: fc.array(fc.integer({min: -1, max: 8}), {maxLength: 8}),
		edges: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), {maxLength: 3}), {maxKeys: 4}),
		tokens: fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), {maxLength: 3}),
		parts: fc.array(
			fc.record(
				{game: fc.constantFrom('nim', 'bash', 'primes'), heaps: fc.array(fc.nat(9), {maxLength: 3}), heap: fc.nat(20), max: fc.nat(4)},
				{requiredKeys: ['game']},
			),
			{maxLength: 3},
		),
		misere: fc.oneof(fc.boolean(), anything),
	},
	{requiredKeys: ['game']},
);

function deep(depth: number): string {
	return '['.repeat(depth) + ']'.repeat(depth);
}

const line = fc.oneof(
	{weight: 6, arbitrary: position.map(p => JSON.stringify(p))},
	{weight: 1, arbitrary: fc.string({maxLength: 40}).map(s => s.replace(/[\r\n\u2028\u2029]/g, ' '))},
	{
		weight: 1,
		arbitrary: fc.constantFrom(
			'',
			'   ',
			'{',
			'}',
			'null',
			'[]',
			'"nim"',
			'{"game":"nim","heaps":[1,2,3]',
			deep(5000),
			`{"game":"nim","heaps":${deep(100000)}}`,
			'x'.repeat(200000),
		),
	},
	{
		weight: 1,
		arbitrary: fc
			.integer({min: 1, max: 10000})
			.map(depth => `{"game":"sum","parts":[${'{"game":"sum","parts":['.repeat(depth % 40)}{"game":"nim","heaps":[1]}${']}'.repeat(depth % 40)}]}`),
	},
);

describe('analyze --jsonl under fuzzing', () => {
	// 10^4 lines in the full run (npm run test:full); npm test feeds 1,000, drawn by the same seed.
	const count = fullRun ? 10_000 : 1_000;
	it(`answers ${count} random lines one for one, correctly or with an error, and never crashes`, () => {
		const lines = fc.sample(line, {numRuns: count, seed: 20261122});
		// Invalid UTF-8 in a few lines.
		const chunks: Buffer[] = lines.map((text, i) =>
			i % 997 === 5 ? Buffer.concat([Buffer.from('{"game":"nim","heaps":[1,'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(']}')]) : Buffer.from(text),
		);
		const input = Buffer.concat(chunks.flatMap(chunk => [chunk, Buffer.from('\n')]));
		const env = {...process.env};
		delete env['CI'];
		const result = spawnSync(process.execPath, [cliPath, 'analyze', '--jsonl'], {input, env, maxBuffer: 1 << 30, timeout: 300_000});
		expect(result.signal).toBeNull();
		expect(result.stderr.toString()).toBe('');
		const out = result.stdout.toString().split('\n');
		expect(out.pop()).toBe('');
		expect(out).toHaveLength(lines.length);
		let results = 0;
		for (let i = 0; i < out.length; i++) {
			const parsed = JSON.parse(out[i]!);
			if ('error' in parsed) {
				expect(typeof parsed.error).toBe('string');
				expect(parsed.error).not.toMatch(/internal error|undefined|NaN/);
				expect(parsed.error.length).toBeLessThan(300);
				continue;
			}
			results++;
			// The same line analysed in this process gives the same answer.
			expect(out[i]).toBe(jsonlLine(chunks[i]!.toString()).text);
			expect(['N', 'P']).toContain(parsed.outcome);
		}
		// At least one line in a hundred is a position answered (the rest errors).
		expect(results).toBeGreaterThan(count / 100);
		expect(result.status).toBe(1);
	});
});
