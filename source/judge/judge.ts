/**
 * 对拍: a program against the engine. The phases run in order (the sample,
 * the traps, every small case, seeded random cases, the largest inputs);
 * cases are packed many to an input where the framing allows; the first
 * wrong case is run alone (a program that then answers it right keeps state
 * from one case to the next); a failing case is shrunk within a time budget
 * over the problem's declared shape; the counterexample reported is run
 * once more and really fails.
 *
 * The program is run by a function passed in (`run`): the CLI passes the
 * process module's, tests may pass one in-process. Nothing here touches
 * the terminal.
 */
import {seeded} from '../engine/random.js';
import type {JsonObject, Rng} from '../engine/types.js';
import {compareOutput, type CheckerKind, type Comparison} from './compare.js';
import {endEnglish, type RunEnd} from './end.js';
import {caseBreaks, expectedLine, inputText, type Problem, type WhyLine} from './problem.js';
import {enumerate, randomValue, shrinkValue, smallest, type Value} from './shape.js';

export type Verdict = 'AC' | 'WA' | 'PE' | 'RE' | 'TLE' | 'MLE' | 'OLE';

export const phaseNames = ['sample', 'edges', 'exhaustive', 'random', 'max'] as const;
export type PhaseName = (typeof phaseNames)[number];

/** What a run of the program gave: the process module's ProgramRun, read by shape. */
export interface RunResult {
	readonly stdout: string;
	readonly stderr: string;
	readonly exitCode: number | null;
	readonly signal: string | null;
	readonly wallMs: number;
	readonly peakMemoryBytes: number | null;
	/** Processor time (user + system) of the program's processes, where the platform can tell. */
	readonly cpuMs?: number | null;
	/** How long its processes waited for a processor while ready to run (a busy machine's delay), where the platform can tell. */
	readonly waitMs?: number | null;
	readonly ended: null | 'time' | 'cpu' | 'output' | 'memory' | 'stopped' | 'spawn';
	readonly spawnError?: string;
}

export interface RunLimits {
	/** Wall time: the run is stopped there (ended 'time'). */
	readonly timeMs: number;
	/** Processor time: the run is stopped past it (ended 'cpu'). */
	readonly cpuMs?: number;
	readonly outputBytes: number;
	readonly memoryBytes?: number;
}

/** Runs the program once on `input`; resolves when it (and everything it started) is gone. */
export type RunFunction = (input: string, limits: RunLimits, signal: AbortSignal) => Promise<RunResult>;

export interface JudgeOptions {
	readonly problem: Problem;
	readonly run: RunFunction;
	/** The seed of the random cases (and of the traps drawn at random). */
	readonly seed: number;
	/** How many random cases. @default defaultCases */
	readonly cases?: number;
	/** The statement's time limit times this. @default 2 */
	readonly timeFactor?: number;
	/** The shrinking's budget in ms. @default 5000 */
	readonly shrinkMs?: number;
	readonly signal?: AbortSignal;
	/** A phase begins: its name, and how many cases it has. */
	readonly onPhase?: (phase: PhaseName, cases: number) => void;
	/** Cases judged so far in the phase. */
	readonly onProgress?: (phase: PhaseName, done: number, total: number) => void;
	/** Shrinking began, and each smaller failing input it found (its size in characters). */
	readonly onShrink?: (step: number, inputChars: number) => void;
	/** The clock, in ms (tests pass their own). @default performance.now */
	readonly now?: () => number;
}

