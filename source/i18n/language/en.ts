/** The words about the language itself (English: the source of every translation). */
export const en = {
	badLang: '--lang must be one of {{choices}}, got {{got}}',
	traditionalNote: 'The arcade has no Traditional Chinese; it speaks Simplified Chinese (--lang en for English).',
	languageName: 'English',
} as const;
