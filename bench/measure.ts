/**
 * The benchmarks of `npm run bench` (bench/run.mjs bundles this file and
 * calls `main`). Everything is measured side by side in one run, so the
 * ratios hold even though absolute times vary from machine to machine:
 *
 * 1. cold start to the first menu frame in a pseudo-terminal, the arcade
 *    against a minimal Ink app (a select menu of three items, bundled the
 *    same way), alternating runs, medians;
 * 2. key press to updated frame on the heaviest boards: from writing the key
 *    to the end of the frame it causes (Ink ends every frame with the
 *    synchronized-output marker ESC[?2026l), median and 95th percentile;
 * 3. engine throughput (bench/engine.ts, and a C++ reference for nim
 *    products when g++ is there), and `analyze --jsonl` on a mixed batch;
 * 4. peak memory (VmHWM) and CPU time of the arcade idling on each board;
 * 5. the worst inputs the README's limits admit (bench/worst-cases.ts), each
 *    through `analyze --jsonl` on the built CLI: wall time and peak RSS
 *    against the budget of 2 s and 1 GB, and refusals checked to be refusals.
 *
 * Prints a table, writes bench/results.json, and rewrites the figures
 * section of BENCHMARKS.md (between its markers).
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {cpus, loadavg, tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {childEnv, cliPath, frameEnd, keys, root, spawnTerminal, type TerminalSession} from '../test/e2e/terminal.js';
import {gameIds} from '../source/engine/catalog.js';
import {heavyBoards, jsonlBatch} from './positions.js';
import {tableArgs, worstCases} from './worst-cases.js';

export interface BenchOptions {
	/** Where run.mjs put the bundles (and where the C++ reference is compiled). */
	readonly cache: string;
	/** The minimal Ink app, bundled like the CLI. */
	readonly minimalApp: string;
	/** bench/engine.ts, bundled like the CLI. */
	readonly engineBench: string;
	/** Fewer runs, for trying the benchmark out. */
	readonly quick?: boolean;
	/** Only the worst inputs (section 5), printed, nothing written. */
	readonly worstOnly?: boolean;
	/** Only the cold start, printed (for trying a change to the start-up). */
	readonly startupOnly?: boolean;
}

const sleep = async (ms: number) =>
	new Promise<void>(resolve => {
		setTimeout(resolve, ms);
	});

