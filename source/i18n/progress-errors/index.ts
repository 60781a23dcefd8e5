/**
 * What is wrong with the progress file, and what became of its unreadable
 * parts, in the user's language: the reader's data (source/progress/faults.ts)
 * worded here, a game's own input error by the errors' catalog.
 */
import {flagNaming, peopleMessage, problemWords} from '../../engine/error-words.js';
import {pathText, type InputError} from '../../engine/types.js';
import type {NotAFileKind} from '../../progress/read-file.js';
import {droppedText, english, faultText, learnerText, type Dropped, type FileFault, type Speech} from '../../progress/faults.js';
import {catalog} from '../catalog.js';
import {say as errorSay} from '../errors/index.js';
import {language} from '../language.js';
import {en} from './en.js';
import {zhCN} from './zh-CN.js';

export const progressErrorWords = catalog(en, {'zh-CN': zhCN});

const plain = progressErrorWords as (key: string, values?: Readonly<Record<string, unknown>>) => string;

/** A game's error about a saved position or move: the field as the file names it, then the problem in the errors' words. */
function gameError(error: InputError): string {
	if (error.path.length === 0) return peopleMessage(error, undefined, flagNaming, errorSay);
	const {problem} = error;
	if (problem.kind === 'illegal-move') {
		const {key, values} = problem.reason;
		return plain('illegalMove', {field: pathText(error.path), reason: errorSay(key, values)});
	}
	const words = problemWords(problem, error.got, errorSay);
	const placed = problem.kind === 'rule' ? 'placedRule' : problem.kind === 'game-rule' && problem.whole ? 'placedWhole' : 'placed';
	return errorSay(placed, {place: pathText(error.path), problem: words});
}

/** How the language in force says things (English: the errors' own messages); no space before a full-width bracket (a value shown in words, "（无）"). */
function speech(): Speech {
	return language() === 'en' ? english : {say: (key, values) => plain(key, values).replace(/ （/g, '（'), gameError};
}

export function faultWords(fault: FileFault): string {
	return faultText(fault, speech());
}

export function droppedWords(dropped: Dropped): string {
	return droppedText(dropped, speech());
}

/** The learner model's reading notices in one line; null when there are none. */
export function learnerWords(notices: readonly FileFault[]): string | null {
	return learnerText(notices, speech());
}

/** A file system error in one line: "EACCES: permission denied", its words in the language in force. */
export function codeWords(error: unknown): string {
	const code = (error as NodeJS.ErrnoException | null)?.code;
	if (typeof code === 'string') return Object.hasOwn(en, `code_${code}`) ? plain('code', {code, words: plain(`code_${code}`)}) : code;
	return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}

/** What stands where the progress file should be: "a named pipe". */
export function kindWords(kind: NotAFileKind): string {
	return plain(`kind_${kind}`);
}