export interface Failing {
	/** The verdict of the counterexample reported (a wrong answer may turn out a crash when its case runs alone). */
	readonly verdict: Verdict;
	/** The smallest failing input found (the whole input), and how many cases it holds. */
	readonly input: string;
	readonly caseCount: number;
	/** The expected output of that input, and what the program printed (made safe by the caller before printing). */
	readonly expected: string;
	readonly got: string;
	/** The failing case's expected answer line and what the program answered there, where one case can be named. */
	readonly expectedLine: string | null;
	readonly gotLine: string | null;
	/** Why the expected answer is right, in the game's theory. */
	readonly why: readonly WhyLine[];
	/** The failing case as a catalog game's position, where it has one: `play` opens it. */
	readonly position: JsonObject | null;
	/** Run alone, the failing case fails the same way, or passes (the program keeps state from one case to the next). */
	readonly alone: 'same' | 'passes';
	/** With alone = passes: the case alone, which the program answers right. */
	readonly aloneInput: string | null;
	/** How the run ended, as data. */
	readonly end: RunEnd;
	/** How the run ended, in a few English words ("exit code 3", "killed by SIGSEGV", "2.30 s"): `--json`'s `detail`. */
	readonly detail: string;
	/** The last lines of stderr (runtime errors). */
	readonly stderr: string;
	/** The phase that found it. */
	readonly phase: PhaseName;
	/** The input the phase found first, before shrinking, in characters; and the shrinking's steps and time. */
	readonly foundChars: number;
	readonly shrinkSteps: number;
	readonly shrinkMs: number;
	/** The program was run once more on `input` and failed again the same way. */
	readonly confirmed: boolean;
	/** For a presentation error: which difference (whitespace, letter case or punctuation). */
	readonly presentation: string | null;
	/** Wall time of the failing run in ms; peak memory where known. */
	readonly wallMs: number;
	readonly peakMemoryBytes: number | null;
}

export interface JudgeResult {
	readonly problem: string;
	readonly verdict: Verdict;
	/** Cases judged (each case of each input, before shrinking). */
	readonly cases: number;
	/** Times the program was started, shrinking included. */
	readonly runs: number;
	readonly seed: number;
	readonly timeLimitMs: number;
	readonly memoryLimitBytes: number;
	readonly failing: Failing | null;
	/** The slowest run of an accepted program, in ms, and its peak memory. */
	readonly slowestMs: number;
	readonly peakMemoryBytes: number | null;
	/** The phases run, with their cases. */
	readonly phases: readonly {readonly name: PhaseName; readonly cases: number}[];
	readonly elapsedMs: number;
}

/** The program could not be run at all (not found, not executable): no verdict. Its message is the process module's reason ('' when it gave none). */
export class RunFailure extends Error {
	override readonly name = 'RunFailure';
}

/** The judging was stopped (Ctrl+C, the screen closed). */
export class JudgeStopped extends Error {
	override readonly name = 'JudgeStopped';
}

export const defaultCases = 2000;
export const defaultShrinkMs = 5000;
export const defaultTimeFactor = 2;
/** Numbers in one packed input, at most (so a pack stays a few hundred kB). */
const tokenBudget = 250_000;
/**
 * A run stopped at the wall-time limit is run once more to confirm it, with
 * this many times the limit of wall time, stopped as soon as its processor
 * time passes the limit: only then, or if it is stopped at this wider wall
 * time too (it waits rather than computes), is it a time limit exceeded.
 */
export const confirmWallFactor = 3;
/** Cases in the exhaustive phase, at most. */
const exhaustiveBudget = 5000;
const mib = 2 ** 20;

/** The random phase's cases by default: 2000, or 40 inputs' worth where the statement allows fewer cases an input. */
export function randomCases(problem: Problem): number {
	return Math.min(defaultCases, problem.framing.max * 40);
}

/** The memory limit: twice the statement's, at least 64 MiB (an interpreter's own needs); 512 MiB where the statement names none. */
export function memoryLimit(problem: Problem): number {
	return problem.memoryMb === null ? 512 * mib : Math.max(2 * problem.memoryMb, 64) * mib;
}

function tokenCount(text: string): number {
	let count = 0;
	let inToken = false;
	for (let i = 0; i < text.length; i++) {
		const space = text.charCodeAt(i) <= 32;
		if (!space && !inToken) count++;
		inToken = !space;
	}
	return count;
}

