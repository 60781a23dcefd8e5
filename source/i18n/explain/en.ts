/** Explanations' words (English: the engine's own, source/engine/reason-words.ts, the source of every translation). */
export {reasonEnglish as en} from '../../engine/reason-words.js';
