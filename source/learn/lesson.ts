/**
 * A lesson of the course, as data: the pages that explain its idea, a worked
 * example the engine plays on the real board, and the exercises the engine
 * poses. A lesson is declared in `source/learn/lessons/<concept>.ts` and
 * listed once in `source/learn/course.ts`; the course screens read nothing
 * else, so adding a lesson is one file and one line, as adding a game is.
 *
 * Pure: no Ink, no I/O. Every answer is checked by the engine, never by a
 * table written here.
 */
import {lookupGame} from '../engine/catalog.js';
import {randInt} from '../engine/random.js';
import type {AnyGame, Json, JsonObject, Rng} from '../engine/types.js';
import {explanationWords, moveWords} from '../i18n/explain/index.js';
import type {ConceptId} from './concepts.js';
import {lessonWords} from './lesson.words.js';

/**
 * The three kinds of exercise: play a winning move; say whether the player
 * to move wins or loses, without moving; type a value (a Grundy value, a
 * nim-sum, the next P-position...).
 */
export type ExerciseKind = 'move' | 'outcome' | 'value';

export interface Exercise {
	readonly kind: ExerciseKind;
	/** The position, in the analyze JSON form (its `game` names the game). */
	readonly position: JsonObject;
	/** What is asked, in plain words. */
	readonly question: string;
	/** The value to type, for a value exercise; null for the others (the engine decides them). */
	readonly answer: bigint | null;
	/** Why the answer is what it is, in the lesson's terms: shown after every answer, right or wrong. */
	readonly why: readonly string[];
	/** A rough size, 1 (tiny) to 10, that the exercise was drawn at. */
	readonly level: number;
	/** Whether the position is drawn on its board: not when the board would show the answer (a golden pair's partner). @default true */
	readonly drawn?: boolean;
}

/** One page of explanation: short paragraphs, wrapped to the screen. */
export type Page = readonly string[];

export interface Lesson {
	readonly concept: ConceptId;
	/** The game whose board shows the worked example (and the move exercises, unless an exercise names another). */
	readonly game: string;
	/** The explanation: a few short pages that fit 80×24, stepped with Enter. */
	readonly pages: readonly Page[];
	/** The worked example's start, in the analyze JSON form: the engine plays it out with best play on both sides. */
	readonly example: JsonObject;
	/** What to look for while the example is played, one line. */
	readonly exampleNote: string;
	/** The kinds of exercise the lesson poses, in the order they are first met. */
	readonly kinds: readonly ExerciseKind[];
	/** A random position for a move or outcome exercise at a level (1..10). */
	readonly draw: (rng: Rng, level: number) => JsonObject;
	/** A value exercise at a level; absent when the lesson has no value to type. */
	readonly value?: (rng: Rng, level: number) => Exercise;
	/** The reasoning about a position in the lesson's own words (a one-heap lesson: by the values of the options and the mex); absent: the game's own explanation. */
	readonly explain?: (position: JsonObject) => string[];
	/** In the worked example, a word on the winner's reply to the loser's last move, in the lesson's terms (following a chip); null when there is nothing to add. */
	readonly reply?: (before: JsonObject, between: JsonObject, after: JsonObject) => string | null;
}

/** The game of a position in JSON form (the catalog's, with misère play). */
export function gameOf(position: JsonObject): AnyGame {
	const game = lookupGame(String(position['game']));
	if (!game) throw new Error(`a lesson names a game that is not in the catalog: ${String(position['game'])}`);
	return game;
}

/**
 * A "type the value" exercise whose answer is the position's Grundy value, as
 * the engine computes it, explained in the game's own theory.
 */
export function grundyExercise(position: JsonObject, question: string, level: number): Exercise {
	const game = gameOf(position);
	const p = game.parse(position, '');
	const answer = game.grundy(p);
	if (answer === null) throw new Error(`a value exercise needs a position with a Grundy value: ${JSON.stringify(position)}`);
	return {kind: 'value', position: game.toJSON(p), question, answer, why: explanationWords(game, p), level};
}

