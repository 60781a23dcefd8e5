/** A computer player's strength in a word or two, as the play header, the end screen and the saved game name it (English: the engine's own words, engine/players.ts). */
export const en = {
	perfect: 'perfect',
	random: 'random',
	loser: 'tries to lose',
	level: 'level {{level}}',
	teacher: 'teacher',
	friend: 'a friend',
} as const;
