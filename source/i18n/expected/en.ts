/** What an input error expected, where the engine gives it as data: a game's required parameter and a command that gives it (English: the engine's own words). */
export const en = {
	paramExample: '{{description}}; e.g. {{example}}',
} as const;
