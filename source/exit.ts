/** The end of a command with an exit code and a one-line message on stderr, shared by the entry and the commands. */
import {echo} from './text/safe.js';

/** The end of the run with an exit code, and a message for stderr; the command runner turns it into both. */
export class Exit extends Error {
	constructor(
		readonly code: number,
		message: string,
	) {
		super(message);
	}
}

export function fail(message: string, code: number): never {
	throw new Exit(code, message);
}

/**
 * One line on stderr: input in it is made safe (no control character
 * reaches the terminal) and a message of any length is cut, the cut marked.
 * The process then ends by itself, after stderr has drained: `process.exit`
 * right after a write could cut a long message sent down a pipe.
 */
export function writeError(message: string): void {
	process.stderr.write(`game-arcade: ${echo(message.replace(/\n/g, ' '), 4000)}\n`);
}
