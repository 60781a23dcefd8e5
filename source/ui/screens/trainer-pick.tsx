/** The trainer's game list: "mixed" and every game, with their accuracy and best streaks. */
import type React from 'react';
import {useEffect, useReducer} from 'react';
import {useInput} from 'ink';
import {LinesView} from '../components/lines-view.js';
import {listPick} from '../components/pick-list.js';
import {keyNames} from '../keys.js';
import type {Size} from '../size.js';
import type {Progress} from '../../progress/progress.js';
import {pickLines} from '../trainer/layout.js';
import {pickEntries, pickKey, pickReducer} from '../trainer/pick-state.js';
import type {AnyGame} from '../../engine/types.js';

export interface TrainerPickScreenProps {
	readonly games: readonly AnyGame[];
	readonly progress: Progress;
	readonly initialIndex: number;
	readonly size: Size;
	readonly active: boolean;
	readonly onChoose: (mode: string, index: number) => void;
	readonly onBack: () => void;
}

export function TrainerPickScreen({games, progress, initialIndex, size, active, onChoose, onBack}: TrainerPickScreenProps): React.JSX.Element {
	const entries = pickEntries(games, progress);
	const [state, dispatch] = useReducer(pickReducer, {index: Math.min(initialIndex, entries.length - 1), chosen: null, back: false});
	useInput(
		(input, key) => {
			for (const name of keyNames(input, key)) {
				const action = pickKey(name, entries.length);
				if (action) dispatch(action);
			}
		},
		{isActive: active},
	);
	useEffect(() => {
		if (state.back) onBack();
		else if (state.chosen !== null) onChoose(entries[state.chosen]!.mode, state.chosen);
		// Only a choice matters.
	}, [state.back, state.chosen]);
	// A click on an entry chooses it, as on the menu.
	const onTarget = (target: string) => {
		const index = listPick(target, 'game', entries.length);
		if (index !== null) dispatch({type: 'pick', index});
	};
	return <LinesView lines={pickLines(entries, state.index, size)} onTarget={onTarget} active={active} />;
}
