/**
 * One match, as a pure reducer (after ink-ui's use-select-state): the
 * position, whose turn it is, the history (for undo and, later, review), the
 * board's pointer, hint mode, and the computer's decisions. Every engine call
 * of a match happens here or in the helpers below, never in a component; a
 * hint or a coach's check that needs a search (or a large position) is not
 * made here but asked of the think worker by the screen (`hintWanted`,
 * `coachAsk`), and its answer comes back as an action.
 *
 * Sides: 0 is the player at the keyboard ("you", or player 1 against a
 * friend), 1 the computer (or player 2).
 */
import {playWords} from '../../i18n/play/index.js';
import {gameName} from '../../i18n/games/index.js';
import type {AnyGame, Json} from '../../engine/types.js';
import type {Opponent, TeacherState} from '../../engine/computer.js';
import {givebacksOf, isMistake} from '../../engine/players.js';
import {strengthWords} from '../../i18n/players/index.js';
import type {AnyBoard, BoardKey, MarkedMove} from '../boards/types.js';
import {keyOnBoard, moveOf, type Handled} from '../board-move.js';
import {bestLine, searchableWithin, solver} from './best-line.js';
import {positionArgs, readsBack} from '../../engine/human.js';
import {hasUnsafe, safeJson} from '../../text/safe.js';
import {maxSavedChars, maxSavedHistory, type SavedGame, type SavedMove} from '../../progress/progress.js';
import {answersAtOnce, checkMove, computeHint, type Hint, type Mistake} from '../../think/answers.js';
import {moveWords} from '../../i18n/explain/index.js';

export {computeHint, type Hint};

export type {Opponent};
export type Side = 0 | 1;

export interface MatchConfig {
	readonly game: AnyGame;
	readonly board: AnyBoard;
	/** The starting position (parsed). */
	readonly start: unknown;
	readonly opponent: Opponent;
	/** Who moves first. */
	readonly first: Side;
	/** Hint mode at the start (at its last step: the move). */
	readonly hints: boolean;
	/** The coach: a losing move is named when it is made. @default true */
	readonly coach?: boolean;
	/** Moves played before this game was left and resumed, and not in `replay`: the move count goes on from them. @default 0 */
	readonly movesBefore?: number;
	/**
	 * Moves played from `start` before the match is shown (a game resumed, or
	 * taken back at its end): the history is rebuilt from them, so review,
	 * undo and the coach work as if the game had not been left. A restart or
	 * a rematch starts from `start` without them. @default none
	 */
	readonly replay?: readonly SavedMove[];
	/** A line shown when the match opens ("Undone: …"). @default none */
	readonly note?: string;
	/**
	 * The words that start the arcade the way it was started (`game-arcade`,
	 * `npx game-arcade`, `node /path/to/dist/cli.js`), for the share lines.
	 * @default ['game-arcade']
	 */
	readonly launcher?: readonly string[];
}

export interface Turn {
	/** The position the move was played in. */
	readonly before: unknown;
	readonly mover: Side;
	/** The engine's move. */
	readonly move: unknown;
	readonly json: Json;
	/** The engine's words for it: "take 3 from heap 2 (10 → 7)". */
	readonly words: string;
	/** The same in the past tense: "took 3 from heap 2 (10 → 7)". */
	readonly past: string;
	/** Whether hint mode was on while the mover chose it. */
	readonly hinted: boolean;
	/** Played by fast-forward (the rest of a conceded game, best play on both sides). */
	readonly auto?: boolean;
	/** The teacher handed the win back with this move, after the learner's mistake. */
	readonly gaveBack?: boolean;
}

export interface Message {
	readonly text: string;
	readonly tone: 'error' | 'info';
}

export type Phase = 'human' | 'computer' | 'over';

/**
 * How much the hint shows, one step per `t`: who is winning and the value;
 * then the idea (the explanation, the nim-sum table, which part matters);
 * then the move.
 */
export type HintStep = 1 | 2 | 3;
/** A hint step's name, in the language in force: 1 who wins, 2 the idea, 3 the move. */
export function hintStepName(step: HintStep): string {
	return playWords(step === 1 ? 'stepWho' : step === 2 ? 'stepIdea' : 'stepMove');
}

/** What the next `t` shows, below a hint short of its last step: "t: the idea" (nothing after the last). */
export function nextStepText(step: HintStep): string {
	return step === 3 ? '' : playWords('nextStep', {step: hintStepName((step + 1) as HintStep)});
}

/** The explanation at a step: none at the first, without the lines naming the move at the second, all of it at the last. */
export function explanationAt(hint: Hint, step: HintStep): readonly string[] {
	if (step === 1) return [];
	if (step === 3 || hint.words === null) return hint.explanation;
	const words = hint.words.toLowerCase();
	return hint.explanation.filter(text => !text.toLowerCase().includes(words));
}

