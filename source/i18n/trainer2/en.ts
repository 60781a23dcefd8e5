/** The trainer's errors when it cannot pose a puzzle (English: the source of every translation). */
export const en = {
	unknownGame: 'unknown game "{{mode}}"',
	noWinningPosition: 'no winning position found for {{mode}}',
	needsWinning: '{{game}}: a trainer puzzle needs a position the mover wins',
} as const;
