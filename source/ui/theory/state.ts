/** The "How to play" pages as a pure reducer: which page, and how far it is scrolled. */
import type {KeyName} from '../keys.js';
import {scrollKey, scrollReducer, type ScrollAction} from '../components/scroll.js';

export interface PagesState {
	readonly page: number;
	readonly offset: number;
	readonly back: boolean;
}

export type PagesAction = ScrollAction | {readonly type: 'page'; readonly by: number; readonly count: number} | {readonly type: 'back'};

export function pagesReducer(state: PagesState, action: PagesAction): PagesState {
	switch (action.type) {
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

/** ←→ h l and Tab turn pages; the scroll keys scroll; q and Esc go back. */
export function pagesKey(name: KeyName, count: number, page: number, max: number): PagesAction | null {
	if (name === 'left' || name === 'h') return {type: 'page', by: -1, count};
	if (name === 'right' || name === 'l' || name === 'tab') return {type: 'page', by: 1, count};
	if (name === 'q' || name === 'escape') return {type: 'back'};
	return scrollKey(name, page, max);
}