function quantile(values: readonly number[], q: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	if (sorted.length === 0) return Number.NaN;
	// Nearest rank.
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const median = (values: readonly number[]) => quantile(values, 0.5);
const round = (x: number, digits = 1) => Number(x.toFixed(digits));

/** Resolves with the arrival time of the output that completes a frame containing `text` (from now on). */
function nextFrame(session: TerminalSession, text: string | null, timeoutMs: number): Promise<number | null> {
	return new Promise(resolve => {
		let seen = '';
		let textAt = -1;
		const timer = setTimeout(() => {
			stop();
			resolve(null);
		}, timeoutMs);
		const stop = session.onData((data, at) => {
			seen += data;
			if (textAt < 0) textAt = text === null ? 0 : seen.indexOf(text);
			if (textAt >= 0 && seen.includes(frameEnd, textAt)) {
				clearTimeout(timer);
				stop();
				resolve(at);
			}
		});
	});
}

function configHome(): {env: Record<string, string>; done: () => void} {
	const home = mkdtempSync(join(tmpdir(), 'game-arcade-bench-'));
	return {env: childEnv({HOME: home, XDG_CONFIG_HOME: join(home, '.config')}), done: () => rmSync(home, {recursive: true, force: true})};
}

// ---------------------------------------------------------------------------
// 1. Cold start.

/** Wall time to the end of the first frame, and the CPU time (ms, all threads) the process had used by then. */
async function firstFrame(file: string, args: readonly string[], text: string, env: Record<string, string>): Promise<{wall: number; cpu: number | null}> {
	const start = performance.now();
	const session = spawnTerminal(process.execPath, [file, ...args], {columns: 100, rows: 30, env});
	const at = await nextFrame(session, text, 20_000);
	const stat = procStat(session.pid);
	session.kill();
	await session.exited;
	if (at === null) throw new Error(`no frame with "${text}" from ${file}; the screen:\n${session.screen()}`);
	return {wall: at - start, cpu: stat === null ? null : (stat.cpuTicks / clockTicks) * 1000};
}

async function coldStart(options: BenchOptions) {
	const runs = options.quick ? 5 : 21;
	const {env, done} = configHome();
	const arcade: number[] = [];
	const minimal: number[] = [];
	const arcadeCpu: number[] = [];
	const minimalCpu: number[] = [];
	try {
		// One run of each first, so both find their files in the page cache.
		await firstFrame(cliPath, [], 'Quit', env);
		await firstFrame(options.minimalApp, [], 'Third', env);
		for (let i = 0; i < runs; i++) {
			// Alternate, and alternate who goes first, so load changes hit both alike.
			const order = i % 2 === 0 ? ['arcade', 'minimal'] : ['minimal', 'arcade'];
			for (const which of order) {
				const arcadeRun = which === 'arcade';
				const {wall, cpu} = arcadeRun ? await firstFrame(cliPath, [], 'Quit', env) : await firstFrame(options.minimalApp, [], 'Third', env);
				(arcadeRun ? arcade : minimal).push(wall);
				if (cpu !== null) (arcadeRun ? arcadeCpu : minimalCpu).push(cpu);
			}
		}
	} finally {
		done();
	}
	return {
		runs,
		arcadeMs: round(median(arcade)),
		minimalMs: round(median(minimal)),
		ratio: round(median(arcade) / median(minimal), 3),
		// CPU time at the first frame (Linux, in clock ticks of 10 ms): less sensitive to the machine's load than wall time.
		arcadeCpuMs: arcadeCpu.length > 0 ? round(median(arcadeCpu)) : null,
		minimalCpuMs: minimalCpu.length > 0 ? round(median(minimalCpu)) : null,
		cpuRatio: arcadeCpu.length > 0 && minimalCpu.length > 0 ? round(median(arcadeCpu) / median(minimalCpu), 3) : null,
		arcadeAllMs: arcade.map(x => round(x)),
		minimalAllMs: minimal.map(x => round(x)),
	};
}

/** Wall time of short commands without a terminal: node itself, --version, analyze. */
function commandTimes(quick: boolean) {
	const runs = quick ? 5 : 11;
	const time = (args: string[]) => {
		const times: number[] = [];
		for (let i = 0; i < runs; i++) {
			const start = performance.now();
			const result = spawnSync(process.execPath, args, {encoding: 'utf8', env: childEnv(), stdio: ['ignore', 'pipe', 'pipe']});
			times.push(performance.now() - start);
			if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
		}
		return round(median(times));
	};
	return {
		nodeMs: time(['-e', '0']),
		versionMs: time([cliPath, '--version']),
		analyzeMs: time([cliPath, 'analyze', 'nim', '7', '9', '12', '15', '--json']),
	};
}

// ---------------------------------------------------------------------------
// 2 and 4. Key presses, then idling, on the heaviest boards.

function procStat(pid: number): {cpuTicks: number} | null {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		// utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
		return {cpuTicks: Number(fields[11]) + Number(fields[12])};
	} catch {
		return null;
	}
}

function procMemory(pid: number): {peakRssMb: number; rssMb: number} | null {
	try {
		const status = readFileSync(`/proc/${pid}/status`, 'utf8');
		const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
		return {peakRssMb: round(kb('VmHWM') / 1024), rssMb: round(kb('VmRSS') / 1024)};
	} catch {
		return null;
	}
}

const clockTicks = (() => {
	try {
		return Number(execFileSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}).trim()) || 100;
	} catch {
		return 100;
	}
})();

