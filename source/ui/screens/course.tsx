/** The course: wires its reducer to the keys and the layout, and reports every answer and lesson to the app. */
import type React from 'react';
import {useCallback, useEffect, useReducer, useRef} from 'react';
import {useInput} from 'ink';
import {LinesView} from '../components/lines-view.js';
import {listPick} from '../components/pick-list.js';
import {keyNames} from '../keys.js';
import {keyAction} from '../key-map.js';
import {courseKeys} from '../course/keys.js';
import type {Size} from '../size.js';
import {courseLines} from '../course/layout.js';
import {lessons} from '../../learn/course.js';
import {courseReducer, initCourse, type CourseEnv, type CourseEvent, type CourseRecord} from '../course/state.js';

export interface CourseScreenProps {
	readonly env: CourseEnv;
	readonly records: readonly CourseRecord[];
	readonly seed: number;
	/** A lesson to open at once (course order). */
	readonly lesson?: number;
	readonly size: Size;
	readonly active: boolean;
	readonly onEvent: (event: CourseEvent) => void;
	readonly onLeave: () => void;
}

export function CourseScreen({env, records, seed, lesson, size, active, onEvent, onLeave}: CourseScreenProps): React.JSX.Element {
	const [state, dispatch] = useReducer(courseReducer, {env, records, seed, lesson}, initCourse);
	useInput(
		(input, key) => {
			// The course takes the keys of its map (? is the app's help).
			for (const name of keyNames(input, key)) if (keyAction(courseKeys, name, undefined) !== null) dispatch({type: 'key', name});
		},
		{isActive: active},
	);

	// The learner's records, as the app keeps them, once an event has been recorded.
	useEffect(() => {
		dispatch({type: 'records', records});
	}, [records]);

	const sent = useRef(0);
	useEffect(() => {
		for (; sent.current < state.events.length; sent.current++) onEvent(state.events[sent.current]!);
	}, [state.events, onEvent]);

	useEffect(() => {
		if (state.leave) onLeave();
	}, [state.leave, onLeave]);

	// A click on a lesson of the map opens it; a click on an exercise's board picks what is under it, a second one plays.
	const onTarget = useCallback((target: string) => {
		const lesson = listPick(target, 'lesson', lessons.length);
		dispatch(lesson === null ? {type: 'board', key: {kind: 'pick', target}} : {type: 'pick', lesson});
	}, []);
	return <LinesView lines={courseLines(state, size)} active={active} onTarget={onTarget} />;
}
