/**
 * The learner model's data: its types, its queries (ratings, lessons, due
 * reviews, the strength estimate), its saved form (`learnerToJSON`,
 * `parseLearner`, `mergeLearners`) and the changes that need no rating or
 * scheduling library. Pure, and free of those libraries, so the progress
 * file and the screens read the model without loading them; `learner.ts`
 * (the whole API, updates included) brings them in.
 */
import type {JsonObject} from '../engine/types.js';
import {conceptIds, lessonNumber, type ConceptId} from './concepts.js';
import {fault, type FileFault, type Shown} from '../progress/faults.js';

/** Where every concept's rating starts: Glicko-2's usual 1500 ± 350, volatility 0.06. */
export const startRating = 1500;
export const startRd = 350;
export const startVolatility = 0.06;
/**
 * A rating is provisional while its RD is above this: Glicko-2 moves a new
 * rating a lot (from 1500 ± 350, the first answer moves it about 175 points,
 * the fourth about 70), and the screens mark it (`~1325`) until about four
 * answers have settled it.
 */
export const provisionalRd = 150;
/** Ratings are kept within this range (a rating outside it in a file is not ours). */
export const minRating = 0;
export const maxRating = 4000;
/** The RD given to a puzzle or a computer opponent: their strength is known, so an answer moves the learner's rating, not theirs. */
export const opponentRd = 50;
/** Rating points kept per concept for the chart (the oldest are dropped). */
export const maxHistory = 120;
/** The computer's levels (`level:K`, K from 1 to 8). */
export const levelCount = 8;
/** The largest lesson step kept (a page or step index of a lesson). */
export const maxStep = 1000;
/** The largest count kept: 2^53 − 1 (as in the progress file). */
const maxCount = Number.MAX_SAFE_INTEGER;
/** Games needed against the computer's levels before their strength is estimated. */
export const minEstimateGames = 4;

/**
 * The nominal rating of a computer opponent on the Glicko scale: level K
 * plays at 800 + 200·(K − 1) (level 1 at 800, level 8 at 2200), the perfect
 * computer at 2400, the top of the puzzles' scale (`difficulty.ts`).
 */
export function opponentRating(opponent: {readonly level: number} | 'perfect'): number {
	if (opponent === 'perfect') return 2400;
	const level = Math.min(levelCount, Math.max(1, Math.round(opponent.level)));
	return 800 + 200 * (level - 1);
}

/**
 * The rated opponent of a game against the computer, from the opponent's
 * name: "perfect", or "level:K" for K from 1 to 8. Null for anything else:
 * a friend, and the casual computer (its strength is not calibrated; the
 * levels replace it).
 */
export function opponentOf(name: string): {readonly level: number} | 'perfect' | null {
	if (name === 'perfect') return 'perfect';
	const level = /^level:([1-8])$/.exec(name);
	return level ? {level: Number(level[1])} : null;
}

/** A stored lesson state: 'locked' is "not begun" (whether it may be begun is `lessonStatus`). */
export type LessonState = 'locked' | 'started' | 'mastered';
/** A lesson as the course map shows it. */
export type LessonStatus = 'locked' | 'open' | 'started' | 'mastered';
const lessonStates: readonly LessonState[] = ['locked', 'started', 'mastered'];

/** ts-fsrs's card as plain JSON fields (times in ms since the epoch). */
export interface ReviewCard {
	readonly due: number;
	readonly stability: number;
	readonly difficulty: number;
	readonly elapsedDays: number;
	readonly scheduledDays: number;
	readonly learningSteps: number;
	readonly reps: number;
	readonly lapses: number;
	/** ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning. */
	readonly state: 0 | 1 | 2 | 3;
	readonly lastReview: number | null;
}

export interface RatingPoint {
	/** When, in ms since the epoch. */
	readonly at: number;
	readonly rating: number;
}

