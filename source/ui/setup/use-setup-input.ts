/** Keys to setup actions, and nothing else. */
import {useInput} from 'ink';
import type {Dispatch} from 'react';
import {keyNames, type KeyName} from '../keys.js';
import type {SetupAction} from './state.js';

const named = ['up', 'down', 'left', 'right', 'backspace', 'enter', 'escape', 'space'] as const;
type Named = (typeof named)[number];

export function setupAction(name: KeyName): SetupAction | null {
	if ((named as readonly string[]).includes(name)) return {type: 'key', key: {kind: name as Named}};
	// '?' opens the help overlay (handled by the app).
	if (name === '?' || name.length !== 1) return null;
	return {type: 'key', key: {kind: 'char', char: name}};
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
