/**
 * A game's history kept whole: left with q, read back from the file and
 * resumed, it has its moves again (review, undo, the coach's note); a
 * version 4 game without moves still resumes; a mistake that lost the game
 * is taken back at the game-over screen; and which ended games count.
 */
import {describe, expect, it} from 'vitest';
import {lookupGame} from '../../../source/engine/catalog.js';
import type {Json} from '../../../source/engine/types.js';
import type {Dropped} from '../../../source/progress/faults.js';
import {emptyProgress, parseProgress, savedGameOf, serializeProgress, withSavedGame, type SavedGame} from '../../../source/progress/progress.js';
import {boardFor} from '../../../source/ui/boards/index.js';
import {
	initMatch,
	isCounted,
	leftGame,
	matchReducer,
	movesMade,
	recordOf,
	takeBackAtEnd,
	takenBackConfig,
	type MatchState,
} from '../../../source/ui/match/state.js';
import {reviewOf} from '../../../source/ui/review/review.js';
import {resumeOf} from '../../../source/ui/setup/state.js';
import {newMatch} from '../helpers.js';

/** Plays the moves in turn, the computer's as given. */
function play(state: MatchState, moves: readonly Json[]): MatchState {
	let next = state;
	for (const move of moves) {
		// The perfect computer, lost, offers to fast-forward: played out instead.
		if (next.pending?.kind === 'concede') next = matchReducer(next, {type: 'no'});
		if (next.phase === 'computer')
			next = matchReducer(next, {type: 'computer', serial: next.serial, move: next.config.game.parseMove(move, next.position, 'move')});
		else next = matchReducer(next, {type: 'play', move});
	}
	return next;
}

/** Leaves the game with q, writes the progress file, reads it back and resumes the game. */
function leaveAndResume(state: MatchState, coach = true): MatchState {
	const id = state.config.game.id;
	const left = leftGame(state)!;
	const text = serializeProgress(withSavedGame(emptyProgress(), id, left));
	const dropped: Dropped[] = [];
	const saved = savedGameOf(parseProgress(text, dropped), id);
	expect(dropped).toEqual([]);
	const resume = resumeOf(lookupGame(id)!, boardFor(id), saved, coach)!;
	return initMatch(resume.config);
}

const key = (s: MatchState) => s.config.game.key(s.position);

