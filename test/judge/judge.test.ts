import {describe, expect, it} from 'vitest';
import {judge} from '../../source/judge/judge.js';
import {hdu1846} from '../../source/judge/problems/hdu1846.js';
import {bashProgram, fakeRun} from './fake.js';

describe('judge, in-process programs', () => {
	it('accepts a correct Bash program through every phase', async () => {
		const result = await judge({problem: hdu1846, run: fakeRun(bashProgram()), seed: 1});
		expect(result.verdict).toBe('AC');
		expect(result.failing).toBeNull();
		expect(result.phases.map(p => p.name)).toEqual(['sample', 'edges', 'exhaustive', 'random', 'max']);
		console.log(result.cases, result.runs, result.elapsedMs);
	});

	it('catches n mod m and shrinks it small', async () => {
		const result = await judge({problem: hdu1846, run: fakeRun(bashProgram('mod-m')), seed: 1});
		expect(result.verdict).toBe('WA');
		console.log(result.failing);
	});
	it('PE', async () => {
		const result = await judge({problem: hdu1846, run: fakeRun(bashProgram('words')), seed: 1});
		expect(result.verdict).toBe('PE');
		console.log(result.failing);
	});
	it('RE', async () => {
		const result = await judge({problem: hdu1846, run: fakeRun(bashProgram('crash-big')), seed: 1});
		expect(result.verdict).toBe('RE');
		console.log(result.failing);
	});
});
