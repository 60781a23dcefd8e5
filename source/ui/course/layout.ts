/**
 * The course's screens as lines: the course map, a lesson's pages, its
 * worked example on the real board, an exercise, its feedback and a run's
 * result. Pure: the view renders what these return, at most rows − 1 lines,
 * none wider than the terminal.
 */
import {boardLines} from '../boards/frame.js';
import {listEntry} from '../components/pick-list.js';
import type {KeyHelp} from '../boards/types.js';
import {footerLine} from '../footer.js';
import {
	boxed,
	clipLine,
	clipText,
	drawingCharacters,
	fitHeight,
	line,
	lineText,
	lineWidth,
	padRight,
	seg,
	spacedJoin,
	spread,
	windowStart,
	wrapText,
	type Line,
	type Speech,
} from '../lines.js';
import type {Size} from '../size.js';
import {explanationLines} from '../shared/explanation.js';
import {practiseText} from '../shared/practise.js';
import {difficultyText, ratingMeaning, ratingText} from '../shared/rating.js';
import {lessons, masteryCount, masteryPass, placementPerLesson, practiceCount} from '../../learn/course.js';
import {conceptOf} from '../../learn/concepts.js';
import {gameOf} from '../../learn/lesson.js';
import {courseWords as w} from '../../i18n/course/index.js';
import {dueLessons, lessonTitle, type CourseRecord, type CourseState, type Run} from './state.js';

/** The keys every page of the course ends its footer with (in the language in force when drawn). */
const pinned = (): readonly KeyHelp[] => [
	{keys: '?', action: w('keyHelp')},
	{keys: 'q', action: w('keyBack')},
];

function statusText(record: CourseRecord): {text: string; tone: 'good' | 'dim' | 'strong' | 'cursor'} {
	switch (record.status) {
		case 'mastered':
			return {text: w('mastered'), tone: 'good'};
		case 'started':
			return {text: w('inProgress'), tone: 'cursor'};
		case 'open':
			return {text: w('open'), tone: 'strong'};
		case 'locked':
			return {text: w('locked'), tone: 'dim'};
	}
}

