/**
 * What is wrong with a progress file, and what became of its unreadable
 * parts, as data: a key of the progress errors' catalog
 * (source/i18n/progress-errors/) and its values. The reader raises and
 * collects these; each surface words them in its user's language, and the
 * English words here are the errors' messages.
 *
 * A value taken from the file (a field's name, a value found) is made safe
 * for a terminal whenever it is worded: no control character in a file
 * reaches the screen, in any language.
 */
import {fill} from '../i18n/catalog.js';
import {en} from '../i18n/progress-errors/en.js';
import {show} from '../engine/input.js';
import {InputError} from '../engine/types.js';
import {safeText} from '../text/safe.js';

export type FaultKey = keyof typeof en;

/** A value from the file as shown: its JSON text, cut short, or a word where no JSON text says it. */
export type Shown = {readonly text: string} | {readonly word: 'nothing' | 'tooLargeNumber' | 'tooNegativeNumber'};

/** A value of a fault: a list (of field names, of choices) is joined as the language lists things. */
export type FaultValue = string | number | Shown | readonly string[];

/** One thing wrong with the file: the key of its words and their values. */
export interface FileFault {
	readonly key: FaultKey;
	readonly values: Readonly<Record<string, FaultValue>>;
}

export function fault(key: FaultKey, values: Readonly<Record<string, FaultValue>> = {}): FileFault {
	return {key, values};
}

/** A value as the reader shows it (`show`: short JSON; absent, "nothing"). */
export function shown(value: unknown): Shown {
	return value === undefined ? {word: 'nothing'} : {text: show(value)};
}

/** A progress file that is not one of ours, or not readable as one: the fault, its English words the message. */
export class ProgressError extends InputError {
	readonly fault: FileFault;
	constructor(fault: FileFault) {
		super(faultText(fault, english));
		this.fault = fault;
	}
}

/** Why a game left with q was dropped: a fault of the file, the game's own reading of its position or moves, or anything else thrown. */
export type DropReason = FileFault | {readonly game: InputError} | {readonly thrown: string};

/** A game left with q, or all of them (no `name`), dropped while the rest of the file was kept. */
export interface Dropped {
	/** The game's id, or the entry's name shown as JSON where it is no id. @default all the games left */
	readonly name?: FaultValue;
	readonly why: DropReason;
}

/** How a surface says things: the catalog's words in its language, and a game's input error. */
export interface Speech {
	readonly say: (key: FaultKey, values: Readonly<Record<string, string | number>>) => string;
	readonly gameError: (error: InputError) => string;
}

/** The English words: the catalog's source, and a game's error as its JSON form's message. */
export const english: Speech = {
	say: (key, values) => fill(en[key], values),
	gameError: error => error.message.split('\n')[0]!,
};

const isList = (value: FaultValue): value is readonly string[] => Array.isArray(value);

function valueText(value: FaultValue, speech: Speech): string | number {
	if (typeof value === 'number') return value;
	if (typeof value === 'string') return safeText(value);
	if (isList(value)) return value.map(safeText).join(speech.say('listComma', {}));
	return 'text' in value ? safeText(value.text) : speech.say(value.word, {});
}

export function faultText(fault: FileFault, speech: Speech): string {
	const values: Record<string, string | number> = {};
	for (const [name, value] of Object.entries(fault.values)) values[name] = valueText(value, speech);
	return speech.say(fault.key, values);
}

function reasonText(why: DropReason, speech: Speech): string {
	if ('key' in why) return faultText(why, speech);
	if ('game' in why) return safeText(speech.gameError(why.game));
	return safeText(why.thrown);
}

/** One line for the screen on a game left with q that was dropped (or all of them). */
export function droppedText(dropped: Dropped, speech: Speech): string {
	const why = reasonText(dropped.why, speech);
	return dropped.name === undefined ? speech.say('allDropped', {why}) : speech.say('oneDropped', {name: valueText(dropped.name, speech), why});
}

/** The learner model's reading notices in one line for the screen; null when there are none. */
export function learnerText(notices: readonly FileFault[], speech: Speech): string | null {
	if (notices.length === 0) return null;
	const more = notices.length > 1 ? speech.say('learnerMore', {count: notices.length - 1}) : '';
	return speech.say('learner', {first: faultText(notices[0]!, speech), more});
}
