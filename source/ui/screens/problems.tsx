/**
 * The Problems screen: wires its reducer and keys to the layout, and
 * carries out its requests: a judging started or stopped (its
 * AbortController), the failing case saved, a position played, a lesson opened.
 */
import type React from 'react';
import {useEffect, useReducer, useRef} from 'react';
import {useInput} from 'ink';
import {problemsWords as w} from '../../i18n/problems/index.js';
import type {JsonObject} from '../../engine/types.js';
import {problems} from '../../judge/problems/index.js';
import {LinesView} from '../components/lines-view.js';
import {listPick} from '../components/pick-list.js';
import {keyNames} from '../keys.js';
import type {Size} from '../size.js';
import {
	initProblems,
	problemsKey,
	problemsLines,
	problemsReducer,
	processJudgeEnv,
	runJudging,
	saveFailing,
	type JudgeEnv,
	type ProblemsState,
} from '../problems/index.js';

export interface ProblemsScreenProps {
	readonly size: Size;
	readonly active: boolean;
	/** Where programs run and cases are saved. @default processes, the current folder */
	readonly env?: JudgeEnv;
	/** The problem highlighted at the start. @default 0 */
	readonly initialIndex?: number;
	/** The screen as it was left, to come back to (a verdict with its failing case). @default the list */
	readonly restore?: ProblemsState;
	/** Opens a failing position in play, with hints; `state` is the screen as it is left, to come back to. */
	readonly onPlay: (position: JsonObject, index: number, state: ProblemsState) => void;
	/** Opens the lesson (a concept id) that teaches the problem. */
	readonly onLesson: (concept: string, index: number) => void;
	readonly onBack: () => void;
}

export function ProblemsScreen({size, active, env: givenEnv, initialIndex = 0, restore, onPlay, onLesson, onBack}: ProblemsScreenProps): React.JSX.Element {
	const env = useRef(givenEnv ?? processJudgeEnv()).current;
	const [state, dispatch] = useReducer(problemsReducer, initialIndex, index => (restore === undefined ? initProblems(index) : {...restore, request: null}));
	const {lines, maxScroll, page} = problemsLines(state, size);
	const stop = useRef<AbortController | null>(null);
	useInput(
		(input, key) => {
			for (const name of keyNames(input, key)) {
				const action = problemsKey(state.view, name, page, maxScroll);
				if (action) dispatch(action);
			}
		},
		{isActive: active},
	);
	// A judging still running when the screen goes (Ctrl+C, a resize to too small is not one: the screen stays) is stopped.
	useEffect(() => () => stop.current?.abort(), []);
	useEffect(() => {
		const request = state.request;
		if (request === null) return;
		dispatch({type: 'done'});
		const problem = problems[state.index]!;
		const failing = state.result?.failing ?? null;
		switch (request.kind) {
			case 'judge': {
				const controller = new AbortController();
				stop.current = controller;
				void runJudging(env, problem, request.source, controller.signal, dispatch).finally(() => {
					if (stop.current === controller) stop.current = null;
				});
				break;
			}
			case 'stop':
				stop.current?.abort();
				break;
			case 'save':
				if (failing !== null)
					dispatch({
						type: 'message',
						message: saveFailing(env, problem.id, failing.input, failing.expected, {
							saved: (input, output, folder) => w('saved', {input, output, folder}),
							failed: reason => w('saveFailed', {reason}),
							failedFile: (path, reason) => w('saveFailedFile', {path, reason}),
							noName: w('noFreeName', {id: problem.id}),
						}),
					});
				break;
			case 'play':
				if (failing?.position) onPlay(failing.position, state.index, {...state, request: null});
				break;
			case 'lesson':
				onLesson(problem.lesson, state.index);
				break;
			case 'back':
				onBack();
				break;
		}
	}, [state, env, onPlay, onLesson, onBack]);
	const onTarget = (target: string) => {
		// A click on a problem opens it, as a click on the menu chooses.
		const index = listPick(target, 'problem', problems.length);
		if (index !== null) dispatch({type: 'pick', index});
	};
	return <LinesView lines={lines} onTarget={onTarget} active={active} />;
}