/** The cases in inputs of at most the framing's count and the token budget. */
function packs(problem: Problem, cases: readonly Value[], most = problem.framing.max): Value[][] {
	const out: Value[][] = [];
	let pack: Value[] = [];
	let tokens = 0;
	for (const value of cases) {
		const size = tokenCount(inputText(problem, [value]));
		if (pack.length > 0 && (pack.length >= most || tokens + size > tokenBudget)) {
			out.push(pack);
			pack = [];
			tokens = 0;
		}
		pack.push(value);
		tokens += size;
	}
	if (pack.length > 0) out.push(pack);
	return out;
}

/** The exhaustive phase's cases: the problem's own span, or the widest that stays within the budget. */
function exhaustiveCases(problem: Problem): Value[] {
	if (problem.exhaustive) return enumerate(problem.shape, problem.exhaustive.span, problem.exhaustive.extra, exhaustiveBudget) ?? [];
	for (const span of [30, 12, 6, 3, 2])
		for (const extra of [2, 1, 0]) {
			const all = enumerate(problem.shape, span, extra, exhaustiveBudget);
			if (all !== null) return all;
		}
	return [];
}

/** Each phase's cases, drawn from the seed. */
export function phaseCases(problem: Problem, seed: number, randomCount: number): Record<PhaseName, Value[]> {
	const rng = seeded(seed);
	const maxRng = seeded(seed + 1);
	const edges = problem.edges(seeded(seed + 2)).filter(value => caseBreaks(problem, value) === null);
	const room = problem.room ?? {random: 60, max: Number.MAX_SAFE_INTEGER};
	const random: Value[] = [];
	for (let i = 0; i < randomCount; i++) random.push(randomValue(problem.shape, rng, i % 4 === 0 ? 'small' : 'random', room.random));
	return {
		sample: [...problem.sample],
		edges: [smallest(problem.shape), ...edges],
		exhaustive: exhaustiveCases(problem),
		random,
		max: maxValues(problem, maxRng),
	};
}

/** The largest inputs' cases: two inputs' worth, each case as large as the problem lets the judge make it (`room.max`). */
function maxValues(problem: Problem, rng: Rng): Value[] {
	const room = problem.room ?? {random: 60, max: Number.MAX_SAFE_INTEGER};
	const max: Value[] = [];
	for (let i = 0; i < maxInputCases(problem) * 2; i++) max.push(randomValue(problem.shape, rng, 'max', room.max));
	return max;
}

/**
 * How many cases the largest inputs hold: the problem's `maxCases`, or the
 * framing's most. The judge's bound, where a statement's maximum (e.g. 100
 * trees of 10^5 vertices) is more than a correct program in an interpreted
 * language reads in its time; `--statement` and the README state it.
 */
export function maxInputCases(problem: Problem): number {
	return problem.maxCases ?? problem.framing.max;
}

/** The largest input judged, from one case of the largest size: its cases (fewer where 250,000 numbers would not hold them) and numbers. */
export function largestInput(problem: Problem): {readonly cases: number; readonly numbers: number} {
	const one = randomValue(problem.shape, seeded(1), 'max', (problem.room ?? {max: Number.MAX_SAFE_INTEGER}).max);
	// `packs` counts each case with the framing's own numbers (the count, the sentinel).
	const frame = tokenCount(inputText(problem, []));
	const size = tokenCount(inputText(problem, [one]));
	const cases = Math.min(maxInputCases(problem), Math.max(1, Math.floor(tokenBudget / size)));
	return {cases, numbers: cases * (size - frame) + frame};
}

interface Outcome {
	readonly verdict: Verdict;
	readonly comparison: Comparison | null;
	readonly run: RunResult;
	readonly expected: readonly string[];
}

