/**
 * The trainer's screens as lines: the game picker, and a puzzle (the board,
 * the question, the hint or the feedback: right or not, the winning moves,
 * and why), fitted to the terminal. Pure: the views render what these return.
 */
import {trainerWords} from '../../i18n/trainer/index.js';
import {conceptName} from '../../i18n/stats/index.js';
import {gameName} from '../../i18n/games/index.js';
import {boxed, clipLine, fitHeight, line, lineWidth, padRight, seg, spread, windowStart, wrapText, type Line} from '../lines.js';
import {footerLine} from '../footer.js';
import {boardLines} from '../boards/frame.js';
import {listEntry} from '../components/pick-list.js';
import type {KeyHelp} from '../boards/types.js';
import {explanationLines} from '../shared/explanation.js';
import {difficultyText, ratingText} from '../shared/rating.js';
import type {Size} from '../size.js';
import {explanationAt, nextStepText} from '../match/index.js';
import {accuracy, emptyStats, type GameStats} from '../../progress/progress.js';
import type {ConceptId} from '../../learn/concepts.js';
import {mixedMode, solutionMark, type TrainerState} from './state.js';

/** The trainer's numbers the view shows: saved progress, with this session's answers in it. */
export interface TrainerStats {
	/** Stats of the puzzle's game. */
	readonly game: GameStats;
	/** The best streak of the mode (a game, or mixed). */
	readonly bestStreak: number;
	/** The learner's rating for the puzzle's concept, with its name ("the nim-sum"); null outside the course. */
	readonly rating?: {readonly concept: ConceptId; readonly rating: number; readonly rd: number} | null;
}

export function accuracyText(stats: GameStats): string {
	const a = accuracy(stats);
	if (a === null) return trainerWords('noAnswers');
	const assisted = stats.assisted > 0 ? trainerWords('assisted', {count: stats.assisted}) : '';
	return trainerWords('accuracy', {percent: Math.round(a * 100), correct: stats.correct, answered: stats.answered, assisted});
}

const puzzleKeysNow = (): readonly KeyHelp[] => [
	{keys: 't', action: trainerWords('keyHint')},
	{keys: 's', action: trainerWords('keyShow')},
	{keys: 'i', action: trainerWords('keyTheory')},
];

const feedbackKeysNow = (): readonly KeyHelp[] => [
	{keys: 'enter', action: trainerWords('keyNext')},
	{keys: 'e', action: trainerWords('keyAll')},
	{keys: 'i', action: trainerWords('keyTheory')},
];

const pinnedNow = (): readonly KeyHelp[] => [
	{keys: '?', action: trainerWords('keyHelp')},
	{keys: 'q', action: trainerWords('keyBack')},
];

/** The setting's key, always in the footer, naming the setting in use. */
function settingKey(state: TrainerState): KeyHelp {
	return {keys: 'd', action: trainerWords('setting', {setting: trainerWords(state.setting)})};
}

/** "Winning moves (3): a · b · c", wrapped; or the engine's move when the moves are too many to try. */
function winningLines(state: TrainerState, width: number): Line[] {
	const {puzzle} = state;
	const text = puzzle.complete
		? puzzle.winning.length === 1
			? trainerWords('onlyWinning', {moves: puzzle.winning.join(' · ')})
			: trainerWords('winningMoves', {count: puzzle.winning.length, moves: puzzle.winning.join(' · ')})
		: trainerWords('engineMove', {move: puzzle.engineWords});
	return wrapText(text, width - 2).map((t, i) => line(seg(i === 0 ? '◆ ' : '  ', 'hint'), seg(t, 'hint')));
}

function verdictTitle(state: TrainerState): Line {
	const answer = state.answer!;
	if (answer.words === null) return line(seg(trainerWords('shown'), 'bad'), seg(trainerWords('streakAgain'), 'dim'));
	if (answer.verdict === 'correct') return line(seg(trainerWords('right'), 'good'), seg(` · ${answer.words}`, 'strong'));
	if (answer.verdict === 'assisted') return line(seg(trainerWords('rightWithHint'), 'good'), seg(` · ${answer.words}`, 'strong'));
	return line(seg(trainerWords('notWinning'), 'bad'), seg(` · ${answer.words}`, 'strong'));
}