/** Random positions drawn before settling for what was found. */
const attempts = 60;

/** Why the position is what it is: in the lesson's words where it has its own, else the game's explanation (in the language in force where the game gives its reasons as data). */
function explanation(lesson: Lesson | undefined, game: AnyGame, p: unknown): string[] {
	return lesson?.explain?.(game.toJSON(p)) ?? [...explanationWords(game, p)];
}

/**
 * A "play a winning move" exercise: a position drawn at the level where the
 * player to move wins. A lost draw is turned into a won one by a move (every
 * move from a lost position leads to a won one).
 */
export function moveExercise(lesson: Lesson, rng: Rng, level: number): Exercise {
	let lost: {game: AnyGame; p: unknown} | null = null;
	for (let i = 0; i < attempts; i++) {
		const json = lesson.draw(rng, level);
		const game = gameOf(json);
		const p = game.parse(json, '');
		if (game.moveCount(p) === 0n) continue;
		if (game.outcome(p) === 'N' && game.winningMove(p) !== null)
			return {kind: 'move', position: game.toJSON(p), question: lessonWords('moveQuestion'), answer: null, why: explanation(lesson, game, p), level};
		lost ??= {game, p};
	}
	if (lost !== null) {
		for (const m of lost.game.moves(lost.p)) {
			const after = lost.game.apply(lost.p, m);
			if (lost.game.moveCount(after) > 0n && lost.game.outcome(after) === 'N')
				return {
					kind: 'move',
					position: lost.game.toJSON(after),
					question: lessonWords('moveQuestion'),
					answer: null,
					why: explanation(lesson, lost.game, after),
					level,
				};
		}
	}
	throw new Error(`lesson ${lesson.concept}: no won position drawn at level ${level}`);
}

/**
 * A "win or loss?" exercise: wins and losses come about equally often (a
 * coin decides which is wanted, and draws go on until one comes up).
 */
export function outcomeExercise(lesson: Lesson, rng: Rng, level: number): Exercise {
	const want = rng() < 0.5 ? 'N' : 'P';
	let fallback: {game: AnyGame; p: unknown} | null = null;
	for (let i = 0; i < attempts; i++) {
		const json = lesson.draw(rng, level);
		const game = gameOf(json);
		const p = game.parse(json, '');
		if (game.outcome(p) === want)
			return {kind: 'outcome', position: game.toJSON(p), question: lessonWords('outcomeQuestion'), answer: null, why: explanation(lesson, game, p), level};
		fallback ??= {game, p};
	}
	const {game, p} = fallback!;
	return {kind: 'outcome', position: game.toJSON(p), question: lessonWords('outcomeQuestion'), answer: null, why: explanation(lesson, game, p), level};
}

/** An exercise of the kind at the level; a lesson without values poses a move exercise instead. */
export function exerciseOf(lesson: Lesson, kind: ExerciseKind, rng: Rng, level: number): Exercise {
	if (kind === 'value' && lesson.value) return lesson.value(rng, level);
	if (kind === 'outcome') return outcomeExercise(lesson, rng, level);
	return moveExercise(lesson, rng, level);
}

/** A kind drawn from the lesson's kinds. */
export function anyKind(lesson: Lesson, rng: Rng): ExerciseKind {
	return lesson.kinds[randInt(rng, 0, lesson.kinds.length - 1)]!;
}

/** The verdict on an answer to an exercise, decided by the engine. */
export interface Verdict {
	readonly right: boolean;
	/** The right answer in words ("a win for the player to move", "6", "take 2 from heap 3"). */
	readonly expected: string;
	/** Why the learner's own answer is what it is, where the exercise's why speaks of another (a right move that is not the engine's, a wrong value's working); absent otherwise. */
	readonly why?: readonly string[];
}

/** The why of a winning move the learner chose, not the engine's: the position it leaves, lost for the other player, explained in the game's theory. */
export function ownMoveWhy(game: AnyGame, p: unknown, move: unknown, lesson?: Lesson): string[] {
	return [lessonWords('ownMove', {move: moveWords(game, p, move, 'past')}), ...explanation(lesson, game, game.apply(p, move))];
}

