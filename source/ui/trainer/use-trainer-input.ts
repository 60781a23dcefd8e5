/** Keys to trainer actions, and nothing else (after ink-ui's use-select.ts). */
import {useInput} from 'ink';
import type {Dispatch} from 'react';
import {keyNames, type KeyName} from '../keys.js';
import {matchKeys} from '../match/index.js';
import {keyAction, type KeyMap} from '../key-map.js';
import type {TrainerAction} from './state.js';
import {keyWords} from '../../i18n/keys/index.js';

/** What a key does outside the reducer: open the game's theory page. */
export type TrainerOutside = 'theory';

/** The board's keys, as in a match (arrows, digits, Enter, Space, Esc). */
const boardKeys: KeyMap<TrainerAction> = matchKeys.flatMap(binding => {
	const action = binding.action(binding.keys[0]!, undefined);
	if (action.type !== 'board') return [];
	// Esc with nothing to cancel leaves the puzzles for the list of games, not for the menu.
	const help = binding.keys.includes('escape') ? () => keyWords('trainerCancelPick') : binding.help;
	return [{...binding, help, action: (name: KeyName) => binding.action(name, undefined) as TrainerAction}];
});

/**
 * The trainer's keys. The board's keys go to the board while solving;
 * after an answer the reducer reads Enter and Space as "next puzzle". The
 * mapping does not depend on the phase, so a burst of keys (an answer and
 * "next" in one chunk) keeps both.
 */
export const trainerKeys: KeyMap<TrainerAction | TrainerOutside> = [
	...boardKeys,
	{keys: ['t'], help: () => keyWords('trainerHintAnswerThen'), action: () => ({type: 'hint'})},
	{keys: ['s'], help: () => keyWords('trainerShowAnswerCounts'), action: () => ({type: 'giveUp'})},
	{keys: ['e'], help: () => keyWords('trainerHintFeedbackWhole'), action: () => ({type: 'explain'})},
	{keys: ['n'], help: () => keyWords('trainerAfterAnswerNext'), action: () => ({type: 'next'})},
	{keys: ['d'], help: () => keyWords('trainerPuzzlesEasierThan'), action: () => ({type: 'setting'})},
	{keys: ['i'], help: () => keyWords('trainerTheoryPagePuzzle'), action: () => 'theory'},
	{keys: ['q'], help: () => keyWords('trainerBackListGames'), action: () => ({type: 'quit'})},
];

/** The action for one key, or null. */
export function trainerAction(name: KeyName): TrainerAction | TrainerOutside | null {
	return keyAction(trainerKeys, name, undefined);
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
