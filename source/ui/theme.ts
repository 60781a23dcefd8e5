/**
 * Tones to Ink text styles, for each theme. Colour is only an aid: every
 * distinction that matters is also made by a glyph (▶ cursor, ◆ hint, ◀ last
 * move, ○ pending), so every theme reads.
 *
 * - default: colours, dim text for what matters less;
 * - high contrast: no dim text, the cursor and the selection inverse, hints
 *   bold and inverse, errors bold: for low vision and washed-out screens;
 * - none: no colour and no style at all, as with NO_COLOR (which, set, wins
 *   over any theme: the CLI then sets FORCE_COLOR=0 before Ink loads).
 */
import {createContext} from 'react';
import type {Tone} from './lines.js';
import {themeSettings, type ThemeSetting} from '../progress/themes.js';
import {statsWords} from '../i18n/stats/index.js';

export interface ToneStyle {
	readonly color?: string;
	readonly bold?: boolean;
	readonly dimColor?: boolean;
	readonly inverse?: boolean;
}

/** The themes, as the progress file keeps them. */
export const themeNames = themeSettings;
export type ThemeName = ThemeSetting;

/** Words for a theme, for the Stats screen, in the language in force. */
export function themeLabel(theme: ThemeName): string {
	return statsWords(theme === 'default' ? 'themeDefault' : theme === 'high-contrast' ? 'themeHighContrast' : 'themeNone');
}

/** The theme after `theme` in the Stats screen's cycle. */
export function nextTheme(theme: ThemeName): ThemeName {
	return themeNames[(themeNames.indexOf(theme) + 1) % themeNames.length]!;
}

const defaultStyles: Readonly<Record<Tone, ToneStyle>> = {
	text: {},
	dim: {dimColor: true},
	strong: {bold: true},
	title: {bold: true, color: 'cyan'},
	cursor: {color: 'cyan', bold: true},
	hint: {color: 'green'},
	computer: {color: 'yellow'},
	select: {color: 'magenta', bold: true},
	error: {color: 'red'},
	good: {color: 'green', bold: true},
	bad: {color: 'red', bold: true},
	key: {bold: true},
};

const highContrastStyles: Readonly<Record<Tone, ToneStyle>> = {
	text: {},
	dim: {},
	strong: {bold: true},
	title: {bold: true, color: 'whiteBright'},
	cursor: {bold: true, inverse: true},
	hint: {bold: true, inverse: true, color: 'greenBright'},
	computer: {bold: true, color: 'yellowBright'},
	select: {bold: true, inverse: true, color: 'magentaBright'},
	error: {bold: true, color: 'redBright'},
	good: {bold: true, color: 'greenBright'},
	bad: {bold: true, color: 'redBright'},
	key: {bold: true, color: 'whiteBright'},
};

const plainStyles: Readonly<Record<Tone, ToneStyle>> = Object.fromEntries(Object.keys(defaultStyles).map(tone => [tone, {}])) as Record<Tone, ToneStyle>;

export const themes: Readonly<Record<ThemeName, Readonly<Record<Tone, ToneStyle>>>> = {
	default: defaultStyles,
	'high-contrast': highContrastStyles,
	none: plainStyles,
};

/** The style of a tone in a theme. */
export function toneStyle(theme: ThemeName, tone: Tone | undefined): ToneStyle {
	return tone === undefined ? {} : themes[theme][tone];
}

/** The theme in use: NO_COLOR (or `--no-color`) wins over the setting, and means none. */
export function effectiveTheme(setting: ThemeName, noColor: boolean): ThemeName {
	return noColor ? 'none' : setting;
}

/** Whether the environment asks for no colour (NO_COLOR set and not empty, or FORCE_COLOR=0). */
export function noColorAsked(env: Readonly<Record<string, string | undefined>>): boolean {
	return (env['NO_COLOR'] ?? '') !== '' || env['FORCE_COLOR'] === '0';
}

/** The theme the screens draw with (the App provides it). */
export const ThemeContext = createContext<ThemeName>('default');
