/**
 * The lab's jobs: "prove the period" where a table has none yet (P), its
 * progress while the table stays browsable, Esc stopping it with nothing
 * kept, and a table longer than an analysis computes, grown by a job.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render} from 'ink-testing-library';
import {LabScreen} from '../../../source/ui/screens/lab.js';
import {canProve, initLab, labJobOf, labReducer, type LabState} from '../../../source/ui/lab/state.js';
import {labLines} from '../../../source/ui/lab/layout.js';
import {linesText} from '../../../source/ui/lines.js';
import {runJob} from '../../../source/jobs/run.js';
import {setKnownValues, type KnownTable, type KnownValues} from '../../../source/engine/breaking-values.js';
import {formatTable} from '../../../source/analyze/table-format.js';
import {screen, waitForFrame} from '../helpers.js';

afterEach(() => {
	cleanup();
	// Each test starts with the session's tables afresh.
	setKnownValues(null);
});

/** Runs the state's job to its end, as the screen does, and hands the result to the reducer. */
async function finishJob(state: LabState): Promise<LabState> {
	const job = labJobOf(state);
	expect(job).not.toBeNull();
	const result = await runJob(job!);
	return labReducer(state, {type: 'jobDone', id: state.job!.id, result, elapsedMs: 1500});
}

describe("the lab's jobs", () => {
	it('offers to prove the period of 0.16, which no analysis proves within its bound, and proves it (149,459, repeating from 105,351)', async () => {
		let state = initLab('octal', [], {code: '0.16'});
		expect(state.table?.period).toBeNull();
		expect(canProve(state)).toBe(true);
		expect(linesText(labLines(state, screen))).toContain('P prove the period');
		state = labReducer(state, {type: 'prove'});
		expect(state.job).toMatchObject({prove: true, open: true});
		const running = linesText(labLines(state, screen));
		expect(running).toContain('⧗ ');
		expect(running).toContain('esc stop the job');
		state = await finishJob(state);
		expect(state.job).toBeNull();
		expect(state.table?.period).toMatchObject({period: 149_459n, preperiod: 105_351n});
		expect(state.notice).toMatch(/^Period 149459 from n = 105351 proven in 2 s \(\d[\d,]* values\)\.$/);
		expect(canProve(state)).toBe(false);
		expect(linesText(labLines(state, screen))).toContain('┆ period 149459 from n = 105351');
	});

	it('says there is nothing to prove where a table has its period or a closed form', () => {
		const kayles = labReducer(initLab('kayles'), {type: 'prove'});
		expect(kayles.job).toBeNull();
		expect(kayles.notice).toBe('The period is proven already: 12 from n = 71.');
		const nim = labReducer(initLab('nim'), {type: 'prove'});
		expect(nim.job).toBeNull();
		expect(nim.notice).toContain('closed form');
	});

	it('stops a job on Esc with nothing kept, the table as it was', () => {
		let state = labReducer(initLab('octal', [], {code: '0.16'}), {type: 'prove'});
		const before = state.table;
		state = labReducer(state, {type: 'stopJob'});
		expect(state.job).toBeNull();
		expect(state.table).toBe(before);
		expect(state.notice).toBe('Stopped: nothing was kept.');
		// A late report of the stopped job changes nothing.
		expect(labReducer(state, {type: 'jobProgress', id: 1e9, done: 5, elapsedMs: 5})).toBe(state);
	});

	it("grows Grundy's game past the values an analysis computes by a job, the cursor where it was going", async () => {
		let state = initLab('grundy');
		// 300, 1200, 4800, 19200, 76800 rows are computed at once; 307200 needs a job.
		for (let i = 0; i < 40 && state.job === null; i++) state = labReducer(state, {type: 'move', dx: 0, dy: 10_000, perRow: 10});
		expect(state.job).toMatchObject({prove: false, open: false, rows: 307_200});
		const text = linesText(labLines(state, screen));
		expect(text).toMatch(/\[#*\.*\] [\d,]+\/307,200 values \d+%/);
		state = await finishJob(state);
		expect(state.table?.values.length).toBe(307_200);
		expect(state.notice).toMatch(/^Computed 307,200 values in 2 s\.$/);
	}, 30_000);

	it('marks what came from the cache: a period proven once is read, not proven again, in the lab and in `table`', async () => {
		const entries = new Map<string, KnownTable>();
		const memory: KnownValues = {get: key => entries.get(key) ?? null, put: (key, known) => void entries.set(key, known)};
		setKnownValues(memory);
		let state = labReducer(initLab('octal', [], {code: '0.16'}), {type: 'prove'});
		expect(state.table?.known).toBeNull();
		state = await finishJob(state);
		expect(state.notice).toContain('Kept in the cache for next time.');
		expect(entries.size).toBe(1);
		// A new run: the session's tables start afresh and ask the cache.
		setKnownValues(memory);
		const again = initLab('octal', [], {code: '0.16'});
		expect(again.table?.period).toMatchObject({period: 149_459n});
		expect(again.table?.known).toEqual({values: expect.any(BigInt), period: true});
		expect(again.table!.known!.values).toBeGreaterThan(105_351n + 149_459n);
		expect(canProve(again)).toBe(false);
		const text = linesText(labLines(again, screen));
		expect(text).toContain('⌂ from the cache');
		expect(text).toMatch(/⌂ read from the cache \(proven before\): the values of n < [\d,]+ and the period/);
		expect(formatTable(again.table!, 'text')).toMatch(
			/^Read from the cache \(proven before; its checksum, first values and any period checked as read\): the values of n < [\d,]+ and the period\.$/m,
		);
		// Without the cache nothing is marked.
		setKnownValues(null);
		expect(initLab('octal', [], {code: '0.16'}).table?.known).toBeNull();
	});

	it('draws the job on the screen and stops it with Esc, the lab still open', async () => {
		const app = render(<LabScreen game="octal" params={{code: '0.16'}} size={screen} active onBack={() => undefined} />);
		await waitForFrame(app, 'P prove the period');
		app.stdin.write('P');
		await waitForFrame(app, '⧗ ');
		app.stdin.write('\u001B');
		const frame = await waitForFrame(app, 'Stopped: nothing was kept.');
		expect(frame).toContain('Lab · Octal');
	});
});
