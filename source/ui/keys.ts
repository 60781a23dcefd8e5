/**
 * Ink's key events as plain names. One event may hold several keys (a paste,
 * key repeat, `send-keys Down Down` arrive as one chunk), so a run of
 * characters becomes one name per character and none is lost.
 */
import type {Key} from 'ink';

export type NamedKey =
	| 'up'
	| 'down'
	| 'left'
	| 'right'
	| 'enter'
	| 'escape'
	| 'backspace'
	| 'space'
	| 'tab'
	| 'pageup'
	| 'pagedown'
	| 'home'
	| 'end'
	| 'ctrl-c'
	| 'ctrl-z';

/** A named key, or a single printable character. */
export type KeyName = NamedKey | (string & {});

export function keyNames(input: string, key: Key): KeyName[] {
	if (key.ctrl && input === 'c') return ['ctrl-c'];
	// In raw mode the terminal sends Ctrl+Z as the byte 0x1A, not as SIGTSTP.
	if (key.ctrl && input === 'z') return ['ctrl-z'];
	if (key.upArrow) return ['up'];
	if (key.downArrow) return ['down'];
	if (key.leftArrow) return ['left'];
	if (key.rightArrow) return ['right'];
	if (key.pageUp) return ['pageup'];
	if (key.pageDown) return ['pagedown'];
	if (key.home) return ['home'];
	if (key.end) return ['end'];
	if (key.return) return ['enter'];
	if (key.escape) return ['escape'];
	if (key.backspace || key.delete) return ['backspace'];
	if (key.tab) return ['tab'];
	if (key.ctrl || key.meta) return [];
	const names: KeyName[] = [];
	for (const ch of input) {
		if (ch === '\r' || ch === '\n') names.push('enter');
		else if (ch === ' ') names.push('space');
		else if (ch === '\t') names.push('tab');
		else if (ch === '\u007F' || ch === '\b') names.push('backspace');
		else if (ch === '\u0003') names.push('ctrl-c');
		else if (ch === '\u001A') names.push('ctrl-z');
		else if (ch === '\u001B') names.push('escape');
		else if (ch >= ' ') names.push(ch);
	}
	return names;
}
