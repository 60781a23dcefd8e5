/**
 * `game-arcade match <game> <player> <player>`: two players over random
 * starting positions, no terminal UI. Each start (the game's own
 * `random(rng, size)`, redrawn while it has no legal move) is played twice,
 * the sides swapped: in the first game of a pair player A moves first. A
 * game longer than `moveCap` moves is a draw.
 *
 * A player is a computer player of the engine (players.ts) or an external
 * program, `exec:COMMAND`, speaking JSON lines: the match writes the
 * position (in analyze's JSON form) as one line on the program's stdin each
 * time it is to move, and reads one line back, a move in the JSON move
 * form. COMMAND is split into words as a shell would with quotes (no
 * variables, globs or pipes: it is not run by a shell); the first word is the
 * program. It runs through source/process/: in a process group of its own,
 * ended whole with the match.
 *
 * A program is started once, when the match starts, and kept for the whole
 * match; its first answer may take the start allowance (its start-up is not
 * its first move's), each later one `moveTimeMs`. A line it prints while no
 * position waits for an answer is dropped, never read as an answer (a flood
 * of them ends it). One that exits, times out or floods loses that game (the
 * reason, with the first lines of its stderr, is in `errors`) and is ended;
 * a new one is started for its next game, with the start allowance again.
 * One that prints a line that is not a legal move loses that game and plays
 * on.
 */
import {seeded} from '../engine/random.js';
import {isMistake, playerMove, readOpponent, type Player} from '../engine/players.js';
import {splitWords} from '../engine/human.js';
import {InputError, UsageError, type AnyGame, type Json, type Rng} from '../engine/types.js';
import {english, phrase, type Phrase} from '../engine/rule-words.js';
import {startProgram, type LineProgram} from '../process/program.js';

/** The most games one match plays. */
export const maxGames = 10_000;
/** A game longer than this many moves is stopped and counted a draw. */
export const defaultMoveCap = 1000;
/** The size of the random starts, unless `--size` says otherwise (6 of 10: games long enough for the levels' mistakes to tell). */
export const defaultSize = 6;
/** How long an external program may take over one move, unless `--move-time` says otherwise. */
export const defaultMoveTimeMs = 5000;
/** How long a program may take over its first answer, its start-up included (or `--move-time`, if longer). */
export const startAllowanceMs = 10_000;
/** The longest line read from an external program, in bytes; also the most it may print unasked between two positions. */
export const maxLineBytes = 1_000_000;
/** A player's name is cut to this many characters (a command can be very long). */
const nameChars = 60;
/** The first lines of a program's stderr kept with each game it lost. */
const stderrLinesShown = 3;

export const playerForms = 'perfect, level:1..8, teacher:0..9, random, loser, exec:COMMAND';

export type MatchPlayer = {readonly name: string; readonly player: Player} | {readonly name: string; readonly command: readonly string[]};

/** A name cut to `nameChars`, the cut marked. */
function shortName(text: string): string {
	return text.length > nameChars ? `${text.slice(0, nameChars - 1)}…` : text;
}

/** A player from its name; a UsageError naming the accepted forms when it is none. */
export function readMatchPlayer(text: string): MatchPlayer {
	if (text.startsWith('exec:')) {
		const command = splitWords(text.slice(5));
		if (command.length === 0 || command[0] === '')
			throw new UsageError('exec: needs a command, e.g. exec:"node bot.mjs"', {key: 'execNeedsCommand', values: {}});
		return {name: shortName(text), command};
	}
	const player = readOpponent(text);
	if (player === null || player === 'friend')
		throw new UsageError(`unknown player ${JSON.stringify(shortName(text))} (players: ${playerForms})`, {
			key: 'unknownPlayer',
			values: {player: JSON.stringify(shortName(text)), players: playerForms},
		});
	return {name: player, player};
}

export interface MatchOptions {
	readonly game: AnyGame;
	readonly players: readonly [MatchPlayer, MatchPlayer];
	/** Games in all: an even number, each start played twice. */
	readonly games: number;
	/** A whole number up to 2^53 − 1, taken whole: every bit of it counts. */
	readonly seed: number;
	readonly size?: number;
	readonly moveCap?: number;
	readonly moveTimeMs?: number;
	/** The start allowance (ms); `startAllowanceMs` unless a test says otherwise. */
	readonly startMs?: number;
	/** After each game: games played so far. */
	readonly onProgress?: (done: number) => void;
	/** A one-line note about a program's lost game (its reason), as it happens. */
	readonly onError?: (error: MatchError) => void;
	/** Stops the match (Ctrl+C): the programs are ended, and the result holds the games played. */
	readonly signal?: AbortSignal;
}

export interface MatchError {
	/** The game's number, from 1. */
	readonly game: number;
	readonly player: string;
	readonly reason: string;
	/** The first lines of the program's stderr, when it exited or failed and wrote any. */
	readonly stderr?: readonly string[];
	/** A line that was not a legal move: `reason` as a phrase (move-words.ts), for a text report to word in its language (the JSON form keeps `reason`). */
	readonly refused?: Phrase;
}

