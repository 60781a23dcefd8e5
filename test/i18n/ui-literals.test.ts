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
	'ui/course/layout.ts',
	'ui/course/state.ts',
	'ui/board-move.ts',
	'ui/course/records.ts',
	'ui/screens/course.tsx',
	'ui/lab/keys.ts',
	'ui/match/use-match-input.ts',
	'ui/setup/use-setup-input.ts',
	'ui/setup/state.ts',
	'ui/theory/state.ts',
	'ui/theory/pages.ts',
	'ui/theory/glossary.ts',
	'ui/screens/how-to.tsx',
	'ui/lab/layout.ts',
	'ui/lab/state.ts',
	'ui/screens/lab.tsx',
	'ui/trainer/pick-state.ts',
	'ui/trainer/use-trainer-input.ts',
	'ui/glyphs.ts',
	'ui/theme.ts',
	'ui/screens/stats.tsx',
	'ui/stats/layout.ts',
	'ui/stats/state.ts',
	'ui/stats/course.ts',
	'learn/concepts.ts',
	'learn/lessons/multiples.ts',
	'learn/lessons/nim-sum.ts',
	'learn/lessons/mex.ts',
	'learn/lessons/sums.ts',
	'learn/lessons/periods.ts',
	'learn/lessons/breaking.ts',
	'learn/lessons/staircase.ts',
	'ui/problems/judging.ts',
	'ui/problems/keys.ts',
	'ui/problems/layout.ts',
	'ui/problems/state.ts',
	'ui/screens/problems.tsx',
	'ui/shared/practise.ts',
	'learn/lessons/wythoff.ts',
	'learn/lessons/zeckendorf.ts',
	'learn/lessons/coins.ts',
	'learn/lessons/nim-product.ts',
	'learn/lessons/colon.ts',
	'learn/lessons/misere.ts',
	'ui/match/layout.ts',
	'ui/match/state.ts',
	'ui/boards/heaps.ts',
	'ui/boards/nim.ts',
	'ui/boards/bash.ts',
	'ui/boards/subtraction.ts',
	'ui/boards/primes.ts',
	'ui/boards/wythoff.ts',
	'ui/boards/rows.ts',
	'ui/boards/kayles.ts',
	'ui/boards/dawson.ts',
	'ui/boards/octal.ts',
	'ui/boards/grundy.ts',
	'ui/boards/takeaway.ts',
	'ui/boards/staircase.ts',
	'ui/boards/coins.ts',
	'ui/boards/corners.ts',
	'ui/boards/tree.ts',
	'ui/boards/graph.ts',
	'ui/boards/sum.ts',
	'ui/boards/speech.ts',
	'ui/boards/types.ts',
	'ui/review/chart.ts',
	'ui/setup/layout.ts',
	'ui/setup/state.ts',
	'ui/trainer/layout.ts',
	'ui/arcade.tsx',
	'ui/review/grade.ts',
	'ui/review/layout.ts',
	'ui/review/review.ts',
	'learn/coach-words.ts',
	'think/answers.ts',
	'ui/trainer/state.ts',
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
