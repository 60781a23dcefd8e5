/** The Problems feature: the judge's problems in the arcade. */
export {initProblems, problemsReducer, programSource, type ProblemsState} from './state.js';
export {problemsHelp, problemsKey} from './keys.js';
export {problemsLines} from './layout.js';
export {processJudgeEnv, runJudging, saveFailing, type JudgeEnv} from './judging.js';
