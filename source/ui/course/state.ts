/**
 * The course, as a pure reducer: the course map (every lesson with its
 * state), a lesson run (its pages, the worked example played move by move,
 * practice exercises, the mastery check), the placement test and the review
 * of what is due. Every answer is judged by the engine (`learn/lesson.ts`)
 * and reported as an event; the app records it in the learner model.
 */
import type {AnyGame, Json, Rng} from '../../engine/types.js';
import {refusalWords} from '../../i18n/refusal/index.js';
import {randInt, seeded} from '../../engine/random.js';
import {conceptOf, type ConceptId} from '../../learn/concepts.js';
import type {LessonStatus} from '../../learn/learner-model.js';
import {exerciseLevel, lessons, masteryCount, masteryPass, placementPerLesson, practiceCount} from '../../learn/course.js';
import {
	anyKind,
	gameOf,
	judgeMove,
	judgeOutcome,
	judgeValue,
	workedExample,
	type ExampleStep,
	type Exercise,
	type ExerciseKind,
	type Lesson,
	type Verdict,
} from '../../learn/lesson.js';
import {puzzleSettings, type PuzzleSetting} from '../../learn/difficulty.js';
import type {AnyBoard, BoardKey} from '../boards/types.js';
import type {KeyName} from '../keys.js';
import {matchAction} from '../match/index.js';
import {courseWords as w} from '../../i18n/course/index.js';
import {moveWords} from '../../i18n/explain/index.js';

/** What the course map shows of the learner, per lesson (course order). */
export interface CourseRecord {
	readonly status: LessonStatus;
	/** The learner's rating for the concept, with its deviation; null before any answer. */
	readonly rating: {readonly rating: number; readonly rd: number} | null;
	/** The concept is due for review. */
	readonly due: boolean;
}

/** An exercise as posed: with the difficulty rating it was measured at. */
export interface Posed extends Exercise {
	/** The puzzle's difficulty on the rating scale (the learner's rating moves against it). */
	readonly rating: number;
}

export interface CourseEnv {
	readonly board: (gameId: string) => AnyBoard;
	/** An exercise of the kind for the lesson, at about the level, chosen near the learner's rating (moved by the setting) where the app knows it. */
	readonly pick: (lesson: Lesson, kind: ExerciseKind, level: number, rng: Rng, setting: PuzzleSetting) => Posed;
}

/** What the course tells the app: each answer (for the ratings and the review schedule) and each lesson begun or mastered. */
export type CourseEvent =
	| {
			readonly type: 'answer';
			readonly concept: ConceptId;
			readonly right: boolean;
			readonly rating: number;
			/** Where it was answered: a placement test's miss on a lesson never studied schedules no review. @default a lesson's exercise */
			readonly stage?: Stage;
	  }
	| {readonly type: 'lesson'; readonly concept: ConceptId; readonly status: 'started' | 'mastered'};

export type Stage = 'practice' | 'mastery' | 'placement' | 'review';
export type RunPhase = 'pages' | 'example' | 'exercise' | 'feedback' | 'result';

export interface Answered extends Verdict {
	/** What the learner answered, in words. */
	readonly said: string;
}

export interface Run {
	readonly stage: Stage;
	/** The lesson being taught or tested (course order). */
	readonly lesson: number;
	readonly phase: RunPhase;
	readonly page: number;
	readonly example: readonly ExampleStep[];
	readonly step: number;
	/** Exercises posed in this stage (for placement: for this lesson), and how many were right. */
	readonly asked: number;
	readonly right: number;
	readonly exercise: Posed | null;
	/** The board's cursor, for a move exercise. */
	readonly pointer: unknown;
	/** What has been typed, for a value exercise. */
	readonly typed: string;
	readonly answer: Answered | null;
	/** Review: the lessons still to review after this one. */
	readonly queue: readonly number[];
	/** Placement: the lessons placed out of so far. */
	readonly placed: number;
	/** The run's outcome, on its last screen. */
	readonly result: {readonly good: boolean; readonly title: string; readonly lines: readonly string[]} | null;
	/** The explanation (the worked example's reasoning, or the feedback) on the whole screen (e). @default false */
	readonly full?: boolean;
	/** The positions posed in this run (as `positionKey` writes them): none is posed twice. */
	readonly seen: readonly string[];
	/** The mastery check's first kind: it goes through the lesson's kinds from there. */
	readonly kindStart: number;
	/** Answers in the whole run, and how many were right (a review's score, across its lessons). */
	readonly total: {readonly asked: number; readonly right: number};
}

