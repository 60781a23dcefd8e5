/** Keys to match actions, and nothing else (after ink-ui's use-select.ts). */
import {useInput} from 'ink';
import type {Dispatch} from 'react';
import {keyNames, type KeyName} from '../keys.js';
import type {MatchAction} from './state.js';

/** The action for one key, or null for keys the match ignores. */
export function matchAction(name: KeyName): MatchAction | null {
	switch (name) {
		case 'up':
		case 'k':
			return {type: 'board', key: {kind: 'up'}};
		case 'down':
		case 'j':
			return {type: 'board', key: {kind: 'down'}};
		case 'left':
		case 'h':
			return {type: 'board', key: {kind: 'left'}};
		case 'right':
		case 'l':
			return {type: 'board', key: {kind: 'right'}};
		case 'enter':
			return {type: 'board', key: {kind: 'confirm'}};
		case 'space':
			return {type: 'board', key: {kind: 'select'}};
		case 'backspace':
			return {type: 'board', key: {kind: 'backspace'}};
		case 'escape':
			return {type: 'board', key: {kind: 'cancel'}};
		case 't':
			return {type: 'hints'};
		case 'e':
			return {type: 'explain'};
		case 'u':
			return {type: 'undo'};
		case 'r':
			return {type: 'restart'};
		case 'x':
			return {type: 'resign'};
		case 's':
			return {type: 'share'};
		case 'v':
			return {type: 'open', what: 'review'};
		case 'i':
			return {type: 'open', what: 'theory'};
		case 'g':
			return {type: 'open', what: 'lab'};
		case 'q':
			return {type: 'quit'};
		case 'y':
			return {type: 'yes'};
		case 'n':
			return {type: 'no'};
		default:
			return /^[0-9]$/.test(name) ? {type: 'board', key: {kind: 'digit', digit: name}} : null;
	}
}

export function useMatchInput(dispatch: Dispatch<MatchAction>, isActive: boolean): void {
	useInput(
		(input, key) => {
			for (const name of keyNames(input, key)) {
				const action = matchAction(name);
				if (action) dispatch(action);
			}
		},
		{isActive},
	);
}