export interface MatchResult {
	readonly game: string;
	readonly games: number;
	readonly players: readonly [string, string];
	readonly wins: [number, number];
	readonly draws: number;
	readonly starts: number;
	readonly seed: number;
	readonly size: number;
	readonly moveCap: number;
	/** The teacher's givebacks made, per player. */
	readonly givebacks: [number, number];
	readonly errors: MatchError[];
	/** The match was stopped before its end. */
	readonly stopped: boolean;
}

/** Checks the numbers of a match up front: a UsageError naming the limit. */
export function checkMatchOptions(games: number, size: number, moveTimeMs: number): void {
	if (!Number.isInteger(games) || games < 2 || games > maxGames || games % 2 !== 0)
		throw new UsageError(`--games must be an even number from 2 to ${maxGames} (each start is played twice, sides swapped), got ${games}`, {
			key: 'gamesEven',
			values: {max: maxGames, got: String(games)},
		});
	if (!Number.isInteger(size) || size < 1 || size > 10)
		throw new UsageError(`--size must be a whole number from 1 to 10, got ${size}`, {key: 'sizeRange', values: {got: String(size)}});
	if (!(moveTimeMs >= 10 && moveTimeMs <= 600_000))
		throw new UsageError('--move-time must be a number of seconds from 0.01 to 600', {key: 'moveTimeRange', values: {}});
}

/**
 * The match's randomness from the whole seed: its low 32 bits seed one
 * generator, as they always have (a seed below 2^32 replays as before), and
 * its high bits a second one mixed in, so seeds that differ only above 2^32
 * play different matches.
 */
function matchRng(seed: number): Rng {
	const low = seeded(seed % 2 ** 32);
	const high = Math.floor(seed / 2 ** 32);
	if (high === 0) return low;
	const mix = seeded(high);
	return () => (((low() * 2 ** 32) ^ (mix() * 2 ** 32)) >>> 0) / 2 ** 32;
}

/** A short, printable account of a line a program wrote. */
function shown(line: string): string {
	const cut = line.length > 60 ? `${line.slice(0, 60)}…` : line;
	return JSON.stringify(cut);
}

/** Why a line is not a legal move, in the JSON move's own terms (indices from 0, as the program wrote them): a phrase, or the error's English words. */
function whyIllegal(error: unknown): Phrase | string {
	if (error instanceof SyntaxError) return phrase('move_notJson');
	if (error instanceof InputError) return error.problem.kind === 'illegal-move' ? (error.problem.jsonReason ?? error.problem.reason) : error.message;
	return error instanceof Error ? error.message : String(error);
}

