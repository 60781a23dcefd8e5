/**
 * What the judge says, rendered once for the CLI and the arcade: the
 * result as text lines (the caller makes them safe at the sink) or as one
 * JSON object (schemas/judge-result.schema.json); the problem list and a
 * statement; the command lines that open the failing position on the board
 * and that judge again, quoted for a POSIX shell.
 */
import {textWidth} from '../text/width.js';
import {lookupGame} from '../engine/catalog.js';
import {positionArgs, readsBack} from '../engine/human.js';
import type {JsonObject} from '../engine/types.js';
import {explanationWords} from '../i18n/explain/index.js';
import {judgeWord, judgeWords as w} from '../i18n/judge/index.js';
import {shellLine} from '../text/shell.js';
import {endWords} from './end.js';
import {maxInputCases, type JudgeResult, type PhaseName, type Verdict} from './judge.js';
import {expectedLine, gameOf, inputText, localized, type Problem, type WhyLine} from './problem.js';

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
	if (text === '') return [`  ${w('nothing')}`];
	const shown = lines.slice(0, shownLines).map(line => `  ${line}`);
	if (lines.length > shownLines) shown.push(`  ${w('cut', {count: lines.length - shownLines})}`);
	return shown;
}

/** A verdict's name in the language in force ("Wrong answer", "答案错误"). */
export const verdictWords = (verdict: Verdict): string => judgeWord(`verdict_${verdict}`);

/** A phase's name in the language in force. */
export const phaseWords = (phase: PhaseName): string => judgeWord(`phase_${phase}`);

/** Which difference a presentation error is (the judge's value: "letter case", "whitespace", "punctuation"), in the language in force. */
export function presentationWords(kind: string): string {
	return kind === 'letter case' ? w('presentation_case') : kind === 'whitespace' ? w('presentation_space') : w('presentation_punctuation');
}

/** The why lines in the language in force: the judge's own from its catalog, a game's explanation from the game's reasons (its English lines where it has none as data). */
export function whyWords(why: readonly WhyLine[]): string[] {
	return why.flatMap(line => {
		if ('explain' in line) {
			const {game, position} = gameOf(line.explain);
			return [...explanationWords(game, position)];
		}
		const values: Record<string, string | number> = {};
		for (const [name, value] of Object.entries(line.values ?? {}))
			values[name] = Array.isArray(value) ? value.join(w('listSeparator')) : typeof value === 'bigint' ? String(value) : (value as string | number);
		return [judgeWord(line.key, values)];
	});
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
	if (failing === null)
		return [
			w('accepted', {problem: result.problem, cases: result.cases, runs: result.runs, seconds: seconds(result.elapsedMs), slowest: seconds(result.slowestMs)}),
		];
	const verdict = {verdict: verdictWords(failing.verdict), code: failing.verdict, problem: result.problem};
	const lines = [
		failing.verdict === 'WA' || failing.verdict === 'PE' ? w('verdictLine', verdict) : w('verdictDetail', {...verdict, detail: endWords(failing.end)}),
		w('foundIn', {phase: phaseWords(failing.phase), count: result.cases}),
	];
	lines.push(
		failing.shrinkSteps === 0
			? w('notShrunk')
			: w('shrunk', {steps: failing.shrinkSteps, seconds: seconds(failing.shrinkMs), from: failing.foundChars, to: failing.input.length}),
	);
	if (failing.alone === 'passes') lines.push('', w('stateful'));
	lines.push('', w('input'), ...block(failing.input));
	if (failing.aloneInput !== null) lines.push(w('aloneInput'), ...block(failing.aloneInput));
	lines.push(w('expected'), ...block(failing.expected), w('got'), ...block(failing.got));
	if (failing.presentation !== null && failing.expectedLine !== null && failing.gotLine !== null)
		lines.push(w('presentation', {kind: presentationWords(failing.presentation), expected: failing.expectedLine, got: failing.gotLine}));
	else if (failing.expectedLine !== null && failing.gotLine !== null && failing.verdict === 'WA')
		lines.push(
			failing.gotLine === ''
				? w('caseExpectedNothing', {expected: failing.expectedLine})
				: w('caseExpected', {expected: failing.expectedLine, got: failing.gotLine}),
		);
	if (failing.verdict === 'RE' && failing.stderr.trim() !== '') lines.push(w('stderr'), ...block(failing.stderr));
	if (looksLikeStackOverflow(result)) lines.push(w('stackOverflow'));
	if (!failing.confirmed) lines.push(w('notConfirmed'));
	const why = whyWords(failing.why);
	if (why.length > 0) lines.push('', w('why'), ...why.map(line => `  ${line}`));
	if (failing.position !== null) lines.push('', w('play'), `  ${shellLine(playWords(failing.position))}`);
	lines.push('', w('seed', {seed: result.seed}), `  ${shellLine(reproduce)}`);
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
						why: whyWords(failing.why),
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

/** The problem list: id, aliases, title, the game, the lesson; columns measured in display columns. */
export function listText(list: readonly Problem[]): string[] {
	const header = [w('list_problem'), w('list_aliases'), w('list_title'), w('list_game'), w('list_lesson')];
	const rows = [header, ...list.map(p => [p.id, p.aliases.join(', ') || '-', problemTitle(p), p.game, p.lesson])];
	const widths = header.map((_, i) => Math.max(...rows.map(row => textWidth(row[i]!))));
	return rows.map(row => row.map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat(widths[i]! - textWidth(cell)))).join('  '));
}

/** A problem's title in the language in force. */
export function problemTitle(problem: Problem): string {
	return localized(problem.statement).title ?? problem.title;
}

/** A problem's statement: the story, input, output, limits and the sample with its answers (from the engine). */
export function statementText(problem: Problem): string[] {
	const framing = problem.framing;
	const memory = problem.memoryMb === null ? w('noMemoryLimit') : w('memory', {mib: problem.memoryMb});
	const sampleOutput = problem.sample.map((value, i) => expectedLine(problem, problem.answer(value), i + 1)).join('\n');
	const statement = localized(problem.statement);
	return [
		problem.aliases.length > 0
			? w('statementAliases', {id: problem.id, aliases: problem.aliases.join(', '), title: problemTitle(problem)})
			: w('statementHead', {id: problem.id, title: problemTitle(problem)}),
		'',
		statement.story,
		'',
		statement.input,
		statement.output,
		w('limits', {
			seconds: seconds(problem.timeMs),
			memory,
			framing:
				framing.kind === 'count'
					? w('framing_count', {max: framing.max})
					: framing.kind === 'eof'
						? w('framing_eof')
						: w('framing_sentinel', {text: framing.text}),
		}),
		maxInputCases(problem) < framing.max
			? w('judgedUpToFewer', {count: maxInputCases(problem), most: framing.max})
			: w('judgedUpTo', {count: maxInputCases(problem)}),
		'',
		w('sampleInput'),
		...block(inputText(problem, problem.sample)),
		w('sampleOutput'),
		...block(sampleOutput),
		'',
		w('lesson', {concept: problem.lesson}),
	];
}
