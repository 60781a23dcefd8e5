/** The match screen: wires the reducer, the key hook and the computer's think to the layout. */
import type React from 'react';
import {useCallback, useContext, useEffect, useReducer, useRef} from 'react';
import {quickMove} from '../../engine/computer.js';
import type {Think, ThinkOutcome} from '../../think/thinker.js';
import type {AnyGame} from '../../engine/types.js';
import {ThinkerContext} from '../match/thinker-context.js';
import {LauncherContext} from '../match/launcher-context.js';
import type {Rng} from '../../engine/types.js';
import {LinesView} from '../components/lines-view.js';
import {matchLines, type Size} from '../match/layout.js';
import {defaultCasualError, initMatch, leftGame, longThinkMs, matchReducer, recordOf, type MatchConfig, type MatchRecord} from '../match/state.js';
import type {SavedGame} from '../../progress/progress.js';
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
	/** The player left: with the game to keep for resuming, when it was in progress. */
	readonly onLeave: (left: SavedGame | null) => void;
	/** The player asked for the move review (v): the moves so far. */
	readonly onReview?: (record: MatchRecord) => void;
	/** The player asked for the game's theory page (i). */
	readonly onTheory?: (gameId: string) => void;
	/** The player asked for the game's lab (g), with the position being played. */
	readonly onLab?: (game: AnyGame, position: unknown) => void;
}

export function MatchScreen({config, size, active, delay, rng, onEnd, onLeave, onReview, onTheory, onLab}: MatchScreenProps): React.JSX.Element {
	// The command that started the arcade, for the share lines (s).
	const launcher = useContext(LauncherContext);
	const [state, dispatch] = useReducer(matchReducer, launcher === null || config.launcher !== undefined ? config : {...config, launcher}, initMatch);
	useMatchInput(dispatch, active && state.phase !== 'over');

	const thinker = useContext(ThinkerContext);
	const thinking = useRef<Think | null>(null);
	// The computer thinks (off this thread) while a short visible pause runs, and moves when both are over;
	// a think longer than longThinkMs is shown with its time. A newer position, or leaving, stops it.
	// It waits while a page (help, review, theory) covers the board.
	useEffect(() => {
		// Not while the computer's offer to concede waits for an answer.
		if (state.phase !== 'computer' || !active || state.concede !== null) return undefined;
		const {serial, position, config: match} = state;
		const started = performance.now();
		const think = thinker.think({
			game: match.game,
			position,
			opponent: match.opponent,
			errorRate: match.casualError ?? defaultCasualError,
			roll: rng(),
			pick: rng(),
		});
		thinking.current = think;
		let outcome: ThinkOutcome | null = null;
		let paused = false;
		let done = false;
		const finish = () => {
			if (done || outcome === null || !paused) return;
			done = true;
			clearInterval(ticker);
			if ('move' in outcome) {
				dispatch({type: 'computer', serial, move: outcome.move});
				return;
			}
			// The quick answer is the first legal move.
			const why = outcome.failed === 'stopped' ? 'Think stopped' : `Think failed (${outcome.failed})`;
			dispatch({type: 'computer', serial, move: quickMove(match.game, position), note: `${why}: the computer played its quick answer.`});
		};
		void think.result.then(result => {
			outcome = result;
			finish();
		});
		const timer = setTimeout(() => {
			paused = true;
			finish();
		}, delay);
		const ticker = setInterval(() => {
			const ms = performance.now() - started;
			if (outcome === null && ms >= longThinkMs) dispatch({type: 'thinking', serial, ms});
		}, 100);
		return () => {
			done = true;
			clearTimeout(timer);
			clearInterval(ticker);
			think.cancel();
			thinking.current = null;
		};
	}, [state.phase, state.serial, state.concede, delay, rng, active, thinker]);

	// Esc during a long think.
	useEffect(() => {
		if (state.stopThink) thinking.current?.cancel();
	}, [state.stopThink]);

	useEffect(() => {
		if (state.request === null) return;
		dispatch({type: 'opened'});
		if (state.request === 'review') onReview?.(recordOf(state));
		else if (state.request === 'lab') onLab?.(state.config.game, state.position);
		else onTheory?.(state.config.game.id);
		// Only a new request matters.
	}, [state.request]);

	useEffect(() => {
		if (state.leave) onLeave(leftGame(state));
	}, [state.leave, onLeave]);

	useEffect(() => {
		if (state.phase === 'over') onEnd(recordOf(state));
		// Only the transition to "over" matters.
	}, [state.phase]);

	// A click on the board picks what is under it (a second click plays); a click on the move's preview plays it.
	const onTarget = useCallback((target: string) => {
		dispatch({type: 'board', key: target === 'play' ? {kind: 'confirm'} : {kind: 'pick', target}});
	}, []);
	return <LinesView lines={matchLines(state, size)} active={active && state.phase === 'human'} onTarget={onTarget} />;
}
