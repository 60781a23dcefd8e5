/**
 * The Stats screen as lines: per game, matches played and won against the
 * computer, games with hints, trainer accuracy and best streak; totals; the
 * course (per concept the rating over time, accuracy, lesson and review;
 * lessons mastered, reviews due, the strength against the computer's levels:
 * `course.ts`); where progress is saved and whether saving is on; this
 * session's notices.
 */
import {games} from '../../engine/catalog.js';
import {clipLine, line, lineWidth, padLeft, padRight, seg, spread, wrapText, type Line} from '../lines.js';
import {footerLine} from '../footer.js';
import type {Size} from '../size.js';
import {clampOffset, whereText} from '../components/scroll.js';
import {accuracy, learnerOf, statsOf, type GameStats, type Progress} from '../../progress/progress.js';
import {courseBody, courseHeader} from './course.js';
import {mixedMode} from '../trainer/index.js';
import type {StatsState} from './state.js';

export interface SavingInfo {
	/** The progress file; null when nothing is kept on disk (--no-save). */
	readonly location: string | null;
	/** Whether writes still reach the disk (false after a failure). */
	readonly writable: boolean;
}

function percent(part: number, whole: number): string {
	return whole === 0 ? '' : `${Math.round((part / whole) * 100)}%`;
}

function trainerCell(s: GameStats): string {
	const a = accuracy(s);
	if (a === null) return '–';
	return `${Math.round(a * 100)}% of ${s.answered}${s.assisted > 0 ? `, ${s.assisted} assisted` : ''}`;
}

const nameWidth = 20;

function row(name: string, s: GameStats, mixed = false): Line {
	const dim = s.played === 0 && s.answered === 0 && s.bestStreak === 0;
	const cells = mixed
		? `${padLeft('', 7)}${padLeft('', 6)}${padLeft('', 7)}   ${padRight('(puzzles counted by game)', 26)}${padLeft(String(s.bestStreak), 6)}`
		: `${padLeft(String(s.played), 7)}${padLeft(String(s.won), 6)}${padLeft(String(s.hintsUsed), 7)}   ${padRight(trainerCell(s), 26)}${padLeft(String(s.bestStreak), 6)}`;
	return line(seg(`  ${padRight(name, nameWidth)}`, dim ? 'dim' : 'strong'), seg(cells, dim ? 'dim' : undefined));
}

export function savingText(progress: Progress, saving: SavingInfo): {text: string; tone: 'good' | 'bad' | 'dim'} {
	if (saving.location === null) return {text: "Saving: off for this session (--no-save): these are this session's numbers.", tone: 'dim'};
	if (!saving.writable) return {text: 'Saving: stopped after a problem (see the notices below).', tone: 'bad'};
	if (!progress.save) return {text: "Saving: off (s turns it on); this session's numbers stay until you quit.", tone: 'dim'};
	return {text: 'Saving: on, after every game and puzzle (s turns it off).', tone: 'good'};
}

/** The table's column names (kept in view while the rows scroll). */
export function statsHeader(): Line {
	return line(
		seg(
			`  ${padRight('game', nameWidth)}${padLeft('played', 7)}${padLeft('won', 6)}${padLeft('hints', 7)}   ${padRight('trainer: right alone', 26)}${padLeft('best', 6)}`,
			'dim',
		),
	);
}

/**
 * The scrolling part: the games' table, the course's table, the file and the
 * notices; `headers[i]` is the column names to keep in view while line i is
 * the top one (the course's own, once its rows reach the top).
 */