describe('a game left with q and resumed', () => {
	// Nim 3 4 6 (nim-sum 1): 1 from heap 2 is a mistake (3 3 6, nim-sum 6); the computer answers 2 from heap 3.
	const moves: Json[] = [
		{heap: 1, take: 1},
		{heap: 2, take: 2},
	];

	it('comes back with its history: the review lists the moves and the mistake, the count goes on', () => {
		const played = play(newMatch({game: 'nim', heaps: [3, 4, 6]}), moves);
		expect(played.phase).toBe('human');
		const resumed = leaveAndResume(played);
		expect(key(resumed)).toBe(key(played));
		expect(resumed.toMove).toBe(0);
		expect(resumed.history.map(t => t.words)).toEqual(played.history.map(t => t.words));
		expect(movesMade(resumed)).toBe(2);
		const review = reviewOf(recordOf(resumed), {remoteness: false});
		expect(review.rows).toHaveLength(2);
		expect(review.mistakes[0]).toBe(1);
		// The coach's note on the mistake made before leaving is there again, short as it was once the computer had replied.
		expect(resumed.coach).toBe(played.coach);
		expect(resumed.coach).toBe('Your last move handed the win to the computer. u takes it back.');
	});

	it('undo takes back the move made before leaving', () => {
		const resumed = leaveAndResume(play(newMatch({game: 'nim', heaps: [3, 4, 6]}), moves));
		const undone = matchReducer(resumed, {type: 'undo'});
		expect(undone.message?.text).toBe('Undone: take 1 from heap 2 (4 → 3).');
		expect(undone.config.game.toJSON(undone.position)).toEqual({game: 'nim', heaps: [3, 4, 6]});
		expect(undone.history).toHaveLength(0);
	});

	it('keeps the moves of a resumed game through a second leave, and a restart goes back to the real start', () => {
		const once = leaveAndResume(play(newMatch({game: 'nim', heaps: [3, 4, 6]}), moves));
		const more = play(once, [{heap: 0, take: 1}]);
		const twice = leaveAndResume(play(more, [{heap: 1, take: 1}]));
		expect(twice.history).toHaveLength(4);
		expect(movesMade(twice)).toBe(4);
		const restarted = matchReducer(matchReducer(twice, {type: 'restart'}), {type: 'yes'});
		expect(restarted.config.game.toJSON(restarted.position)).toEqual({game: 'nim', heaps: [3, 4, 6]});
		expect(movesMade(restarted)).toBe(0);
	});

	it('resumes a version 4 game (no moves kept) from its position; q asks first and keeps it again', () => {
		const old: SavedGame = {position: {game: 'nim', heaps: [3, 3, 6]}, opponent: 'perfect', toMove: 0, hints: false, moves: 2};
		const text = JSON.stringify({format: 'game-arcade progress', version: 4, games: {}, saved: {nim: old}});
		const saved = savedGameOf(parseProgress(text), 'nim');
		expect(saved).toEqual(old);
		const resumed = initMatch(resumeOf(lookupGame('nim')!, boardFor('nim'), saved, true)!.config);
		expect(resumed.config.game.toJSON(resumed.position)).toEqual(old.position);
		expect(resumed.history).toHaveLength(0);
		expect(movesMade(resumed)).toBe(2);
		// Before this fix a resumed game with no new move left at once, and was lost.
		const asked = matchReducer(resumed, {type: 'quit'});
		expect(asked.pending).toEqual({kind: 'leave'});
		expect(leftGame(asked)).toMatchObject({position: old.position, moves: 2});
	});
});

/** A perfect-computer game of Nim 1 2 where the player takes 2 from heap 2 (a mistake): the computer takes the last token. */
function lostAtOnce(): MatchState {
	return play(newMatch({game: 'nim', heaps: [1, 2]}), [
		{heap: 1, take: 2},
		{heap: 0, take: 1},
	]);
}

describe('a mistake that ends the game, taken back at the game-over screen', () => {
	it('is found, and the coach has spoken about it', () => {
		const over = lostAtOnce();
		expect(over.phase).toBe('over');
		expect(over.winner).toBe(1);
		const record = recordOf(over);
		expect(takeBackAtEnd(record)?.at).toBe(0);
		expect(record.coach).toContain('That handed the win to the computer: take 1 from heap 2 (2 → 1) kept it (on the board before your move).');
	});

	it('goes back to play before the mistake, with the history before it', () => {
		const over = play(newMatch({game: 'nim', heaps: [2, 2, 1]}), [
			{heap: 2, take: 1},
			{heap: 0, take: 1},
			{heap: 1, take: 2},
			{heap: 0, take: 1},
		]);
		// 2 2 1 → 2 2 0 (kept) → 1 2 0 → you take 2 from heap 2: 1 0 0 (a mistake) → the computer takes the last.
		expect(over.phase).toBe('over');
		const config = takenBackConfig(recordOf(over))!;
		const back = initMatch(config);
		expect(back.phase).toBe('human');
		expect(back.config.game.toJSON(back.position)).toEqual({game: 'nim', heaps: [1, 2, 0]});
		expect(back.history).toHaveLength(2);
		expect(back.message?.text).toBe('Undone: take 2 from heap 2 (2 → 0).');
		// Playing the winning move from there wins.
		const won = play(back, [
			{heap: 1, take: 1},
			{heap: 0, take: 1},
			{heap: 1, take: 1},
		]);
		expect(won.winner).toBe(0);
	});

	it('is not offered after a win, a resignation, a loss from a lost position, or a computer that lost', () => {
		const won = play(newMatch({game: 'nim', heaps: [1, 2]}), [
			{heap: 1, take: 1},
			{heap: 0, take: 1},
			{heap: 1, take: 1},
		]);
		expect(won.winner).toBe(0);
		expect(takeBackAtEnd(recordOf(won))).toBeNull();
		const resigned = matchReducer(matchReducer(newMatch({game: 'nim', heaps: [1, 2]}), {type: 'resign'}), {type: 'yes'});
		expect(takeBackAtEnd(recordOf(resigned))).toBeNull();
		// 1 1: lost from the start; whatever the player takes, the computer takes the last.
		const lost = play(newMatch({game: 'nim', heaps: [1, 1]}), [
			{heap: 0, take: 1},
			{heap: 1, take: 1},
		]);
		expect(lost.winner).toBe(1);
		expect(takeBackAtEnd(recordOf(lost))).toBeNull();
	});

	it("between friends, takes back the loser's mistake and the winning reply", () => {
		const over = play(newMatch({game: 'nim', heaps: [1, 2]}, {opponent: 'friend'}), [
			{heap: 1, take: 2},
			{heap: 0, take: 1},
		]);
		const back = initMatch(takenBackConfig(recordOf(over))!);
		expect(back.history).toHaveLength(0);
		expect(back.toMove).toBe(0);
	});

	it('in misère play, the move that ends the game and loses it', () => {
		// Misère Nim with one heap of 2: taking 1 wins; taking both is the last move, and loses.
		const over = play(newMatch({game: 'nim', heaps: [2], misere: true}), [{heap: 0, take: 2}]);
		expect(over.phase).toBe('over');
		expect(over.winner).toBe(1);
		expect(takeBackAtEnd(recordOf(over))?.at).toBe(0);
		expect(recordOf(over).coach).toContain('That handed the win to the computer');
	});
});

