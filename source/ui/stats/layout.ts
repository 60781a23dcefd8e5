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
import {statsWords as w} from '../../i18n/stats/index.js';
import {gameName} from '../../i18n/games/index.js';

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
	return `${w('trainerCell', {percent: Math.round(a * 100), answered: s.answered})}${s.assisted > 0 ? w('trainerAssisted', {count: s.assisted}) : ''}`;
}

const nameWidth = 20;

function row(name: string, s: GameStats, mixed = false): Line {
	const dim = s.played === 0 && s.answered === 0 && s.bestStreak === 0;
	const cells = mixed
		? `${padLeft('', 7)}${padLeft('', 6)}${padLeft('', 7)}   ${padRight(w('mixedCell'), 26)}${padLeft(String(s.bestStreak), 6)}`
		: `${padLeft(String(s.played), 7)}${padLeft(String(s.won), 6)}${padLeft(String(s.hintsUsed), 7)}   ${padRight(trainerCell(s), 26)}${padLeft(String(s.bestStreak), 6)}`;
	return line(seg(`  ${padRight(name, nameWidth)}`, dim ? 'dim' : 'strong'), seg(cells, dim ? 'dim' : undefined));
}

export function savingText(progress: Progress, saving: SavingInfo): {text: string; tone: 'good' | 'bad' | 'dim'} {
	if (saving.location === null) return {text: w('savingNone'), tone: 'dim'};
	if (!saving.writable) return {text: w('savingStopped'), tone: 'bad'};
	if (!progress.save) return {text: w('savingOff'), tone: 'dim'};
	return {text: w('savingOn'), tone: 'good'};
}

/** The table's column names (kept in view while the rows scroll). */
export function statsHeader(): Line {
	return line(
		seg(
			`  ${padRight(w('columnGame'), nameWidth)}${padLeft(w('columnPlayed'), 7)}${padLeft(w('columnWon'), 6)}${padLeft(w('columnHints'), 7)}   ${padRight(w('columnTrainer'), 26)}${padLeft(w('columnBest'), 6)}`,
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
		lines.push(row(gameName(game.id, game.name), s));
	}
	lines.push(row(w('mixedRow'), statsOf(progress, mixedMode), true));
	lines.push([]);
	const abandoned = games.filter(g => statsOf(progress, g.id).abandoned > 0).map(g => `${gameName(g.id, g.name)} ${statsOf(progress, g.id).abandoned}`);
	const gamesText = `${played === 0 ? w('noGames') : w('gamesPlayed', {count: played, won, percent: percent(won, played)})}${abandoned.length === 0 ? '' : w('abandoned', {games: abandoned.join(w('listSeparator'))})}`;
	const puzzles =
		answered === 0
			? w('noPuzzles')
			: `${w('puzzles', {count: answered, percent: percent(correct, answered)})}${assisted > 0 ? w('puzzlesAssisted', {count: assisted}) : ''}`;
	lines.push(...wrapText(w('totals', {games: gamesText, puzzles}), width - 3).map(t => line(seg(`  ${t}`))));
	lines.push(...wrapText(w('legend'), width - 3).map(t => line(seg(`  ${t}`, 'dim'))));
	lines.push([]);
	lines.push(line(seg(`  ${w('courseTitle')}`, 'strong'), seg(` · ${w('courseSubtitle')}`, 'dim')), courseHeader(width));
	const gamesEnd = lines.length;
	lines.push(...courseBody(learnerOf(progress), now, width));
	lines.push([]);
	if (saving.location !== null) lines.push(...wrapText(w('file', {path: saving.location}), width - 3).map(t => line(seg(`  ${t}`, 'dim'))));
	if (notices.length > 0) {
		lines.push([], line(seg(`  ${w('notices')}`, 'strong')));
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
	/** The theme and mouse settings, in a sentence (t and m change them); then the language and the glyphs (l and a). */
	look: string | null = null,
	language: string | null = null,
): {lines: Line[]; maxOffset: number; page: number} {
	const width = size.columns;
	const height = size.rows - 1;
	const header = spread(line(seg(` ${w('title')}`, 'title'), seg(` · ${w('subtitle')}`, 'dim')), [], width);
	const saved = savingText(progress, saving);
	const footer = state.confirmReset
		? footerLine(
				[],
				[
					{keys: 'y', action: w('keyResetYes')},
					{keys: 'n', action: w('keyResetNo')},
				],
				width,
			)
		: footerLine(
				[
					...(language === null ? [] : [{keys: 'l', action: w('keyLanguage')}]),
					{keys: '↑↓', action: w('keyScroll')},
					{keys: 's', action: w('keySaving')},
					{keys: 'c', action: w('keyCoach')},
					{keys: 'x', action: w('keyReset')},
					...(look === null ? [] : [{keys: 't m', action: w('keyLook')}]),
					...(language === null ? [] : [{keys: 'a', action: w('keyAscii')}]),
				],
				[
					{keys: '?', action: w('keyHelp')},
					{keys: 'q', action: w('keyMenu')},
				],
				width,
			);
	const status: Line = state.confirmReset
		? line(seg(` ${w('confirmReset')}`, 'bad'))
		: state.message === null
			? []
			: line(seg(` · ${state.message}`, 'strong'));
	const {lines: body, headers} = statsBody(progress, saving, notices, width, now);
	const coach = progress.coach ? w('coachOn') : w('coachOff');
	const top: Line[] = [
		header,
		clipLine(line(seg(` ${saved.text}`, saved.tone)), width),
		clipLine(line(seg(` ${coach}`, 'dim')), width),
		...(look === null ? [] : [clipLine(line(seg(` ${look}`, 'dim')), width)]),
		...(language === null ? [] : [clipLine(line(seg(` ${language}`, 'dim')), width)]),
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
