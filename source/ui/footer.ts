/** The one-line key footer every screen shows. */
import {seg, textWidth, type Line, type Segment} from './lines.js';
import type {KeyHelp} from './boards/types.js';

function item(k: KeyHelp): Segment[] {
	return [seg(k.keys, 'key'), seg(` ${k.action}`, 'dim')];
}

const itemWidth = (k: KeyHelp) => textWidth(k.keys) + 1 + textWidth(k.action);

/**
 * Keys in order of importance; `pinned` ones (help, leave) always stay at the
 * end. Items that do not fit are left out (the help overlay lists them all).
 */
export function footerLine(keys: readonly KeyHelp[], pinned: readonly KeyHelp[], width: number): Line {
	const gap = 2;
	let used = 1 + pinned.reduce((n, k) => n + itemWidth(k) + gap, 0);
	const shown: KeyHelp[] = [];
	for (const k of keys) {
		if (used + itemWidth(k) + gap > width) continue;
		shown.push(k);
		used += itemWidth(k) + gap;
	}
	const all = [...shown, ...pinned];
	const out: Segment[] = [seg(' ')];
	all.forEach((k, i) => {
		if (i > 0) out.push(seg(' '.repeat(gap)));
		out.push(...item(k));
	});
	return out;
}

/**
 * The footer on as many lines as it takes, up to `maxLines`: every key the
 * screen has, in order, with the pinned ones at the end of the last line.
 * Only past `maxLines` are items left out (the help overlay lists them all).
 */
export function footerLines(keys: readonly KeyHelp[], pinned: readonly KeyHelp[], width: number, maxLines = 2): Line[] {
	const gap = 2;
	const pinnedWidth = pinned.reduce((n, k) => n + itemWidth(k) + gap, 0);
	const rows: KeyHelp[][] = [[]];
	let used = 1;
	for (const k of keys) {
		const w = itemWidth(k) + gap;
		if (used + w > width) {
			if (rows.length === maxLines) continue;
			rows.push([]);
			used = 1;
		}
		rows[rows.length - 1]!.push(k);
		used += w;
	}
	// The pinned keys end the last line; if they do not fit there, they start a line of their own (or push items out).
	if (used + pinnedWidth > width) {
		if (rows.length < maxLines) rows.push([]);
		else {
			const last = rows[rows.length - 1]!;
			while (last.length > 0 && 1 + last.reduce((n, k) => n + itemWidth(k) + gap, 0) + pinnedWidth > width) last.pop();
		}
	}
	return rows.map((row, i) => footerLine(row, i === rows.length - 1 ? pinned : [], width));
}
