/**
 * The commands (`analyze`, `table`, `match`, `cache`, `play`, `train`, `learn`,
 * `judge`, and the arcade with flags): the command line parsed, checked, then run. Loaded
 * by the entry (cli.ts) for any command line but a bare `game-arcade`.
 * Exit codes: 0 success, 1 invalid input or runtime failure, 2 usage error,
 * 130 interrupted (a match: 143 ended by SIGTERM, 129 by SIGHUP).
 */
import {didYouMean, helpScreen, parseCommandLine, type CommandLine, type FlagSpec, type PackageInfo} from './command-line.js';
import {InputError, UsageError, type Param} from './engine/types.js';
import {allParams, gameNamed, paramsFromFlags, positionFromArgs, usageWords, type FlagValues} from './engine/human.js';
import {defaultRange, tableGames, tableJob, tableOf} from './engine/table.js';
import {formatTable, tableFormats, type TableFormat} from './analyze/table-format.js';
import {jsonlLine, readPosition, resultObject, resultText} from './analyze/run.js';
import {boundedLines} from './analyze/lines.js';
import {limits} from './engine/limits.js';
import {errorText} from './text/error-message.js';
import {echo, safeJson, safeLines} from './text/safe.js';
import {games, lookupGame} from './engine/catalog.js';
import {lessons} from './learn/course.js';
import {opponentNames, readOpponent} from './engine/players.js';
import {Exit, fail, writeError} from './exit.js';
import {startArcade} from './arcade-start.js';
import type {PlayOptions} from './ui/arcade.js';
import {installCache, userCache} from './cache/known.js';
import {defaultMaxBytes} from './cache/store.js';
import {JobStopped} from './jobs/run.js';
import {language, languages, readLanguage, traditionalAsked} from './i18n/language.js';
import {languageWords} from './i18n/language/index.js';
import {listText} from './i18n/lists/index.js';
import {cliWords, gameSummary, paramDescription, usageMessage} from './i18n/cli/index.js';
import {miscWords} from './i18n/misc2/index.js';
import {commandLineMessage, jsonMessage, jsonSyntaxWords} from './i18n/errors/index.js';
import {lookWords} from './i18n/look/index.js';
import {entryName} from './i18n/table/index.js';
import {textWidth} from './text/width.js';
import {runJobInTerminal} from './jobs/terminal.js';
import {matchBar} from './jobs/progress-bar.js';

/**
 * A failure about the position `<game> <words...>`, in the command line's
 * words: a parameter by its flag, a place counting from 1 ("heap 2", "part 3").
 * A position given as JSON keeps its JSON paths (0-based), as `--jsonl` does,
 * the problem in the JSON form's words (in the language in force).
 */
function positionMessage(error: unknown, game: string): string {
	if (error instanceof InputError) return game.trim().startsWith('{') ? jsonMessage(error) : commandLineMessage(error, lookupGame(game));
	return errorText(error);
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
	cache: {type: 'boolean', default: true},
	games: {type: 'string'},
	size: {type: 'string'},
	moveTime: {type: 'string'},
	save: {type: 'boolean', default: true},
	color: {type: 'boolean', default: true},
	screenReader: {type: 'boolean'},
	theme: {type: 'string'},
	mouse: {type: 'boolean'},
	ascii: {type: 'boolean'},
	lang: {type: 'string'},
} as const satisfies Record<string, FlagSpec>;

const gameParams: ReadonlyMap<string, Param> = allParams();

/** The arcade's own flags: how it is shown and used. */
const arcadeFlags = ['screenReader', 'theme', 'mouse', 'ascii'];

/** Which flags each command takes, besides --help, --version, --no-save and --no-color. */
const commandTakes: Readonly<Record<string, readonly string[]>> = {
	analyze: ['json', 'jsonl', 'moves', 'cache', ...gameParams.keys()],
	play: ['hints', 'first', 'opponent', 'seed', ...arcadeFlags, ...gameParams.keys()],
	train: ['seed', ...arcadeFlags],
	learn: ['seed', ...arcadeFlags],
	table: ['from', 'to', 'format', 'prove', 'cache', ...gameParams.keys()],
	match: ['games', 'seed', 'size', 'moveTime', 'json'],
	cache: [],
	judge: [],
	'': [...arcadeFlags],
};