/** The perfect computer's offer when it has lost: the moves left with best play. */
export interface Concession {
	readonly moves: number;
	/** Best play from here to the end (the player's winning line and the computer's longest defence). */
	readonly line: readonly unknown[];
}

/** A y/n question the match asks, one at a time. */
export type Question =
	/** Leave a game in progress for the menu (q)? */
	| {readonly kind: 'leave'}
	/** Restart a game in progress (r)? */
	| {readonly kind: 'restart'}
	/** Resign (x)? */
	| {readonly kind: 'resign'}
	/** The perfect computer has lost and offers to fast-forward (y) or play on (n). */
	| ({readonly kind: 'concede'} & Concession);

/** The concession search stays well under a tenth of a second on the UI thread. */
const concedeStates = 20_000;
const concedeMoves = 150_000n;
/** Fewer moves left than this are simply played. */
const concedeFrom = 4;

export interface MatchState {
	readonly config: MatchConfig;
	readonly position: unknown;
	readonly toMove: Side;
	readonly history: readonly Turn[];
	readonly pointer: unknown;
	readonly phase: Phase;
	readonly hintsOn: boolean;
	/** How much the hint shows while hint mode is on. */
	readonly hintStep: HintStep;
	/** Whether hints were shown on a turn of the player at the keyboard. */
	readonly hintsUsed: boolean;
	/** The analysis shown in hint mode (computed only while it is shown). */
	readonly hint: Hint | null;
	/** The hint fills the screen (for explanations longer than the room beside the board). */
	readonly hintFull: boolean;
	readonly message: Message | null;
	/** The y/n question waiting for its answer, if any. */
	readonly pending: Question | null;
	/** The side that resigned, if the game ended so. */
	readonly resigned: Side | null;
	/** The coach's note on the player's last move (a mistake): whole while the computer replies, then short (it names no rows) until the player's next move. */
	readonly coach: string | null;
	/** The coach's check of the player's last move, asked of the think worker (a search): the answer is awaited. */
	readonly coachAsk: CoachAsk | null;
	/** The offer to concede was made once this game: it is not made again. */
	readonly conceded: boolean;
	/** The position as command lines to copy (s), shown until the next move. */
	readonly share: Share | null;
	/** The player asked to go back to the menu. */
	readonly leave: boolean;
	readonly winner: Side | null;
	/** Changes with every position change; stale computer moves carry an old one. */
	readonly serial: number;
	/** A page the player asked for over the match (the screen opens it, then reports 'opened'). */
	readonly request: 'review' | 'theory' | 'lab' | null;
	/** How long the computer's think has run, once it is long enough to show (else 0). */
	readonly thinkingMs: number;
	/** The player pressed esc during a long think: the screen stops it and the computer plays its quick answer. */
	readonly stopThink: boolean;
}

/** A move the coach checks off the UI thread (a search decides it): the positions around it and who made it. */
export interface CoachAsk {
	readonly before: unknown;
	readonly after: unknown;
	readonly mover: Side;
}

/** A think that runs longer than this is shown with its time, and esc stops it. */
export const longThinkMs = 500;

export type MatchAction =
	| {readonly type: 'board'; readonly key: BoardKey}
	| {readonly type: 'hints'}
	/** The whole hint on its own screen, and back. */
	| {readonly type: 'explain'}
	| {readonly type: 'undo'}
	| {readonly type: 'restart'}
	| {readonly type: 'resign'}
	/** The position as `game-arcade play …` and `analyze …` command lines. */
	| {readonly type: 'share'}
	| {readonly type: 'quit'}
	| {readonly type: 'yes'}
	| {readonly type: 'no'}
	/** The computer's move for the position numbered `serial` (chosen by its think, or its quick answer with a note saying why). */
	| {readonly type: 'computer'; readonly serial: number; readonly move: unknown; readonly note?: string}
	/** The computer's think for the position numbered `serial` has run `ms` so far. */
	| {readonly type: 'thinking'; readonly serial: number; readonly ms: number}
	/** The hint of the position numbered `serial`, worked out off the UI thread. */
	| {readonly type: 'hint'; readonly serial: number; readonly hint: Hint}
	/** The coach's check of the move it was asked about (null: not a mistake). */
	| {readonly type: 'coach'; readonly ask: CoachAsk; readonly mistake: Mistake | null}
	/** A move given as JSON, as if built on the board. */
	| {readonly type: 'play'; readonly move: Json}
	/** Open the move review or the game's theory page over the match. */
	| {readonly type: 'open'; readonly what: 'review' | 'theory' | 'lab'}
	| {readonly type: 'opened'};

export function isComputer(config: MatchConfig, side: Side): boolean {
	return config.opponent !== 'friend' && side === 1;
}

export function sideName(config: MatchConfig, side: Side): string {
	if (config.opponent === 'friend') return playWords(side === 0 ? 'player1' : 'player2');
	return playWords(side === 0 ? 'you' : 'computer');
}