describe('which ended games count', () => {
	it('a resignation at move 1 counts; a game ended by nobody moving, or between friends, does not', () => {
		const resigned = matchReducer(matchReducer(newMatch({game: 'nim', heaps: [3, 4]}), {type: 'resign'}), {type: 'yes'});
		expect(resigned.phase).toBe('over');
		expect(isCounted(recordOf(resigned))).toBe(true);
		expect(isCounted(recordOf(newMatch({game: 'nim', heaps: [0, 0]})))).toBe(false);
		const friends = matchReducer(matchReducer(newMatch({game: 'nim', heaps: [3, 4]}, {opponent: 'friend'}), {type: 'resign'}), {type: 'yes'});
		expect(isCounted(recordOf(friends))).toBe(false);
	});

	it('a resumed game resigned before any new move counts', () => {
		const old: SavedGame = {position: {game: 'nim', heaps: [3, 3, 6]}, opponent: 'perfect', toMove: 0, hints: false, moves: 2};
		const resumed = initMatch(resumeOf(lookupGame('nim')!, boardFor('nim'), old, true)!.config);
		const resigned = matchReducer(matchReducer(resumed, {type: 'resign'}), {type: 'yes'});
		expect(isCounted(recordOf(resigned))).toBe(true);
	});
});

describe('a saved game whose moves do not lead to its position (a file edited by hand, not read through the checks)', () => {
	it('resumes from the position, without the moves', () => {
		const saved: SavedGame = {
			position: {game: 'nim', heaps: [1, 4, 5]},
			opponent: 'perfect',
			toMove: 0,
			hints: false,
			moves: 2,
			start: {game: 'nim', heaps: [3, 4, 5]},
			history: [
				{move: {heap: 0, take: 1}, by: 0},
				{move: {heap: 1, take: 1}, by: 1},
			],
		};
		const resume = resumeOf(lookupGame('nim')!, boardFor('nim'), saved, true)!;
		expect(resume.config.replay).toBeUndefined();
		const state = initMatch(resume.config);
		expect(state.config.game.toJSON(state.position)).toEqual(saved.position);
		expect(movesMade(state)).toBe(2);
		const broken = resumeOf(lookupGame('nim')!, boardFor('nim'), {...saved, start: {game: 'nim', heaps: [-1]}}, true)!;
		expect(broken.config.replay).toBeUndefined();
	});
});
