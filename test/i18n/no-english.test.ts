/**
 * The command line's files word everything through the catalogs: a string
 * literal there with an English phrase (three words or more) is text that
 * would bypass the translation. What may stay is listed, with why.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from 'vitest';

const root = join(import.meta.dirname, '../../source');
const files = [
	'commands.ts',
	'command-line.ts',
	'analyze/table-format.ts',
	'i18n/cli/index.ts',
	'i18n/analyze/index.ts',
	'i18n/errors/index.ts',
	'i18n/refusal/index.ts',
	'i18n/explain/index.ts',
	'i18n/judge/index.ts',
	'i18n/setup2/index.ts',
	'i18n/presets/index.ts',
	'i18n/expected/index.ts',
	'i18n/players/index.ts',
	'i18n/coach/index.ts',
	'i18n/review2/index.ts',
	'i18n/trainer2/index.ts',
	'i18n/theory2/index.ts',
	'judge/command.ts',
	'judge/end.ts',
	'judge/judge.ts',
	'judge/problem.ts',
	'judge/program.ts',
	'judge/report.ts',
	'judge/shape.ts',
	'judge/spec.ts',
	'i18n/table/index.ts',
	'jobs/terminal.ts',
	'progress/progress.ts',
	'progress/store.ts',
	'progress/faults.ts',
	'progress/read-file.ts',
	'learn/learner-model.ts',
	'i18n/progress-errors/index.ts',
];

/** The string literals of a source text, comments left out (their contents, `${...}` dropped). */
function stringLiterals(source: string): string[] {
	const found: string[] = [];
	let i = 0;
	while (i < source.length) {
		const c = source[i]!;
		if (c === '/' && source[i + 1] === '/') {
			i = source.indexOf('\n', i);
			if (i < 0) break;
			continue;
		}
		if (c === '/' && source[i + 1] === '*') {
			i = source.indexOf('*/', i) + 2;
			continue;
		}
		if (c === "'" || c === '"' || c === '`') {
			let j = i + 1;
			let text = '';
			let depth = 0;
			while (j < source.length && !(source[j] === c && depth === 0)) {
				if (source[j] === '\\') {
					text += source[j + 1];
					j += 2;
					continue;
				}
				if (c === '`' && source[j] === '$' && source[j + 1] === '{') depth++;
				else if (depth > 0 && source[j] === '}') depth--;
				else if (depth === 0) text += source[j];
				j++;
			}
			found.push(text);
			i = j + 1;
			continue;
		}
		i++;
	}
	return found;
}

const english = /[A-Za-z]{2,}(?:[ ,;:()']+[A-Za-z]{2,}){2,}/;
// Not prose: the command lines that --help shows as they are typed, in every language.
const allowed = [/^\s*\$ (?:echo .* \| )?game-arcade /];

test('the scanner finds a phrase in a literal and none in a comment', () => {
	// biome-ignore lint/suspicious/noTemplateCurlyInString: source text, a template literal in it on purpose
	expect(stringLiterals("// not this one at all\nconst a = 'but this one is';\n/* nor this one here */ f(`and ${x} this one too`);")).toEqual([
		'but this one is',
		'and  this one too',
	]);
});

test.each(files)('%s has no English phrase outside the catalogs', file => {
	const source = readFileSync(join(root, file), 'utf8');
	const lines = stringLiterals(source).flatMap(text => text.split('\n'));
	const phrases = lines.filter(line => english.test(line) && !allowed.some(pattern => pattern.test(line)));
	expect(phrases).toEqual([]);
});
