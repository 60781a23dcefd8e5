/**
 * Scrolling a page of lines within the window, as a pure reducer and a key
 * map (How to play, theory pages, the move review, the stats screen). The
 * page's length is known only when it is laid out, so the offset is clamped
 * there (`clampOffset`) as well as here.
 */
import type {KeyMap} from '../key-map.js';
import {keyWords} from '../../i18n/keys/index.js';

export type ScrollAction =
	| {readonly type: 'scroll'; readonly by: number; readonly max: number}
	| {readonly type: 'top'}
	| {readonly type: 'bottom'; readonly max: number};

export function scrollReducer(offset: number, action: ScrollAction): number {
	switch (action.type) {
		case 'scroll':
			return Math.max(0, Math.min(action.max, offset + action.by));
		case 'top':
			return 0;
		case 'bottom':
			return Math.max(0, action.max);
	}
}

/** The page's size and the furthest offset, for the scroll keys. */
export interface ScrollContext {
	readonly page: number;
	readonly max: number;
}

/** The scroll keys: ↑↓ k j a line, pgup/pgdn (b, space) a page, home/end (g, G). */
export const scrollKeys: KeyMap<ScrollAction, ScrollContext> = [
	{keys: ['up', 'k'], help: () => keyWords('scrollScrollLineUp'), action: (_, {max}) => ({type: 'scroll', by: -1, max})},
	{keys: ['down', 'j'], help: () => keyWords('scrollScrollLineDown'), action: (_, {max}) => ({type: 'scroll', by: 1, max})},
	{keys: ['pageup', 'b'], help: () => keyWords('scrollPageUp'), action: (_, {page, max}) => ({type: 'scroll', by: -Math.max(1, page), max})},
	{keys: ['pagedown', 'space'], help: () => keyWords('scrollPageDown'), action: (_, {page, max}) => ({type: 'scroll', by: Math.max(1, page), max})},
	{keys: ['home', 'g'], help: () => keyWords('scrollTop'), action: () => ({type: 'top'})},
	{keys: ['end', 'G'], help: () => keyWords('scrollBottom'), action: (_, {max}) => ({type: 'bottom', max})},
];

export function clampOffset(offset: number, total: number, room: number): number {
	return Math.max(0, Math.min(offset, total - room));
}

/** "lines 3–20 of 41" in the language in force, or '' when everything fits. */
export function whereText(offset: number, shown: number, total: number): string {
	return total > shown ? keyWords('scrollWhere', {from: offset + 1, to: offset + shown, total}) : '';
}
