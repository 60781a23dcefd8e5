/**
 * The learner model: Glicko-2 ratings per concept, FSRS review, lessons,
 * results against the computer's levels, and the saved form (read back
 * without throwing, merged without losing counts).
 */
import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {english, faultText, type FileFault} from '../../source/progress/faults.js';
import {conceptIds} from '../../source/learn/concepts.js';
import {
	accuracyOf,
	conceptRecord,
	dueReviews,
	emptyLearner,
	learnerToJSON,
	lessonStatus,
	maxHistory,
	mergeLearners,
	nextReview,
	opponentOf,
	opponentRating,
	parseLearner,
	ratingOf,
	recordAnswer,
	recordGame,
	reviewsDueCount,
	startRating,
	strengthEstimate,
	withLesson,
	withPlacement,
	type LearnerModel,
} from '../../source/learn/learner.js';

const day = 86_400_000;
const t0 = Date.UTC(2026, 0, 1);

/** The model after `n` answers of `concept` against puzzles of `rating`, right or not, a minute apart. */
function answers(model: LearnerModel, concept: 'nim-sum' | 'mex', rating: number, right: boolean, n: number, start = t0): LearnerModel {
	let m = model;
	for (let i = 0; i < n; i++) m = recordAnswer(m, concept, rating, right, start + i * 60_000);
	return m;
}

/** The model through its saved form (as the progress file keeps it). */
/** The reading notices in English, as the progress file's notice words them. */
const inEnglish = (notices: readonly FileFault[]) => notices.map(n => faultText(n, english));
const roundTrip = (m: LearnerModel) => parseLearner(JSON.parse(JSON.stringify(learnerToJSON(m))));

describe('ratings', () => {
	it('starts every concept at 1500 ± 350 with no answers', () => {
		const m = emptyLearner();
		for (const id of conceptIds) expect(ratingOf(m, id)).toEqual({rating: startRating, rd: 350});
		expect(accuracyOf(m, 'nim-sum')).toBeNull();
	});

	it('raises the rating for a right answer, more for a harder puzzle, and lowers it for a miss', () => {
		const m = emptyLearner();
		const easy = ratingOf(recordAnswer(m, 'nim-sum', 900, true, t0), 'nim-sum').rating;
		const hard = ratingOf(recordAnswer(m, 'nim-sum', 2100, true, t0), 'nim-sum').rating;
		const missed = ratingOf(recordAnswer(m, 'nim-sum', 1500, false, t0), 'nim-sum').rating;
		expect(easy).toBeGreaterThan(startRating);
		expect(hard).toBeGreaterThan(easy);
		expect(missed).toBeLessThan(startRating);
		// Only the answered concept moves.
		expect(ratingOf(recordAnswer(m, 'nim-sum', 2100, true, t0), 'mex').rating).toBe(startRating);
	});

	it('converges towards the puzzles a learner solves half of, and the RD shrinks', () => {
		let m = emptyLearner();
		for (let i = 0; i < 60; i++) m = recordAnswer(m, 'mex', 1800, i % 2 === 0, t0 + i * 60_000);
		const {rating, rd} = ratingOf(m, 'mex');
		expect(Math.abs(rating - 1800)).toBeLessThan(150);
		expect(rd).toBeLessThan(120);
	});

	it('counts answers and right answers, and keeps the newest points of the chart', () => {
		let m = answers(emptyLearner(), 'nim-sum', 1500, true, 3);
		m = answers(m, 'nim-sum', 1500, false, 1, t0 + day);
		expect(conceptRecord(m, 'nim-sum')).toMatchObject({answered: 4, right: 3});
		expect(accuracyOf(m, 'nim-sum')).toBe(0.75);
		m = answers(m, 'nim-sum', 1500, true, maxHistory + 10, t0 + 2 * day);
		const {history} = conceptRecord(m, 'nim-sum');
		expect(history).toHaveLength(maxHistory);
		expect(history.at(-1)!.rating).toBe(ratingOf(m, 'nim-sum').rating);
		expect(history.every((p, i) => i === 0 || p.at >= history[i - 1]!.at)).toBe(true);
	});

	it('never changes the model it is given', () => {
		const m = emptyLearner();
		const before = JSON.stringify(learnerToJSON(m));
		recordAnswer(m, 'nim-sum', 1500, false, t0);
		recordGame(m, 'nim-sum', {level: 3}, true, t0);
		withLesson(m, 'nim-sum', {status: 'mastered'});
		expect(JSON.stringify(learnerToJSON(m))).toBe(before);
	});
});

