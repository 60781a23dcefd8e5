/**
 * The English-sentence detector the i18n tests share: three Latin words or
 * more in a row, joined only by spaces and light punctuation. A string
 * literal in a scanned source file (no-english.test.ts) or a line a Chinese
 * user is shown (zh-sweep.test.ts) that has one is English left untranslated.
 */
export const englishPhrase = /[A-Za-z]{2,}(?:[ ,;:()']+[A-Za-z]{2,}){2,}/;

/** Regular-expression text for a word matched whole (a name such as `one-or-two` or `level:1..8`). */
const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first English phrase in `text` once what stays Latin in Chinese text is
 * taken out: what is quoted (`...`, "..."), flags, the command lines a
 * Chinese screen shows as typed, and the names a command takes (`names`:
 * games, players, formats, lessons...), which a Chinese message lists as they
 * are typed; undefined when there is none.
 */
export function englishIn(text: string, names: readonly string[]): string | undefined {
	// The longest first, so that `game-arcade` goes whole; a name ends where a word does (`level` is not `level:3`'s).
	const alternatives = [...names].sort((a, b) => b.length - a.length).map(escaped);
	const name = new RegExp(`(?<![\\w:.-])(?:${alternatives.join('|')})(?![\\w-]|:\\w)`, 'g');
	for (const line of text.split('\n')) {
		if (/^\s*\$ (?:echo .* \| )?game-arcade /.test(line)) continue;
		const left = line
			.replace(/`[^`]*`|"(?:[^"\\]|\\.)*"/g, ' ')
			.replace(/(?<![\w-])--?[a-z][a-z-]*/g, ' ')
			.replace(name, ' ');
		const found = left.match(englishPhrase)?.[0];
		if (found !== undefined) return `${found}  (in: ${line.trim()})`;
	}
	return undefined;
}