/** The right answer of an outcome exercise, decided by the engine. */
export function outcomeOf(exercise: Exercise): 'N' | 'P' {
	const game = gameOf(exercise.position);
	return game.outcome(game.parse(exercise.position, ''));
}

export function judgeOutcome(exercise: Exercise, said: 'N' | 'P'): Verdict {
	const truth = outcomeOf(exercise);
	return {right: said === truth, expected: lessonWords(truth === 'N' ? 'win' : 'loss')};
}

export function judgeValue(exercise: Exercise, said: bigint): Verdict {
	return {right: exercise.answer !== null && said === exercise.answer, expected: String(exercise.answer)};
}

/** A move (already legal in the position) is right when it leaves the opponent lost; a winning move other than the engine's is explained on its own. */
export function judgeMove(exercise: Exercise, move: unknown, lesson?: Lesson): Verdict {
	const game = gameOf(exercise.position);
	const p = game.parse(exercise.position, '');
	const right = game.outcome(game.apply(p, move)) === 'P';
	const winning = game.winningMove(p);
	const expected = winning === null ? lessonWords('noWinningMove') : moveWords(game, p, winning);
	const same = winning !== null && JSON.stringify(game.moveToJSON(winning)) === JSON.stringify(game.moveToJSON(move));
	return right && !same ? {right, expected, why: ownMoveWhy(game, p, move, lesson)} : {right, expected};
}

/** A step of the worked example: the position, the move played from it and why. */
export interface ExampleStep {
	readonly position: JsonObject;
	/** The move played, in JSON form; null at the end (no move is left). */
	readonly move: Json | null;
	readonly words: string | null;
	/** Whose move: the learner's side (0, who starts and wins) or the other (1). */
	readonly side: 0 | 1;
	/** The reasoning before the move, in the game's theory. */
	readonly why: readonly string[];
	/** The last step only: true when no move is left (the game is over), false when a long example stops here. */
	readonly over?: boolean;
}

/** The longest worked example played out (a longer game is shown to this many moves, and says it stops there). */
export const exampleMoves = 40;

/**
 * The worked example, played by the engine: the winner plays the move the
 * theory names, the loser the defence that lasts longest; each step says why.
 */
export function workedExample(lesson: Lesson): ExampleStep[] {
	const game = gameOf(lesson.example);
	let p = game.parse(lesson.example, '');
	const steps: ExampleStep[] = [];
	for (let i = 0; i < exampleMoves; i++) {
		const side = (i % 2) as 0 | 1;
		const why = explanation(lesson, game, p);
		if (game.moveCount(p) === 0n) {
			steps.push({position: game.toJSON(p), move: null, words: null, side, why, over: true});
			return steps;
		}
		const move = game.outcome(p) === 'N' ? game.winningMove(p) : defence(game, p);
		if (move === null) break;
		const before = steps.at(-1)?.position;
		const reply = side === 0 && before !== undefined ? (lesson.reply?.(before, game.toJSON(p), game.toJSON(game.apply(p, move))) ?? null) : null;
		steps.push({position: game.toJSON(p), move: game.moveToJSON(move), words: moveWords(game, p, move), side, why: reply === null ? why : [reply, ...why]});
		p = game.apply(p, move);
	}
	steps.push({
		position: game.toJSON(p),
		move: null,
		words: null,
		side: (steps.length % 2) as 0 | 1,
		why: explanation(lesson, game, p),
		over: game.moveCount(p) === 0n,
	});
	return steps;
}

/** The loser's move in the example: the first legal one that keeps the most left to play (a slow, natural defence). */
function defence(game: AnyGame, p: unknown): unknown {
	let best: unknown = null;
	let bestMoves = -1n;
	let seen = 0;
	for (const m of game.moves(p)) {
		const after = game.apply(p, m);
		const left = game.moveCount(after);
		if (left > bestMoves) {
			best = m;
			bestMoves = left;
		}
		if (++seen >= 200) break;
	}
	return best;
}
