/** The trainer as the other features use it: its mode of every game, and how many moves it lists one by one. */
export {listableMoves, mixedMode} from './state.js';