/**
 * The opponent in a few words: "a friend", "computer (perfect)", "level 3",
 * "teacher (2 givebacks left)" (the givebacks it has left, when known, else
 * those it started with).
 */
export function opponentName(opponent: Opponent, givebacks?: number): string {
	if (opponent === 'friend') return playWords('aFriend');
	if (opponent.startsWith('level:')) return strengthWords(opponent);
	const start = givebacksOf(opponent);
	if (start !== null) {
		const left = givebacks ?? start;
		return start === 0 ? playWords('teacherNoGivebacks') : playWords('teacherLeft', {count: left});
	}
	return playWords('computerAs', {player: strengthWords(opponent)});
}

/** The teacher's givebacks left in a game: those it started with, less those used in the moves so far (null for other opponents). */
export function givebacksLeft(game: {readonly config: MatchConfig; readonly history: readonly Turn[]}): number | null {
	const start = givebacksOf(game.config.opponent);
	if (start === null) return null;
	return Math.max(0, start - game.history.filter(turn => turn.gaveBack === true).length);
}

/** The opponent of a game in a few words, with the teacher's givebacks left. */
export function opponentOf(game: {readonly config: MatchConfig; readonly history: readonly Turn[]}): string {
	return opponentName(game.config.opponent, givebacksLeft(game) ?? undefined);
}

/** The teacher's word after it handed the win back, until the learner's next move: "I gave the win back: find it (1 giveback left)." */
export function givebackNote(state: MatchState): string | null {
	const last = state.history[state.history.length - 1];
	if (last?.gaveBack !== true || state.phase === 'over') return null;
	const left = givebacksLeft(state) ?? 0;
	return playWords('givebackNote', {left: left === 0 ? playWords('givebackLast') : playWords('givebacksLeft', {count: left})});
}

/** Whether the learner's last move handed the win over (the computer now stands in a won position it was given). */
function learnerErred(state: MatchState): boolean {
	const last = state.history[state.history.length - 1];
	if (!last || isComputer(state.config, last.mover) || last.auto) return false;
	try {
		return isMistake(state.config.game, last.before, state.position);
	} catch {
		return false;
	}
}

/** What the teacher's think needs: its givebacks left, and whether the learner has just erred (null for other opponents). */
export function teacherState(state: MatchState): TeacherState | null {
	const givebacks = givebacksLeft(state);
	if (givebacks === null) return null;
	return {givebacks, erred: givebacks > 0 && learnerErred(state)};
}

const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** "Computer took 3 from heap 2 (10 → 7)." */
export function turnText(config: MatchConfig, turn: Turn): string {
	return playWords('turn', {who: sideName(config, turn.mover), move: turn.past});
}

function phaseFor(config: MatchConfig, side: Side): Phase {
	return isComputer(config, side) ? 'computer' : 'human';
}

/**
 * Fills in what follows from the rest: the hint shown, and whether hints
 * were used. A hint that needs a search, or a large position, is left for
 * the think worker (`hintWanted`): the screen asks it, and the answer comes
 * as a 'hint' action.
 */
function settleHints(state: MatchState): MatchState {
	const showing = state.hintsOn && state.phase === 'human';
	const {game} = state.config;
	const hint = showing ? (state.hint ?? (answersAtOnce(game, state.position) ? computeHint(game, state.position) : null)) : null;
	return {...state, hint, hintsUsed: state.hintsUsed || showing};
}

/** Whether the hint is shown but not worked out yet: the screen asks the think worker for it. */
export function hintWanted(state: MatchState): boolean {
	return state.hintsOn && state.phase === 'human' && state.hint === null && state.coachAsk === null;
}

export function initMatch(config: MatchConfig): MatchState {
	const fresh = freshMatch(config);
	const replay = config.replay ?? [];
	if (replay.length === 0) return config.note === undefined ? fresh : {...fresh, message: {text: config.note, tone: 'info'}};
	// Replayed quietly (no hint, coach or offer to concede at each move), then settled once.
	let state: MatchState = {...fresh, hintsOn: false, hint: null, message: null};
	for (const saved of replay) {
		if (state.phase === 'over') break;
		try {
			const move = config.game.parseMove(saved.move, state.position, 'move');
			state = advance(state, move, state.pointer, 'replay', saved.hinted === true);
		} catch {
			// The saved moves were checked when read: a move refused now ends the replay where it stands.
			break;
		}
	}
	const settled = settleHints({...state, hintsOn: config.hints, hint: null, hintsUsed: state.history.some(t => t.hinted)});
	return {
		...settled,
		...lastCoach(settled),
		pending: offer(settled),
		message: config.note === undefined ? null : {text: config.note, tone: 'info'},
	};
}

