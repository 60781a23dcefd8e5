/** The Stats screen: wires its reducer and keys to the layout; saving and reset go to the app. */
import type React from 'react';
import {useEffect, useReducer} from 'react';
import {useInput} from 'ink';
import {LinesView} from '../components/lines-view.js';
import {keyNames} from '../keys.js';
import type {Size} from '../size.js';
import type {Progress} from '../../progress/progress.js';
import {statsLines, type SavingInfo} from '../stats/layout.js';
import {initStats, statsKey, statsReducer} from '../stats/state.js';

export interface StatsScreenProps {
	readonly progress: Progress;
	readonly saving: SavingInfo;
	readonly notices: readonly string[];
	readonly size: Size;
	readonly active: boolean;
	/** Switches saving; returns what happened, in a sentence. */
	readonly onToggleSave: () => string;
	/** Switches the coach; returns what happened, in a sentence. */
	readonly onToggleCoach: () => string;
	/** Switches to the next theme; returns what happened. */
	readonly onToggleTheme?: () => string;
	/** Switches the mouse; returns what happened. */
	readonly onToggleMouse?: () => string;
	/** Switches the language (English, Simplified Chinese); returns what happened, in the new one. */
	readonly onToggleLanguage?: () => string;
	/** Switches glyphs drawn as ASCII; returns what happened. */
	readonly onToggleAscii?: () => string;
	/** The theme and mouse settings in a sentence. */
	readonly look?: string;
	/** The language and glyph settings in a sentence. */
	readonly language?: string;
	/** Clears every record; returns what happened. */
	readonly onReset: () => string;
	readonly onBack: () => void;
}

export function StatsScreen({
	progress,
	saving,
	notices,
	size,
	active,
	onToggleSave,
	onToggleCoach,
	onToggleTheme,
	onToggleMouse,
	onToggleLanguage,
	onToggleAscii,
	look,
	language,
	onReset,
	onBack,
}: StatsScreenProps): React.JSX.Element {
	const [state, dispatch] = useReducer(statsReducer, initStats);
	const {lines, maxOffset, page} = statsLines(state, progress, saving, notices, size, Date.now(), look ?? null, language ?? null);
	useInput(
		(input, key) => {
			for (const name of keyNames(input, key)) {
				const action = statsKey(name, page, maxOffset);
				if (action) dispatch(action);
			}
		},
		{isActive: active},
	);
	useEffect(() => {
		if (state.request === null) return;
		if (state.request === 'back') {
			dispatch({type: 'done', message: null});
			onBack();
			return;
		}
		const message =
			state.request === 'reset'
				? onReset()
				: state.request === 'toggleCoach'
					? onToggleCoach()
					: state.request === 'toggleTheme'
						? (onToggleTheme?.() ?? null)
						: state.request === 'toggleMouse'
							? (onToggleMouse?.() ?? null)
							: state.request === 'toggleLanguage'
								? (onToggleLanguage?.() ?? null)
								: state.request === 'toggleAscii'
									? (onToggleAscii?.() ?? null)
									: onToggleSave();
		dispatch({type: 'done', message});
	}, [state.request, onBack, onReset, onToggleSave, onToggleCoach, onToggleTheme, onToggleMouse, onToggleLanguage, onToggleAscii]);
	return <LinesView lines={lines} />;
}