export interface CourseState {
	readonly env: CourseEnv;
	readonly records: readonly CourseRecord[];
	/** The lesson under the cursor on the map. */
	readonly cursor: number;
	readonly run: Run | null;
	readonly message: {readonly text: string; readonly tone: 'error' | 'info'} | null;
	readonly seed: number;
	/** Exercises nearer the learner's rating, or easier or harder than it (d on the map). */
	readonly setting: PuzzleSetting;
	/** Exercises posed so far: the n-th is drawn from its own seed. */
	readonly posed: number;
	/** Every event, in order: the screen reports each once. */
	readonly events: readonly CourseEvent[];
	readonly leave: boolean;
}

export type CourseAction =
	| {readonly type: 'key'; readonly name: KeyName}
	/** The learner's records changed (after an event was recorded). */
	| {readonly type: 'records'; readonly records: readonly CourseRecord[]}
	/** Open a lesson directly (`game-arcade learn N`). */
	| {readonly type: 'open'; readonly lesson: number}
	/** A move given as JSON, as if built on the board (a move exercise). */
	| {readonly type: 'play'; readonly move: Json}
	/** A click on a lesson of the map: opens it, as Enter on it does. */
	| {readonly type: 'pick'; readonly lesson: number}
	/** A key for the board of a move exercise (a click on it is a pick). */
	| {readonly type: 'board'; readonly key: BoardKey};

export interface CourseInit {
	readonly env: CourseEnv;
	readonly records: readonly CourseRecord[];
	readonly seed: number;
	/** A lesson to open at once (course order), if any. */
	readonly lesson?: number;
}

/** The first lesson not yet mastered (the last one when all are). */
export function nextLesson(records: readonly CourseRecord[]): number {
	const i = records.findIndex(r => r.status !== 'mastered');
	return i < 0 ? records.length - 1 : i;
}

export function initCourse({env, records, seed, lesson}: CourseInit): CourseState {
	const state: CourseState = {env, records, cursor: nextLesson(records), run: null, message: null, seed, setting: 'normal', posed: 0, events: [], leave: false};
	return lesson === undefined ? state : courseReducer(state, {type: 'open', lesson});
}

/** The seed of the n-th exercise of a session. */
function exerciseRng(state: CourseState): Rng {
	return seeded((Math.imul(state.seed >>> 0, 0x9e3779b1) + Math.imul(state.posed + 1, 0x85ebca6b)) >>> 0);
}

function emptyRun(stage: Stage, lesson: number, phase: RunPhase): Run {
	return {
		stage,
		lesson,
		phase,
		page: 0,
		example: [],
		step: 0,
		asked: 0,
		right: 0,
		exercise: null,
		pointer: null,
		typed: '',
		answer: null,
		queue: [],
		placed: 0,
		result: null,
		seen: [],
		kindStart: 0,
		total: {asked: 0, right: 0},
	};
}

/** Where a mastery check starts in the lesson's kinds: drawn, so checks differ. */
function checkStart(state: CourseState, lesson: Lesson): number {
	return randInt(exerciseRng(state), 0, lesson.kinds.length - 1);
}

/** Draws for an exercise not yet posed in the run before one is taken anyway. */
const freshDraws = 8;

