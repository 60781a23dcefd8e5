/** Keys to trainer actions, and nothing else (after ink-ui's use-select.ts). */
import {useInput} from 'ink';
import type {Dispatch} from 'react';
import {keyNames, type KeyName} from '../keys.js';
import {matchAction} from '../match/use-match-input.js';
import type {TrainerAction} from './state.js';

/** What a key does outside the reducer: open the game's theory page. */
export type TrainerOutside = 'theory';

/**
 * The action for one key, or null. The board's keys (arrows, digits, Enter,
 * Space, Esc) go to the board while solving; after an answer the reducer
 * reads Enter and Space as "next puzzle". The mapping does not depend on the
 * phase, so a burst of keys (an answer and "next" in one chunk) keeps both.
 */
export function trainerAction(name: KeyName): TrainerAction | TrainerOutside | null {
	switch (name) {
		case 't':
			return {type: 'hint'};
		case 's':
			return {type: 'giveUp'};
		case 'e':
			return {type: 'explain'};
		case 'n':
			return {type: 'next'};
		case 'd':
			return {type: 'setting'};
		case 'i':
			return 'theory';
		case 'q':
			return {type: 'quit'};
		default: {
			const action = matchAction(name);
			return action?.type === 'board' ? action : null;
		}
	}
}

export function useTrainerInput(dispatch: Dispatch<TrainerAction>, onTheory: () => void, isActive: boolean): void {
	useInput(
		(input, key) => {
			for (const name of keyNames(input, key)) {
				const action = trainerAction(name);
				if (action === 'theory') onTheory();
				else if (action) dispatch(action);
			}
		},
		{isActive},
	);
}
