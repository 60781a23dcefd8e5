#!/usr/bin/env node
/**
 * The entry point, and the only file that touches `process`: it parses the
 * command line, then runs `analyze` (no terminal UI) or lazily loads the
 * arcade. Exit codes: 0 success, 1 invalid input or runtime failure,
 * 2 usage error, 130 interrupted.
 */
import onExit from 'signal-exit';
import {didYouMean, helpScreen, packageInfo, parseCommandLine, type CommandLine, type FlagSpec} from './command-line.js';
import {createInterface} from 'node:readline';
import {accessSync, constants, realpathSync} from 'node:fs';
import {delimiter, join} from 'node:path';
import {launchCommand} from './launcher.js';
import {InputError, UsageError, type Param} from './engine/types.js';
import {allParams, gameNamed, paramsFromFlags, positionFromArgs, usageWords, type FlagValues} from './engine/human.js';
import {defaultRange, tableGames, tableOf} from './engine/table.js';
import {formatTable, tableFormats, type TableFormat} from './analyze/table-format.js';
import {errorMessage, jsonlLine, readPosition, resultObject, resultText} from './analyze/run.js';
import {echo, safeJson, safeLines} from './text/safe.js';
import {games, lookupGame} from './engine/catalog.js';
import {lessons} from './learn/course.js';
import {opponentForms, readOpponent} from './engine/players.js';
import type {PlayOptions} from './ui/main.js';

/** Flags of the commands themselves (game parameters come from the games' own descriptions). */
const commandFlags = {
	help: {type: 'boolean', shortFlag: 'h'},
	version: {type: 'boolean'},
	json: {type: 'boolean'},
	jsonl: {type: 'boolean'},
	moves: {type: 'boolean'},
	hints: {type: 'boolean'},
	first: {type: 'string'},
	opponent: {type: 'string'},
	seed: {type: 'string'},
	from: {type: 'string'},
	to: {type: 'string'},
	format: {type: 'string'},
	games: {type: 'string'},
	size: {type: 'string'},
	moveTime: {type: 'string'},
	save: {type: 'boolean', default: true},
	color: {type: 'boolean', default: true},
	screenReader: {type: 'boolean'},
	theme: {type: 'string'},
	mouse: {type: 'boolean'},
} as const satisfies Record<string, FlagSpec>;

const gameParams: ReadonlyMap<string, Param> = allParams();

/** The arcade's own flags: how it is shown and used. */
const arcadeFlags = ['screenReader', 'theme', 'mouse'];

/** Which flags each command takes, besides --help, --version, --no-save and --no-color. */
const commandTakes: Readonly<Record<string, readonly string[]>> = {
	analyze: ['json', 'jsonl', 'moves', ...gameParams.keys()],
	play: ['hints', 'first', 'opponent', 'seed', ...arcadeFlags, ...gameParams.keys()],
	train: ['seed', ...arcadeFlags],
	learn: ['seed', ...arcadeFlags],
	table: ['from', 'to', 'format', ...gameParams.keys()],
	match: ['games', 'seed', 'size', 'moveTime', 'json'],
	'': [...arcadeFlags],
};

/** The commands, for the suggestion after a typo. */
const commands = Object.keys(commandTakes).filter(command => command !== '');

/** A command that is not one: a game's name points to analyze and play; a near miss gets a suggestion. */
function unknownCommand(command: string): never {
	if (lookupGame(command))
		fail(`unknown command ${JSON.stringify(command)}; did you mean \`game-arcade analyze ${command} ...\` or \`game-arcade play ${command} ...\`?`, 2);
	const near = didYouMean(command, commands);
	return fail(
		near === ''
			? `unknown command ${JSON.stringify(command)} (commands: ${commands.join(', ')}; see --help)`
			: `unknown command ${JSON.stringify(command)}${near}`,
		2,
	);
}

