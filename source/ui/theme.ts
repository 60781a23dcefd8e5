/**
 * Tones to Ink text styles. Colour is only an aid: every distinction that
 * matters is also made by a glyph (▶ cursor, ◆ hint, ◀ last move, ○ pending).
 * With NO_COLOR the CLI sets FORCE_COLOR=0 before Ink loads, and these
 * styles fall away.
 */
import type {Tone} from './lines.js';

export interface ToneStyle {
	readonly color?: string;
	readonly bold?: boolean;
	readonly dimColor?: boolean;
}

export const toneStyles: Readonly<Record<Tone, ToneStyle>> = {
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
