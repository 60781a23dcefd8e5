/**
 * The course and the learner model meet here: the map's records read from
 * the model, each course event recorded in it, and exercises chosen near
 * the learner's rating for the lesson's concept.
 */
import {choosePuzzle, puzzleDifficulty, type PuzzleSetting} from '../../learn/difficulty.js';
import {lessons} from '../../learn/course.js';
import {exerciseOf, gameOf, type ExerciseKind, type Lesson} from '../../learn/lesson.js';
import {conceptRecord, dueReviews, lessonStatus, ratingOf, type LearnerModel} from '../../learn/learner-model.js';
import type {Rng} from '../../engine/types.js';
import type {AnyBoard} from '../boards/types.js';
import type {CourseEnv, CourseEvent, CourseRecord, Posed} from './state.js';

/** Every lesson's state, the learner's rating for its concept (after a first answer) and whether it is due for review. */
export function courseRecords(model: LearnerModel, now: number): CourseRecord[] {
	const due = new Set(dueReviews(model, now));
	return lessons.map(lesson => ({
		status: lessonStatus(model, lesson.concept),
		rating: conceptRecord(model, lesson.concept).answered === 0 ? null : ratingOf(model, lesson.concept),
		due: due.has(lesson.concept),
	}));
}

/** The learner model's updates (Glicko-2 and FSRS): passed in, so that their libraries load after the first frame. */
export type LearnerUpdates = Pick<typeof import('../../learn/learner.js'), 'recordAnswer' | 'withLesson'>;

/**
 * The model after a course event: an answer moves the concept's rating and
 * review (but a placement test's answer on a lesson never begun schedules no
 * review: a miss there is not something forgotten); a lesson begun or
 * mastered is kept.
 */
export function recordCourseEvent(updates: LearnerUpdates, model: LearnerModel, event: CourseEvent, now: number): LearnerModel {
	if (event.type === 'answer') {
		const studied = lessonStatus(model, event.concept) === 'started' || lessonStatus(model, event.concept) === 'mastered';
		return updates.recordAnswer(model, event.concept, event.rating, event.right, now, event.stage !== 'placement' || studied);
	}
	return updates.withLesson(model, event.concept, {status: event.status});
}

/** Candidate exercises drawn for each one posed: the one nearest the learner's rating is chosen. */
export const candidates = 4;

/**
 * An exercise near the learner's rating: `candidates` are drawn at levels
 * around the stage's level, each measured by the solver (`puzzleDifficulty`),
 * and the one nearest the learner's rating for the concept (moved by the
 * easier/harder setting) is posed.
 */
export function pickNear(model: () => LearnerModel): CourseEnv['pick'] {
	return (lesson: Lesson, kind: ExerciseKind, level: number, rng: Rng, setting: PuzzleSetting): Posed => {
		const drawn = Array.from({length: candidates}, (_, i) => {
			const exercise = exerciseOf(lesson, kind, rng, Math.max(1, Math.min(10, level - 1 + i)));
			const game = gameOf(exercise.position);
			const rating = puzzleDifficulty(game, game.parse(exercise.position, '')).rating;
			return {item: {...exercise, rating}, rating};
		});
		return choosePuzzle(drawn, ratingOf(model(), lesson.concept).rating, setting);
	};
}

export function courseEnv(board: (gameId: string) => AnyBoard, model: () => LearnerModel): CourseEnv {
	return {board, pick: pickNear(model)};
}
