/**
 * The course's keys as one map: the screen takes only these, and the `?`
 * help lists them. What a key does depends on the page (the map, a lesson's
 * pages, the worked example, an exercise, its feedback): the reducer reads
 * it in `state.ts`; the help says it per page.
 */
import {charRange, type KeyMap} from '../key-map.js';
import type {KeyName} from '../keys.js';
import {keyWords} from '../../i18n/keys/index.js';

const same = (name: KeyName): KeyName => name;

export const courseKeys: KeyMap<KeyName> = [
	{keys: ['up', 'down', 'k', 'j'], help: () => keyWords('courseChooseLessonMap'), action: same},
	{keys: ['home', 'end'], help: () => keyWords('courseFirstLastLesson'), action: same},
	{keys: charRange('0', '9'), help: () => keyWords('courseLessonByIts'), action: same},
	{keys: ['enter', 'space'], help: () => keyWords('courseOpenLessonNext'), action: same},
	{keys: ['left', 'right', 'h'], help: () => keyWords('coursePreviousNextPage'), action: same},
	{keys: ['backspace'], help: () => keyWords('coursePreviousPageExercise'), action: same},
	{keys: ['w', 'n'], help: () => keyWords('courseWinLossExercise'), action: same},
	{keys: ['l'], help: () => keyWords('courseWinLossExercise2'), action: same},
	{keys: ['p'], help: () => keyWords('coursePlacementTestMap'), action: same},
	{keys: ['x'], help: () => keyWords('courseSkipExercises'), action: same},
	{keys: ['e'], help: () => keyWords('courseWholeExplanationIts'), action: same},
	{keys: ['r'], help: () => keyWords('courseReviewConceptsThat'), action: same},
	{keys: ['d'], help: () => keyWords('courseExercisesNearYour'), action: same},
	{keys: ['b'], help: () => keyWords('courseAfterFailedMastery'), action: same},
	{keys: ['q', 'escape'], help: () => keyWords('courseBackCourseMap'), action: same},
];
