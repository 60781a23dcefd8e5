/**
 * The command-line parser (source/command-line.ts), on its own and through
 * the command line run in-process (test/cli-run.ts): the flag forms the CLI
 * accepts, and what it refuses. The built program is spawned where the
 * process itself is what is tested: the entry's own answer (--version), stdin
 * read from a real pipe, and the exit code with a stderr that cannot be written.
 */
import {describe, expect, it, test} from 'vitest';
import {spawn, spawnSync} from 'node:child_process';
import {closeSync, existsSync, openSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {helpScreen, packageInfo, parseCommandLine, suggestion} from '../source/command-line.js';
import {childEnv, cliPath, requireBuild, root} from './e2e/terminal.js';
import {runCli} from './cli-run.js';

const spec = {
	help: {type: 'boolean', shortFlag: 'h'},
	json: {type: 'boolean'},
	max: {type: 'string'},
	set: {type: 'string'},
	lastTake: {type: 'string'},
	save: {type: 'boolean', default: true},
} as const;

const info = {name: 'game-arcade', version: '1.2.3', description: 'A test.'};
const parse = (...argv: string[]) => parseCommandLine(argv, spec, import.meta, info);

describe('parseCommandLine (meow with the edges handled)', () => {
	it('separates positional arguments from flags, keeping their order', async () => {
		const cli = await parse('analyze', 'bash', '20', '--max', '3', '--json');
		expect(cli.input).toEqual(['analyze', 'bash', '20']);
		expect(cli.flags).toMatchObject({json: true, max: '3', save: true});
		expect([...cli.given].sort()).toEqual(['json', 'max']);
	});

	test.each([
		[['--max=3'], {max: '3'}],
		[['--max', '3'], {max: '3'}],
		[['--max', '-3'], {max: '-3'}],
		[['--max', '12345678901234567890123'], {max: '12345678901234567890123'}],
		[['--set', '1,3,4'], {set: '1,3,4'}],
		[['--last-take', '5'], {lastTake: '5'}],
		[['--json=false'], {json: false}],
		[['--no-json'], {json: false}],
		[['--no-save'], {save: false}],
		[['-h'], {help: true}],
	])('%j gives the flags %j', async (argv, flags) => {
		expect((await parse(...argv)).flags).toMatchObject(flags);
	});

	it('refuses a string flag given twice, in one line', async () => {
		await expect(parse('--max', '3', '--max=4')).rejects.toThrow(/^--max was given more than once$/);
	});

	it('treats negative numbers (also -1e3), a lone dash and everything after -- as positional', async () => {
		const cli = await parse('nim', '-3', '-', '-2.5', '-1e3', '--', '--json', '-x');
		expect(cli.input).toEqual(['nim', '-3', '-', '-2.5', '-1e3', '--json', '-x']);
		expect(cli.flags['json']).toBe(false);
		expect(cli.given.size).toBe(0);
	});

	test.each([
		[['--colour'], 'unknown flag --colour (see game-arcade --help)'],
		[['--no-foo'], 'unknown flag --no-foo (see game-arcade --help)'],
		[['-xy'], 'unknown flag -x (see game-arcade --help)'],
		[['--no-max'], 'unknown flag --no-max (see game-arcade --help)'],
		[['--\u001b[2J'], 'unknown flag --\\u001b[2J (see game-arcade --help)'],
	])('refuses %j: %s', async (argv, message) => {
		await expect(parse(...argv)).rejects.toThrow(message);
	});

	it('reads no arguments without meow, exactly as meow reads an empty command line', async () => {
		const bare = await parse();
		const throughMeow = await parse('--');
		expect(bare).toEqual(throughMeow);
		expect(bare.flags).toMatchObject({save: true});
		expect(bare.input).toEqual([]);
	});

	it('reads the name, version and description beside the entry', () => {
		const json = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {name: string; version: string; description: string};
		expect(packageInfo(pathToFileURL(join(root, 'dist', 'cli.js')).href)).toEqual({name: json.name, version: json.version, description: json.description});
		expect(packageInfo(pathToFileURL(join(root, 'no-such-dir', 'deeper', 'cli.js')).href)).toEqual({name: 'game-arcade', version: 'unknown', description: ''});
	});

	it('lays out the help screen: description, then the usage, indented by two', () => {
		expect(helpScreen('\n    Usage\n      $ x <y>\n\n    Options\n      --z   zed\n', 'A tool.')).toBe(
			'\n  A tool.\n\n  Usage\n    $ x <y>\n\n  Options\n    --z   zed\n\n',
		);
	});
});

/** The built program, spawned: only for what the process itself does (the entry, a real pipe). */
function spawnCli(args: string[], input = '') {
	requireBuild();
	const result = spawnSync(process.execPath, [cliPath, ...args], {encoding: 'utf8', env: childEnv(), input, timeout: 30_000});
	return {code: result.status, stdout: result.stdout, stderr: result.stderr};
}

describe('suggestions for typos', () => {
	const commands = ['analyze', 'play', 'train', 'learn', 'table'];
	test.each([
		['analyse', commands, 'analyze'],
		['plya', commands, 'play'],
		['tab', commands, 'table'],
		['nmi', ['nim', 'bash', 'sum'], 'nim'],
		['form', ['from', 'to', 'format'], 'format'],
		['frm', ['from', 'to', 'format'], 'from'],
		['jsno', ['json', 'jsonl', 'moves'], 'json'],
		['misre', ['max', 'misere'], 'misere'],
		['NIM', ['nim'], undefined],
		['foo', ['from', 'to', 'format'], undefined],
		['x', ['max', 'k'], undefined],
		['', commands, undefined],
		['frobnicate', commands, undefined],
	])('%j among %j: %j', (word, candidates, expected) => {
		expect(suggestion(word, candidates)).toBe(expected);
	});
});

describe('the command line', () => {
	it('prints the help with the description (one tagline), and the version', async () => {
		const json = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {version: string; description: string};
		const help = await runCli(['--help']);
		expect(help.code).toBe(0);
		expect(help.stdout.startsWith(`\n  ${json.description}\n\n  Usage\n`)).toBe(true);
		expect(help.stdout).toContain('\n  Usage\n    $ game-arcade ');
		expect((await runCli(['--version'])).stdout).toBe(`${json.version}\n`);
	});

	// Spawned: the entry answers --version itself, from the package beside the built file, without loading the commands.
	it('the built entry answers --version from the package beside it', () => {
		const json = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {version: string};
		expect(spawnCli(['--version'])).toEqual({code: 0, stdout: `${json.version}\n`, stderr: ''});
	});

	// Spawned: stdin is a real pipe here, read to its end by the built program.
	it('the built program reads --jsonl from a pipe, a line at a time', () => {
		const {code, stdout, stderr} = spawnCli(['analyze', '--jsonl'], '{"game":"nim","heaps":[1,2,3]}\r\nnot json\n{"game":"nim","heaps":[5]}');
		expect(stderr).toBe('');
		expect(code).toBe(1);
		const lines = stdout
			.trimEnd()
			.split('\n')
			.map(line => JSON.parse(line) as {outcome?: string; error?: string});
		expect(lines).toHaveLength(3);
		expect(lines[0]).toMatchObject({outcome: 'P'});
		expect(lines[1]?.error).toMatch(/^line is not valid JSON/);
		expect(lines[2]).toMatchObject({outcome: 'N'});
	});

	test.each([
		[['analyze', 'bash', '20', '--max', '3', '--max', '4'], 2, 'game-arcade: --max was given more than once\n'],
		[['analyze', 'nim', '3', '-x'], 2, 'game-arcade: unknown flag -x (see game-arcade --help)\n'],
		[['analyze', 'nim', '3', '--no-foo'], 2, 'game-arcade: unknown flag --no-foo (see game-arcade --help)\n'],
		[['analyze', 'nim', '-3'], 1, 'game-arcade: heap 1 must be a whole number ≥ 0, got -3\n'],
		[['analyze', 'nim', '-1e3'], 1, 'game-arcade: heap 1 must be a whole number ≥ 0, got "-1e3"\n'],
		[['analyze', 'bash', '20', '--max'], 1, 'game-arcade: --max must be a whole number ≥ 1, got ""\n'],
		[['analyze', 'nim', '3', '--opponent', 'x'], 2, 'game-arcade: --opponent does not apply to analyze (see game-arcade --help)\n'],
		[['train', '--hints'], 2, 'game-arcade: --hints does not apply to train (see game-arcade --help)\n'],
		[['analyze', 'sum', 'nim 3', '--max', '2'], 2, 'game-arcade: --max does not apply to sum (it takes no flags)\n'],
		[['--theme', 'neon'], 2, 'game-arcade: --theme must be default, high-contrast or none, got "neon"\n'],
		[['analyze', 'nim', '3', '--screen-reader'], 2, 'game-arcade: --screen-reader does not apply to analyze (see game-arcade --help)\n'],
		[['table', 'nim', '--no-mouse'], 2, 'game-arcade: --mouse does not apply to table (see game-arcade --help)\n'],
		// The arcade's flags are taken (then the arcade asks for a terminal, which a pipe is not).
		[
			['play', 'nim', '3', '--screen-reader', '--theme', 'high-contrast', '--no-mouse'],
			1,
			'game-arcade: the arcade needs an interactive terminal; for scripts use `game-arcade analyze` (see --help)\n',
		],
		// Typos get a suggestion (issue 22's list).
		[['analyse', 'nim', '3'], 2, 'game-arcade: unknown command "analyse"; did you mean analyze?\n'],
		[['analyse', 'nim', '3', '--json'], 2, 'game-arcade: unknown command "analyse"; did you mean analyze?\n'],
		[['analyze', 'nmi', '3', '4'], 2, 'game-arcade: unknown game "nmi"; did you mean nim?\n'],
		[['play', 'kayels', '3'], 2, 'game-arcade: unknown game "kayels"; did you mean kayles?\n'],
		[['table', 'dawsno'], 2, 'game-arcade: unknown game "dawsno"; did you mean dawson?\n'],
		[['train', 'mixd'], 2, 'game-arcade: unknown game "mixd"; did you mean mixed?\n'],
		[['analyze', 'nim', '3', '--misre'], 2, 'game-arcade: unknown flag --misre; did you mean --misere?\n'],
		[['analyze', 'nim', '3', '--jsno'], 2, 'game-arcade: unknown flag --jsno; did you mean --json?\n'],
		[['table', 'nim', '--form', 'csv'], 2, 'game-arcade: unknown flag --form; did you mean --format?\n'],
		[['frobnicate'], 2, 'game-arcade: unknown command "frobnicate" (commands: analyze, play, train, learn, table, match, cache, judge; see --help)\n'],
		[
			['learn', 'mexx'],
			2,
			'game-arcade: no lesson "mexx"; did you mean mex? (give 1 to 13, or one of multiples, nim-sum, mex, sums, periods, breaking, staircase, wythoff, zeckendorf, coins, nim-product, colon, misere)\n',
		],
	])('game-arcade %j exits %i: %j', async (args, code, stderr) => {
		const result = await runCli(args);
		expect(result.stderr).toBe(stderr);
		expect(result.code).toBe(code);
	});

	it('takes --name=value, --no-flag and -- like --name value', async () => {
		const a = await runCli(['analyze', 'bash', '20', '--max=3', '--json', '--no-save']);
		const b = await runCli(['analyze', '--json', '--', 'bash', '20', '--max', '3']);
		expect(a.code).toBe(0);
		expect(JSON.parse(a.stdout)).toMatchObject({game: 'bash', outcome: 'P', grundy: 0});
		// After --, "--max 3" is positional: bash takes no extra numbers.
		expect(b.code).toBe(1);
		expect(b.stderr).toContain('--max is needed (m, the most one move may take');
	});
});

// Spawned: what is tested is the process's exit code when its stderr fails.
describe('the exit code with a stderr that cannot be written', () => {
	/** The built CLI's exit code, its stderr a pipe whose reader has already gone (`2>&1 | head -0`), or `stderr` (a file, or 'ignore'). */
	async function exitCode(args: readonly string[], stderr: 'closed pipe' | number | 'ignore'): Promise<number | null> {
		requireBuild();
		const child = spawn(process.execPath, [cliPath, ...args], {env: childEnv(), stdio: ['ignore', 'ignore', stderr === 'closed pipe' ? 'pipe' : stderr]});
		// Closed before the program has even started: its first write to stderr fails (EPIPE).
		child.stderr?.destroy();
		return new Promise(resolve => {
			child.on('close', resolve);
		});
	}

	it('keeps 2 for a usage error and 1 for bad input, the message lost, nothing crashed', async () => {
		const codes = await Promise.all([
			exitCode(['play', 'nimm'], 'closed pipe'),
			exitCode(['analyze', 'nim', '3', 'x'], 'closed pipe'),
			exitCode(['play', 'nimm'], 'ignore'),
		]);
		expect(codes).toEqual([2, 1, 2]);
	});

	it.runIf(existsSync('/dev/full'))('keeps 2 for a usage error when stderr is a full disk (/dev/full)', async () => {
		const full = openSync('/dev/full', 'w');
		try {
			expect(await exitCode(['play', 'nimm'], full)).toBe(2);
		} finally {
			closeSync(full);
		}
	});
});
