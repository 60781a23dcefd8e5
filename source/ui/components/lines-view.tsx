/** Renders lines of toned segments; the only place where layout lines meet Ink (and the last guard against raw control characters). */
import type React from 'react';
import {Box, Text} from 'ink';
import type {Line} from '../lines.js';
import {toneStyles} from '../theme.js';
import {safeText} from '../../text/safe.js';

export interface LinesViewProps {
	readonly lines: readonly Line[];
}

export function LinesView({lines}: LinesViewProps): React.JSX.Element {
	return (
		<Box flexDirection="column">
			{lines.map((l, i) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: lines are positional, their index is their identity.
				<Text key={i} wrap="truncate">
					{l.length === 0
						? ' '
						: l.map((s, j) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: segments of a line are positional too.
								<Text key={j} {...(s.tone ? toneStyles[s.tone] : {})}>
									{safeText(s.text)}
								</Text>
							))}
				</Text>
			))}
		</Box>
	);
}
