/**
 * The computer's choice of move, pure: the arcade runs it in a worker
 * thread (source/think/), tests in-process. The players and their policies
 * are in players.ts.
 */
import {firstMove, playerMove, type Opponent, type TeacherState} from './players.js';
import type {AnyGame} from './types.js';

export type {Opponent, TeacherState};

/**
 * The computer's move for its opponent setting (a friend plays as the
 * perfect computer would, should one be asked). `roll` and `pick` are random
 * numbers in [0, 1), drawn by the caller; `teacher` is the teacher's
 * givebacks left and whether the learner has just erred.
 */
export function chooseComputerMove(game: AnyGame, position: unknown, opponent: Opponent, roll: number, pick: number, teacher?: TeacherState): unknown {
	return playerMove(game, position, opponent === 'friend' ? 'perfect' : opponent, roll, pick, teacher);
}

/** The computer's quick answer, when its think is stopped or fails: the first legal move (null when there is none). */
export function quickMove(game: AnyGame, position: unknown): unknown {
	return firstMove(game, position);
}
