/** The match screen: wires the reducer, the key hook and the computer's think to the layout. */
import type React from 'react';
import {useCallback, useContext, useEffect, useReducer, useRef} from 'react';
import {quickMove} from '../../engine/computer.js';
import {inProcessThinker, type Asked, type Question, type Think, type ThinkOutcome, type Thinker} from '../../think/thinker.js';
import type {AnyGame} from '../../engine/types.js';
import {ThinkerContext} from '../match/thinker-context.js';
import {LauncherContext} from '../match/launcher-context.js';
import type {Rng} from '../../engine/types.js';
import {LinesView} from '../components/lines-view.js';
import {matchLines} from '../match/layout.js';
import type {Size} from '../size.js';
import {
	hintWanted,
	initMatch,
	leftGame,
	longThinkMs,
	matchReducer,
	movesMade,
	recordOf,
	teacherState,
	type MatchConfig,
	type MatchRecord,
} from '../match/state.js';
import type {SavedGame} from '../../progress/progress.js';
import {useMatchInput} from '../match/use-match-input.js';
import {miscWords} from '../../i18n/misc2/index.js';

export interface MatchScreenProps {
	readonly config: MatchConfig;
	readonly size: Size;
	/** Whether keys reach the match (not while the help overlay is open). */
	readonly active: boolean;
	/** The computer's visible pause before it moves, in milliseconds. */
	readonly delay: number;
	readonly rng: Rng;
	readonly onEnd: (record: MatchRecord) => void;
	/** After every move: whether the game is in play with moves made (so that closing the arcade can count it abandoned). */
	readonly onLive?: (gameId: string, opponent: string, inPlay: boolean) => void;
	/** The player left: with the game to keep for resuming, when it was in progress. */
	readonly onLeave: (left: SavedGame | null) => void;
	/** The player asked for the move review (v): the moves so far. */
	readonly onReview?: (record: MatchRecord) => void;
	/** The player asked for the game's theory page (i). */
	readonly onTheory?: (gameId: string) => void;
	/** The player asked for the game's lab (g), with the position being played. */
	readonly onLab?: (game: AnyGame, position: unknown) => void;
}

const here = inProcessThinker();

/** Asks the thinker a question (on its worker where it needs a search), or this thread when it takes none. */
function ask(thinker: Thinker, question: Question): Asked {
	return thinker.ask ? thinker.ask(question) : here.ask!(question);
}

export function MatchScreen({config, size, active, delay, rng, onEnd, onLive, onLeave, onReview, onTheory, onLab}: MatchScreenProps): React.JSX.Element {
	// The command that started the arcade, for the share lines (s).
	const launcher = useContext(LauncherContext);
	const [state, dispatch] = useReducer(matchReducer, launcher === null || config.launcher !== undefined ? config : {...config, launcher}, initMatch);
	useMatchInput(dispatch, active && state.phase !== 'over');

	const thinker = useContext(ThinkerContext);
	const thinking = useRef<Think | null>(null);
	// The computer thinks (off this thread) while a short visible pause runs, and moves when both are over;
	// a think longer than longThinkMs is shown with its time. A newer position, or leaving, stops it.
	// It waits while a page (help, review, theory) covers the board.
	const offering = state.pending?.kind === 'concede';
	useEffect(() => {
		// Not while the computer's offer to concede waits for an answer, nor before the coach has checked the player's move.
		if (state.phase !== 'computer' || !active || offering || state.coachAsk !== null) return undefined;
		const {serial, position, config: match} = state;
		const teacher = teacherState(state);
		const started = performance.now();
		const think = thinker.think({
			game: match.game,
			position,
			opponent: match.opponent,
			...(teacher ? {teacher} : {}),
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
			const note = outcome.failed === 'stopped' ? miscWords('thinkStopped') : miscWords('thinkFailed', {why: outcome.failed});
			dispatch({type: 'computer', serial, move: quickMove(match.game, position), note});
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
	}, [state.phase, state.serial, offering, state.coachAsk, delay, rng, active, thinker]);

	// The coach's check of a move, where a search decides it: off this thread, before the computer replies.
	useEffect(() => {
		const question = state.coachAsk;
		if (question === null) return undefined;
		const asked = ask(thinker, {kind: 'coach', game: state.config.game, before: question.before, after: question.after});
		let done = false;
		void asked.result.then(answer => {
			if (done) return;
			// No answer (the think failed): no note, and the game goes on.
			dispatch({type: 'coach', ask: question, mistake: 'mistake' in answer ? answer.mistake : null});
		});
		return () => {
			done = true;
			asked.cancel();
		};
	}, [state.coachAsk, thinker]);

	// The hint, where a search or a large position decides it: off this thread; the board answers keys meanwhile.
	const wanted = hintWanted(state);
	useEffect(() => {
		if (!wanted) return undefined;
		const {serial, position, config: match} = state;
		const asked = ask(thinker, {kind: 'hint', game: match.game, position});
		let done = false;
		void asked.result.then(answer => {
			if (done) return;
			const hint =
				'hint' in answer
					? answer.hint
					: {
							outcome: 'N' as const,
							grundy: null,
							misere: false,
							method: 'theory' as const,
							move: null,
							words: null,
							explanation: [],
							error: 'failed' in answer ? answer.failed : 'no answer',
						};
			dispatch({type: 'hint', serial, hint});
		});
		return () => {
			done = true;
			asked.cancel();
		};
	}, [wanted, state.serial, thinker]);

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
		onLive?.(state.config.game.id, state.config.opponent, state.phase !== 'over' && movesMade(state) > 0);
	}, [state.serial, state.phase, onLive]);

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
