/**
 * Lists chosen from with arrows (the menu, the course map, the trainer's
 * games, the Problems, How to play's games, the setup's fields) take clicks
 * one way: every segment of an entry's line carries the entry's target, so a
 * click anywhere on the line chooses it, as Enter on it would.
 */
import type {Line} from '../lines.js';

/** The line of entry `index` of the list named `list`: a click anywhere on it picks the entry (a segment with a target of its own, such as a chooser's arrow, keeps it). */
export function listEntry(l: Line, list: string, index: number): Line {
	const target = `${list}:${index}`;
	return l.map(s => (s.target === undefined ? {...s, target} : s));
}

/** The entry of the list named `list` that a click target picks, or null (another list's target, or none of its `count` entries). */
export function listPick(target: string, list: string, count: number): number | null {
	if (!target.startsWith(`${list}:`)) return null;
	const rest = target.slice(list.length + 1);
	if (!/^\d{1,9}$/.test(rest)) return null;
	const index = Number(rest);
	return index < count ? index : null;
}
