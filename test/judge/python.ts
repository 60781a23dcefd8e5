/**
 * The Python interpreter that `python3` starts, for the tests that judge
 * Python programs. `python3` on the PATH may be a version manager's shim (a
 * shell script that looks the version up, then starts the interpreter),
 * which costs more processor time than a small program itself, on every
 * run: the tests resolve it once and start the interpreter directly.
 */
import {execFileSync} from 'node:child_process';

let resolved: string | undefined;

/** The interpreter's own path (`sys.executable`), or `python3` where it does not say. */
export function python3(): string {
	if (resolved === undefined) {
		try {
			resolved = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {encoding: 'utf8'}).trim() || 'python3';
		} catch {
			resolved = 'python3';
		}
	}
	return resolved;
}
