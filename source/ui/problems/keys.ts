/** The Problems screen's keys, by view: a key's name to the reducer's action. */
import {problemsWords as w} from '../../i18n/problems/index.js';
import type {KeyName} from '../keys.js';
import type {ProblemsAction, ProblemsView} from './state.js';

export function problemsKey(view: ProblemsView, name: KeyName, page: number, maxScroll: number): ProblemsAction | null {
	if (name === 'escape') return {type: 'back'};
	switch (view) {
		case 'list':
			if (name === 'up' || name === 'k') return {type: 'move', by: -1};
			if (name === 'down' || name === 'j') return {type: 'move', by: 1};
			if (name === 'enter' || name === 'right') return {type: 'open'};
			if (name === 'q' || name === 'left') return {type: 'back'};
			return null;
		case 'statement':
		case 'verdict':
			if (name === 'up' || name === 'k') return {type: 'scroll', by: -1, max: maxScroll};
			if (name === 'down') return {type: 'scroll', by: 1, max: maxScroll};
			if (name === 'pageup') return {type: 'scroll', by: -page, max: maxScroll};
			if (name === 'pagedown' || name === 'space') return {type: 'scroll', by: page, max: maxScroll};
			if (name === 'home') return {type: 'scroll', by: -Infinity, max: maxScroll};
			if (name === 'end') return {type: 'scroll', by: Infinity, max: maxScroll};
			if (name === 'j' || (view === 'statement' && name === 'enter')) return {type: 'field'};
			if (view === 'statement' && name === 'l') return {type: 'request', request: 'lesson'};
			if (view === 'verdict' && name === 'p') return {type: 'request', request: 'play'};
			if (view === 'verdict' && name === 's') return {type: 'request', request: 'save'};
			if (name === 'q' || name === 'left') return {type: 'back'};
			return null;
		case 'field':
			if (name === 'enter') return {type: 'submit'};
			if (name === 'backspace') return {type: 'erase'};
			if (name === 'space') return {type: 'type', text: ' '};
			if ([...name].length === 1) return {type: 'type', text: name};
			return null;
		case 'judging':
			return null;
	}
}

/** The keys for the help overlay, in the language in force. */
export function problemsHelp(): ReadonlyArray<readonly [keys: string, action: string]> {
	return [
		['↑↓ j k', w('helpMove')],
		['enter', w('helpEnter')],
		['j', w('helpJudge')],
		['l', w('helpLesson')],
		['p', w('helpPlay')],
		['s', w('helpSave')],
		['esc', w('helpBack')],
	];
}
