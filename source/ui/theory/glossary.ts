/**
 * The glossary, opened from the theory pages (t): each term in both
 * languages, the one in force first, and what it means in the one in force;
 * then the note on the names that have no settled Chinese form. Pure.
 */
import {language} from '../../i18n/language.js';
import {glossaryWords as w, terms} from '../../i18n/glossary/index.js';
import {line, seg, textWidth, wrapText, type Line} from '../lines.js';

const cache = new Map<string, Line[]>();

export function glossaryBody(width: number): Line[] {
	const key = `${width}:${language()}`;
	const cached = cache.get(key);
	if (cached) return cached;
	const chineseFirst = language() === 'zh-CN';
	const lines: Line[] = [];
	for (const text of wrapText(w('intro'), width - 3)) lines.push(line(seg(`  ${text}`, 'dim')));
	lines.push([]);
	for (const term of terms) {
		const [first, second] = chineseFirst ? [term.zh, term.en] : [term.en, term.zh];
		const head = `${first} · ${second}`;
		if (textWidth(head) + 2 <= width) lines.push(line(seg('  '), seg(first, 'title'), seg(` · ${second}`, 'strong')));
		else lines.push(line(seg('  '), seg(first, 'title')), line(seg(`  ${second}`, 'strong')));
		for (const text of wrapText(w(`${term.id}Means`), width - 7)) lines.push(line(seg(`      ${text}`)));
	}
	lines.push([]);
	for (const text of wrapText(w('note'), width - 3)) lines.push(line(seg(`  ${text}`, 'dim')));
	cache.set(key, lines);
	return lines;
}
