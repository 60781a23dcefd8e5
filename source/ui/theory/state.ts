/** The "How to play" pages as a pure reducer: which page, how far it is scrolled, and the glossary over it (t, with its own scroll). */
import type {KeyName} from '../keys.js';
import {scrollKeys, scrollReducer, type ScrollAction, type ScrollContext} from '../components/scroll.js';
import {keyAction, type KeyMap} from '../key-map.js';
import {keyWords} from '../../i18n/keys/index.js';
import {theoryWords} from '../../i18n/theory/index.js';

export interface PagesState {
	readonly page: number;
	readonly offset: number;
	readonly back: boolean;
	/** The glossary is open over the page, scrolled this far (the page keeps its own place). */
	readonly glossary?: {readonly offset: number};
}

export type PagesAction =
	| ScrollAction
	| {readonly type: 'page'; readonly by: number; readonly count: number}
	| {readonly type: 'glossary'}
	| {readonly type: 'back'};

function withoutGlossary({glossary: _glossary, ...state}: PagesState): PagesState {
	return state;
}

export function pagesReducer(state: PagesState, action: PagesAction): PagesState {
	const glossary = state.glossary;
	if (glossary !== undefined) {
		// Over the page: t, q and Esc close the glossary; the pages do not turn under it.
		if (action.type === 'glossary' || action.type === 'back') return withoutGlossary(state);
		if (action.type === 'page') return state;
		return {...state, glossary: {offset: scrollReducer(glossary.offset, action)}};
	}
	switch (action.type) {
		case 'glossary':
			return {...state, glossary: {offset: 0}};
		case 'page': {
			const page = Math.max(0, Math.min(action.count - 1, state.page + action.by));
			return page === state.page ? state : {...state, page, offset: 0};
		}
		case 'back':
			return {...state, back: true};
		default:
			return {...state, offset: scrollReducer(state.offset, action)};
	}
}

/** The pages' count, the page shown, and its scrolling. */
export interface PagesContext extends ScrollContext {
	readonly count: number;
}

/** How to play's keys: ←→ h l and Tab turn pages; the scroll keys scroll; q and Esc go back. */
export const pagesKeys: KeyMap<PagesAction, PagesContext> = [
	{keys: ['left', 'h'], help: () => keyWords('pagesPreviousPage'), action: (_, {count}) => ({type: 'page', by: -1, count})},
	{keys: ['right', 'l', 'tab'], help: () => keyWords('pagesNextPageOverview'), action: (_, {count}) => ({type: 'page', by: 1, count})},
	...scrollKeys,
	{keys: ['t'], help: () => theoryWords('keyGlossary'), action: () => ({type: 'glossary'})},
	{keys: ['q', 'escape'], help: () => keyWords('pagesBack'), action: () => ({type: 'back'})},
];

export function pagesKey(name: KeyName, count: number, page: number, max: number): PagesAction | null {
	return keyAction(pagesKeys, name, {count, page, max});
}