/** The coach on the player's last move, as it stood when the moves were played (it stays through the replies): its note, or its check asked of the think worker. */
function lastCoach(state: MatchState): {readonly coach: string | null; readonly coachAsk: CoachAsk | null} {
	const {config, history} = state;
	for (let i = history.length - 1; i >= 0; i--) {
		const turn = history[i]!;
		if (isComputer(config, turn.mover)) continue;
		const note = coachOn(state, turn.before, history[i + 1]?.before ?? state.position, turn.mover);
		// Replied to since (and not over): the short note, as in play; a check still to be asked is worded so when it comes back.
		return i === history.length - 1 || state.phase === 'over' ? note : {...note, coach: repliedNote(config, note.coach, other(turn.mover))};
	}
	return {coach: null, coachAsk: null};
}

/** The match at its start, before any move. */
function freshMatch(config: MatchConfig): MatchState {
	const start = config.start;
	const over = config.game.moveCount(start) === 0n;
	return settleHints({
		hintStep: 3,
		pending: null,
		resigned: null,
		coach: null,
		coachAsk: null,
		conceded: false,
		share: null,
		config,
		position: start,
		toMove: config.first,
		history: [],
		pointer: config.board.init(start),
		phase: over ? 'over' : phaseFor(config, config.first),
		hintsOn: config.hints,
		hintsUsed: false,
		hint: null,
		hintFull: false,
		message: over ? {text: playWords('noLegalMove'), tone: 'info'} : null,
		leave: false,
		// With no move to make, the player to move has lost (normal play) or won (misère).
		winner: over ? (config.game.outcome(start) === 'P' ? other(config.first) : config.first) : null,
		serial: 0,
		request: null,
		thinkingMs: 0,
		stopThink: false,
	});
}

/** "the computer", or the other player's name between friends. */
function receiver(config: MatchConfig, side: Side): string {
	return config.opponent === 'friend' ? sideName(config, side) : playWords('theComputer');
}

/** The coach's words on a mistake by `mover`. */
function coachWords(config: MatchConfig, mistake: Mistake | null, mover: Side): string | null {
	if (mistake === null) return null;
	const kept = mistake.kept === null ? '' : playWords(mistake.keptBefore === true ? 'keptItBefore' : 'keptIt', {move: mistake.kept});
	const why = mistake.idea === null ? '' : playWords('ideaSentence', {idea: `${mistake.idea[0]!.toUpperCase()}${mistake.idea.slice(1)}`});
	const lesson = mistake.lesson === null ? '' : playWords('lessonExplains', {lesson: mistake.lesson});
	return playWords('handedWin', {receiver: receiver(config, other(mover)), kept, why, lesson});
}

/**
 * The coach's note once the reply to the move it is on is on the board: the
 * rows and sizes it named no longer stand as it named them, so only that the
 * move handed the win to `to`, and the way back.
 */
function repliedNote(config: MatchConfig, coach: string | null, to: Side): string | null {
	return coach === null ? null : playWords('handedWinReplied', {receiver: receiver(config, to)});
}

/**
 * The coach on a move by a player at the keyboard: a mistake (the mover was
 * winning and the move hands the win over) is named with the move that kept
 * it, the idea of the game's theory it missed, with its numbers ("the
 * nim-sum after your move was 3, not 0"), and the lesson that teaches it.
 * The coach speaks when it is on, or in hint mode. Where a search decides
 * it, the check is asked of the think worker (`ask`), and the computer
 * waits for it.
 */
function coachOn(state: MatchState, before: unknown, after: unknown, mover: Side): {readonly coach: string | null; readonly coachAsk: CoachAsk | null} {
	const {config} = state;
	if (!(config.coach ?? true) && !state.hintsOn) return {coach: null, coachAsk: null};
	const {game} = config;
	if (!answersAtOnce(game, before) || !answersAtOnce(game, after)) return {coach: null, coachAsk: {before, after, mover}};
	return {coach: coachWords(config, checkMove(game, before, after), mover), coachAsk: null};
}

/** The perfect computer, to move in a lost position small enough to search, offers to concede (once a game). */
function concession(state: MatchState): Concession | null {
	const {config} = state;
	if (state.conceded || state.phase !== 'computer' || config.opponent !== 'perfect') return null;
	const {game} = config;
	try {
		if (!searchableWithin(game, state.position, concedeStates, concedeMoves) || game.outcome(state.position) !== 'P') return null;
		const line = bestLine(game, state.position, solver(game, concedeStates));
		return line !== null && line.length >= concedeFrom ? {moves: line.length, line} : null;
	} catch {
		return null;
	}
}

/** The question after a move: the offer to concede, if one is made now; else the one pending, unless it was an offer. */
function offer(state: MatchState): Question | null {
	const made = concession(state);
	if (made !== null) return {kind: 'concede', ...made};
	return state.pending?.kind === 'concede' ? null : state.pending;
}

/** Plays the rest of a conceded game: best play on both sides, each move marked as fast-forwarded. */
function fastForward(state: MatchState, line: readonly unknown[]): MatchState {
	let next: MatchState = {...state, pending: null, conceded: true};
	for (const move of line) {
		if (next.phase === 'over') break;
		next = advance(next, move, next.pointer, 'auto');
	}
	return {...next, message: {text: playWords('fastForwarded', {count: line.length}), tone: 'info'}};
}

