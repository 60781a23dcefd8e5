/** The bytes a terminal sends for the keys tests press, shared by the in-process and the real-terminal harnesses. */
export const keys = {
	up: '\u001B[A',
	down: '\u001B[B',
	right: '\u001B[C',
	left: '\u001B[D',
	enter: '\r',
	escape: '\u001B',
	backspace: '\u007F',
	space: ' ',
	'ctrl-c': '\u0003',
} as const;
