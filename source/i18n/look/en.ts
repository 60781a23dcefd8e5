/** How the arcade is drawn: the `--ascii` option and its setting (English: the source of every translation). */
export const en = {
	optionAscii: 'draw every board, frame and mark in ASCII only, for terminals that draw ○ ● ─ … two columns wide (this session; the Stats screen saves it)',
	helpAscii:
		'Frames out of line? If your terminal draws the marks and box lines two columns wide, start with --ascii (or press a on the Stats screen to keep it): everything is then drawn in ASCII.',
	helpAsciiTitle: 'Drawing',
} as const;