/** The course map: every lesson with its state, the learner's rating for it and what is due. */
export function mapLines(state: CourseState, size: Size): Line[] {
	const width = size.columns;
	const height = size.rows - 1;
	const mastered = state.records.filter(r => r.status === 'mastered').length;
	const due = dueLessons(state.records).length;
	// A narrow terminal shows the ratings (and what they mean) on the Stats screen only, and cuts a long title with …
	const showRatings = width >= 70;
	const top: Line[] = [
		spread(
			line(
				seg(` ${w('title')}`, 'title'),
				seg(w('masteredCount', {mastered, count: lessons.length}), 'dim'),
				seg(state.setting === 'normal' ? '' : w('settingNote', {setting: w(state.setting)}), 'cursor'),
			),
			line(seg(`${due === 0 ? w('noReviews') : w('reviewsDue', {count: due})} `, due === 0 ? 'dim' : 'cursor')),
			width,
		),
	];
	for (const t of wrapText(w('intro'), width - 2)) top.push(line(seg(` ${t}`, 'dim')));
	if (showRatings) for (const t of wrapText(ratingMeaning(), width - 2)) top.push(line(seg(` ${t}`, 'dim')));
	top.push([]);
	const footer = footerLine(
		[
			{keys: '↑↓', action: w('keyMove')},
			{keys: 'enter', action: w('keyOpen')},
			{keys: 'p', action: w('keyPlacement')},
			{keys: 'r', action: due === 0 ? w('keyReview') : w('keyReviewCount', {count: due})},
			{keys: 'd', action: state.setting === 'normal' ? w('keySetting') : w(state.setting)},
		],
		pinned(),
		width,
	);
	// The lesson rows, with room kept for the idea (as many lines as the longest lesson's takes, so the list stays put), the message and the footer (and a line saying more are below).
	const focusRoom = Math.max(...lessons.map((_, index) => focusLines(index, width).length));
	const fits = height - top.length - 2 - focusRoom;
	const room = Math.max(3, fits < lessons.length ? fits - 1 : fits);
	const start = windowStart(lessons.length, room, state.cursor);
	const titleWidth = Math.max(16, Math.min(34, width - (showRatings ? 47 : 29)));
	const rows = lessons.slice(start, start + room).map((lesson, i) => {
		const index = start + i;
		const at = index === state.cursor;
		const record = state.records[index]!;
		const status = statusText(record);
		const rating = record.rating === null ? '' : w('rating', {rating: ratingText(record.rating.rating, record.rating.rd, true)});
		// A screen reader hears the row as a sentence: its number and title, its state, the rating and the review due.
		const spoken: Speech = {
			read: () => [
				[
					`${index + 1} ${lessonTitle(lesson.concept)}: ${status.text.slice(2)}`,
					record.rating === null ? '' : w('ratingRead', {rating: ratingText(record.rating.rating, record.rating.rd, true)}),
					record.due ? w('reviewDue').slice(2) : '',
				]
					.filter(Boolean)
					.join(w('readComma')),
			],
		};
		return clipLine(
			listEntry(
				spokenAs(
					line(
						seg(at ? ' ❯ ' : '   ', 'cursor'),
						seg(`${String(index + 1).padStart(2)}  `, at ? 'cursor' : 'dim'),
						seg(padRight(clipText(lessonTitle(lesson.concept), titleWidth - 1), titleWidth), at ? 'cursor' : record.status === 'locked' ? 'dim' : undefined),
						seg(padRight(status.text, 15), status.tone),
						seg(showRatings ? padRight(rating, 18) : '', 'dim'),
						seg(record.due ? w('reviewDue') : '', 'cursor'),
					),
					spoken,
				),
				'lesson',
				index,
			),
			width,
		);
	});
	const lines: Line[] = [...top, ...rows];
	if (start + room < lessons.length) lines.push(line(seg(`   ${w('moreBelow', {count: lessons.length - start - room})}`, 'dim')));
	const focus = focusLines(state.cursor, width);
	while (lines.length < height - 2 - focus.length) lines.push([]);
	lines.push(...focus);
	lines.push(messageLine(state, width));
	lines.push(footer);
	return lines.slice(0, height);
}

/** Under the map, the highlighted lesson's idea and the judge's problems that practise it, wrapped (two problems' names pass 80 columns). */
function focusLines(index: number, width: number): Line[] {
	const concept = lessons[index]!.concept;
	const idea = conceptOf(concept);
	const practise = practiseText({lesson: concept});
	const number = ` ${index + 1}. `;
	const text = spacedJoin([idea ? w('idea', {idea: idea.idea}) : '', practise ?? '']);
	const wrapped = wrapText(text, Math.max(10, width - number.length));
	return wrapped.map((part, i) => clipLine(line(seg(i === 0 ? number : ' '.repeat(number.length), 'dim'), seg(part, 'dim')), width));
}

function messageLine(state: CourseState, width: number): Line {
	if (!state.message) return [];
	const error = state.message.tone === 'error';
	return clipLine(line(seg(error ? ' ✗ ' : ' · ', error ? 'error' : 'dim'), seg(state.message.text, error ? 'error' : 'strong')), width);
}

function header(run: Run, width: number, what: string): Line {
	const lesson = lessons[run.lesson]!;
	const name = run.stage === 'placement' ? w('placementTest') : run.stage === 'review' ? w('review') : w('lesson', {number: run.lesson + 1});
	const title = lessonTitle(lesson.concept);
	const spoken: Speech = {read: () => [what === '' ? `${name}, ${title}` : w('headerRead', {name, title, what})]};
	return spokenAs(spread(line(seg(` ${name}`, 'title'), seg(` · ${title}`, 'strong')), line(seg(`${what} `, 'dim')), width), spoken);
}

