/** The arcade's notices (where progress is kept, what happened to the saved file) and the review's heading (English: the source of every translation). */
export const en = {
	noConfigDir: 'No home or config directory found: progress is not saved in this session.',
	reviewTitle: '{{game}} · {{who}}',
	twoPlayers: 'two players',
	youVs: 'you vs {{opponent}}',
	inProgress: 'in progress · move {{number}}',
	damagedNotMoved: 'Saved progress is damaged and could not be moved aside ({{code}}): playing on without saving ({{why}}).',
	damagedMoved: 'Saved progress was damaged; starting afresh. The old file is now {{file}} ({{why}}).',
	notAFile: 'Saved progress is {{what}}, not a file: left untouched, playing on without saving. File: {{path}}',
	unreadable: 'Saved progress could not be read ({{code}}): playing on without saving. File: {{path}}',
	newer: 'Saved progress is from a newer game-arcade: left untouched, and this session is not saved ({{why}}).',
	unreadableKept: 'Saved progress could not be read ({{code}}): left untouched, playing on without saving. File: {{path}}',
	notSaved: 'Could not save progress ({{code}}): the saved file is unchanged; playing on without saving. File: {{path}}',
	notNow: 'Progress not saved this time: {{why}}. It will be saved with the next result.',
	notALock: 'Progress not saved: {{lock}} is {{held}}, not a save lock; remove it to save again.',
} as const;
