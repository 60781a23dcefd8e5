/** The trainer's game list as a pure reducer: a cursor, a choice, or back; and its entries. */
import {trainerWords} from '../../i18n/trainer/index.js';
import {gameName} from '../../i18n/games/index.js';
import type {AnyGame} from '../../engine/types.js';
import {statsOf, type Progress} from '../../progress/progress.js';
import type {KeyName} from '../keys.js';
import {keyAction, type KeyMap} from '../key-map.js';
import type {PickEntry} from './layout.js';
import {mixedMode} from './state.js';
import {keyWords} from '../../i18n/keys/index.js';

/** "Mixed" first, then every game, each with its saved numbers. */
export function pickEntries(games: readonly AnyGame[], progress: Progress): PickEntry[] {
	const mixed = statsOf(progress, mixedMode);
	return [
		{mode: mixedMode, name: trainerWords('mixedEntry'), stats: mixed, bestStreak: mixed.bestStreak},
		...games.map(game => {
			const s = statsOf(progress, game.id);
			return {mode: game.id, name: gameName(game.id, game.name), stats: s, bestStreak: s.bestStreak};
		}),
	];
}

export interface PickState {
	readonly index: number;
	readonly chosen: number | null;
	readonly back: boolean;
}

export type PickAction =
	| {readonly type: 'move'; readonly by: number; readonly count: number}
	| {readonly type: 'choose'}
	/** A click on an entry: chooses it, as Enter on it does. */
	| {readonly type: 'pick'; readonly index: number}
	| {readonly type: 'back'};

export function pickReducer(state: PickState, action: PickAction): PickState {
	if (state.chosen !== null || state.back) return state;
	switch (action.type) {
		case 'move':
			return {...state, index: Math.max(0, Math.min(action.count - 1, state.index + action.by))};
		case 'choose':
			return {...state, chosen: state.index};
		case 'pick':
			return {...state, index: action.index, chosen: action.index};
		case 'back':
			return {...state, back: true};
	}
}

/** The trainer's list of games: its keys. */
export const pickKeys: KeyMap<PickAction, number> = [
	{keys: ['up', 'k'], help: () => keyWords('pickGameAbove'), action: (_, count) => ({type: 'move', by: -1, count})},
	{keys: ['down', 'j'], help: () => keyWords('pickGameBelow'), action: (_, count) => ({type: 'move', by: 1, count})},
	{keys: ['pageup', 'home'], help: () => keyWords('pickFirstGame'), action: (_, count) => ({type: 'move', by: -count, count})},
	{keys: ['pagedown', 'end'], help: () => keyWords('pickLastEntryMixed'), action: (_, count) => ({type: 'move', by: count, count})},
	{keys: ['enter', 'space'], help: () => keyWords('pickStartPuzzles'), action: () => ({type: 'choose'})},
	{keys: ['q', 'escape'], help: () => keyWords('pickBackMenu'), action: () => ({type: 'back'})},
];

/** The action for a key in a list of `count` entries, or null. */
export function pickKey(name: KeyName, count: number): PickAction | null {
	return keyAction(pickKeys, name, count);
}
