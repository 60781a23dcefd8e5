/**
 * `game-arcade match` (analyze/match.ts): the runner in-process, external
 * programs over the line protocol, and the command line (in-process, through
 * test/cli-run.ts; the built CLI is spawned for signals and a closed stderr).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {matchJson, readMatchPlayer, runMatch, type MatchPlayer, type MatchResult} from '../../source/analyze/match.js';
import {english, phrase} from '../../source/engine/rule-words.js';
import {unaskedLineCap} from '../../source/process/program.js';
import {lookupGame} from '../../source/engine/catalog.js';
import {UsageError} from '../../source/engine/types.js';
import {runCli} from '../cli-run.js';

const cliPath = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const nim = lookupGame('nim')!;
let dir = '';

/** The README's example bot: the nim-sum move, or take 1 where there is none. */
const nimBot = `import {createInterface} from 'node:readline';
for await (const line of createInterface({input: process.stdin})) {
  const heaps = JSON.parse(line).heaps.map(Number);
  const x = heaps.reduce((a, b) => a ^ b, 0);
  let heap = heaps.findIndex(h => (h ^ x) < h);
  const take = heap >= 0 ? heaps[heap] - (heaps[heap] ^ x) : 1;
  if (heap < 0) heap = heaps.findIndex(h => h > 0);
  console.log(JSON.stringify({heap, take}));
}
`;

const bots: Record<string, string> = {
	'nim-bot.mjs': nimBot,
	// Reads the position and never answers; writes its pid so a test can see it ended.
	'hang.mjs': `import {writeFileSync} from 'node:fs';
writeFileSync(process.argv[2], String(process.pid));
process.stdin.on('data', () => {});
setInterval(() => {}, 1000);
`,
	'exit.mjs': "process.stdin.once('data', () => process.exit(3));\n",
	'garbage.mjs': "process.stdin.on('data', () => process.stdout.write('hello \\u001b[31mred\\n'));\n",
	'illegal.mjs': `process.stdin.on('data', () => process.stdout.write(JSON.stringify({heap: 99, take: 1}) + '\\n'));\n`,
	// Takes more than the first heap holds.
	'greedy.mjs': `import {createInterface} from 'node:readline';
for await (const line of createInterface({input: process.stdin})) console.log(JSON.stringify({heap: 0, take: Number(JSON.parse(line).heaps[0]) + 5}));
`,
	// Slow to start (about 1 s before it reads), then quick.
	'slow-start.mjs': `import {createInterface} from 'node:readline';
await new Promise(resolve => setTimeout(resolve, 1000));
${nimBot.split('\n').slice(1).join('\n')}`,
	// A second line after each answer, written on its own.
	'chatty.mjs': `import {createInterface} from 'node:readline';
for await (const line of createInterface({input: process.stdin})) {
  const heaps = JSON.parse(line).heaps.map(Number);
  console.log(JSON.stringify({heap: heaps.findIndex(h => h > 0), take: 1}));
  console.log('# that was easy');
}
`,
	// A legal answer, then a flood of lines nobody asked for (one write).
	'flood.mjs': `import {createInterface} from 'node:readline';
for await (const line of createInterface({input: process.stdin})) {
  const heaps = JSON.parse(line).heaps.map(Number);
  process.stdout.write(JSON.stringify({heap: heaps.findIndex(h => h > 0), take: 1}) + '\\n' + 'y\\n'.repeat(1500));
}
`,
	// Starts a child that outlives it and keeps its pipes, writes the child's pid to argv[2], and never answers.
	'hang-parent.mjs': `import {spawn} from 'node:child_process';
import {writeFileSync} from 'node:fs';
const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], {stdio: 'inherit'});
child.unref();
writeFileSync(process.argv[2], String(child.pid));
process.stdin.on('data', () => {});
`,
	'typo.mjs': "process.stderr.write('cannot open file bott.py: no such file\\nsecond line\\n'); process.exitCode = 2;\n",
	// Starts a child that outlives it and keeps its pipes (it writes the child's pid to argv[2]), then plays as the README bot.
	'parent.mjs': `import {spawn} from 'node:child_process';
import {writeFileSync} from 'node:fs';
const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], {stdio: 'inherit'});
child.unref();
writeFileSync(process.argv[2], String(child.pid));
${nimBot}`,
};

beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), 'arcade-bots-'));
	for (const [name, text] of Object.entries(bots)) writeFileSync(join(dir, name), text);
});

afterAll(() => {
	rmSync(dir, {recursive: true, force: true});
});

const exec = (script: string, ...args: string[]): MatchPlayer => readMatchPlayer(`exec:${process.execPath} ${join(dir, script)} ${args.join(' ')}`);

const run = (args: string[]) => runCli(args);

describe('players', () => {
	it('reads every form, and refuses others naming the accepted ones', () => {
		expect(readMatchPlayer('level:3')).toEqual({name: 'level:3', player: 'level:3'});
		expect(readMatchPlayer('casual')).toEqual({name: 'level:3', player: 'level:3'});
		expect(readMatchPlayer('exec:node "my bot.mjs" --fast')).toEqual({name: 'exec:node "my bot.mjs" --fast', command: ['node', 'my bot.mjs', '--fast']});
		for (const bad of ['friend', 'level:9', 'wizard', 'exec:', 'exec:""', "exec:'' bot.mjs"]) expect(() => readMatchPlayer(bad)).toThrow(UsageError);
		expect(() => readMatchPlayer('wizard')).toThrow('unknown player "wizard" (players: perfect, level:1..8, teacher:0..9, random, loser, exec:COMMAND)');
	});

	it('names a very long command shortly, and runs it whole', () => {
		const long = `exec:node ${'x'.repeat(5000)}.mjs`;
		const player = readMatchPlayer(long);
		expect(player.name).toBe(`${long.slice(0, 59)}…`);
		expect('command' in player && player.command[1]).toBe(`${'x'.repeat(5000)}.mjs`);
	});
});

describe('the runner', () => {
	it('plays each start twice with the sides swapped: perfect against itself wins exactly half', async () => {
		const result = await runMatch({game: nim, players: [readMatchPlayer('perfect'), readMatchPlayer('perfect')], games: 40, seed: 7, size: 2});
		expect(result.wins).toEqual([20, 20]);
		expect(result).toMatchObject({game: 'nim', games: 40, starts: 20, draws: 0, errors: [], stopped: false, seed: 7, size: 2});
	});

	it('is the same for the same seed, and counts progress', async () => {
		const seen: number[] = [];
		const players = [readMatchPlayer('level:2'), readMatchPlayer('random')] as const;
		const a = await runMatch({game: nim, players, games: 20, seed: 3, onProgress: done => seen.push(done)});
		const b = await runMatch({game: nim, players, games: 20, seed: 3});
		expect(matchJson(a)).toBe(matchJson(b));
		expect(seen).toEqual(Array.from({length: 20}, (_, i) => i + 1));
	});

	it('takes the seed whole: seeds that differ only above 2^32 play different matches', async () => {
		const players = [readMatchPlayer('random'), readMatchPlayer('random')] as const;
		const play = async (seed: number) => {
			const {seed: _, ...rest} = await runMatch({game: nim, players, games: 40, seed});
			return JSON.stringify(rest);
		};
		expect(await play(1)).not.toBe(await play(2 ** 32 + 1));
		expect(await play(2 ** 40 + 5)).not.toBe(await play(2 ** 41 + 5));
		expect(await play(2 ** 40 + 5)).toBe(await play(2 ** 40 + 5));
	});

	it('counts a game past the move cap as a draw', async () => {
		const result = await runMatch({game: nim, players: [readMatchPlayer('random'), readMatchPlayer('random')], games: 10, seed: 1, moveCap: 2});
		expect(result.draws).toBeGreaterThan(0);
		expect(result.wins[0] + result.wins[1] + result.draws).toBe(10);
	});

	it('refuses an odd or too large number of games, and a bad size, up front', async () => {
		const players = [readMatchPlayer('perfect'), readMatchPlayer('random')] as const;
		await expect(runMatch({game: nim, players, games: 3, seed: 1})).rejects.toThrow('--games must be an even number from 2 to 10000');
		await expect(runMatch({game: nim, players, games: 10_002, seed: 1})).rejects.toThrow('--games must be an even number from 2 to 10000');
		await expect(runMatch({game: nim, players, games: 2, seed: 1, size: 11})).rejects.toThrow('--size must be a whole number from 1 to 10');
	});

	it('the teacher gives back only after a mistake, at most N times a game', async () => {
		const result = await runMatch({game: nim, players: [readMatchPlayer('teacher:1'), readMatchPlayer('loser')], games: 20, seed: 2});
		// The loser errs at every turn it can: the teacher gives the win back once a game, when it stands to win.
		expect(result.givebacks[0]).toBeGreaterThan(0);
		expect(result.givebacks[0]).toBeLessThanOrEqual(20);
		expect(result.givebacks[1]).toBe(0);
		const perfect = await runMatch({game: nim, players: [readMatchPlayer('teacher:0'), readMatchPlayer('loser')], games: 20, seed: 2});
		expect(perfect.givebacks).toEqual([0, 0]);
		expect(perfect.wins).toEqual([20, 0]);
	});

	it('a stronger level beats a weaker one over a fixed seed (a few pairs; BENCHMARKS.md has the whole table)', async () => {
		const score = async (a: string, b: string) => (await runMatch({game: nim, players: [readMatchPlayer(a), readMatchPlayer(b)], games: 100, seed: 11})).wins;
		const [six, two] = await score('level:6', 'level:2');
		expect(six).toBeGreaterThan(2 * two);
		const [four, one] = await score('level:4', 'level:1');
		expect(four).toBeGreaterThan(2 * one);
		const [level, random] = await score('level:1', 'random');
		expect(level).toBeGreaterThan(random);
	});
});

