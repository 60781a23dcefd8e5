/**
 * Explanations as data: each line a kind (`key`) and its numbers, worded at
 * the surface in the user's language (source/i18n/explain/). The English
 * words are kept here, in i18next's JSON format (`{{name}}` where a value
 * goes), as the engine's own rendering (`explain`) and the source every
 * translation is made from, as input errors keep theirs (error-words.ts).
 * A nim-sum table is data too (its labels and values), laid out at the
 * surface with each label measured in the surface's columns.
 */
import {nimSumTable} from './components.js';
import {clauseKeys, reasonEnglish, type Reason, type ReasonKey, type ReasonLine} from './reason-words.js';

export type {Reason, ReasonKey, ReasonLine, ReasonValue} from './reason-words.js';
export {gameNameReason} from './reason-words.js';

/** How a surface says a reason's words: `key` looked up, its values already worded. */
export type SayReason = (key: ReasonKey, values: Readonly<Record<string, string | number | bigint>>) => string;

/** English: the template with its values filled in. */
export const englishReason: SayReason = (key, values) =>
	reasonEnglish[key].replace(/\{\{(\w+)\}\}/g, (slot, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : slot));

/** A reason in words, its nested reasons worded first (a list joined by the `listSeparator`, a list of clauses by the `clauseSeparator`). */
export function reasonWords(reason: Reason, say: SayReason): string {
	const values: Record<string, string | number | bigint> = {};
	for (const [name, value] of Object.entries(reason.values ?? {})) {
		if (Array.isArray(value)) {
			const items = value as readonly Reason[];
			const separator = items.length > 0 && items.every(item => clauseKeys.has(item.key)) ? 'clauseSeparator' : 'listSeparator';
			values[name] = items.map(item => reasonWords(item, say)).join(say(separator, {}));
		} else if (typeof value === 'object') values[name] = reasonWords(value as Reason, say);
		else values[name] = value as string | number | bigint;
	}
	const words = say(reason.key, values);
	// A phrase that begins a sentence (a move: "Take 3 ..."), in a language that has capitals.
	return reason.key === 'capital' ? words.charAt(0).toUpperCase() + words.slice(1) : words;
}

/** The lines of an explanation in words; `width` measures a label in columns (a surface whose words are wider than one column each passes its own). */
export function explanationLines(lines: readonly ReasonLine[], say: SayReason, width: (text: string) => number = text => text.length): string[] {
	return lines.flatMap(line => {
		if ('key' in line) return [reasonWords(line, say)];
		if ('wrap' in line)
			return wrapped(
				reasonWords(line.wrap.prefix, say),
				line.wrap.items.map(item => reasonWords(item, say)),
				say,
				width,
			);
		const {labels, values, mark, decimal, maxBits, total = 'nimSum'} = line.table;
		return nimSumTable(
			labels.map(label => (typeof label === 'string' ? label : reasonWords(label, say))),
			values,
			{mark, decimal, ...(maxBits === undefined ? {} : {maxBits}), totalLabel: say(total, {}), width},
		);
	});
}

/** Items joined after a prefix into lines of at most `columns` columns, each broken line ending in the separator, the last in the full stop. */
function wrapped(prefix: string, items: readonly string[], say: SayReason, width: (text: string) => number, columns = 76): string[] {
	const separator = say('wrapSeparator', {});
	const lines: string[] = [];
	let line = prefix;
	for (const item of items) {
		const piece = line === prefix ? item : `${separator}${item}`;
		if (width(line) + width(piece) > columns && line !== prefix) {
			lines.push(`${line}${separator.trimEnd()}`);
			line = `  ${item}`;
		} else line += piece;
	}
	lines.push(`${line}${say('wrapEnd', {})}`);
	return lines;
}

/** The engine's own words: English. */
export function englishLines(lines: readonly ReasonLine[]): string[] {
	return explanationLines(lines, englishReason);
}

/** One reason in the engine's own words: English (a move, a phrase). */
export function englishWords(reason: Reason): string {
	return reasonWords(reason, englishReason);
}