async function boardRun(board: ReturnType<typeof heavyBoards>[number], quick: boolean, idleSeconds: number) {
	const {env, done} = configHome();
	const session = spawnTerminal(process.execPath, [cliPath, 'play', ...board.args, '--hints'], {columns: 100, rows: 30, env});
	try {
		await session.waitFor(board.ready, 20_000);
		await session.waitFor('hint: the move', 20_000);
		await sleep(300);
		const rounds = quick ? 1 : 3;
		const latencies: number[] = [];
		let missed = 0;
		for (let round = 0; round < rounds; round++) {
			for (const key of board.keys) {
				// The previous frame is out and Ink's 32 ms render throttle has lapsed.
				await sleep(60);
				const frame = nextFrame(session, null, 2000);
				const start = performance.now();
				session.write(keys[key as keyof typeof keys] ?? key);
				const at = await frame;
				if (at === null) missed++;
				else latencies.push(at - start);
			}
		}
		// Playing a move (the engine analyses the new position for the hint) and undoing it.
		const moves: number[] = [];
		if (board.enterPlays === true) {
			for (let round = 0; round < (quick ? 2 : 5); round++) {
				for (const key of ['\r', 'u']) {
					await sleep(100);
					const frame = nextFrame(session, null, 3000);
					const start = performance.now();
					session.write(key);
					const at = await frame;
					if (at === null) missed++;
					else moves.push(at - start);
					// Let the computer answer before undoing.
					if (key === '\r')
						await session.waitFor(/Computer \w+ /, 5000).then(
							async () => sleep(200),
							() => undefined,
						);
				}
			}
		}
		// Idle: the board on screen, nothing pressed.
		await sleep(1000);
		const before = procStat(session.pid);
		const bytesBefore = session.output().length;
		const startIdle = performance.now();
		await sleep(idleSeconds * 1000);
		const after = procStat(session.pid);
		const idleWall = (performance.now() - startIdle) / 1000;
		const quiet = session.output().length === bytesBefore;
		const memory = procMemory(session.pid);
		session.write('\u0003');
		await session.waitForExit(10_000);
		return {
			board: board.name,
			presses: latencies.length,
			missed,
			medianMs: round(median(latencies)),
			p95Ms: round(quantile(latencies, 0.95)),
			maxMs: round(Math.max(...latencies)),
			moveKeys: moves.length,
			moveMedianMs: moves.length > 0 ? round(median(moves)) : null,
			moveP95Ms: moves.length > 0 ? round(quantile(moves, 0.95)) : null,
			idleCpuPercent: before && after ? round(((after.cpuTicks - before.cpuTicks) / clockTicks / idleWall) * 100, 2) : null,
			idleSeconds,
			idleQuiet: quiet,
			peakRssMb: memory?.peakRssMb ?? null,
			rssMb: memory?.rssMb ?? null,
		};
	} finally {
		session.kill();
		done();
	}
}

// ---------------------------------------------------------------------------
// 3. Engine throughput.

function engineFigures(engineBench: string): Record<string, number> {
	const out = execFileSync(process.execPath, [engineBench], {encoding: 'utf8', env: childEnv(), maxBuffer: 1 << 20});
	return JSON.parse(out.trim().split('\n').pop()!) as Record<string, number>;
}

/** Products per second of the C++ reference, compiled here with g++ -O2; null without g++. */
function cppNimProducts(cache: string): number | null {
	const binary = join(cache, 'nimproduct');
	const compiled = spawnSync('g++', ['-O2', '-std=c++17', '-o', binary, join(root, 'bench', 'ref', 'nimproduct.cpp')], {encoding: 'utf8'});
	if (compiled.error || compiled.status !== 0) return null;
	const rates: number[] = [];
	for (let i = 0; i < 3; i++) rates.push(Number(execFileSync(binary, {encoding: 'utf8'}).trim().split(' ')[0]));
	return Math.round(median(rates));
}

async function jsonlThroughput(lines: number, runs: number, only?: string) {
	const dir = mkdtempSync(join(tmpdir(), 'game-arcade-jsonl-'));
	const file = join(dir, 'batch.jsonl');
	writeFileSync(file, jsonlBatch(lines, only));
	const times: number[] = [];
	let outputLines = 0;
	let errors = 0;
	try {
		for (let i = 0; i < runs; i++) {
			const start = performance.now();
			const result = await new Promise<{stdout: string; code: number | null}>((resolve, reject) => {
				const child = spawn(process.execPath, [cliPath, 'analyze', '--jsonl'], {env: childEnv(), stdio: ['pipe', 'pipe', 'inherit']});
				const chunks: Buffer[] = [];
				child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
				child.on('error', reject);
				child.on('close', code => {
					resolve({stdout: Buffer.concat(chunks).toString('utf8'), code});
				});
				child.stdin.end(readFileSync(file));
			});
			times.push(performance.now() - start);
			const out = result.stdout.trimEnd().split('\n');
			outputLines = out.length;
			errors = out.filter(line => line.startsWith('{"error"')).length;
		}
	} finally {
		rmSync(dir, {recursive: true, force: true});
	}
	const seconds = median(times) / 1000;
	return {lines, outputLines, errors, seconds: round(seconds, 2), positionsPerSecond: Math.round(lines / seconds)};
}

