/** How a list of parallel items is written inside a sentence (heap sizes, coins, the sides that made mistakes). */
export const en = {
	separator: ', ',
} as const;
