/**
 * Every move's grade in the review (fastest, slower by K, gave the win away,
 * delayed best, gave up K sooner), checked against a brute-force remoteness
 * written here, apart from the engine's solver: every move from small
 * positions of several games, normal and misère, and every move of random
 * small games. Beyond the search's bound the grade says won or lost only,
 * and that it was not timed.
 */
import {describe, expect, it} from 'vitest';
import {lookupGame} from '../../../source/engine/catalog.js';
import {seeded} from '../../../source/engine/random.js';
import type {AnyGame, Json, JsonObject} from '../../../source/engine/types.js';
import {linesText} from '../../../source/ui/lines.js';
import {matchReducer, recordOf, type MatchState} from '../../../source/ui/match/state.js';
import {gradeMark, gradeMove, gradeText, type Grade} from '../../../source/ui/review/grade.js';
import {reviewLines, timelineLines} from '../../../source/ui/review/layout.js';
import {reviewOf} from '../../../source/ui/review/review.js';
import {newMatch} from '../helpers.js';

interface Brute {
	readonly win: boolean;
	/** Moves to the end: the winner takes the shortest win, the loser the longest defence. */
	readonly moves: number;
}

/** Remoteness by plain recursion over the moves (small positions only). */
function brute(game: AnyGame, p: unknown, memo = new Map<string, Brute>()): Brute {
	const key = game.key(p);
	const known = memo.get(key);
	if (known) return known;
	const options = [...game.moves(p)].map(m => brute(game, game.apply(p, m), memo));
	let result: Brute;
	if (options.length === 0) result = {win: game.isMisere?.(p) === true, moves: 0};
	else if (options.some(o => !o.win)) result = {win: true, moves: 1 + Math.min(...options.filter(o => !o.win).map(o => o.moves))};
	else result = {win: false, moves: 1 + Math.max(...options.map(o => o.moves))};
	memo.set(key, result);
	return result;
}

/** The grade the rules ask for, from brute-force remoteness before and after the move. */
function expectedGrade(game: AnyGame, before: unknown, after: unknown): Grade {
	const b = brute(game, before);
	const a = brute(game, after);
	if (b.win) {
		if (a.win) return {kind: 'gave-away'};
		const plies = a.moves - (b.moves - 1);
		return plies === 0 ? {kind: 'fastest'} : {kind: 'slower', by: plies / 2};
	}
	const plies = b.moves - 1 - a.moves;
	return plies === 0 ? {kind: 'delayed'} : {kind: 'sooner', by: plies / 2};
}

/** Plays the moves for both sides, between friends. */
function played(json: JsonObject, moves: readonly Json[]): MatchState {
	let state = newMatch(json, {opponent: 'friend'});
	for (const move of moves) state = matchReducer(state, {type: 'play', move});
	return state;
}

