/** The setup screen: wires the setup reducer and its key hook to the layout. */
import type React from 'react';
import {useEffect, useReducer} from 'react';
import {LinesView} from '../components/lines-view.js';
import type {Size} from '../match/layout.js';
import type {MatchConfig} from '../match/state.js';
import {setupLines} from '../setup/layout.js';
import {matchConfigOf, setupReducer, type SetupState} from '../setup/state.js';
import {useSetupInput} from '../setup/use-setup-input.js';

export interface SetupScreenProps {
	readonly initial: SetupState;
	readonly size: Size;
	readonly active: boolean;
	readonly onStart: (config: MatchConfig, setup: SetupState) => void;
	readonly onBack: (setup: SetupState) => void;
}

export function SetupScreen({initial, size, active, onStart, onBack}: SetupScreenProps): React.JSX.Element {
	const [state, dispatch] = useReducer(setupReducer, initial);
	useSetupInput(dispatch, active && state.exit === null);

	useEffect(() => {
		if (state.exit === null) return;
		const settled = {...state, exit: null};
		if (state.exit === 'back') {
			onBack(settled);
			return;
		}
		const config = matchConfigOf(state);
		if (config) onStart(config, settled);
		else dispatch({type: 'reset'});
	}, [state, onStart, onBack]);

	return <LinesView lines={setupLines(state, size)} />;
}