describe('games against the computer', () => {
	it('gives each level and the perfect computer a nominal rating', () => {
		expect([1, 2, 3, 4, 5, 6, 7, 8].map(level => opponentRating({level}))).toEqual([800, 1000, 1200, 1400, 1600, 1800, 2000, 2200]);
		expect(opponentRating('perfect')).toBe(2400);
	});

	it('rates games against the perfect computer and its levels, not against a friend or the casual computer', () => {
		expect(opponentOf('perfect')).toBe('perfect');
		expect(opponentOf('level:1')).toEqual({level: 1});
		expect(opponentOf('level:8')).toEqual({level: 8});
		for (const name of ['friend', 'casual', 'level:0', 'level:9', 'level:', 'level:3x']) expect(opponentOf(name)).toBeNull();
	});

	it('counts the games per level and moves the concept rating by the opponent strength', () => {
		let m = emptyLearner();
		m = recordGame(m, 'nim-sum', {level: 2}, true, t0);
		m = recordGame(m, 'nim-sum', {level: 2}, false, t0 + 1);
		m = recordGame(m, 'wythoff', 'perfect', true, t0 + 2);
		expect(m.levels[1]).toEqual({played: 2, won: 1});
		expect(m.levels[0]).toEqual({played: 0, won: 0});
		expect(m.perfect).toEqual({played: 1, won: 1});
		const weak = ratingOf(recordGame(emptyLearner(), 'nim-sum', {level: 1}, true, t0), 'nim-sum').rating;
		const strong = ratingOf(recordGame(emptyLearner(), 'nim-sum', {level: 8}, true, t0), 'nim-sum').rating;
		expect(strong).toBeGreaterThan(weak);
		// Games are not puzzle answers.
		expect(conceptRecord(m, 'nim-sum').answered).toBe(0);
	});

	it('estimates the strength once there are enough games, higher for more wins against stronger levels', () => {
		let m = emptyLearner();
		expect(strengthEstimate(m)).toBeNull();
		for (const level of [1, 2, 3]) m = recordGame(m, 'nim-sum', {level}, true, t0);
		expect(strengthEstimate(m)).toBeNull();
		const lose = (x: LearnerModel, level: number) => recordGame(x, 'nim-sum', {level}, false, t0);
		const win = (x: LearnerModel, level: number) => recordGame(x, 'nim-sum', {level}, true, t0);
		const middling = lose(lose(lose(m, 6), 7), 8);
		const estimate = strengthEstimate(middling)!;
		expect(estimate.games).toBe(6);
		expect(estimate.level).toBeGreaterThan(3);
		expect(estimate.level).toBeLessThan(6);
		const better = strengthEstimate(win(win(middling, 6), 7))!;
		expect(better.level).toBeGreaterThan(estimate.level);
		const beginner = strengthEstimate([1, 1, 1, 1, 2].reduce(lose, emptyLearner()))!;
		expect(beginner.level).toBeGreaterThanOrEqual(1);
		expect(beginner.level).toBeLessThan(estimate.level);
	});
});

