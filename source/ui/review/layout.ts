/**
 * The move review screen as lines: the value chart and the line of who
 * slipped when on top, then the timeline of every move (who, the move, value
 * before → after, "win in N" / "lose in N" where the game could be searched,
 * and the move's grade: ✓ fastest or slower, ✗ gave the win away, · delayed
 * best or gave up sooner), scrolling within the window. Pure: the view
 * renders what this returns.
 */
import {reviewWords} from '../../i18n/review/index.js';
import {clipLine, formatInt, line, lineWidth, padRight, seg, sliceColumns, spread, textWidth, wrapText, type Line, type Tone} from '../lines.js';
import {footerLine} from '../footer.js';
import type {Size} from '../size.js';
import {clampOffset, scrollKeys, whereText, type ScrollAction, type ScrollContext} from '../components/scroll.js';
import type {KeyMap} from '../key-map.js';
import {slipLines, valueChart} from './chart.js';
import {gradeMark, gradeText} from './grade.js';
import {remotenessText, valueText, type PositionFacts, type Review, type ReviewRow} from './review.js';
import {keyWords} from '../../i18n/keys/index.js';
import {listText} from '../../i18n/lists/index.js';

/** The move review's keys: the scroll keys, and back. */
export const reviewKeys: KeyMap<ScrollAction | 'back', ScrollContext> = [
	...scrollKeys,
	{keys: ['q', 'escape', 'v'], help: () => keyWords('reviewBack'), action: () => 'back'},
];

export interface ReviewHeading {
	/** "Nim · you vs computer (perfect)". */
	readonly title: string;
	/** "You won in 9 moves" or "in progress · your move". */
	readonly status: string;
}

const numberWidth = 4;

function shortValue(f: PositionFacts): string {
	return f.grundy === null ? valueText(f) : formatInt(f.grundy, 6);
}

function valueCell(row: ReviewRow): string {
	return `${shortValue(row.before)} → ${shortValue(row.after)}`;
}

function valueHeading(review: Review): string {
	return reviewWords(review.positions.some(f => f.grundy !== null) ? 'value' : 'outcome');
}

/** The grade as shown: where the game was too big to time, an untimed grade says so. Short: for narrow terminals. */
function gradeCell(review: Review, row: ReviewRow, short: boolean): string {
	const untimed = row.grade.kind === 'kept' || row.grade.kind === 'lost';
	const why = untimed && review.timing === 'too-big' ? reviewWords(short ? 'untimedShort' : 'untimed') : '';
	return `${gradeText(row.grade, short)}${why}`;
}

function gradeTone(row: ReviewRow): Tone {
	const mark = gradeMark(row.grade);
	return mark === '✓' ? 'good' : mark === '✗' ? 'bad' : 'dim';
}

/** "You" → "you", "Computer" → "cpu", "Player 1" → "P1": for narrow terminals. */
function shortName(name: string): string {
	if (name === 'Computer') return 'cpu';
	const player = /^Player (\d)$/.exec(name);
	return player ? `P${player[1]}` : name.toLowerCase();
}

interface Columns {
	readonly who: number;
	readonly words: number;
	readonly value: number;
	/** "win in 5" from the position before the move; 0 where nothing was timed (the grade says won or lost). */
	readonly remote: number;
	readonly grade: number;
	/** The grades in their short words. */
	readonly short: boolean;
	readonly name: (name: string) => string;
}

/** Room the move's words should have before names and grades are shortened. */
const wordsWanted = 24;