/** Plays the match. Programs are always ended (their whole process groups) before it returns or throws. */
export async function runMatch(options: MatchOptions): Promise<MatchResult> {
	const {game, players, games, seed} = options;
	const size = options.size ?? defaultSize;
	const moveCap = options.moveCap ?? defaultMoveCap;
	const moveTimeMs = options.moveTimeMs ?? defaultMoveTimeMs;
	checkMatchOptions(games, size, moveTimeMs);
	const rng = matchRng(seed);
	const stopped = () => options.signal?.aborted === true;
	const bots: [LineProgram | null, LineProgram | null] = [null, null];
	const wins: [number, number] = [0, 0];
	const givebacks: [number, number] = [0, 0];
	const errors: MatchError[] = [];
	let draws = 0;
	let played = 0;
	const startBot = (side: 0 | 1): LineProgram | null => {
		const spec = players[side];
		if (!('command' in spec)) return null;
		const limits = {timeMs: moveTimeMs, outputBytes: maxLineBytes};
		return startProgram(spec.command, {limits, startMs: Math.max(options.startMs ?? startAllowanceMs, moveTimeMs)});
	};
	const lose = (number: number, side: 0 | 1, reason: string, stderr: readonly string[] = [], refused?: Phrase) => {
		const error: MatchError = {
			game: number,
			player: players[side].name,
			reason,
			...(stderr.length === 0 ? {} : {stderr: stderr.slice(0, stderrLinesShown)}),
			...(refused === undefined ? {} : {refused}),
		};
		errors.push(error);
		options.onError?.(error);
	};
	try {
		// Both programs start now, side by side, and have the start allowance for their first answers.
		bots[0] = startBot(0);
		bots[1] = startBot(1);
		let start: unknown = null;
		for (let index = 0; index < games && !stopped(); index++) {
			if (index % 2 === 0) {
				let tries = 0;
				do start = game.random(rng, size);
				while (game.moveCount(start) === 0n && ++tries < 100);
				if (game.moveCount(start) === 0n) throw new InputError(`${game.id} gave no random start with a legal move`);
			}
			// The first game of a pair: A moves first; the second: B.
			const first: 0 | 1 = index % 2 === 0 ? 0 : 1;
			let position = start;
			let mover = first;
			let moves = 0;
			/** The position before each side's last move (for the teacher: did the other side just err?). */
			let previous: unknown = null;
			const left: [number, number] = [0, 0];
			for (const side of [0, 1] as const) {
				const spec = players[side];
				if ('player' in spec && spec.player.startsWith('teacher:')) left[side] = Number(spec.player.slice(8));
			}
			let winner: 0 | 1 | null = null;
			while (winner === null && moves < moveCap) {
				if (stopped()) break;
				if (game.moveCount(position) === 0n) {
					// No move: the side to move has lost in normal play, won in misère.
					winner = game.outcome(position) === 'P' ? (mover === 0 ? 1 : 0) : mover;
					break;
				}
				const spec = players[mover];
				let move: unknown;
				if ('player' in spec) {
					const erred = left[mover] > 0 && previous !== null && isMistake(game, previous, position);
					move = playerMove(game, position, spec.player, rng(), rng(), {givebacks: left[mover], erred});
					if (erred && isMistake(game, position, game.apply(position, move))) {
						left[mover]--;
						givebacks[mover]++;
					}
				} else {
					const bot = bots[mover]!;
					const answer = await bot.ask(JSON.stringify(game.toJSON(position)), options.signal);
					if ('failed' in answer) {
						if (stopped()) break;
						const why = bot.spawnError();
						if (why !== null) throw new InputError(`cannot run ${spec.name}: ${shortName(spec.command[0]!)}: ${why}`);
						lose(index + 1, mover, `${answer.failed}; a new one is started for its next game`, bot.stderrLines());
						// Started now, so its start-up overlaps the games until its next turn.
						await bot.end();
						bots[mover] = startBot(mover);
						winner = mover === 0 ? 1 : 0;
						break;
					}
					try {
						move = game.parseMove(JSON.parse(answer.line) as Json, position, 'move');
					} catch (error) {
						const refused = phrase('move_lineNotLegal', {line: shown(answer.line), why: whyIllegal(error)});
						lose(index + 1, mover, english(refused), [], refused);
						winner = mover === 0 ? 1 : 0;
						break;
					}
				}
				previous = position;
				position = game.apply(position, move);
				mover = mover === 0 ? 1 : 0;
				moves++;
			}
			if (stopped()) break;
			if (winner === null) draws++;
			else wins[winner]++;
			played++;
			options.onProgress?.(played);
			// Let a Ctrl+C, a progress bar and the programs' pipes through between games.
			if (index % 8 === 7) await new Promise(resolve => setImmediate(resolve));
		}
	} finally {
		await Promise.all(bots.map(bot => bot?.end()));
	}
	return {
		game: game.id,
		games: played,
		players: [players[0].name, players[1].name],
		wins,
		draws,
		starts: Math.ceil(played / 2),
		seed,
		size,
		moveCap,
		givebacks,
		errors,
		stopped: played < games,
	};
}

/** The result in words, a few lines. */
export function matchText(result: MatchResult): string {
	const [a, b] = result.players;
	const width = Math.max(a.length, b.length);
	const pct = (n: number) => (result.games === 0 ? '0.0' : ((100 * n) / result.games).toFixed(1));
	const lines = [
		`${result.game}: ${result.games} games from ${result.starts} random starts (size ${result.size}, seed ${result.seed}), each played twice with the sides swapped${result.stopped ? ' (stopped early)' : ''}`,
		`  ${a.padEnd(width)}  ${String(result.wins[0]).padStart(5)} wins  ${pct(result.wins[0]).padStart(5)}%`,
		`  ${b.padEnd(width)}  ${String(result.wins[1]).padStart(5)} wins  ${pct(result.wins[1]).padStart(5)}%`,
	];
	if (result.draws > 0) lines.push(`  draws (over ${result.moveCap} moves): ${result.draws}`);
	if (result.givebacks[0] + result.givebacks[1] > 0) lines.push(`  givebacks made: ${result.givebacks[0]} and ${result.givebacks[1]}`);
	if (result.errors.length > 0) lines.push(`  games lost by a program's error: ${result.errors.length}`);
	return `${lines.join('\n')}\n`;
}

/** The result as one JSON object. */
export function matchJson(result: MatchResult): string {
	return JSON.stringify({
		game: result.game,
		games: result.games,
		players: result.players,
		wins: result.wins,
		draws: result.draws,
		starts: result.starts,
		seed: result.seed,
		size: result.size,
		moveCap: result.moveCap,
		givebacks: result.givebacks,
		// Each error as the JSON form has it: what a text report words for itself (`refused`) stays out.
		errors: result.errors.map(({game, player, reason, stderr}) => ({game, player, reason, ...(stderr === undefined ? {} : {stderr})})),
		stopped: result.stopped,
	});
}
