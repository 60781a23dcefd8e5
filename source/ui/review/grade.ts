/**
 * The grade of one move, from the position before it and the one after it.
 *
 * From a won position a move either keeps the win or gives it away; a kept
 * win is "fastest" when it leaves the least remoteness the position allows
 * (the before's remoteness less one: the winner's quickest line), else
 * "slower" by the moves it adds. From a lost position every move loses: it
 * "delays best" when it leaves the most remoteness (again the before's less
 * one: the loser's longest defence), else it "gives up" that many moves
 * sooner. Remoteness of one outcome always has the same parity (the winner's
 * move and the reply come in pairs), so the difference is counted in the
 * mover's own moves: half the plies.
 *
 * Remoteness comes from a bounded search. Where the search is beyond its
 * bound (or has not run yet), only the outcome is graded: the theory decides
 * that at any size, and the grade says it was not timed.
 */
import {reviewWords} from '../../i18n/review/index.js';
import type {Outcome} from '../../engine/types.js';

/** What a grade needs of a position: who wins there, and in how many moves (null: not timed). */
export interface GradedFacts {
	readonly outcome: Outcome;
	readonly remoteness: number | null;
}

export type Grade =
	/** Kept the win, by a quickest line. */
	| {readonly kind: 'fastest'}
	/** Kept the win, `by` of the mover's moves slower than the quickest. */
	| {readonly kind: 'slower'; readonly by: number}
	/** Kept the win; not timed. */
	| {readonly kind: 'kept'}
	/** Was winning, and handed the win over. */
	| {readonly kind: 'gave-away'}
	/** Was lost, and put the end off as long as possible. */
	| {readonly kind: 'delayed'}
	/** Was lost, and lets it end `by` of the mover's moves sooner than the longest defence. */
	| {readonly kind: 'sooner'; readonly by: number}
	/** Was lost; not timed. */
	| {readonly kind: 'lost'};

/** Grades a move from the facts of the positions before and after it (remoteness null: not timed). */
export function gradeMove(before: GradedFacts, after: GradedFacts): Grade {
	const timed = before.remoteness !== null && after.remoteness !== null;
	if (before.outcome === 'N') {
		if (after.outcome === 'N') return {kind: 'gave-away'};
		if (!timed) return {kind: 'kept'};
		const by = (after.remoteness! - (before.remoteness! - 1)) / 2;
		return by === 0 ? {kind: 'fastest'} : {kind: 'slower', by};
	}
	if (!timed) return {kind: 'lost'};
	const by = (before.remoteness! - 1 - after.remoteness!) / 2;
	return by === 0 ? {kind: 'delayed'} : {kind: 'sooner', by};
}

/** The grade's mark, a character (so it reads without colour): ✓ kept the win, ✗ gave it away, · was lost. */
export function gradeMark(grade: Grade): '✓' | '✗' | '·' {
	if (grade.kind === 'fastest' || grade.kind === 'slower' || grade.kind === 'kept') return '✓';
	return grade.kind === 'gave-away' ? '✗' : '·';
}

/**
 * The grade in a few words: "fastest", "slower by 2", "gave the win away",
 * "delayed best", "gave up 4 sooner"; `short` for narrow terminals: "slower
 * 2", "gave away", "sooner 4".
 */
export function gradeWords(grade: Grade, short = false): string {
	switch (grade.kind) {
		case 'fastest':
			return reviewWords('fastest');
		case 'slower':
			return reviewWords(short ? 'slowerShort' : 'slower', {by: grade.by});
		case 'kept':
			return reviewWords(short ? 'keptShort' : 'kept');
		case 'gave-away':
			return reviewWords(short ? 'gaveAwayShort' : 'gaveAway');
		case 'delayed':
			return reviewWords(short ? 'delayedShort' : 'delayed');
		case 'sooner':
			return reviewWords(short ? 'soonerShort' : 'sooner', {by: grade.by});
		case 'lost':
			return reviewWords(short ? 'lostShort' : 'lost');
	}
}

/** The mark and the words: "✓ fastest", "✗ gave the win away", "· gave up 4 sooner". */
export function gradeText(grade: Grade, short = false): string {
	return `${gradeMark(grade)} ${gradeWords(grade, short)}`;
}
