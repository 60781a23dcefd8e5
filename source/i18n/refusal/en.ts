/** A move refused on a board or in the course (English: the source of every translation); the reason is worded by the errors catalog. */
export const en = {
	notAllowed: 'Not allowed: {{reason}}.',
	couldNotPlay: 'That move could not be played: {{message}}',
} as const;