function runEnd(run: RunResult, verdict: Verdict, limits: RunLimits): RunEnd {
	switch (verdict) {
		case 'TLE': {
			const limit = limits.cpuMs ?? limits.timeMs;
			if (run.cpuMs === undefined || run.cpuMs === null) return {kind: 'time', wallMs: run.wallMs, limitMs: limit};
			if (run.ended === 'cpu' || run.cpuMs >= limit) return {kind: 'cpu', cpuMs: run.cpuMs, limitMs: limit};
			return {kind: 'waits', wallMs: run.wallMs, cpuMs: run.cpuMs, waitMs: run.waitMs ?? null};
		}
		case 'MLE':
			return {kind: 'memory', bytes: run.peakMemoryBytes ?? 0, limitBytes: limits.memoryBytes ?? 0};
		case 'OLE':
			return {kind: 'output', limitBytes: limits.outputBytes};
		case 'RE':
			return run.signal !== null ? {kind: 'signal', signal: run.signal} : {kind: 'exit', code: run.exitCode};
		default:
			return {kind: 'ran', wallMs: run.wallMs};
	}
}

/** A run's verdict, as a judge gives it. */
function verdictOf(run: RunResult, expected: readonly string[], checker: CheckerKind): {verdict: Verdict; comparison: Comparison | null} {
	if (run.ended === 'spawn') throw new RunFailure(run.spawnError ?? '');
	if (run.ended === 'stopped') throw new JudgeStopped('stopped');
	if (run.ended === 'time' || run.ended === 'cpu') return {verdict: 'TLE', comparison: null};
	if (run.ended === 'memory') return {verdict: 'MLE', comparison: null};
	if (run.ended === 'output') return {verdict: 'OLE', comparison: null};
	const comparison = compareOutput(expected, run.stdout, checker);
	if (run.exitCode !== 0 || run.signal !== null) return {verdict: 'RE', comparison};
	if (comparison.kind === 'same') return {verdict: 'AC', comparison};
	return {verdict: comparison.kind === 'presentation' ? 'PE' : 'WA', comparison};
}

/** The index of the case the comparison blames, where it names one. */
function blamed(comparison: Comparison | null, count: number): number | null {
	if (comparison === null) return null;
	if (comparison.kind === 'wrong' || comparison.kind === 'missing' || comparison.kind === 'presentation') return Math.min(comparison.index, count - 1);
	if (comparison.kind === 'extra') return count - 1;
	return null;
}

/** What a presentation error is, in a few words. */
function presentationKind(expected: string, got: string): string {
	if (expected.toLowerCase() === got.toLowerCase()) return 'letter case';
	if (expected.replace(/\s+/g, '') === got.replace(/\s+/g, '')) return 'whitespace';
	return 'punctuation';
}

