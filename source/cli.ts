#!/usr/bin/env node
/**
 * The entry point, and the only file that touches `process`: it parses the
 * command line, then runs `analyze` (no terminal UI) or lazily loads the
 * arcade. Exit codes: 0 success, 1 invalid input or runtime failure,
 * 2 usage error, 130 interrupted.
 */
import onExit from 'signal-exit';
import {helpScreen, packageInfo, parseCommandLine} from './command-line.js';
import {createInterface} from 'node:readline';
import {InputError} from './engine/types.js';
import {humanGames, positionFromArgs, UsageError} from './analyze/human.js';
import {errorMessage, jsonlLine, readPosition, resultObject, resultText} from './analyze/run.js';
import {lookupGame} from './engine/catalog.js';
import type {PlayOptions} from './ui/main.js';

const help = `
  Impartial combinatorial games, played perfectly.

  Usage
    $ game-arcade                          open the arcade (menu of every game)
    $ game-arcade play <game> <position>   start a game directly
    $ game-arcade train [game]             trainer puzzles (a game, or mixed)
    $ game-arcade analyze <game> <position> [--json] [--moves]
    $ game-arcade analyze --jsonl < positions.jsonl

  Games and their positions
    nim 3 4 5 [--max K] [--misere]        bash 20 --max 3 [--misere]
    wythoff 3 5                           fibonacci 20 [--last L]
    ktimes 19 --k 3 [--last L]            subtraction 10 11 --set 1,3,4
    primes 10 11                          staircase 1 4 7
    coins THHTTH --rule R [--k K]         corners 1,2 3,4 (lit cells x,y)
    tree 0 1 1 0 (parent of nodes 1..n)   graph a b --edges "a:b,c b:c"
    sum "nim 3 4 5" "bash 20 --max 3"     (any JSON position also works)
    coin rules: single, one-or-two, consecutive, subtract3, twins, mock-turtles, ruler

  Options
    --json        analyze: print one JSON result object
    --jsonl       analyze: read JSON positions from stdin, one per line
    --moves       analyze: list every legal move and its outcome
    --hints       play: start with hint mode on
    --first       play: who moves first, me or computer
    --opponent    play: perfect, casual or friend
    --no-save     do not read or write saved progress (kept in
                  $XDG_CONFIG_HOME/game-arcade or ~/.config/game-arcade)
    --help        show this help
    --version     show the version

  Examples
    $ game-arcade analyze nim 7 9 12 15
    $ game-arcade analyze coins THHTTH --rule mock-turtles --json
    $ echo '{"game":"wythoff","heaps":[3,5]}' | game-arcade analyze --jsonl
    $ game-arcade play nim 3 4 5 --hints --first computer
`;

const flagSpec = {
	json: {type: 'boolean'},
	jsonl: {type: 'boolean'},
	moves: {type: 'boolean'},
	max: {type: 'string'},
	k: {type: 'string'},
	last: {type: 'string'},
	set: {type: 'string'},
	rule: {type: 'string'},
	misere: {type: 'boolean'},
	edges: {type: 'string'},
	hints: {type: 'boolean'},
	first: {type: 'string'},
	opponent: {type: 'string'},
	save: {type: 'boolean', default: true},
	color: {type: 'boolean', default: true},
} as const;

const cli = parseCommandLine(process.argv.slice(2), flagSpec);
process.title = 'game-arcade';
if (cli.help || cli.version) {
	const info = packageInfo(import.meta.url);
	process.stdout.write(cli.help ? helpScreen(help, info.description) : `${info.version}\n`);
	process.exit(0);
}

function fail(message: string, code: number): never {
	process.stderr.write(`game-arcade: ${message}\n`);
	process.exit(code);
}

function checkFlags(): void {
	const known = new Set(['help', 'version', ...Object.keys(flagSpec), 'no-save', 'no-color']);
	for (const name of Object.keys(cli.unnormalizedFlags)) {
		if (!known.has(name)) fail(`unknown flag --${name} (see game-arcade --help)`, 2);
	}
	for (const name of ['max', 'k', 'last', 'set', 'rule', 'edges', 'first', 'opponent'] as const) {
		const value = cli.flags[name] as unknown;
		if (Array.isArray(value)) fail(`--${name} was given more than once`, 2);
	}
}

async function analyzeJsonl(): Promise<number> {
	const lines = createInterface({input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY});
	let failed = 0;
	let buffer: string[] = [];
	const flush = async () => {
		if (buffer.length === 0) return;
		const text = `${buffer.join('\n')}\n`;
		buffer = [];
		if (!process.stdout.write(text)) await new Promise(resolve => process.stdout.once('drain', resolve));
	};
	for await (const line of lines) {
		const {text, ok} = jsonlLine(line, {moves: cli.flags.moves});
		if (!ok) failed++;
		buffer.push(text);
		if (buffer.length >= 256) await flush();
	}
	await flush();
	return failed > 0 ? 1 : 0;
}

/** The JSON position of `analyze`/`play`: one JSON argument, or a game with its numbers and flags. */
function positionJson(command: string, game: string, rest: readonly string[]): unknown {
	if (game.trim().startsWith('{')) {
		if (rest.length > 0) fail(`${command}: give either one JSON position or a game and its numbers`, 2);
		try {
			return JSON.parse(game) as unknown;
		} catch (error) {
			throw new InputError(`the position is not valid JSON (${error instanceof Error ? error.message : 'parse error'})`);
		}
	}
	return positionFromArgs(game, rest, {
		max: cli.flags.max,
		k: cli.flags.k,
		last: cli.flags.last,
		set: cli.flags.set,
		rule: cli.flags.rule,
		misere: cli.flags.misere,
		edges: cli.flags.edges,
	});
}