/** A run of pins or tokens drawn in a page's text (●●●), and runs side by side (●●  ●●●). */
const pictureRuns = /[●○]+(?: {1,3}[●○]+)*/gu;

/** A page's text with its pictures in words, for a screen reader: ●●●●●●● → ●●  ●●● says "a row of 7 → rows of 2 and 3". */
export function pictureWords(text: string): string {
	return text.replace(pictureRuns, picture => {
		const counts = picture.split(/ +/).map(run => [...run].length);
		return counts.length === 1 ? w('pictureRow', {count: counts[0]!}) : w('pictureRows', {counts: counts.join(w('pictureAnd'))});
	});
}

/** A page of text: paragraphs wrapped, lines kept where the text breaks them (tables, worked sums). */
function pageBody(paragraphs: readonly string[], width: number): Line[] {
	const out: Line[] = [];
	for (const paragraph of paragraphs) {
		if (paragraph.includes('\n')) for (const l of paragraph.split('\n')) out.push(clipLine(line(seg(`   ${l}`, 'strong')), width));
		else {
			// A paragraph with a picture in it reads, for a screen reader, whole and with the picture in words.
			const speech: Speech | null = /[●○]/u.test(paragraph) ? {read: () => [pictureWords(paragraph)]} : null;
			for (const t of wrapText(paragraph, Math.min(76, width - 3))) out.push(line(speech ? {...seg(` ${t}`), speech} : seg(` ${t}`)));
		}
		out.push([]);
	}
	return out;
}

function pagesLines(state: CourseState, run: Run, size: Size): Line[] {
	const width = size.columns;
	const height = size.rows - 1;
	const lesson = lessons[run.lesson]!;
	const footer = footerLine(
		[
			{keys: 'enter', action: run.page + 1 < lesson.pages.length ? w('keyNextPage') : w('keyExample')},
			{keys: '←', action: w('keyPrevious')},
			{keys: 'x', action: w('keySkip')},
		],
		pinned(),
		width,
	);
	const top: Line[] = [header(run, width, w('page', {page: run.page + 1, count: lesson.pages.length})), []];
	const room = height - top.length - 2;
	const body = fitHeight(pageBody(lesson.pages[run.page]!, width), room);
	const lines = [...top, ...body];
	while (lines.length < height - 2) lines.push([]);
	lines.push(messageLine(state, width), footer);
	return lines.slice(0, height);
}

/** The explanation on the whole screen (e): the example's reasoning, or the feedback, with nothing else beside it. */
function fullLines(state: CourseState, run: Run, size: Size, title: string, body: readonly Line[]): Line[] {
	const width = size.columns;
	const height = size.rows - 1;
	const footer = footerLine([{keys: 'e esc', action: w('keyBoard')}], pinned(), width);
	const top: Line[] = [header(run, width, title), []];
	const lines = [...top, ...fitHeight(body, height - top.length - 2)];
	while (lines.length < height - 2) lines.push([]);
	lines.push(messageLine(state, width), footer);
	return lines.slice(0, height).map(l => (lineWidth(l) > width ? clipLine(l, width) : l));
}

/** The lines of the why a worked example's board leaves at least, when it is drawn whole. */
const briefWhy = 6;

