/**
 * The command-line parser (source/command-line.ts), on its own and through
 * the built CLI: the flag forms the CLI accepts, and what it refuses.
 */
import {describe, expect, it, test} from 'vitest';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {helpScreen, packageInfo, parseCommandLine} from '../../source/command-line.js';
import {childEnv, cliPath, requireBuild, root} from './terminal.js';

const spec = {
	json: {type: 'boolean'},
	max: {type: 'string'},
	set: {type: 'string'},
	lastTake: {type: 'string'},
	save: {type: 'boolean', default: true},
} as const;

const parse = (...argv: string[]) => parseCommandLine(argv, spec);

describe('parseCommandLine', () => {
	it('separates positional arguments from flags, keeping their order', () => {
		const cli = parse('analyze', 'bash', '20', '--max', '3', '--json');
		expect(cli.input).toEqual(['analyze', 'bash', '20']);
		expect(cli.flags).toEqual({json: true, max: '3', save: true});
		expect(cli.help).toBe(false);
		expect(cli.version).toBe(false);
	});

	test.each([
		[['--max=3'], {max: '3'}],
		[['--max', '3'], {max: '3'}],
		[['--max='], {max: ''}],
		[['--max'], {max: ''}],
		[['--max', '--json'], {max: '', json: true}],
		[['--max', '-3'], {max: '-3'}],
		[['--set', '1,3,4'], {set: '1,3,4'}],
		[['--last-take', '5'], {lastTake: '5'}],
		[['--json=false'], {json: false}],
		[['--json', 'false'], {json: false}],
		[['--json', 'true'], {json: true}],
		[['--json', '--json'], {json: true}],
		[['--no-json'], {json: false}],
		[['--no-save'], {save: false}],
		[['--save=false'], {save: false}],
	])('%j gives the flags %j', (argv, flags) => {
		expect(parse(...argv).flags).toEqual({save: true, ...flags});
	});

	it('keeps both values of a string flag given twice (the CLI refuses them)', () => {
		expect(parse('--max', '3', '--max=4').flags.max).toEqual(['3', '4']);
	});

	it('treats negative numbers, a lone dash and everything after -- as positional', () => {
		const cli = parse('nim', '-3', '-', '-2.5', '--', '--json', '-x');
		expect(cli.input).toEqual(['nim', '-3', '-', '-2.5', '--json', '-x']);
		expect(cli.flags.json).toBeUndefined();
		expect(cli.unnormalizedFlags).toEqual({});
	});

	it('collects unknown flags under the name they were given', () => {
		const cli = parse('--colour', '--no-foo', '--bar=1', '-xy', '--json');
		expect(cli.unnormalizedFlags).toEqual({colour: true, foo: true, bar: '1', x: true, y: true, json: true});
		expect(cli.flags.json).toBe(true);
	});

	it('reports --help and --version', () => {
		expect(parse('--help').help).toBe(true);
		expect(parse('analyze', '--version').version).toBe(true);
		expect(parse('--', '--help').help).toBe(false);
	});

	it('reads the version and description beside the entry', () => {
		const json = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {version: string; description: string};
		expect(packageInfo(pathToFileURL(join(root, 'dist', 'cli.js')).href)).toEqual({version: json.version, description: json.description});
		expect(packageInfo(pathToFileURL(join(root, 'no-such-dir', 'deeper', 'cli.js')).href)).toEqual({version: 'unknown', description: ''});
	});

	it('lays out the help screen: description, then the usage, indented by two', () => {
		expect(helpScreen('\n    Usage\n      $ x <y>\n\n    Options\n      --z   zed\n', 'A tool.')).toBe('\n  A tool.\n\n  Usage\n    $ x <y>\n\n  Options\n    --z   zed\n\n');
	});
});

function run(args: string[]) {
	requireBuild();
	const result = spawnSync(process.execPath, [cliPath, ...args], {encoding: 'utf8', env: childEnv(), input: '', timeout: 30_000});
	return {code: result.status, stdout: result.stdout, stderr: result.stderr};
}

describe('the built CLI', () => {
	it('prints the help with the description, and the version', () => {
		const json = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {version: string; description: string};
		const help = run(['--help']);
		expect(help.code).toBe(0);
		expect(help.stdout.startsWith(`\n  ${json.description}\n\n  Impartial combinatorial games`)).toBe(true);
		expect(help.stdout).toContain('\n  Usage\n    $ game-arcade ');
		expect(run(['--version']).stdout).toBe(`${json.version}\n`);
	});

	test.each([
		[['analyze', 'bash', '20', '--max', '3', '--max', '4'], 2, 'game-arcade: --max was given more than once\n'],
		[['analyze', 'nim', '3', '-x'], 2, 'game-arcade: unknown flag --x (see game-arcade --help)\n'],
		[['analyze', 'nim', '3', '--no-foo'], 2, 'game-arcade: unknown flag --foo (see game-arcade --help)\n'],
		[['analyze', 'nim', '-3'], 1, 'game-arcade: heaps[0] must be a non-negative integer, got -3\n'],
		[['analyze', 'bash', '20', '--max'], 1, 'game-arcade: max must be a positive integer, got ""\n'],
	])('game-arcade %j exits %i: %j', (args, code, stderr) => {
		const result = run(args);
		expect(result.stderr).toBe(stderr);
		expect(result.code).toBe(code);
	});

	it('takes --name=value, --no-flag and -- like --name value', () => {
		const a = run(['analyze', 'bash', '20', '--max=3', '--json', '--no-save']);
		const b = run(['analyze', '--json', '--', 'bash', '20', '--max', '3']);
		expect(a.code).toBe(0);
		expect(JSON.parse(a.stdout)).toMatchObject({game: 'bash', outcome: 'P', grundy: 0});
		// After --, "--max 3" is positional: bash takes no extra numbers.
		expect(b.code).toBe(1);
		expect(b.stderr).toContain('expected one heap size');
	});
});
