/**
 * Adding a game is exactly what the README says: one engine file, one board
 * file, one entry in the engine's catalog and one in the board registry. This
 * test does only that to a copy of the source, builds the copy, and finds the
 * new game in `--help`, `analyze`, `analyze --jsonl`, the arcade's menu and
 * setup screen, and, since it declares its family of positions, in `table`,
 * in the Lab's list of games and behind the g key of a game.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {bundle} from '../../scripts/build.mjs';
import {childEnv, root, spawnTerminal} from './terminal.js';

// Inside the project, so the copy resolves the project's node_modules.
let dir = '';
let cli = '';

const engineFile = `/** Take one or two: a throwaway game of this test. */
import {defineHeapGame} from '../heaps.js';
import {closedPeriod, formula} from '../family.js';

export const takeTwo = defineHeapGame<Record<string, never>>({
	id: 'taketwo',
	name: 'Take one or two',
	summary: 'take one or two tokens from one heap',
	rules: 'Heaps of tokens. A move takes one or two tokens from one heap. Whoever takes the last token wins.',
	params: [],
	example: '4 5',
	parseParams: () => ({}),
	paramsToJSON: () => ({}),
	*takes(n) {
		for (let t = 1n; t <= 2n && t <= n; t++) yield t;
	},
	takeCount: n => (n < 2n ? n : 2n),
	whyIllegal: (_n, t) => (t > 2n ? 'at most 2 may be taken' : null),
	heapGrundy: n => n % 3n,
	takeToValue: (n, v) => (n % 3n) - v,
	valueRule: () => 'A heap of h is worth h mod 3',
	examples: [{label: 'Heaps of 4 and 5', position: {game: 'taketwo', heaps: [4, 5]}}],
	randomParams: () => ({}),
	family: {values: 'nimbers', form: () => closedPeriod(0n, 3n, formula('G(n) = n mod 3'))},
});
`;

const boardFile = `/** Take one or two: the heaps board. */
import {takeTwo} from '../../engine/games/taketwo.js';
import type {HeapPosition} from '../../engine/heaps.js';
import {line, seg} from '../lines.js';
import {heapBoard} from './heaps.js';
import {heapMove, readHeapMove} from './heap-moves.js';

