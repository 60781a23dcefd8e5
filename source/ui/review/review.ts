/**
 * The move review, as pure data: for every move of a match, who made it, the
 * move in words, the Grundy value before and after, and whether it kept the
 * win, threw it away (a mistake: the position was won and the move hands the
 * opponent a won position), or was played in a position already lost.
 * Where the game is small enough to search, each position also gets its
 * remoteness: "win in N" / "lose in N" moves with best play on both sides,
 * and each move a grade by it (grade.ts): fastest or slower, gave the win
 * away, delayed best or gave up sooner.
 */
import type {AnyGame, Outcome} from '../../engine/types.js';
import type {Solved} from '../../engine/solver.js';
import {reviewSearchable, solver} from '../match/index.js';
import {isComputer, sideName, type MatchConfig, type Side, type Turn} from '../match/index.js';
import {gradeMove, type Grade} from './grade.js';
import {conceptNote} from '../../learn/coach-words.js';
import {computerVoice, namedVoice, youVoice, type Voice} from '../../i18n/coach/index.js';
import {review2Words} from '../../i18n/review2/index.js';
import {conceptOfGame, lessonNumber} from '../../learn/concepts.js';
import {moveWords} from '../../i18n/explain/index.js';

export {reviewSearchable} from '../match/index.js';

export interface PositionFacts {
	/** Who wins with best play, for the player to move here. */
	readonly outcome: Outcome;
	/** The Grundy value; null in misère play or past the game's search bound. */
	readonly grundy: bigint | null;
	/** Moves left with best play (the winner hurries, the loser delays); null where not searched. */
	readonly remoteness: number | null;
}

/**
 * kept: the mover was winning and still is (the opponent now faces a lost position).
 * mistake: the mover was winning and handed the win over.
 * lost: the mover was already lost; no move could change that.
 */
export type Verdict = 'kept' | 'mistake' | 'lost';

export interface ReviewRow {
	/** 1-based move number. */
	readonly number: number;
	readonly mover: Side;
	readonly who: string;
	readonly words: string;
	readonly hinted: boolean;
	/** Played by fast-forward, after the computer conceded. */
	readonly auto: boolean;
	readonly before: PositionFacts;
	readonly after: PositionFacts;
	readonly verdict: Verdict;
	/** The move's grade: how fast it keeps the win, or how long it puts off the loss (see grade.ts). */
	readonly grade: Grade;
	/** For a mistake: the engine's winning move in words ("take 5 from heap 1 (9 → 4)"). */
	readonly better: string | null;
	/** For a mistake: "this handed the win to the computer". */
	readonly note: string | null;
	/** For a mistake: the idea of the game's theory it missed, with its numbers ("the nim-sum after your move was 3, not 0"). */
	readonly idea: string | null;
	/** For a mistake: the lesson that teaches that idea ("lesson 2: Nim and the nim-sum"). */
	readonly lesson: string | null;
}

export interface Review {
	readonly game: AnyGame;
	readonly rows: readonly ReviewRow[];
	/** Facts of every position: the start, then the one after each move. */
	readonly positions: readonly PositionFacts[];
	/** Who was to move in each position. */
	readonly movers: readonly Side[];
	/** Whether remoteness was searched (the game was small enough). */
	readonly searched: boolean;
	/** Whether the grades are timed, and if not, why. */
	readonly timing: Timing;
	/** Mistakes by side. */
	readonly mistakes: readonly [number, number];
	/** The sides' names: "You" and "Computer", or "Player 1" and "Player 2". */
	readonly names: readonly [string, string];
	/** The last position has no legal move. */
	readonly over: boolean;
}

/**
 * Whether the grades are timed: timed (every position's remoteness was
 * searched), pending (the search has not run yet), or too-big (the game is
 * beyond the search's bound: grades say won or lost only).
 */
export type Timing = 'timed' | 'pending' | 'too-big';

/** The part of a match record a review needs (also a match still in progress). */
export interface ReviewInput {
	readonly config: Pick<MatchConfig, 'game' | 'opponent' | 'first'>;
	readonly history: readonly Turn[];
	/** The position after the last move. */
	readonly final: unknown;
}

const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** Who receives the win, in a sentence: "the computer", "you", "Player 2". */
function receiver(config: ReviewInput['config'], side: Side): string {
	if (config.opponent === 'friend') return sideName(config as MatchConfig, side);
	return review2Words(isComputer(config as MatchConfig, side) ? 'receiverComputer' : 'receiverYou');
}