export interface ConceptRecord {
	/** Glicko-2 rating, rating deviation and volatility. */
	readonly rating: number;
	readonly rd: number;
	readonly volatility: number;
	/** The rating after each update, oldest first, at most `maxHistory`. */
	readonly history: readonly RatingPoint[];
	/** Exercises and trainer puzzles answered, and of those answered right (without the hint). */
	readonly answered: number;
	readonly right: number;
	/** The review card; null until the concept is first missed. */
	readonly card: ReviewCard | null;
	readonly lesson: LessonState;
	/** The page or step of the lesson reached (where it resumes). */
	readonly step: number;
}

export interface LevelRecord {
	readonly played: number;
	readonly won: number;
}

export interface LearnerModel {
	/** Every concept of the course, each with a record. */
	readonly concepts: ReadonlyMap<ConceptId, ConceptRecord>;
	/** Finished games against the computer's levels 1..8 (index K − 1). */
	readonly levels: readonly LevelRecord[];
	/** Finished games against the perfect computer. */
	readonly perfect: LevelRecord;
	/** The placement test was passed up to this lesson (0: not taken). */
	readonly placement: number;
}

const freshConcept: ConceptRecord = {
	rating: startRating,
	rd: startRd,
	volatility: startVolatility,
	history: [],
	answered: 0,
	right: 0,
	card: null,
	lesson: 'locked',
	step: 0,
};
const noGames: LevelRecord = {played: 0, won: 0};

export function emptyLearner(): LearnerModel {
	return {
		concepts: new Map(conceptIds.map(id => [id, freshConcept])),
		levels: Array.from({length: levelCount}, () => noGames),
		perfect: noGames,
		placement: 0,
	};
}

export function conceptRecord(model: LearnerModel, concept: ConceptId): ConceptRecord {
	return model.concepts.get(concept) ?? freshConcept;
}

/** The model with `concept`'s record replaced. */
export function withConceptRecord(model: LearnerModel, concept: ConceptId, record: ConceptRecord): LearnerModel {
	const concepts = new Map(model.concepts);
	concepts.set(concept, record);
	return {...model, concepts};
}

const add = (n: number, k: number) => Math.min(maxCount, n + k);

/**
 * A lesson begun, or mastered, or its step moved. A mastered lesson stays
 * mastered when it is opened again (`status: 'started'`); the step is kept as
 * given (where the lesson resumes), within 0..maxStep.
 */
export function withLesson(model: LearnerModel, concept: ConceptId, change: {readonly status?: 'started' | 'mastered'; readonly step?: number}): LearnerModel {
	const record = conceptRecord(model, concept);
	const lesson = change.status === undefined || record.lesson === 'mastered' ? record.lesson : change.status;
	const step = change.step === undefined || !Number.isFinite(change.step) ? record.step : Math.min(maxStep, Math.max(0, Math.floor(change.step)));
	return withConceptRecord(model, concept, {...record, lesson, step});
}

/** The placement test passed up to lesson `lesson` (never lowered). */
export function withPlacement(model: LearnerModel, lesson: number): LearnerModel {
	const n = Math.min(conceptIds.length, Math.max(0, Math.floor(lesson)));
	return n > model.placement ? {...model, placement: n} : model;
}

/**
 * A lesson as the course shows it: mastered or started as stored; else open
 * when it is the first lesson, when the lesson before it is mastered, or when
 * the placement test reached it (passed up to lesson N opens lessons 1..N+1);
 * else locked.
 */
export function lessonStatus(model: LearnerModel, concept: ConceptId): LessonStatus {
	const {lesson} = conceptRecord(model, concept);
	if (lesson !== 'locked') return lesson;
	const n = lessonNumber(concept);
	if (n <= 1 || n <= model.placement + 1) return 'open';
	const previous = conceptIds[n - 2]!;
	return conceptRecord(model, previous).lesson === 'mastered' ? 'open' : 'locked';
}

export function ratingOf(model: LearnerModel, concept: ConceptId): {readonly rating: number; readonly rd: number} {
	const {rating, rd} = conceptRecord(model, concept);
	return {rating, rd};
}

/** Right answers (without the hint) out of all answers; null before any. */
export function accuracyOf(model: LearnerModel, concept: ConceptId): number | null {
	const {answered, right} = conceptRecord(model, concept);
	return answered === 0 ? null : right / answered;
}

