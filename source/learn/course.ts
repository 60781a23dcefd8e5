/**
 * The course: every lesson, in the order they build (one line each), and
 * how a lesson is passed. The course screens and `game-arcade learn` read
 * this list; a lesson is declared in its own file under `lessons/`.
 */
import {conceptIds} from './concepts.js';
import type {Lesson} from './lesson.js';
import {multiples} from './lessons/multiples.js';
import {nimSum} from './lessons/nim-sum.js';
import {mex} from './lessons/mex.js';
import {sums} from './lessons/sums.js';
import {periods} from './lessons/periods.js';
import {breaking} from './lessons/breaking.js';
import {staircase} from './lessons/staircase.js';
import {wythoff} from './lessons/wythoff.js';
import {zeckendorf} from './lessons/zeckendorf.js';
import {coins} from './lessons/coins.js';
import {nimMultiplication} from './lessons/nim-product.js';
import {colon} from './lessons/colon.js';
import {misere} from './lessons/misere.js';

// biome-ignore format: one lesson per line, in course order.
export const lessons: readonly Lesson[] = [
	multiples,
	nimSum,
	mex,
	sums,
	periods,
	breaking,
	staircase,
	wythoff,
	zeckendorf,
	coins,
	nimMultiplication,
	colon,
	misere,
];

/** Practice exercises after the worked example, before the mastery check. */
export const practiceCount = 3;
/** The mastery check: this many exercises, of which `masteryPass` must be right. */
export const masteryCount = 5;
export const masteryPass = 4;
/** The placement test: this many exercises per lesson, all of which must be right to place past it. */
export const placementPerLesson = 2;

/** The level (1..10) of an exercise: practice starts small; the mastery check is harder. */
export function exerciseLevel(stage: 'practice' | 'mastery' | 'placement' | 'review', index: number): number {
	switch (stage) {
		case 'practice':
			return 1 + index;
		case 'mastery':
			return 3 + index;
		case 'placement':
			return 4;
		case 'review':
			return 3;
	}
}

/** Every lesson's concept is one of the course's, once, in the concepts' order. */
export function checkCourse(): void {
	const ids = lessons.map(l => l.concept);
	if (ids.join() !== conceptIds.join()) throw new Error(`the lessons (${ids.join()}) do not follow the concepts (${conceptIds.join()})`);
}
