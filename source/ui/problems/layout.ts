/**
 * The Problems screen as lines: the list (id, title, game, lesson), a
 * statement (scrolled), the field, the judging's phases, and the verdict
 * (a failing input's position drawn on its game's board beside the
 * expected and received answers and the why).
 */
import {readPosition} from '../../analyze/run.js';
import {problemsWords as w} from '../../i18n/problems/index.js';
import {phaseNames, type JudgeResult} from '../../judge/judge.js';
import {problems} from '../../judge/problems/index.js';
import {endWords} from '../../judge/end.js';
import {phaseWords, playWords, problemTitle, statementText, verdictWords, whyWords} from '../../judge/report.js';
import {concepts} from '../../learn/concepts.js';
import {shellLine} from '../../text/shell.js';
import {boardFor} from '../boards/index.js';
import type {KeyHelp} from '../boards/types.js';
import {listEntry} from '../components/pick-list.js';
import {footerLines} from '../footer.js';
import {besideLines, clipLine, line, seg, wrapText, type Line} from '../lines.js';
import type {Size} from '../size.js';
import type {ProblemsState} from './state.js';

/** A lesson's title, by its concept id. */
function lessonTitle(concept: string): string {
	return concepts.find(c => c.id === concept)?.title ?? concept;
}

const idWidth = 10;

function wrapped(text: string, width: number, indent = '  ', tone?: 'dim' | 'strong' | 'bad' | 'good'): Line[] {
	return wrapText(text, Math.max(10, width - indent.length - 1)).map(t => line(seg(`${indent}${t}`, tone)));
}

function listBody(state: ProblemsState, width: number): Line[] {
	return [
		line(seg(`  ${w('columns')}`, 'dim')),
		...problems.map((problem, i) => {
			const selected = i === state.index;
			return clipLine(
				listEntry(
					[
						{text: `${selected ? '❯' : ' '} `, tone: 'cursor' as const},
						{text: problem.id.padEnd(idWidth), tone: selected ? ('cursor' as const) : ('strong' as const)},
						{text: `${problemTitle(problem)} · ${problem.game} · `, tone: selected ? ('cursor' as const) : ('text' as const)},
						{text: w('lessonOf', {lesson: lessonTitle(problem.lesson)}), tone: 'dim' as const},
					],
					'problem',
					i,
				),
				width,
			);
		}),
	];
}

function statementBody(state: ProblemsState, width: number): Line[] {
	const problem = problems[state.index]!;
	const text = statementText(problem);
	const body = text.slice(0, -1).flatMap(t => (t.startsWith('  ') ? [clipLine(line(seg(t)), width)] : t === '' ? [[]] : wrapped(t, width, '')));
	return [...body, [], ...wrapped(w('theLesson', {lesson: lessonTitle(problem.lesson)}), width, '', 'strong')];
}

function fieldBody(state: ProblemsState, width: number): Line[] {
	const lines = [
		...wrapped(w('fieldHelp'), width, ''),
		...wrapped(w('fieldFiles'), width, ''),
		[],
		clipLine(line(seg(w('fieldPrompt'), 'strong'), seg(state.typed), seg('█', 'cursor')), width),
	];
	if (state.message === 'empty') lines.push([], ...wrapped(w('fieldEmpty'), width, '', 'bad'));
	return lines;
}

function judgingBody(state: ProblemsState, width: number): Line[] {
	const status = state.status;
	const lines: Line[] = [];
	if (status?.kind === 'compiling') lines.push(...wrapped(w('compiling', {file: state.program}), width, ''));
	const started = new Map(state.phases.map(p => [p.name, p.cases]));
	const current = status?.kind === 'phase' ? status.phase : null;
	for (const phase of phaseNames) {
		if (phase === current && status?.kind === 'phase')
			lines.push(line(seg(`  ${w('phaseNow', {phase: phaseWords(phase), done: status.done, total: status.total})}`, 'strong')));
		else if (started.has(phase))
			lines.push(line(seg(`  ${w('phaseDone', {phase: w('phaseCases', {phase: phaseWords(phase), cases: started.get(phase)!})})}`, 'good')));
		else lines.push(line(seg(`  ${w('phaseWaiting', {phase: phaseWords(phase)})}`, 'dim')));
	}
	if (status?.kind === 'shrinking') lines.push([], ...wrapped(w('shrinking', {step: status.step, chars: status.chars}), width, ''));
	if (state.request?.kind === 'stop') lines.push([], ...wrapped(w('stopping'), width, ''));
	return lines;
}

