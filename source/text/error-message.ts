/** An error in one line for a person: input errors as they are, a system failure in its own words and code, anything else named as internal. */
import {InputError} from '../engine/types.js';

export function errorMessage(error: unknown): string {
	if (error instanceof InputError) return error.message;
	// A failure of the system (a full disk, a closed file): its own words and code, e.g. "no space left on device (ENOSPC)".
	const code = (error as NodeJS.ErrnoException | null)?.code;
	if (error instanceof Error && typeof code === 'string' && /^E[A-Z]+$/.test(code)) {
		const words = error.message.replace(new RegExp(`^${code}: `), '').replace(/, \w+( .*)?$/, '');
		return `${words} (${code})`;
	}
	if (error instanceof RangeError) return `input too large or too deeply nested (${error.message})`;
	return `internal error: ${error instanceof Error ? error.message : String(error)}`;
}