function analyzeOne(args: readonly string[]): number {
	const [game, ...rest] = args;
	if (game === undefined) fail('analyze needs a game and a position, or --jsonl (see game-arcade --help)', 2);
	try {
		const read = readPosition(positionJson('analyze', game, rest));
		const options = {moves: cli.flags.moves};
		process.stdout.write(cli.flags.json ? `${JSON.stringify(resultObject(read, options))}\n` : `${resultText(read, options)}\n`);
		return 0;
	} catch (error) {
		if (error instanceof UsageError) fail(error.message, 2);
		fail(errorMessage(error), 1);
	}
}

/** `play <game> [position...]`: the game and its starting position, checked before the arcade loads. */
function playOptions(args: readonly string[]): PlayOptions {
	const [game, ...rest] = args;
	if (game === undefined) fail('play needs a game, e.g. `game-arcade play nim 3 4 5` (see --help)', 2);
	const first = cli.flags.first;
	if (first !== undefined && first !== 'me' && first !== 'computer') fail(`--first must be me or computer, got "${first}"`, 2);
	const opponent = cli.flags.opponent;
	if (opponent !== undefined && opponent !== 'perfect' && opponent !== 'casual' && opponent !== 'friend') {
		fail(`--opponent must be perfect, casual or friend, got "${opponent}"`, 2);
	}
	const options: PlayOptions = {game, hints: cli.flags.hints ?? false, first: first as PlayOptions['first'], opponent: opponent as PlayOptions['opponent']};
	try {
		if (!game.trim().startsWith('{') && rest.length === 0) {
			// No position: open the game's setup screen.
			if (!lookupGame(game)) throw new UsageError(`unknown game "${game}" (games: ${humanGames.join(', ')})`);
			return options;
		}
		const read = readPosition(positionJson('play', game, rest));
		return {...options, game: read.game.id, position: read.game.toJSON(read.position)};
	} catch (error) {
		if (error instanceof UsageError) fail(error.message, 2);
		fail(errorMessage(error), 1);
	}
}

/**
 * Imports the arcade with `fetch` hidden. Ink's layout engine (yoga) is a web
 * build: where `fetch` exists it fetches its WebAssembly from a data: URL,
 * which loads Node's whole fetch implementation first; without `fetch` it
 * decodes the same bytes directly. This saves about a tenth of the start-up.
 */
async function importWithoutFetch<T>(load: () => Promise<T>): Promise<T> {
	const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
	if (descriptor?.configurable !== true) return load();
	Reflect.deleteProperty(globalThis, 'fetch');
	try {
		return await load();
	} finally {
		Object.defineProperty(globalThis, 'fetch', descriptor);
	}
}

/** `train [game]`: a game id or "mixed"; none opens the trainer's list of games. */
function trainMode(args: readonly string[]): string | undefined {
	if (args.length > 1) fail(`train takes at most one game, got ${args.length} arguments (see --help)`, 2);
	const [game] = args;
	if (game === undefined || game === 'mixed') return game;
	if (!lookupGame(game)) fail(`unknown game "${game}" (games: ${humanGames.join(', ')}, or mixed)`, 2);
	return game;
}

async function main(): Promise<number> {
	checkFlags();
	const [command, ...args] = cli.input;
	switch (command) {
		case 'analyze': {
			if (cli.flags.jsonl) {
				if (args.length > 0) fail('analyze --jsonl reads positions from stdin; give no position on the command line', 2);
				return analyzeJsonl();
			}
			return analyzeOne(args);
		}
		case undefined:
		case 'play':
		case 'train': {
			const play = command === 'play' ? playOptions(args) : undefined;
			const train = command === 'train' ? trainMode(args) : undefined;
			if (!process.stdin.isTTY || !process.stdout.isTTY) {
				fail('the arcade needs an interactive terminal; for scripts use `game-arcade analyze` (see --help)', 1);
			}
			// Ink's colour library ignores NO_COLOR; FORCE_COLOR=0 must be set before it loads.
			if ((process.env['NO_COLOR'] ?? '') !== '' || !cli.flags.color) process.env['FORCE_COLOR'] = '0';
			const {runArcade} = await importWithoutFetch(async () => import('./ui/main.js'));
			return runArcade({stdin: process.stdin, stdout: process.stdout, command, play, train, save: cli.flags.save ?? true});
		}
		default:
			if (humanGames.includes(command)) fail(`unknown command "${command}"; did you mean \`game-arcade analyze ${command} ...\` or \`game-arcade play ${command} ...\`?`, 2);
			return fail(`unknown command "${command}" (commands: play, train, analyze; see --help)`, 2);
	}
}

/**
 * A bug that escapes everything else: one line instead of a stack trace, and
 * exit code 1. The line is written by an exit listener added now, after the
 * arcade's own (signal-exit runs them in order, after every plain exit
 * listener), so it comes after the terminal is restored and stays visible.
 */
function crash(error: unknown): void {
	onExit(() => {
		process.stderr.write(`game-arcade: ${errorMessage(error)}\n`);
	}, {alwaysLast: true});
	process.exit(1);
}

process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

process.stdout.on('error', error => {
	// A closed pipe (e.g. `| head`) is not a failure of ours.
	if ((error as NodeJS.ErrnoException).code === 'EPIPE') process.exit(process.exitCode ?? 0);
	throw error;
});

main().then(
	code => {
		process.exitCode = code;
	},
	(error: unknown) => {
		process.stderr.write(`game-arcade: ${errorMessage(error)}\n`);
		process.exitCode = 1;
	},
);
