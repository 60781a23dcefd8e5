/**
 * A judge problem, as data: its statement, the input's framing and the
 * shape of one case, the limits, the sample and the traps, and how a case
 * becomes a position of one of the catalog's games, whose theory gives the
 * expected answer and says why. Adding a problem is one file in
 * `problems/` and one line in `problems/index.ts`; a spec file (`--spec`)
 * is the same description as JSON (spec.ts).
 */
import type {ConceptId, JsonObject, Rng} from '../engine/types.js';
import {lookupGame} from '../engine/catalog.js';
import type {CheckerKind} from './compare.js';
import {breaks, writeValue, type Shape, type Value} from './shape.js';

/**
 * How the cases follow each other in one input: a count first (at most
 * `max`), until the end of the input, or until a sentinel line. `max` is the
 * most cases one input holds (the statement's, or the judge's packing).
 */
export type Framing =
	| {readonly kind: 'count'; readonly max: number}
	| {readonly kind: 'eof'; readonly max: number}
	| {readonly kind: 'sentinel'; readonly text: string; readonly max: number};

/** What the engine says of a case. */
export interface Solution {
	/** The expected answer (without the case's prefix). */
	readonly answer: string;
	/** The case as a position of a catalog game (its JSON, `game` included), where one exists; null where it has none (too large to draw). */
	readonly position: JsonObject | null;
	/** Why, in the game's theory: the engine's explanation, with the problem's own lines first. */
	readonly why: readonly string[];
}

export interface Problem {
	readonly id: string;
	readonly aliases: readonly string[];
	readonly title: string;
	/** The catalog game the problem reduces to (its id). */
	readonly game: string;
	/** The course's lesson that teaches it. */
	readonly lesson: ConceptId;
	/** The story and the rules, in the arcade's words; the input, the output. */
	readonly statement: {readonly story: string; readonly input: string; readonly output: string};
	readonly framing: Framing;
	readonly shape: Shape;
	/** The statement's limits: time per input, memory (null where the statement names none). */
	readonly timeMs: number;
	readonly memoryMb: number | null;
	/** How an answer is compared: token by token, a list in any order (`unordered`), or letter case aside (`nocase`). @default 'tokens' */
	readonly checker?: CheckerKind;
	/** The line of case `index` (from 1) around its answer, e.g. `Case 3: lose`; default the answer alone. */
	readonly caseLine?: (answer: string, index: number) => string;
	/** The expected answer of a case, fast: from the catalog game's outcome or values. */
	answer(value: Value): string;
	/** The expected answer with its position and why, for a report; `got` is what the program answered (some problems point at its first wrong part). */
	solve(value: Value, got?: string): Solution;
	/** The statement's sample cases. */
	readonly sample: readonly Value[];
	/** The cases the statement's traps invite (duplicates, unsorted input, the extremes, deep trees...). */
	edges(rng: Rng): Value[];
	/** The exhaustive phase: numbers in their least `span` values, lists and graphs at most `extra` entries past their least. */
	readonly exhaustive?: {readonly span: number; readonly extra: number};
	/** How many entries random lists and graphs hold at most (the random phase), and at the maximum size (the last phase). @default 60 and the shape's own maxima */
	readonly room?: {readonly random: number; readonly max: number};
	/** The maximum-size phase: how many cases an input holds there. @default the framing's max */
	readonly maxCases?: number;
}

/** Why a case breaks the problem's constraints, or null when it keeps them. */
export function caseBreaks(problem: Problem, value: Value): string | null {
	return breaks(problem.shape, value);
}

/** The input text of these cases, framed as the statement says. */
export function inputText(problem: Problem, cases: readonly Value[]): string {
	const lines: string[] = [];
	if (problem.framing.kind === 'count') lines.push(String(cases.length));
	for (const value of cases) lines.push(...writeValue(problem.shape, value));
	if (problem.framing.kind === 'sentinel') lines.push(problem.framing.text);
	return `${lines.join('\n')}\n`;
}

/** The expected output line of case `index` (from 1). */
export function expectedLine(problem: Problem, answer: string, index: number): string {
	return problem.caseLine ? problem.caseLine(answer, index) : answer;
}

/** A position of the catalog's game, read and answered by it: its outcome, Grundy value, winning move and why. */
export function gameOf(json: JsonObject) {
	const game = lookupGame(String(json['game']));
	if (game === undefined) throw new Error(`no game ${String(json['game'])}`);
	const position = game.parse(json, '') as unknown;
	return {game, position};
}

/** The engine's explanation of a position, or none when it has none to give. */
export function explainPosition(json: JsonObject): string[] {
	const {game, position} = gameOf(json);
	return game.explain(position);
}

/** Who wins a position of a catalog game: 'N' (the player to move) or 'P'. */
export function outcomeOf(json: JsonObject): 'N' | 'P' {
	const {game, position} = gameOf(json);
	return game.outcome(position);
}

/** The engine's whole answer for a problem whose answer is who wins, said in the statement's two words. */
export function outcomeSolution(json: JsonObject, words: {readonly N: string; readonly P: string}, playable = true): Solution {
	const {game, position} = gameOf(json);
	return {answer: words[game.outcome(position)], position: playable ? json : null, why: game.explain(position)};
}
