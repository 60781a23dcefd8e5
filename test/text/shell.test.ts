/**
 * Quoting for a POSIX shell, checked against the shells themselves: bash and
 * dash read every quoted word back exactly, a line cut into rows runs as the
 * one line, and nothing in a word is run.
 */
import {spawnSync} from 'node:child_process';
import {describe, expect, it, test} from 'vitest';
import fc from 'fast-check';
import {shellLine, shellRows, shellWord} from '../../source/text/shell.js';

const shells = ['bash', 'dash'].filter(shell => spawnSync(shell, ['-c', 'true']).status === 0);

/**
 * The words `shell` hands to a command for each of `lines`, run one after
 * another in one script: each line as the arguments of `set --`, then their
 * count and the words printed, each followed by a NUL.
 */
function wordsRead(shell: string, lines: readonly string[]): string[][] {
	const script = lines.map(line => `set -- ${line}\nprintf '%s\\0' "$#" "$@"`).join('\n');
	const result = spawnSync(shell, ['-c', script], {encoding: 'utf8', timeout: 10_000});
	expect(result.stderr).toBe('');
	expect(result.status).toBe(0);
	const fields = result.stdout.split('\0');
	expect(fields.pop()).toBe('');
	const read: string[][] = [];
	while (fields.length > 0) {
		const count = Number(fields.shift());
		read.push(fields.splice(0, count));
	}
	return read;
}

/** The property runs in batches: one shell per batch, not per run (60 runs in all, the same each time). */
const batch = 15;
const runs = {numRuns: 60 / batch, seed: 20261127};

// Any text an argument can hold: every character but NUL, with the shell's own favourites mixed in.
const wordArb = fc
	.oneof(
		fc.string({unit: 'grapheme', maxLength: 12}),
		fc.string({
			unit: fc.constantFrom(
				"'",
				'"',
				'\\',
				'$',
				'`',
				'(',
				')',
				' ',
				'\n',
				'\t',
				'*',
				'?',
				'[',
				'~',
				'#',
				'!',
				'&',
				';',
				'|',
				'<',
				'>',
				'{',
				'}',
				'=',
				'%',
				'a',
			),
			maxLength: 12,
		}),
		fc.string({unit: 'binary', maxLength: 12}),
	)
	.map(word => word.replaceAll('\0', '').replace(/[\uD800-\uDFFF]/g, 'x'));

describe('shellWord', () => {
	test.each([
		['a:b,c', 'a:b,c'],
		['--edges', '--edges'],
		['/home/me/game-arcade/dist/cli.js', '/home/me/game-arcade/dist/cli.js'],
		['$(touch x)', "'$(touch x)'"],
		["it's", "'it'\\''s'"],
		['', "''"],
		['~', "'~'"],
		['a=b', "'a=b'"],
		['a b', "'a b'"],
		['é', "'é'"],
	])('%j → %s', (word, quoted) => {
		expect(shellWord(word)).toBe(quoted);
	});

	it.skipIf(shells.length === 0)('every word comes back exactly from bash and dash, and nothing in it runs', () => {
		fc.assert(
			fc.property(fc.array(fc.array(wordArb, {minLength: 1, maxLength: 6}), {minLength: batch, maxLength: batch}), commands => {
				for (const shell of shells) expect(wordsRead(shell, commands.map(shellLine))).toEqual(commands);
			}),
			runs,
		);
	});
});

describe('shellRows', () => {
	it('breaks between words with a line continuation, and indents the rows that go on', () => {
		expect(shellRows(['game-arcade', 'play', 'nim', '3', '4', '5'], 80, {indent: '  '})).toEqual(['  game-arcade play nim 3 4 5']);
		expect(shellRows(['game-arcade', 'play', 'graph', 'a', '--edges', 'a:b c:d'], 28, {indent: '  '})).toEqual([
			'  game-arcade play graph a \\',
			"    --edges 'a:b c:d'",
		]);
	});

	it('cuts a word too long for a row into pieces quoted on their own, the next row starting at its first column', () => {
		const rows = shellRows(['analyze', 'graph', 'a', '--edges', 'a:b,c b:c,d c:d,e d:e,f'], 16);
		expect(rows).toEqual(['analyze graph \\', '  a --edges \\', "  'a:b,c b:c,d'\\", "' c:d,e d:e,f'"]);
		expect(rows.every(row => row.length <= 16)).toBe(true);
	});

	it.skipIf(shells.length === 0)('rows pasted whole run as the one-line command, at any width, each row within it', () => {
		fc.assert(
			fc.property(
				fc.array(fc.tuple(fc.array(wordArb, {minLength: 1, maxLength: 6}), fc.integer({min: 12, max: 60}), fc.constantFrom('', '   ')), {
					minLength: batch,
					maxLength: batch,
				}),
				cases => {
					const pasted = cases.map(([words, width, indent]) => {
						const rows = shellRows(words, width, {indent});
						for (const row of rows) expect([...row].length).toBeLessThanOrEqual(width);
						return rows.join('\n');
					});
					for (const shell of shells) expect(wordsRead(shell, pasted)).toEqual(cases.map(([words]) => words));
				},
			),
			runs,
		);
	});
});