/** The concepts whose review is due at `now`, the longest overdue first (course order on ties). */
export function dueReviews(model: LearnerModel, now: number): ConceptId[] {
	const due: {id: ConceptId; at: number}[] = [];
	for (const id of conceptIds) {
		const card = conceptRecord(model, id).card;
		if (card !== null && card.due <= now) due.push({id, at: card.due});
	}
	return due.sort((a, b) => a.at - b.at).map(d => d.id);
}

/** How many reviews are due (the menu's "N reviews due"). */
export function reviewsDueCount(model: LearnerModel, now: number): number {
	return dueReviews(model, now).length;
}

/** The next review's time, or null when none is scheduled. */
export function nextReview(model: LearnerModel): number | null {
	let next: number | null = null;
	for (const id of conceptIds) {
		const card = conceptRecord(model, id).card;
		if (card !== null && (next === null || card.due < next)) next = card.due;
	}
	return next;
}

/** The expected score against an opponent `diff` rating points weaker (the logistic of Elo and Glicko). */
const expected = (diff: number) => 1 / (1 + 10 ** (-diff / 400));

/**
 * The learner's strength against the computer, from the games against its
 * levels and the perfect computer: the rating R at which the expected score
 * against the opponents played (each at its nominal rating, `opponentRating`)
 * equals the games won, i.e. the maximum-likelihood rating, with one virtual
 * draw against a level-4.5 opponent (1500) so that all wins or all losses give
 * a finite answer. `level` is where R falls on the levels' scale
 * (1 + (R − 800) / 200, the level against which the expected score is 50%),
 * between 1 and 8, to one decimal. Null before `minEstimateGames` games.
 */
export function strengthEstimate(model: LearnerModel): {readonly level: number; readonly rating: number; readonly games: number} | null {
	const results: {rating: number; played: number; won: number}[] = model.levels.map((r, i) => ({rating: opponentRating({level: i + 1}), ...r}));
	results.push({rating: opponentRating('perfect'), ...model.perfect});
	const games = results.reduce((n, r) => n + r.played, 0);
	if (games < minEstimateGames) return null;
	results.push({rating: startRating, played: 1, won: 0.5});
	const surplus = (r: number) => results.reduce((s, x) => s + x.won - x.played * expected(r - x.rating), 0);
	// The surplus falls as R rises: bisection.
	let lo = minRating;
	let hi = maxRating;
	for (let i = 0; i < 60; i++) {
		const mid = (lo + hi) / 2;
		if (surplus(mid) > 0) lo = mid;
		else hi = mid;
	}
	const rating = (lo + hi) / 2;
	const level = Math.round(Math.min(levelCount, Math.max(1, 1 + (rating - 800) / 200)) * 10) / 10;
	return {level, rating: Math.round(rating), games};
}

// ---------------------------------------------------------------- saving

const cardJson = (c: ReviewCard): JsonObject => ({
	due: c.due,
	stability: c.stability,
	difficulty: c.difficulty,
	elapsedDays: c.elapsedDays,
	scheduledDays: c.scheduledDays,
	learningSteps: c.learningSteps,
	reps: c.reps,
	lapses: c.lapses,
	state: c.state,
	lastReview: c.lastReview,
});

/** The model as JSON for the progress file: only concepts with something recorded. */
export function learnerToJSON(model: LearnerModel): JsonObject {
	const concepts: JsonObject = {};
	for (const id of conceptIds) {
		const r = conceptRecord(model, id);
		if (JSON.stringify(r) === JSON.stringify(freshConcept)) continue;
		concepts[id] = {
			rating: r.rating,
			rd: r.rd,
			volatility: r.volatility,
			history: r.history.map(p => [p.at, p.rating]),
			answered: r.answered,
			right: r.right,
			card: r.card === null ? null : cardJson(r.card),
			lesson: r.lesson,
			step: r.step,
		};
	}
	return {
		concepts,
		levels: model.levels.map(r => ({played: r.played, won: r.won})),
		perfect: {played: model.perfect.played, won: model.perfect.won},
		placement: model.placement,
	};
}

