/** Keys to match actions, and nothing else (after ink-ui's use-select.ts). */
import {useInput} from 'ink';
import type {Dispatch} from 'react';
import {keyNames, type KeyName} from '../keys.js';
import type {MatchAction} from './state.js';
import {charRange, keyAction, type KeyMap} from '../key-map.js';
import {keyWords} from '../../i18n/keys/index.js';

const direction: Readonly<Record<string, 'up' | 'down' | 'left' | 'right'>> = {
	up: 'up',
	k: 'up',
	down: 'down',
	j: 'down',
	left: 'left',
	h: 'left',
	right: 'right',
	l: 'right',
};

/** The match's keys: what each does, and the help's words for it. */
export const matchKeys: KeyMap<MatchAction> = [
	{
		keys: ['up', 'down', 'left', 'right', 'h', 'j', 'k', 'l'],
		help: () => keyWords('matchMoveCursorHeap'),
		action: name => ({type: 'board', key: {kind: direction[name]!}}),
	},
	{keys: charRange('0', '9'), help: () => keyWords('matchTypeAmountNumber'), action: digit => ({type: 'board', key: {kind: 'digit', digit}})},
	{
		keys: ['enter', 'space'],
		help: () => keyWords('matchPlayMoveSome'),
		action: name => ({type: 'board', key: {kind: name === 'enter' ? 'confirm' : 'select'}}),
	},
	{keys: ['backspace'], help: () => keyWords('matchDeleteTypedDigit'), action: () => ({type: 'board', key: {kind: 'backspace'}})},
	{keys: ['escape'], help: () => keyWords('matchCancelPickWith'), action: () => ({type: 'board', key: {kind: 'cancel'}})},
	{keys: ['t'], help: () => keyWords('matchHintModeWho'), action: () => ({type: 'hints'})},
	{keys: ['e'], help: () => keyWords('matchWholeHintIts'), action: () => ({type: 'explain'})},
	{keys: ['u'], help: () => keyWords('matchUndoAgainstComputer'), action: () => ({type: 'undo'})},
	{keys: ['v'], help: () => keyWords('matchReviewMovesSo'), action: () => ({type: 'open', what: 'review'})},
	{keys: ['i'], help: () => keyWords('matchTheory'), action: () => ({type: 'open', what: 'theory'})},
	{keys: ['g'], help: () => keyWords('matchLab'), action: () => ({type: 'open', what: 'lab'})},
	{keys: ['s'], help: () => keyWords('matchPositionAsPlay'), action: () => ({type: 'share'})},
	{keys: ['r'], help: () => keyWords('matchRestartFromStarting'), action: () => ({type: 'restart'})},
	{keys: ['x'], help: () => keyWords('matchResignAsksFirst'), action: () => ({type: 'resign'})},
	{keys: ['y', 'n'], help: () => keyWords('matchYesNoQuestion'), action: name => ({type: name === 'y' ? 'yes' : 'no'})},
	{keys: ['q'], help: () => keyWords('matchBackMenuAsks'), action: () => ({type: 'quit'})},
];

/** The action for one key, or null for keys the match ignores. */
export function matchAction(name: KeyName): MatchAction | null {
	return keyAction(matchKeys, name, undefined);
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