/** A position as the learner sees it: heaps in any order, and a pair and its mirror, are the same question. */
export function positionKey(position: Json): string {
	if (typeof position !== 'object' || position === null || Array.isArray(position)) return JSON.stringify(position);
	const heaps = position['heaps'];
	const sorted = Array.isArray(heaps) ? {...position, heaps: [...heaps].sort((a, b) => Number(a) - Number(b))} : position;
	return JSON.stringify(sorted);
}

/**
 * The kind of the run's next exercise: practice meets the kinds in the
 * lesson's order; a check goes through all of them from a random start, so
 * it mixes them; the placement test and the review draw them.
 */
function nextKind(lesson: Lesson, run: Run, rng: Rng): ExerciseKind {
	const n = lesson.kinds.length;
	if (run.stage === 'practice') return lesson.kinds[run.asked % n]!;
	if (run.stage === 'mastery') return lesson.kinds[(run.kindStart + run.asked) % n]!;
	return anyKind(lesson, rng);
}

/** Poses the next exercise of the run's stage: never a position already posed in the run (nor its mirror). */
function pose(state: CourseState, run: Run): CourseState {
	const lesson = lessons[run.lesson]!;
	let posed = state.posed;
	let exercise: Posed | null = null;
	for (let i = 0; i < freshDraws; i++) {
		const rng = exerciseRng({...state, posed});
		posed++;
		const kind = nextKind(lesson, run, rng);
		exercise = state.env.pick(lesson, kind, exerciseLevel(run.stage, run.asked), rng, state.setting);
		if (!run.seen.includes(positionKey(exercise.position))) break;
	}
	const found = exercise!;
	const game = gameOf(found.position);
	const pointer = found.kind === 'move' ? startPointer(state.env.board(game.id), game, game.parse(found.position, '')) : null;
	return {
		...state,
		posed,
		message: null,
		run: {...run, phase: 'exercise', exercise: found, pointer, typed: '', answer: null, full: false, seen: [...run.seen, positionKey(found.position)]},
	};
}

/** Whether Enter with this pointer would play a winning move. */
function startsOnWin(board: AnyBoard, game: AnyGame, position: unknown, pointer: unknown): boolean {
	const result = board.key(position, pointer, {kind: 'confirm'}, null);
	if (result?.move === undefined) return false;
	try {
		return game.outcome(game.apply(position, game.parseMove(result.move, position, 'move'))) === 'P';
	} catch {
		return false;
	}
}

const steps: readonly BoardKey[] = [{kind: 'down'}, {kind: 'right'}, {kind: 'up'}, {kind: 'left'}];

/**
 * The cursor a move exercise starts with: the board's own, unless Enter
 * there would already play a winning move; then the nearest one (a few arrow
 * keys away) where it would not, so the answer is never given away.
 */
