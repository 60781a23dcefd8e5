/** Keys to setup actions, and nothing else. */
import {useInput} from 'ink';
import type {Dispatch} from 'react';
import {keyNames, type KeyName} from '../keys.js';
import type {SetupAction} from './state.js';
import {keyAction, typedCharacters, type KeyMap} from '../key-map.js';
import {keyWords} from '../../i18n/keys/index.js';

type Named = 'up' | 'down' | 'left' | 'right' | 'backspace' | 'enter' | 'escape' | 'space';

/** A named key as itself; a letter as a character, which a text field takes as typed. */
const keyOrChar = (name: KeyName): SetupAction =>
	name.length === 1 ? {type: 'key', key: {kind: 'char', char: name}} : {type: 'key', key: {kind: name as Named}};

/** Letters that act outside a text field (the reducer reads them by the field they are pressed on). */
const letters = ['k', 'j', 'h', 'l', 'n', 'g', 'q'];

/** The setup screen's keys. */
export const setupKeys: KeyMap<SetupAction> = [
	{keys: ['up', 'k'], help: () => keyWords('setupFieldAboveLetters'), action: keyOrChar},
	{keys: ['down', 'j'], help: () => keyWords('setupFieldBelow'), action: keyOrChar},
	{keys: ['left', 'h'], help: () => keyWords('setupPreviousChoiceSize'), action: keyOrChar},
	{keys: ['right', 'l'], help: () => keyWords('setupNextChoice'), action: keyOrChar},
	{keys: ['space', 'n'], help: () => keyWords('setupAnotherRandomPosition'), action: keyOrChar},
	{keys: ['enter'], help: () => keyWords('setupStartGameInvalid'), action: keyOrChar},
	{keys: ['g'], help: () => keyWords('setupLab'), action: keyOrChar},
	{keys: ['backspace'], help: () => keyWords('setupDeleteTypedCharacter'), action: keyOrChar},
	{keys: ['escape', 'q'], help: () => keyWords('setupBackMenu'), action: keyOrChar},
	{
		// '?' is the app's help.
		keys: typedCharacters.filter(c => !letters.includes(c)),
		label: 'typing',
		help: () => keyWords('setupEditTextField'),
		action: keyOrChar,
	},
];

export function setupAction(name: KeyName): SetupAction | null {
	return keyAction(setupKeys, name, undefined);
}

export function useSetupInput(dispatch: Dispatch<SetupAction>, isActive: boolean): void {
	useInput(
		(input, key) => {
			for (const name of keyNames(input, key)) {
				const action = setupAction(name);
				if (action) dispatch(action);
			}
		},
		{isActive},
	);
}