describe('external programs (exec:)', () => {
	it('the README bot plays nim perfectly: even with the perfect computer, and beats the loser every game', async () => {
		const even = await runMatch({game: nim, players: [exec('nim-bot.mjs'), readMatchPlayer('perfect')], games: 20, seed: 4});
		expect(even.errors).toEqual([]);
		expect(even.wins).toEqual([10, 10]);
		const won = await runMatch({game: nim, players: [readMatchPlayer('loser'), exec('nim-bot.mjs')], games: 10, seed: 4});
		expect(won.wins).toEqual([0, 10]);
	});

	it('a program that hangs loses each game on time, and is ended; a new one plays its next game', async () => {
		const pidFile = join(dir, 'hang.pid');
		// Long enough for the program to start and write its pid on a loaded machine.
		const result = await runMatch({
			game: nim,
			players: [exec('hang.mjs', pidFile), readMatchPlayer('random')],
			games: 2,
			seed: 1,
			moveTimeMs: 1500,
			startMs: 1500,
		});
		expect(result.wins).toEqual([0, 2]);
		expect(result.errors.map(e => e.reason)).toEqual([
			'no answer within 1.5 s; a new one is started for its next game',
			'no answer within 1.5 s; a new one is started for its next game',
		]);
		expect(result.errors[0]).toMatchObject({game: 1, player: expect.stringContaining('hang.mjs')});
		const pid = Number(readFileSync(pidFile, 'utf8'));
		expect(running(pid)).toBe(false);
	});

	it("a program's start-up is not its first move's: a slow starter has the start allowance", async () => {
		const result = await runMatch({game: nim, players: [exec('slow-start.mjs'), readMatchPlayer('perfect')], games: 4, seed: 4, moveTimeMs: 300});
		expect(result.errors).toEqual([]);
		expect(result.wins).toEqual([2, 2]);
	});

	it('a program that exits, prints garbage or an illegal move loses that game with the reason, said once in its own JSON terms', async () => {
		const exited = await runMatch({game: nim, players: [exec('exit.mjs'), readMatchPlayer('random')], games: 2, seed: 1});
		expect(exited.wins).toEqual([0, 2]);
		expect(exited.errors[0]!.reason).toBe('it exited (code 3); a new one is started for its next game');
		const garbage = await runMatch({game: nim, players: [readMatchPlayer('random'), exec('garbage.mjs')], games: 2, seed: 1});
		expect(garbage.wins).toEqual([2, 0]);
		expect(garbage.errors[0]!.reason).toBe('"hello \\u001b[31mred" is not a legal move: not JSON');
		const illegal = await runMatch({game: nim, players: [exec('illegal.mjs'), readMatchPlayer('perfect')], games: 2, seed: 1});
		expect(illegal.wins).toEqual([0, 2]);
		expect(illegal.errors[0]!.reason).toMatch(/^"\{\\"heap\\":99,\\"take\\":1\}" is not a legal move: move\.heap must be a heap index from 0 to \d, got 99$/);
		const greedy = await runMatch({game: nim, players: [exec('greedy.mjs'), readMatchPlayer('perfect')], games: 2, seed: 1});
		expect(greedy.wins).toEqual([0, 2]);
		expect(greedy.errors).toHaveLength(2);
		for (const error of greedy.errors) {
			expect(error.reason).toMatch(/^"\{\\"heap\\":0,\\"take\\":(\d+)\}" is not a legal move: heap 0 has only (\d+)$/);
			const [, take, has] = /take\\":(\d+).*has only (\d+)/.exec(error.reason)!;
			expect(Number(take)).toBe(Number(has) + 5);
			expect(error.reason.split('not a legal move')).toHaveLength(2);
		}
	});

	it("keeps an illegal move's reason as data for a text report, and out of the JSON form, whose errors are as they were", async () => {
		const greedy = await runMatch({game: nim, players: [exec('greedy.mjs'), readMatchPlayer('perfect')], games: 2, seed: 1});
		const [error] = greedy.errors;
		expect(error!.refused).toMatchObject({key: 'move_lineNotLegal', values: {why: {key: 'move_hasOnlyAt'}}});
		expect(english(error!.refused!)).toBe(error!.reason);
		const result: MatchResult = {
			game: 'nim',
			games: 2,
			players: ['exec:bot', 'random'],
			wins: [0, 2],
			draws: 0,
			starts: 1,
			seed: 1,
			size: 6,
			moveCap: 1000,
			givebacks: [0, 0],
			errors: [
				{
					game: 1,
					player: 'exec:bot',
					reason: '"hello" is not a legal move: not JSON',
					refused: phrase('move_lineNotLegal', {line: '"hello"', why: phrase('move_notJson')}),
				},
				{game: 2, player: 'exec:bot', reason: 'it exited (code 3); a new one is started for its next game', stderr: ['oops']},
			],
			stopped: false,
		};
		expect(matchJson(result)).toBe(
			'{"game":"nim","games":2,"players":["exec:bot","random"],"wins":[0,2],"draws":0,"starts":1,"seed":1,"size":6,"moveCap":1000,"givebacks":[0,0],' +
				'"errors":[{"game":1,"player":"exec:bot","reason":"\\"hello\\" is not a legal move: not JSON"},' +
				'{"game":2,"player":"exec:bot","reason":"it exited (code 3); a new one is started for its next game","stderr":["oops"]}],"stopped":false}',
		);
	});

	it('lines a program prints unasked are never read as answers: a chatty program plays the same match three times', async () => {
		const play = async () => matchJson(await runMatch({game: nim, players: [exec('chatty.mjs'), readMatchPlayer('random')], games: 20, seed: 3}));
		const first = await play();
		expect(JSON.parse(first).errors).toEqual([]);
		expect(await play()).toBe(first);
		expect(await play()).toBe(first);
	});

	it('a flood of lines unasked ends that program, its game lost with the count', async () => {
		const result = await runMatch({game: nim, players: [exec('flood.mjs'), readMatchPlayer('random')], games: 2, seed: 1});
		expect(result.errors[0]!.reason).toBe(`it printed ${unaskedLineCap} lines unasked; a new one is started for its next game`);
		expect(result.games).toBe(2);
	});

	it('the first lines of stderr come with the reason when a program fails', async () => {
		const result = await runMatch({game: nim, players: [exec('typo.mjs'), readMatchPlayer('random')], games: 2, seed: 1});
		expect(result.errors[0]).toMatchObject({
			reason: 'it exited (code 2); a new one is started for its next game',
			stderr: ['cannot open file bott.py: no such file', 'second line'],
		});
	});

	it('a child a program starts is ended with it, though it keeps the pipes open', async () => {
		const pidFile = join(dir, 'grandchild.pid');
		const result = await runMatch({game: nim, players: [exec('parent.mjs', pidFile), readMatchPlayer('perfect')], games: 2, seed: 4});
		expect(result.errors).toEqual([]);
		expect(running(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
	});

	it('a crash of the match ends its programs and their children', async () => {
		const pidFile = join(dir, 'crash.pid');
		let asked = 0;
		const broken = {
			...nim,
			toJSON(position: unknown) {
				if (++asked > 3) throw new Error('a bug');
				return nim.toJSON(position);
			},
		} as typeof nim;
		await expect(runMatch({game: broken, players: [exec('parent.mjs', pidFile), readMatchPlayer('perfect')], games: 2, seed: 4})).rejects.toThrow('a bug');
		expect(running(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
	});

	it('a program that cannot be run stops the match with one line', async () => {
		await expect(runMatch({game: nim, players: [readMatchPlayer('exec:no-such-program-here'), readMatchPlayer('random')], games: 2, seed: 1})).rejects.toThrow(
			'cannot run exec:no-such-program-here: no-such-program-here: program not found',
		);
	});
});

/** Whether a process runs (a zombie, which holds nothing and waits for its reaper, does not). */
function running(pid: number): boolean {
	if (process.platform === 'linux') {
		try {
			const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
			return stat[stat.lastIndexOf(')') + 2] !== 'Z';
		} catch {
			return false;
		}
	}
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
}

async function waitFor(condition: () => boolean, what: string, timeout = 3000): Promise<void> {
	const end = Date.now() + timeout;
	while (!condition()) {
		if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
		await new Promise(resolve => setTimeout(resolve, 20));
	}
}

describe('game-arcade match (the command line)', () => {
	it('prints one JSON object with --json, and nothing on stderr down a pipe', async () => {
		const {code, stdout, stderr} = await run(['match', 'nim', 'level:4', 'random', '--games', '20', '--seed', '5', '--json']);
		expect(stderr).toBe('');
		expect(code).toBe(0);
		const result = JSON.parse(stdout);
		expect(result).toMatchObject({game: 'nim', games: 20, players: ['level:4', 'random'], seed: 5, size: 6, starts: 10, draws: 0, errors: []});
		expect(result.wins[0] + result.wins[1]).toBe(20);
		expect(stdout.trim().split('\n')).toHaveLength(1);
	});

	it('prints the wins in words', async () => {
		const {code, stdout} = await run(['match', 'wythoff', 'perfect', 'perfect', '--games', '4', '--seed', '1']);
		expect(code).toBe(0);
		expect(stdout).toContain('wythoff: 4 games from 2 random starts (size 6, seed 1), each played twice with the sides swapped');
		expect(stdout).toMatch(/ {2}perfect +2 wins +50\.0%/);
	});

	it.each([
		[['match', 'nim', 'level:3'], 2, 'match needs a game and two players'],
		[['match', 'chess', 'perfect', 'random'], 2, 'unknown game "chess"'],
		[['match', 'nim', 'perfect', 'wizard'], 2, 'unknown player "wizard" (players: perfect, level:1..8, teacher:0..9, random, loser, exec:COMMAND)'],
		[['match', 'nim', 'perfect', 'random', '--games', '7'], 2, '--games must be an even number from 2 to 10000'],
		[['match', 'nim', 'perfect', 'random', '--games', '20000'], 2, '--games must be an even number from 2 to 10000'],
		[['match', 'nim', 'perfect', 'random', '--games', 'lots'], 2, '--games must be a whole number, got "lots"'],
		[['match', 'nim', 'perfect', 'random', '--move-time', 'soon'], 2, '--move-time must be a number of seconds, got "soon"'],
		[['match', 'nim', 'perfect', 'random', '--hints'], 2, '--hints does not apply to match'],
		[['match', 'nim', 'perfect', 'exec:no-such-program-here', '--games', '2'], 1, 'cannot run exec:no-such-program-here'],
		[['match', 'nim', 'perfect', 'exec:""', '--games', '2'], 2, 'exec: needs a command'],
	])('%j exits %i: %s', async (args, status, message) => {
		const {code, stderr} = await run(args);
		expect(code).toBe(status);
		expect(stderr).toContain(message);
		expect(stderr.trim().split('\n')).toHaveLength(1);
	});

	it("notes each program's lost game on stderr in one safe line, and lists it in errors", async () => {
		const {code, stdout, stderr} = await run([
			'match',
			'nim',
			`exec:${process.execPath} ${join(dir, 'garbage.mjs')}`,
			'random',
			'--games',
			'2',
			'--seed',
			'1',
			'--json',
		]);
		expect(code).toBe(0);
		expect(stderr).not.toContain('\u001b');
		expect(stderr.trim().split('\n')).toEqual([
			expect.stringMatching(/^game-arcade: game 1: exec:.*garbage\.mjs lost: "hello \\u001b\[31mred" is not a legal move: not JSON$/),
			expect.stringMatching(/^game-arcade: game 2: /),
		]);
		expect(JSON.parse(stdout).errors).toHaveLength(2);
	});

	it("notes a program's illegal move in the language in force; --json keeps its English reason", async () => {
		const args = ['match', 'nim', `exec:${process.execPath} ${join(dir, 'greedy.mjs')}`, 'perfect', '--games', '2', '--seed', '1', '--json'];
		const en = await run(args);
		const zh = await run([...args, '--lang', 'zh-CN']);
		expect(zh.code).toBe(0);
		expect(zh.stdout).toBe(en.stdout);
		const {errors} = JSON.parse(en.stdout) as {errors: Record<string, unknown>[]};
		expect(errors.map(error => Object.keys(error))).toEqual([
			['game', 'player', 'reason'],
			['game', 'player', 'reason'],
		]);
		expect(en.stderr.trim().split('\n')).toEqual([
			expect.stringMatching(/^game-arcade: game 1: exec:.*greedy\.mjs lost: "\{\\"heap\\":0,\\"take\\":\d+\}" is not a legal move: heap 0 has only \d+$/),
			expect.stringMatching(/^game-arcade: game 2: exec:.*greedy\.mjs lost: "\{\\"heap\\":0,\\"take\\":\d+\}" is not a legal move: heap 0 has only \d+$/),
		]);
		expect(zh.stderr.trim().split('\n')).toEqual([
			expect.stringMatching(/^game-arcade: 第 1 局：exec:.*greedy\.mjs 判负："\{\\"heap\\":0,\\"take\\":\d+\}" 不是合法的走法：下标为 0 的堆只有 \d+ 个$/),
			expect.stringMatching(/^game-arcade: 第 2 局：exec:.*greedy\.mjs 判负："\{\\"heap\\":0,\\"take\\":\d+\}" 不是合法的走法：下标为 0 的堆只有 \d+ 个$/),
		]);
		const garbage = await run([
			'match',
			'nim',
			`exec:${process.execPath} ${join(dir, 'garbage.mjs')}`,
			'random',
			'--games',
			'2',
			'--seed',
			'1',
			'--lang',
			'zh-CN',
		]);
		expect(garbage.stderr).toMatch(/^game-arcade: 第 1 局：exec:.*garbage\.mjs 判负："hello \\u001b\[31mred" 不是合法的走法：不是 JSON$/m);
	});

	// Spawned: the process's exit code on a signal, and the programs it leaves behind, are what is tested.
	it.each([
		['SIGINT', 130],
		['SIGTERM', 143],
		['SIGHUP', 129],
	] as const)('%s ends the match, its programs and their children (exit %i), and prints the games played', async (signal, status) => {
		const pidFile = join(dir, `interrupted-${signal}.pid`);
		const env = {...process.env};
		delete env['CI'];
		const bot = `exec:${process.execPath} ${join(dir, 'hang-parent.mjs')} ${pidFile}`;
		const child = spawn(process.execPath, [cliPath, 'match', 'nim', bot, 'random', '--games', '2'], {env});
		let out = '';
		child.stdout.on('data', (chunk: Buffer) => {
			out += chunk.toString();
		});
		const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)));
		await waitFor(
			() => {
				try {
					return readFileSync(pidFile, 'utf8') !== '';
				} catch {
					return false;
				}
			},
			'the program started',
			20_000,
		);
		child.kill(signal);
		expect(await exited).toBe(status);
		expect(out).toContain('(stopped early)');
		expect(running(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
	});

	// Spawned: a stderr closed under the running process.
	it('a closed stderr does not stop the match: the result still goes to stdout', async () => {
		const env = {...process.env};
		delete env['CI'];
		const bot = `exec:${process.execPath} ${join(dir, 'garbage.mjs')}`;
		const child = spawn(process.execPath, [cliPath, 'match', 'nim', bot, 'random', '--games', '6', '--seed', '1', '--json'], {
			env,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		child.stderr.destroy();
		let out = '';
		child.stdout.on('data', (chunk: Buffer) => {
			out += chunk.toString();
		});
		const code = await new Promise<number | null>(resolve => child.on('close', status => resolve(status)));
		expect(code).toBe(0);
		expect(JSON.parse(out)).toMatchObject({games: 6, wins: [0, 6]});
	});
});
