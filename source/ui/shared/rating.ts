/**
 * A rating and a puzzle's difficulty in the same words on every screen (the
 * course map and its exercises, the trainer, the Stats screen), and what a
 * rating means, in a line.
 */
import type {PuzzleSetting} from '../../learn/difficulty.js';
import {provisionalRd, startRating} from '../../learn/learner-model.js';
import {ratingWords as w} from '../../i18n/rating/index.js';

/** "1561 ± 60", or "~1561 ± 290" while the rating is provisional (its RD above `provisionalRd`); `tight` writes "±60". */
export function ratingText(rating: number, rd: number, tight = false): string {
	const mark = rd > provisionalRd ? '~' : '';
	return `${mark}${Math.round(rating)} ${tight ? '±' : '± '}${Math.round(rd)}`;
}

/** A puzzle's difficulty with the setting it was chosen at: "difficulty: 1504, normal". */
export function difficultyText(rating: number, setting: PuzzleSetting): string {
	return w('difficulty', {rating: Math.round(rating), setting: w(setting)});
}

/**
 * What a rating says, in a line. The numbers are the model's: every rating
 * starts at `startRating`, and against a puzzle 200 points below it
 * Glicko-2 expects 1 / (1 + 10^(−g·200/400)) ≈ 0.76 right answers, g ≈ 0.99
 * for the puzzle's RD of 50 (checked by the course's tests).
 */
export function ratingMeaning(): string {
	return w('meaning', {start: startRating});
}