// ---------------------------------------------------------------------------
// 5. The worst inputs within the limits.

interface WorstRun {
	readonly name: string;
	readonly seconds: number;
	readonly peakRssMb: number | null;
	/** The answer was what the case expects: a result, or a refusal naming a limit. */
	readonly ok: boolean;
	readonly answer: string;
}

async function worstCaseRuns(cache: string): Promise<WorstRun[]> {
	const dir = mkdtempSync(join(tmpdir(), 'game-arcade-worst-'));
	// Loaded before the CLI: writes the process's peak resident set on exit.
	const preload = join(dir, 'rss.mjs');
	writeFileSync(
		preload,
		"import {writeFileSync} from 'node:fs';\nprocess.on('exit', () => writeFileSync(process.env.GAME_ARCADE_BENCH_RSS, String(process.resourceUsage().maxRSS)));\n",
	);
	const runs: WorstRun[] = [];
	try {
		for (const worst of worstCases(1)) {
			const rssFile = join(dir, 'rss');
			rmSync(rssFile, {force: true});
			const command = worst.table !== undefined ? tableArgs(worst.table) : ['analyze', '--jsonl', ...(worst.moves ? ['--moves'] : [])];
			const args = ['--import', pathToFileURL(preload).href, cliPath, ...command];
			const line = worst.table !== undefined ? '' : `${JSON.stringify(worst.position)}\n`;
			const start = performance.now();
			const {stdout, stderr, code} = await new Promise<{stdout: string; stderr: string; code: number | null}>((resolve, reject) => {
				const child = spawn(process.execPath, args, {env: {...childEnv(), GAME_ARCADE_BENCH_RSS: rssFile}, cwd: cache, stdio: ['pipe', 'pipe', 'pipe']});
				const chunks: Buffer[] = [];
				const errors: Buffer[] = [];
				child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
				child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
				child.on('error', reject);
				child.on('close', exit => resolve({stdout: Buffer.concat(chunks).toString('utf8'), stderr: Buffer.concat(errors).toString('utf8'), code: exit}));
				child.stdin.end(line);
			});
			const seconds = (performance.now() - start) / 1000;
			const peakKb = existsSync(rssFile) ? Number(readFileSync(rssFile, 'utf8')) : Number.NaN;
			let first: {error?: string; outcome?: string} = {};
			try {
				first = JSON.parse(stdout.split('\n')[0]!) as typeof first;
			} catch {
				// Not JSON: reported as it is.
			}
			// A table answers with its lines and exit code 0, and refuses with a one-line message naming the limit.
			const refused = worst.table !== undefined ? code === 1 && /limit|bound/.test(stderr) : typeof first.error === 'string';
			const answered = worst.table !== undefined ? code === 0 && stdout.length > 0 : first.outcome === 'N' || first.outcome === 'P';
			const answer =
				worst.table !== undefined
					? refused
						? stderr.trim()
						: `${stdout.split('\n').length - 1} lines`
					: refused
						? first.error!
						: answered
							? first.outcome!
							: stdout.slice(0, 80);
			runs.push({
				name: worst.name,
				seconds: round(seconds, 2),
				peakRssMb: Number.isFinite(peakKb) ? Math.round(peakKb / 1024) : null,
				ok: worst.refused ? refused : answered,
				answer,
			});
		}
	} finally {
		rmSync(dir, {recursive: true, force: true});
	}
	return runs;
}

// ---------------------------------------------------------------------------
// The report.

interface Target {
	readonly what: string;
	readonly value: string;
	readonly target: string;
	readonly met: boolean | null;
}

function machine() {
	const cpuList = cpus();
	return {
		nproc: cpuList.length,
		cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
		node: process.version,
		platform: `${process.platform} ${process.arch}`,
		loadAverage: loadavg().map(x => round(x, 2)),
		date: new Date().toISOString(),
	};
}