const shownLines = 12;

function block(text: string, width: number): Line[] {
	if (text === '') return [line(seg(`  ${w('nothing')}`, 'dim'))];
	const rows = text.replace(/\n$/, '').split('\n');
	const shown = rows.slice(0, shownLines).map(t => clipLine(line(seg(`  ${t}`)), width));
	if (rows.length > shownLines) shown.push(line(seg(`  ${w('more', {count: rows.length - shownLines})}`, 'dim')));
	return shown;
}

/** The position of a failing case on its game's board; none when it cannot be drawn. */
export function boardLines(position: Readonly<Record<string, unknown>>, width: number, height: number): Line[] {
	try {
		const {game, position: value} = readPosition(position);
		const board = boardFor(game.id);
		const drawn = board.draw({position: value, pointer: board.init(value), width, height, active: false, hints: false, hint: null, last: null});
		return [line(seg(w('board'), 'strong')), ...drawn.slice(0, height).map(l => clipLine(l, width))];
	} catch {
		return [];
	}
}

function verdictBody(state: ProblemsState, width: number, height: number): Line[] {
	const problem = problems[state.index]!;
	const end = state.end;
	if (end?.kind === 'stopped') return wrapped(w('stopped'), width, '', 'strong');
	if (end?.kind === 'error')
		return [...wrapped(w('cannotRun', {reason: end.message}), width, '', 'bad'), ...(end.output === '' ? [] : [[], ...block(end.output, width)])];
	const result = state.result as JudgeResult;
	const failing = result.failing;
	const seconds = (ms: number) => (ms / 1000).toFixed(2);
	if (failing === null)
		return wrapped(
			`${w('accepted', {cases: result.cases, runs: result.runs, seconds: seconds(result.elapsedMs), slowest: seconds(result.slowestMs)})}`,
			width,
			'',
			'good',
		);
	const detail = failing.verdict === 'WA' || failing.verdict === 'PE' ? null : endWords(failing.end);
	const head = [
		...wrapped(
			detail === null
				? w('verdictLine', {verdict: verdictWords(failing.verdict), code: failing.verdict, id: problem.id})
				: w('verdictDetail', {verdict: verdictWords(failing.verdict), code: failing.verdict, id: problem.id, detail}),
			width,
			'',
			'bad',
		),
		...wrapped(w('foundIn', {phase: phaseWords(failing.phase), cases: result.cases, chars: failing.input.length}), width, '', 'dim'),
		[],
	];
	// The board beside the answers where both fit; under them otherwise.
	const drawn = failing.position === null ? [] : boardLines(failing.position, Math.min(40, Math.floor(width / 2) - 2), Math.max(6, height - 8));
	const beside = drawn.length > 0 && width >= 70;
	const textWidth = beside ? width - Math.min(40, Math.floor(width / 2) - 2) - 2 : width;
	const answers: Line[] = [
		line(seg(w('smallest'), 'strong')),
		...block(failing.input, textWidth),
		line(seg(w('expected'), 'strong')),
		...block(failing.expected, textWidth),
	];
	answers.push(line(seg(w('got'), 'strong')), ...block(failing.got, textWidth));
	if (failing.expectedLine !== null && failing.gotLine !== null && failing.verdict === 'WA')
		answers.push(...wrapped(w('caseAnswer', {expected: failing.expectedLine, got: failing.gotLine === '' ? w('nothing') : failing.gotLine}), textWidth, ''));
	if (failing.alone === 'passes') answers.push(...wrapped(w('stateful'), textWidth, ''));
	if (!failing.confirmed) answers.push(...wrapped(w('notConfirmed'), textWidth, ''));
	if (failing.verdict === 'RE' && failing.stderr.trim() !== '') answers.push(line(seg(w('stderr'), 'strong')), ...block(failing.stderr, textWidth));
	const body = beside ? besideLines(drawn, answers, width - textWidth - 2) : [...answers, ...(drawn.length > 0 ? [[], ...drawn] : [])];
	const tail: Line[] = [];
	const why = whyWords(failing.why);
	if (why.length > 0) tail.push([], line(seg(w('why'), 'strong')), ...why.flatMap(t => wrapped(t, width)));
	if (failing.position !== null) tail.push([], ...wrapped(w('playLine', {command: shellLine(playWords(failing.position))}), width, ''));
	tail.push(...wrapped(w('seedLine', {seed: result.seed}), width, '', 'dim'));
	return [...head, ...body, ...tail];
}