export function statsBody(
	progress: Progress,
	saving: SavingInfo,
	notices: readonly string[],
	width: number,
	now = Date.now(),
): {lines: Line[]; headers: Line[]} {
	const lines: Line[] = [];
	let played = 0;
	let won = 0;
	let answered = 0;
	let correct = 0;
	let assisted = 0;
	for (const game of games) {
		const s = statsOf(progress, game.id);
		played += s.played;
		won += s.won;
		answered += s.answered;
		correct += s.correct;
		assisted += s.assisted;
		lines.push(row(game.name, s));
	}
	lines.push(row('Mixed trainer', statsOf(progress, mixedMode), true));
	lines.push([]);
	const abandoned = games.filter(g => statsOf(progress, g.id).abandoned > 0).map(g => `${g.name} ${statsOf(progress, g.id).abandoned}`);
	const gamesText = `${played === 0 ? 'no games against the computer yet' : `${played} game${played === 1 ? '' : 's'} against the computer, ${won} won (${percent(won, played)})`}${abandoned.length === 0 ? '' : `, abandoned unfinished: ${abandoned.join(', ')}`}`;
	const puzzles =
		answered === 0
			? 'no trainer puzzles yet'
			: `${answered} puzzle${answered === 1 ? '' : 's'}, ${percent(correct, answered)} right alone${assisted > 0 ? `, ${assisted} with the hint` : ''}`;
	lines.push(...wrapText(`Totals: ${gamesText} · ${puzzles}.`, width - 3).map(t => line(seg(`  ${t}`))));
	lines.push(
		...wrapText(
			'"hints": games with hint mode on at some point; "trainer": puzzles answered right without the hint; "best": the trainer\'s longest streak.',
			width - 3,
		).map(t => line(seg(`  ${t}`, 'dim'))),
	);
	lines.push([]);
	lines.push(line(seg('  Course', 'strong'), seg(' · your rating for each idea, your accuracy, lessons and reviews', 'dim')), courseHeader(width));
	const gamesEnd = lines.length;
	lines.push(...courseBody(learnerOf(progress), now, width));
	lines.push([]);
	if (saving.location !== null) lines.push(...wrapText(`File: ${saving.location}`, width - 3).map(t => line(seg(`  ${t}`, 'dim'))));
	if (notices.length > 0) {
		lines.push([], line(seg('  Notices this session', 'strong')));
		for (const notice of notices) lines.push(...wrapText(notice, width - 5).map((t, i) => line(seg(i === 0 ? '  ! ' : '    ', 'bad'), seg(t))));
	}
	const course = courseHeader(width);
	return {lines, headers: lines.map((_, i) => (i < gamesEnd ? statsHeader() : course))};
}

export function statsLines(
	state: StatsState,
	progress: Progress,
	saving: SavingInfo,
	notices: readonly string[],
	size: Size,
	now = Date.now(),
	/** The theme and mouse settings, in a sentence (t and m change them). */
	look: string | null = null,
): {lines: Line[]; maxOffset: number; page: number} {
	const width = size.columns;
	const height = size.rows - 1;
	const header = spread(line(seg(' Stats', 'title'), seg(' · your record', 'dim')), [], width);
	const saved = savingText(progress, saving);
	const footer = state.confirmReset
		? footerLine(
				[],
				[
					{keys: 'y', action: 'reset every record'},
					{keys: 'n', action: 'keep them'},
				],
				width,
			)
		: footerLine(
				[
					{keys: '↑↓', action: 'scroll'},
					{keys: 's', action: 'saving on/off'},
					{keys: 'c', action: 'coach on/off'},
					{keys: 'x', action: 'reset'},
					...(look === null ? [] : [{keys: 't m', action: 'theme, mouse'}]),
				],
				[
					{keys: '?', action: 'help'},
					{keys: 'q', action: 'menu'},
				],
				width,
			);
	const status: Line = state.confirmReset
		? line(seg(" Reset every game's record and the trainer's streaks? y yes · n no", 'bad'))
		: state.message === null
			? []
			: line(seg(` · ${state.message}`, 'strong'));
	const {lines: body, headers} = statsBody(progress, saving, notices, width, now);
	const coach = progress.coach
		? 'Coach: on, a losing move is named when you make it (c turns it off).'
		: 'Coach: off, nothing is said during play unless hints are on (c turns it on).';
	const top: Line[] = [
		header,
		clipLine(line(seg(` ${saved.text}`, saved.tone)), width),
		clipLine(line(seg(` ${coach}`, 'dim')), width),
		...(look === null ? [] : [clipLine(line(seg(` ${look}`, 'dim')), width)]),
	];
	const room = Math.max(1, height - top.length - 3);
	const at = clampOffset(state.offset, body.length, room);
	top.push(headers[at] ?? statsHeader());
	const shown = body.slice(at, at + room);
	const where = whereText(at, shown.length, body.length);
	const lines: Line[] = [...top, ...shown];
	while (lines.length < height - 2) lines.push([]);
	lines.push(clipLine(status, width));
	lines.push(where !== '' && lineWidth(footer) + where.length + 2 <= width ? spread(footer, line(seg(where, 'dim')), width) : footer);
	return {lines: lines.slice(0, height).map(l => clipLine(l, width)), maxOffset: Math.max(0, body.length - room), page: Math.max(1, room - 1)};
}