describe('spaced review', () => {
	it('schedules a missed concept for the next day, and a concept never missed never', () => {
		const m = recordAnswer(answers(emptyLearner(), 'mex', 1500, true, 5), 'nim-sum', 1500, false, t0);
		expect(conceptRecord(m, 'mex').card).toBeNull();
		expect(dueReviews(m, t0 + 60_000)).toEqual([]);
		const due = nextReview(m)!;
		expect(due).toBeGreaterThan(t0);
		expect(due).toBeLessThanOrEqual(t0 + 2 * day);
		expect(dueReviews(m, due)).toEqual(['nim-sum']);
		expect(reviewsDueCount(m, due)).toBe(1);
	});

	it('moves a due review further out after a right answer, not before it is due', () => {
		const missed = recordAnswer(emptyLearner(), 'nim-sum', 1500, false, t0);
		const due = nextReview(missed)!;
		// Right again the same day: the review stays where it was.
		expect(nextReview(recordAnswer(missed, 'nim-sum', 1500, true, t0 + 60_000))).toBe(due);
		const reviewed = recordAnswer(missed, 'nim-sum', 1500, true, due);
		const next = nextReview(reviewed)!;
		expect(next - due).toBeGreaterThan(day);
		expect(dueReviews(reviewed, due)).toEqual([]);
		// Another right answer when that one is due: further out still.
		const again = nextReview(recordAnswer(reviewed, 'nim-sum', 1500, true, next))!;
		expect(again - next).toBeGreaterThan(next - due);
		// A miss starts the schedule over: due the next day.
		expect(nextReview(recordAnswer(reviewed, 'nim-sum', 1500, false, due + 1))! - due).toBeLessThanOrEqual(2 * day);
	});

	it('reads a card reviewed later than now (a clock set back, a file from a machine ahead) as reviewed now', () => {
		const missed = recordAnswer(emptyLearner(), 'nim-sum', 1500, false, t0);
		const card = conceptRecord(missed, 'nim-sum').card!;
		/** The model with the card's dates moved by `ms`, as a file written on another clock has them. */
		const shifted = (ms: number, due = card.due + ms) => {
			const json = learnerToJSON(missed) as {concepts: Record<string, {card: Record<string, number>}>};
			json.concepts['nim-sum']!.card = {...json.concepts['nim-sum']!.card, lastReview: card.lastReview! + ms, due};
			return parseLearner(json).model;
		};
		/** The card after an answer at `now`. */
		const cardAfter = (m: LearnerModel, right: boolean, now: number) => conceptRecord(recordAnswer(m, 'nim-sum', 1500, right, now), 'nim-sum').card!;
		// Reviewed two days after now, then a miss: the answer counts, scheduled as if the review had been now.
		for (const back of [2 * day, 60_000, 365 * day]) {
			const card2 = cardAfter(shifted(back), false, t0);
			expect(card2).toEqual(cardAfter(missed, false, t0));
			expect(card2.lastReview).toBe(t0);
			expect(card2.elapsedDays).toBe(0);
		}
		// Due already, though reviewed in the future (a file edited by hand): a right answer is scheduled too.
		expect(cardAfter(shifted(2 * day, t0 - day), true, t0).lastReview).toBe(t0);
		// The clock moved forward instead: the days since the review count in full.
		const later = cardAfter(missed, false, t0 + 10 * day);
		expect(later.elapsedDays).toBe(10);
		expect(later.lastReview).toBe(t0 + 10 * day);
	});

	it('answers on any card the saved form accepts, at any time, without an error', () => {
		const maxTime = 253_402_300_800_000;
		const time = fc.integer({min: 0, max: maxTime});
		// A new card's memory state, or a reviewed one's (a difficulty of 1 to 10, a stability of at least 0.001).
		const memory = fc.oneof(
			fc.constant({stability: 0, difficulty: 0}),
			fc.record({stability: fc.double({min: 0.001, max: 1e6, noNaN: true}), difficulty: fc.double({min: 1, max: 10, noNaN: true})}),
		);
		const fields = fc.record({
			due: time,
			elapsedDays: fc.double({min: 0, max: 1e6, noNaN: true}),
			scheduledDays: fc.double({min: 0, max: 1e6, noNaN: true}),
			learningSteps: fc.integer({min: 0, max: 100}),
			reps: fc.nat(),
			lapses: fc.nat(),
			state: fc.constantFrom(0, 1, 2, 3),
			lastReview: fc.option(time),
		});
		const card = fc.tuple(memory, fields).map(([m, f]) => ({...f, ...m}));
		fc.assert(
			// The clock anywhere before the year 9899: a review is scheduled at most 100 years on, and saved times end at the year 10000.
			fc.property(card, fc.integer({min: 0, max: maxTime - 101 * 366 * day}), fc.boolean(), (saved, now, right) => {
				const {model, notices} = parseLearner({concepts: {mex: {card: saved}}});
				expect(notices).toEqual([]);
				const next = conceptRecord(recordAnswer(model, 'mex', 1500, right, now), 'mex').card!;
				// What is written reads back whole.
				expect(parseLearner({concepts: {mex: {card: next}}}).notices).toEqual([]);
			}),
			{seed: 29, numRuns: 300},
		);
	});

	it('drops a card whose memory state the scheduler refuses, with a notice, and answers on', () => {
		const card = conceptRecord(recordAnswer(emptyLearner(), 'mex', 1500, false, t0), 'mex').card!;
		for (const memory of [
			{difficulty: 0.5, stability: 2},
			{difficulty: 5, stability: 0},
			{difficulty: 0, stability: 3},
			{difficulty: 11, stability: 3},
		]) {
			const {model, notices} = parseLearner({concepts: {mex: {card: {...card, ...memory}}}});
			expect(inEnglish(notices), JSON.stringify(memory)).toEqual(['learner.concepts.mex.card has a field out of range: the review card was dropped']);
			expect(conceptRecord(recordAnswer(model, 'mex', 1500, false, t0 + day), 'mex').card).not.toBeNull();
		}
	});

	it('lists due reviews, the longest overdue first', () => {
		let m = recordAnswer(emptyLearner(), 'mex', 1500, false, t0 + 3_600_000);
		m = recordAnswer(m, 'wythoff', 1500, false, t0);
		expect(dueReviews(m, t0 + 3 * day)).toEqual(['wythoff', 'mex']);
	});
});

