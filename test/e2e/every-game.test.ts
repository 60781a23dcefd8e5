/**
 * One full game of every catalog game, played in a real terminal by keys
 * alone: the hint is turned on (t, three steps, to the move), and each turn
 * the hint's winning move is read off the screen and made with that board's
 * own keys, checked against the board's preview before Enter. The computer
 * (perfect) answers; when it offers to concede, the game is played out. Each
 * start is a first-player win, so the game ends on the result screen with
 * "You won".
 */
import {afterEach, beforeAll, describe, expect, it} from 'vitest';
import {sampled} from '../sample.js';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {games} from '../../source/engine/catalog.js';
import {positionFromWords} from '../../source/engine/human.js';
import {lookupGame} from '../../source/engine/catalog.js';
import {childEnv, requireBuild, spawnCli, type TerminalSession} from './terminal.js';

/** A small first-player win of each game, in the words of `game-arcade play`. */
const starts: Readonly<Record<string, readonly string[]>> = {
	nim: ['nim', '3', '4', '6'],
	bash: ['bash', '9', '--max', '3'],
	wythoff: ['wythoff', '3', '4'],
	fibonacci: ['fibonacci', '10'],
	ktimes: ['ktimes', '10', '--k', '3'],
	subtraction: ['subtraction', '6', '9', '--set', '1,3,4'],
	primes: ['primes', '5', '8'],
	coins: ['coins', 'THHTTHTH', '--rule', 'mock-turtles'],
	staircase: ['staircase', '2', '5', '9'],
	corners: ['corners', '1,2', '3,2'],
	tree: ['tree', '0', '1', '1', '0', '4', '5'],
	graph: ['graph', 'a', 'b', '--edges', 'a:b,c b:c c:d'],
	kayles: ['kayles', '7', '3'],
	dawson: ['dawson', '7'],
	octal: ['octal', '6', '--code', '0.77'],
	grundy: ['grundy', '8'],
	sum: ['sum', 'nim 3 4', 'bash 5 --max 3', 'tree 0 1'],
};

/** The terminal: wide enough that no hint's words wrap; GAME_ARCADE_E2E_SIZE=80x24 plays them all at another size. */
const size = (() => {
	const m = /^(\d+)x(\d+)$/.exec(process.env['GAME_ARCADE_E2E_SIZE'] ?? '');
	return m ? {columns: Number(m[1]), rows: Number(m[2])} : {columns: 140, rows: 40};
})();
let session: TerminalSession | null = null;
let home = '';

beforeAll(() => {
	requireBuild();
});

afterEach(() => {
	session?.kill();
	session = null;
	if (home !== '') rmSync(home, {recursive: true, force: true});
	home = '';
});

/** The move the hint names: the first ◆ line under the hint panel's heading. */
function hintWords(screen: string): string | null {
	const lines = screen.split('\n');
	const head = lines.findIndex(l => /hint · .* winning/.test(l));
	if (head < 0) return null;
	for (const l of lines.slice(head + 1)) {
		const at = l.indexOf('◆ ');
		if (at >= 0)
			return l
				.slice(at + 2)
				.replace(/^Winning move: /, '')
				.replace(/\s*│\s*$/, '')
				.trim();
	}
	return null;
}

/** The move being built, from the status line under the board: "▶ take 5 from heap 2 (9 → 4) · enter plays it, esc resets". */
function pending(screen: string): string {
	const l = screen
		.split('\n')
		.filter(x => x.startsWith(' ▶ '))
		.pop();
	return l ? l.replace(/^ ▶ /, '').replace(/ · enter plays it.*$/, '') : '';
}

/**
 * Whether the preview `shown` is the move `words`: the same words, where
 * "(7 → 3 + 1)" and "(7 → 1 + 3)" are the same, and a preview may go on to
 * say more ("cut edge 5: 2 nodes fall").
 */
function sameMove(shown: string, words: string): boolean {
	const norm = (s: string) => s.replace(/→ ([\d +]+)\)/, (_, parts: string) => `→ ${parts.split(' + ').sort().join(' + ')})`);
	const a = norm(shown);
	const b = norm(words);
	return a === b || a.startsWith(`${b}: `) || a.startsWith(`${b} (`);
}

/** Presses a key and waits for the frame it brings (or a moment, for a key that changes nothing). */
async function key(s: TerminalSession, name: string): Promise<void> {
	const before = s.output().length;
	await s.press(name);
	const start = Date.now();
	while (s.output().length === before && Date.now() - start < 400) await new Promise(resolve => setTimeout(resolve, 5));
	await s.waitFor(() => true);
}

/**
 * Presses a key that moves something on the screen (a cursor, a take) and waits until the screen shows it:
 * reading the screen before the frame came would press again, one key too many on a loaded machine.
 */
async function move(s: TerminalSession, name: string): Promise<void> {
	const before = s.screen();
	await s.press(name);
	await s.waitFor(screen => screen !== before);
}

