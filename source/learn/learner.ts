/**
 * The learner model: what the arcade knows about the player, per concept of
 * the course (`concepts.ts`), and its updates. Pure: no I/O, no Ink; the
 * progress file keeps it (`learnerToJSON`, `parseLearner`, `mergeLearners`).
 *
 * Ratings are Glicko-2 (the `glicko2` package): each answer to an exercise or
 * a trainer puzzle is one rating period with one game, the puzzle playing an
 * opponent of its difficulty (`difficulty.ts`) with a small fixed RD; each
 * finished game against the computer is one game against the opponent's
 * nominal rating (`opponentRating`).
 *
 * Review is FSRS (the `ts-fsrs` package, without its same-day learning
 * steps and without fuzz, so a schedule is the same from one run to the
 * next). A concept gets a review card the first time it is missed:
 * - a miss rates the card Again (a missed concept is due the next day, and a
 *   miss on a card not yet due starts its schedule over);
 * - a right answer on a concept whose card is due rates it Good (the next
 *   review moves out: 4 days, then about 8, ...); a right answer before the
 *   card is due leaves the schedule alone, so a run of puzzles in one sitting
 *   does not push a review months away;
 * - a concept never missed has no card and is never due.
 *
 * The whole API is here; the model's types, queries and saved form live in
 * `learner-model.ts` (re-exported below), which the progress file and the
 * screens import so that the two libraries load only with the updates (the
 * arcade imports this module after its first frame).
 */
import glicko2 from 'glicko2';
import {createEmptyCard, fsrs, Rating, type Card, type Grade} from 'ts-fsrs';
import type {ConceptId} from './concepts.js';
import {
	conceptRecord,
	maxHistory,
	maxRating,
	minRating,
	opponentRating,
	opponentRd,
	levelCount,
	startRating,
	startRd,
	startVolatility,
	withConceptRecord,
	type ConceptRecord,
	type LearnerModel,
	type LevelRecord,
	type ReviewCard,
} from './learner-model.js';

export * from './learner-model.js';

/** The largest count kept: 2^53 − 1 (as in the progress file). */
const maxCount = Number.MAX_SAFE_INTEGER;
const add = (n: number, k: number) => Math.min(maxCount, n + k);
const clampRating = (r: number) => Math.min(maxRating, Math.max(minRating, r));
const round = (x: number, per: number) => Math.round(x * per) / per;

/** One Glicko-2 rating period: the record against one opponent of `opponent` rating, scored 1 or 0. */
function rated(record: ConceptRecord, opponent: number, won: boolean, now: number): ConceptRecord {
	const system = new glicko2.Glicko2({tau: 0.5, rating: startRating, rd: startRd, vol: startVolatility});
	const player = system.makePlayer(record.rating, record.rd, record.volatility);
	const other = system.makePlayer(clampRating(opponent), opponentRd, startVolatility);
	system.updateRatings([[player, other, won ? 1 : 0]]);
	// Rounded (to hundredths, volatility to 6 places) so the file stays short and reads back exactly.
	const rating = round(clampRating(player.getRating()), 100);
	const rd = round(Math.min(startRd, Math.max(1, player.getRd())), 100);
	const volatility = round(Math.min(1, Math.max(1e-6, player.getVol())), 1e6);
	const history = [...record.history, {at: now, rating}].slice(-maxHistory);
	return {...record, rating, rd, volatility, history};
}

/** Without fuzz, so the schedule is reproducible; without same-day learning steps, so a missed concept comes back the next day. */
const scheduler = fsrs({enable_fuzz: false, enable_short_term: false});

function toCard(card: ReviewCard): Card {
	return {
		due: new Date(card.due),
		stability: card.stability,
		difficulty: card.difficulty,
		elapsed_days: card.elapsedDays,
		scheduled_days: card.scheduledDays,
		learning_steps: card.learningSteps,
		reps: card.reps,
		lapses: card.lapses,
		state: card.state,
		...(card.lastReview === null ? {} : {last_review: new Date(card.lastReview)}),
	};
}

function fromCard(card: Card): ReviewCard {
	return {
		due: card.due.getTime(),
		stability: card.stability,
		difficulty: card.difficulty,
		elapsedDays: card.elapsed_days,
		scheduledDays: card.scheduled_days,
		learningSteps: card.learning_steps,
		reps: card.reps,
		lapses: card.lapses,
		state: card.state as 0 | 1 | 2 | 3,
		lastReview: card.last_review ? card.last_review.getTime() : null,
	};
}

/**
 * The card after a review graded `grade` at `now`. A card last reviewed
 * later than now (a progress file shared with a machine whose clock is
 * ahead, a clock set back) reads as reviewed now: the time since its last
 * review is never less than 0 (the scheduler refuses a negative one).
 */
function reviewed(card: ReviewCard | null, grade: Grade, now: number): ReviewCard {
	const at = new Date(now);
	if (card === null) return fromCard(scheduler.next(createEmptyCard(at), at, grade).card);
	const lastReview = card.lastReview === null ? null : Math.min(card.lastReview, now);
	return fromCard(scheduler.next(toCard({...card, lastReview}), at, grade).card);
}

/**
 * An answer to an exercise or a trainer puzzle of `concept`, whose difficulty
 * is `puzzleRating`: the concept's rating is updated as a game against it
 * (won when `right`), the accuracy counts and the chart get the answer, and
 * the review card is rated (see the file's comment): a miss is Again, a right
 * answer on a due card Good. With `schedule` false the review card is left
 * alone (a placement test's miss on a lesson never studied: nothing to
 * review yet).
 */
export function recordAnswer(model: LearnerModel, concept: ConceptId, puzzleRating: number, right: boolean, now: number, schedule = true): LearnerModel {
	const before = conceptRecord(model, concept);
	const after = rated(before, puzzleRating, right, now);
	let card = before.card;
	if (schedule && !right) card = reviewed(card, Rating.Again, now);
	else if (schedule && card !== null && card.due <= now) card = reviewed(card, Rating.Good, now);
	return withConceptRecord(model, concept, {...after, answered: add(before.answered, 1), right: add(before.right, right ? 1 : 0), card});
}

/**
 * A finished game against the computer: the concept's rating is updated as a
 * game against the opponent's nominal rating (`opponentRating`), and the
 * level's (or the perfect computer's) games played and won are counted.
 */
export function recordGame(model: LearnerModel, concept: ConceptId, opponent: {readonly level: number} | 'perfect', won: boolean, now: number): LearnerModel {
	const next = withConceptRecord(model, concept, rated(conceptRecord(model, concept), opponentRating(opponent), won, now));
	const count = (r: LevelRecord): LevelRecord => ({played: add(r.played, 1), won: add(r.won, won ? 1 : 0)});
	if (opponent === 'perfect') return {...next, perfect: count(next.perfect)};
	const level = Math.round(opponent.level);
	if (!(level >= 1 && level <= levelCount)) return next;
	return {...next, levels: next.levels.map((r, i) => (i === level - 1 ? count(r) : r))};
}
