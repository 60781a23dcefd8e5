/** The Fibonacci game: one heap, each take at most twice the last. */
import {fibonacci} from '../../engine/games/fibonacci.js';
import {takeawayBoard} from './takeaway.js';

export default takeawayBoard(fibonacci);
