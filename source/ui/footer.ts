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
