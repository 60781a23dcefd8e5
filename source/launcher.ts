/**
 * How the arcade was started, as the words that start it again: the share
 * lines (s) begin with them, so a line copied after `npm install && npm
 * start` runs there too. Pure: the CLI passes in what it read from the
 * process and the file system.
 */

/** The package's command, as `npx` and a global install know it. */
export const binName = 'game-arcade';

export interface LaunchFacts {
	/** The script node ran (`process.argv[1]`): the bin's link, or `dist/cli.js` itself. */
	readonly script: string | undefined;
	readonly env: Readonly<Record<string, string | undefined>>;
	/** The file a path leads to, links followed; the path itself when it cannot be followed. */
	readonly realPath: (path: string) => string;
	/** The file (links followed) that `name` runs from PATH, or null when it is not there. */
	readonly onPath: (name: string) => string | null;
}

/**
 * `npx game-arcade` under `npx` or `npm exec` (npm sets `npm_command=exec`
 * for the command it runs, which it finds by the bin's name); `game-arcade`
 * when that name on PATH is this very file (a global install); otherwise
 * `node <the script's real path>` (`npm start`, `node dist/cli.js`, a link
 * made by hand), which runs from any folder.
 */
export function launchCommand(facts: LaunchFacts): string[] {
	const {script} = facts;
	if (script === undefined || script === '') return [binName];
	const name = script.split(/[\\/]/).pop();
	if (name === binName && facts.env['npm_command'] === 'exec') return ['npx', binName];
	const real = facts.realPath(script);
	if (facts.onPath(binName) === real) return [binName];
	return ['node', real];
}
