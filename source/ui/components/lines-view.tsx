/**
 * Renders lines of toned segments; the only place where layout lines meet Ink
 * (and the last guard against raw control characters). The tones take the
 * theme's styles; for a screen reader the lines are read as linear text
 * (`readableLines`: boards as sentences, no frames, no glyphs). With ascii
 * on (glyphs.ts), every glyph is drawn as its ASCII stand-in here. With
 * `onTarget`, a click on a segment that has a target is passed on.
 */
import type React from 'react';
import {useContext, useRef} from 'react';
import {Box, Text, useIsScreenReaderEnabled, type DOMElement} from 'ink';
import {readableLines, targetAt, type Line} from '../lines.js';
import {useMouseTargets} from '../mouse.js';
import {ThemeContext, toneStyle} from '../theme.js';
import {safeText} from '../../text/safe.js';
import {asciiText} from '../glyphs.js';

export interface LinesViewProps {
	readonly lines: readonly Line[];
	/** A click on a segment with a target (a heap, a coin, the move's preview). */
	readonly onTarget?: (target: string) => void;
	/** Whether clicks reach `onTarget` (not while a page covers the screen). @default true */
	readonly active?: boolean;
	/**
	 * Every line is already cut to the width it is shown in (the menu's are):
	 * then the lines are drawn as one text, one node to lay out instead of one
	 * a line, which makes the arcade's first frame cheaper. @default false
	 */
	readonly clipped?: boolean;
}

export function LinesView({lines, onTarget, active = true, clipped = false}: LinesViewProps): React.JSX.Element {
	const theme = useContext(ThemeContext);
	const reader = useIsScreenReaderEnabled();
	const shown = reader ? readableLines(lines) : lines;
	const ref = useRef<DOMElement>(null);
	// A line's segments, each in its tone (a blank line is a space, so it keeps its row).
	const segments = (l: Line) =>
		l.length === 0
			? ' '
			: l.map((s, j) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: segments of a line are positional.
					<Text key={j} {...toneStyle(theme, s.tone)}>
						{asciiText(safeText(s.text))}
					</Text>
				));
	// Each line is one row (lines are cut, never wrapped), so a row is a line index; a screen reader's text has no targets.
	useMouseTargets(ref, active && !reader, (row, column) => targetAt(shown[row], column), onTarget);
	if (clipped && !reader) {
		return (
			<Box ref={ref} flexDirection="column">
				<Text>
					{shown.map((l, i) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: lines are positional, their index is their identity.
						<Text key={i}>
							{i > 0 ? '\n' : ''}
							{segments(l)}
						</Text>
					))}
				</Text>
			</Box>
		);
	}
	return (
		<Box ref={ref} flexDirection="column">
			{shown.map((l, i) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: lines are positional, their index is their identity.
				<Text key={i} wrap={reader ? 'wrap' : 'truncate'}>
					{segments(l)}
				</Text>
			))}
		</Box>
	);
}
