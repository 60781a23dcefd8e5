/**
 * A name a user gave (a graph's vertex, a bot's command) kept short where it
 * is repeated: shown whole once (the graph's own row, a match's header), and
 * elsewhere (every move line, every edge to it) cut to a width in display
 * columns, its start and its end kept around an ellipsis, so that names
 * differing at either end stay apart.
 */
import stringWidth from 'string-width';

/** How wide a repeated name may be, in display columns. */
export const nameColumns = 24;

/** The widest start of `chars` that fits `columns`. */
function fitting(chars: readonly string[], columns: number): string {
	let text = '';
	for (const c of chars) {
		if (stringWidth(text + c) > columns) break;
		text += c;
	}
	return text;
}

/** `name` in at most `columns` display columns (at least 3): whole when it fits, else its start, …, and its end (a third of the room). */
export function shortName(name: string, columns = nameColumns): string {
	if (stringWidth(name) <= columns) return name;
	const room = Math.max(2, columns - 1);
	const tailRoom = Math.floor(room / 3);
	const chars = [...name];
	const tail = [...fitting([...chars].reverse(), tailRoom)].reverse().join('');
	return `${fitting(chars, room - stringWidth(tail))}…${tail}`;
}

/** `text` with every name of `names` wider than `columns` shortened (the longest first, so a name inside another is not cut twice). */
export function shortenNames(text: string, names: Iterable<string>, columns = nameColumns): string {
	const long = [...new Set(names)].filter(name => stringWidth(name) > columns).sort((a, b) => b.length - a.length);
	let out = text;
	for (const name of long) if (out.includes(name)) out = out.split(name).join(shortName(name, columns));
	return out;
}

/** The names in a position's JSON: its strings, keys and values, but for the game's id (`game`). */
export function namesIn(json: unknown): string[] {
	const names: string[] = [];
	const walk = (value: unknown): void => {
		if (typeof value === 'string') names.push(value);
		else if (Array.isArray(value)) for (const item of value) walk(item);
		else if (value !== null && typeof value === 'object')
			for (const [key, item] of Object.entries(value)) {
				if (key === 'game') continue;
				names.push(key);
				walk(item);
			}
	};
	walk(json);
	return names;
}

const longNames = new WeakMap<object, readonly string[]>();

/**
 * `text` with the long names of a position (a graph's vertices) shortened:
 * a board shows each whole once, and the lines that repeat them (the move,
 * the last turn, the hint, the coach) stay readable. `json` gives the
 * position's JSON, read once per position.
 */
export function shortenPositionNames(text: string, position: unknown, json: () => unknown): string {
	if (typeof position !== 'object' || position === null) return text;
	let names = longNames.get(position);
	if (names === undefined) {
		names = namesIn(json()).filter(name => stringWidth(name) > nameColumns);
		longNames.set(position, names);
	}
	return names.length === 0 ? text : shortenNames(text, names);
}
