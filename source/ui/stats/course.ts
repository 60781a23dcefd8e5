/**
 * The Stats screen's course part, as lines: per concept of the course, its
 * rating over time as a sparkline (▁▂▃▄▅▆▇█, characters, so it reads without
 * colour too), the rating ± RD, accuracy, the lesson's state and the review;
 * then lessons mastered, reviews due, results against the computer's levels
 * and the strength estimated from them. Pure: the view renders what this
 * returns.
 */
import {menuWords} from '../../i18n/menu/index.js';
import {conceptIds, lessonNumber, type ConceptId} from '../../learn/concepts.js';
import {
	accuracyOf,
	conceptRecord,
	dueReviews,
	lessonStatus,
	minEstimateGames,
	nextReview,
	reviewsDueCount,
	strengthEstimate,
	type LearnerModel,
	type LessonStatus,
} from '../../learn/learner-model.js';
import {clipLine, line, padRight, seg, wrapText, type Line, type Tone} from '../lines.js';
import {asciiText} from '../glyphs.js';
import {conceptName, statsWords as w} from '../../i18n/stats/index.js';
import {ratingText} from '../shared/rating.js';

const blocks = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/** A chart's scale: the rating at the bottom of ▁ and at the top of █. */
export interface ChartScale {
	readonly lo: number;
	readonly hi: number;
}

/** The scale of values from their least to their largest, over a span of at least `minSpan` (so small wobbles stay small), widened to whole hundreds. */
export function chartScale(values: readonly number[], minSpan = 200): ChartScale | null {
	if (values.length === 0) return null;
	let lo = Math.min(...values);
	let hi = Math.max(...values);
	if (hi - lo < minSpan) {
		const mid = (lo + hi) / 2;
		lo = mid - minSpan / 2;
		hi = mid + minSpan / 2;
	}
	return {lo: Math.floor(lo / 100) * 100, hi: Math.max(Math.floor(lo / 100) * 100 + 100, Math.ceil(hi / 100) * 100)};
}

/**
 * The values as a sparkline of `width` characters at most (the newest
 * values when there are more), on `scale` (by default their own, from their
 * least to their largest, over a span of at least `minSpan`).
 */
export function sparkline(values: readonly number[], width: number, minSpan = 200, scale?: ChartScale): string {
	const shown = values.slice(-Math.max(0, width));
	if (shown.length === 0) return '';
	let lo = scale?.lo ?? Math.min(...shown);
	let hi = scale?.hi ?? Math.max(...shown);
	if (scale === undefined && hi - lo < minSpan) {
		const mid = (lo + hi) / 2;
		lo = mid - minSpan / 2;
		hi = mid + minSpan / 2;
	}
	return shown.map(v => blocks[Math.min(blocks.length - 1, Math.max(0, Math.floor(((v - lo) / (hi - lo)) * blocks.length)))]!).join('');
}

/** "today", "tomorrow", "in 3 days", "due" (at or before now). */
export function whenText(at: number, now: number): string {
	if (at <= now) return w('due');
	const hours = (at - now) / 3_600_000;
	if (hours < 20) return hours < 1 ? w('withinHour') : w('inHours', {hours: Math.round(hours)});
	const days = Math.round(hours / 24);
	return days <= 1 ? w('tomorrow') : w('inDays', {days});
}

const statusKeys = {mastered: 'mastered', started: 'started', open: 'open', locked: 'locked'} as const satisfies Record<LessonStatus, string>;

const statusTone: Readonly<Record<LessonStatus, Tone>> = {mastered: 'good', started: 'strong', open: 'text', locked: 'dim'};

const nameWidth = 15;
const ratingWidth = 12;
const rightWidth = 11;
const lessonWidth = 9;

/** The width of the chart column at a terminal width: what the other columns leave, 8 to 40. */
export function chartWidth(width: number): number {
	return Math.max(8, Math.min(40, width - (2 + nameWidth + ratingWidth + rightWidth + lessonWidth + 12)));
}

/** The column names of the course table (kept in view while its rows scroll). */
export function courseHeader(width: number): Line {
	const chart = chartWidth(width);
	return line(
		seg(
			`  ${padRight(w('conceptColumn'), nameWidth)}${padRight(w('chartColumn'), chart + 2)}${padRight(w('ratingColumn'), ratingWidth)}${padRight(w('rightColumn'), rightWidth)}${padRight(w('lessonColumn'), lessonWidth)}${w('reviewColumn')}`,
			'dim',
		),
	);
}