/** Column widths fitted to the moves and the terminal: the move's words get what is left (names and grades shortened first). */
function columnsFor(review: Review, width: number): Columns {
	const value = Math.max(textWidth(valueHeading(review)), ...review.rows.map(r => textWidth(valueCell(r)))) + 1;
	const remote = review.timing === 'timed' ? Math.max(9, ...review.rows.map(r => textWidth(remotenessText(r.before)))) + 1 : 0;
	const gradeWidth = (short: boolean) => Math.max(5, ...review.rows.map(r => textWidth(gradeCell(review, r, short))));
	const longest = Math.max(12, ...review.rows.map(r => textWidth(r.words)));
	const fixedWith = (grade: number) => numberWidth + 1 + value + remote + grade + 1;
	const full = Math.max(...review.names.map(n => textWidth(n))) + 1;
	const shortWho = Math.max(3, ...review.names.map(n => textWidth(shortName(n)))) + 1;
	const short = width - fixedWith(gradeWidth(false)) - shortWho < Math.min(longest + 1, wordsWanted);
	const grade = gradeWidth(short);
	const fixed = fixedWith(grade);
	const name = width - fixed - full >= Math.min(longest, 30) ? (n: string) => n : shortName;
	const who = name === shortName ? shortWho : full;
	return {who, words: Math.max(10, Math.min(longest + 1, width - fixed - who)), value, remote, grade, short, name};
}

/** The timeline: one line per move, and under each mistake what it handed over and the idea it missed. */
export function timelineLines(review: Review, width: number): Line[] {
	const cols = columnsFor(review, width);
	const out: Line[] = [];
	for (const [i, row] of review.rows.entries()) {
		if (row.auto && !review.rows[i - 1]?.auto) {
			for (const t of wrapText(reviewWords('fastForwarded'), width - numberWidth - 4)) {
				out.push(line(seg(' '.repeat(numberWidth + 2)), seg(t, 'dim')));
			}
		}
		const tone = row.mover === 0 ? 'cursor' : 'computer';
		const words = textWidth(row.words) >= cols.words ? `${sliceColumns(row.words, cols.words - 2)}…` : row.words;
		out.push(
			clipLine(
				line(
					seg(` ${String(row.number).padStart(numberWidth - 1)} `, 'dim'),
					seg(padRight(cols.name(row.who), cols.who), tone),
					seg(padRight(words, cols.words)),
					seg(padRight(valueCell(row), cols.value), 'strong'),
					seg(cols.remote > 0 ? padRight(remotenessText(row.before), cols.remote) : '', row.before.outcome === 'N' ? 'good' : 'dim'),
					seg(gradeCell(review, row, cols.short), gradeTone(row)),
				),
				width,
			),
		);
		if (row.verdict === 'mistake') {
			const text = reviewWords('mistake', {note: String(row.note), better: row.better ? reviewWords('winningWas', {move: row.better}) : ''});
			for (const t of wrapText(text, width - numberWidth - 4)) out.push(line(seg(`${' '.repeat(numberWidth + 2)}`), seg(t, 'bad')));
			// The idea it missed and the lesson on it: "why: the nim-sum after your move was 3, not 0 (lesson 2: …)".
			const why =
				row.idea === null
					? row.lesson === null
						? null
						: reviewWords('see', {lesson: row.lesson})
					: reviewWords('why', {idea: row.idea, lesson: row.lesson === null ? '' : reviewWords('whyLesson', {lesson: row.lesson})});
			if (why !== null) for (const t of wrapText(why, width - numberWidth - 4)) out.push(line(seg(' '.repeat(numberWidth + 2)), seg(t, 'hint')));
		} else if (row.hinted) {
			out.push(line(seg(' '.repeat(numberWidth + 2)), seg(reviewWords('hintsOn'), 'dim')));
		}
	}
	const last = review.positions[review.positions.length - 1];
	if (last) {
		const mover = review.movers[review.movers.length - 1] ?? 0;
		const who = review.names[mover];
		const text = review.over
			? reviewWords(who === 'You' ? 'endYou' : 'endOther', {who})
			: reviewWords('now', {who, remoteness: remotenessText(last), value: shortValue(last)});
		out.push(line(seg(' '.repeat(numberWidth + 1)), seg(text, 'dim')));
	}
	return out;
}