/**
 * Applies a legal engine move for the side to move: played at the board
 * ('play'), by fast-forward ('auto'), or replayed from a saved game
 * ('replay': no coach and no offer to concede; `hinted` as saved).
 */
function advance(state: MatchState, move: unknown, pointer: unknown, mode: 'play' | 'auto' | 'replay' = 'play', hinted = false): MatchState {
	const auto = mode === 'auto';
	const {config} = state;
	const {game, board} = config;
	const before = state.position;
	const mover = state.toMove;
	const after = game.apply(before, move);
	const gaveBack = !auto && isComputer(config, mover) && teacherState(state)?.erred === true && mistakeSafe(game, before, after);
	const turn: Turn = {
		before,
		mover,
		move,
		json: game.moveToJSON(move),
		words: moveWords(game, before, move),
		past: moveWords(game, before, move, 'past'),
		hinted: mode === 'replay' ? hinted : !auto && state.hintsOn && !isComputer(config, mover),
		...(auto ? {auto} : {}),
		...(gaveBack ? {gaveBack} : {}),
	};
	const over = game.moveCount(after) === 0n;
	const next = other(mover);
	const human = !isComputer(config, mover);
	const settled = settleHints({
		...state,
		position: after,
		toMove: next,
		history: [...state.history, turn],
		pointer: board.settle(after, pointer),
		phase: over ? 'over' : phaseFor(config, next),
		hint: null,
		hintFull: false,
		message: null,
		// At the end the player to move has no move: lost in normal play, won in misère.
		winner: over ? (game.outcome(after) === 'P' ? mover : next) : null,
		serial: state.serial + 1,
		thinkingMs: 0,
		stopThink: false,
		share: null,
		// The note stays while the computer replies; once the reply is on the board, a short one without its rows
		// (the end screen keeps the whole note on a move that lost at once).
		...(mode !== 'play'
			? {coach: null, coachAsk: null}
			: human
				? coachOn(state, before, after, mover)
				: {coach: over ? state.coach : repliedNote(config, state.coach, mover), coachAsk: state.coachAsk}),
	});
	return mode !== 'play' ? settled : {...settled, pending: offer(settled)};
}

function mistakeSafe(game: AnyGame, before: unknown, after: unknown): boolean {
	try {
		return isMistake(game, before, after);
	} catch {
		return false;
	}
}

/** A key's outcome on the board: a legal move is played for the side to move; a refused one is said, the position unchanged. */
function onBoard(state: MatchState, outcome: Handled<unknown, unknown>): MatchState {
	switch (outcome.kind) {
		case 'pointer':
			return {...state, pointer: outcome.pointer, message: null};
		case 'refused':
			return {...state, pointer: outcome.pointer, message: {text: outcome.reason, tone: 'error'}};
		case 'move':
			return advance(state, outcome.move, outcome.pointer);
	}
}

function undo(state: MatchState): MatchState {
	const {config} = state;
	const history = state.history.slice();
	let undone: Turn | undefined;
	if (config.opponent === 'friend') {
		undone = history.pop();
	} else {
		// Back to the player's previous turn: drop the computer's replies and the player's move.
		const lastMine = history.map(t => t.mover).lastIndexOf(0);
		if (lastMine >= 0) {
			undone = history[lastMine];
			history.length = lastMine;
		}
	}
	if (undone === undefined) {
		return {
			...state,
			message: {text: playWords(state.history.length === 0 ? 'nothingToUndo' : 'nothingOfYours'), tone: 'info'},
		};
	}
	const position = undone.before;
	return settleHints({
		...state,
		position,
		toMove: undone.mover,
		history,
		pointer: config.board.settle(position, state.pointer),
		phase: phaseFor(config, undone.mover),
		hint: null,
		message: {text: playWords('undone', {move: undone.words}), tone: 'info'},
		winner: null,
		pending: null,
		coach: null,
		coachAsk: null,
		resigned: null,
		serial: state.serial + 1,
	});
}

/**
 * How a pending y/n question reads an action: yes (y, enter, or `again`: the
 * key that asked, pressed again), no (n, esc), one that goes on underneath
 * it (`passes`: the computer's move, a page opening), or one it ignores.
 */
function answerOf(action: MatchAction, again: MatchAction['type'] | null, passes: readonly MatchAction['type'][]): 'yes' | 'no' | 'pass' | 'ignore' {
	if (action.type === 'yes' || action.type === again) return 'yes';
	if (action.type === 'no') return 'no';
	if (action.type === 'board') return action.key.kind === 'confirm' ? 'yes' : action.key.kind === 'cancel' ? 'no' : 'ignore';
	return passes.includes(action.type) ? 'pass' : 'ignore';
}