describe('lessons', () => {
	it('opens the first lesson, and each next one when the one before is mastered', () => {
		let m = emptyLearner();
		expect(lessonStatus(m, 'multiples')).toBe('open');
		expect(lessonStatus(m, 'nim-sum')).toBe('locked');
		m = withLesson(m, 'multiples', {status: 'started', step: 2});
		expect(lessonStatus(m, 'multiples')).toBe('started');
		expect(conceptRecord(m, 'multiples').step).toBe(2);
		expect(lessonStatus(m, 'nim-sum')).toBe('locked');
		m = withLesson(m, 'multiples', {status: 'mastered'});
		expect(lessonStatus(m, 'multiples')).toBe('mastered');
		expect(lessonStatus(m, 'nim-sum')).toBe('open');
		expect(lessonStatus(m, 'mex')).toBe('locked');
		// Opening a mastered lesson again keeps it mastered; the step moves.
		m = withLesson(m, 'multiples', {status: 'started', step: 0});
		expect(lessonStatus(m, 'multiples')).toBe('mastered');
		expect(conceptRecord(m, 'multiples').step).toBe(0);
		expect(conceptRecord(withLesson(m, 'mex', {step: -5}), 'mex').step).toBe(0);
		expect(conceptRecord(withLesson(m, 'mex', {step: 1e9}), 'mex').step).toBe(1000);
	});

	it('opens the lessons the placement test reached', () => {
		const m = withPlacement(emptyLearner(), 3);
		expect(conceptIds.slice(0, 4).map(id => lessonStatus(m, id))).toEqual(['open', 'open', 'open', 'open']);
		expect(lessonStatus(m, conceptIds[4]!)).toBe('locked');
		expect(withPlacement(m, 1).placement).toBe(3);
	});
});

