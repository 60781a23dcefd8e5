/** The setup screen: wires the setup reducer and its key hook to the layout. */
import type React from 'react';
import type {AnyGame} from '../../engine/types.js';
import {useEffect, useReducer} from 'react';
import {LinesView} from '../components/lines-view.js';
import {listPick} from '../components/pick-list.js';
import type {Size} from '../size.js';
import type {MatchConfig} from '../match/state.js';
import {choiceTarget, setupLines} from '../setup/layout.js';
import {matchConfigOf, setupReducer, visibleFields, type SetupState} from '../setup/state.js';
import {useSetupInput} from '../setup/use-setup-input.js';

export interface SetupScreenProps {
	readonly initial: SetupState;
	readonly size: Size;
	readonly active: boolean;
	readonly onStart: (config: MatchConfig, setup: SetupState) => void;
	readonly onBack: (setup: SetupState) => void;
	/** Enter on "Resume the game you left". */
	readonly onResume?: (config: MatchConfig, setup: SetupState) => void;
	/** g: the game's lab, with the parameters as set and the position's heaps (when it resolved). */
	readonly onLab?: (game: AnyGame, position: unknown, params: Readonly<Record<string, string>>) => void;
}

export function SetupScreen({initial, size, active, onStart, onBack, onResume, onLab}: SetupScreenProps): React.JSX.Element {
	const [state, dispatch] = useReducer(setupReducer, initial);
	useSetupInput(dispatch, active && state.exit === null);

	useEffect(() => {
		if (state.exit === null) return;
		const settled = {...state, exit: null};
		if (state.exit === 'back') {
			onBack(settled);
			return;
		}
		if (state.exit === 'resume' && state.resume) {
			onResume?.(state.resume.config, {...settled, resume: null, field: 'source'});
			return;
		}
		if (state.exit === 'lab') {
			dispatch({type: 'reset'});
			onLab?.(state.game, state.resolved.error === null ? state.resolved.position : null, state.params);
			return;
		}
		const config = matchConfigOf(state);
		if (config) onStart(config, settled);
		else dispatch({type: 'reset'});
	}, [state, onStart, onBack, onResume]);

	const onTarget = (target: string) => {
		if (target === choiceTarget.previous || target === choiceTarget.next)
			dispatch({type: 'key', key: {kind: target === choiceTarget.previous ? 'left' : 'right'}});
		const fields = visibleFields(state);
		const index = listPick(target, 'field', fields.length);
		if (index !== null) dispatch({type: 'click', field: fields[index]!});
	};
	return <LinesView lines={setupLines(state, size)} onTarget={onTarget} active={active && state.exit === null} />;
}
