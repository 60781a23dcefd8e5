/**
 * Programs run in-process, for the judge's tests: each reads the input text
 * and answers as a program would, right or with a classic mistake, and
 * returns what the process module would (no process is started).
 */
import type {RunFunction, RunResult} from '../../source/judge/judge.js';

export type FakeProgram = (input: string) => string;

/** A run function for a program written as a function of its whole input; a thrown error is a crash (exit code 1). */
export function fakeRun(program: FakeProgram, counter?: {runs: number}): RunFunction {
	return async input => {
		if (counter) counter.runs++;
		let stdout = '';
		let exitCode = 0;
		let stderr = '';
		try {
			stdout = program(input);
		} catch (error) {
			exitCode = 1;
			stderr = String(error);
		}
		const result: RunResult = {stdout, stderr, exitCode, signal: null, wallMs: 1, peakMemoryBytes: null, ended: null};
		return result;
	};
}

/** The whitespace-separated numbers of an input, and a reader over them. */
export function reader(input: string) {
	const tokens = input
		.split(/\s+/)
		.filter(t => t !== '')
		.map(Number);
	let at = 0;
	return {next: () => tokens[at++]!, more: () => at < tokens.length};
}

/** Bash (hdu1846): right, or with the off-by-one of testing n mod m. */
export function bashProgram(mistake: 'none' | 'mod-m' | 'words' | 'crash-big' = 'none'): FakeProgram {
	return input => {
		const r = reader(input);
		const c = r.next();
		const out: string[] = [];
		for (let i = 0; i < c; i++) {
			const n = r.next();
			const m = r.next();
			if (mistake === 'crash-big' && n > 500 && m > 500) throw new Error('segfault');
			const lost = mistake === 'mod-m' ? n % m === 0 : n % (m + 1) === 0;
			out.push(mistake === 'words' ? (lost ? 'Second' : 'First') : lost ? 'second' : 'first');
		}
		return `${out.join('\n')}\n`;
	};
}

/** S-Nim (hdu1536): right, or with its table of values kept from one block to the next (not cleared when S changes). */
export function sNimProgram(mistake: 'none' | 'keep-table' = 'none'): FakeProgram {
	return input => {
		const r = reader(input);
		const out: string[] = [];
		let table: number[] = [];
		for (;;) {
			const k = r.next();
			if (k === 0 || k === undefined) break;
			const set: number[] = [];
			for (let i = 0; i < k; i++) set.push(r.next());
			if (mistake === 'none') table = [];
			const grundy = (n: number): number => {
				for (let x = table.length; x <= n; x++) {
					const seen = new Set(set.filter(s => s <= x).map(s => table[x - s]!));
					let g = 0;
					while (seen.has(g)) g++;
					table.push(g);
				}
				return table[n]!;
			};
			const m = r.next();
			let line = '';
			for (let i = 0; i < m; i++) {
				const l = r.next();
				let x = 0;
				for (let j = 0; j < l; j++) x ^= grundy(r.next());
				line += x === 0 ? 'L' : 'W';
			}
			out.push(line);
		}
		return `${out.join('\n')}\n`;
	};
}