function startPointer(board: AnyBoard, game: AnyGame, position: unknown): unknown {
	const first = board.init(position);
	const keyOf = (pointer: unknown) => JSON.stringify(pointer, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
	let frontier = [first];
	const seen = new Set([keyOf(first)]);
	for (let depth = 0; depth < 6 && frontier.length > 0; depth++) {
		const next: unknown[] = [];
		for (const pointer of frontier) {
			if (!startsOnWin(board, game, position, pointer)) return pointer;
			for (const step of steps) {
				const moved = board.key(position, pointer, step, null)?.pointer;
				const key = keyOf(moved);
				if (moved === undefined || seen.has(key)) continue;
				seen.add(key);
				next.push(moved);
			}
		}
		frontier = next;
	}
	return first;
}

function withRecord(records: readonly CourseRecord[], index: number, status: LessonStatus): CourseRecord[] {
	return records.map((r, i) => {
		if (i === index) return {...r, status};
		// Mastering a lesson opens the next.
		if (status === 'mastered' && i === index + 1 && r.status === 'locked') return {...r, status: 'open'};
		return r;
	});
}

function openLesson(state: CourseState, index: number): CourseState {
	const record = state.records[index];
	if (!record) return {...state, message: {text: w('noSuchLesson', {number: index + 1, count: lessons.length}), tone: 'error'}};
	if (record.status === 'locked')
		return {
			...state,
			cursor: index,
			message: {
				text: w('lockedLesson', {number: index + 1, open: nextLesson(state.records) + 1, title: title(nextLesson(state.records))}),
				tone: 'error',
			},
		};
	const concept = lessons[index]!.concept;
	const started = record.status === 'open';
	return {
		...state,
		cursor: index,
		message: null,
		records: started ? withRecord(state.records, index, 'started') : state.records,
		events: started ? [...state.events, {type: 'lesson', concept, status: 'started'}] : state.events,
		run: {...emptyRun('practice', index, 'pages'), example: workedExample(lessons[index]!)},
	};
}

/** The lessons due for review, in course order. */
export function dueLessons(records: readonly CourseRecord[]): number[] {
	return records.flatMap((r, i) => (r.due ? [i] : []));
}

function mapKey(state: CourseState, name: KeyName): CourseState {
	const count = lessons.length;
	switch (name) {
		case 'up':
		case 'k':
			return {...state, cursor: (state.cursor + count - 1) % count, message: null};
		case 'down':
		case 'j':
			return {...state, cursor: (state.cursor + 1) % count, message: null};
		case 'home':
			return {...state, cursor: 0, message: null};
		case 'end':
			return {...state, cursor: count - 1, message: null};
		case 'enter':
		case 'space':
			return openLesson(state, state.cursor);
		case 'p': {
			const from = nextLesson(state.records);
			if (state.records.every(r => r.status === 'mastered')) return {...state, message: {text: w('allMastered'), tone: 'info'}};
			return pose(state, {...emptyRun('placement', from, 'exercise'), placed: 0});
		}
		case 'r': {
			const due = dueLessons(state.records);
			if (due.length === 0) return {...state, message: {text: w('nothingDue'), tone: 'info'}};
			return pose(state, {...emptyRun('review', due[0]!, 'exercise'), queue: due.slice(1)});
		}
		case 'd': {
			const setting = puzzleSettings[(puzzleSettings.indexOf(state.setting) + 1) % puzzleSettings.length]!;
			const said = {easier: w('settingEasier'), normal: w('settingNormal'), harder: w('settingHarder')}[setting];
			return {...state, setting, message: {text: said, tone: 'info'}};
		}
		case 'q':
		case 'escape':
			return {...state, leave: true};
		default:
			if (/^[0-9]$/.test(name)) {
				// 1–9 jump to that lesson on the map; 0 to the tenth.
				const index = name === '0' ? 9 : Number(name) - 1;
				return index < count ? {...state, cursor: index, message: null} : state;
			}
			return state;
	}
}

function leaveRun(state: CourseState): CourseState {
	return {...state, run: null, message: null};
}

function pagesKey(state: CourseState, run: Run, name: KeyName): CourseState {
	const lesson = lessons[run.lesson]!;
	switch (name) {
		case 'enter':
		case 'space':
		case 'right':
		case 'l':
			if (run.page + 1 < lesson.pages.length) return {...state, run: {...run, page: run.page + 1}};
			return {...state, run: {...run, phase: 'example', step: 0}};
		case 'left':
		case 'h':
		case 'backspace':
			return {...state, run: {...run, page: Math.max(0, run.page - 1)}};
		case 'x':
			// Straight to the exercises.
			return pose(state, {...run, stage: 'practice', asked: 0, right: 0});
		case 'q':
		case 'escape':
			return leaveRun(state);
		default:
			return state;
	}
}

function exampleKey(state: CourseState, run: Run, name: KeyName): CourseState {
	if (name === 'e') return {...state, run: {...run, full: run.full !== true}};
	// On the whole screen, Enter and Esc come back to the board.
	if (run.full === true) return name === 'enter' || name === 'escape' || name === 'space' ? {...state, run: {...run, full: false}} : state;
	switch (name) {
		case 'enter':
		case 'space':
		case 'right':
		case 'l':
			if (run.step + 1 < run.example.length) return {...state, run: {...run, step: run.step + 1}};
			return pose(state, {...run, stage: 'practice', asked: 0, right: 0});
		case 'left':
		case 'h':
		case 'backspace':
			if (run.step > 0) return {...state, run: {...run, step: run.step - 1}};
			return {...state, run: {...run, phase: 'pages', page: lessons[run.lesson]!.pages.length - 1}};
		case 'x':
			return pose(state, {...run, stage: 'practice', asked: 0, right: 0});
		case 'q':
		case 'escape':
			return leaveRun(state);
		default:
			return state;
	}
}

/** Grades an answer: feedback, and an event for the learner model. */
function graded(state: CourseState, run: Run, verdict: Verdict, said: string, pointer: unknown = run.pointer): CourseState {
	const exercise = run.exercise!;
	const concept = lessons[run.lesson]!.concept;
	return {
		...state,
		message: null,
		events: [...state.events, {type: 'answer', concept, right: verdict.right, rating: exercise.rating, stage: run.stage}],
		run: {
			...run,
			pointer,
			phase: 'feedback',
			asked: run.asked + 1,
			right: run.right + (verdict.right ? 1 : 0),
			total: {asked: run.total.asked + 1, right: run.total.right + (verdict.right ? 1 : 0)},
			answer: {...verdict, said},
		},
	};
}

/** Back to the lesson's pages from an exercise (b): the exercises start over after the worked example. */
function backToPages(state: CourseState, run: Run): CourseState {
	return {
		...state,
		message: {text: w('pagesAgain'), tone: 'info'},
		run: {...run, phase: 'pages', page: 0, stage: 'practice', asked: 0, right: 0, exercise: null, pointer: null, typed: '', answer: null, full: false},
	};
}

/** Whether b goes back to the pages: in a lesson's own exercises (not in the placement test or the review, which have no pages of their own). */
function pagesReachable(run: Run): boolean {
	return run.stage === 'practice' || run.stage === 'mastery';
}

function exerciseKey(state: CourseState, run: Run, name: KeyName): CourseState {
	const exercise = run.exercise!;
	if (name === 'q') return leaveRun(state);
	if (name === 'b' && pagesReachable(run)) return backToPages(state, run);
	switch (exercise.kind) {
		case 'outcome':
			if (name === 'w' || name === 'n') return graded(state, run, judgeOutcome(exercise, 'N'), w('saidWin'));
			if (name === 'l' || name === 'p') return graded(state, run, judgeOutcome(exercise, 'P'), w('saidLoss'));
			if (name === 'escape') return leaveRun(state);
			if (name === 'enter' || name === 'space') return {...state, message: {text: w('pressWL'), tone: 'info'}};
			return state;
		case 'value': {
			if (/^[0-9]$/.test(name)) {
				if (run.typed.length >= 12) return {...state, message: {text: w('digitsAtMost', {count: 12}), tone: 'error'}};
				return {...state, message: null, run: {...run, typed: run.typed === '0' ? name : run.typed + name}};
			}
			if (name === 'backspace') return {...state, message: null, run: {...run, typed: run.typed.slice(0, -1)}};
			if (name === 'escape') return run.typed === '' ? leaveRun(state) : {...state, run: {...run, typed: ''}};
			if (name === 'enter' || name === 'space') {
				if (run.typed === '') return {...state, message: {text: w('typeNumber'), tone: 'error'}};
				return graded(state, run, judgeValue(exercise, BigInt(run.typed)), run.typed);
			}
			return /^\S$/.test(name) && name !== '?' ? {...state, message: {text: w('notDigit', {key: name}), tone: 'error'}} : state;
		}
		case 'move': {
			const action = matchAction(name);
			if (action?.type !== 'board' && !/^[0-9]$/.test(name)) return state;
			const key = /^[0-9]$/.test(name) ? ({kind: 'digit', digit: name} as const) : action!.type === 'board' ? action!.key : null;
			return key === null ? state : boardKey(state, run, key);
		}
	}
}

/** A key (or a click) on the board of a move exercise: the cursor moves, or the move built is played. */
function boardKey(state: CourseState, run: Run, key: BoardKey): CourseState {
	const exercise = run.exercise!;
	const game = gameOf(exercise.position);
	const board = state.env.board(game.id);
	const position = game.parse(exercise.position, '');
	const result = board.key(position, run.pointer, key, null);
	if (result === null) return key.kind === 'cancel' ? leaveRun(state) : state;
	if (result.error !== undefined) return {...state, message: {text: result.error, tone: 'error'}, run: {...run, pointer: result.pointer}};
	if (result.move === undefined) return {...state, message: null, run: {...run, pointer: result.pointer}};
	return playMove(state, run, result.move, result.pointer);
}

/** Checks a move given as JSON; an illegal one is refused with its reason and the exercise stays. */
function playMove(state: CourseState, run: Run, json: Json, pointer: unknown): CourseState {
	const exercise = run.exercise!;
	const game = gameOf(exercise.position);
	const position = game.parse(exercise.position, '');
	let move: unknown;
	try {
		move = game.parseMove(json, position, 'move');
	} catch (error) {
		return {...state, message: {text: refusalWords(error, game), tone: 'error'}, run: {...run, pointer}};
	}
	return graded(state, run, judgeMove(exercise, move, lessons[run.lesson]), moveWords(game, position, move), pointer);
}

/** After the feedback: the next exercise, the next stage, or the run's result. */
function afterFeedback(state: CourseState, run: Run): CourseState {
	const lesson = lessons[run.lesson]!;
	switch (run.stage) {
		case 'practice':
			if (run.asked < practiceCount) return pose(state, run);
			return withMessage(
				pose(state, {...run, stage: 'mastery', asked: 0, right: 0, kindStart: checkStart(state, lesson)}),
				w('checkStarts', {count: masteryCount, pass: masteryPass}),
			);
		case 'mastery': {
			const wrong = run.asked - run.right;
			if (run.asked < masteryCount && wrong <= masteryCount - masteryPass) return pose(state, run);
			if (run.right >= masteryPass) {
				const next = run.lesson + 1 < lessons.length ? w('nextOpen', {number: run.lesson + 2, title: title(run.lesson + 1)}) : w('courseDone');
				return {
					...state,
					records: withRecord(state.records, run.lesson, 'mastered'),
					events: [...state.events, {type: 'lesson', concept: lesson.concept, status: 'mastered'}],
					run: {
						...run,
						phase: 'result',
						result: {good: true, title: w('lessonMastered', {number: run.lesson + 1}), lines: [w('rightOf', {right: run.right, asked: run.asked}), next]},
					},
				};
			}
			// Ended early: say why, so the learner does not wonder where the other exercises went.
			const early = run.asked < masteryCount ? [w('checkStopped', {asked: run.asked, wrong, pass: masteryPass, count: masteryCount})] : [];
			return {
				...state,
				run: {
					...run,
					phase: 'result',
					result: {
						good: false,
						title: w('notYet'),
						lines: [w('checkNeeds', {right: run.right, asked: run.asked, pass: masteryPass, count: masteryCount}), ...early, w('checkAgain')],
					},
				},
			};
		}
		case 'placement': {
			if (run.answer !== null && !run.answer.right) return placementResult(state, run);
			if (run.asked < placementPerLesson) return pose(state, run);
			// Every exercise of this lesson right: placed past it.
			const records = withRecord(state.records, run.lesson, 'mastered');
			const placedState: CourseState = {...state, records, events: [...state.events, {type: 'lesson', concept: lesson.concept, status: 'mastered'}]};
			const next = records.findIndex((r, i) => i > run.lesson && r.status !== 'mastered');
			const placed = {...run, placed: run.placed + 1};
			if (next < 0) return placementResult(placedState, placed);
			return pose(placedState, {...placed, lesson: next, asked: 0, right: 0});
		}
		case 'review': {
			const [next, ...rest] = run.queue;
			if (next !== undefined) return pose(state, {...run, lesson: next, queue: rest, asked: 0, right: 0});
			return {
				...state,
				run: {
					...run,
					phase: 'result',
					result: {
						good: run.total.right === run.total.asked,
						title: w('reviewDone'),
						lines: [w('rightOf', {right: run.total.right, asked: run.total.asked}), w('reviewLater')],
					},
				},
			};
		}
	}
}

function withMessage(state: CourseState, text: string): CourseState {
	return {...state, message: {text, tone: 'info'}};
}

function placementResult(state: CourseState, run: Run): CourseState {
	const placed = run.placed;
	const open = nextLesson(state.records);
	const lines =
		placed === 0
			? [w('placeStart', {number: open + 1, title: title(open)})]
			: state.records.every(r => r.status === 'mastered')
				? [w('placedAll', {count: placed})]
				: [w('placedOut', {count: placed}), w('startAt', {number: open + 1, title: title(open)})];
	return {...state, cursor: open, run: {...run, phase: 'result', result: {good: placed > 0, title: w('placementTest'), lines}}};
}

function title(index: number): string {
	return lessonTitle(lessons[index]!.concept);
}

/** A lesson's title from its concept, in the language in force (read each time: the language can change while the arcade runs). */
export function lessonTitle(concept: ConceptId): string {
	return conceptOf(concept)?.title ?? concept;
}

function resultKey(state: CourseState, run: Run, name: KeyName): CourseState {
	const failedCheck = run.stage === 'mastery' && run.result !== null && !run.result.good;
	if (failedCheck && (name === 'enter' || name === 'space'))
		return pose(state, {...run, stage: 'mastery', asked: 0, right: 0, result: null, kindStart: checkStart(state, lessons[run.lesson]!)});
	if (failedCheck && name === 'b') return {...state, run: {...run, phase: 'pages', page: 0, result: null}};
	if (name === 'enter' || name === 'space' || name === 'q' || name === 'escape') {
		const cursor = run.stage === 'mastery' && run.result?.good ? Math.min(lessons.length - 1, run.lesson + 1) : state.cursor;
		return {...state, run: null, cursor, message: null};
	}
	return state;
}

export function courseReducer(state: CourseState, action: CourseAction): CourseState {
	switch (action.type) {
		case 'records':
			return {...state, records: action.records};
		case 'open':
			return openLesson(state, action.lesson);
		case 'play':
			if (state.run?.phase !== 'exercise' || state.run.exercise?.kind !== 'move') return state;
			return playMove(state, state.run, action.move, state.run.pointer);
		case 'pick':
			return state.run === null ? openLesson(state, action.lesson) : state;
		case 'board':
			if (state.run?.phase !== 'exercise' || state.run.exercise?.kind !== 'move') return state;
			return boardKey(state, state.run, action.key);
		case 'key': {
			const {run} = state;
			const name = action.name;
			if (run === null) return mapKey(state, name);
			switch (run.phase) {
				case 'pages':
					return pagesKey(state, run, name);
				case 'example':
					return exampleKey(state, run, name);
				case 'exercise':
					return exerciseKey(state, run, name);
				case 'feedback':
					if (name === 'e') return {...state, run: {...run, full: run.full !== true}};
					if (run.full === true && (name === 'escape' || name === 'enter' || name === 'space')) return {...state, run: {...run, full: false}};
					if (name === 'enter' || name === 'space') return afterFeedback(state, run);
					if (name === 'b' && pagesReachable(run)) return backToPages(state, run);
					if (name === 'q' || name === 'escape') return leaveRun(state);
					return state;
				case 'result':
					return resultKey(state, run, name);
			}
		}
	}
}