/** A game's name that is no game's but near one (`nmi`): refused with the suggestion. Anything else goes on to the usual checks. */
function suggestGame(word: string, others: readonly string[] = []): void {
	if (word.trim().startsWith('{') || lookupGame(word) || others.includes(word)) return;
	const near = didYouMean(word, [...games.map(game => game.id), ...others]);
	if (near !== '') fail(`unknown game ${JSON.stringify(word)}${near}`, 2);
}

function column(rows: ReadonlyArray<readonly [string, string]>, indent: string): string {
	const width = Math.max(...rows.map(([left]) => left.length)) + 2;
	return rows.map(([left, right]) => `${indent}${left.padEnd(width)}${right}`).join('\n');
}

/** `--help`, derived from the games' own descriptions. */
function helpText(): string {
	const choiceLines = [...gameParams.values()].filter(p => p.type === 'choice').map(p => `    --${p.flag}: ${p.choices?.join(', ')}`);
	const paramRows = [...gameParams.values()].map(p => [`--${p.flag}${p.type === 'boolean' ? '' : ' <value>'}`, p.description] as const);
	return `
  Usage
    $ game-arcade                          open the arcade (menu of every game)
    $ game-arcade play <game> <position>   start a game directly
    $ game-arcade train [game]             trainer puzzles (a game, or mixed)
    $ game-arcade learn [lesson]           the course: lessons from Nim to misère play (1-13)
    $ game-arcade analyze <game> <position> [--json] [--moves]
    $ game-arcade analyze --jsonl < positions.jsonl
    $ game-arcade table <game> [params] [--from M] [--to N] [--format text|csv|json|markdown]
    $ game-arcade match <game> <player> <player> [--games N] [--seed S] [--json]

  Games and their positions (any JSON position also works)
${column(
	games.map(game => [usageWords(game), game.summary] as const),
	'    ',
)}
${choiceLines.join('\n')}

  Game parameters
${column(paramRows, '    ')}

  Options
    --json        analyze: print one JSON result object
    --jsonl       analyze: read JSON positions from stdin, one per line
    --moves       analyze: list every legal move and its outcome
    --hints       play: start with hint mode on
    --first       play: who moves first, me or computer
    --opponent    play: perfect, level:1..8, teacher:0..9 (givebacks), random, loser or friend
    --seed        play, train, match: a whole number; the same seed gives the same random starts, puzzles and computer's choices
    --from, --to  table: the range of n (or of a and b), inclusive; default 0 to 100 (31 for two-dimensional tables)
    --format      table: text, csv, json or markdown
    --games       match: games in all, even (each random start is played twice, sides swapped); default 100, at most 10000
    --size        match: the size of the random starts, 1 to 10; default 6
    --move-time   match: seconds an exec: player may take over a move; default 5
                  players: perfect, level:1..8, teacher:0..9, random, loser, exec:COMMAND (see README)
    --no-save     do not read or write saved progress (kept in
                  $XDG_CONFIG_HOME/game-arcade or ~/.config/game-arcade)
    --no-color    no colours (also NO_COLOR=1)
    --screen-reader  the arcade as linear text for a screen reader (also INK_SCREEN_READER=true)
    --theme       the arcade's colours: default, high-contrast or none (saved; also on the Stats screen)
    --no-mouse    no mouse: clicks and the wheel go to the terminal (saved; also on the Stats screen)
    -h, --help    show this help
    --version     show the version

  Examples
    $ game-arcade analyze nim 7 9 12 15
    $ game-arcade analyze coins THHTTH --rule mock-turtles --json
    $ echo '{"game":"wythoff","heaps":[3,5]}' | game-arcade analyze --jsonl
    $ game-arcade play nim 3 4 5 --hints --first computer
    $ game-arcade table kayles --to 100
    $ game-arcade table subtraction --set 2,3,7 --format csv
    $ game-arcade match nim level:3 level:4 --games 400 --seed 1
`;
}

/** The end of the run with an exit code, and a message for stderr; `main` turns it into both. */
class Exit extends Error {
	constructor(
		readonly code: number,
		message: string,
	) {
		super(message);
	}
}

