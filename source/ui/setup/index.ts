/** The setup as the other features use it: a game's parameters as the setup screen first shows them. */
export {initialParams} from './state.js';