describe('saved form', () => {
	function busy(): LearnerModel {
		let m = answers(emptyLearner(), 'nim-sum', 1600, true, 4);
		m = answers(m, 'mex', 1400, false, 2, t0 + day);
		m = recordGame(m, 'wythoff', {level: 5}, true, t0 + 2 * day);
		m = recordGame(m, 'wythoff', 'perfect', false, t0 + 2 * day + 1);
		m = withLesson(withLesson(m, 'multiples', {status: 'mastered'}), 'nim-sum', {status: 'started', step: 3});
		return withPlacement(m, 1);
	}

	it('reads back what it writes', () => {
		const m = busy();
		const {model, notices} = roundTrip(m);
		expect(notices).toEqual([]);
		expect(learnerToJSON(model)).toEqual(learnerToJSON(m));
		expect(model.concepts).toBeInstanceOf(Map);
		expect(ratingOf(model, 'mex')).toEqual(ratingOf(m, 'mex'));
		expect(dueReviews(model, t0 + 5 * day)).toEqual(dueReviews(m, t0 + 5 * day));
	});

	it('writes only the concepts with something recorded', () => {
		const json = learnerToJSON(recordAnswer(emptyLearner(), 'mex', 1500, true, t0));
		expect(Object.keys(json['concepts'] as object)).toEqual(['mex']);
	});

	it('drops bad parts with a notice and keeps the rest', () => {
		const good = learnerToJSON(busy());
		const concepts = good['concepts'] as Record<string, Record<string, unknown>>;
		const text = JSON.stringify({
			...good,
			concepts: {
				...concepts,
				mex: {...concepts['mex'], rating: 'INFINITE', card: {...(concepts['mex']!['card'] as object), state: 7}},
				wythoff: {...concepts['wythoff'], answered: 2, right: 5, history: [[t0, 1500], 'x', [t0 + 1, Number.NaN]]},
				'no-such-idea': {rating: 1500},
				__proto__: {rating: 9},
			},
			levels: [...(good['levels'] as unknown[]), {played: 1, won: 1}],
			perfect: {played: 1, won: 4},
			placement: 99,
		});
		// A number too large for a double reads as Infinity.
		const {model, notices} = parseLearner(JSON.parse(text.replace('"INFINITE"', '1e400')));
		expect(ratingOf(model, 'mex').rating).toBe(startRating);
		expect(conceptRecord(model, 'mex').card).toBeNull();
		expect(conceptRecord(model, 'mex').answered).toBe(2);
		expect(conceptRecord(model, 'wythoff')).toMatchObject({answered: 0, right: 0});
		expect(conceptRecord(model, 'wythoff').history).toEqual([{at: t0, rating: 1500}]);
		expect(ratingOf(model, 'nim-sum')).toEqual(ratingOf(busy(), 'nim-sum'));
		expect(model.levels).toHaveLength(8);
		expect(model.perfect).toEqual({played: 0, won: 0});
		expect(model.placement).toBe(0);
		expect([...model.concepts.keys()].sort()).toEqual([...conceptIds].sort());
		expect(({} as Record<string, unknown>)['rating']).toBeUndefined();
		const all = inEnglish(notices).join('\n');
		for (const part of [
			'learner.concepts.mex',
			'mex.card',
			'wythoff.history',
			'wythoff has counts',
			'does not know',
			'learner.levels',
			'learner.perfect',
			'placement',
		])
			expect(all).toContain(part);
		for (const notice of inEnglish(notices)) expect(notice).not.toContain('\n');
	});

	it('keeps only the newest points of a history too long', () => {
		const points = Array.from({length: 5000}, (_, i) => [t0 + i, 1500 + (i % 100)]);
		const {model} = parseLearner({concepts: {mex: {history: points}}});
		const {history} = conceptRecord(model, 'mex');
		expect(history).toHaveLength(maxHistory);
		expect(history[0]!.at).toBe(t0 + 5000 - maxHistory);
	});

	it('says what a number too large to hold (1e999) and a long history of bad points are', () => {
		const read = (text: string) => inEnglish(parseLearner(JSON.parse(text)).notices);
		expect(read('{"concepts": {"mex": {"rating": 1e999, "rd": 100, "volatility": 0.06}}}')).toEqual([
			'learner.concepts.mex has a rating out of range (a number too large to hold ± 100): the rating starts afresh',
		]);
		expect(read('{"concepts": {"mex": {"answered": -1e999, "right": 0}}}')).toEqual([
			'learner.concepts.mex has counts out of range (0 right of a negative number too large to hold): they start afresh',
		]);
		const bad = Array.from({length: 199_000}, () => 0);
		expect(inEnglish(parseLearner({concepts: {mex: {history: bad}}}).notices)).toEqual([
			'learner.concepts.mex.history: none of its 199000 points is a [time, rating] pair in range: dropped',
		]);
		// The bad ones anywhere in the list, not only among the newest: counted all the same, and the newest good points kept.
		const {model, notices} = parseLearner({concepts: {mex: {history: [...bad, ...Array.from({length: 200}, (_, i) => [t0 + i, 1500])]}}});
		expect(inEnglish(notices)).toEqual(['learner.concepts.mex.history: 199000 of its 199200 points are not [time, rating] pairs in range: dropped']);
		expect(conceptRecord(model, 'mex').history).toHaveLength(maxHistory);
		expect(conceptRecord(model, 'mex').history[0]!.at).toBe(t0 + 200 - maxHistory);
		expect(read('{"concepts": {"mex": {"history": [[0, 1e999]]}}}')).toEqual([
			'learner.concepts.mex.history: its one point is not a [time, rating] pair in range: dropped',
		]);
	});

	it('never throws, whatever the JSON', () => {
		fc.assert(
			fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
				for (const json of [a, {concepts: a, levels: b, perfect: a, placement: b}, {concepts: {mex: a, 'nim-sum': {card: b, history: [a, b]}}}]) {
					const {model, notices} = parseLearner(json);
					expect(model.concepts.size).toBe(conceptIds.length);
					expect(Array.isArray(notices)).toBe(true);
				}
			}),
			{numRuns: 300},
		);
	});
});

