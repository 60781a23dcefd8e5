/** How the arcade is drawn: the `--ascii` option and its setting (English: the source of every translation). */
export const en = {
	optionAscii: 'draw every board, frame and mark in ASCII only, for terminals that draw ○ ● ─ … two columns wide (this session; the Stats screen saves it)',
} as const;