const isRecord = (json: unknown): json is Record<string, unknown> => typeof json === 'object' && json !== null && !Array.isArray(json);
const own = (json: Record<string, unknown>, key: string): unknown => (Object.hasOwn(json, key) ? json[key] : undefined);
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const finiteIn = (n: unknown, lo: number, hi: number): n is number => typeof n === 'number' && Number.isFinite(n) && n >= lo && n <= hi;
/** Times from 1970 to the year 10000 (what a Date holds comfortably). */
const maxTime = 253_402_300_800_000;
/** The least stability of a card that has been reviewed (ts-fsrs's S_MIN). */
const minStability = 0.001;
/** The most days between two such times: a card's elapsed days are at most this (what the scheduler writes reads back). */
const maxDays = Math.ceil(maxTime / 86_400_000);

/** A short rendering of a bad value for a notice. */
function shown(value: unknown): Shown {
	// JSON.parse reads 1e999 as Infinity, which JSON.stringify would show as null.
	if (value === Number.POSITIVE_INFINITY) return {word: 'tooLargeNumber'};
	if (value === Number.NEGATIVE_INFINITY) return {word: 'tooNegativeNumber'};
	if (value === undefined) return {word: 'nothing'};
	let text: string;
	try {
		text = JSON.stringify(value) ?? String(value);
	} catch {
		text = String(typeof value);
	}
	return {text: text.length > 30 ? `${text.slice(0, 27)}...` : text};
}

function parseCard(json: unknown, path: string, notices: FileFault[]): ReviewCard | null {
	if (json === null || json === undefined) return null;
	if (!isRecord(json)) {
		notices.push(fault('card', {field: path, got: shown(json)}));
		return null;
	}
	const due = own(json, 'due');
	const stability = own(json, 'stability');
	const difficulty = own(json, 'difficulty');
	const elapsedDays = own(json, 'elapsedDays');
	const scheduledDays = own(json, 'scheduledDays');
	const learningSteps = own(json, 'learningSteps');
	const reps = own(json, 'reps');
	const lapses = own(json, 'lapses');
	const state = own(json, 'state');
	const lastReview = own(json, 'lastReview');
	const ok =
		finiteIn(due, 0, maxTime) &&
		finiteIn(stability, 0, 1e6) &&
		finiteIn(difficulty, 0, 100) &&
		// What the scheduler accepts: a new card's (0, 0), or a difficulty of 1 to 10 with a stability of at least its minimum.
		((stability === 0 && difficulty === 0) || (difficulty >= 1 && difficulty <= 10 && stability >= minStability)) &&
		finiteIn(elapsedDays, 0, maxDays) &&
		finiteIn(scheduledDays, 0, maxDays) &&
		isCount(learningSteps) &&
		learningSteps <= 100 &&
		isCount(reps) &&
		isCount(lapses) &&
		(state === 0 || state === 1 || state === 2 || state === 3) &&
		(lastReview === null || lastReview === undefined || finiteIn(lastReview, 0, maxTime));
	if (!ok) {
		notices.push(fault('cardRange', {field: path}));
		return null;
	}
	return {due, stability, difficulty, elapsedDays, scheduledDays, learningSteps, reps, lapses, state, lastReview: lastReview ?? null};
}

function parseHistory(json: unknown, path: string, notices: FileFault[]): RatingPoint[] {
	if (json === undefined) return [];
	if (!Array.isArray(json)) {
		notices.push(fault('listDropped', {field: path, got: shown(json)}));
		return [];
	}
	const points: RatingPoint[] = [];
	let bad = 0;
	// Every point is looked at (the file's size bounds the list), so the notice counts them all; the newest maxHistory readable ones are kept.
	for (let i = json.length - 1; i >= 0; i--) {
		const p: unknown = json[i];
		if (!(Array.isArray(p) && p.length === 2 && finiteIn(p[0], 0, maxTime) && finiteIn(p[1], minRating, maxRating))) bad++;
		else if (points.length < maxHistory) points.push({at: p[0], rating: p[1]});
	}
	if (bad > 0 && bad === json.length) notices.push(fault(bad === 1 ? 'pointBad' : 'pointsBad', {field: path, bad}));
	else if (bad > 0) notices.push(fault(bad === 1 ? 'pointSomeBad' : 'pointsSomeBad', {field: path, bad, total: json.length}));
	return points.sort((a, b) => a.at - b.at);
}

