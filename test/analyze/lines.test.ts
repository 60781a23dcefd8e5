/** The lines of `analyze --jsonl`'s stdin: split as readline splits them, and never kept past the bound. */
import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {spawn} from 'node:child_process';
import {Readable} from 'node:stream';
import {createInterface} from 'node:readline';
import {fileURLToPath} from 'node:url';
import {boundedLines, type Line} from '../../source/analyze/lines.js';

async function collect(chunks: readonly (string | Buffer)[], maxLength: number): Promise<Line[]> {
	const lines: Line[] = [];
	for await (const line of boundedLines(Readable.from(chunks), maxLength)) lines.push(line);
	return lines;
}

async function readlineLines(chunks: readonly (string | Buffer)[]): Promise<string[]> {
	const lines: string[] = [];
	for await (const line of createInterface({input: Readable.from(chunks), crlfDelay: Number.POSITIVE_INFINITY})) lines.push(line);
	return lines;
}

describe('boundedLines', () => {
	it('splits as readline does, whatever the chunks (\\n, \\r\\n across reads, a lone \\r, UTF-8 cut mid-character)', async () => {
		const text = fc.array(fc.constantFrom('a', 'é', '😀', '{', ' ', '\n', '\r', '\r\n'), {maxLength: 40}).map(parts => parts.join(''));
		await fc.assert(
			fc.asyncProperty(text, fc.array(fc.nat(60), {maxLength: 6}), async (input, cuts) => {
				const bytes = Buffer.from(input, 'utf8');
				const points = [...new Set(cuts.map(c => Math.min(c, bytes.length)))].sort((a, b) => a - b);
				const chunks = [0, ...points].map((from, i) => bytes.subarray(from, points[i] ?? bytes.length)).filter(c => c.length > 0);
				expect(await collect(chunks, 1000)).toEqual(await readlineLines(chunks));
			}),
			{seed: 29, numRuns: 300},
		);
	});

	it('gives a line past the bound as its length only, and reads on', async () => {
		expect(await collect(['x'.repeat(7), 'x'.repeat(7), '\r', '\nok\n', 'last'], 10)).toEqual([{tooLong: 14}, 'ok', 'last']);
		expect(await collect(['0123456789\n01234567890'], 10)).toEqual(['0123456789', {tooLong: 11}]);
	});
});

describe('analyze --jsonl', () => {
	const cliPath = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

	it('reads a line without end in bounded memory: a 64 MB line is counted, not kept, and the next one answered', async () => {
		// A heap of 32 MB: keeping the line whole (64 million characters) would run out of it.
		const child = spawn(process.execPath, ['--max-old-space-size=32', cliPath, 'analyze', '--jsonl'], {stdio: ['pipe', 'pipe', 'pipe']});
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (data: Buffer) => {
			stdout += data.toString();
		});
		child.stderr.on('data', (data: Buffer) => {
			stderr += data.toString();
		});
		const closed = new Promise<number | null>(resolve => child.on('close', resolve));
		const chunk = Buffer.alloc(1 << 20, 'x');
		for (let i = 0; i < 64; i++) if (!child.stdin.write(chunk)) await new Promise(resolve => child.stdin.once('drain', resolve));
		child.stdin.end('\n{"game":"nim","heaps":[1,2]}\n');
		expect(await closed, stderr).toBe(1);
		const lines = stdout.trim().split('\n');
		expect(lines[0]).toBe('{"error":"line has 67108864 characters; the limit is 10000000","kind":"rule","path":[]}');
		expect(JSON.parse(lines[1]!)).toMatchObject({game: 'nim', outcome: 'N'});
	});
});