function verdictLine(state: TrainerState): string {
	const answer = state.answer!;
	if (answer.words === null) return trainerWords('studyAnswer');
	if (answer.verdict === 'correct') return trainerWords('leavesLost', {streak: state.streak});
	if (answer.verdict === 'assisted') {
		const how = trainerWords(answer.steps === 1 ? 'afterValue' : answer.steps === 2 ? 'afterIdea' : 'afterMove');
		return trainerWords('foundAssisted', {how});
	}
	const leaves = answer.leaves === null ? trainerWords('aWonPosition') : trainerWords('valueNotZero', {value: answer.leaves});
	return trainerWords('leavesWon', {leaves});
}

/** The panel under the board: the hint while solving, the feedback after an answer. */
export function trainerPanel(state: TrainerState, width: number, maxHeight: number, full = false): Line[] {
	if (maxHeight < 3) return [];
	const inner = width - 4;
	const {hint} = state.puzzle;
	const more = full ? '' : trainerWords('allOfIt');
	if (state.phase === 'feedback') {
		const body: Line[] = [
			...wrapText(verdictLine(state), inner).map(t => line(seg(t))),
			...winningLines(state, inner),
			[],
			...explanationLines(hint.explanation, inner),
		];
		const good = state.answer?.verdict !== 'missed';
		return boxed(verdictTitle(state), fitHeight(body, maxHeight - 2, more), width, 'round', good ? 'good' : 'bad');
	}
	if (!state.hintShown) return [];
	const value =
		hint.grundy !== null
			? trainerWords('grundyValue', {value: hint.grundy})
			: hint.misere
				? trainerWords(hint.method === 'search' ? 'misereSearch' : hint.method === 'quotient' ? 'misereQuotient' : 'misereTheory')
				: trainerWords('beyond');
	const step = state.hintStep === 0 ? 1 : state.hintStep;
	const title = line(seg(trainerWords('hintStep', {step}), 'hint'), seg(` · ${value}`, 'strong'));
	const body: Line[] = [
		...(step === 3 && hint.words !== null ? [line(seg(trainerWords('winningMove'), 'hint'), seg(hint.words, 'hint'))] : []),
		...(step < 3 ? [line(seg(nextStepText(step), 'dim'))] : []),
		...explanationLines(explanationAt(hint, step), inner),
	];
	return boxed(title, fitHeight(body, maxHeight - 2, more), width, 'round', 'hint');
}

function headerLine(state: TrainerState, stats: TrainerStats, width: number): Line {
	const {puzzle} = state;
	const name = gameName(puzzle.game.id, puzzle.game.name);
	const mode = state.mode === mixedMode ? trainerWords('mixedMode', {game: name}) : name;
	const best = Math.max(stats.bestStreak, state.bestStreak);
	// Mixed puzzles change game every time: the header counts this session's
	// mixed answers, not whichever game the puzzle happens to be.
	const accuracy =
		state.mode === mixedMode
			? state.session.answered === 0
				? trainerWords('sessionNone')
				: trainerWords('session', {accuracy: accuracyText({...emptyStats, ...state.session})})
			: accuracyText(stats.game);
	// The seed is shown so that a start can be had again: it is never cut. What gives way first is
	// the word "Trainer", then the accuracy's counts, the accuracy and the best streak. (The puzzle's
	// difficulty stands beside the question.)
	const streak = seg(trainerWords('streak', {streak: state.streak}), state.streak > 0 ? 'good' : 'strong');
	const right = (...rest: string[]) => line(streak, seg(`${rest.map(t => ` · ${t}`).join('')} `, 'dim'));
	const seed = seg(trainerWords('seed', {seed: state.seed}), 'dim');
	const titled = line(seg(` ${trainerWords('trainer')}`, 'title'), seg(` · ${mode}`, 'strong'), seed);
	const untitled = line(seg(` ${mode}`, 'strong'), seed);
	const short = accuracy.replace(/ ?[(（].*[)）]$/, '');
	// "no answers yet" says nothing a glance at the streak does not: it goes before the title.
	const informative = /\d/.test(accuracy);
	const choices: Array<[Line, Line]> = [
		[titled, right(trainerWords('best', {best}), accuracy)],
		...(informative ? [] : [[titled, right(trainerWords('best', {best}))] as [Line, Line]]),
		[untitled, right(trainerWords('best', {best}), accuracy)],
		[titled, right(trainerWords('best', {best}), short)],
		[untitled, right(trainerWords('best', {best}), short)],
		[titled, right(trainerWords('best', {best}))],
		[untitled, right(trainerWords('best', {best}))],
		[untitled, right()],
		[untitled, []],
	];
	for (const [left, r] of choices) if (lineWidth(left) + 1 + lineWidth(r) <= width) return spread(left, r, width);
	// Narrower still: the seed alone, whole.
	return line(seed);
}

