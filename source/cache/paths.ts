/**
 * Where the cache of proven values is kept: `$XDG_CACHE_HOME/game-arcade`
 * where that is set to an absolute path (the XDG spec ignores relative
 * ones), else the platform's place for caches: ~/Library/Caches on macOS,
 * %LOCALAPPDATA%\game-arcade\Cache on Windows, ~/.cache elsewhere. Null when
 * there is no home directory to put it in.
 */
import {userDir} from '../user-dirs.js';

export function cacheDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home?: () => string): string | null {
	return userDir(
		{
			xdg: 'XDG_CACHE_HOME',
			xdgDefault: ['.cache'],
			windows: {variable: 'LOCALAPPDATA', under: ['game-arcade', 'Cache'], fallback: ['AppData', 'Local']},
			darwin: ['Library', 'Caches', 'game-arcade'],
		},
		env,
		platform,
		home,
	);
}