/** The match after an action while a question waits: answered, ignored, or null when the action goes on underneath it. */
function answerPending(state: MatchState, pending: Question, action: MatchAction): MatchState | null {
	const asked = {...state, pending: null, message: null};
	switch (pending.kind) {
		case 'concede': {
			const playOn = {...asked, conceded: true};
			if (action.type === 'quit') return matchReducer(playOn, action);
			const answer = answerOf(action, null, ['opened', 'open', 'hint', 'coach']);
			return answer === 'yes' ? fastForward(state, pending.line) : answer === 'no' ? playOn : answer === 'ignore' ? state : null;
		}
		case 'resign': {
			const answer = answerOf(action, null, ['computer', 'thinking', 'opened', 'hint', 'coach']);
			return answer === 'yes' ? resign(state) : answer === 'no' ? asked : answer === 'ignore' ? state : null;
		}
		case 'restart': {
			const answer = answerOf(action, 'restart', ['computer', 'thinking', 'opened', 'hint', 'coach']);
			if (answer === 'yes') {
				return {
					...initMatch({...restartConfig(state.config), hints: state.hintsOn}),
					hintStep: state.hintStep,
					message: {text: playWords('restarted'), tone: 'info'},
				};
			}
			return answer === 'no' ? asked : answer === 'ignore' ? state : null;
		}
		case 'leave': {
			const answer = answerOf(action, 'quit', ['computer', 'opened', 'hint', 'coach']);
			return answer === 'yes' ? {...state, pending: null, leave: true} : answer === 'no' ? asked : answer === 'ignore' ? state : null;
		}
	}
}

export function matchReducer(state: MatchState, action: MatchAction): MatchState {
	const {config} = state;
	const {pending} = state;
	if (pending !== null) {
		const answered = answerPending(state, pending, action);
		if (answered !== null) return answered;
	}
	switch (action.type) {
		case 'board': {
			if (state.phase === 'over') return state;
			if (state.hintFull) return action.key.kind === 'cancel' || action.key.kind === 'confirm' ? {...state, hintFull: false} : state;
			if (state.phase === 'computer') {
				if (action.key.kind === 'cancel') {
					if (state.thinkingMs < longThinkMs) return matchReducer(state, {type: 'quit'});
					return {...state, stopThink: true, message: {text: playWords('stopping'), tone: 'info'}};
				}
				return {
					...state,
					message: {text: playWords(state.thinkingMs < longThinkMs ? 'computerMoving' : 'computerThinkingEsc'), tone: 'info'},
				};
			}
			const outcome = keyOnBoard(config.game, config.board, state.position, state.pointer, action.key, hintMark(state)?.move ?? null);
			if (outcome.kind === 'unhandled') return action.key.kind === 'cancel' ? matchReducer(state, {type: 'quit'}) : state;
			return onBoard(state, outcome);
		}
		case 'play':
			if (state.phase !== 'human') return state;
			return onBoard(state, moveOf(config.game, state.position, action.move, state.pointer));
		case 'computer': {
			if (state.phase !== 'computer' || action.serial !== state.serial || action.move === null) return state;
			const next = advance(state, action.move, state.pointer);
			if (action.note === undefined) return next;
			const text = next.message === null ? action.note : `${action.note} ${next.message.text}`;
			return {...next, message: {text, tone: 'info'}};
		}
		case 'thinking':
			if (state.phase !== 'computer' || action.serial !== state.serial) return state;
			return {...state, thinkingMs: action.ms};
		case 'hint':
			if (action.serial !== state.serial || !hintWanted(state)) return state;
			return {...state, hint: action.hint};
		case 'coach': {
			if (action.ask !== state.coachAsk) return state;
			const coach = coachWords(config, action.mistake, action.ask.mover);
			// A check that comes back after the reply (a game resumed): the short note, as in play.
			const replied = action.ask.after !== state.position && state.phase !== 'over';
			return {...state, coachAsk: null, coach: replied ? repliedNote(config, coach, other(action.ask.mover)) : coach};
		}
		case 'hints': {
			// t steps through the hint: who wins, the idea, the move, then off.
			if (!state.hintsOn) return settleHints({...state, hintsOn: true, hintStep: 1, hint: null, hintFull: false, message: null});
			if (state.hintStep < 3) return {...state, hintStep: (state.hintStep + 1) as HintStep, message: null};
			return settleHints({...state, hintsOn: false, hint: null, hintFull: false, message: null});
		}
		case 'explain':
			if (!state.hintsOn) return settleHints({...state, hintsOn: true, hint: null, hintFull: state.phase === 'human', message: null});
			return {...state, hintFull: !state.hintFull && state.phase === 'human'};
		case 'undo':
			return undo(state);
		case 'restart':
			// A game in progress is not thrown away on one key: r asks first, as q does.
			if (movesMade(state) > 0 && state.phase !== 'over') {
				return {...state, pending: {kind: 'restart'}, message: {text: playWords('restartAsk'), tone: 'info'}};
			}
			return {
				...initMatch({...restartConfig(config), hints: state.hintsOn}),
				hintStep: state.hintStep,
				message: {text: playWords('restarted'), tone: 'info'},
			};
		case 'share':
			return {...state, share: state.share === null ? shareOf(state) : null};
		case 'resign':
			if (state.phase !== 'human') return state;
			return {
				...state,
				pending: {kind: 'resign'},
				message: {text: playWords('resignAsk', {winner: receiver(config, other(state.toMove))}), tone: 'info'},
			};
		case 'quit':
			// A game resumed without its moves (saved by an older version) is in progress too.
			if (movesMade(state) > 0 && state.phase !== 'over') {
				return {...state, pending: {kind: 'leave'}, message: {text: playWords('leaveAsk'), tone: 'info'}};
			}
			return {...state, leave: true};
		case 'open':
			if (action.what === 'lab' && config.game.family === undefined) {
				return {
					...state,
					message: {
						text: playWords('noLab', {game: gameName(config.game.id, config.game.name)}),
						tone: 'info',
					},
				};
			}
			return {...state, request: action.what};
		case 'opened':
			return state.request === null ? state : {...state, request: null};
		case 'yes':
		case 'no':
			return state;
	}
}

