/**
 * The Stats screen as a pure reducer: scrolling, the saving and coach switches, and a
 * reset that asks first. Requests for the app (switch saving, reset) are
 * left in `request` for the screen to pass on.
 */
import type {KeyName} from '../keys.js';
import {scrollKeys, scrollReducer, type ScrollAction, type ScrollContext} from '../components/scroll.js';
import {keyAction, type KeyMap} from '../key-map.js';
import {keyWords} from '../../i18n/keys/index.js';
import {statsWords} from '../../i18n/stats/index.js';

export interface StatsState {
	readonly offset: number;
	/** Waiting for y/n before resetting every record. */
	readonly confirmReset: boolean;
	readonly request: 'toggleSave' | 'toggleCoach' | 'toggleTheme' | 'toggleMouse' | 'toggleLanguage' | 'toggleAscii' | 'reset' | 'back' | null;
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
		if (name === 'n' || name === 'escape' || name === 'q') return {...state, confirmReset: false, message: statsWords('nothingReset')};
		return state;
	}
	if (name === 's') return {...state, request: 'toggleSave'};
	if (name === 'c') return {...state, request: 'toggleCoach'};
	if (name === 't') return {...state, request: 'toggleTheme'};
	if (name === 'm') return {...state, request: 'toggleMouse'};
	if (name === 'l') return {...state, request: 'toggleLanguage'};
	if (name === 'a') return {...state, request: 'toggleAscii'};
	if (name === 'x') return {...state, confirmReset: true};
	if (name === 'q' || name === 'escape') return {...state, request: 'back'};
	return state;
}

const toReducer = (name: KeyName): StatsAction => ({type: 'key', name});

/** The Stats screen's keys: the scroll keys scroll, the rest go to the reducer. */
export const statsKeys: KeyMap<StatsAction, ScrollContext> = [
	...scrollKeys,
	{keys: ['s'], help: () => keyWords('statsSavingOffKept'), action: toReducer},
	{keys: ['c'], help: () => keyWords('statsCoachOff'), action: toReducer},
	{keys: ['t'], help: () => keyWords('statsThemeDefaultHigh'), action: toReducer},
	{keys: ['m'], help: () => keyWords('statsMouseOffKept'), action: toReducer},
	{keys: ['l'], help: () => statsWords('helpLanguage'), action: toReducer},
	{keys: ['a'], help: () => statsWords('helpAscii'), action: toReducer},
	{keys: ['x'], help: () => keyWords('statsResetEveryRecord'), action: toReducer},
	{keys: ['y', 'n'], help: () => keyWords('statsYesNoWhen'), action: toReducer},
	{keys: ['q', 'escape'], help: () => keyWords('statsBackMenuWhen'), action: toReducer},
];

/** The action for a key, or null for a key the screen does not take. */
export function statsKey(name: KeyName, page: number, max: number): StatsAction | null {
	return keyAction(statsKeys, name, {page, max});
}
