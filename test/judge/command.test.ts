/**
 * The judge's command line, in-process (runCommands, output captured): the
 * list and statements, did-you-mean for problems, bounded flags, --spec files
 * checked field by field, --json against its schema, --save never
 * overwriting, and the exit codes 0, 1 and 2. Programs here are tiny shell
 * utilities so no compiler is needed: `true` prints nothing.
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Ajv2020} from 'ajv/dist/2020.js';
import {afterAll, describe, expect, it} from 'vitest';
import {runCommands} from '../../source/commands.js';
import {resultJson} from '../../source/judge/report.js';
import {judge, maxInputCases, phaseCases} from '../../source/judge/judge.js';
import {hdu1846} from '../../source/judge/problems/hdu1846.js';
import {hdu2486} from '../../source/judge/problems/hdu2486.js';
import {problems} from '../../source/judge/problems/index.js';
import {readSpec} from '../../source/judge/spec.js';
import {bashProgram, fakeRun} from './fake.js';

const temp = mkdtempSync(join(tmpdir(), 'judge-command-test-'));
afterAll(() => rmSync(temp, {recursive: true, force: true}));

async function run(args: string[]): Promise<{code: number; out: string; err: string}> {
	let out = '';
	let err = '';
	const write = [process.stdout.write, process.stderr.write] as const;
	process.stdout.write = ((chunk: string) => {
		out += chunk;
		return true;
	}) as typeof process.stdout.write;
	process.stderr.write = ((chunk: string) => {
		err += chunk;
		return true;
	}) as typeof process.stderr.write;
	try {
		const code = await runCommands(args, {name: 'game-arcade', version: '0', description: ''});
		return {code, out, err};
	} finally {
		[process.stdout.write, process.stderr.write] = write;
	}
}

const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../../schemas/judge-result.schema.json', import.meta.url)), 'utf8')) as object;
const valid = new Ajv2020({allErrors: true, strict: true}).compile(schema);

describe('game-arcade judge', () => {
	it('--list names every problem with its game and lesson', async () => {
		const {code, out} = await run(['judge', '--list']);
		expect(code).toBe(0);
		for (const p of problems) expect(out).toContain(p.id);
		expect(out).toContain('poj1067');
		expect(out).toMatch(/hdu1846 +- +Brave Game +bash +multiples/);
	});

	it('--statement prints the statement, the limits and the sample with the engine\u2019s answers', async () => {
		const {code, out} = await run(['judge', 'POJ3922', '--statement']);
		expect(code).toBe(0);
		expect(out).toContain('A simple stone game');
		expect(out).toContain('Limits: 1.00 s, 64 MiB.');
		expect(out).toContain('Case 1: lose\n  Case 2: 1\n  Case 3: 3\n  Case 4: lose\n  Case 5: 4');
	});

	it('a typo gets a suggestion; usage errors exit 2 with one line', async () => {
		expect(await run(['judge', 'hdu1864', '--', 'true'])).toMatchObject({code: 2, err: expect.stringContaining('did you mean hdu1846?')});
		expect((await run(['judge', 'hdu1846'])).err).toContain('exactly one program');
		expect((await run(['judge', 'hdu1846', '--cases', '-1', '--', 'true'])).code).toBe(2);
		expect((await run(['judge', 'hdu1846', '--time-factor', '100', '--', 'true'])).err).toContain('--time-factor must be a number from 0.5 to 10');
		expect((await run(['judge', 'hdu1846', '--shrink-time', 'x', '--', 'true'])).code).toBe(2);
		expect((await run(['judge', 'hdu1846', '--frobnicate', '--', 'true'])).err).toContain('unknown flag --frobnicate');
		expect((await run(['judgee'])).err).toContain('did you mean judge?');
		const control = await run(['judge', 'x\u001b[2Jy', '--', 'true']);
		expect(control.code).toBe(2);
		expect(control.err).not.toContain('\u001b');
	});

	it('a program that cannot start is no verdict: exit 1, one line', async () => {
		const {code, err} = await run(['judge', 'hdu1846', '--seed', '1', '--', join(temp, 'no-such-program')]);
		expect(code).toBe(1);
		expect(err).toContain('program not found');
	});

	it('a wrong program: exit 1, the JSON result matches the schema, and --save writes the case without overwriting', async () => {
		const save = join(temp, 'saved');
		const first = await run(['judge', 'hdu1846', '--seed', '3', '--cases', '0', '--json', '--save', save, '--', 'true']);
		expect(first.code).toBe(1);
		const result = JSON.parse(first.out);
		expect(valid(result), JSON.stringify(valid.errors)).toBe(true);
		expect(result).toMatchObject({problem: 'hdu1846', verdict: 'WA', seed: 3, failing: {got: '', confirmed: true, caseCount: 1}});
		expect(result.reproduce).toBe('game-arcade judge hdu1846 --seed 3 --cases 0 -- true');
		await run(['judge', 'hdu1846', '--seed', '3', '--cases', '0', '--save', save, '--', 'true']);
		expect(readdirSync(save).sort()).toEqual(['hdu1846-1.in', 'hdu1846-1.out', 'hdu1846-2.in', 'hdu1846-2.out']);
		expect(readFileSync(join(save, 'hdu1846-1.in'), 'utf8')).toBe(result.failing.input);
		expect(readFileSync(join(save, 'hdu1846-1.out'), 'utf8')).toBe(result.failing.expected);
	});

	it('--save where no file can be made: the report is printed whole, then one line naming the folder; exit 1', async () => {
		const blocked = join(temp, 'a-file');
		writeFileSync(blocked, '');
		const {code, out, err} = await run(['judge', 'hdu1846', '--seed', '3', '--cases', '0', '--save', join(blocked, 'cases'), '--', 'true']);
		expect(code).toBe(1);
		expect(out).toContain('Wrong answer (WA) on hdu1846');
		expect(out).toContain('Seed 3; to run this judging again:');
		expect(err.trim().split('\n')).toEqual([
			`game-arcade: --save: could not write ${join(blocked, 'cases')} (ENOTDIR: a file stands where a folder should be); nothing of the case was kept`,
		]);
	});

	it('the JSON of an accepted and of a state-keeping result match the schema; a wrong verdict does not', async () => {
		const accepted = resultJson(await judge({problem: hdu1846, run: fakeRun(bashProgram()), seed: 1, cases: 50}), ['game-arcade']);
		expect(valid(accepted), JSON.stringify(valid.errors)).toBe(true);
		const pe = resultJson(await judge({problem: hdu1846, run: fakeRun(bashProgram('words')), seed: 1}), ['game-arcade']);
		expect(valid(pe), JSON.stringify(valid.errors)).toBe(true);
		expect(valid({...accepted, verdict: 'OK'})).toBe(false);
	});

	it('the report quotes the play command for a POSIX shell', async () => {
		const result = await judge({
			problem: hdu2486,
			run: fakeRun(
				input =>
					`${input
						.split('\n')
						.slice(1, -1)
						.map((_, i) => `Case ${i + 1}: 1`)
						.join('\n')}\n`,
			),
			seed: 1,
		});
		expect(resultJson(result, ['game-arcade', 'judge', 'hdu2486', '--', "it's mine"])).toMatchObject({
			failing: {play: expect.stringMatching(/^game-arcade play ktimes \d+ --k \d+ --hints$/)},
			reproduce: "game-arcade judge hdu2486 -- 'it'\\''s mine'",
		});
	});
});

describe('--spec files', () => {
	const bash = {
		id: 'my-bash',
		game: 'bash',
		framing: {kind: 'count', max: 50},
		case: [
			{name: 'n', min: 1, max: 500},
			{name: 'm', min: 1, max: 20},
		],
		position: {heap: '$n', max: '$m'},
		words: {first: 'YES', second: 'NO'},
	};

	it('a valid spec is a problem: framed, worded and answered by the game', async () => {
		const problem = readSpec(JSON.stringify(bash));
		expect(problem.answer([20, 3])).toBe('NO');
		expect(problem.answer([21, 3])).toBe('YES');
		const right = (input: string) => {
			const t = input.split(/\s+/).filter(Boolean).map(Number);
			return `${Array.from({length: t[0]!}, (_, i) => (t[1 + 2 * i]! % (t[2 + 2 * i]! + 1) === 0 ? 'NO' : 'YES')).join('\n')}\n`;
		};
		expect((await judge({problem, run: fakeRun(right), seed: 1, cases: 100})).verdict).toBe('AC');
		const file = join(temp, 'spec.json');
		writeFileSync(file, JSON.stringify(bash));
		expect((await run(['judge', '--spec', file, '--statement'])).out).toContain('`YES` if the first player wins, else `NO`.');
	});

	it('a spec of long lists and many cases an input is judged up to the cases that fit the bound of numbers an input', () => {
		const long = {
			...bash,
			game: 'nim',
			framing: {kind: 'count', max: 10_000},
			case: [{name: 'heaps', min: 1, max: 100_000, item: {name: 'h', min: 1, max: 9}}],
			position: {heaps: '$heaps'},
		};
		const problem = readSpec(JSON.stringify(long));
		expect(maxInputCases(problem)).toBe(2);
		// Two inputs' worth of the largest cases, not 20,000 lists of 10^5 heaps.
		expect(phaseCases(problem, 1, 0).max).toHaveLength(4);
	});

	it('a spec may name a built-in checker: nocase accepts the words in any letter case', async () => {
		const problem = readSpec(JSON.stringify({...bash, checker: 'nocase'}));
		expect(problem.checker).toBe('nocase');
		const lower = (input: string) => {
			const t = input.split(/\s+/).filter(Boolean).map(Number);
			return `${Array.from({length: t[0]!}, (_, i) => (t[1 + 2 * i]! % (t[2 + 2 * i]! + 1) === 0 ? 'no' : 'yes')).join('\n')}\n`;
		};
		expect((await judge({problem, run: fakeRun(lower), seed: 1, cases: 100})).verdict).toBe('AC');
		expect((await judge({problem: readSpec(JSON.stringify(bash)), run: fakeRun(lower), seed: 1, cases: 100, shrinkMs: 0})).verdict).toBe('PE');
	});

	it.each([
		['not JSON', '{', 'spec is not valid JSON'],
		['a missing field', JSON.stringify({...bash, words: undefined}), 'spec.words is missing'],
		['an unknown game', JSON.stringify({...bash, game: 'chess'}), 'spec.game is not a game of the catalog'],
		['an unknown field', JSON.stringify({...bash, extra: 1}), 'spec.extra is not a field here'],
		['a bad framing', JSON.stringify({...bash, framing: {kind: 'lines', max: 5}}), 'spec.framing.kind must be "count", "eof" or "sentinel"'],
		['a range upside down', JSON.stringify({...bash, case: [{name: 'n', min: 5, max: 1}]}), 'spec.case[0].max must be from 5 to'],
		['a template naming no field', JSON.stringify({...bash, position: {heap: '$x', max: '$m'}}), 'names $x, which is no field'],
		[
			'a position the game refuses',
			JSON.stringify({
				...bash,
				case: [
					{name: 'n', min: 0, max: 5},
					{name: 'm', min: 0, max: 3},
				],
			}),
			'spec.position for the smallest case is refused by bash',
		],
		['the same two words', JSON.stringify({...bash, words: {first: 'A', second: 'A'}}), 'spec.words must hold two different words'],
		['an unknown checker', JSON.stringify({...bash, checker: 'sorted'}), 'spec.checker must be one of "tokens", "unordered", "nocase"'],
		['too large', JSON.stringify({...bash, statement: 'x'.repeat(70_000)}), 'larger than 64 kB'],
	])('%s: one line naming the field', (_what, text, message) => {
		expect(() => readSpec(text)).toThrow(message);
	});
});