/** The points each concept's chart shows at a terminal width (the newest). */
function shownPoints(model: LearnerModel, id: ConceptId, width: number): number[] {
	return conceptRecord(model, id)
		.history.slice(-chartWidth(width))
		.map(p => p.rating);
}

/** One scale for every concept's chart, so their bars compare: the least and largest rating any of them shows. */
export function courseScale(model: LearnerModel, width: number): ChartScale | null {
	return chartScale(conceptIds.flatMap(id => shownPoints(model, id, width)));
}

/** The chart's axis under its column: the rating at the foot of ▁ and at the top of █. */
function axisLine(scale: ChartScale, width: number): Line {
	return clipLine(line(seg(`  ${padRight('', nameWidth)}`), seg(w('chartAxis', {lo: scale.lo, hi: scale.hi}), 'dim')), width);
}

function conceptRow(model: LearnerModel, id: ConceptId, now: number, width: number, scale: ChartScale | null): Line {
	const r = conceptRecord(model, id);
	const chart = chartWidth(width);
	const name = `${lessonNumber(id)} ${conceptName(id)}`;
	const fresh = r.history.length === 0;
	const spark = fresh
		? padRight('·', chart)
		: padRight(
				sparkline(
					r.history.map(p => p.rating),
					chart,
					200,
					scale ?? undefined,
				),
				chart,
			);
	// Measured as drawn: ± is three columns in ASCII.
	const rating = asciiText(ratingText(r.rating, r.rd));
	const a = accuracyOf(model, id);
	const right = a === null ? '–' : w('rightCell', {percent: Math.round(a * 100), answered: r.answered});
	const status = lessonStatus(model, id);
	const due = r.card !== null && r.card.due <= now;
	const review = r.card === null ? '–' : whenText(r.card.due, now);
	return line(
		seg(`  ${padRight(name, nameWidth)}`, fresh ? 'dim' : 'strong'),
		seg(`${spark}  `, fresh ? 'dim' : 'hint'),
		seg(padRight(rating, ratingWidth), fresh ? 'dim' : undefined),
		seg(padRight(right, rightWidth), fresh ? 'dim' : undefined),
		seg(padRight(w(statusKeys[status]), lessonWidth), statusTone[status]),
		seg(review, due ? 'bad' : 'dim'),
	);
}

/** The course part of the Stats screen: its table's rows, then the summary lines. */
export function courseBody(model: LearnerModel, now: number, width: number): Line[] {
	const scale = courseScale(model, width);
	const lines: Line[] = conceptIds.map(id => conceptRow(model, id, now, width, scale));
	if (scale !== null) lines.push(axisLine(scale, width));
	lines.push([]);
	const text = (t: string, tone?: Tone) => wrapText(t, width - 3).map(w => line(seg(`  ${w}`, tone)));
	const mastered = conceptIds.filter(id => lessonStatus(model, id) === 'mastered').length;
	lines.push(
		...text(
			w('lessonsMastered', {
				mastered,
				total: conceptIds.length,
				placement: model.placement > 0 ? w('placement', {lesson: model.placement}) : '',
			}),
		),
	);
	const due = dueReviews(model, now);
	const next = nextReview(model);
	const reviews =
		due.length > 0
			? w('reviewsDue', {count: due.length, list: due.map(id => conceptName(id)).join(w('listSeparator'))})
			: next === null
				? w('reviewsNone')
				: w('reviewsNext', {when: whenText(next, now)});
	lines.push(...text(reviews, due.length > 0 ? 'bad' : undefined));
	const played = model.levels.flatMap((r, i) => (r.played > 0 ? [w('levelResult', {level: i + 1, won: r.won, played: r.played})] : []));
	if (model.perfect.played > 0) played.push(w('perfectResult', {won: model.perfect.won, played: model.perfect.played}));
	const estimate = strengthEstimate(model);
	const games = played.length === 0 ? w('noGames') : played.join(' · ');
	const strength =
		estimate === null
			? w('strengthLater', {count: minEstimateGames})
			: w('strength', {level: estimate.level.toFixed(1), rating: estimate.rating, games: estimate.games});
	lines.push(...text(w('against', {games, strength})));
	lines.push(...text(w('ratingsNote'), 'dim'));
	return lines;
}

/** "N reviews due" for the menu, or null when none is. */
export function reviewsDueText(count: number): string | null {
	return count === 0 ? null : menuWords('reviewsDue', {count});
}

/** The menu's notes by entry: the reviews due, beside the Course (where `r` reviews them). */
export function menuNotes(model: LearnerModel, now: number): Readonly<Record<string, string>> {
	const due = reviewsDueText(reviewsDueCount(model, now));
	return due === null ? {} : {Course: due};
}
