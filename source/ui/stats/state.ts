/**
 * The Stats screen as a pure reducer: scrolling, the saving and coach switches, and a
 * reset that asks first. Requests for the app (switch saving, reset) are
 * left in `request` for the screen to pass on.
 */
import type {KeyName} from '../keys.js';
import {scrollKey, scrollReducer, type ScrollAction} from '../components/scroll.js';

export interface StatsState {
	readonly offset: number;
	/** Waiting for y/n before resetting every record. */
	readonly confirmReset: boolean;
	readonly request: 'toggleSave' | 'toggleCoach' | 'toggleTheme' | 'toggleMouse' | 'reset' | 'back' | null;
	/** What the last request did, e.g. "Saving is off." */
	readonly message: string | null;
}

export type StatsAction =
	| ScrollAction
	| {readonly type: 'key'; readonly name: KeyName}
	/** The request was carried out; `message` says how. */
	| {readonly type: 'done'; readonly message: string | null};

export const initStats: StatsState = {offset: 0, confirmReset: false, request: null, message: null};

export function statsReducer(state: StatsState, action: StatsAction): StatsState {
	if (action.type === 'done') return {...state, request: null, message: action.message};
	if (action.type !== 'key') return {...state, offset: scrollReducer(state.offset, action)};
	const {name} = action;
	if (state.confirmReset) {
		if (name === 'y') return {...state, confirmReset: false, request: 'reset'};
		if (name === 'n' || name === 'escape' || name === 'q') return {...state, confirmReset: false, message: 'Nothing was reset.'};
		return state;
	}
	if (name === 's') return {...state, request: 'toggleSave'};
	if (name === 'c') return {...state, request: 'toggleCoach'};
	if (name === 't') return {...state, request: 'toggleTheme'};
	if (name === 'm') return {...state, request: 'toggleMouse'};
	if (name === 'x') return {...state, confirmReset: true};
	if (name === 'q' || name === 'escape') return {...state, request: 'back'};
	return state;
}

/** The action for a key: scrolling keys scroll, the rest go to the reducer. */
export function statsKey(name: KeyName, page: number, max: number): StatsAction {
	return scrollKey(name, page, max) ?? {type: 'key', name};
}
