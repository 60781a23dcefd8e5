/**
 * Which thinker chooses the computer's moves: the arcade provides one on a
 * worker thread (main.tsx); without a provider (tests) the move is chosen
 * in-process.
 */
import {createContext} from 'react';
import {inProcessThinker, type Thinker} from '../../think/thinker.js';

export const ThinkerContext = createContext<Thinker>(inProcessThinker());