function exampleLines(state: CourseState, run: Run, size: Size): Line[] {
	const width = size.columns;
	const height = size.rows - 1;
	const lesson = lessons[run.lesson]!;
	const step = run.example[run.step]!;
	const game = gameOf(step.position);
	const board = state.env.board(game.id);
	const position = game.parse(step.position, '');
	const moves = run.example.length - 1;
	const last = step.move === null;
	if (run.full === true && !last)
		return fullLines(state, run, size, w('example', {step: run.step + 1, moves}), [
			line(seg(` ${step.words ?? ''}`, 'hint')),
			[],
			...explanationLines(step.why, width - 2).map(l => [seg(' '), ...l]),
		]);
	const footer = footerLine(
		[
			{keys: 'enter', action: last ? w('keyExercises') : w('keyPlay')},
			{keys: '←', action: w('keyPrevious')},
			...(last ? [] : [{keys: 'e', action: w('keyWhy')}]),
		],
		pinned(),
		width,
	);
	const top: Line[] = [
		header(run, width, w('example', {step: Math.min(run.step + 1, moves), moves})),
		...wrapText(lesson.exampleNote, width - 2).map(t => line(seg(` ${t}`, 'dim'))),
		[],
	];
	const who = step.side === 0 ? w('winner') : w('loser');
	const said = last
		? step.over === false
			? saidLines(w('stops'), w('stopsWhy'), 'good', width)
			: saidLines(w('over'), step.side === 1 ? w('overWinner') : w('overLast'), 'good', width)
		: saidLines(w('next', {who, player: step.side + 1}), step.words ?? '', step.side === 0 ? 'hint' : 'computer', width);
	// The rows under the top: the board, a gap, what happens, and the why.
	const rows = Math.max(4, height - top.length - 2);
	const why = last ? [] : explanationLines(step.why, width - 2).map(l => [seg(' '), ...l]);
	const mark = step.move === null || step.words === null ? null : {move: step.move, before: position, words: step.words};
	const draw = (n: number) => boardLines(board, {position, pointer: board.init(position), active: false, hints: true, hint: mark, last: null}, width, n);
	// The why whole (its conclusion is the point) beside a board that keeps every drawn row (it may give up a rule
	// line); else the board whole where it leaves the why a few lines (e shows the rest), since a board drawn in
	// fewer rows may show only a window of itself and leave out what the why names; else the most of the board
	// that fits beside the whole why; else the board takes at most half, and the why gives way.
	const most = Math.max(3, rows - 1 - said.length);
	const fits = (board: readonly Line[], whyRows: number) => board.length + 1 + said.length + whyRows <= rows;
	const whole = draw(most);
	const drawing = new Set(whole.map(l => lineText(l).trim()).filter(t => drawingCharacters.test(t)));
	const keepsDrawing = (board: readonly Line[]) => {
		const texts = new Set(board.map(l => lineText(l).trim()));
		return [...drawing].every(t => texts.has(t));
	};
	const smaller = (accept: (board: readonly Line[]) => boolean): Line[] | null => {
		for (let n = most - 1; n >= 3; n--) {
			const board = draw(n);
			if (fits(board, why.length) && accept(board)) return board;
		}
		return null;
	};
	const drawn = fits(whole, why.length)
		? whole
		: (smaller(keepsDrawing) ??
			(fits(whole, Math.min(why.length, briefWhy)) ? whole : null) ??
			smaller(() => true) ??
			draw(Math.max(3, rows - 1 - said.length - Math.min(why.length, Math.floor(rows / 2)))));
	const rest = Math.max(0, rows - drawn.length - 1 - said.length);
	const lines = [...top, ...drawn, [], ...said, ...fitHeight(why, rest, w('allOfIt'))];
	while (lines.length < height - 2) lines.push([]);
	lines.push(messageLine(state, width), footer);
	return lines.slice(0, height).map(l => (lineWidth(l) > width ? clipLine(l, width) : l));
}

/** What happens next in the worked example: its lead in bold, then its words, wrapped (never cut). */
function saidLines(lead: string, words: string, tone: 'good' | 'hint' | 'computer', width: number): Line[] {
	const wrapped = wrapText(`${lead.trimStart()}${words}`, width - 2);
	const first = wrapped[0] ?? '';
	const bold = lead.trim();
	// Read without the pointer mark, as one sentence.
	const spoken: Speech = {read: () => [`${bold.replace(/^▶\s*/u, '')} ${words}`]};
	return wrapped.map((t, i) =>
		spokenAs(i === 0 && first.startsWith(bold) ? line(seg(` ${bold}`, 'strong'), seg(first.slice(bold.length), tone)) : line(seg(` ${t}`, tone)), spoken),
	);
}

