/** The coach's notes in the language in force: the engine's data (a kind and its numbers) worded here, for a mover spoken to or of. */
import type {CoachNote} from '../../engine/coach-english.js';
import {catalog} from '../catalog.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

const words = catalog(en, {'zh-CN': zhCN});
const plain = words as (key: string, values?: Readonly<Record<string, string | number | bigint>>) => string;

/** Who made the move, in a note's words: `who` the subject ("you", "the computer"), `whose` the owner ("your"). */
export interface Voice {
	readonly who: string;
	readonly whose: string;
}

/** The player at the keyboard, spoken to. */
export function youVoice(): Voice {
	return {who: words('youWho'), whose: words('youWhose')};
}

/** The computer, spoken of. */
export function computerVoice(): Voice {
	return {who: words('computerWho'), whose: words('computerWhose')};
}

/** A player named `name` ("Player 2"), spoken of. */
export function namedVoice(name: string): Voice {
	return {who: words('namedWho', {name}), whose: words('namedWhose', {name})};
}

/** A note in words for the mover `voice`, its nested notes worded first. */
export function coachNoteWords(note: CoachNote, voice: Voice): string {
	const values: Record<string, string | number | bigint> = {who: voice.who, whose: voice.whose};
	for (const [name, value] of Object.entries(note.values ?? {})) values[name] = typeof value === 'object' ? coachNoteWords(value, voice) : value;
	return plain(note.key, values);
}
