/**
 * The arcade's folders in a user's home, by the platform's rules: the XDG
 * variable where it is set to an absolute path (the XDG spec ignores relative
 * ones), else the platform's own place (a Windows variable, then its usual
 * folder under the home; macOS's Library; the XDG default elsewhere). Null
 * when there is no home directory to put it in.
 */
import {homedir} from 'node:os';
import {isAbsolute, join} from 'node:path';

export interface Place {
	/** The XDG variable: XDG_CONFIG_HOME, XDG_CACHE_HOME. */
	readonly xdg: string;
	/** The folder under the home the XDG spec defaults to: ['.config']. */
	readonly xdgDefault: readonly string[];
	/** Windows: the variable, the folders under it, and its usual place under the home. */
	readonly windows: {readonly variable: string; readonly under: readonly string[]; readonly fallback: readonly string[]};
	/** macOS: the folders under the home, the last being the arcade's own. */
	readonly darwin: readonly string[];
}

export function userDir(
	place: Place,
	env: NodeJS.ProcessEnv = process.env,
	platform: NodeJS.Platform = process.platform,
	home: () => string = homedir,
): string | null {
	const xdg = env[place.xdg];
	if (xdg !== undefined && xdg !== '' && isAbsolute(xdg)) return join(xdg, 'game-arcade');
	let homeDir: string;
	try {
		homeDir = home();
	} catch {
		return null;
	}
	if (platform === 'win32') {
		const root = env[place.windows.variable];
		if (root !== undefined && root !== '' && isAbsolute(root)) return join(root, ...place.windows.under);
		return homeDir === '' ? null : join(homeDir, ...place.windows.fallback, ...place.windows.under);
	}
	if (homeDir === '') return null;
	if (platform === 'darwin') return join(homeDir, ...place.darwin);
	return join(homeDir, ...place.xdgDefault, 'game-arcade');
}
