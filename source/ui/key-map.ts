/**
 * A screen's keys as data: each binding names its keys, the action they
 * map to and the help's words for them. The screen's input handler reads
 * the action from the map and the `?` help lists the map, so the help
 * cannot describe a key that does nothing, nor leave one out (lazygit's
 * `?` is made the same way).
 */
import type {KeyName} from './keys.js';

export interface KeyBinding<A, C = void> {
	/** The keys, as `keyNames` names them. */
	readonly keys: readonly KeyName[];
	/** What the keys do, in the help's words: a function when the words depend on the language, chosen when the help is shown. */
	readonly help: string | (() => string);
	/** How the help names a class of keys too many to list ("typing"); otherwise made from `keys`. */
	readonly label?: string;
	/** The action for one of the keys, in the screen's context (the page size, the list's length...). */
	readonly action: (name: KeyName, context: C) => A;
}

export type KeyMap<A, C = void> = readonly KeyBinding<A, C>[];

/** The action the map gives `name`, or null for a key the screen does not take. */
export function keyAction<A, C>(map: KeyMap<A, C>, name: KeyName, context: C): A | null {
	for (const binding of map) if (binding.keys.includes(name)) return binding.action(name, context);
	return null;
}

/** Every key the map takes. */
export function mappedKeys(map: KeyMap<unknown, never>): Set<KeyName> {
	return new Set(map.flatMap(binding => binding.keys));
}

/** Keys for a range of characters, `from` to `to` inclusive (e.g. the digits). */
export function charRange(from: string, to: string): KeyName[] {
	const keys: KeyName[] = [];
	for (let code = from.codePointAt(0)!; code <= to.codePointAt(0)!; code++) keys.push(String.fromCodePoint(code));
	return keys;
}

/** The printable characters (`!` to `~`, space being the key `space`), but `?`, which is always the help. */
export const typedCharacters: readonly KeyName[] = charRange('!', '~').filter(c => c !== '?');

const shown: Readonly<Record<string, string>> = {
	up: '↑',
	down: '↓',
	left: '←',
	right: '→',
	escape: 'esc',
	pageup: 'pgup',
	pagedown: 'pgdn',
	'ctrl-c': 'ctrl+c',
	'ctrl-z': 'ctrl+z',
};
const arrows = new Set(['up', 'down', 'left', 'right']);

/** A run of four or more neighbouring characters as `a-d` (h j k l stay letters). */
function runs(chars: readonly string[]): string[] {
	const words: string[] = [];
	let i = 0;
	while (i < chars.length) {
		let j = i;
		while (j + 1 < chars.length && chars[j + 1]!.codePointAt(0) === chars[j]!.codePointAt(0)! + 1) j++;
		if (j - i >= 3) words.push(`${chars[i]}-${chars[j]}`);
		else words.push(...chars.slice(i, j + 1));
		i = j + 1;
	}
	return words;
}

/**
 * The keys as the help shows them, made from the keys themselves: arrows
 * together (↑↓), then the named keys, then the characters with runs
 * shortened (0-9, a-i). Every printable character but `?` reads "typing".
 */
export function keyLabel(keys: readonly KeyName[]): string {
	const typed = keys.filter(k => k.length === 1);
	const all = typedCharacters.every(c => typed.includes(c));
	const words = [
		keys
			.filter(k => arrows.has(k))
			.map(k => shown[k])
			.join(''),
		...keys.filter(k => k.length > 1 && !arrows.has(k)).map(k => shown[k] ?? k),
		...(all ? ['typing'] : runs(typed)),
	].filter(word => word !== '');
	return words.join('  ');
}

/** What a binding's keys do, in the language in force. */
export function helpText(binding: {readonly help: string | (() => string)}): string {
	return typeof binding.help === 'string' ? binding.help : binding.help();
}

/** The help's lines for a map: the keys, and what they do. */
export function helpEntries(map: KeyMap<unknown, never>): Array<readonly [keys: string, action: string]> {
	return map.map(binding => [binding.label ?? keyLabel(binding.keys), helpText(binding)] as const);
}
