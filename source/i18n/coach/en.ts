/**
 * The coach's words: the engine's notes on a losing move (English: the
 * engine's own, source/engine/coach-english.ts, the source of every
 * translation), the movers it speaks to or of, and the parts a game without
 * words of its own is valued by.
 */
import {coachEnglish} from '../../engine/coach-english.js';

export const en = {
	...coachEnglish,
	youWho: 'you',
	youWhose: 'your',
	computerWho: 'the computer',
	computerWhose: "the computer's",
	namedWho: '{{name}}',
	namedWhose: "{{name}}'s",
} as const;
