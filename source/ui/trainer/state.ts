/**
 * The trainer, as a pure reducer: it poses a position where the player to
 * move can win (checked by the engine), takes the answer on the game's own
 * board, and grades it at once: right or not, every winning move (or the
 * engine's, when there are too many moves to list), and the explanation in
 * the game's terms (the hint-mode text).
 *
 * Each puzzle is chosen for the learner: several candidates are drawn, of
 * every size (more and larger heaps, longer rows, bigger trees, higher k,
 * sums of games), each is rated by `puzzleDifficulty`, and the one nearest
 * the learner's rating for the game's concept is posed, moved by the setting
 * (easier −200, normal, harder +200; `d` cycles it, from the next puzzle on).
 *
 * Scoring: right without the hint raises the streak; right after looking at
 * the hint is "assisted", scored by how far into the hint the player went
 * (1: only the value, 2: the idea, 3: the move), and leaves the streak as it
 * was; a losing move or giving up ends it.
 */
import {trainer2Words} from '../../i18n/trainer2/index.js';
import {InputError, type AnyGame, type Json, type JsonObject, type Rng} from '../../engine/types.js';
import {seeded, randInt} from '../../engine/random.js';
import type {AnyBoard, BoardKey, MarkedMove} from '../boards/types.js';
import {keyOnBoard, moveOf, type Handled} from '../board-move.js';
import {computeHint, type Hint, type HintStep, type Message} from '../match/index.js';
import {trainerWords} from '../../i18n/trainer/index.js';
import type {Verdict} from '../../progress/progress.js';
import {conceptOfGame, type ConceptId} from '../../learn/concepts.js';
import {choosePuzzle, puzzleDifficulty, puzzleSettings, type Difficulty, type PuzzleSetting} from '../../learn/difficulty.js';
import {emptyLearner, ratingOf, startRating, type LearnerModel} from '../../learn/learner-model.js';
import {moveWords} from '../../i18n/explain/index.js';

/** The trainer's modes: one game, or "mixed" (every game, then sums of several). */
export const mixedMode = 'mixed';

/** Winning moves are listed one by one when the position has at most this many moves. */
export const listableMoves = 600;
/** Random positions tried before turning a lost one into a won one. */
const attempts = 40;

/** Parts of a sum puzzle at a level: two, up to four. */
export function sumPartsFor(level: number): number {
	return Math.min(4, 2 + Math.floor(Math.max(0, level - 4) / 3));
}

export interface TrainerEnv {
	readonly lookup: (id: string) => AnyGame | undefined;
	readonly board: (id: string) => AnyBoard;
	/** The games of "mixed" mode, in menu order. */
	readonly games: readonly AnyGame[];
}

export interface Puzzle {
	readonly game: AnyGame;
	readonly board: AnyBoard;
	readonly position: unknown;
	readonly level: number;
	/** How hard it is, on the ratings' scale (`puzzleDifficulty`). */
	readonly difficulty: Difficulty;
	/** The concept it exercises (the learner's rating it moves); null for a game outside the course. */
	readonly concept: ConceptId | null;
	/** The engine's winning move. */
	readonly engineMove: Json;
	readonly engineWords: string;
	/** Every winning move in words when `complete`; else just the engine's. */
	readonly winning: readonly string[];
	readonly complete: boolean;
	/** The hint-mode analysis: value, winning move, explanation. */
	readonly hint: Hint;
}

export interface Answer {
	readonly verdict: Verdict;
	/** The player's move in words; null when the player gave up. */
	readonly words: string | null;
	/** For a losing move: the value it leaves the opponent (null where unknown). */
	readonly leaves: bigint | null;
	/** How far into the hint the player went before answering: 0 (not at all) to 3 (the move). */
	readonly steps: 0 | HintStep;
}

export type TrainerPhase = 'puzzle' | 'feedback';

export interface TrainerState {
	readonly env: TrainerEnv;
	/** A game id, or "mixed". */
	readonly mode: string;
	readonly puzzle: Puzzle;
	readonly pointer: unknown;
	readonly phase: TrainerPhase;
	/** The hint is shown. */
	readonly hintShown: boolean;
	/** How far into the hint the player has gone on this puzzle (t steps on): 0 not at all. */
	readonly hintStep: 0 | HintStep;
	/** The hint was looked at for this puzzle: a right answer counts as assisted. */
	readonly assisted: boolean;
	readonly answer: Answer | null;
	readonly streak: number;
	/** The best streak of this mode, saved and in this session. */
	readonly bestStreak: number;
	/** This session's answers. */
	readonly session: {readonly answered: number; readonly correct: number; readonly assisted: number};
	readonly message: Message | null;
	/** The hint or the feedback fills the screen. */
	readonly full: boolean;
	/** Bumped on every graded answer: the screen reports each answer once. */
	readonly answers: number;
	readonly leave: boolean;
	/** The seed of the puzzles: the same seed poses the same puzzles for the same answers. */
	readonly seed: number;
	/** Puzzles posed so far. */
	readonly posed: number;
	/** Puzzles easier than the learner's rating, at it, or harder. */
	readonly setting: PuzzleSetting;
	/** The learner model the next puzzle is chosen for (the app passes each update). */
	readonly learner: LearnerModel;
}

