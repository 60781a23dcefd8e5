/** The k-times game (HDU 2486): one heap, each take at most k times the last; k is a parameter. */
import {ktimes} from '../../engine/games/ktimes.js';
import {takeawayBoard} from './takeaway.js';

export default takeawayBoard(ktimes);