/**
 * The position as command lines to copy: play it from here, or check it with
 * analyze. Each command is the words a shell passes to the program, unquoted
 * (the view quotes them for the shell).
 */
export interface Share {
	readonly commands: ReadonlyArray<readonly string[]>;
	/** The commands would pass `maxShareChars` characters: they are not made (there are none). */
	readonly tooLong: boolean;
}

/**
 * Longer command lines than this are not made: no screen shows them whole
 * (and a copy of a part would be another position). Making them stops there,
 * so the largest positions cost no more than this much of their words.
 */
export const maxShareChars = 10_000;

/**
 * The share lines of a position: `<launcher> play <game> <words> [flags]` and
 * `<launcher> analyze <game> <words>`. The words are the human form, checked
 * to read back as this very position; where they would not (a vertex named
 * with a space, a colon or a control character, a word starting with a dash),
 * the position is given as its JSON instead, with every control character
 * and line separator written as a \u escape. `playFlags` keep what shapes the
 * game (`--hints`, `--opponent`, `--first`).
 */
export function shareCommands(game: AnyGame, position: unknown, launcher: readonly string[], playFlags: readonly string[] = []): Share {
	const json = game.toJSON(position);
	const words = positionArgs(game, json, maxShareChars);
	if (words === null) return {commands: [], tooLong: true};
	let args = [game.id, ...words];
	if (args.some(hasUnsafe) || !readsBack(game, json, words)) {
		args = [safeJson(JSON.stringify(json))];
		if (args[0]!.length > maxShareChars) return {commands: [], tooLong: true};
	}
	return {
		commands: [
			[...launcher, 'play', ...args, ...playFlags],
			[...launcher, 'analyze', ...args],
		],
		tooLong: false,
	};
}

/** The share lines of the match as it stands, with the flags that shape it. */
function shareOf(state: MatchState): Share {
	const {config} = state;
	const flags: string[] = [];
	if (state.hintsOn) flags.push('--hints');
	if (config.opponent !== 'perfect') flags.push('--opponent', config.opponent);
	if (state.toMove === 1) flags.push('--first', 'computer');
	return shareCommands(config.game, state.position, config.launcher ?? ['game-arcade'], flags);
}

/** The side to move gives up: the game is over, and the other side has won. */
function resign(state: MatchState): MatchState {
	return {
		...state,
		pending: null,
		phase: 'over',
		winner: other(state.toMove),
		resigned: state.toMove,
		hint: null,
		hintFull: false,
		message: null,
		coach: null,
		coachAsk: null,
	};
}

/** The last move, to highlight, when it was the opponent's (or, between friends, anyone's). */
export function lastMark(state: MatchState): MarkedMove<unknown> | null {
	const turn = state.history[state.history.length - 1];
	if (!turn) return null;
	if (state.config.opponent !== 'friend' && turn.mover === 0) return null;
	return {move: turn.json, before: turn.before, words: turn.words};
}

/** The hint's winning move, to highlight. */
export function hintMark(state: MatchState): MarkedMove<unknown> | null {
	const hint = state.hint;
	if (!hint || state.hintStep < 3 || hint.move === null || hint.words === null) return null;
	return {move: hint.move, before: state.position, words: hint.words};
}

/** Moves made in the game so far, counting those before it was left and resumed. */
export function movesMade(game: {readonly config: MatchConfig; readonly history: readonly Turn[]}): number {
	return (game.config.movesBefore ?? 0) + game.history.length;
}

/** The same match from its start: no moves replayed, no count carried on (a restart, a rematch). */
export function restartConfig(config: MatchConfig): MatchConfig {
	const {replay: _replay, note: _note, movesBefore: _before, ...rest} = config;
	return rest;
}