export type TrainerAction =
	| {readonly type: 'board'; readonly key: BoardKey}
	/** A move given as JSON, as if built on the board. */
	| {readonly type: 'play'; readonly move: Json}
	| {readonly type: 'hint'}
	| {readonly type: 'giveUp'}
	/** The hint or the feedback on the whole screen, and back. */
	| {readonly type: 'explain'}
	/** The next puzzle (after an answer). */
	| {readonly type: 'next'}
	/** The next setting: easier, normal, harder, then easier again. */
	| {readonly type: 'setting'}
	/** The learner model changed (an answer was recorded). */
	| {readonly type: 'learner'; readonly model: LearnerModel}
	| {readonly type: 'quit'};

/** Whether the game is the sum of other games' positions (its words are parts). */
function isSum(game: AnyGame): boolean {
	return game.human.kind === 'parts';
}

/** A sum of `count` small games of the summable kinds. */
function randomSum(env: TrainerEnv, sum: AnyGame, level: number, rng: Rng, count: number): unknown {
	const pool = env.games.filter(game => game.summable !== false).map(game => game.id);
	const partSize = Math.max(1, Math.ceil(level / 2) - 1);
	const parts: JsonObject[] = [];
	for (let i = 0; i < count; i++) {
		const game = env.lookup(pool[randInt(rng, 0, pool.length - 1)]!)!;
		parts.push(game.toJSON(game.random(rng, partSize)));
	}
	return sum.parse({game: sum.id, [sum.human.key]: parts}, '');
}

/** Whether the mover can win, with a winning move the engine names and that really leads to a lost position. */
function winnable(game: AnyGame, p: unknown): boolean {
	if (game.moveCount(p) === 0n || game.outcome(p) !== 'N') return false;
	const move = game.winningMove(p);
	return move !== null && game.outcome(game.apply(p, move)) === 'P';
}

/** Every winning move in words, when the moves are few enough to try them all. */
function winningMoves(game: AnyGame, p: unknown): string[] | null {
	if (game.moveCount(p) > BigInt(listableMoves)) return null;
	const out: string[] = [];
	for (const m of game.moves(p)) if (game.outcome(game.apply(p, m)) === 'P') out.push(moveWords(game, p, m));
	return out;
}

/**
 * A puzzle for the mode at the level: a position where the player to move
 * wins. Random positions are drawn until one is won; if none is, a lost one
 * is turned into a won one by a move (every move from a lost position leads
 * to a won one).
 */
export function makePuzzle(env: TrainerEnv, mode: string, level: number, rng: Rng): Puzzle {
	const found = drawPosition(env, mode, level, rng);
	return puzzleOf(env, found.game, found.position, level);
}

/** The concept a position of the game exercises (misère play: misère), or null. */
export function conceptOfPosition(game: AnyGame, position: unknown): ConceptId | null {
	return conceptOfGame(game.id, game.isMisere?.(position) ?? false)?.id ?? null;
}

/** The sizes the candidates are drawn at: every size, so one is near any rating. */
export const candidateLevels: readonly number[] = [1, 2, 3, 4, 5, 6, 8, 10];

/**
 * A puzzle chosen for the learner: one candidate of each size in
 * `candidateLevels`, each rated by `puzzleDifficulty`; the one whose
 * difficulty is nearest the learner's rating for its concept, moved by the
 * setting (`choosePuzzle`). In mixed mode the candidates are of different
 * games, each measured against its own concept's rating.
 */
export function ratedPuzzle(env: TrainerEnv, mode: string, learner: LearnerModel, setting: PuzzleSetting, rng: Rng): Puzzle {
	const candidates = candidateLevels.map(level => {
		const {game, position} = drawPosition(env, mode, level, rng);
		const difficulty = puzzleDifficulty(game, position);
		const concept = conceptOfPosition(game, position);
		const own = concept === null ? startRating : ratingOf(learner, concept).rating;
		// Distance from the learner's own rating, so candidates of different concepts compare.
		return {item: {game, position, level, difficulty}, rating: difficulty.rating - own};
	});
	const chosen = choosePuzzle(candidates, 0, setting);
	return puzzleOf(env, chosen.game, chosen.position, chosen.level, chosen.difficulty);
}