async function typeNumber(s: TerminalSession, n: number | bigint | string): Promise<void> {
	for (const d of String(n)) await key(s, d);
}

/**
 * Types `n` where the move being built is not yet what it makes (`shown`), then waits until it is.
 * A key that changes nothing (a take of 1, the token or part under the cursor) brings no frame, and
 * `key` would wait its 400 ms for one; and the frame `key` waits for may be another (the hint's),
 * where reading the preview then would find the one before the key.
 */
async function typeUntilShown(s: TerminalSession, n: number | bigint | string, shown: (preview: string) => boolean): Promise<void> {
	const preview = (screen: string) => pending(screen).replace(/^in part \d+: /, '');
	if (shown(preview(s.screen()))) return;
	await typeNumber(s, n);
	await s.waitFor(screen => shown(preview(screen)));
}

/** Presses `key` until `done` holds of the screen (at most `limit` times). */
async function pressUntil(s: TerminalSession, name: string, done: (screen: string) => boolean, limit = 60): Promise<void> {
	for (let i = 0; i < limit; i++) {
		if (done(s.screen())) return;
		await move(s, name);
	}
	if (!done(s.screen())) throw new Error(`pressing ${name} ${limit} times did not get there; the screen:\n${s.screen()}`);
}

/** Moves the ▶ cursor of a list of rows ("heap 2 │", "row 1 │") to `label`. */
async function goToRow(s: TerminalSession, noun: string, label: string): Promise<void> {
	const at = () => new RegExp(`▶ ${noun} (\\d+|[a-z]+) +│`).exec(s.screen())?.[1];
	const target = label;
	for (let i = 0; i < 40 && at() !== target; i++) {
		const now = at();
		const before = now === undefined || /^\d+$/.test(now) ? Number(now ?? 0) < Number(target) : true;
		await move(s, before ? 'down' : 'up');
	}
	expect(at()).toBe(target);
}

type Driver = (s: TerminalSession, words: string, id: string) => Promise<void>;

/** Makes the move named `words` with the board of game `id`, checks the preview, and presses Enter. */
const drivers: Readonly<Record<string, Driver>> = {
	async heaps(s, words) {
		const several = /^take (\d+) from heap (\d+) /.exec(words);
		if (several) await goToRow(s, 'heap', several[2]!);
		const take = several ? several[1]! : /^take (\d+) /.exec(words)![1]!;
		await typeUntilShown(s, take, preview => sameMove(preview, words));
	},
	async wythoff(s, words) {
		const m = /^take (\d+) from (heap 1|heap 2|both heaps) /.exec(words)!;
		const row = m[2] === 'both heaps' ? 'both' : m[2]!;
		await pressUntil(s, 'down', screen => new RegExp(`▶ ${row} +│`).test(screen) || (row === 'both' && /▶ both/.test(screen)));
		await typeUntilShown(s, m[1]!, preview => sameMove(preview, words));
	},
	async rows(s, words) {
		const m = /^(?:knock down|take|split) (?:(\d+) from )?(row|heap) (\d+) \((\d+) → ([^)]*)\)/.exec(words)!;
		await goToRow(s, m[2]!, m[3]!);
		const take = m[1];
		if (take !== undefined) await pressUntil(s, 'space', screen => pending(screen).includes(` ${take} from `), 4);
		// The run starts after one of the parts left (or at 0): try each.
		const parts = m[5] === 'nothing' ? [] : m[5]!.split(' + ');
		for (const at of [...new Set(['0', ...parts])]) {
			for (let i = 0; i < 4; i++) await key(s, 'backspace');
			await typeNumber(s, at);
			await s.waitFor(() => true);
			if (sameMove(pending(s.screen()), words)) return;
		}
	},
	async coins(s, words) {
		const m = /^flip (.*)$/.exec(words)!;
		const run = /^(\d+) to (\d+)$/.exec(m[1]!);
		const coins = run ? Array.from({length: Number(run[2]) - Number(run[1]) + 1}, (_, i) => Number(run[1]) + i).reverse() : m[1]!.split(/, | and /).map(Number);
		// Every coin but the last picked with space; the cursor on the last: Enter turns them all.
		for (const x of coins.slice(0, -1)) {
			await typeNumber(s, x);
			await key(s, 'space');
		}
		await typeNumber(s, coins[coins.length - 1]!);
	},
	async staircase(s, words) {
		const m = /^move chip at (\d+) to (\d+)$/.exec(words)!;
		const from = Number(m[1]);
		for (let i = 0; i < 20; i++) {
			const now = Number(/move chip at (\d+)/.exec(pending(s.screen()))?.[1] ?? 0);
			if (now === from) break;
			await move(s, now < from ? 'right' : 'left');
		}
		await typeUntilShown(s, from - Number(m[2]), preview => sameMove(preview, words));
	},
	async corners(s, words) {
		const m = /^toggle \((\d+), (\d+)\)/.exec(words)!;
		const [x, y] = [Number(m[1]), Number(m[2])];
		// The cursor [ ] on the grid: its row's label and its column under the axis.
		const cursor = (): [number, number] => {
			const row = s.lines().find(l => /^\s*\d+ │.*\[/.test(l))!;
			const bar = row.indexOf('│');
			return [Math.floor((row.indexOf('[') - bar - 1) / 3), Number(/^\s*(\d+)/.exec(row)![1])];
		};
		for (let i = 0; i < 40; i++) {
			const [cx, cy] = cursor();
			if (cx === x && cy === y) break;
			await move(s, cx < x ? 'right' : cx > x ? 'left' : cy < y ? 'up' : 'down');
		}
		// Enter picks the lamp; with the hint shown the corner cursor starts on the hint's corner.
		await s.press('enter');
		await s.waitFor(screen => pending(screen).startsWith('toggle'));
	},
	async tree(s, words) {
		await typeUntilShown(s, /^cut edge (\d+)$/.exec(words)![1]!, preview => sameMove(preview, words));
	},
	async graph(s, words) {
		const m = /^move token (\d+) from \S+ to (\S+)$/.exec(words)!;
		await typeUntilShown(s, m[1]!, preview => preview.startsWith(`move token ${m[1]} from `));
		await pressUntil(s, 'right', screen => pending(screen) === words, 12);
	},
	async sum(s, words) {
		const m = /^(.*) in part (\d+) \((.*)\)$/.exec(words)!;
		// Out of the part the last move was made in, into the hint's.
		if (s.screen().includes('esc back to the parts')) {
			await s.press('escape');
			await s.waitFor(screen => !screen.includes('esc back to the parts'));
		}
		await typeUntilShown(s, m[2]!, preview => preview.startsWith(`part ${m[2]} (`));
		await s.press('enter');
		await s.waitFor(screen => screen.includes('esc back to the parts'));
		const inner = games.find(g => g.name === m[3])!;
		await drivers[driverOf(inner.id)]!(s, m[1]!, inner.id);
		await s.waitFor(screen => pending(screen).startsWith(`in part ${m[2]}: `));
		const shown = pending(s.screen()).replace(/^in part \d+: /, '');
		expect(sameMove(shown, m[1]!), `the preview "${shown}" is the hint's "${m[1]}"`).toBe(true);
	},
};

