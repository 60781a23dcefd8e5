/**
 * A program's stderr, kept bounded for reports: its first lines and its last
 * lines, each cut to a line's length; what lies between is counted, not kept.
 * A program can write gigabytes to stderr and this holds a few kB.
 */

/** Lines kept from the start of stderr, and from its end. */
export const stderrLinesKept = 10;
/** The longest line kept, in characters. */
export const stderrLineChars = 300;

function cut(line: string): string {
	return line.length > stderrLineChars ? `${line.slice(0, stderrLineChars)}…` : line;
}

export class StderrKeeper {
	private readonly first: string[] = [];
	private readonly last: string[] = [];
	private between = 0;
	/** The line being written (no newline yet), cut to a line's length. */
	private partial = '';

	take(chunk: string): void {
		let start = 0;
		let newline = chunk.indexOf('\n', start);
		while (newline >= 0) {
			this.add(chunk.slice(start, newline));
			start = newline + 1;
			newline = chunk.indexOf('\n', start);
		}
		this.append(chunk.slice(start));
	}

	private append(text: string): void {
		if (this.partial.length + text.length > stderrLineChars + 1) {
			this.partial = (this.partial + text).slice(0, stderrLineChars + 1);
		} else this.partial += text;
	}

	private add(text: string): void {
		this.append(text);
		const line = cut(this.partial.replace(/\r$/, ''));
		this.partial = '';
		if (this.first.length < stderrLinesKept) {
			this.first.push(line);
			return;
		}
		this.last.push(line);
		if (this.last.length > stderrLinesKept) {
			this.last.shift();
			this.between++;
		}
	}

	/** The first lines (an unfinished one too, while there are few). */
	firstLines(): string[] {
		const lines = [...this.first];
		if (lines.length < stderrLinesKept && this.partial !== '' && this.last.length === 0) lines.push(cut(this.partial));
		return lines;
	}

	/** The first and last lines, with a note of how many were left out between them. */
	text(): string {
		const lines = [...this.first];
		if (this.between > 0) lines.push(`… (${this.between} lines left out) …`);
		lines.push(...this.last);
		if (this.partial !== '') lines.push(cut(this.partial));
		return lines.join('\n');
	}
}
