/** "How to play": a page that scrolls within the window. */
import React, {useEffect, useReducer} from 'react';
import {useInput} from 'ink';
import {LinesView} from '../components/lines-view.js';
import {keyNames} from '../keys.js';
import type {Size} from '../match/layout.js';
import {howToLines} from './help-layout.js';

export interface HowToScreenProps {
	readonly size: Size;
	readonly active: boolean;
	readonly onBack: () => void;
}

type ScrollAction = {readonly by: number; readonly max: number} | 'back';

interface ScrollState {
	readonly offset: number;
	readonly back: boolean;
}

function scrollReducer(state: ScrollState, action: ScrollAction): ScrollState {
	if (action === 'back') return {...state, back: true};
	return {...state, offset: Math.max(0, Math.min(action.max, state.offset + action.by))};
}

export function HowToScreen({size, active, onBack}: HowToScreenProps): React.JSX.Element {
	const [state, dispatch] = useReducer(scrollReducer, {offset: 0, back: false});
	const {lines, maxOffset} = howToLines(state.offset, size);
	const page = Math.max(1, size.rows - 5);
	useInput((input, key) => {
		for (const name of keyNames(input, key)) {
			if (name === 'up' || name === 'k') dispatch({by: -1, max: maxOffset});
			else if (name === 'down' || name === 'j') dispatch({by: 1, max: maxOffset});
			else if (name === 'pageup') dispatch({by: -page, max: maxOffset});
			else if (name === 'pagedown' || name === 'space') dispatch({by: page, max: maxOffset});
			else if (name === 'home') dispatch({by: -Infinity, max: maxOffset});
			else if (name === 'end') dispatch({by: Infinity, max: maxOffset});
			else if (name === 'q' || name === 'escape') dispatch('back');
		}
	}, {isActive: active});
	useEffect(() => {
		if (state.back) onBack();
	}, [state.back, onBack]);
	return <LinesView lines={lines} />;
}
