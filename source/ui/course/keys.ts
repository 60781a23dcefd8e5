/**
 * The course's keys as one map: the screen takes only these, and the `?`
 * help lists them. What a key does depends on the page (the map, a lesson's
 * pages, the worked example, an exercise, its feedback): the reducer reads
 * it in `state.ts`; the help says it per page.
 */
import {charRange, type KeyMap} from '../key-map.js';
import type {KeyName} from '../keys.js';

const same = (name: KeyName): KeyName => name;

export const courseKeys: KeyMap<KeyName> = [
	{keys: ['up', 'down', 'k', 'j'], help: 'choose a lesson on the map; in a move exercise, move the cursor', action: same},
	{keys: ['home', 'end'], help: 'the first or the last lesson', action: same},
	{keys: charRange('0', '9'), help: 'a lesson by its number (0: the tenth); in an exercise, type a value or an amount', action: same},
	{keys: ['enter', 'space'], help: 'open the lesson; the next page, move or exercise; answer', action: same},
	{keys: ['left', 'right', 'h'], help: 'the previous or next page or move; in a move exercise, move the cursor', action: same},
	{keys: ['backspace'], help: 'the previous page; in an exercise, erase a digit', action: same},
	{keys: ['w', 'n'], help: 'in a win-or-loss exercise: the player to move wins', action: same},
	{keys: ['l'], help: 'in a win-or-loss exercise: the player to move loses (elsewhere the next page, as →)', action: same},
	{keys: ['p'], help: 'the placement test, on the map (in a win-or-loss exercise: loses)', action: same},
	{keys: ['x'], help: 'skip to the exercises', action: same},
	{keys: ['e'], help: 'the whole explanation on its own screen (e or esc comes back)', action: same},
	{keys: ['r'], help: 'review the concepts that are due', action: same},
	{keys: ['d'], help: 'exercises near your rating, easier, or harder', action: same},
	{keys: ['b'], help: "in a lesson's exercises, or after a failed mastery check: the pages again", action: same},
	{keys: ['q', 'escape'], help: 'back (the course map, then the menu)', action: same},
];