describe('merging two arcades', () => {
	it('adds both sides counts and keeps each side change', () => {
		const base = recordAnswer(emptyLearner(), 'nim-sum', 1500, true, t0);
		const mine = recordGame(answers(base, 'nim-sum', 1500, true, 2, t0 + day), 'nim-sum', {level: 3}, true, t0 + day + 5);
		let theirs = answers(base, 'nim-sum', 1500, false, 3, t0 + 2 * day);
		theirs = recordGame(withLesson(withPlacement(theirs, 2), 'mex', {status: 'mastered'}), 'mex', {level: 3}, false, t0 + 2 * day + 5);
		const merged = mergeLearners(base, mine, theirs);
		expect(conceptRecord(merged, 'nim-sum')).toMatchObject({answered: 6, right: 3});
		expect(merged.levels[2]).toEqual({played: 2, won: 1});
		expect(merged.placement).toBe(2);
		expect(lessonStatus(merged, 'mex')).toBe('mastered');
		// The rating is the side's that updated last (theirs); the chart holds both sides' points.
		expect(ratingOf(merged, 'nim-sum')).toEqual(ratingOf(theirs, 'nim-sum'));
		// the base's answer, this side's two answers and its game, the other side's three answers.
		expect(conceptRecord(merged, 'nim-sum').history).toHaveLength(1 + 2 + 1 + 3);
		// The missed answers' review survives.
		expect(conceptRecord(merged, 'nim-sum').card).toEqual(conceptRecord(theirs, 'nim-sum').card);
		// A concept only one side touched is that side's.
		expect(conceptRecord(merged, 'mex')).toEqual(conceptRecord(theirs, 'mex'));
	});

	it('is the other side when this session changed nothing', () => {
		const base = emptyLearner();
		const theirs = answers(base, 'mex', 1700, true, 3);
		expect(learnerToJSON(mergeLearners(base, base, theirs))).toEqual(learnerToJSON(theirs));
		expect(learnerToJSON(mergeLearners(base, theirs, base))).toEqual(learnerToJSON(theirs));
	});
});
