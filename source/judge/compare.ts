/**
 * The program's output against the expected lines, as judges compare them:
 * token by token, so spaces at the ends of lines and a final newline never
 * matter. The first case whose tokens differ is the failing one. When the
 * whole output differs only in whitespace inside a line, letter case or
 * punctuation, it is a presentation error, and the first line that differs
 * is named.
 *
 * A problem may declare its own checker: `unordered` (each case's answer
 * is a list whose order does not matter: its tokens compared as a
 * multiset) or `nocase` (letter case never matters).
 */

/** The checkers a problem (or a spec file's `checker`) may name; `tokens` is the default. */
export const checkerKinds = ['tokens', 'unordered', 'nocase'] as const;
export type CheckerKind = (typeof checkerKinds)[number];

export type Comparison =
	| {readonly kind: 'same'}
	/** Case `index` (0-based) got `got` (its tokens, or what was printed where they should be) where `expected` was due. */
	| {readonly kind: 'wrong'; readonly index: number; readonly expected: string; readonly got: string}
	/** The output ended before case `index`. */
	| {readonly kind: 'missing'; readonly index: number; readonly expected: string}
	/** Output after the last case. */
	| {readonly kind: 'extra'; readonly got: string}
	/** Only whitespace inside a line, letter case or punctuation differ: line `index` (0-based) shows how. */
	| {readonly kind: 'presentation'; readonly index: number; readonly expected: string; readonly got: string};

const tokensOf = (text: string) => text.split(/\s+/).filter(token => token !== '');

/** What is left of a text when whitespace, letter case and punctuation are set aside. */
const bare = (text: string) => text.replace(/[\s\p{P}\p{S}]/gu, '').toLowerCase();

/** Whether a case's tokens are its expected ones, as the checker compares them. */
function sameTokens(have: readonly string[], want: readonly string[], checker: CheckerKind): boolean {
	if (have.length !== want.length) return false;
	if (checker === 'nocase') return have.every((token, j) => token.toLowerCase() === want[j]!.toLowerCase());
	if (checker === 'unordered') {
		const a = [...have].sort();
		const b = [...want].sort();
		return a.every((token, j) => token === b[j]);
	}
	return have.every((token, j) => token === want[j]);
}

/** The output `got` against the expected lines (one per case), by the problem's checker. */
export function compareOutput(expected: readonly string[], got: string, checker: CheckerKind = 'tokens'): Comparison {
	const tokens = tokensOf(got);
	let at = 0;
	let firstWrong: Comparison | null = null;
	for (let i = 0; i < expected.length; i++) {
		const want = tokensOf(expected[i]!);
		if (at >= tokens.length) {
			firstWrong = {kind: 'missing', index: i, expected: expected[i]!};
			break;
		}
		const have = tokens.slice(at, at + want.length);
		at += want.length;
		if (!sameTokens(have, want, checker)) {
			firstWrong = {kind: 'wrong', index: i, expected: expected[i]!, got: have.join(' ')};
			break;
		}
	}
	if (firstWrong === null) return at < tokens.length ? {kind: 'extra', got: tokens.slice(at, at + 20).join(' ')} : {kind: 'same'};
	// A presentation error: the same output but for whitespace inside lines, case and punctuation.
	if (bare(expected.join('\n')) === bare(got)) {
		const lines = got.split('\n').filter(line => line.trim() !== '');
		let i = 0;
		while (i < expected.length && i < lines.length && tokensOf(lines[i]!).join(' ') === tokensOf(expected[i]!).join(' ')) i++;
		return {kind: 'presentation', index: i, expected: expected[i] ?? '', got: (lines[i] ?? '').trim()};
	}
	return firstWrong;
}