/** A position of the mode at the level where the player to move wins (see `makePuzzle`). */
export function drawPosition(env: TrainerEnv, mode: string, level: number, rng: Rng): {game: AnyGame; position: unknown} {
	const pick = (): {game: AnyGame; position: unknown} => {
		if (mode === mixedMode) {
			const sum = env.games.find(isSum);
			const useSum = level >= 5 && sum !== undefined && rng() < 0.4;
			if (useSum) return {game: sum, position: randomSum(env, sum, level, rng, sumPartsFor(level))};
			const pool = env.games.filter(g => !isSum(g));
			const game = pool[randInt(rng, 0, pool.length - 1)]!;
			return {game, position: game.random(rng, level)};
		}
		const game = env.lookup(mode);
		if (!game) throw new InputError(trainer2Words('unknownGame', {mode}));
		if (isSum(game)) return {game, position: randomSum(env, game, level, rng, sumPartsFor(level))};
		return {game, position: game.random(rng, level)};
	};
	let found: {game: AnyGame; position: unknown} | null = null;
	let lost: {game: AnyGame; position: unknown} | null = null;
	for (let i = 0; i < attempts && found === null; i++) {
		let candidate: {game: AnyGame; position: unknown};
		try {
			candidate = pick();
		} catch (error) {
			// A random sum part past a search bound: draw again.
			if (error instanceof InputError && i < attempts - 1) continue;
			throw error;
		}
		if (winnable(candidate.game, candidate.position)) found = candidate;
		else if (lost === null && candidate.game.moveCount(candidate.position) > 0n) lost = candidate;
	}
	if (found === null && lost !== null) {
		for (const m of lost.game.moves(lost.position)) {
			const after = lost.game.apply(lost.position, m);
			if (winnable(lost.game, after)) {
				found = {game: lost.game, position: after};
				break;
			}
		}
	}
	if (found === null) throw new Error(trainer2Words('noWinningPosition', {mode}));
	return found;
}

/** The puzzle for a position where the mover wins: the engine's move, every winning move, the hint. */
export function puzzleOf(env: TrainerEnv, game: AnyGame, position: unknown, level: number, difficulty = puzzleDifficulty(game, position)): Puzzle {
	const move = game.winningMove(position);
	if (move === null) throw new Error(trainer2Words('needsWinning', {game: game.id}));
	const list = winningMoves(game, position);
	const engineWords = moveWords(game, position, move);
	return {
		game,
		board: env.board(game.id),
		position,
		level,
		difficulty,
		concept: conceptOfPosition(game, position),
		engineMove: game.moveToJSON(move),
		engineWords,
		winning: list ?? [engineWords],
		complete: list !== null,
		hint: computeHint(game, position),
	};
}

/** The seed of the n-th puzzle of a session. */
export function puzzleSeed(seed: number, n: number): number {
	return (Math.imul(seed >>> 0, 0x9e3779b1) + Math.imul(n, 0x85ebca6b)) >>> 0;
}

export interface TrainerInit {
	readonly env: TrainerEnv;
	readonly mode: string;
	readonly seed: number;
	/** The saved best streak of this mode. */
	readonly bestStreak?: number;
	/** The learner model the puzzles are chosen for. @default an empty one (every rating 1500) */
	readonly learner?: LearnerModel;
	/** @default "normal" */
	readonly setting?: PuzzleSetting;
}

export function initTrainer({env, mode, seed, bestStreak = 0, learner = emptyLearner(), setting = 'normal'}: TrainerInit): TrainerState {
	const puzzle = ratedPuzzle(env, mode, learner, setting, seeded(puzzleSeed(seed, 0)));
	return {
		env,
		mode,
		puzzle,
		pointer: puzzle.board.init(puzzle.position),
		phase: 'puzzle',
		hintShown: false,
		hintStep: 0,
		assisted: false,
		answer: null,
		streak: 0,
		bestStreak,
		session: {answered: 0, correct: 0, assisted: 0},
		message: null,
		full: false,
		answers: 0,
		leave: false,
		seed,
		posed: 1,
		setting,
		learner,
	};
}

/** Grades an answer and moves to the feedback phase. */
function grade(state: TrainerState, answer: Answer): TrainerState {
	const {verdict} = answer;
	const streak = verdict === 'correct' ? state.streak + 1 : verdict === 'assisted' ? state.streak : 0;
	const s = state.session;
	return {
		...state,
		phase: 'feedback',
		answer,
		streak,
		bestStreak: Math.max(state.bestStreak, streak),
		session: {
			answered: s.answered + 1,
			correct: s.correct + (verdict === 'correct' ? 1 : 0),
			assisted: s.assisted + (verdict === 'assisted' ? 1 : 0),
		},
		message: null,
		full: false,
		answers: state.answers + 1,
	};
}