function parseConcept(json: unknown, path: string, notices: FileFault[]): ConceptRecord {
	if (!isRecord(json)) {
		notices.push(fault('learnerObject', {field: path, got: shown(json)}));
		return freshConcept;
	}
	const rating = own(json, 'rating');
	const rd = own(json, 'rd');
	const volatility = own(json, 'volatility');
	let record: ConceptRecord = freshConcept;
	if (finiteIn(rating, minRating, maxRating) && finiteIn(rd, 1, startRd) && finiteIn(volatility, 1e-6, 1)) {
		record = {...record, rating, rd, volatility};
	} else if (rating !== undefined || rd !== undefined || volatility !== undefined) {
		notices.push(fault('rating', {field: path, rating: shown(rating), rd: shown(rd)}));
	}
	record = {...record, history: parseHistory(own(json, 'history'), `${path}.history`, notices)};
	const answered = own(json, 'answered');
	const right = own(json, 'right');
	if (isCount(answered) && isCount(right) && right <= answered) record = {...record, answered: Math.min(maxCount, answered), right: Math.min(maxCount, right)};
	else if (answered !== undefined || right !== undefined) notices.push(fault('counts', {field: path, right: shown(right), answered: shown(answered)}));
	record = {...record, card: parseCard(own(json, 'card'), `${path}.card`, notices)};
	const lesson = own(json, 'lesson');
	if (lessonStates.includes(lesson as LessonState)) record = {...record, lesson: lesson as LessonState};
	else if (lesson !== undefined) notices.push(fault('lesson', {field: `${path}.lesson`, got: shown(lesson)}));
	const step = own(json, 'step');
	if (isCount(step) && step <= maxStep) record = {...record, step};
	else if (step !== undefined) notices.push(fault('range', {field: `${path}.step`, got: shown(step)}));
	return record;
}

function parseGames(json: unknown, path: string, notices: FileFault[]): LevelRecord {
	if (json === undefined) return noGames;
	if (isRecord(json)) {
		const played = own(json, 'played');
		const won = own(json, 'won');
		if (isCount(played) && isCount(won) && won <= played) return {played: Math.min(maxCount, played), won: Math.min(maxCount, won)};
	}
	notices.push(fault('games', {field: path, got: shown(json)}));
	return noGames;
}

/**
 * Reads the model back from the progress file's JSON. Never throws: a part
 * that is not right (a value out of range, a concept this version does not
 * know, a list too long) is dropped, or that concept starts afresh, with a
 * notice naming it; the rest is kept.
 */
export function parseLearner(json: unknown): {model: LearnerModel; notices: FileFault[]} {
	const notices: FileFault[] = [];
	const model = emptyLearner();
	if (json === undefined || json === null) return {model, notices};
	if (!isRecord(json)) return {model, notices: [fault('learnerObject', {field: 'learner', got: shown(json)})]};
	try {
		const concepts = new Map(model.concepts);
		const saved = own(json, 'concepts');
		if (isRecord(saved)) {
			let unknown = 0;
			for (const key of Object.keys(saved)) {
				if ((conceptIds as readonly string[]).includes(key)) concepts.set(key as ConceptId, parseConcept(saved[key], `learner.concepts.${key}`, notices));
				else unknown++;
			}
			if (unknown > 0) notices.push(fault(unknown === 1 ? 'unknownConcept' : 'unknownConcepts', {field: 'learner.concepts', count: unknown}));
		} else if (saved !== undefined) notices.push(fault('objectDropped', {field: 'learner.concepts', got: shown(saved)}));
		let levels = model.levels;
		const savedLevels = own(json, 'levels');
		if (Array.isArray(savedLevels)) {
			if (savedLevels.length > levelCount) notices.push(fault('levels', {field: 'learner.levels', count: savedLevels.length, max: levelCount}));
			levels = levels.map((r, i) => (i < savedLevels.length ? parseGames(savedLevels[i], `learner.levels[${i}]`, notices) : r));
		} else if (savedLevels !== undefined) notices.push(fault('listDropped', {field: 'learner.levels', got: shown(savedLevels)}));
		const perfect = parseGames(own(json, 'perfect'), 'learner.perfect', notices);
		const savedPlacement = own(json, 'placement');
		let placement = 0;
		if (isCount(savedPlacement) && savedPlacement <= conceptIds.length) placement = savedPlacement;
		else if (savedPlacement !== undefined) notices.push(fault('range', {field: 'learner.placement', got: shown(savedPlacement)}));
		return {model: {concepts, levels, perfect, placement}, notices};
	} catch (error) {
		// Not expected (every read above is checked), but reading must not stop the arcade.
		return {model: emptyLearner(), notices: [fault('learnerUnreadable', {field: 'learner', why: error instanceof Error ? error.message : String(error)})]};
	}
}