/** The commands, for the suggestion after a typo. */
const commands = Object.keys(commandTakes).filter(command => command !== '');

/** A command that is not one: a game's name points to analyze and play; a near miss gets a suggestion. */
function unknownCommand(command: string): never {
	if (lookupGame(command)) fail(cliWords('commandIsGame', {command: JSON.stringify(command), game: command}), 2);
	const near = didYouMean(command, commands);
	return fail(
		near === ''
			? cliWords('unknownCommand', {command: JSON.stringify(command), commands: commands.join(', ')})
			: cliWords('unknownCommandNear', {command: JSON.stringify(command), near}),
		2,
	);
}

/** A game's name that is no game's but near one (`nmi`): refused with the suggestion. Anything else goes on to the usual checks. */
function suggestGame(word: string, others: readonly string[] = []): void {
	if (word.trim().startsWith('{') || lookupGame(word) || others.includes(word)) return;
	const near = didYouMean(word, [...games.map(game => game.id), ...others]);
	if (near !== '') fail(cliWords('unknownGameNear', {game: JSON.stringify(word), near}), 2);
}

/** Rows of two columns, the left padded to its widest (measured in columns: a Chinese character takes two), at least `least` wide; a left cell wider than that overflows by two spaces. */
function column(rows: ReadonlyArray<readonly [string, string]>, indent: string, least = 0): string {
	const width = Math.max(least, ...rows.map(([left]) => (least > 0 && textWidth(left) > least - 2 ? 0 : textWidth(left) + 2)));
	return rows
		.map(([left, right]) => {
			const pad = Math.max(2, width - textWidth(left));
			return right === '' ? `${indent}${left}` : `${indent}${left}${' '.repeat(pad)}${right}`;
		})
		.join('\n');
}