/** A key's outcome on the board: a legal move is graded; an illegal one is refused with its reason and the puzzle stays. */
function answerWith(state: TrainerState, outcome: Handled<unknown, unknown>): TrainerState {
	if (outcome.kind === 'pointer') return {...state, pointer: outcome.pointer, message: null};
	if (outcome.kind === 'refused') return {...state, pointer: outcome.pointer, message: {text: outcome.reason, tone: 'error'}};
	const {game, position} = state.puzzle;
	const {move, pointer} = outcome;
	const after = game.apply(position, move);
	const wins = game.outcome(after) === 'P';
	const verdict: Verdict = wins ? (state.assisted ? 'assisted' : 'correct') : 'missed';
	return grade({...state, pointer}, {verdict, words: moveWords(game, position, move), leaves: wins ? null : game.grundy(after), steps: state.hintStep});
}

export function trainerReducer(state: TrainerState, action: TrainerAction): TrainerState {
	switch (action.type) {
		case 'board': {
			// The hint on the whole screen hides the board: Enter or Esc goes back to it.
			if (state.full && state.phase === 'puzzle') return action.key.kind === 'cancel' || action.key.kind === 'confirm' ? {...state, full: false} : state;
			// After an answer the board is only shown: Enter or Space brings the next puzzle, Esc leaves.
			if (state.phase === 'feedback') {
				if (action.key.kind === 'confirm' || action.key.kind === 'select') return trainerReducer(state, {type: 'next'});
				return action.key.kind === 'cancel' ? {...state, leave: true} : state;
			}
			const {game, board, position} = state.puzzle;
			const outcome = keyOnBoard(game, board, position, state.pointer, action.key, solutionMark(state)?.move ?? null);
			if (outcome.kind === 'unhandled') return action.key.kind === 'cancel' ? {...state, leave: true} : state;
			return answerWith(state, outcome);
		}
		case 'play':
			if (state.phase !== 'puzzle') return state;
			return answerWith(state, moveOf(state.puzzle.game, state.puzzle.position, action.move, state.pointer));
		case 'hint': {
			if (state.phase !== 'puzzle') return state;
			// t steps on: the value, the idea, the move; after the move it hides and shows the hint.
			if (state.hintStep === 3) return {...state, hintShown: !state.hintShown, full: false, message: null};
			const step = (state.hintStep + 1) as HintStep;
			const said = trainerWords(({1: 'hintSaidValue', 2: 'hintSaidIdea', 3: 'hintSaidMove'} as const)[step]);
			return {
				...state,
				hintShown: true,
				hintStep: step,
				assisted: true,
				full: false,
				message: {text: trainerWords('hintStepNote', {step, said}), tone: 'info'},
			};
		}
		case 'giveUp':
			if (state.phase !== 'puzzle') return state;
			return grade(state, {verdict: 'missed', words: null, leaves: null, steps: state.hintStep});
		case 'next': {
			if (state.phase !== 'feedback') return state;
			const puzzle = ratedPuzzle(state.env, state.mode, state.learner, state.setting, seeded(puzzleSeed(state.seed, state.posed)));
			return {
				...state,
				posed: state.posed + 1,
				puzzle,
				pointer: puzzle.board.init(puzzle.position),
				phase: 'puzzle',
				hintShown: false,
				hintStep: 0,
				assisted: false,
				answer: null,
				message: null,
				full: false,
			};
		}
		case 'explain':
			if (state.phase === 'puzzle' && !state.hintShown) return {...state, message: {text: trainerWords('hintFirst'), tone: 'info'}};
			return {...state, full: !state.full};
		case 'setting': {
			const setting = puzzleSettings[(puzzleSettings.indexOf(state.setting) + 1) % puzzleSettings.length]!;
			const when = trainerWords(state.phase === 'puzzle' ? 'settingFromNext' : 'settingFromThis');
			return {...state, setting, message: {text: trainerWords('settingNote', {setting: trainerWords(settingWords[setting]), when}), tone: 'info'}};
		}
		case 'learner':
			return {...state, learner: action.model};
		case 'quit':
			return {...state, leave: true};
	}
}

/** The settings' words in the trainer's catalog, for the messages. */
const settingWords = {
	easier: 'settingEasier',
	normal: 'settingNormal',
	harder: 'settingHarder',
} as const satisfies Record<PuzzleSetting, string>;

/** The engine's winning move, to mark on the board (with the hint, and after the answer). */
export function solutionMark(state: TrainerState): MarkedMove<unknown> | null {
	if (state.phase !== 'feedback' && !(state.hintShown && state.hintStep === 3)) return null;
	const {puzzle} = state;
	return {move: puzzle.engineMove, before: puzzle.position, words: puzzle.engineWords};
}
