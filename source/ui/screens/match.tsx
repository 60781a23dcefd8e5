/** The match screen: wires the reducer, the key hook and the computer's timer to the layout. */
import type React from 'react';
import {useEffect, useReducer} from 'react';
import type {Rng} from '../../engine/types.js';
import {LinesView} from '../components/lines-view.js';
import {matchLines, type Size} from '../match/layout.js';
import {initMatch, matchReducer, recordOf, type MatchConfig, type MatchRecord} from '../match/state.js';
import {useMatchInput} from '../match/use-match-input.js';

export interface MatchScreenProps {
	readonly config: MatchConfig;
	readonly size: Size;
	/** Whether keys reach the match (not while the help overlay is open). */
	readonly active: boolean;
	/** The computer's visible pause before it moves, in milliseconds. */
	readonly delay: number;
	readonly rng: Rng;
	readonly onEnd: (record: MatchRecord) => void;
	readonly onLeave: () => void;
	/** The player asked for the move review (v): the moves so far. */
	readonly onReview?: (record: MatchRecord) => void;
	/** The player asked for the game's theory page (i). */
	readonly onTheory?: (gameId: string) => void;
}

export function MatchScreen({config, size, active, delay, rng, onEnd, onLeave, onReview, onTheory}: MatchScreenProps): React.JSX.Element {
	const [state, dispatch] = useReducer(matchReducer, config, initMatch);
	useMatchInput(dispatch, active && state.phase !== 'over');

	// The computer moves after a short visible pause; a newer position cancels the timer.
	// It waits while a page (help, review, theory) covers the board.
	useEffect(() => {
		if (state.phase !== 'computer' || !active) return undefined;
		const timer = setTimeout(() => {
			dispatch({type: 'computer', serial: state.serial, roll: rng(), pick: rng()});
		}, delay);
		return () => {
			clearTimeout(timer);
		};
	}, [state.phase, state.serial, delay, rng, active]);

	useEffect(() => {
		if (state.request === null) return;
		dispatch({type: 'opened'});
		if (state.request === 'review') onReview?.(recordOf(state));
		else onTheory?.(state.config.game.id);
		// Only a new request matters.
	}, [state.request]);

	useEffect(() => {
		if (state.leave) onLeave();
	}, [state.leave, onLeave]);

	useEffect(() => {
		if (state.phase === 'over') onEnd(recordOf(state));
		// Only the transition to "over" matters.
	}, [state.phase]);

	return <LinesView lines={matchLines(state, size)} />;
}
