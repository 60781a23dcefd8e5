/** An error in one line for a person: input errors as they are, a system failure in its own words and code, anything else named as internal. */
import {InputError} from '../engine/types.js';
import {catalog, fill} from '../i18n/catalog.js';
import {en as codeEnglish} from '../i18n/progress-errors/en.js';
import {zhCN as codeChinese} from '../i18n/progress-errors/zh-CN.js';
import {en} from '../i18n/misc2/en.js';
import {miscWords} from '../i18n/misc2/index.js';
import {language} from '../i18n/language.js';

type Say = (key: 'internalError' | 'tooLarge', message: string) => string;
/** A failure of the system in words: its own, or the language's for a code it knows (null: its own). */
type SystemWords = (code: string) => string | null;

/** The error in English, as `--jsonl` gives it in every language. */
export function errorMessage(error: unknown): string {
	return errorIn(
		error,
		(key, message) => fill(en[key], {message}),
		() => null,
	);
}

const fileWords = catalog(codeEnglish, {'zh-CN': codeChinese}) as (key: string) => string;

/** The error in the language in force, as the command line and the screens say it. */
export function errorText(error: unknown): string {
	return errorIn(
		error,
		(key, message) => miscWords(key, {message}),
		// The system's words are English: a language other than English has its own for the codes the file errors' catalog knows.
		code => (language() === 'en' || !Object.hasOwn(codeEnglish, `code_${code}`) ? null : miscWords('systemError', {words: fileWords(`code_${code}`), code})),
	);
}

function errorIn(error: unknown, say: Say, system: SystemWords): string {
	if (error instanceof InputError) return error.message;
	// A failure of the system (a full disk, a closed file): its own words and code, e.g. "no space left on device (ENOSPC)".
	const code = (error as NodeJS.ErrnoException | null)?.code;
	if (error instanceof Error && typeof code === 'string' && /^E[A-Z]+$/.test(code)) {
		const words = error.message.replace(new RegExp(`^${code}: `), '').replace(/, \w+( .*)?$/, '');
		return system(code) ?? `${words} (${code})`;
	}
	if (error instanceof RangeError) return say('tooLarge', error.message);
	return say('internalError', error instanceof Error ? error.message : String(error));
}