export default heapBoard<HeapPosition<Record<string, never>>>({
	game: takeTwo,
	heaps: p => p.heaps,
	move: heapMove,
	read: readHeapMove,
	caption: () => [line(seg('Take one or two tokens from one heap.', 'dim'))],
});
`;

/** Adds `line` after the line that contains `after`, failing if there is no such line. */
function addLine(file: string, after: string, line: string): void {
	const text = readFileSync(file, 'utf8');
	const at = text.indexOf(after);
	if (at < 0) throw new Error(`${file}: no "${after}"`);
	const end = text.indexOf('\n', at) + 1;
	writeFileSync(file, `${text.slice(0, end) + line}\n${text.slice(end)}`);
}

beforeAll(async () => {
	dir = mkdtempSync(join(root, '.add-a-game-'));
	cpSync(join(root, 'source'), join(dir, 'source'), {recursive: true});
	cpSync(join(root, 'package.json'), join(dir, 'package.json'));
	// The four places, and nothing else.
	writeFileSync(join(dir, 'source', 'engine', 'games', 'taketwo.ts'), engineFile);
	writeFileSync(join(dir, 'source', 'ui', 'boards', 'taketwo.ts'), boardFile);
	const catalog = join(dir, 'source', 'engine', 'catalog.ts');
	addLine(catalog, "import {graph} from './games/graph.js';", "import {takeTwo} from './games/taketwo.js';");
	addLine(catalog, '\tgraph,', '\ttakeTwo,');
	const registry = join(dir, 'source', 'ui', 'boards', 'index.ts');
	addLine(registry, "import {graph} from '../../engine/games/graph.js';", "import {takeTwo} from '../../engine/games/taketwo.js';");
	addLine(registry, "import graphBoard from './graph.js';", "import takeTwoBoard from './taketwo.js';");
	addLine(registry, '\tpair(graph, graphBoard),', '\tpair(takeTwo, takeTwoBoard),');
	await bundle(join(dir, 'source', 'cli.ts'), join(dir, 'dist'), {absWorkingDir: dir});
	cli = join(dir, 'dist', 'cli.js');
}, 120_000);

afterAll(() => {
	if (dir !== '') rmSync(dir, {recursive: true, force: true});
});

function run(args: string[], input = '') {
	const result = spawnSync(process.execPath, [cli, ...args], {encoding: 'utf8', env: childEnv(), input, timeout: 30_000});
	return {code: result.status, stdout: result.stdout, stderr: result.stderr};
}

describe('a game added through its four places alone', () => {
	it('is listed in --help with its human form', () => {
		const help = run(['--help']);
		expect(help.code).toBe(0);
		expect(help.stdout).toMatch(/taketwo 4 5 \[--misere\] +take one or two tokens from one heap/);
	});

	it('is analysed in the human form and as JSON lines', () => {
		const human = run(['analyze', 'taketwo', '4', '5', '--json']);
		expect(human.stderr).toBe('');
		// Heaps are worth 4 mod 3 = 1 and 5 mod 3 = 2: the nim-sum is 3.
		expect(JSON.parse(human.stdout)).toMatchObject({game: 'taketwo', outcome: 'N', grundy: 3});
		const lines = run(['analyze', '--jsonl'], '{"game":"taketwo","heaps":[3,6]}\n{"game":"taketwo","heaps":[1]}\n');
		const results = lines.stdout
			.trim()
			.split('\n')
			.map(line => JSON.parse(line) as {outcome: string; grundy: number});
		expect(results).toMatchObject([
			{outcome: 'P', grundy: 0},
			{outcome: 'N', grundy: 1},
		]);
		expect(run(['analyze', 'taketwo', '4', '--max', '2']).stderr).toBe('game-arcade: --max does not apply to taketwo (its flags: --misere)\n');
	});

	it('has a table of values, and is named among the games with tables', () => {
		const table = run(['table', 'taketwo', '--to', '11']);
		expect(table.stderr).toBe('');
		expect(table.stdout).toContain('taketwo: G(n), the Grundy value of a heap of n, for n from 0 to 11');
		expect(table.stdout).toContain(' 0 │  0  1  2  0  1  2  0  1  2  0');
		expect(table.stdout).toContain('Period 3 from n = 0 (closed form: G(n) = n mod 3).');
		const json = JSON.parse(run(['table', 'taketwo', '--to', '5', '--format', 'json']).stdout) as {values: number[]; p_positions: number[]};
		expect(json).toMatchObject({values: [0, 1, 2, 0, 1, 2], p_positions: [0, 3]});
		expect(run(['table', 'staircase']).stderr).toMatch(/games with tables: .*\btaketwo\b/);
	});

	it("is in the Lab behind g in a game, and in the Lab's list of games from the menu", async () => {
		const game = spawnTerminal(process.execPath, [cli, 'play', 'taketwo', '4', '5', '--no-save'], {env: childEnv({HOME: dir})});
		try {
			await game.waitFor('your move', 20_000);
			await game.press('g');
			await game.waitFor(s => s.includes('Lab · Take one or two') && s.includes('┆ period 3 from n = 0'));
			game.write('\u0003');
			await game.waitForExit();
		} finally {
			game.kill();
		}
		const menu = spawnTerminal(process.execPath, [cli, '--no-save'], {rows: 40, env: childEnv({HOME: dir})});
		try {
			const entry = /(\w) {2}Lab {2,}/;
			const letter = entry.exec(await menu.waitFor(entry, 20_000))![1]!;
			await menu.press(letter);
			await menu.waitFor('Lab · ');
			// Tab goes through the games with tables, each once.
			for (let i = 0; i < 30 && !menu.screen().includes('Lab · Take one or two'); i++) {
				const before = menu.screen();
				await menu.press('\t');
				await menu.waitFor(s => s !== before);
			}
			expect(menu.screen()).toContain('Lab · Take one or two');
			menu.write('\u0003');
			await menu.waitForExit();
		} finally {
			menu.kill();
		}
	}, 60_000);

	it('has a menu entry and a setup screen in the arcade', async () => {
		const s = spawnTerminal(process.execPath, [cli, 'play', 'taketwo', '--no-save'], {env: childEnv({HOME: dir})});
		try {
			await s.waitFor('Take one or two · new game', 20_000);
			s.write('\u0003');
			await s.waitForExit();
		} finally {
			s.kill();
		}
		const menu = spawnTerminal(process.execPath, [cli, '--no-save'], {env: childEnv({HOME: dir})});
		try {
			await menu.waitFor('Take one or two', 20_000);
			menu.write('\u0003');
			await menu.waitForExit();
		} finally {
			menu.kill();
		}
	}, 60_000);
});
