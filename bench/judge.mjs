// The judge, end to end through the built CLI: `node bench/judge.mjs [--runs N]`
// (after `npm run build`). Compiles fixtures of test/fixtures/judge/ once (not
// timed), then judges each with `game-arcade judge <problem> --seed S --json`
// N times (default 3, seeds 1..N) and prints one JSON line per program: the
// verdict, the wall time of the whole judging (median and worst), the runs,
// and the size of the counterexample (its cases, and for lists their entries).
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'dist', 'cli.js');
const runsAt = process.argv.indexOf('--runs');
const count = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
const build = mkdtempSync(join(tmpdir(), 'judge-bench-'));

/** The targets: a correct hdu1846 judged whole, and the mistakes whose counterexample a person would write. */
const programs = [
	{problem: 'hdu1846', file: 'ok.cpp', target: 'AC within 10 s'},
	{problem: 'hdu1846', file: 'wrong-offbyone.cpp', target: 'caught and shrunk within 10 s; n, m <= 10'},
	{problem: 'poj1704', file: 'wrong-nosort.cpp', target: 'at most 3 chips'},
	{problem: 'hdu3537', file: 'wrong-repeats.cpp', target: 'at most 3 positions'},
];

try {
	for (const program of programs) {
		const exe = join(build, `${program.problem}-${program.file.replace('.cpp', '')}`);
		execFileSync('g++', ['-O2', '-std=c++17', '-o', exe, join(root, 'test', 'fixtures', 'judge', program.problem, program.file)]);
		const times = [];
		let last;
		for (let seed = 1; seed <= count; seed++) {
			const start = performance.now();
			const run = spawnSync(process.execPath, [cli, 'judge', program.problem, '--seed', String(seed), '--json', '--', exe], {
				encoding: 'utf8',
				maxBuffer: 1 << 28,
			});
			times.push((performance.now() - start) / 1000);
			last = JSON.parse(run.stdout);
		}
		times.sort((a, b) => a - b);
		const numbers = last.failing === null ? [] : last.failing.input.trim().split('\n').slice(1);
		console.log(
			JSON.stringify({
				problem: program.problem,
				program: program.file,
				target: program.target,
				verdict: last.verdict,
				medianSeconds: Number(times[Math.floor(times.length / 2)].toFixed(2)),
				worstSeconds: Number(times.at(-1).toFixed(2)),
				runs: last.runs,
				counterexample: last.failing === null ? null : {cases: last.failing.caseCount, lines: numbers, shrinkSeconds: last.failing.shrinkMs / 1000},
			}),
		);
	}
} finally {
	rmSync(build, {recursive: true, force: true});
}