/** The line read, for a screen reader, as the speech's sentences (every line of one speech is read once, where the first was). */
function spokenAs(l: Line, speech: Speech): Line {
	return l.map(part => ({...part, speech}));
}

function stageText(run: Run): string {
	// The exercise on screen: after an answer, the one just answered.
	const n = run.asked + (run.phase === 'feedback' ? 0 : 1);
	switch (run.stage) {
		case 'practice':
			return w('practice', {number: Math.min(n, practiceCount), count: practiceCount});
		case 'mastery':
			return w('mastery', {number: Math.min(n, masteryCount), count: masteryCount, right: run.right, pass: masteryPass});
		case 'placement':
			return w('placementStage', {lesson: run.lesson + 1, number: Math.min(n, placementPerLesson), count: placementPerLesson});
		case 'review':
			return w('toGo', {count: run.queue.length + 1});
	}
}

function exerciseKeys(run: Run, boardKeys: readonly KeyHelp[]): KeyHelp[] {
	const pages: KeyHelp[] = run.stage === 'practice' || run.stage === 'mastery' ? [{keys: 'b', action: w('keyPages')}] : [];
	if (run.phase === 'feedback') return [{keys: 'enter', action: w('keyNext')}, {keys: 'e', action: w('keyWhy')}, ...pages];
	switch (run.exercise!.kind) {
		case 'move':
			return [...boardKeys, ...pages];
		case 'outcome':
			return [{keys: 'w', action: w('keyWins')}, {keys: 'l', action: w('keyLoses')}, ...pages];
		case 'value':
			return [{keys: '0-9', action: w('keyType')}, {keys: 'enter', action: w('keyAnswer')}, {keys: 'backspace', action: w('keyErase')}, ...pages];
	}
}

function feedbackPanel(run: Run, width: number, rows: number): Line[] {
	const answer = run.answer!;
	const exercise = run.exercise!;
	const inner = width - 4;
	const title = answer.right
		? line(seg(w('right'), 'good'), seg(` · ${answer.said}`, 'strong'))
		: line(seg(w('notQuite'), 'bad'), seg(w(exercise.kind === 'move' ? 'youPlayed' : 'youSaid', {said: answer.said}), 'strong'));
	const expected =
		exercise.kind === 'move'
			? answer.right
				? w('leavesLost')
				: w('leavesWin', {move: answer.expected})
			: answer.right
				? ''
				: w('theAnswer', {answer: answer.expected});
	const body: Line[] = [
		...(expected ? wrapText(expected, inner).map(t => line(seg(t, answer.right ? undefined : 'strong'))) : []),
		...explanationLines(answer.why ?? exercise.why, inner),
	];
	return boxed(title, fitHeight(body, Math.max(1, rows - 2), w('allOfIt')), width, 'round', answer.right ? 'good' : 'bad');
}

