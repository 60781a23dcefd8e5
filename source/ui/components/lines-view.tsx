/**
 * Renders lines of toned segments; the only place where layout lines meet Ink
 * (and the last guard against raw control characters). The tones take the
 * theme's styles; for a screen reader the lines are read as linear text
 * (`readableLines`: boards as sentences, no frames, no glyphs).
 */
import type React from 'react';
import {useContext} from 'react';
import {Box, Text, useIsScreenReaderEnabled} from 'ink';
import {readableLines, type Line} from '../lines.js';
import {ThemeContext, toneStyle} from '../theme.js';
import {safeText} from '../../text/safe.js';

export interface LinesViewProps {
	readonly lines: readonly Line[];
}

export function LinesView({lines}: LinesViewProps): React.JSX.Element {
	const theme = useContext(ThemeContext);
	const reader = useIsScreenReaderEnabled();
	const shown = reader ? readableLines(lines) : lines;
	return (
		<Box flexDirection="column">
			{shown.map((l, i) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: lines are positional, their index is their identity.
				<Text key={i} wrap={reader ? 'wrap' : 'truncate'}>
					{l.length === 0
						? ' '
						: l.map((s, j) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: segments of a line are positional too.
								<Text key={j} {...toneStyle(theme, s.tone)}>
									{safeText(s.text)}
								</Text>
							))}
				</Text>
			))}
		</Box>
	);
}
