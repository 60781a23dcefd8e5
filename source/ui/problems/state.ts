/**
 * The Problems screen's state, as a pure reducer: the list of the judge's
 * problems, a problem's statement, the field naming the program, the
 * judging with its phases, and the verdict. What is to happen outside (a
 * judging to start or stop, a position to play, a case to save, a lesson to
 * open, going back) is a `request` the screen carries out and clears.
 */
import {splitWords} from '../../engine/human.js';
import type {JudgeResult, PhaseName} from '../../judge/judge.js';
import type {ProgramSource} from '../../judge/program.js';
import {problems} from '../../judge/problems/index.js';

export type ProblemsView = 'list' | 'statement' | 'field' | 'judging' | 'verdict';

/** Where a judging stands. */
export type JudgingStatus =
	| {readonly kind: 'compiling'}
	| {readonly kind: 'phase'; readonly phase: PhaseName; readonly done: number; readonly total: number}
	| {readonly kind: 'shrinking'; readonly step: number; readonly chars: number};

/** How a judging ended other than with a result: stopped, or the program could not be judged (with g++'s messages, if any). */
export type JudgingEnd = {readonly kind: 'stopped'} | {readonly kind: 'error'; readonly message: string; readonly output: string};

export type ProblemsRequest =
	| {readonly kind: 'judge'; readonly source: ProgramSource}
	| {readonly kind: 'stop'}
	| {readonly kind: 'play'}
	| {readonly kind: 'save'}
	| {readonly kind: 'lesson'}
	| {readonly kind: 'back'};

export interface ProblemsState {
	/** The problem highlighted or open (an index into `problems`). */
	readonly index: number;
	readonly view: ProblemsView;
	/** The first line shown of the statement or the verdict. */
	readonly scroll: number;
	/** The field's text: a command, or a .cpp or .py file. */
	readonly typed: string;
	/** The program being judged, as typed. */
	readonly program: string;
	readonly status: JudgingStatus | null;
	/** Each phase's case count, as each starts. */
	readonly phases: readonly {readonly name: PhaseName; readonly cases: number}[];
	readonly result: JudgeResult | null;
	readonly end: JudgingEnd | null;
	/** A sentence under the view (the field's complaint, where a case was saved). */
	readonly message: string | null;
	readonly request: ProblemsRequest | null;
}

export type ProblemsAction =
	| {readonly type: 'move'; readonly by: number}
	| {readonly type: 'pick'; readonly index: number}
	| {readonly type: 'open'}
	| {readonly type: 'scroll'; readonly by: number; readonly max: number}
	| {readonly type: 'field'}
	| {readonly type: 'type'; readonly text: string}
	| {readonly type: 'erase'}
	| {readonly type: 'submit'}
	| {readonly type: 'status'; readonly status: JudgingStatus}
	| {readonly type: 'phase'; readonly phase: PhaseName; readonly cases: number}
	| {readonly type: 'result'; readonly result: JudgeResult}
	| {readonly type: 'ended'; readonly end: JudgingEnd}
	| {readonly type: 'stop'}
	| {readonly type: 'request'; readonly request: 'play' | 'save' | 'lesson'}
	| {readonly type: 'back'}
	| {readonly type: 'message'; readonly message: string | null}
	| {readonly type: 'done'};

export function initProblems(index = 0): ProblemsState {
	return {
		index: Math.max(0, Math.min(index, problems.length - 1)),
		view: 'list',
		scroll: 0,
		typed: '',
		program: '',
		status: null,
		phases: [],
		result: null,
		end: null,
		message: null,
		request: null,
	};
}

/** The longest command typed in the field. */
export const maxTyped = 1000;

/**
 * The program a field names: one word ending in .cpp (or .cc, .cxx) is a
 * file to compile, one ending in .py a file for python3; anything else is a
 * command, split into words as the match splits `exec:` (never given to a shell).
 */
export function programSource(typed: string): ProgramSource | null {
	const words = splitWords(typed.trim());
	if (words.length === 0) return null;
	if (words.length === 1) {
		const [word] = words as [string];
		if (/\.(cpp|cc|cxx)$/.test(word)) return {kind: 'cpp', path: word};
		if (/\.py$/.test(word)) return {kind: 'py', path: word};
	}
	return {kind: 'command', words};
}

export function problemsReducer(state: ProblemsState, action: ProblemsAction): ProblemsState {
	switch (action.type) {
		case 'move':
			return {...state, index: (state.index + action.by + problems.length) % problems.length};
		case 'pick':
			// A click on a problem opens it, as a click on the menu chooses.
			return {...state, index: action.index, view: 'statement', scroll: 0, message: null};
		case 'open':
			return {...state, view: 'statement', scroll: 0, message: null};
		case 'scroll':
			return {...state, scroll: Math.max(0, Math.min(action.max, state.scroll + action.by))};
		case 'field':
			return {...state, view: 'field', message: null};
		case 'type': {
			// A paste's line breaks end nothing: the field is one line.
			const text = action.text.replace(/[\r\n\t]+/g, ' ');
			return {...state, typed: (state.typed + text).slice(0, maxTyped), message: null};
		}
		case 'erase':
			return {...state, typed: [...state.typed].slice(0, -1).join(''), message: null};
		case 'submit': {
			const source = programSource(state.typed);
			if (source === null) return {...state, message: 'empty'};
			return {
				...state,
				view: 'judging',
				program: state.typed.trim(),
				status: null,
				phases: [],
				result: null,
				end: null,
				message: null,
				scroll: 0,
				request: {kind: 'judge', source},
			};
		}
		case 'status':
			return state.view === 'judging' ? {...state, status: action.status} : state;
		case 'phase':
			return state.view === 'judging'
				? {
						...state,
						phases: [...state.phases, {name: action.phase, cases: action.cases}],
						status: {kind: 'phase', phase: action.phase, done: 0, total: action.cases},
					}
				: state;
		case 'result':
			return {...state, view: 'verdict', result: action.result, status: null, scroll: 0};
		case 'ended':
			return {...state, view: 'verdict', result: null, end: action.end, status: null, scroll: 0};
		case 'stop':
			return state.view === 'judging' ? {...state, request: {kind: 'stop'}} : state;
		case 'request':
			return {...state, request: {kind: action.request}};
		case 'back':
			switch (state.view) {
				case 'list':
					return {...state, request: {kind: 'back'}};
				case 'statement':
					return {...state, view: 'list', message: null};
				case 'field':
				case 'verdict':
					return {...state, view: 'statement', scroll: 0, message: null};
				case 'judging':
					return {...state, request: {kind: 'stop'}};
			}
			return state;
		case 'message':
			return {...state, message: action.message};
		case 'done':
			return {...state, request: null};
	}
}
