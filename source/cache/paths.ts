/**
 * Where the cache of proven values is kept: `$XDG_CACHE_HOME/game-arcade`
 * where that is set to an absolute path (the XDG spec ignores relative
 * ones), else the platform's place for caches: ~/Library/Caches on macOS,
 * %LOCALAPPDATA%\game-arcade\Cache on Windows, ~/.cache elsewhere. Null when
 * there is no home directory to put it in.
 */
import {homedir} from 'node:os';
import {isAbsolute, join} from 'node:path';

export function cacheDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home: () => string = homedir): string | null {
	const xdg = env['XDG_CACHE_HOME'];
	if (xdg !== undefined && xdg !== '' && isAbsolute(xdg)) return join(xdg, 'game-arcade');
	let homeDir: string;
	try {
		homeDir = home();
	} catch {
		return null;
	}
	if (platform === 'win32') {
		const local = env['LOCALAPPDATA'];
		if (local !== undefined && local !== '' && isAbsolute(local)) return join(local, 'game-arcade', 'Cache');
		return homeDir === '' ? null : join(homeDir, 'AppData', 'Local', 'game-arcade', 'Cache');
	}
	if (homeDir === '') return null;
	if (platform === 'darwin') return join(homeDir, 'Library', 'Caches', 'game-arcade');
	return join(homeDir, '.cache', 'game-arcade');
}
