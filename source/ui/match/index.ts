/**
 * The match as the other features use it (the setup starts one, the trainer
 * shares its hint, the review reads its record, the course its keys); the
 * rest of this folder is the match's own.
 */
export {initMatch, computeHint, explanationAt, nextStepText, isComputer, opponentName, sideName} from './state.js';
export type {Hint, HintStep, MatchConfig, Message, Opponent, Side, Turn} from './state.js';
export {matchAction, matchKeys} from './use-match-input.js';
export {reviewSearchable, solver} from './best-line.js';
