/** Keys to match actions, and nothing else (after ink-ui's use-select.ts). */
import {useInput} from 'ink';
import type {Dispatch} from 'react';
import {keyNames, type KeyName} from '../keys.js';
import type {MatchAction} from './state.js';
import {charRange, keyAction, type KeyMap} from '../key-map.js';

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
		help: 'move the cursor: heap, coin, node, cell, part',
		action: name => ({type: 'board', key: {kind: direction[name]!}}),
	},
	{keys: charRange('0', '9'), help: 'type an amount (or a number: a node, a distance)', action: digit => ({type: 'board', key: {kind: 'digit', digit}})},
	{
		keys: ['enter', 'space'],
		help: 'play the move (on some boards space picks, enter plays)',
		action: name => ({type: 'board', key: {kind: name === 'enter' ? 'confirm' : 'select'}}),
	},
	{keys: ['backspace'], help: 'delete a typed digit', action: () => ({type: 'board', key: {kind: 'backspace'}})},
	{keys: ['escape'], help: 'cancel the pick; with none, back to the menu', action: () => ({type: 'board', key: {kind: 'cancel'}})},
	{keys: ['t'], help: 'hint mode: who wins, the value, the winning move (◆), why', action: () => ({type: 'hints'})},
	{keys: ['e'], help: 'the whole hint on its own screen (e or esc to come back)', action: () => ({type: 'explain'})},
	{keys: ['u'], help: 'undo (against the computer: back to your previous turn)', action: () => ({type: 'undo'})},
	{keys: ['v'], help: 'review the moves so far: values, mistakes, win in N', action: () => ({type: 'open', what: 'review'})},
	{keys: ['i'], help: "this game's theory page: the rule, why, an example", action: () => ({type: 'open', what: 'theory'})},
	{keys: ['g'], help: "this game's lab: its table of values and period", action: () => ({type: 'open', what: 'lab'})},
	{keys: ['s'], help: 'the position as a play and an analyze command line, to copy', action: () => ({type: 'share'})},
	{keys: ['r'], help: 'restart from the starting position (asks first during a game)', action: () => ({type: 'restart'})},
	{keys: ['x'], help: 'resign (asks first)', action: () => ({type: 'resign'})},
	{keys: ['y', 'n'], help: 'yes or no, to a question on the screen', action: name => ({type: name === 'y' ? 'yes' : 'no'})},
	{keys: ['q'], help: 'back to the menu (asks first during a game)', action: () => ({type: 'quit'})},
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
