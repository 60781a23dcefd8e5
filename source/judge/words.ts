/**
 * Every word the judge shows people, in one place: functions of data, so a
 * second language is a second copy of this file and nothing else changes.
 * (The statements of the problems are in their own files; the why lines are
 * the engine's.)
 */
import type {PhaseName, Verdict} from './judge.js';

export const verdictNames: Readonly<Record<Verdict, string>> = {
	AC: 'Accepted',
	WA: 'Wrong answer',
	PE: 'Presentation error',
	RE: 'Runtime error',
	TLE: 'Time limit exceeded',
	MLE: 'Memory limit exceeded',
	OLE: 'Output limit exceeded',
};

export const phaseWords: Readonly<Record<PhaseName, string>> = {
	sample: 'the sample',
	edges: 'the traps of the statement',
	exhaustive: 'every small case',
	random: 'random cases',
	max: 'the largest inputs',
};

export const judgeWords = {
	phase: (phase: PhaseName, cases: number) => `${phaseWords[phase]} (${cases} ${cases === 1 ? 'case' : 'cases'})`,
	progress: (phase: PhaseName, done: number, total: number) => `${phaseWords[phase]}: ${done}/${total}`,
	shrinking: (step: number, chars: number) => `shrinking: step ${step}, ${chars} characters`,
	accepted: (problem: string, cases: number, runs: number, seconds: string, slowest: string) =>
		`${verdictNames.AC}: ${problem}, ${cases} cases in ${runs} runs (${seconds} s; the slowest run ${slowest} s).`,
	verdictLine: (verdict: Verdict, problem: string, detail: string | null) =>
		`${verdictNames[verdict]} (${verdict}) on ${problem}${detail === null ? '.' : `: ${detail}.`}`,
	foundIn: (phase: PhaseName, cases: number) => `Found in ${phaseWords[phase]}, after ${cases} ${cases === 1 ? 'case' : 'cases'} judged.`,
	shrunk: (steps: number, from: number, to: number, seconds: string) =>
		steps === 0 ? 'Not shrunk: no smaller failing input was found.' : `Shrunk in ${steps} steps (${seconds} s) from ${from} to ${to} characters of input.`,
	input: 'Input:',
	expected: 'Expected output:',
	got: 'Your output:',
	nothing: '(nothing)',
	cut: (more: number) => `… (${more} more lines; --save writes the whole input)`,
	caseExpected: (expected: string, got: string) => `The case's answer: expected \`${expected}\`, got ${got === '' ? 'nothing' : `\`${got}\``}.`,
	presentation: (kind: string, expected: string, got: string) => `\`${got}\` where \`${expected}\` is expected: only the ${kind} differs.`,
	stateful: 'Your program keeps state from one case to the next: run alone, this case is answered right; after the cases before it, wrongly.',
	aloneInput: 'The case alone (answered right):',
	stackOverflow: 'A stack overflow? The input is deep (a long path); a recursive search overflows a default stack.',
	stderr: 'The last lines of stderr:',
	why: 'Why:',
	notConfirmed: 'Run once more, this input did not fail the same way: the program does not answer the same input the same way each time.',
	play: 'See it on the board, with hints:',
	seed: (seed: number) => `Seed ${seed}; to run this judging again:`,
	saved: (input: string, output: string) => `Saved ${input} and ${output}.`,
	memory: (mib: number) => `${mib} MiB`,
	listHeader: ['problem', 'aliases', 'title', 'game', 'lesson'] as const,
	statementLimits: (seconds: string, memory: string, framing: string) => `Limits: ${seconds} s, ${memory}. ${framing}`,
	noMemoryLimit: 'no memory limit stated',
	framing: (kind: 'count' | 'eof' | 'sentinel', max: number, text?: string) =>
		kind === 'count' ? `Cases: a count first (at most ${max}).` : kind === 'eof' ? 'Cases: until the end of the input.' : `Cases: until a line \`${text}\`.`,
	judgedUpTo: (cases: number, most: number) =>
		`Judged up to ${cases} ${cases === 1 ? 'case' : 'cases'} of the largest size in one input${cases < most ? ` (other inputs hold up to ${most}; as many of the largest would take a correct but slowly reading program longer than its time)` : ''}.`,
	sampleInput: 'Sample input:',
	sampleOutput: 'Sample output:',
	lesson: (concept: string) => `Lesson: \`game-arcade learn ${concept}\`.`,
};