function driverOf(id: string): string {
	if (['nim', 'bash', 'fibonacci', 'ktimes', 'subtraction', 'primes'].includes(id)) return 'heaps';
	if (['kayles', 'dawson', 'octal', 'grundy'].includes(id)) return 'rows';
	return id;
}

describe('every game, played to the end in a real terminal by keys alone, following the hint', () => {
	it('has a start for every catalog game, each a first-player win', () => {
		expect(Object.keys(starts).sort()).toEqual(games.map(g => g.id).sort());
		for (const [id, words] of Object.entries(starts)) {
			const game = lookupGame(id)!;
			expect(game.outcome(game.parse(positionFromWords(words), '')), id).toBe('N');
		}
	});

	// A game takes 2 to 15 s here; the full run plays every catalog game, `npm test` a fixed sample of four
	// (the seed draws four kinds of board: Wythoff's grid, the staircase, a graph and the arena).
	it.each(sampled(games, 4, 13).map(g => [g.id]))('%s', {timeout: 120_000}, async id => {
		home = mkdtempSync(join(tmpdir(), 'game-arcade-every-'));
		const s = spawnCli(['play', ...starts[id]!], {...size, env: childEnv({HOME: home, XDG_CONFIG_HOME: join(home, '.config')})});
		session = s;
		await s.waitFor('your move', 15_000);
		expect([s.columns(), s.rows()]).toEqual([size.columns, size.rows]);
		for (const row of s.lines()) expect(row.length).toBeLessThanOrEqual(size.columns);
		for (const step of ['who wins', 'the idea', 'the move']) {
			await s.press('t');
			await s.waitFor(`hint: ${step}`);
		}
		let moves = 0;
		for (;;) {
			const screen = await s.waitFor(x => /You won|The computer won|Fast-forward/.test(x) || (x.includes('your move') && hintWords(x) !== null), 20_000);
			if (/You won|The computer won/.test(screen)) break;
			if (screen.includes('Fast-forward')) {
				// The computer has lost and offers to concede: play it out instead.
				await s.press('n');
				await s.waitFor(x => !x.includes('Fast-forward'));
				continue;
			}
			const words = hintWords(screen)!;
			await drivers[driverOf(id)]!(s, words, id);
			await s.waitFor(() => true);
			const shown = pending(s.screen());
			if (id !== 'sum') expect(sameMove(shown, words), `the preview "${shown}" is the hint's "${words}"`).toBe(true);
			const before = s.screen();
			await s.press('enter');
			await s.waitFor(x => x !== before);
			moves++;
			expect(moves, 'the game ends').toBeLessThan(60);
		}
		const end = s.screen();
		expect(end).toMatch(/You won in \d+ moves!/);
		expect(end).toContain('Rematch');
	});
});
