/**
 * Where progress is kept, and what the arcade reads of it before its first
 * frame (the saved theme), without the progress file's full reader (which
 * loads the engine to check saved games).
 */
import {join} from 'node:path';
import {userDir} from '../user-dirs.js';
import {themeSettings, type ThemeSetting} from './themes.js';
import {readCapped} from './read-file.js';
import {languages, type Language} from '../i18n/language.js';

export const fileName = 'progress.json';
/** A progress file is a few kilobytes; anything far larger is not one (and is not read into memory). */
export const maxFileBytes = 1_000_000;

/**
 * The arcade's config directory: `$XDG_CONFIG_HOME/game-arcade` where that
 * is set to an absolute path (the XDG spec ignores relative ones), else the
 * platform's place: ~/Library/Application Support on macOS, %APPDATA% on
 * Windows, ~/.config elsewhere. Null when there is no home directory.
 */
export function configDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home?: () => string): string | null {
	return userDir(
		{
			xdg: 'XDG_CONFIG_HOME',
			xdgDefault: ['.config'],
			windows: {variable: 'APPDATA', under: ['game-arcade'], fallback: ['AppData', 'Roaming']},
			darwin: ['Library', 'Application Support', 'game-arcade'],
		},
		env,
		platform,
		home,
	);
}

/** The look the progress file saves: the theme, whether the mouse is on and whether glyphs are drawn as ASCII (each null where the file says nothing usable). */
export interface SavedLook {
	readonly theme: ThemeSetting | null;
	readonly mouse: boolean | null;
	readonly ascii: boolean | null;
}

/**
 * The theme and mouse setting saved in the progress file of `dir`; nulls
 * when there is none or the file cannot be read as one (the full reader says
 * why, later). Read as the full reader reads it: only a regular file, never
 * past the cap, so a named pipe or a link to a device at the path never
 * holds up the first frame.
 */
export function savedLook(dir: string): SavedLook {
	try {
		const read = readCapped(join(dir, fileName), maxFileBytes);
		if (!('text' in read)) return {theme: null, mouse: null, ascii: null};
		const json = JSON.parse(read.text) as unknown;
		const settings = typeof json === 'object' && json !== null ? (json as {settings?: unknown}).settings : undefined;
		const setting = (key: 'theme' | 'mouse' | 'ascii'): unknown =>
			typeof settings === 'object' && settings !== null && Object.hasOwn(settings, key) ? (settings as Record<string, unknown>)[key] : undefined;
		const mouse = setting('mouse');
		const ascii = setting('ascii');
		return {
			theme: themeSettings.find(name => name === setting('theme')) ?? null,
			mouse: typeof mouse === 'boolean' ? mouse : null,
			ascii: typeof ascii === 'boolean' ? ascii : null,
		};
	} catch {
		return {theme: null, mouse: null, ascii: null};
	}
}

/** The language saved in the progress file of `dir`, or null when there is none or the file cannot be read as one (the full reader says why, later). */
export function savedLanguage(dir: string): Language | null {
	try {
		// Read as savedLook reads: only a regular file, never past the cap (a named pipe at the path must not hold up a command).
		const read = readCapped(join(dir, fileName), maxFileBytes);
		if (!('text' in read)) return null;
		const json = JSON.parse(read.text) as unknown;
		const settings = typeof json === 'object' && json !== null ? (json as {settings?: unknown}).settings : undefined;
		const value =
			typeof settings === 'object' && settings !== null && Object.hasOwn(settings, 'language') ? (settings as Record<string, unknown>)['language'] : undefined;
		return languages.find(name => name === value) ?? null;
	} catch {
		return null;
	}
}
