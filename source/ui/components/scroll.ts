/**
 * Scrolling a page of lines within the window, as a pure reducer and a key
 * map (How to play, theory pages, the move review, the stats screen). The
 * page's length is known only when it is laid out, so the offset is clamped
 * there (`clampOffset`) as well as here.
 */
import type {KeyName} from '../keys.js';

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

/** The scroll action for a key, or null: ↑↓ k j a line, pgup/pgdn/space a page, home/end. */
export function scrollKey(name: KeyName, page: number, max: number): ScrollAction | null {
	switch (name) {
		case 'up':
		case 'k':
			return {type: 'scroll', by: -1, max};
		case 'down':
		case 'j':
			return {type: 'scroll', by: 1, max};
		case 'pageup':
		case 'b':
			return {type: 'scroll', by: -Math.max(1, page), max};
		case 'pagedown':
		case 'space':
			return {type: 'scroll', by: Math.max(1, page), max};
		case 'home':
		case 'g':
			return {type: 'top'};
		case 'end':
		case 'G':
			return {type: 'bottom', max};
		default:
			return null;
	}
}

export function clampOffset(offset: number, total: number, room: number): number {
	return Math.max(0, Math.min(offset, total - room));
}

/** "lines 3–20 of 41", or '' when everything fits. */
export function whereText(offset: number, shown: number, total: number): string {
	return total > shown ? `lines ${offset + 1}–${offset + shown} of ${total} ` : '';
}