function table(rows: readonly (readonly string[])[]): string {
	const widths = rows[0]!.map((_, i) => Math.max(...rows.map(r => r[i]!.length)));
	return rows.map(r => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n');
}

function markdownTable(rows: readonly (readonly string[])[]): string {
	const [head, ...body] = rows.map(r => r.map(cell => cell.replaceAll('|', '\\|')));
	return [`| ${head!.join(' | ')} |`, `|${head!.map(() => '---').join('|')}|`, ...body.map(r => `| ${r.join(' | ')} |`)].join('\n');
}

const mark = (met: boolean | null) => (met === null ? '—' : met ? 'yes' : 'NO');

export async function main(options: BenchOptions): Promise<void> {
	if (!existsSync(cliPath)) throw new Error('dist/cli.js is missing: run `npm run build` first');
	const log = (text: string) => process.stderr.write(`${text}\n`);
	if (options.worstOnly) {
		const worst = await worstCaseRuns(options.cache);
		process.stdout.write(
			`${table([['input', 'seconds', 'peak RSS', 'ok', 'answer'], ...worst.map(w => [w.name, String(w.seconds), `${w.peakRssMb} MB`, String(w.ok), w.answer.slice(0, 60)])])}\n`,
		);
		return;
	}

	if (options.startupOnly) {
		const start = await coldStart(options);
		process.stdout.write(
			`${table([
				['', 'arcade', 'minimal', 'ratio'],
				['wall ms (median)', String(start.arcadeMs), String(start.minimalMs), String(start.ratio)],
				['CPU ms (median)', String(start.arcadeCpuMs), String(start.minimalCpuMs), String(start.cpuRatio)],
			])}\n`,
		);
		return;
	}

	log('1/5 cold start to the first menu frame (arcade vs minimal Ink app)...');
	const start = await coldStart(options);
	const commands = commandTimes(options.quick ?? false);

	log('2/5 key press to frame on the heaviest boards, then idle CPU and memory...');
	const boards = [];
	for (const board of heavyBoards()) boards.push(await boardRun(board, options.quick ?? false, options.quick ? 2 : 4));

	log('3/5 engine throughput...');
	const engine = engineFigures(options.engineBench);
	const cpp = cppNimProducts(options.cache);
	const jsonl = await jsonlThroughput(options.quick ? 10_000 : 100_000, 1);
	const jsonlByGame: {game: string; positionsPerSecond: number}[] = [];
	for (const id of gameIds) jsonlByGame.push({game: id, positionsPerSecond: (await jsonlThroughput(options.quick ? 200 : 1000, 1, id)).positionsPerSecond});

	log('4/5 the worst inputs within the limits...');
	const worst = await worstCaseRuns(options.cache);

	log('5/5 writing the results...');
	const nimRate = engine['nimProductsPerSecond'] ?? Number.NaN;
	const targets: Target[] = [
		{what: 'cold start ratio, arcade / minimal Ink app (medians)', value: String(start.ratio), target: '≤ 1.0', met: start.ratio <= 1},
		...boards.flatMap(b => [
			{what: `key → frame, ${b.board}: median`, value: `${b.medianMs} ms`, target: '≤ 16 ms', met: b.medianMs <= 16},
			{what: `key → frame, ${b.board}: p95`, value: `${b.p95Ms} ms`, target: '≤ 50 ms', met: b.p95Ms <= 50 && b.missed === 0},
		]),
		{what: '64-bit nim products per second', value: nimRate.toExponential(2), target: '≥ 5e6', met: nimRate >= 5e6},
		...(cpp === null
			? []
			: [{what: 'C++ reference / engine, nim products (for scale)', value: `${round(cpp / nimRate, 2)}×`, target: '(about 3× expected)', met: null}]),
		{
			what: 'subtraction heap 10^18, a set S of 8 moves up to 64',
			value: `${round(engine['subtraction1e18Ms'] ?? Number.NaN, 2)} ms`,
			target: '≤ 50 ms',
			met: (engine['subtraction1e18Ms'] ?? Infinity) <= 50,
		},
		{
			what: 'peak RSS idling on a board (largest of the boards)',
			value: `${Math.max(...boards.map(b => b.peakRssMb ?? Number.NaN))} MB`,
			target: '≤ 100 MB',
			met: boards.every(b => b.peakRssMb !== null) ? Math.max(...boards.map(b => b.peakRssMb!)) <= 100 : null,
		},
		{
			what: 'CPU while idling (largest of the boards)',
			value: `${Math.max(...boards.map(b => b.idleCpuPercent ?? Number.NaN))} %`,
			target: '~0 % (< 0.5 %)',
			met: boards.every(b => b.idleCpuPercent !== null) ? boards.every(b => b.idleCpuPercent! < 0.5 && b.idleQuiet) : null,
		},
		{
			what: `worst inputs within the limits (${worst.length}): slowest, spawn to exit`,
			value: `${Math.max(...worst.map(w => w.seconds))} s`,
			target: '< 2 s',
			met: worst.every(w => w.seconds < 2),
		},
		{
			what: 'worst inputs within the limits: largest peak RSS',
			value: `${Math.max(...worst.map(w => w.peakRssMb ?? Number.NaN))} MB`,
			target: '< 1024 MB',
			met: worst.every(w => w.peakRssMb !== null) ? worst.every(w => w.peakRssMb! < 1024) : null,
		},
		{
			what: 'worst inputs: answered, or refused where a limit is passed',
			value: `${worst.filter(w => w.ok).length} of ${worst.length}`,
			target: 'all',
			met: worst.every(w => w.ok),
		},
	];

	const results = {
		machine: machine(),
		startup: {...start, commands},
		keypress: boards,
		engine: {...engine, cppNimProductsPerSecond: cpp},
		jsonl: {...jsonl, byGame: jsonlByGame},
		worst,
		targets,
	};
	writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, '\t')}\n`);

	const m = results.machine;
	const machineLine = `${m.nproc} × ${m.cpuModel}, Node ${m.node}, ${m.platform}, load average ${m.loadAverage.join(' ')} at the start of the run (${m.date.slice(0, 10)})`;
	const startRows = [
		['what', 'median', 'all runs (ms)'],
		[`arcade, first menu frame (${start.runs} runs)`, `${start.arcadeMs} ms`, start.arcadeAllMs.join(' ')],
		[`minimal Ink app, first frame (${start.runs} runs)`, `${start.minimalMs} ms`, start.minimalAllMs.join(' ')],
		['ratio', String(start.ratio), ''],
		[
			'CPU time used by the first frame, arcade / minimal (medians)',
			start.cpuRatio === null ? '—' : `${start.arcadeCpuMs} / ${start.minimalCpuMs} ms`,
			start.cpuRatio === null ? '' : `ratio ${start.cpuRatio} (10 ms clock ticks, all threads)`,
		],
		['node -e 0 (no terminal)', `${commands.nodeMs} ms`, ''],
		['game-arcade --version', `${commands.versionMs} ms`, ''],
		['game-arcade analyze nim 7 9 12 15 --json', `${commands.analyzeMs} ms`, ''],
	];
	const keyRows = [
		['board (play ... --hints, 100×30)', 'cursor keys', 'median', 'p95', 'max', 'enter (a move) and u (undo)', 'idle CPU', 'peak RSS'],
		...boards.map(b => [
			b.board,
			`${b.presses}${b.missed > 0 ? ` (${b.missed} without a frame)` : ''}`,
			`${b.medianMs} ms`,
			`${b.p95Ms} ms`,
			`${b.maxMs} ms`,
			b.moveMedianMs === null ? '—' : `${b.moveKeys} keys: median ${b.moveMedianMs} ms, p95 ${b.moveP95Ms} ms`,
			`${b.idleCpuPercent} % over ${b.idleSeconds} s${b.idleQuiet ? '' : ' (output while idle!)'}`,
			`${b.peakRssMb} MB`,
		]),
	];
	const engineRows = [
		['what', 'figure'],
		['64-bit nim products (random pairs, 32-bit halves)', `${nimRate.toExponential(2)} /s`],
		[
			'C++ reference (g++ -O2, same tables and Karatsuba split)',
			cpp === null ? 'g++ not found' : `${cpp.toExponential(2)} /s (${round(cpp / nimRate, 2)}× the engine)`,
		],
		['64-bit nim products through bigint', `${(engine['nimProductsPerSecondBigint'] ?? Number.NaN).toExponential(2)} /s`],
		[
			`analyze --jsonl, ${jsonl.lines} mixed lines (every game), built CLI`,
			`${jsonl.positionsPerSecond} positions/s (${jsonl.seconds} s, ${jsonl.errors} errors, ${jsonl.outputLines} lines out)`,
		],
		['analyze --jsonl by game (1000 lines of each, positions/s)', jsonlByGame.map(g => `${g.game} ${g.positionsPerSecond}`).join(', ')],
		['tree of 10^6 nodes, a path / random', `${round(engine['treePath1e6Ms'] ?? Number.NaN)} ms / ${round(engine['treeRandom1e6Ms'] ?? Number.NaN)} ms`],
		['subtraction heap 10^18, a set S of 8 moves up to 64 (a fresh S each run)', `${round(engine['subtraction1e18Ms'] ?? Number.NaN, 2)} ms`],
		['Wythoff, two 1000-digit heaps', `${round(engine['wythoff1000DigitsMs'] ?? Number.NaN, 2)} ms`],
		['Fibonacci game, a 1000-digit heap', `${round(engine['fibonacci1000DigitsMs'] ?? Number.NaN, 2)} ms`],
		['k-times, k = 10^5, heap 10^18 (cold)', `${round(engine['ktimes1e5k1e18ColdMs'] ?? Number.NaN)} ms`],
		['coin row of 10^6 (Mock Turtles)', `${round(engine['coins1e6Ms'] ?? Number.NaN)} ms`],
		['corners, 1000 lamps with 64-bit coordinates', `${round(engine['corners64bit1000LampsMs'] ?? Number.NaN)} ms`],
	];
	const worstRows = [
		['input (analyze --jsonl, built CLI)', 'spawn to exit', 'peak RSS', 'answer'],
		...worst.map(w => [
			w.name,
			`${w.seconds} s`,
			w.peakRssMb === null ? '—' : `${w.peakRssMb} MB`,
			`${w.ok ? '' : 'UNEXPECTED: '}${w.answer.length > 90 ? `${w.answer.slice(0, 90)}…` : w.answer}`,
		]),
	];
	const targetRows = [['target', 'measured', 'goal', 'met'], ...targets.map(t => [t.what, t.value, t.target, mark(t.met)])];

	const print = (title: string, rows: readonly (readonly string[])[]) => {
		process.stdout.write(`\n${title}\n${table(rows)}\n`);
	};
	process.stdout.write(`\nMachine: ${machineLine}\n`);
	print('Start-up', startRows);
	print('Key press to frame; idle', keyRows);
	print('Engine', engineRows);
	print('Worst inputs within the limits', worstRows);
	print('Targets', targetRows);
	process.stdout.write('\nWritten: bench/results.json, BENCHMARKS.md\n');

	const figures = [
		'<!-- figures:start (written by npm run bench) -->',
		`Measured on: ${machineLine}.`,
		'',
		'### Targets',
		'',
		markdownTable(targetRows),
		'',
		'### Start-up (pseudo-terminal 100×30, wall time from spawn to the end of the first frame)',
		'',
		markdownTable(startRows),
		'',
		'### Key press to updated frame, then idling',
		'',
		markdownTable(keyRows),
		'',
		'### Engine',
		'',
		markdownTable(engineRows),
		'',
		'### The worst inputs within the limits (bench/worst-cases.ts; budget 2 s and 1 GB each)',
		'',
		markdownTable(worstRows),
		'<!-- figures:end -->',
	].join('\n');
	const mdPath = join(root, 'BENCHMARKS.md');
	const md = existsSync(mdPath) ? readFileSync(mdPath, 'utf8') : '# Benchmarks\n\n<!-- figures:start --><!-- figures:end -->\n';
	const from = md.indexOf('<!-- figures:start');
	const to = md.indexOf('<!-- figures:end -->');
	const updated = from >= 0 && to > from ? `${md.slice(0, from)}${figures}${md.slice(to + '<!-- figures:end -->'.length)}` : `${md.trimEnd()}\n\n${figures}\n`;
	writeFileSync(mdPath, updated);
}
