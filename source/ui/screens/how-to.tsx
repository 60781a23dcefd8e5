/**
 * "How to play": the overview and a page per game (rules, winning rule,
 * theorem, worked example), turned with ←→ and scrolled within the window.
 * Opened from the menu, or from a game (i) at that game's page.
 */
import type React from 'react';
import {useEffect, useReducer} from 'react';
import {useInput} from 'ink';
import {LinesView} from '../components/lines-view.js';
import {listPick} from '../components/pick-list.js';
import {keyNames} from '../keys.js';
import type {Size} from '../size.js';
import {howToLines, howToPages, pageIndex} from '../theory/pages.js';
import {pagesKey, pagesReducer} from '../theory/state.js';

export interface HowToScreenProps {
	readonly size: Size;
	readonly active: boolean;
	/** The page to open: a game id; the overview when absent. */
	readonly game?: string;
	readonly onBack: () => void;
}

export function HowToScreen({size, active, game, onBack}: HowToScreenProps): React.JSX.Element {
	const [state, dispatch] = useReducer(pagesReducer, {page: pageIndex(game), offset: 0, back: false});
	const {lines, maxOffset, page} = howToLines(state.page, state.glossary?.offset ?? state.offset, size, state.glossary !== undefined);
	useInput(
		(input, key) => {
			for (const name of keyNames(input, key)) {
				const action = pagesKey(name, howToPages.length, page, maxOffset);
				if (action) dispatch(action);
			}
		},
		{isActive: active},
	);
	useEffect(() => {
		if (state.back) onBack();
	}, [state.back, onBack]);
	// A click on a game of the overview's list opens its page.
	const onTarget = (target: string) => {
		const index = listPick(target, 'page', howToPages.length);
		if (index !== null) dispatch({type: 'page', by: index - state.page, count: howToPages.length});
	};
	return <LinesView lines={lines} onTarget={onTarget} active={active} />;
}