function exerciseLines(state: CourseState, run: Run, size: Size): Line[] {
	const width = size.columns;
	const height = size.rows - 1;
	const exercise = run.exercise!;
	const game = gameOf(exercise.position);
	const board = state.env.board(game.id);
	const position = game.parse(exercise.position, '');
	if (run.phase === 'feedback' && run.full === true) return fullLines(state, run, size, stageText(run), feedbackPanel(run, width, Number.MAX_SAFE_INTEGER));
	const pointer = exercise.kind === 'move' ? run.pointer : board.init(position);
	const boardKeys = board.keysAt?.(position, pointer) ?? board.keys;
	const footer = footerLine(exerciseKeys(run, boardKeys), pinned(), width);
	const question = exercise.question;
	// The exercise's difficulty as the trainer shows a puzzle's, at the right under the question.
	const difficulty = line(seg(`${difficultyText(exercise.rating, state.setting)} `, 'dim'));
	const top: Line[] = [
		header(run, width, stageText(run)),
		...wrapText(question, width - 2).map(t => line(seg(` ${t}`, 'cursor'))),
		lineWidth(difficulty) <= width ? spread([], difficulty, width) : [],
	];
	const room = Math.max(4, height - top.length - 3);
	const feedback = run.phase === 'feedback';
	// Drawn after the answer in any case; before it, unless the board would give the answer away.
	const shown = exercise.drawn !== false || feedback;
	// After the answer the board is drawn as it stands, without the cursor or a lamp picked on the way to the move.
	const draw = (rows: number) =>
		shown
			? boardLines(
					board,
					{position, pointer: feedback ? board.init(position) : pointer, active: exercise.kind === 'move' && !feedback, hints: false, hint: null, last: null},
					width,
					rows,
				)
			: [];
	let drawn: Line[];
	let panel: Line[] = [];
	if (feedback) {
		// The board keeps what the explanation names: the rows left blank and the gap go first, then the panel's
		// last lines (e shows them all); the board is cut only where it alone would leave the panel under 5 rows.
		const rows = room + 1;
		const whole = feedbackPanel(run, width, Number.MAX_SAFE_INTEGER).length;
		const natural = draw(rows);
		const gap = natural.length + 1 + whole <= rows ? 1 : 0;
		const boardRows = Math.max(3, rows - gap - Math.min(whole, 5));
		// The board as drawn with all the room when it fits (drawn in fewer rows, a board may show a window of itself).
		drawn = natural.length <= boardRows ? natural : draw(boardRows);
		panel = feedbackPanel(run, width, Math.max(3, rows - drawn.length - gap));
		if (gap === 1) panel = [[], ...panel];
	} else drawn = draw(Math.max(3, room - (exercise.kind === 'value' ? 2 : 0)));
	const lines: Line[] = [...top, ...drawn];
	if (exercise.kind === 'value' && !feedback) lines.push([], line(seg(` ${w('yourAnswer')}`, 'strong'), seg(run.typed, 'cursor'), seg('▌', 'cursor')));
	lines.push(...panel);
	while (lines.length < height - 2) lines.push([]);
	let status = messageLine(state, width);
	if (status.length === 0 && exercise.kind === 'move' && !feedback) {
		const pending = board.pending(position, run.pointer);
		if (pending !== null) status = clipLine(line(seg(' ▶ ', 'cursor'), seg(pending, 'cursor')), width);
	}
	lines.splice(height - 2);
	lines.push(status, footer);
	return lines.slice(0, height).map(l => (lineWidth(l) > width ? clipLine(l, width) : l));
}

function resultLines(state: CourseState, run: Run, size: Size): Line[] {
	const width = size.columns;
	const height = size.rows - 1;
	const result = run.result!;
	const failedCheck = run.stage === 'mastery' && !result.good;
	const footer = footerLine(
		failedCheck
			? [
					{keys: 'enter', action: w('keyAgain')},
					{keys: 'b', action: w('keyPagesAgain')},
				]
			: [{keys: 'enter', action: w('keyMap')}],
		pinned(),
		width,
	);
	const body = result.lines.flatMap(t => wrapText(t, width - 4).map(s => line(seg(s))));
	const lines: Line[] = [
		header(run, width, ''),
		[],
		...boxed(line(seg(result.title, result.good ? 'good' : 'bad')), body, width, 'round', result.good ? 'good' : 'bad'),
	];
	while (lines.length < height - 2) lines.push([]);
	lines.push(messageLine(state, width), footer);
	return lines.slice(0, height);
}

/** The course screen now: the map, or the run's current page. */
export function courseLines(state: CourseState, size: Size): Line[] {
	const run = state.run;
	if (run === null) return mapLines(state, size);
	switch (run.phase) {
		case 'pages':
			return pagesLines(state, run, size);
		case 'example':
			return exampleLines(state, run, size);
		case 'exercise':
		case 'feedback':
			return exerciseLines(state, run, size);
		case 'result':
			return resultLines(state, run, size);
	}
}