/** The puzzle's difficulty and the setting, at the right of the question. */
function difficultyLine(state: TrainerState): Line {
	return line(seg(difficultyText(state.puzzle.difficulty.rating, state.setting), state.setting === 'normal' ? 'dim' : 'strong'), seg(' '));
}

/** The question at the left, the difficulty at the right when both fit (the question first). */
function withDifficulty(left: Line, state: TrainerState, width: number): Line {
	const right = difficultyLine(state);
	return lineWidth(left) + 1 + lineWidth(right) <= width ? spread(left, right, width) : clipLine(left, width);
}

function questionLine(state: TrainerState, stats: TrainerStats, width: number): Line {
	if (state.phase === 'feedback') {
		const r = stats.rating;
		const rating = r ? trainerWords('ratingOf', {concept: conceptName(r.concept), rating: ratingText(r.rating, r.rd)}) : '';
		return withDifficulty(line(seg(` ${trainerWords('enterNext')}`, 'strong'), seg(rating, 'dim')), state, width);
	}
	return withDifficulty(line(seg(` ${trainerWords('toMove')}`, 'strong'), seg(trainerWords('findMove'), 'cursor')), state, width);
}

function statusLine(state: TrainerState, width: number): Line {
	const {puzzle} = state;
	if (state.message) {
		const error = state.message.tone === 'error';
		return clipLine(line(seg(error ? ' ✗ ' : ' · ', error ? 'error' : 'dim'), seg(state.message.text, error ? 'error' : 'strong')), width);
	}
	if (state.phase === 'puzzle') {
		const pending = puzzle.board.pending(puzzle.position, state.pointer);
		if (pending !== null)
			return clipLine(line(seg(' ▶ ', 'cursor'), seg(pending, 'cursor'), seg(/enter|space/i.test(pending) ? '' : trainerWords('enterAnswers'), 'dim')), width);
	}
	return [];
}

/** The puzzle screen, exactly rows − 1 lines, none wider than the terminal. */
export function trainerLines(state: TrainerState, stats: TrainerStats, size: Size): Line[] {
	const full = state.full;
	const width = size.columns;
	const height = size.rows - 1;
	const {puzzle} = state;
	const back: KeyHelp = {keys: 'e', action: trainerWords('keyBackToBoard')};
	const puzzleKeys = puzzleKeysNow();
	const feedbackKeys = feedbackKeysNow();
	// The setting's key after the answer keys: a narrow footer keeps "show the answer" and "next puzzle" first.
	const setting = settingKey(state);
	let keys: readonly KeyHelp[] =
		state.phase === 'feedback'
			? [feedbackKeys[0]!, setting, ...feedbackKeys.slice(1)]
			: [...(puzzle.board.keysAt?.(puzzle.position, state.pointer) ?? puzzle.board.keys), ...puzzleKeys.slice(0, 2), setting, ...puzzleKeys.slice(2)];
	if (state.full) keys = state.phase === 'feedback' ? [feedbackKeys[0]!, back] : [{keys: 'e esc', action: trainerWords('keyBackToBoard')}, puzzleKeys[1]!];
	const footer = footerLine(keys, pinnedNow(), width);
	const top: Line[] = [headerLine(state, stats, width), questionLine(state, stats, width), []];
	const room = Math.max(1, height - top.length - 2); // status, footer
	const mark = solutionMark(state);
	const drawBoard = (rows: number): Line[] =>
		boardLines(
			puzzle.board,
			{
				position: puzzle.position,
				pointer: state.pointer,
				active: state.phase === 'puzzle',
				hints: state.phase === 'feedback' || (state.hintShown && state.hintStep >= 2),
				hint: mark,
				last: null,
			},
			width,
			rows,
		);
	let middle: Line[];
	const showPanel = state.phase === 'feedback' || state.hintShown;
	if (full && showPanel) {
		middle = trainerPanel(state, width, room, true);
	} else {
		let board = drawBoard(room);
		let panel = showPanel ? trainerPanel(state, width, Math.max(0, room - board.length - 1)) : [];
		const wanted = showPanel ? trainerPanel(state, width, room).length : 0;
		if (showPanel && panel.length < wanted) {
			// Share the room: the board keeps at least half, the panel gets the rest (e shows all of it).
			const boardRows = Math.max(Math.min(board.length, Math.ceil(room / 2)), room - wanted - 1);
			board = drawBoard(boardRows);
			panel = trainerPanel(state, width, room - board.length - 1);
		}
		middle = panel.length > 0 ? [...board, [], ...panel] : board;
	}
	const lines: Line[] = [...top, ...middle.slice(0, room)];
	while (lines.length < height - 2) lines.push([]);
	lines.push(statusLine(state, width), footer);
	return lines.slice(0, height).map(l => (lineWidth(l) > width ? clipLine(l, width) : l));
}