describe('grades', () => {
	it.each<[string, JsonObject]>([
		['nim 3 4 5', {game: 'nim', heaps: [3, 4, 5]}],
		['nim 1 2 3', {game: 'nim', heaps: [1, 2, 3]}],
		['misère nim 2 5 6', {game: 'nim', heaps: [2, 5, 6], misere: true}],
		['misère nim 1 1 4', {game: 'nim', heaps: [1, 1, 4], misere: true}],
		['bash 13, take 1 to 3', {game: 'bash', heap: 13, max: 3}],
		['bash 12, take 1 to 3', {game: 'bash', heap: 12, max: 3}],
		['subtraction {1, 3, 4} 9 7', {game: 'subtraction', heaps: [9, 7], set: [1, 3, 4]}],
		['wythoff 4 6', {game: 'wythoff', heaps: [4, 6]}],
		['wythoff 3 5', {game: 'wythoff', heaps: [3, 5]}],
		['kayles 5 4', {game: 'kayles', heaps: [5, 4]}],
	])('match brute-force remoteness for every move from %s', (_label, json) => {
		const game = lookupGame(json['game'] as string)!;
		const start = game.parse(json, '');
		for (const move of game.moves(start)) {
			const state = played(json, [game.moveToJSON(move)]);
			const review = reviewOf(recordOf(state));
			expect(review.timing).toBe('timed');
			const grade = review.rows[0]!.grade;
			expect(grade, game.describeMove(start, move)).toEqual(expectedGrade(game, start, game.apply(start, move)));
		}
	});

	it('match brute-force remoteness on every move of random small games', () => {
		const rng = seeded(19);
		const kinds = new Set<string>();
		for (const id of ['nim', 'wythoff', 'coins', 'staircase', 'subtraction', 'tree', 'dawson']) {
			const game = lookupGame(id)!;
			for (let g = 0; g < 3; g++) {
				let state = newMatch(game.toJSON(game.random(rng, 2)), {opponent: 'friend'});
				for (let turn = 0; turn < 10 && state.phase !== 'over'; turn++) {
					const moves = [...game.moves(state.position)];
					state = matchReducer(state, {type: 'play', move: game.moveToJSON(moves[Math.floor(rng() * moves.length)])});
				}
				const review = reviewOf(recordOf(state));
				if (review.timing !== 'timed') continue;
				for (const row of review.rows) {
					const turn = state.history[row.number - 1]!;
					expect(row.grade, `${id} ${row.words}`).toEqual(expectedGrade(game, turn.before, game.apply(turn.before, turn.move)));
					kinds.add(row.grade.kind);
				}
			}
		}
		expect([...kinds].sort()).toEqual(['delayed', 'fastest', 'gave-away', 'slower', 'sooner']);
	});

	it('grade a scripted game of Nim, and show it in the list', () => {
		// 3 4 5: 1 from heap 1 gives the win away (2 4 5); the reply 1 from heap 1 (1 4 5) is fastest;
		// 1 from heap 3 (1 4 4) delays best; 1 from heap 1 (0 4 4) fastest; 4 from heap 2 (0 0 4)
		// gives up 3 of the loser's moves sooner than the longest defence (lose in 8 → 1, not 7).
		const state = played({game: 'nim', heaps: [3, 4, 5]}, [
			{heap: 0, take: 1},
			{heap: 0, take: 1},
			{heap: 2, take: 1},
			{heap: 0, take: 1},
			{heap: 1, take: 4},
			{heap: 2, take: 4},
		]);
		const review = reviewOf(recordOf(state));
		expect(review.rows.map(r => gradeText(r.grade))).toEqual([
			'✗ gave the win away',
			'✓ fastest',
			'· delayed best',
			'✓ fastest',
			'· gave up 3 sooner',
			'✓ fastest',
		]);
		const text = linesText(timelineLines(review, 80));
		expect(text).toMatch(/5 Player 1 +take 4 from heap 2 \(4 → 0\) +0 → 4 +lose in 8 +· gave up 3 sooner\n/);
		// In a narrow terminal the grades say it in fewer words, leaving room for the move's.
		const narrow = linesText(timelineLines(review, 60));
		expect(narrow).toMatch(/1 P1 +take 1 from heap 1 \(… 2 → 3 +win in 11 +✗ gave away\n/);
		expect(narrow).toMatch(/3 P1 +take 1 from heap 3 \(… 0 → 1 +lose in 10 +· delayed\n/);
		expect(narrow).toMatch(/5 P1 +take 4 from heap 2 \(… 0 → 4 +lose in 8 +· sooner 3\n/);
	});

	it("count a slower win in the winner's own moves", () => {
		// 2 2 3 (nim-sum 3): 3 from heap 3 leaves 2 2, lost in 4 moves (2 of each side); 1 from heap 1
		// leaves 1 2 3, lost in 6: the win takes one more move of the winner's.
		const fastest = reviewOf(recordOf(played({game: 'nim', heaps: [2, 2, 3]}, [{heap: 2, take: 3}])));
		expect(fastest.rows[0]!.after.remoteness).toBe(4);
		expect(gradeText(fastest.rows[0]!.grade)).toBe('✓ fastest');
		const slower = reviewOf(recordOf(played({game: 'nim', heaps: [2, 2, 3]}, [{heap: 0, take: 1}])));
		expect(slower.rows[0]!.after.remoteness).toBe(6);
		expect(gradeText(slower.rows[0]!.grade)).toBe('✓ slower by 1');
	});
});

describe('untimed grades', () => {
	it('beyond the search bound say won or lost only, and that the game was too big to time', () => {
		// 30 31 29 27 (nim-sum 7): 5 from heap 1 keeps the win; any move from the lost position; 24 31 29 27
		// (nim-sum 1) → 23 31 29 27 (nim-sum 14) gives the win away.
		const state = played({game: 'nim', heaps: [30, 31, 29, 27]}, [
			{heap: 0, take: 5},
			{heap: 0, take: 1},
			{heap: 0, take: 1},
		]);
		const review = reviewOf(recordOf(state));
		expect(review.timing).toBe('too-big');
		expect(review.rows.map(r => r.grade.kind)).toEqual(['kept', 'lost', 'gave-away']);
		const text = linesText(reviewLines(review, {title: 'Nim', status: 'over'}, 0, {columns: 80, rows: 24}).lines);
		expect(text).toMatch(/1 P1 +take 5 from heap 1 \(30 → 25\) +7 → 0 +✓ kept the win \(too big to time\)\n/);
		expect(text).toMatch(/2 P2 +take 1 from heap 1 \(25 → 24\) +0 → 1 +· was lost \(too big to time\)\n/);
		expect(text).toMatch(/3 P1 +take 1 from heap 1 \(24 → 23\) +1 → 14 +✗ gave the win away\n/);
		expect(text).toContain('(too big to time: grades say won or lost only)');
	});

	it('before the search has run are not called too big', () => {
		const state = played({game: 'nim', heaps: [3, 4, 5]}, [{heap: 0, take: 2}]);
		const review = reviewOf(recordOf(state), {remoteness: false});
		expect(review.timing).toBe('pending');
		expect(review.rows[0]!.grade).toEqual({kind: 'kept'});
		expect(linesText(timelineLines(review, 80))).not.toContain('too big');
	});

	it('come from the facts alone: a move is timed only when both positions are', () => {
		expect(gradeMove({outcome: 'N', remoteness: 5}, {outcome: 'P', remoteness: null})).toEqual({kind: 'kept'});
		expect(gradeMove({outcome: 'P', remoteness: null}, {outcome: 'N', remoteness: 3})).toEqual({kind: 'lost'});
		expect(gradeMove({outcome: 'N', remoteness: 5}, {outcome: 'N', remoteness: 3})).toEqual({kind: 'gave-away'});
		expect(gradeMove({outcome: 'N', remoteness: 5}, {outcome: 'P', remoteness: 8})).toEqual({kind: 'slower', by: 2});
		expect(gradeMove({outcome: 'P', remoteness: 8}, {outcome: 'N', remoteness: 3})).toEqual({kind: 'sooner', by: 2});
		expect(['fastest', 'slower', 'kept', 'gave-away', 'delayed', 'sooner', 'lost'].map(kind => gradeMark({kind, by: 1} as Grade)).join('')).toBe('✓✓✓✗···');
	});
});
