/**
 * The commands (`analyze`, `table`, `match`, `cache`, `play`, `train`, `learn`,
 * and the arcade with flags): the command line parsed, checked, then run. Loaded
 * by the entry (cli.ts) for any command line but a bare `game-arcade`.
 * Exit codes: 0 success, 1 invalid input or runtime failure, 2 usage error,
 * 130 interrupted.
 */
import {didYouMean, helpScreen, parseCommandLine, type CommandLine, type FlagSpec, type PackageInfo} from './command-line.js';
import {createInterface} from 'node:readline';
import {InputError, UsageError, type Param} from './engine/types.js';
import {allParams, gameNamed, paramsFromFlags, positionFromArgs, usageWords, type FlagValues} from './engine/human.js';
import {defaultRange, tableGames, tableJob, tableOf} from './engine/table.js';
import {formatTable, tableFormats, type TableFormat} from './analyze/table-format.js';
import {flagNaming, peopleMessage} from './engine/error-words.js';
import {jsonlLine, readPosition, resultObject, resultText} from './analyze/run.js';
import {errorMessage} from './text/error-message.js';
import {echo, safeJson, safeLines} from './text/safe.js';
import {games, lookupGame} from './engine/catalog.js';
import {lessons} from './learn/course.js';
import {opponentForms, readOpponent} from './engine/players.js';
import {Exit, fail, writeError} from './exit.js';
import {startArcade} from './arcade-start.js';
import type {PlayOptions} from './ui/arcade.js';
import {installCache, userCache} from './cache/known.js';
import {defaultMaxBytes} from './cache/store.js';
import {JobStopped} from './jobs/run.js';
import {runJobInTerminal} from './jobs/terminal.js';

/**
 * A failure about the position `<game> <words...>`, in the command line's
 * words: a parameter by its flag, a place counting from 1 ("heap 2", "part 3").
 * A position given as JSON keeps its JSON paths (0-based), as `--jsonl` does.
 */
function positionMessage(error: unknown, game: string): string {
	if (error instanceof InputError && !game.trim().startsWith('{')) return peopleMessage(error, lookupGame(game), flagNaming);
	return errorMessage(error);
}

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
	prove: {type: 'boolean'},
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
	table: ['from', 'to', 'format', 'prove', ...gameParams.keys()],
	match: ['games', 'seed', 'size', 'moveTime', 'json'],
	cache: [],
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
    $ game-arcade table <game> [params] [--from M] [--to N] [--format text|csv|json|markdown] [--prove]
    $ game-arcade cache [clear]           list the cache of proven values (or clear it)
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
    --prove       table: an octal code's values until its period is proven (a job, kept in the cache)
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
    $ game-arcade table octal --code 0.16 --prove
    $ game-arcade match nim level:3 level:4 --games 400 --seed 1
`;
}

let info: PackageInfo = {name: 'game-arcade', version: 'unknown', description: ''};
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
		fail(positionMessage(error, game), 1);
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

/**
 * `table <game> [params] [--from M] [--to N] [--format F] [--prove]`. Values
 * past what an analysis computes at once are computed first by a job (a
 * progress bar on a terminal; Esc or Ctrl+C stops it, and then nothing is
 * written, to stdout or to the cache).
 */
async function tableCommand(args: readonly string[]): Promise<number> {
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
		const from = rangeFlag('from', range.from);
		const to = rangeFlag('to', range.to);
		const job = tableJob(game, params, from, to, flag('prove'));
		if (job !== null) {
			const result = await runJobInTerminal(job);
			if (flag('prove') && result.period === null)
				writeError(`--prove: no period was proven within the job's bound (the values of heaps 0 to ${result.length - 1}, kept in the cache)`);
		}
		const table = tableOf(game, params, from, to);
		const out = formatTable(table, format);
		process.stdout.write(format === 'json' ? safeJson(out) : safeLines(out));
		return 0;
	} catch (error) {
		if (error instanceof Exit) throw error;
		if (error instanceof JobStopped) fail(error.message, error.exitCode);
		if (error instanceof UsageError) fail(error.message, 2);
		fail(positionMessage(error, id), 1);
	}
}

/** "10.5 MiB", "812 KiB", "96 bytes". */
function size(bytes: number): string {
	if (bytes >= 2 ** 20) return `${Number((bytes / 2 ** 20).toFixed(1))} MiB`;
	if (bytes >= 2 ** 10) return `${Math.round(bytes / 2 ** 10)} KiB`;
	return `${bytes} bytes`;
}

/** `cache`: every entry (its key, size and file); `cache clear`: removes them. */
function cacheCommand(args: readonly string[]): number {
	const [what, ...rest] = args;
	if (rest.length > 0 || (what !== undefined && what !== 'clear')) fail(`cache takes nothing or \`clear\`, got ${JSON.stringify(echo(args.join(' ')))}`, 2);
	const cache = userCache(line => writeError(line));
	if (cache === null) fail('there is no place for a cache: no home directory, and XDG_CACHE_HOME is not set to an absolute path', 1);
	if (what === 'clear') {
		const {removed, bytes} = cache.clear();
		process.stdout.write(`${safeLines(`Removed ${removed} ${removed === 1 ? 'entry' : 'entries'} (${size(bytes)}) from ${cache.dir}.`)}\n`);
		return 0;
	}
	const entries = cache.list();
	const total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
	const lines = [
		`The cache of proven values: ${cache.dir}`,
		`${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}, ${size(total)} of at most ${size(defaultMaxBytes)} (the least recently used go first); \`game-arcade cache clear\` removes them.`,
	];
	if (entries.length > 0) {
		const width = Math.max(...entries.map(entry => entry.key.length));
		lines.push('');
		for (const entry of entries) lines.push(`  ${entry.key.padEnd(width)}  ${size(entry.bytes).padStart(8)}  ${entry.path}`);
	}
	process.stdout.write(`${safeLines(lines.join('\n'))}\n`);
	return 0;
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
		fail(positionMessage(error, game), 1);
	}
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
		fail(
			`no lesson ${JSON.stringify(which)}${didYouMean(
				which,
				lessons.map(l => l.concept),
			)} (give 1 to ${lessons.length}, or one of ${lessons.map(l => l.concept).join(', ')})`,
			2,
		);
	return index;
}

async function main(argv: readonly string[]): Promise<number> {
	try {
		cli = await parseCommandLine([...argv], flagSpec, import.meta, info);
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
	// What jobs proved before, in any run, is found there; what they prove is kept there.
	installCache(line => writeError(line));
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
		case 'cache':
			return cacheCommand(args);
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
			return startArcade({
				command,
				play,
				train,
				learn,
				save: cli.flags['save'] !== false,
				seed,
				screenReader: flag('screenReader'),
				theme: theme as 'default' | 'high-contrast' | 'none' | undefined,
				mouse: cli.given.has('mouse') ? cli.flags['mouse'] !== false : undefined,
				noColor: cli.flags['color'] === false,
			});
		}
		default:
			return unknownCommand(command);
	}
}

/**
 * Runs a command line (the arguments after the program's name) to its end:
 * resolves with the exit code, the error (if any) written to stderr.
 */
export async function runCommands(argv: readonly string[], packageInfo: PackageInfo): Promise<number> {
	info = packageInfo;
	try {
		return await main(argv);
	} catch (error) {
		if (error instanceof Exit) {
			writeError(error.message);
			return error.code;
		}
		writeError(errorMessage(error));
		return 1;
	}
}
