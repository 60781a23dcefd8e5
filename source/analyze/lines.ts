/**
 * The lines of a stream (stdin for `analyze --jsonl`), split as Node's
 * readline splits them (at \n, \r\n or a lone \r; a last line without a
 * break counts when it is not empty), with a bound: a line longer than
 * `maxLength` characters is not kept, only counted, so input with no line
 * break at all (/dev/zero) never grows memory.
 */
import {StringDecoder} from 'node:string_decoder';

/** A line, or the length of one too long to keep. */
export type Line = string | {readonly tooLong: number};

export async function* boundedLines(input: AsyncIterable<Buffer | string>, maxLength: number): AsyncGenerator<Line> {
	const decoder = new StringDecoder('utf8');
	let parts: string[] = [];
	let length = 0;
	let afterCr = false;
	const add = (text: string) => {
		length += text.length;
		if (length <= maxLength) parts.push(text);
		else parts = [];
	};
	const end = (): Line => {
		const line = length > maxLength ? {tooLong: length} : parts.join('');
		parts = [];
		length = 0;
		return line;
	};
	const breaks = /[\n\r]/g;
	const split = (text: string): Line[] => {
		const lines: Line[] = [];
		let from = 0;
		// The \n of a \r\n split across reads.
		if (afterCr && text.startsWith('\n')) from = 1;
		afterCr = false;
		breaks.lastIndex = from;
		for (let found = breaks.exec(text); found !== null; found = breaks.exec(text)) {
			const at = found.index;
			add(text.slice(from, at));
			lines.push(end());
			from = at + 1;
			if (text[at] === '\r') {
				if (from === text.length) afterCr = true;
				else if (text[from] === '\n') from++;
			}
			breaks.lastIndex = from;
		}
		add(text.slice(from));
		return lines;
	};
	for await (const chunk of input) yield* split(typeof chunk === 'string' ? chunk : decoder.write(chunk));
	yield* split(decoder.end());
	if (length > 0) yield end();
}
