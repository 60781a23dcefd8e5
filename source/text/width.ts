/** Widths in terminal columns, measured one way everywhere. */
import stringWidth from 'string-width';

/**
 * Text made only of printable ASCII (one column each) and the common Chinese
 * characters and punctuation (two columns each: the CJK ideographs, the CJK
 * symbols and punctuation up to U+3029, the fullwidth forms): none of them
 * joins a neighbour into one grapheme, so their width is a count.
 * string-width segments the text into graphemes and tests each against the
 * emoji tables first, about 200 µs for a line of Chinese.
 */
const countable = /^[\x20-\x7E\u3000-\u3029\u4E00-\u9FFF\uFF01-\uFF60\uFFE0-\uFFE6]*$/;
const wide = /[^\x20-\x7E]/g;

/** The text's width in terminal columns. */
export function textWidth(text: string): number {
	if (countable.test(text)) return text.length + (text.match(wide)?.length ?? 0);
	return stringWidth(text);
}