/** The keys of each view, for the footer. */
export function viewKeys(state: ProblemsState): {keys: KeyHelp[]; pinned: KeyHelp[]} {
	switch (state.view) {
		case 'list':
			return {
				keys: [
					{keys: '↑↓', action: w('keyMove')},
					{keys: 'enter', action: w('keyOpen')},
				],
				pinned: [{keys: 'esc', action: w('keyBack')}],
			};
		case 'statement':
			return {
				keys: [
					{keys: 'j', action: w('keyJudge')},
					{keys: 'l', action: w('keyLesson')},
					{keys: '↑↓', action: w('keyScroll')},
				],
				pinned: [{keys: 'esc', action: w('keyBack')}],
			};
		case 'field':
			return {keys: [{keys: 'enter', action: w('keyStart')}], pinned: [{keys: 'esc', action: w('keyBack')}]};
		case 'judging':
			return {keys: [], pinned: [{keys: 'esc', action: w('keyStop')}]};
		case 'verdict': {
			const position = state.result?.failing?.position ?? null;
			const failing = state.result?.failing ?? null;
			return {
				keys: [
					...(position === null ? [] : [{keys: 'p', action: w('keyPlay')}]),
					...(failing === null ? [] : [{keys: 's', action: w('keySave')}]),
					{keys: 'j', action: w('keyAgain')},
					{keys: '↑↓', action: w('keyScroll')},
				],
				pinned: [{keys: 'esc', action: w('keyBack')}],
			};
		}
	}
}

/** The screen's lines, and how far its body scrolls. */
export function problemsLines(state: ProblemsState, size: Size): {lines: Line[]; maxScroll: number; page: number} {
	const width = size.columns - 2;
	const problem = problems[state.index]!;
	const title =
		state.view === 'list'
			? line(seg(w('title'), 'title'), seg(` · ${w('subtitle')}`, 'dim'))
			: state.view === 'statement'
				? line(seg(w('title'), 'title'), seg(` · ${w('statementTitle', {id: problem.id, title: problemTitle(problem)})}`, 'strong'))
				: state.view === 'field'
					? line(seg(w('title'), 'title'), seg(` · ${w('fieldTitle', {id: problem.id})}`, 'strong'))
					: line(seg(w('title'), 'title'), seg(` · ${w('judgingTitle', {id: problem.id, program: state.program})}`, 'strong'));
	const {keys, pinned} = viewKeys(state);
	const footer = footerLines(keys, pinned, size.columns);
	const message = state.message !== null && state.message !== 'empty' ? wrapped(state.message, width, ' ', 'strong') : [];
	const page = Math.max(3, size.rows - 3 - footer.length - message.length);
	const body =
		state.view === 'list'
			? listBody(state, width)
			: state.view === 'statement'
				? statementBody(state, width)
				: state.view === 'field'
					? fieldBody(state, width)
					: state.view === 'judging'
						? judgingBody(state, width)
						: verdictBody(state, width, page);
	// The list keeps its highlighted row in view; the other views scroll.
	const maxScroll = Math.max(0, body.length - page);
	const top = state.view === 'list' ? Math.max(0, Math.min(state.index + 1 - page + 1, maxScroll)) : Math.min(state.scroll, maxScroll);
	const shown = body.slice(top, top + page).map(l => clipLine([seg(' '), ...l], size.columns));
	const rows = [clipLine(title, size.columns), [], ...shown];
	while (rows.length < size.rows - 1 - footer.length - message.length) rows.push([]);
	return {lines: [...rows, ...message, ...footer], maxScroll, page};
}
