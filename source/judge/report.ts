/**
 * What the judge says, rendered once for the CLI and the arcade: the
 * result as text lines (the caller makes them safe at the sink) or as one
 * JSON object (schemas/judge-result.schema.json); the problem list and a
 * statement; the command lines that open the failing position on the board
 * and that judge again, quoted for a POSIX shell.
 */
import {lookupGame} from '../engine/catalog.js';
import {positionArgs, readsBack} from '../engine/human.js';
import type {JsonObject} from '../engine/types.js';
import {shellLine} from '../text/shell.js';
import {maxInputCases, type JudgeResult} from './judge.js';
import {expectedLine, inputText, type Problem} from './problem.js';
import {judgeWords} from './words.js';

/** Lines of the input or output shown in a report, at most. */
const shownLines = 30;

/**
 * The words of `game-arcade play` opening a catalog position with hints:
 * the game's own human form where it reads back as the same position, else
 * the position as one JSON argument.
 */
export function playWords(position: JsonObject): string[] {
	const game = lookupGame(String(position['game']));
	if (game === undefined) return [];
	const args = positionArgs(game, position, 2000);
	const words = args !== null && readsBack(game, position, args) ? [game.id, ...args] : [JSON.stringify(position)];
	return ['game-arcade', 'play', ...words, '--hints'];
}

function block(text: string): string[] {
	const lines = text.replace(/\n$/, '').split('\n');
	if (text === '') return [`  ${judgeWords.nothing}`];
	const shown = lines.slice(0, shownLines).map(line => `  ${line}`);
	if (lines.length > shownLines) shown.push(`  ${judgeWords.cut(lines.length - shownLines)}`);
	return shown;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** Whether a crash looks like a stack overflow: killed by SIGSEGV (or SIGBUS) on a deep input. */
function looksLikeStackOverflow(result: JudgeResult): boolean {
	const failing = result.failing;
	if (failing === null || failing.verdict !== 'RE') return false;
	return /SIGSEGV|SIGBUS|signal 11|exit code 139|exit code -11/.test(failing.detail) && failing.input.length > 100_000;
}

/** The result in lines of text; `reproduce` is the command line that judges again (words, quoted here). */
export function resultText(result: JudgeResult, reproduce: readonly string[]): string[] {
	const failing = result.failing;
	if (failing === null) return [judgeWords.accepted(result.problem, result.cases, result.runs, seconds(result.elapsedMs), seconds(result.slowestMs))];
	const detail = failing.verdict === 'WA' || failing.verdict === 'PE' ? null : failing.detail;
	const lines = [judgeWords.verdictLine(failing.verdict, result.problem, detail), judgeWords.foundIn(failing.phase, result.cases)];
	lines.push(judgeWords.shrunk(failing.shrinkSteps, failing.foundChars, failing.input.length, seconds(failing.shrinkMs)));
	if (failing.alone === 'passes') lines.push('', judgeWords.stateful);
	lines.push('', judgeWords.input, ...block(failing.input));
	if (failing.aloneInput !== null) lines.push(judgeWords.aloneInput, ...block(failing.aloneInput));
	lines.push(judgeWords.expected, ...block(failing.expected), judgeWords.got, ...block(failing.got));
	if (failing.presentation !== null && failing.expectedLine !== null && failing.gotLine !== null)
		lines.push(judgeWords.presentation(failing.presentation, failing.expectedLine, failing.gotLine));
	else if (failing.expectedLine !== null && failing.gotLine !== null && failing.verdict === 'WA')
		lines.push(judgeWords.caseExpected(failing.expectedLine, failing.gotLine));
	if (failing.verdict === 'RE' && failing.stderr.trim() !== '') lines.push(judgeWords.stderr, ...block(failing.stderr));
	if (looksLikeStackOverflow(result)) lines.push(judgeWords.stackOverflow);
	if (!failing.confirmed) lines.push(judgeWords.notConfirmed);
	if (failing.why.length > 0) lines.push('', judgeWords.why, ...failing.why.map(line => `  ${line}`));
	if (failing.position !== null) lines.push('', judgeWords.play, `  ${shellLine(playWords(failing.position))}`);
	lines.push('', judgeWords.seed(result.seed), `  ${shellLine(reproduce)}`);
	return lines;
}

/** The result as one JSON object (version 1; schemas/judge-result.schema.json). */
export function resultJson(result: JudgeResult, reproduce: readonly string[]): JsonObject {
	const failing = result.failing;
	return {
		version: 1,
		problem: result.problem,
		verdict: result.verdict,
		cases: result.cases,
		runs: result.runs,
		seed: result.seed,
		timeLimitMs: result.timeLimitMs,
		memoryLimitBytes: result.memoryLimitBytes,
		elapsedMs: Math.round(result.elapsedMs),
		slowestMs: Math.round(result.slowestMs),
		peakMemoryBytes: result.peakMemoryBytes,
		phases: result.phases.map(phase => ({name: phase.name, cases: phase.cases})),
		reproduce: shellLine(reproduce),
		failing:
			failing === null
				? null
				: {
						input: failing.input,
						caseCount: failing.caseCount,
						expected: failing.expected,
						got: failing.got,
						expectedLine: failing.expectedLine,
						gotLine: failing.gotLine,
						why: [...failing.why],
						alone: failing.alone,
						aloneInput: failing.aloneInput,
						position: failing.position,
						play: failing.position === null ? null : shellLine(playWords(failing.position)),
						detail: failing.detail,
						stderr: failing.stderr,
						phase: failing.phase,
						shrinkSteps: failing.shrinkSteps,
						shrinkMs: Math.round(failing.shrinkMs),
						confirmed: failing.confirmed,
						presentation: failing.presentation,
						wallMs: Math.round(failing.wallMs),
						peakMemoryBytes: failing.peakMemoryBytes,
					},
	};
}

/** The problem list: id, aliases, title, the game, the lesson. */
export function listText(list: readonly Problem[]): string[] {
	const rows = [judgeWords.listHeader as readonly string[], ...list.map(p => [p.id, p.aliases.join(', ') || '-', p.title, p.game, p.lesson])];
	const widths = rows[0]!.map((_, i) => Math.max(...rows.map(row => row[i]!.length)));
	return rows.map(row => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '));
}

/** A problem's statement: the story, input, output, limits and the sample with its answers (from the engine). */
export function statementText(problem: Problem): string[] {
	const framing = problem.framing;
	const memory = problem.memoryMb === null ? judgeWords.noMemoryLimit : judgeWords.memory(problem.memoryMb);
	const sampleOutput = problem.sample.map((value, i) => expectedLine(problem, problem.answer(value), i + 1)).join('\n');
	return [
		`${problem.id}${problem.aliases.length > 0 ? ` (${problem.aliases.join(', ')})` : ''}: ${problem.title}`,
		'',
		problem.statement.story,
		'',
		problem.statement.input,
		problem.statement.output,
		judgeWords.statementLimits(
			seconds(problem.timeMs),
			memory,
			judgeWords.framing(framing.kind, framing.max, framing.kind === 'sentinel' ? framing.text : undefined),
		),
		judgeWords.judgedUpTo(maxInputCases(problem), framing.max),
		'',
		judgeWords.sampleInput,
		...block(inputText(problem, problem.sample)),
		judgeWords.sampleOutput,
		...block(sampleOutput),
		'',
		judgeWords.lesson(problem.lesson),
	];
}
