/** The theory pages' header: which page of how many (English: the source of every translation). */
export const en = {
	pageOf: ' ({{page}}/{{count}})',
} as const;