function fail(message: string, code: number): never {
	throw new Exit(code, message);
}

/**
 * One line on stderr: input in it is made safe (no control character
 * reaches the terminal) and a message of any length is cut, the cut marked.
 * The process then ends by itself, after stderr has drained: `process.exit`
 * right after a write could cut a long message sent down a pipe.
 */
function writeError(message: string): void {
	process.stderr.write(`game-arcade: ${echo(message.replace(/\n/g, ' '), 4000)}\n`);
}

const info = packageInfo(import.meta.url);
const flagSpec: Record<string, FlagSpec> = {...commandFlags};
for (const [flag, param] of gameParams) flagSpec[flag] = {type: param.type === 'boolean' ? 'boolean' : 'string'};

let cli: CommandLine = {input: [], flags: {}, given: new Set()};

const stringFlag = (name: string): string | undefined => {
	const value = cli.flags[name];
	return typeof value === 'string' ? value : undefined;
};
const flag = (name: string): boolean => cli.flags[name] === true;

/** Every flag given must be one the command takes. */
function checkFlags(command: string): void {
	const takes = commandTakes[Object.hasOwn(commandTakes, command) ? command : '']!;
	for (const name of cli.given) {
		if (name === 'help' || name === 'version' || name === 'save' || name === 'color') continue;
		if (!takes.includes(name))
			fail(`--${name.replace(/[A-Z]/g, c => `-${c.toLowerCase()}`)} does not apply to ${command === '' ? 'the arcade' : command} (see game-arcade --help)`, 2);
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
		const {text, ok} = jsonlLine(line, {moves: flag('moves')});
		if (!ok) failed++;
		buffer.push(safeJson(text));
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
	const flags: Record<string, string | boolean | undefined> = {};
	for (const name of gameParams.keys()) if (cli.given.has(name)) flags[name] = cli.flags[name];
	return positionFromArgs(game, rest, flags satisfies FlagValues);
}

function analyzeOne(args: readonly string[]): number {
	const [game, ...rest] = args;
	if (game === undefined) fail('analyze needs a game and a position, or --jsonl (see game-arcade --help)', 2);
	suggestGame(game);
	try {
		const read = readPosition(positionJson('analyze', game, rest));
		const options = {moves: flag('moves')};
		process.stdout.write(flag('json') ? `${safeJson(JSON.stringify(resultObject(read, options)))}\n` : `${safeLines(resultText(read, options))}\n`);
		return 0;
	} catch (error) {
		if (error instanceof Exit) throw error;
		if (error instanceof UsageError) fail(error.message, 2);
		fail(errorMessage(error), 1);
	}
}

/** `--seed`: a whole number below 2^53 (the random starts, the trainer's puzzles, the casual computer's choices). */
function seedFlag(): number | undefined {
	const text = stringFlag('seed');
	if (text === undefined) return undefined;
	if (!/^\d{1,15}$/.test(text.trim())) fail(`--seed must be a whole number of at most 15 digits, got ${JSON.stringify(text)}`, 2);
	return Number(text.trim());
}

/** A whole number flag of `table`, or its default. */
function rangeFlag(name: string, fallback: bigint): bigint {
	const text = stringFlag(name);
	if (text === undefined) return fallback;
	if (!/^\d{1,20}$/.test(text.trim())) fail(`--${name} must be a whole number, got ${JSON.stringify(text)}`, 1);
	return BigInt(text.trim());
}

/** `table <game> [params] [--from M] [--to N] [--format F]`. */
function tableCommand(args: readonly string[]): number {
	const [id, ...rest] = args;
	if (id === undefined) fail(`table needs a game (games with tables: ${tableGames.join(', ')})`, 2);
	suggestGame(id);
	if (rest.length > 0) fail(`table takes a game and its flags, not positions: got ${JSON.stringify(rest.join(' '))}`, 2);
	const format = (stringFlag('format') ?? 'text') as TableFormat;
	if (!tableFormats.includes(format)) fail(`--format must be one of ${tableFormats.join(', ')}, got ${JSON.stringify(format)}`, 2);
	try {
		const game = gameNamed(id);
		const flags: Record<string, string | boolean | undefined> = {};
		for (const name of gameParams.keys()) if (cli.given.has(name)) flags[name] = cli.flags[name];
		const params = paramsFromFlags(game, flags);
		const range = defaultRange(game);
		const table = tableOf(game, params, rangeFlag('from', range.from), rangeFlag('to', range.to));
		const out = formatTable(table, format);
		process.stdout.write(format === 'json' ? safeJson(out) : safeLines(out));
		return 0;
	} catch (error) {
		if (error instanceof Exit) throw error;
		if (error instanceof UsageError) fail(error.message, 2);
		fail(errorMessage(error), 1);
	}
}

/** A whole number flag of `match`, or its default. */
function countFlag(name: string, words: string, fallback: number): number {
	const text = stringFlag(name);
	if (text === undefined) return fallback;
	if (!/^\d{1,9}$/.test(text.trim())) fail(`--${words} must be a whole number, got ${JSON.stringify(echo(text))}`, 2);
	return Number(text.trim());
}

/** `match <game> <player> <player> [--games N] [--seed S] [--size Z] [--move-time T] [--json]`: no Ink. */
async function matchCommand(args: readonly string[]): Promise<number> {
	const {checkMatchOptions, defaultMoveTimeMs, defaultSize, matchJson, matchText, readMatchPlayer, runMatch} = await import('./analyze/match.js');
	if (args.length !== 3) fail(`match needs a game and two players, e.g. \`game-arcade match nim level:3 perfect\`, got ${args.length} arguments`, 2);
	const [id, a, b] = args as [string, string, string];
	const games = countFlag('games', 'games', 100);
	const size = countFlag('size', 'size', defaultSize);
	const seconds = stringFlag('moveTime');
	if (seconds !== undefined && !/^\d{1,6}(\.\d{1,3})?$/.test(seconds.trim()))
		fail(`--move-time must be a number of seconds, got ${JSON.stringify(echo(seconds))}`, 2);
	const moveTimeMs = seconds === undefined ? defaultMoveTimeMs : Math.round(Number(seconds) * 1000);
	const seed = seedFlag() ?? Math.floor(Math.random() * 2 ** 31);
	let game: ReturnType<typeof gameNamed>;
	let players: [ReturnType<typeof readMatchPlayer>, ReturnType<typeof readMatchPlayer>];
	try {
		game = gameNamed(id);
		players = [readMatchPlayer(a), readMatchPlayer(b)];
		checkMatchOptions(games, size, moveTimeMs);
	} catch (error) {
		fail(error instanceof UsageError ? error.message : errorMessage(error), 2);
	}
	const stop = new AbortController();
	const interrupt = () => stop.abort();
	process.once('SIGINT', interrupt);
	process.once('SIGTERM', interrupt);
	// A progress bar only where someone watches: on a terminal, never down a pipe.
	const bar = process.stderr.isTTY === true;
	const drawBar = (done: number) => {
		const filled = Math.round((done / games) * 30);
		process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${done}/${games} games`);
	};
	let notes = 0;
	try {
		const result = await runMatch({
			game,
			players,
			games,
			seed,
			size,
			moveTimeMs,
			signal: stop.signal,
			onProgress: bar ? drawBar : undefined,
			onError: error => {
				if (bar) process.stderr.write('\r\x1b[K');
				if (notes++ < 20) writeError(`game ${error.game}: ${error.player} lost: ${error.reason}`);
				else if (notes === 21) writeError('more games lost by errors: see the count at the end');
			},
		});
		if (bar) process.stderr.write('\r\x1b[K');
		process.stdout.write(flag('json') ? `${safeJson(matchJson(result))}\n` : safeLines(matchText(result)));
		return result.stopped ? 130 : 0;
	} catch (error) {
		if (bar) process.stderr.write('\r\x1b[K');
		if (error instanceof Exit) throw error;
		if (error instanceof UsageError) fail(error.message, 2);
		fail(errorMessage(error), 1);
	} finally {
		process.off('SIGINT', interrupt);
		process.off('SIGTERM', interrupt);
	}
}

/** `play <game> [position...]`: the game and its starting position, checked before the arcade loads. */
function playOptions(args: readonly string[]): PlayOptions {
	const [game, ...rest] = args;
	if (game === undefined) fail('play needs a game, e.g. `game-arcade play nim 3 4 5` (see --help)', 2);
	suggestGame(game);
	const first = stringFlag('first');
	if (first !== undefined && first !== 'me' && first !== 'computer') fail(`--first must be me or computer, got ${JSON.stringify(first)}`, 2);
	const named = stringFlag('opponent');
	const opponent = named === undefined ? undefined : readOpponent(named);
	if (opponent === null) fail(`--opponent must be one of ${opponentForms}, got ${JSON.stringify(echo(named!))}`, 2);
	const options: PlayOptions = {game, hints: flag('hints'), first: first as PlayOptions['first'], opponent};
	try {
		if (!game.trim().startsWith('{') && rest.length === 0) {
			// No position: open the game's setup screen.
			gameNamed(game);
			return options;
		}
		const read = readPosition(positionJson('play', game, rest));
		return {...options, game: read.game.id, position: read.game.toJSON(read.position)};
	} catch (error) {
		if (error instanceof Exit) throw error;
		if (error instanceof UsageError) fail(error.message, 2);
		fail(errorMessage(error), 1);
	}
}

/**
 * Imports the arcade with `fetch` hidden. Ink's layout engine (yoga) is a web
 * build: where `fetch` exists it fetches its WebAssembly from a data: URL,
 * which loads Node's whole fetch implementation first; without `fetch` it
 * decodes the same bytes directly. This saves about a tenth of the start-up.
 * Workaround listed in PATCHES.md; it goes when yoga loads its WebAssembly synchronously in Node.
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

/** A file with its links followed; the path itself when that fails. */
function realPath(path: string): string {
	try {
		return realpathSync(path);
	} catch {
		return path;
	}
}

/** How the arcade was started, as the words that start it again (source/launcher.ts): read from the process here. */
function launcher(): string[] {
	return launchCommand({
		script: process.argv[1],
		env: process.env,
		realPath,
		onPath(name) {
			for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
				if (dir === '') continue;
				const file = join(dir, name);
				try {
					accessSync(file, constants.X_OK);
					return realPath(file);
				} catch {
					// Not in this folder.
				}
			}
			return null;
		},
	});
}

/** `train [game]`: a game id or "mixed"; none opens the trainer's list of games. */
function trainMode(args: readonly string[]): string | undefined {
	if (args.length > 1) fail(`train takes at most one game, got ${args.length} arguments (see --help)`, 2);
	const [game] = args;
	if (game === undefined || game === 'mixed') return game;
	suggestGame(game, ['mixed']);
	if (!lookupGame(game)) fail(`unknown game ${JSON.stringify(game)} (games: ${games.map(g => g.id).join(', ')}, or mixed)`, 2);
	return game;
}

/** `learn [lesson]`: a lesson's number (1 to 13) or its concept (nim-sum, misere...); none opens the course map. */
function learnLesson(args: readonly string[]): number | undefined {
	if (args.length > 1) fail(`learn takes at most one lesson, got ${args.length} arguments (see --help)`, 2);
	const [which] = args;
	if (which === undefined) return undefined;
	const byNumber = /^\d{1,2}$/.test(which) ? Number(which) - 1 : -1;
	const index = byNumber >= 0 ? byNumber : lessons.findIndex(l => l.concept === which);
	if (index < 0 || index >= lessons.length)
		fail(`no lesson ${JSON.stringify(which)}: give 1 to ${lessons.length}, or one of ${lessons.map(l => l.concept).join(', ')}`, 2);
	return index;
}

async function main(): Promise<number> {
	try {
		cli = await parseCommandLine(process.argv.slice(2), flagSpec, import.meta, info);
	} catch (error) {
		fail(error instanceof UsageError ? error.message : errorMessage(error), 2);
	}
	process.title = 'game-arcade';
	if (flag('help') || flag('version')) {
		process.stdout.write(flag('help') ? helpScreen(helpText(), info.description) : `${info.version}\n`);
		return 0;
	}
	const [command, ...args] = cli.input;
	if (command !== undefined && !commands.includes(command)) unknownCommand(command);
	checkFlags(command ?? '');
	switch (command) {
		case 'analyze': {
			if (flag('jsonl')) {
				if (args.length > 0) fail('analyze --jsonl reads positions from stdin; give no position on the command line', 2);
				return analyzeJsonl();
			}
			return analyzeOne(args);
		}
		case 'table':
			return tableCommand(args);
		case 'match':
			return matchCommand(args);
		case undefined:
		case 'play':
		case 'train':
		case 'learn': {
			const play = command === 'play' ? playOptions(args) : undefined;
			const train = command === 'train' ? trainMode(args) : undefined;
			const learn = command === 'learn' ? learnLesson(args) : undefined;
			const seed = seedFlag();
			const theme = stringFlag('theme');
			if (theme !== undefined && !['default', 'high-contrast', 'none'].includes(theme))
				fail(`--theme must be default, high-contrast or none, got ${JSON.stringify(theme)}`, 2);
			if (!process.stdin.isTTY || !process.stdout.isTTY) {
				fail('the arcade needs an interactive terminal; for scripts use `game-arcade analyze` (see --help)', 1);
			}
			// Ink's colour library ignores NO_COLOR; FORCE_COLOR=0 must be set before it loads.
			if ((process.env['NO_COLOR'] ?? '') !== '' || cli.flags['color'] === false) process.env['FORCE_COLOR'] = '0';
			const {runArcade} = await importWithoutFetch(async () => import('./ui/main.js'));
			return runArcade({
				stdin: process.stdin,
				stdout: process.stdout,
				command,
				play,
				train,
				learn,
				save: cli.flags['save'] !== false,
				seed,
				launcher: launcher(),
				screenReader: flag('screenReader') || process.env['INK_SCREEN_READER'] === 'true',
				theme: theme as 'default' | 'high-contrast' | 'none' | undefined,
				mouse: cli.given.has('mouse') ? cli.flags['mouse'] !== false : undefined,
				noColor: (process.env['NO_COLOR'] ?? '') !== '' || cli.flags['color'] === false,
			});
		}
		default:
			return unknownCommand(command);
	}
}

/**
 * A bug that escapes everything else: one line instead of a stack trace, and
 * exit code 1. The line is written by an exit listener added now, after the
 * arcade's own (signal-exit runs them in order, after every plain exit
 * listener), so it comes after the terminal is restored and stays visible.
 */
function crash(error: unknown): void {
	onExit(
		() => {
			writeError(errorMessage(error));
		},
		{alwaysLast: true},
	);
	process.exit(1);
}

process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

process.stdout.on('error', error => {
	// A closed pipe (e.g. `| head`) is not a failure of ours.
	if ((error as NodeJS.ErrnoException).code === 'EPIPE') process.exit(process.exitCode ?? 0);
	// Any other: the output is lost (a full disk, a closed file); say so in one line.
	writeError(`cannot write the output: ${errorMessage(error)}`);
	process.exitCode = 1;
	process.stdout.destroy();
});

main().then(
	code => {
		process.exitCode = code;
	},
	(error: unknown) => {
		if (error instanceof Exit) {
			writeError(error.message);
			process.exitCode = error.code;
			return;
		}
		writeError(errorMessage(error));
		process.exitCode = 1;
	},
);