/** Whether two records are the same (compared by their JSON). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const lessonOrder = (s: LessonState) => lessonStates.indexOf(s);

/** History points of both, by time, without duplicates, the newest `maxHistory`. */
function mergeHistory(a: readonly RatingPoint[], b: readonly RatingPoint[]): RatingPoint[] {
	const byKey = new Map<string, RatingPoint>();
	for (const p of [...a, ...b]) byKey.set(`${p.at}:${p.rating}`, p);
	return [...byKey.values()].sort((x, y) => x.at - y.at).slice(-maxHistory);
}

const lastAt = (r: ConceptRecord) => r.history.at(-1)?.at ?? -1;

function mergeConcept(base: ConceptRecord, mine: ConceptRecord, theirs: ConceptRecord): ConceptRecord {
	if (same(mine, base)) return theirs;
	if (same(theirs, base)) return mine;
	// Both changed: the counts add up, the rating is the one updated last (Glicko-2 updates do not add up), the chart keeps both.
	const newer = lastAt(mine) >= lastAt(theirs) ? mine : theirs;
	const card =
		mine.card === null
			? theirs.card
			: theirs.card === null
				? mine.card
				: (mine.card.lastReview ?? 0) >= (theirs.card.lastReview ?? 0)
					? mine.card
					: theirs.card;
	return {
		rating: newer.rating,
		rd: newer.rd,
		volatility: newer.volatility,
		history: mergeHistory(mine.history, theirs.history),
		answered: add(theirs.answered, Math.max(0, mine.answered - base.answered)),
		right: add(theirs.right, Math.max(0, mine.right - base.right)),
		card,
		lesson: lessonOrder(mine.lesson) >= lessonOrder(theirs.lesson) ? mine.lesson : theirs.lesson,
		step: mine.step !== base.step ? mine.step : theirs.step,
	};
}

function mergeGames(base: LevelRecord, mine: LevelRecord, theirs: LevelRecord): LevelRecord {
	return {played: add(theirs.played, Math.max(0, mine.played - base.played)), won: add(theirs.won, Math.max(0, mine.won - base.won))};
}

/**
 * Folds this session's changes (`mine`, from `base`, the model as this
 * session last read or wrote it) into what another arcade wrote meanwhile
 * (`theirs`, the file now), as `mergeProgress` does: a concept only one side
 * changed is that side's; where both changed, the counts (answers, right
 * answers, games per level) add both sides' increases, the rating, RD and
 * volatility are those of the side that updated last, the chart keeps both
 * sides' points, the review card is the one reviewed last, the lesson the
 * further on (mastered over started), the step the session's if it moved it.
 * The placement is the higher.
 */
export function mergeLearners(base: LearnerModel, mine: LearnerModel, theirs: LearnerModel): LearnerModel {
	const concepts = new Map<ConceptId, ConceptRecord>();
	for (const id of conceptIds) concepts.set(id, mergeConcept(conceptRecord(base, id), conceptRecord(mine, id), conceptRecord(theirs, id)));
	return {
		concepts,
		levels: Array.from({length: levelCount}, (_, i) => mergeGames(base.levels[i] ?? noGames, mine.levels[i] ?? noGames, theirs.levels[i] ?? noGames)),
		perfect: mergeGames(base.perfect, mine.perfect, theirs.perfect),
		placement: Math.max(mine.placement, theirs.placement),
	};
}