/** A turn as it is saved: the move's JSON and who made it. */
export function savedMove(turn: Turn): SavedMove {
	return {move: turn.json, by: turn.mover, ...(turn.hinted ? {hinted: true} : {})};
}

/**
 * The game to keep when the player leaves it with q: the position as it
 * stands, who is to move, and the moves from the start (the last ones, when
 * more than is kept); null when there is nothing to resume (no move made
 * yet, or the game is over).
 */
export function leftGame(state: MatchState): SavedGame | null {
	if (state.phase === 'over' || movesMade(state) === 0) return null;
	const {config, history} = state;
	// The moves kept: the last ones that fit the bounds, from the position before the first of them.
	let from = history.length;
	let chars = JSON.stringify(config.game.toJSON(state.position)).length;
	while (from > 0 && history.length - from < maxSavedHistory) {
		const turn = history[from - 1]!;
		const more = JSON.stringify(savedMove(turn)).length + 1;
		if (chars + more > maxSavedChars / 2) break;
		chars += more;
		from--;
	}
	const start = config.game.toJSON(from === history.length ? state.position : history[from]!.before);
	if (JSON.stringify(start).length > maxSavedChars / 2) return {...positionOnly(state)};
	return {...positionOnly(state), start, history: history.slice(from).map(savedMove)};
}

function positionOnly(state: MatchState): SavedGame {
	const {config} = state;
	return {
		position: config.game.toJSON(state.position),
		opponent: config.opponent,
		toMove: state.toMove,
		hints: state.hintsOn,
		moves: movesMade(state),
	};
}

/** Everything the end screen and the move review need. */
export interface MatchRecord {
	readonly config: MatchConfig;
	readonly history: readonly Turn[];
	readonly final: unknown;
	readonly winner: Side | null;
	readonly hintsUsed: boolean;
	/** The side that resigned, if the game ended so. */
	readonly resigned?: Side | null;
	/** The coach's note on the player's last move, when it handed the win over. @default none */
	readonly coach?: string | null;
}

export function recordOf(state: MatchState): MatchRecord {
	return {
		config: state.config,
		history: state.history,
		final: state.position,
		winner: state.winner,
		hintsUsed: state.hintsUsed,
		resigned: state.resigned,
		coach: state.coach,
	};
}

/**
 * Whether a game that has ended counts in the record: against the computer,
 * with a move made (before it was left, too) or resigned, even at move 1.
 */
export function isCounted(record: MatchRecord): boolean {
	return record.config.opponent !== 'friend' && (movesMade(record) > 0 || (record.resigned ?? null) !== null);
}

/**
 * Whether the player (side 0) lost without ever having the win: every
 * position they were to move in was lost for them (a lost start, and the
 * computer never slipped), so no move of theirs could be a mistake. Such a
 * game says nothing of how they play: it moves no rating. False for a game
 * they won, or whose positions the engine cannot judge.
 */
export function lostWithoutChance(record: MatchRecord): boolean {
	if (record.winner === 0 || record.winner === null) return false;
	const {game, first} = record.config;
	const faced = record.history.filter(turn => turn.mover === 0).map(turn => turn.before);
	const last = record.history.at(-1);
	// The last position, when the player was to move there (a resignation, or no move left).
	if ((last === undefined ? first : other(last.mover)) === 0) faced.push(record.final);
	try {
		return faced.every(position => game.outcome(position) === 'P');
	} catch {
		return false;
	}
}

/**
 * The move to take back on the game-over screen: the loser's last move, when
 * the loser is at the keyboard, did not resign, and was winning before that
 * move (a mistake that ended the game at once, or soon after). Null otherwise.
 */
export function takeBackAtEnd(record: MatchRecord): {readonly at: number; readonly turn: Turn} | null {
	const {config, history, winner} = record;
	if (winner === null || (record.resigned ?? null) !== null) return null;
	const loser = other(winner);
	if (isComputer(config, loser)) return null;
	const at = history.map(t => t.mover).lastIndexOf(loser);
	const turn = history[at];
	if (turn === undefined || turn.auto) return null;
	const after = history[at + 1]?.before ?? record.final;
	try {
		return config.game.outcome(turn.before) === 'N' && config.game.outcome(after) === 'N' ? {at, turn} : null;
	} catch {
		return null;
	}
}

/** The match to go back to when the mistake is taken back at the game-over screen: the moves before it, replayed. */
export function takenBackConfig(record: MatchRecord): MatchConfig | null {
	const back = takeBackAtEnd(record);
	if (back === null) return null;
	return {
		...record.config,
		replay: record.history.slice(0, back.at).map(savedMove),
		// The moves before a resume that were not kept stay counted; those replayed count again as the history.
		movesBefore: record.config.movesBefore,
		note: playWords('undone', {move: back.turn.words}),
	};
}