function tableHeader(review: Review, width: number): Line {
	const cols = columnsFor(review, width);
	const value = valueHeading(review);
	const remote = cols.remote > 0 ? padRight(reviewWords('bestPlay'), cols.remote) : '';
	return clipLine(
		line(
			seg(
				`${' '.repeat(numberWidth + 1)}${padRight(reviewWords('who'), cols.who)}${padRight(reviewWords('move'), cols.words)}${padRight(value, cols.value)}${remote}${reviewWords('grade')}`,
				'dim',
			),
		),
		width,
	);
}

export interface ReviewLayout {
	readonly lines: Line[];
	readonly maxOffset: number;
	/** Lines a page scrolls. */
	readonly page: number;
}

export function reviewLines(review: Review, heading: ReviewHeading, offset: number, size: Size): ReviewLayout {
	const width = size.columns;
	const height = size.rows - 1;
	const header = spread(line(seg(` ${reviewWords('title')}`, 'title'), seg(` · ${heading.title}`, 'dim')), line(seg(`${heading.status} `, 'strong')), width);
	const footer = footerLine(
		[
			{keys: '↑↓', action: reviewWords('keyScroll')},
			{keys: 'pgup pgdn', action: reviewWords('keyPage')},
		],
		[
			{keys: '?', action: reviewWords('keyHelp')},
			{keys: 'esc q', action: reviewWords('keyBack')},
		],
		width,
	);
	if (review.rows.length === 0) {
		const lines: Line[] = [header, [], line(seg(`  ${reviewWords('nothing')}`, 'dim'))];
		while (lines.length < height - 1) lines.push([]);
		lines.push(footer);
		return {lines, maxOffset: 0, page: 1};
	}
	const mistakes = review.mistakes[0] + review.mistakes[1];
	const said = line(
		seg('  '),
		seg(mistakes === 0 ? reviewWords('noMistakes') : reviewWords('mistakes', {counts: mistakeCounts(review)}), mistakes === 0 ? 'good' : 'bad'),
		seg(review.timing === 'too-big' ? reviewWords('tooBig') : '', 'dim'),
	);
	// What the K of "slower by K" counts, where a grade has one and it fits.
	const counted = seg(reviewWords('counted'), 'dim');
	const timed = review.rows.some(r => r.grade.kind === 'slower' || r.grade.kind === 'sooner');
	const summary = clipLine(timed && lineWidth(said) + lineWidth([counted]) <= width ? [...said, counted] : said, width);
	const slips = slipLines(review, width);
	const extras = 3 + slips.length; // baseline, marks, legend, who slipped when
	const available = height - 2 - 1 - 1 - 1 - 1; // header+gap, summary, gap, table header, footer
	const chartHeight = Math.max(1, Math.min(5, available - extras - 1 - 8));
	const chart = valueChart(review, {width, height: chartHeight, grundy: review.positions.some(f => f.grundy !== null)}).map(l => clipLine(l, width));
	const top: Line[] = [header, [], ...chart, ...slips, summary, [], tableHeader(review, width)];
	const body = timelineLines(review, width);
	const room = Math.max(1, height - top.length - 1);
	const at = clampOffset(offset, body.length, room);
	const shown = body.slice(at, at + room);
	const where = whereText(at, shown.length, body.length);
	const lines: Line[] = [...top, ...shown];
	while (lines.length < height - 1) lines.push([]);
	// The position in the timeline goes into the footer's line when it fits.
	const withWhere = where !== '' && lineWidth(footer) + where.length + 2 <= width ? spread(footer, line(seg(where, 'dim')), width) : footer;
	lines.push(withWhere);
	return {lines: lines.slice(0, height), maxOffset: Math.max(0, body.length - room), page: Math.max(1, room - 1)};
}

/** "You 1, Computer 2": the sides that made mistakes. */
function mistakeCounts(review: Review): string {
	return listText(([0, 1] as const).filter(side => review.mistakes[side] > 0).map(side => `${review.names[side]} ${review.mistakes[side]}`));
}
