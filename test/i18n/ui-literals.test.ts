/**
 * The UI files whose words come from the catalogs hold no English sentence
 * as a string literal (three or more words), so new text cannot bypass the
 * catalogs. A file joins the list when its screen is translated (the review's
 * layout and the Stats reducer have only their keys translated so far).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from 'vitest';

const converted = [
	'ui/screens/menu.tsx',
	'ui/screens/help-layout.ts',
	'ui/screens/too-small.ts',
	'ui/screens/end.tsx',
	'ui/screens/end-layout.ts',
	'ui/components/scroll.ts',
	'ui/course/keys.ts',
	'ui/lab/keys.ts',
	'ui/match/use-match-input.ts',
	'ui/setup/use-setup-input.ts',
	'ui/theory/state.ts',
	'ui/trainer/pick-state.ts',
	'ui/trainer/use-trainer-input.ts',
	'ui/glyphs.ts',
	'ui/theme.ts',
	'ui/screens/stats.tsx',
	'ui/stats/layout.ts',
	'ui/stats/state.ts',
	'ui/stats/course.ts',
	'ui/match/layout.ts',
	'ui/match/state.ts',
	'ui/boards/heaps.ts',
	'ui/boards/nim.ts',
	'ui/boards/bash.ts',
	'ui/boards/subtraction.ts',
	'ui/boards/primes.ts',
	'ui/setup/layout.ts',
	'ui/setup/state.ts',
	'ui/trainer/layout.ts',
	'ui/arcade.tsx',
	'ui/review/grade.ts',
	'ui/review/layout.ts',
];

/** The string literals of a source text, comments left out. */
function literals(source: string): string[] {
	const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
	return [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(m => m[1] ?? m[2] ?? m[3] ?? '');
}

// Words apart from the values put in (`${...}`), which are code.
const sentence = /[A-Za-z]{2,}(?:[ ,;:']+[A-Za-z]{2,}){2,}/;

test('the finder sees a sentence in a literal and none in a comment', () => {
	const found = literals("// a comment of many words\nconst x = 'the entry above';\nconst y = `$" + '{a} is fine`;').filter(t => sentence.test(t));
	expect(found).toEqual(['the entry above']);
});

test.each(converted)('%s writes no English sentence outside the catalogs', file => {
	const source = readFileSync(join(import.meta.dirname, '../../source', file), 'utf8');
	expect(literals(source).filter(text => sentence.test(text.replace(/\$\{[^}]*\}/g, '')))).toEqual([]);
});