/** The mover as the coach's note names it: you, spoken to; the computer or a friend, spoken of. */
function voice(config: ReviewInput['config'], side: Side): Voice {
	if (config.opponent === 'friend') return namedVoice(sideName(config as MatchConfig, side));
	return isComputer(config as MatchConfig, side) ? computerVoice() : youVoice();
}

function facts(game: AnyGame, position: unknown, solve: ((p: unknown) => Solved | null) | null): PositionFacts {
	let outcome: Outcome;
	let grundy: bigint | null = null;
	try {
		outcome = game.outcome(position);
		grundy = game.grundy(position);
	} catch {
		outcome = 'N';
	}
	const solved = solve?.(position) ?? null;
	return {outcome: solved?.outcome ?? outcome, grundy, remoteness: solved?.remoteness ?? null};
}

export interface ReviewOptions {
	/** Search for remoteness where affordable. @default true */
	readonly remoteness?: boolean;
}

export function reviewOf(input: ReviewInput, options: ReviewOptions = {}): Review {
	const {config, history} = input;
	const game = config.game;
	const positions = [...history.map(t => t.before), input.final];
	const start = positions[0];
	const affordable = reviewSearchable(game, start);
	const wanted = options.remoteness ?? true;
	const solve: ((p: unknown) => Solved | null) | null = wanted && affordable ? solver(game) : null;
	const all = positions.map(p => facts(game, p, solve));
	const searched = solve !== null && all.every(f => f.remoteness !== null);
	const timing: Timing = searched ? 'timed' : affordable && !wanted ? 'pending' : 'too-big';
	const shown = searched ? all : all.map(f => ({...f, remoteness: null}));
	const movers: Side[] = history.map(t => t.mover);
	const lastMover = history[history.length - 1]?.mover;
	movers.push(lastMover === undefined ? config.first : other(lastMover));
	const mistakes: [number, number] = [0, 0];
	const rows = history.map((turn, i): ReviewRow => {
		const before = shown[i]!;
		const after = shown[i + 1]!;
		let verdict: Verdict;
		if (before.outcome === 'P') verdict = 'lost';
		else verdict = after.outcome === 'P' ? 'kept' : 'mistake';
		let better: string | null = null;
		let note: string | null = null;
		let idea: string | null = null;
		let lesson: string | null = null;
		const who = sideName(config as MatchConfig, turn.mover);
		if (verdict === 'mistake' && turn.gaveBack === true) {
			// The teacher's giveback is on purpose: said so, and not counted a mistake.
			note = review2Words('gaveBack');
		} else if (verdict === 'mistake') {
			mistakes[turn.mover]++;
			note = review2Words('handedTo', {receiver: receiver(config, other(turn.mover))});
			const misere = game.isMisere?.(positions[i + 1]) ?? false;
			idea = conceptNote(game, turn.before, positions[i + 1], misere, voice(config, turn.mover));
			const concept = conceptOfGame(game.id, misere);
			lesson = concept === undefined ? null : review2Words('lesson', {number: lessonNumber(concept.id), title: concept.title});
			try {
				const move = game.winningMove(turn.before);
				if (move !== null) better = moveWords(game, turn.before, move);
			} catch {
				better = null;
			}
		}
		return {
			number: i + 1,
			mover: turn.mover,
			who,
			words: turn.words,
			hinted: turn.hinted,
			auto: turn.auto === true,
			before,
			after,
			verdict,
			grade: gradeMove(before, after),
			better,
			note,
			idea,
			lesson,
		};
	});
	let over = false;
	try {
		over = game.moveCount(input.final) === 0n;
	} catch {
		over = false;
	}
	const names: [string, string] = [sideName(config as MatchConfig, 0), sideName(config as MatchConfig, 1)];
	return {game, rows, positions: shown, movers, searched, timing, mistakes, names, over};
}

/** "win in 5" / "lose in 4" / "won" / "lost", for the player to move. */
export function remotenessText(f: PositionFacts): string {
	if (f.remoteness === null) return review2Words(f.outcome === 'N' ? 'winning' : 'losing');
	if (f.remoteness === 0) return review2Words(f.outcome === 'N' ? 'won' : 'noMoveLost');
	return review2Words(f.outcome === 'N' ? 'winIn' : 'loseIn', {count: f.remoteness});
}

/** The value as shown: the Grundy value, or W/L where it is not known. */
export function valueText(f: PositionFacts): string {
	if (f.grundy !== null) return f.grundy.toString();
	return f.outcome === 'N' ? 'W' : 'L';
}