/** `--help`, derived from the games' own descriptions, in the language in force. */
function helpText(): string {
	const w = cliWords;
	const choiceLines = [...gameParams.values()].filter(p => p.type === 'choice').map(p => `    --${p.flag}: ${p.choices?.join(', ')}`);
	const paramRows = [...gameParams.values()].map(p => [`--${p.flag}${p.type === 'boolean' ? '' : ` ${w('paramValue')}`}`, paramDescription(p)] as const);
	const usage: ReadonlyArray<readonly [string, string]> = [
		['$ game-arcade', w('usageArcade')],
		['$ game-arcade play <game> <position>', w('usagePlay')],
		['$ game-arcade train [game]', w('usageTrain')],
		['$ game-arcade learn [lesson]', w('usageLearn')],
		['$ game-arcade analyze <game> <position> [--json] [--moves]', ''],
		['$ game-arcade analyze --jsonl < positions.jsonl', ''],
		['$ game-arcade table <game> [params] [--from M] [--to N] [--format text|csv|json|markdown] [--prove]', ''],
		['$ game-arcade cache [clear]', w('usageCache')],
		['$ game-arcade match <game> <player> <player> [--games N] [--seed S] [--json]', ''],
		['$ game-arcade judge <problem> [options] -- <command> [args...]', w('usageJudge')],
	];
	const options: ReadonlyArray<readonly [string, string]> = [
		['--json', w('optionJson')],
		['--jsonl', w('optionJsonl')],
		['--moves', w('optionMoves')],
		['--hints', w('optionHints')],
		['--first', w('optionFirst')],
		['--opponent', w('optionOpponent')],
		['--seed', w('optionSeed')],
		['--from, --to', w('optionRange')],
		['--format', w('optionFormat')],
		['--prove', w('optionProve')],
		['--no-cache', w('optionNoCache')],
		['--games', w('optionGames')],
		['--size', w('optionSize')],
		['--move-time', w('optionMoveTime')],
		['', w('optionPlayers')],
		['--no-save', w('optionNoSave')],
		['', w('optionNoSavePlace')],
		['--no-color', w('optionNoColor')],
		['--screen-reader', w('optionScreenReader')],
		['--theme', w('optionTheme')],
		['--no-mouse', w('optionNoMouse')],
		['--ascii', lookWords('optionAscii')],
		['--lang', w('optionLang')],
		['-h, --help', w('optionHelp')],
		['--version', w('optionVersion')],
	];
	const note = traditionalAsked() ? `\n  ${languageWords('traditionalNote')}\n` : '';
	return `${note}
  ${w('usageHeading')}
${column(usage, '    ', 39)}

  ${w('gamesHeading')}
${column(
	games.map(game => [usageWords(game), gameSummary(game)] as const),
	'    ',
)}
${choiceLines.join('\n')}

  ${w('paramsHeading')}
${column(paramRows, '    ')}

  ${w('optionsHeading')}
${column(options, '    ', 14)}

  ${w('examplesHeading')}
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
/** What `analyze --jsonl` reads: the process's stdin unless the caller gives another. */
let input: AsyncIterable<Buffer | string> | undefined;
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
		if (name === 'help' || name === 'version' || name === 'save' || name === 'color' || name === 'lang') continue;
		if (!takes.includes(name))
			fail(cliWords('flagNotHere', {flag: name.replace(/[A-Z]/g, c => `-${c.toLowerCase()}`), command: command === '' ? cliWords('theArcade') : command}), 2);
	}
}

async function analyzeJsonl(): Promise<number> {
	// Each line read up to the limit only: a line past it is counted, not kept (stdin may never send a line break).
	const lines = boundedLines(input ?? process.stdin, limits.maxLineLength);
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
		if (rest.length > 0) fail(cliWords('jsonOrWords', {command}), 2);
		try {
			return JSON.parse(game) as unknown;
		} catch (error) {
			const reason = error instanceof Error ? jsonSyntaxWords(error.message) : null;
			throw new InputError(cliWords('notJson', {reason: reason ?? cliWords('parseError')}));
		}
	}
	const flags: Record<string, string | boolean | undefined> = {};
	for (const name of gameParams.keys()) if (cli.given.has(name)) flags[name] = cli.flags[name];
	return positionFromArgs(game, rest, flags satisfies FlagValues);
}

function analyzeOne(args: readonly string[]): number {
	const [game, ...rest] = args;
	if (game === undefined) fail(cliWords('analyzeNeeds'), 2);
	suggestGame(game);
	try {
		const read = readPosition(positionJson('analyze', game, rest));
		const options = {moves: flag('moves')};
		process.stdout.write(flag('json') ? `${safeJson(JSON.stringify(resultObject(read, options)))}\n` : `${safeLines(resultText(read, options))}\n`);
		return 0;
	} catch (error) {
		if (error instanceof Exit) throw error;
		if (error instanceof UsageError) fail(usageMessage(error), 2);
		fail(positionMessage(error, game), 1);
	}
}

/** `--seed`: a whole number below 2^53 (the random starts, the trainer's puzzles, the casual computer's choices). */
function seedFlag(): number | undefined {
	const text = stringFlag('seed');
	if (text === undefined) return undefined;
	if (!/^\d{1,15}$/.test(text.trim())) fail(cliWords('seedNumber', {got: JSON.stringify(text)}), 2);
	return Number(text.trim());
}

/** A whole number flag of `table`, or its default. */
function rangeFlag(name: string, fallback: bigint): bigint {
	const text = stringFlag(name);
	if (text === undefined) return fallback;
	if (!/^\d{1,20}$/.test(text.trim())) fail(cliWords('wholeNumber', {flag: name, got: JSON.stringify(text)}), 1);
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
	if (id === undefined) fail(cliWords('tableNeeds', {games: tableGames.join(', ')}), 2);
	suggestGame(id);
	if (rest.length > 0) fail(cliWords('tableNoPositions', {got: JSON.stringify(rest.join(' '))}), 2);
	const format = (stringFlag('format') ?? 'text') as TableFormat;
	if (!tableFormats.includes(format)) fail(cliWords('formatChoices', {choices: tableFormats.join(', '), got: JSON.stringify(format)}), 2);
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
			if (flag('prove') && result.period === null) writeError(cliWords('proveUnproven', {last: result.length - 1}));
		}
		const table = tableOf(game, params, from, to);
		const out = formatTable(table, format);
		process.stdout.write(format === 'json' ? safeJson(out) : safeLines(out));
		return 0;
	} catch (error) {
		if (error instanceof Exit) throw error;
		if (error instanceof JobStopped) fail(cliWords('jobStopped'), error.exitCode);
		if (error instanceof UsageError) fail(usageMessage(error), 2);
		fail(positionMessage(error, id), 1);
	}
}

/** "10.5 MiB", "812 KiB", "96 bytes". */
function size(bytes: number): string {
	if (bytes >= 2 ** 20) return `${Number((bytes / 2 ** 20).toFixed(1))} MiB`;
	if (bytes >= 2 ** 10) return `${Math.round(bytes / 2 ** 10)} KiB`;
	return cliWords('bytes', {count: bytes});
}

/** `cache`: every entry (its key, size and file); `cache clear`: removes them. */
function cacheCommand(args: readonly string[]): number {
	const [what, ...rest] = args;
	if (rest.length > 0 || (what !== undefined && what !== 'clear')) fail(cliWords('cacheArguments', {got: JSON.stringify(echo(args.join(' ')))}), 2);
	const cache = userCache(line => writeError(line));
	if (cache === null) fail(cliWords('cacheNoPlace'), 1);
	if (what === 'clear') {
		const {removed, bytes} = cache.clear();
		process.stdout.write(`${safeLines(cliWords('cacheRemoved', {count: removed, size: size(bytes), dir: cache.dir}))}\n`);
		return 0;
	}
	const entries = cache.list();
	const total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
	const lines = [cliWords('cacheHeading', {dir: cache.dir}), cliWords('cacheEntries', {count: entries.length, size: size(total), most: size(defaultMaxBytes)})];
	if (entries.length > 0) {
		// Names and sizes padded by display width: a Chinese character takes two columns.
		const names = entries.map(entry => entryName(entry.key));
		const width = Math.max(...names.map(name => textWidth(name)));
		lines.push('');
		entries.forEach((entry, i) => {
			const name = names[i]!;
			const bytes = size(entry.bytes);
			lines.push(`  ${name}${' '.repeat(width - textWidth(name))}  ${' '.repeat(Math.max(0, 8 - textWidth(bytes)))}${bytes}  ${entry.path}`);
		});
	}
	process.stdout.write(`${safeLines(lines.join('\n'))}\n`);
	return 0;
}

/** A whole number flag of `match`, or its default. */
function countFlag(name: string, words: string, fallback: number): number {
	const text = stringFlag(name);
	if (text === undefined) return fallback;
	if (!/^\d{1,9}$/.test(text.trim())) fail(cliWords('wholeNumber', {flag: words, got: JSON.stringify(echo(text))}), 2);
	return Number(text.trim());
}

/** `match <game> <player> <player> [--games N] [--seed S] [--size Z] [--move-time T] [--json]`: no Ink. */
async function matchCommand(args: readonly string[]): Promise<number> {
	const {CannotRun, cannotRunWords, checkMatchOptions, defaultMoveTimeMs, defaultSize, matchErrorWords, matchJson, matchText, readMatchPlayer, runMatch} =
		await import('./analyze/match.js');
	if (args.length !== 3) fail(cliWords('matchNeeds', {count: args.length}), 2);
	const [id, a, b] = args as [string, string, string];
	const games = countFlag('games', 'games', 100);
	const size = countFlag('size', 'size', defaultSize);
	const seconds = stringFlag('moveTime');
	if (seconds !== undefined && !/^\d{1,6}(\.\d{1,3})?$/.test(seconds.trim())) fail(cliWords('moveTimeNumber', {got: JSON.stringify(echo(seconds))}), 2);
	const moveTimeMs = seconds === undefined ? defaultMoveTimeMs : Math.round(Number(seconds) * 1000);
	const seed = seedFlag() ?? Math.floor(Math.random() * 2 ** 31);
	let game: ReturnType<typeof gameNamed>;
	let players: [ReturnType<typeof readMatchPlayer>, ReturnType<typeof readMatchPlayer>];
	try {
		game = gameNamed(id);
		players = [readMatchPlayer(a), readMatchPlayer(b)];
		checkMatchOptions(games, size, moveTimeMs);
	} catch (error) {
		fail(error instanceof UsageError ? usageMessage(error) : errorText(error), 2);
	}
	const stop = new AbortController();
	// Ended by a signal: the programs go with the match, which prints the games played and exits as the signal's jobs do (128 + its number).
	const signals = {SIGINT: 130, SIGTERM: 143, SIGHUP: 129} as const;
	let stoppedCode = 130;
	const interrupt = (signal: NodeJS.Signals) => {
		stoppedCode = signals[signal as keyof typeof signals];
		stop.abort();
	};
	// `on`, not `once`: the process module lets a signal through only while no other listener is there.
	process.on('SIGINT', interrupt);
	process.on('SIGTERM', interrupt);
	process.on('SIGHUP', interrupt);
	// A closed stderr (`2>&1 | head -1`) loses the notes, not the match: its result still goes to stdout.
	process.stderr.on('error', () => undefined);
	// A progress bar only where someone watches: on a terminal, never down a pipe.
	// Drawn as a job's is, so that a terminal narrowed meanwhile is redrawn cleanly.
	const bar = matchBar(process.stderr, games, cliWords('matchUnit'));
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
			onProgress: done => bar.update(done),
			onError: error => {
				bar.clear();
				const stderr = error.stderr === undefined ? '' : cliWords('matchStderrBegan', {lines: error.stderr.join(' / ')});
				if (notes++ < 20) writeError(`${cliWords('matchLostByError', {game: error.game, player: error.player, reason: matchErrorWords(error)})}${stderr}`);
				else if (notes === 21) writeError(cliWords('matchMoreErrors'));
			},
		});
		bar.clear();
		process.stdout.write(flag('json') ? `${safeJson(matchJson(result))}\n` : safeLines(matchText(result)));
		return result.stopped ? stoppedCode : 0;
	} catch (error) {
		bar.clear();
		if (error instanceof Exit) throw error;
		if (error instanceof UsageError) fail(usageMessage(error), 2);
		if (error instanceof CannotRun) fail(cannotRunWords(error), 1);
		fail(errorText(error), 1);
	} finally {
		process.off('SIGINT', interrupt);
		process.off('SIGTERM', interrupt);
		process.off('SIGHUP', interrupt);
	}
}

/** `play <game> [position...]`: the game and its starting position, checked before the arcade loads. */
function playOptions(args: readonly string[]): PlayOptions {
	const [game, ...rest] = args;
	if (game === undefined) fail(cliWords('playNeeds'), 2);
	suggestGame(game);
	const first = stringFlag('first');
	if (first !== undefined && first !== 'me' && first !== 'computer') fail(cliWords('firstChoices', {got: JSON.stringify(first)}), 2);
	const named = stringFlag('opponent');
	const opponent = named === undefined ? undefined : readOpponent(named);
	if (opponent === null) fail(cliWords('opponentChoices', {choices: miscWords('opponentForms', {names: opponentNames}), got: JSON.stringify(echo(named!))}), 2);
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
		if (error instanceof UsageError) fail(usageMessage(error), 2);
		fail(positionMessage(error, game), 1);
	}
}

/** `train [game]`: a game id or "mixed"; none opens the trainer's list of games. */
function trainMode(args: readonly string[]): string | undefined {
	if (args.length > 1) fail(cliWords('trainAtMostOne', {count: args.length}), 2);
	const [game] = args;
	if (game === undefined || game === 'mixed') return game;
	suggestGame(game, ['mixed']);
	if (!lookupGame(game)) fail(cliWords('unknownTrainGame', {game: JSON.stringify(game), games: games.map(g => g.id).join(', ')}), 2);
	return game;
}

/** `learn [lesson]`: a lesson's number (1 to 13) or its concept (nim-sum, misere...); none opens the course map. */
function learnLesson(args: readonly string[]): number | undefined {
	if (args.length > 1) fail(cliWords('learnAtMostOne', {count: args.length}), 2);
	const [which] = args;
	if (which === undefined) return undefined;
	const byNumber = /^\d{1,2}$/.test(which) ? Number(which) - 1 : -1;
	const index = byNumber >= 0 ? byNumber : lessons.findIndex(l => l.concept === which);
	if (index < 0 || index >= lessons.length)
		fail(
			cliWords('noLesson', {
				which: JSON.stringify(which),
				near: didYouMean(
					which,
					lessons.map(l => l.concept),
				),
				count: lessons.length,
				concepts: lessons.map(l => l.concept).join(', '),
			}),
			2,
		);
	return index;
}

async function main(argv: readonly string[]): Promise<number> {
	// The judge reads its own flags (its --save names a folder) and the program's words after --.
	if (argv[0] === 'judge') {
		const {judgeCommand} = await import('./judge/command.js');
		return judgeCommand(argv.slice(1), info);
	}
	try {
		cli = await parseCommandLine([...argv], flagSpec, import.meta, info);
	} catch (error) {
		fail(error instanceof UsageError ? usageMessage(error) : errorText(error), 2);
	}
	process.title = 'game-arcade';
	const lang = stringFlag('lang');
	if (lang !== undefined && readLanguage(lang) === null) fail(languageWords('badLang', {choices: listText(languages), got: JSON.stringify(lang)}), 2);
	if (flag('help') || flag('version')) {
		// The package's description is the English tagline; other languages have their own.
		process.stdout.write(flag('help') ? helpScreen(helpText(), language() === 'en' ? info.description : cliWords('tagline')) : `${info.version}\n`);
		return 0;
	}
	const [command, ...args] = cli.input;
	if (command !== undefined && !commands.includes(command)) unknownCommand(command);
	checkFlags(command ?? '');
	// What jobs proved before, in any run, is found there; what they prove is kept there (--no-cache: neither).
	if (cli.flags['cache'] !== false) installCache(line => writeError(line));
	switch (command) {
		case 'analyze': {
			if (flag('jsonl')) {
				if (args.length > 0) fail(cliWords('jsonlNoPosition'), 2);
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
			if (theme !== undefined && !['default', 'high-contrast', 'none'].includes(theme)) fail(cliWords('themeChoices', {got: JSON.stringify(theme)}), 2);
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
				ascii: cli.given.has('ascii') ? cli.flags['ascii'] !== false : undefined,
				noColor: cli.flags['color'] === false,
			});
		}
		default:
			return unknownCommand(command);
	}
}

/** Where a command reads from, other than the process's own stdin. */
export interface CommandInput {
	/** What `analyze --jsonl` reads (default: process.stdin, opened only when read). */
	readonly stdin?: AsyncIterable<Buffer | string>;
}

/**
 * Runs a command line (the arguments after the program's name) to its end:
 * resolves with the exit code, the error (if any) written to stderr.
 */
export async function runCommands(argv: readonly string[], packageInfo: PackageInfo, from: CommandInput = {}): Promise<number> {
	info = packageInfo;
	input = from.stdin;
	try {
		return await main(argv);
	} catch (error) {
		if (error instanceof Exit) {
			writeError(error.message);
			return error.code;
		}
		writeError(errorText(error));
		return 1;
	}
}
