/**
 * Text a learner reads (each game's summary, rules, winning rule, theorem,
 * preset names, and the hints on its presets) speaks plain words: no judge
 * problem numbers, no paper notation, no notes the reader cannot find. The
 * theory page's sources line may cite them.
 */
import {describe, expect, it} from 'vitest';
import {games} from '../../source/engine/catalog.js';

const jargon = /\b(HDU|POJ|SPOJ|UVa|Codeforces)\b|seed notes|the notes'|[ab]_\{?i|_\{i\+1\}/;

describe('words for learners', () => {
	it.each(games.map(g => [g.id, g] as const))('%s: no judge numbers or paper notation outside the sources line', (_, game) => {
		const texts = [game.summary, game.rules, game.theory?.rule ?? '', ...(game.theory?.theorem ?? []), ...game.examples.map(e => e.label)];
		for (const example of game.examples) {
			const position = game.parse(example.position, '');
			texts.push(...game.explain(position));
		}
		for (const text of texts) expect(text).not.toMatch(jargon);
	});
});
