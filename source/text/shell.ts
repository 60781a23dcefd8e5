/**
 * Words for a POSIX shell (sh, bash, dash, zsh): a command line to copy and
 * paste that runs exactly the words it was made from, and nothing else.
 * A word of only safe characters stays bare; any other goes in single quotes,
 * where a shell expands nothing (`$(...)`, backquotes, `$x`, `*`, `~`, `!`
 * are text), a single quote inside written as `'\''` (close, an escaped
 * quote, open again).
 */

/** Characters no POSIX shell gives a meaning to, anywhere in a word. */
const plain = /^[A-Za-z0-9_@%+:,./-]+$/;

/** One word, quoted for a POSIX shell where it needs it: `a:b`, `'a b'`, `'it'\''s'`, `''`. */
export function shellWord(word: string): string {
	return plain.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

/** Words as one command line: each quoted on its own, then joined by spaces. */
export function shellLine(words: readonly string[]): string {
	return words.map(shellWord).join(' ');
}

export interface ShellRowsOptions {
	/** Put before the first row and, with two more spaces, before a row that goes on between words. @default '' */
	readonly indent?: string;
	/** The width of a text in columns. @default its number of code points */
	readonly measure?: (text: string) => number;
}

/**
 * A command line in rows of at most `width` columns, to show and copy whole.
 * Each word is quoted first; a row then ends between two words, with ` \`
 * (a line continuation; the next row is indented). A word too long for a row
 * of its own is cut into pieces, each quoted on its own: its row ends with
 * `\` right after the piece, and the next row starts at its first column
 * with the next piece, so the shell joins the pieces into the one word again.
 * Pasted whole, the rows run as the one-line command.
 */
export function shellRows(words: readonly string[], width: number, options: ShellRowsOptions = {}): string[] {
	const indent = options.indent ?? '';
	const measure = options.measure ?? ((text: string) => [...text].length);
	const rows: string[] = [];
	let row = indent;
	let fresh = true;
	words.forEach((word, i) => {
		// Room kept at the end of the row for ` \` while words follow.
		const tail = i === words.length - 1 ? 0 : 2;
		const quoted = shellWord(word);
		if (!fresh) {
			if (measure(row) + 1 + measure(quoted) + tail <= width) {
				row += ` ${quoted}`;
				return;
			}
			rows.push(`${row} \\`);
			row = `${indent}  `;
		}
		fresh = false;
		let rest = [...word];
		for (;;) {
			const room = width - measure(row);
			const whole = shellWord(rest.join(''));
			if (measure(whole) + tail <= room) {
				row += whole;
				return;
			}
			// The longest piece that fits with its `\` (at least one character, so the cutting ends).
			let n = 1;
			while (n < rest.length && measure(shellWord(rest.slice(0, n + 1).join(''))) + 1 <= room) n++;
			rows.push(`${row}${shellWord(rest.slice(0, n).join(''))}\\`);
			row = '';
			rest = rest.slice(n);
		}
	});
	rows.push(row);
	return rows;
}
