/** The trainer: wires its reducer and key hook to the layout, and reports each graded answer. */
import type React from 'react';
import {useCallback, useEffect, useMemo, useReducer} from 'react';
import {LinesView} from '../components/lines-view.js';
import type {Size} from '../size.js';
import {learnerOf, statsOf, type Progress, type Verdict} from '../../progress/progress.js';
import type {ConceptId} from '../../learn/concepts.js';
import {ratingOf} from '../../learn/learner-model.js';
import {trainerLines} from '../trainer/layout.js';
import {initTrainer, trainerReducer, type TrainerEnv} from '../trainer/state.js';
import {useTrainerInput} from '../trainer/use-trainer-input.js';

export interface TrainerResult {
	/** The puzzle's game. */
	readonly game: string;
	/** The trainer's mode: a game id, or "mixed". */
	readonly mode: string;
	readonly verdict: Verdict;
	/** The streak after the answer. */
	readonly streak: number;
	/** How far into the hint the player went: 0 (not at all) to 3 (the move). */
	readonly steps: number;
	/** The concept the puzzle exercises (its rating is updated), null outside the course. */
	readonly concept: ConceptId | null;
	/** The puzzle's difficulty, on the ratings' scale. */
	readonly difficulty: number;
}

export interface TrainerScreenProps {
	readonly env: TrainerEnv;
	readonly mode: string;
	readonly seed: number;
	readonly progress: Progress;
	readonly size: Size;
	readonly active: boolean;
	readonly onResult: (result: TrainerResult) => void;
	readonly onTheory: (gameId: string) => void;
	readonly onLeave: () => void;
}

export function TrainerScreen({env, mode, seed, progress, size, active, onResult, onTheory, onLeave}: TrainerScreenProps): React.JSX.Element {
	const learner = learnerOf(progress);
	const [state, dispatch] = useReducer(trainerReducer, {env, mode, seed, bestStreak: statsOf(progress, mode).bestStreak, learner}, initTrainer);
	const gameId = state.puzzle.game.id;
	useTrainerInput(
		dispatch,
		() => {
			onTheory(gameId);
		},
		active,
	);

	useEffect(() => {
		if (state.answers === 0 || !state.answer) return;
		const {concept, difficulty} = state.puzzle;
		onResult({game: gameId, mode, verdict: state.answer.verdict, streak: state.streak, steps: state.answer.steps, concept, difficulty: difficulty.rating});
		// Each graded answer once.
	}, [state.answers]);

	// The next puzzle is chosen for the ratings as recorded.
	useEffect(() => {
		if (learner !== state.learner) dispatch({type: 'learner', model: learner});
	}, [learner]);

	useEffect(() => {
		if (state.leave) onLeave();
	}, [state.leave, onLeave]);

	const concept = state.puzzle.concept;
	const stats = useMemo(
		() => ({
			game: statsOf(progress, gameId),
			bestStreak: statsOf(progress, mode).bestStreak,
			rating: concept === null ? null : {concept, ...ratingOf(learner, concept)},
		}),
		[progress, gameId, mode, concept, learner],
	);
	// A click on the board picks what is under it; a second click answers.
	const onTarget = useCallback((target: string) => {
		dispatch({type: 'board', key: {kind: 'pick', target}});
	}, []);
	return <LinesView lines={trainerLines(state, stats, size)} active={active} onTarget={onTarget} />;
}