export async function judge(options: JudgeOptions): Promise<JudgeResult> {
	const {problem} = options;
	const now = options.now ?? (() => performance.now());
	const started = now();
	const signal = options.signal ?? new AbortController().signal;
	const timeLimitMs = Math.round(problem.timeMs * (options.timeFactor ?? defaultTimeFactor));
	const memoryBytes = memoryLimit(problem);
	let runs = 0;
	let cases = 0;
	let slowestMs = 0;
	let peakMemory: number | null = null;
	const answers = new Map<string, string>();
	const answerOf = (value: Value) => {
		const key = JSON.stringify(value);
		let answer = answers.get(key);
		if (answer === undefined) {
			answer = problem.answer(value);
			if (answers.size > 50_000) answers.clear();
			answers.set(key, answer);
		}
		return answer;
	};
	const expectedOf = (pack: readonly Value[]) => pack.map((value, i) => expectedLine(problem, answerOf(value), i + 1));

	const limitsFor = (count: number): RunLimits => ({timeMs: timeLimitMs, cpuMs: timeLimitMs, outputBytes: Math.min(64, count) * mib, memoryBytes});
	const once = async (pack: readonly Value[], limits: RunLimits): Promise<Outcome> => {
		if (signal.aborted) throw new JudgeStopped('stopped');
		const expected = expectedOf(pack);
		const run = await options.run(inputText(problem, pack), limits, signal);
		runs++;
		const {verdict, comparison} = verdictOf(run, expected, problem.checker ?? 'tokens');
		return {verdict, comparison, run, expected};
	};
	/** Whether a run stopped for time passed the limit in processor time, so needs no second run (true where processor time is not measured). */
	const overCpu = (run: RunResult) => run.ended === 'cpu' || run.cpuMs === undefined || run.cpuMs === null || run.cpuMs >= timeLimitMs;
	/**
	 * The pack's verdict, a time or memory limit only when confirmed: a run
	 * stopped at the wall-time limit whose processor time stayed under it is
	 * run again (confirmWallFactor), and a memory limit must be passed again.
	 */
	const attempt = async (pack: readonly Value[]): Promise<Outcome> => {
		const first = await once(pack, limitsFor(pack.length));
		if (first.verdict === 'TLE' && !overCpu(first.run)) return once(pack, {...limitsFor(pack.length), timeMs: timeLimitMs * confirmWallFactor});
		if (first.verdict === 'MLE') {
			const again = await once(pack, limitsFor(pack.length));
			return again.verdict !== 'TLE' || overCpu(again.run) ? again : once(pack, {...limitsFor(pack.length), timeMs: timeLimitMs * confirmWallFactor});
		}
		return first;
	};

	const phases: {name: PhaseName; cases: number}[] = [];
	const all = phaseCases(problem, options.seed, options.cases ?? randomCases(problem));
	for (const name of phaseNames) {
		const list = all[name];
		if (list.length === 0) continue;
		phases.push({name, cases: list.length});
		options.onPhase?.(name, list.length);
		let done = 0;
		const grouped = name === 'max' ? packs(problem, list, maxInputCases(problem)) : packs(problem, list);
		for (const pack of grouped) {
			const outcome = await attempt(pack);
			done += pack.length;
			if (outcome.verdict === 'AC') {
				cases += pack.length;
				slowestMs = Math.max(slowestMs, outcome.run.wallMs);
				if (outcome.run.peakMemoryBytes !== null) peakMemory = Math.max(peakMemory ?? 0, outcome.run.peakMemoryBytes);
				options.onProgress?.(name, done, list.length);
				continue;
			}
			const index = blamed(outcome.comparison, pack.length);
			cases += index === null ? pack.length : index + 1;
			const failing = await explainFailure(name, pack, index, outcome);
			return finish(failing.verdict, failing);
		}
	}
	return finish('AC', null);

	function finish(verdict: Verdict, failing: Failing | null): JudgeResult {
		return {
			problem: problem.id,
			verdict,
			cases,
			runs,
			seed: options.seed,
			timeLimitMs,
			memoryLimitBytes: memoryBytes,
			failing,
			slowestMs,
			peakMemoryBytes: peakMemory,
			phases,
			elapsedMs: now() - started,
		};
	}

	/**
	 * A shrinking step's run: one run. Looking for a time limit, it is
	 * stopped as soon as its processor time passes the limit (a time limit,
	 * sure at once), or at the wider wall time a confirmation has, or at the
	 * deadline; a step that cannot pass the limit before the deadline is not
	 * run (null), so the budget holds.
	 */
	async function shrinkRun(pack: readonly Value[], verdict: Verdict, deadline: number): Promise<Outcome | null> {
		if (verdict !== 'TLE') return once(pack, limitsFor(pack.length));
		const left = deadline - now();
		if (left < timeLimitMs) return null;
		return once(pack, {...limitsFor(pack.length), timeMs: Math.min(left, timeLimitMs * confirmWallFactor)});
	}

	/** Whether a pack fails with `verdict` in a shrinking step, its blamed case the last one (for a pack of one: it fails). */
	async function failsAs(pack: readonly Value[], verdict: Verdict, deadline: number): Promise<Outcome | null> {
		const outcome = await shrinkRun(pack, verdict, deadline);
		return outcome !== null && outcome.verdict === verdict ? outcome : null;
	}

	async function explainFailure(phase: PhaseName, pack: Value[], index: number | null, first: Outcome): Promise<Failing> {
		const foundChars = inputText(problem, pack).length;
		const shrinkStart = now();
		const deadline = shrinkStart + (options.shrinkMs ?? defaultShrinkMs);
		let steps = 0;
		let alone: 'same' | 'passes' = 'same';
		let aloneInput: string | null = null;
		let failingPack: Value[] = pack;
		let last: Outcome = first;
		let target: Verdict = first.verdict;
		const kind = first.comparison?.kind;
		// A wrong answer names its case: run it alone. A crash, a time or memory limit names none surely (output may be lost): fewer cases first.
		if (index !== null && (first.verdict === 'WA' || first.verdict === 'PE') && kind !== 'missing') {
			const lone = await attempt([pack[index]!]);
			if (lone.verdict === 'AC') {
				alone = 'passes';
				aloneInput = inputText(problem, [pack[index]!]);
				failingPack = await fewerEarlier(pack.slice(0, index + 1));
			} else {
				failingPack = [pack[index]!];
				last = lone;
				target = lone.verdict;
			}
		} else if (pack.length > 1) {
			failingPack = await fewerCases(pack);
			if (failingPack.length > 1) {
				const lone = await attempt([failingPack.at(-1)!]);
				if (lone.verdict === 'AC') {
					alone = 'passes';
					aloneInput = inputText(problem, [failingPack.at(-1)!]);
				} else if (lone.verdict === target) {
					failingPack = [failingPack.at(-1)!];
					last = lone;
				}
			}
		}
		if (failingPack.length === 1 && alone === 'same') {
			let current = failingPack[0]!;
			let improved = true;
			while (improved && now() < deadline) {
				improved = false;
				const candidates: Value[] = [];
				for (const candidate of shrinkValue(problem.shape, current)) {
					if (caseBreaks(problem, candidate) === null) candidates.push(candidate);
					if (candidates.length >= 400) break;
				}
				const found = await firstFailing(candidates, target, deadline);
				if (found !== null) {
					current = found.value;
					failingPack = [current];
					last = found.outcome;
					steps++;
					options.onShrink?.(steps, inputText(problem, failingPack).length);
					improved = true;
				}
			}
		}

		/** Earlier cases removed, the failing one kept last, while it still fails there the same way. */
		async function fewerEarlier(start: Value[]): Promise<Value[]> {
			let current = start;
			let shrinking = true;
			while (shrinking && now() < deadline) {
				shrinking = false;
				const earlier = current.slice(0, -1);
				for (let size = Math.max(1, Math.floor(earlier.length / 2)); size >= 1 && !shrinking && earlier.length > 0; size = Math.floor(size / 2)) {
					for (let from = 0; from + size <= earlier.length && now() < deadline; from += size) {
						const candidate = [...earlier.slice(0, from), ...earlier.slice(from + size), current.at(-1)!];
						const outcome = await failsAs(candidate, target, deadline);
						if (outcome !== null && blamed(outcome.comparison, candidate.length) === candidate.length - 1) {
							current = candidate;
							last = outcome;
							steps++;
							options.onShrink?.(steps, inputText(problem, candidate).length);
							shrinking = true;
							break;
						}
					}
				}
			}
			return current;
		}

		/** Cases removed, halves first, while the input still fails the same way. */
		async function fewerCases(start: Value[]): Promise<Value[]> {
			let current = start;
			// Each step that still fails a time or memory limit costs that limit: the largest case alone first, the likeliest culprit.
			if ((target === 'TLE' || target === 'MLE') && current.length > 1) {
				const sizes = current.map(value => inputText(problem, [value]).length);
				const largest = [current[sizes.indexOf(Math.max(...sizes))]!];
				const outcome = await failsAs(largest, target, deadline);
				if (outcome !== null) {
					current = largest;
					last = outcome;
					steps++;
					options.onShrink?.(steps, inputText(problem, largest).length);
				}
			}
			let shrinking = true;
			while (shrinking && current.length > 1 && now() < deadline) {
				shrinking = false;
				for (let size = Math.floor(current.length / 2); size >= 1 && !shrinking; size = Math.floor(size / 2)) {
					for (let from = 0; from + size <= current.length && now() < deadline; from += size) {
						const candidate = [...current.slice(0, from), ...current.slice(from + size)];
						const outcome = await failsAs(candidate, target, deadline);
						if (outcome !== null) {
							current = candidate;
							last = outcome;
							steps++;
							options.onShrink?.(steps, inputText(problem, candidate).length);
							shrinking = true;
							break;
						}
					}
				}
			}
			return current;
		}
		const shrinkMs = now() - shrinkStart;
		// The counterexample once more: it must really fail.
		let again = await attempt(failingPack);
		if (again.verdict !== last.verdict && (target === 'TLE' || target === 'MLE') && failingPack !== pack) {
			// A limit is reported only where it was seen twice: the input found first was (its run was confirmed).
			failingPack = pack;
			last = first;
			again = first;
			steps = 0;
		}
		const same = again.verdict === last.verdict;
		const final = same ? again : last;
		// A time limit whose last run stayed under the limit in processor time is not confirmed, however often it was seen.
		const confirmed = same && !(final.verdict === 'TLE' && !overCpu(final.run));
		const at = blamed(final.comparison, failingPack.length);
		const value = failingPack[at ?? failingPack.length - 1]!;
		const comparison = final.comparison;
		const gotLine =
			comparison && (comparison.kind === 'wrong' || comparison.kind === 'presentation') ? comparison.got : comparison?.kind === 'missing' ? '' : null;
		const solved = problem.solve(value, gotLine === null ? undefined : stripCase(gotLine));
		const expectedText = `${final.expected.join('\n')}\n`;
		const end = runEnd(final.run, final.verdict, limitsFor(failingPack.length));
		return {
			verdict: final.verdict,
			input: inputText(problem, failingPack),
			caseCount: failingPack.length,
			expected: expectedText,
			got: final.run.stdout,
			expectedLine: at === null ? null : final.expected[at]!,
			gotLine,
			why: solved.why,
			position: solved.position,
			alone,
			aloneInput,
			end,
			detail: endEnglish(end),
			stderr: final.run.stderr,
			phase,
			foundChars,
			shrinkSteps: steps,
			shrinkMs,
			confirmed,
			presentation: comparison?.kind === 'presentation' ? presentationKind(comparison.expected, comparison.got) : null,
			wallMs: final.run.wallMs,
			peakMemoryBytes: final.run.peakMemoryBytes,
		};
	}

	/** `Case 3: 5` → `5`: the answer part of a line, for problems that point at the first wrong part. */
	function stripCase(line: string): string {
		return line.replace(/^Case\s+\d+:\s*/, '');
	}

	/**
	 * The first of `candidates` that fails alone with `verdict`: tried many to
	 * an input, the first blamed one then run alone to confirm; one by one
	 * when a packed run names no case.
	 */
	async function firstFailing(candidates: readonly Value[], verdict: Verdict, deadline: number): Promise<{value: Value; outcome: Outcome} | null> {
		let from = 0;
		const batch = Math.max(1, Math.min(problem.framing.max, 50));
		while (from < candidates.length && now() < deadline) {
			const group = packs(problem, candidates.slice(from, from + batch))[0]!;
			if (group.length > 1) {
				const outcome = await shrinkRun(group, verdict, deadline);
				if (outcome === null) return null;
				const index = outcome.verdict === 'AC' ? null : blamed(outcome.comparison, group.length);
				if (outcome.verdict === 'AC') {
					from += group.length;
					continue;
				}
				if (index !== null) {
					const lone = await failsAs([group[index]!], verdict, deadline);
					if (lone !== null) return {value: group[index]!, outcome: lone};
					// Not alone: go on after it, one by one up to it being excluded.
					for (let i = 0; i < index && now() < deadline; i++) {
						const one = await failsAs([group[i]!], verdict, deadline);
						if (one !== null) return {value: group[i]!, outcome: one};
					}
					from += index + 1;
					continue;
				}
			}
			for (let i = 0; i < group.length && now() < deadline; i++) {
				const one = await failsAs([group[i]!], verdict, deadline);
				if (one !== null) return {value: group[i]!, outcome: one};
			}
			from += group.length;
		}
		return null;
	}
}