/**
 * " · best streak N" for a game's own trainer. A game answered right only in
 * mixed puzzles (whose streaks are the mixed trainer's) has no streak of its
 * own to show, rather than a "best streak 0" beside right answers.
 */
function streakText(entry: PickEntry): string {
	return entry.bestStreak > 0 || entry.stats.correct === 0 ? trainerWords('bestStreak', {streak: entry.bestStreak}) : '';
}

/** One entry of the trainer's game list. */
export interface PickEntry {
	/** A game id, or "mixed". */
	readonly mode: string;
	readonly name: string;
	readonly stats: GameStats;
	/** The mode's best streak. */
	readonly bestStreak: number;
}

export function pickLines(entries: readonly PickEntry[], index: number, size: Size): Line[] {
	const width = size.columns;
	const height = size.rows - 1;
	const intro = [trainerWords('intro1'), trainerWords('intro2')];
	const top: Line[] = [spread(line(seg(` ${trainerWords('trainer')}`, 'title'), seg(trainerWords('chooseGame'), 'dim')), [], width), []];
	for (const text of intro) for (const t of wrapText(text, width - 2)) top.push(line(seg(` ${t}`, 'dim')));
	top.push([]);
	const footer = footerLine(
		[
			{keys: '↑↓', action: trainerWords('keyMove')},
			{keys: 'enter', action: trainerWords('keyStart')},
		],
		[
			{keys: '?', action: trainerWords('keyHelp')},
			{keys: 'q', action: trainerWords('keyMenu')},
		],
		width,
	);
	const room = Math.max(3, height - top.length - 2);
	const start = windowStart(entries.length, room, index);
	const nameWidth = 20;
	const rows = entries.slice(start, start + room).map((entry, i) => {
		const at = start + i === index;
		const numbers =
			entry.mode === mixedMode
				? trainerWords('bestStreakAlone', {streak: entry.bestStreak})
				: entry.stats.answered === 0
					? trainerWords('notTried')
					: `${accuracyText(entry.stats)}${streakText(entry)}`;
		return clipLine(
			listEntry(
				line(
					seg(at ? ' ❯ ' : '   ', 'cursor'),
					seg(padRight(entry.name, nameWidth), at ? 'cursor' : undefined),
					seg(numbers, entry.stats.answered === 0 && entry.mode !== mixedMode ? 'dim' : undefined),
				),
				'game',
				start + i,
			),
			width,
		);
	});
	const lines: Line[] = [...top, ...rows];
	if (start + room < entries.length) lines.push(line(seg(trainerWords('moreBelow', {count: entries.length - start - room}), 'dim')));
	while (lines.length < height - 1) lines.push([]);
	lines.push(footer);
	return lines.slice(0, height);
}
