/**
 * The worst inputs the README's limits admit, for every game, in the shapes
 * that stress it: many empty components beside a few that matter, one huge
 * component, dense and sparse, N- and P-positions, with and without
 * `--moves`, misère play at its search bound and past it, and tables of
 * 10^6 rows. `npm run bench` runs them at full size through the built CLI
 * (time and peak memory against the 2 s / 1 GB budget); `test/bench/worst-cases.test.ts`
 * runs them in-process and checks each is answered, or refused with the
 * limit named where it passes one (the tests check answers, the bench
 * times them). The engine's tests of large inputs leave their times here.
 *
 * `scale` is 1 for the limits themselves; 0.1 gives a tenth of each size.
 */
import {coinRules} from '../source/engine/games/coins.js';
import {limits} from '../source/engine/limits.js';
import {randInt, seeded} from '../source/engine/random.js';
import type {JsonObject} from '../source/engine/types.js';

export interface WorstCase {
	readonly name: string;
	/** A position for `analyze --jsonl`; or `table` below. */
	readonly position: JsonObject;
	/** List every move with its outcome. */
	readonly moves?: boolean;
	/** The answer is a refusal naming a limit (the bench times it like an answer: it must come at once). */
	readonly refused?: boolean;
	/** `game-arcade table` instead: the game, its parameters (as JSON), the range and the format. */
	readonly table?: TableCase;
}

export interface TableCase {
	readonly game: string;
	readonly params: JsonObject;
	readonly from?: number;
	readonly to: number;
	readonly format: 'text' | 'csv' | 'json' | 'markdown';
}

/** A case as written below: `build` makes its position. */
type Draft = Omit<WorstCase, 'position'> & {readonly build: () => JsonObject};

/** The case, its position built when first read: a test that runs a sample of the cases builds only theirs. */
function lazyCase({build, ...rest}: Draft): WorstCase {
	let built: JsonObject | undefined;
	return {
		...rest,
		get position() {
			built ??= build();
			return built;
		},
	};
}

/** The command line of a table case: `table <game> --<param> <value>... --from M --to N --format F`. */
export function tableArgs(table: TableCase): string[] {
	const args = ['table', table.game];
	for (const [key, value] of Object.entries(table.params)) {
		if (value === true) args.push(`--${key}`);
		else args.push(`--${key}`, Array.isArray(value) ? value.join(',') : String(value));
	}
	if (table.from !== undefined) args.push('--from', String(table.from));
	args.push('--to', String(table.to), '--format', table.format);
	return args;
}

/** A table case: its name is its command line. */
function tableCase(table: TableCase, refused = false): Draft {
	return {name: `${tableArgs(table).join(' ')}${refused ? ' (past the search bound: refused)' : ''}`, build: () => ({}), table, ...(refused ? {refused} : {})};
}

const digits = (n: number, seed = 7): string => {
	const rng = seeded(seed);
	let text = String(randInt(rng, 1, 9));
	while (text.length < n) text += String(randInt(rng, 0, 9));
	return text;
};

export function worstCases(scale = 1): WorstCase[] {
	const n = (full: number) => Math.max(4, Math.round(full * scale));
	const maxHeaps = n(limits.maxHeaps);
	const rng = seeded(2026);
	const zeros = (count: number) => Array.from({length: count}, () => 0);
	const bigDigits = limits.maxDigits;
	// A long line holds at most maxLineLength characters: heaps of 90 digits fit 10^5 of them.
	const wide = (count: number, width: number) => Array.from({length: count}, (_, i) => digits(width, i + 1));
	const coins = (count: number, pattern: (i: number) => boolean) => Array.from({length: count}, (_, i) => (pattern(i) ? 'H' : 'T')).join('');
	// Tree nodes are 1..n, parents[i − 1] the parent of node i, 0 the ground.
	// A stalk: node 1 on the ground with `leaves` leaves on top of it.
	const star = (leaves: number) => Array.from({length: leaves + 1}, (_, i) => (i === 0 ? 0 : 1));
	const path = (nodes: number) => Array.from({length: nodes}, (_, i) => i);
	// The longest path whose parents fit in one --jsonl line (about 8 characters a node).
	const longestPath = Math.min(n(limits.maxTreeNodes), Math.floor((limits.maxLineLength - 100) / 8));
	const caterpillar = (nodes: number) => Array.from({length: nodes}, (_, i) => (i === 0 ? 0 : i % 2 === 1 ? i : i - 1));
	const chain = (length: number, prefix: string): Record<string, string[]> =>
		Object.fromEntries(Array.from({length}, (_, i) => [`${prefix}${i}`, [`${prefix}${i + 1}`]]));
	const starGraph = (leaves: number): Record<string, string[]> => ({hub: Array.from({length: leaves}, (_, i) => `leaf${i}`)});
	const set = Array.from({length: 40}, () => randInt(rng, 1, 10_000)).sort((a, b) => a - b);
	// `count` subtraction parts, each with its own set of `size` takes (the first take tells them apart).
	const distinctSets = (count: number, size: number, heap: number) => {
		const draw = seeded(22);
		return Array.from({length: count}, (_, i) => {
			const takes = new Set<number>([i + 1]);
			while (takes.size < size) takes.add(randInt(draw, 1, limits.maxSubtractionElement));
			return {game: 'subtraction', heaps: [heap], set: [...takes].sort((a, b) => a - b)};
		});
	};
	// A row of coins at random, heads or tails with even odds.
	const randomRow = (count: number, seed: number) => {
		const draw = seeded(seed);
		return Array.from({length: count}, () => (draw() < 0.5 ? 'H' : 'T')).join('');
	};
	const coinVariants = [
		...coinRules.filter(rule => rule !== 'consecutive').map(rule => ({rule, k: undefined})),
		...[1, 2, 3, 4].map(k => ({rule: 'consecutive', k})),
	];
	// The subtraction game {1..4} as a graph: vertex h<i> leads to h<i − 1> .. h<i − 4> (4 edges a vertex).
	const subtractionGraph = (vertices: number): Record<string, string[]> =>
		Object.fromEntries(Array.from({length: vertices - 1}, (_, v) => [`h${v + 1}`, Array.from({length: Math.min(4, v + 1)}, (_, s) => `h${v - s}`)]));
	// A random DAG: each edge from a vertex to one of the 30 below it, listed in a random order (names in base 36, so that a line holds it).
	const randomDag = (vertices: number, edges: number, tokens: number) => {
		const draw = seeded(99);
		const succ: number[][] = Array.from({length: vertices}, () => []);
		for (let e = 0; e < edges; e++) {
			const i = randInt(draw, 1, vertices - 1);
			const j = randInt(draw, Math.max(0, i - 30), i - 1);
			if (!succ[i]!.includes(j)) succ[i]!.push(j);
		}
		const order = Array.from({length: vertices}, (_, i) => i);
		for (let i = order.length - 1; i > 0; i--) {
			const j = randInt(draw, 0, i);
			[order[i], order[j]] = [order[j]!, order[i]!];
		}
		const name = (v: number) => `v${v.toString(36)}`;
		return {
			game: 'graph',
			edges: Object.fromEntries(order.map(i => [name(i), succ[i]!.map(name)])),
			tokens: Array.from({length: tokens}, () => name(randInt(draw, 0, vertices - 1))),
		};
	};
	// A deep random forest (a node's parent among the 50 before it; depth in the tens of thousands), relabelled so parents do not come first.
	const deepRandomTree = (nodes: number) => {
		const draw = seeded(77);
		const parents = Array.from({length: nodes}, (_, i) => (i === 0 || draw() < 0.00001 ? 0 : randInt(draw, Math.max(1, i - 50), i)));
		const label = Array.from({length: nodes + 1}, (_, i) => i);
		for (let i = nodes; i > 1; i--) {
			const j = randInt(draw, 1, i);
			[label[i], label[j]] = [label[j]!, label[i]!];
		}
		const relabelled = new Array<number>(nodes);
		for (let v = 1; v <= nodes; v++) relabelled[label[v]! - 1] = label[parents[v - 1]!]!;
		return relabelled;
	};
	// Chips on distinct cells of 60 digits or so.
	const wideChips = (count: number) => {
		const draw = seeded(11);
		const cells = new Set<bigint>();
		while (cells.size < count) cells.add(BigInt(Math.floor(draw() * 2 ** 50)) * 10n ** 45n + BigInt(Math.floor(draw() * 1000)));
		return [...cells].map(String);
	};
	// The Fibonacci number of 2000 digits (the largest heap the limits admit that is one).
	const fibonacciNumber = (() => {
		let [a, b] = [1n, 2n];
		while (String(b).length < bigDigits) [a, b] = [b, a + b];
		return String(b);
	})();
	const random64 = (draw: () => number) => (BigInt(Math.floor(draw() * 2 ** 32)) << 32n) | BigInt(Math.floor(draw() * 2 ** 32));
	return [
		// Nim: empty heaps beside two that matter (P), many heaps (N), --moves at its limit.
		{name: 'nim: 10^5 − 2 empty heaps and 69 69 (P)', build: () => ({game: 'nim', heaps: [...zeros(maxHeaps - 2), 69, 69]})},
		{name: 'nim: 10^5 heaps of 90 digits', build: () => ({game: 'nim', heaps: wide(n(100_000), 90)})},
		{name: 'nim --moves: 10^5 heaps of 1', build: () => ({game: 'nim', heaps: Array.from({length: maxHeaps}, () => 1)}), moves: true},
		{name: 'nim misère with a cap: 10^5 heaps of 90 digits', build: () => ({game: 'nim', heaps: wide(n(100_000), 90), max: 1000, misere: true})},
		{name: 'bash: a heap of 2000 digits, misère', build: () => ({game: 'bash', heap: digits(bigDigits), max: digits(1000, 3), misere: true})},
		{name: 'wythoff: heaps of 2000 digits', build: () => ({game: 'wythoff', heaps: [digits(bigDigits, 1), digits(bigDigits, 2)]})},
		{name: 'wythoff --moves: (30000, 30000), 90,000 moves', build: () => ({game: 'wythoff', heaps: [n(30_000), n(30_000)]}), moves: true},
		{
			name: 'wythoff: (1000, 1000) (the search table at its bound, cold)',
			build: () => ({game: 'wythoff', heaps: [limits.wythoffGrundyBound, limits.wythoffGrundyBound]}),
		},
		{name: 'fibonacci: a heap of 2000 digits', build: () => ({game: 'fibonacci', heap: digits(bigDigits)})},
		{name: 'fibonacci: the Fibonacci number of 2000 digits (lost; no Grundy value past the search)', build: () => ({game: 'fibonacci', heap: fibonacciNumber})},
		{name: 'ktimes: k = 10^5, heap 10^18', build: () => ({game: 'ktimes', heap: '1000000000000000000', k: n(100_000)})},
		{
			name: 'ktimes: k = 10^5, heap 10^22 (past the terms limit: refused)',
			build: () => ({game: 'ktimes', heap: '10000000000000000000000', k: 100_000}),
			refused: true,
		},
		// Subtraction: a large set over many long heaps; a set without a period in reach (refused).
		{
			name: 'subtraction: 10^4 heaps of 51 digits, set 9001..10000',
			build: () => ({game: 'subtraction', heaps: wide(n(10_000), 51), set: Array.from({length: 1000}, (_, i) => 9001 + i)}),
		},
		{name: 'subtraction: 10^5 − 2 empty heaps and 60 60 (P)', build: () => ({game: 'subtraction', heaps: [...zeros(maxHeaps - 2), 60, 60], set: [1, 3, 4]})},
		{
			name: 'subtraction: 40 random takes, heap 10^18 (no period in reach: refused)',
			build: () => ({game: 'subtraction', heaps: ['1000000000000000000'], set}),
			refused: true,
		},
		{
			name: 'subtraction: 40 random takes, heaps 5 700 9999 (below the table bound: answered)',
			build: () => ({game: 'subtraction', heaps: [5, 700, 9999], set}),
		},
		{name: 'primes: 10^5 − 2 empty heaps and 60 60 (P)', build: () => ({game: 'primes', heaps: [...zeros(maxHeaps - 2), 60, 60]})},
		{name: 'primes: a heap of 2000 digits', build: () => ({game: 'primes', heaps: [digits(bigDigits, 5)]})},
		// Coins: a million coins, dense and sparse, for the costliest rules.
		{name: 'coins mock-turtles: 10^6 coins, all heads', build: () => ({game: 'coins', rule: 'mock-turtles', coins: coins(n(limits.maxCoins), () => true)})},
		{name: 'coins ruler: 10^6 coins, all heads', build: () => ({game: 'coins', rule: 'ruler', coins: coins(n(limits.maxCoins), () => true)})},
		{
			name: 'coins twins: 10^6 coins, one head at the end',
			build: () => ({game: 'coins', rule: 'twins', coins: coins(n(limits.maxCoins), i => i === n(limits.maxCoins) - 1)}),
		},
		{name: 'coins single --moves: 10^5 heads', build: () => ({game: 'coins', rule: 'single', coins: coins(n(100_000), () => true)}), moves: true},
		...coinVariants.map(({rule, k}, i) => ({
			name: `coins ${rule}${k === undefined ? '' : ` ${k}`}: 10^6 coins at random`,
			build: () => ({game: 'coins', rule, ...(k === undefined ? {} : {k}), coins: randomRow(n(limits.maxCoins), 2024 + i)}),
		})),
		// Staircase: densely packed chips (P), and --moves.
		{name: 'staircase: 10^5 chips packed in pairs (P)', build: () => ({game: 'staircase', chips: Array.from({length: maxHeaps}, (_, i) => i + 1)})},
		{name: 'staircase --moves: 2·10^4 chips', build: () => ({game: 'staircase', chips: Array.from({length: n(20_000)}, (_, i) => 2 * i + 1)}), moves: true},
		{name: 'staircase: 10^5 chips on cells of 60 digits', build: () => ({game: 'staircase', chips: wideChips(maxHeaps)})},
		{
			name: 'corners: 10^5 lamps below 2^64',
			build: () => ({game: 'corners', lit: Array.from({length: n(limits.maxLamps)}, (_, i) => [digits(19, i + 3), String(i * 7 + 1)])}),
		},
		{
			name: 'corners: 10^5 lamps, rows i·2^40, random 64-bit columns',
			build: () => ({
				game: 'corners',
				lit: (() => {
					const draw = seeded(64);
					return Array.from({length: n(limits.maxLamps)}, (_, i) => [String(BigInt(i) << 40n), String(random64(draw))]);
				})(),
			}),
		},
		// Trees: the widest, the deepest, and P-positions.
		{name: 'tree: 2·10^6 single edges on the ground (P)', build: () => ({game: 'tree', parents: zeros(n(limits.maxTreeNodes))})},
		{name: 'tree: one edge under 2·10^6 − 1 leaves', build: () => ({game: 'tree', parents: star(n(limits.maxTreeNodes) - 1)})},
		{name: 'tree: a path of 1.2·10^6 nodes (the longest a line holds)', build: () => ({game: 'tree', parents: path(longestPath)})},
		{name: 'tree: a caterpillar of 2·10^5 nodes', build: () => ({game: 'tree', parents: caterpillar(n(200_000))})},
		{
			name: 'tree: a path of 10^6 nodes, the root last (children before parents)',
			build: () => ({game: 'tree', parents: Array.from({length: n(1_000_000)}, (_, i) => (i === n(1_000_000) - 1 ? 0 : i + 2))}),
		},
		{name: 'tree: a deep random tree of 10^6 nodes, relabelled', build: () => ({game: 'tree', parents: deepRandomTree(n(1_000_000))})},
		{
			name: 'tree: 10^6 single edges numbered in reverse (labels; the most a line holds)',
			build: () => ({game: 'tree', parents: zeros(n(1_000_000)), labels: Array.from({length: n(1_000_000)}, (_, i) => n(1_000_000) - i + 7)}),
		},
		{name: 'tree --moves: a star of 2·10^4 leaves', build: () => ({game: 'tree', parents: star(n(20_000))}), moves: true},
		// Graphs: tokens on sinks beside a chain; a huge star with a chain.
		{
			name: 'graph: 10^5 tokens on a sink and two on a chain',
			build: () => ({game: 'graph', edges: {...chain(30, 'c'), s: []}, tokens: [...Array.from({length: maxHeaps - 2}, () => 's'), 'c0', 'c1']}),
		},
		{
			name: 'graph: a 4·10^5-leaf star, a 30-vertex chain, 2 tokens',
			build: () => ({game: 'graph', edges: {...starGraph(n(400_000)), ...chain(30, 'c')}, tokens: ['hub', 'c0']}),
		},
		{
			name: 'graph --moves: 2·10^4 tokens on a chain',
			build: () => ({game: 'graph', edges: chain(30, 'c'), tokens: Array.from({length: n(20_000)}, (_, i) => `c${i % 30}`)}),
			moves: true,
		},
		{
			name: 'graph: the subtraction game {1..4} on 2·10^5 vertices and 8·10^5 edges, 3 tokens',
			build: () => ({game: 'graph', edges: subtractionGraph(n(200_000)), tokens: [`h${n(200_000) - 1}`, `h${n(123_457)}`, 'h77']}),
		},
		{name: 'graph: a random DAG of 2.5·10^5 vertices and 7.5·10^5 edges, 10^3 tokens', build: () => randomDag(n(250_000), n(750_000), 1000)},
		// Take-and-break: rows of any size through the proven period, the longest tables, and Grundy's game at its bound.
		{name: 'kayles: 10^5 rows of 90 digits', build: () => ({game: 'kayles', heaps: wide(n(100_000), 90)})},
		{name: 'dawson --moves: a row of 199,998 pins (10^5 moves)', build: () => ({game: 'dawson', heaps: [n(199_998)]}), moves: true},
		{name: "grundy: a heap of 99,999 (the table's bound, cold)", build: () => ({game: 'grundy', heaps: [99_999]})},
		{name: 'grundy: a heap of 10^5 (past the bound: refused)', build: () => ({game: 'grundy', heaps: [100_000]}), refused: true},
		{name: 'octal 0.6: a heap of 19,999 (the longest table with a split digit)', build: () => ({game: 'octal', code: '0.6', heaps: [19_999]})},
		{
			name: 'octal 0.6: a heap of 10^18 (no period within the table: refused)',
			build: () => ({game: 'octal', code: '0.6', heaps: ['1000000000000000000']}),
			refused: true,
		},
		{name: 'octal 0.4444444444444444: a heap of 4,999 (16 split digits)', build: () => ({game: 'octal', code: '0.4444444444444444', heaps: [4_999]})},
		{name: 'octal 0.156: a heap of 10^18 (period 349 from 3479)', build: () => ({game: 'octal', code: '0.156', heaps: ['1000000000000000000']})},
		// Sums: many finished parts beside two that matter.
		{
			name: 'sum: 10^4 − 2 parts nim 0 and two nim 60 (P)',
			build: () => ({
				game: 'sum',
				parts: [...Array.from({length: n(limits.maxParts) - 2}, () => ({game: 'nim', heaps: [0]})), {game: 'nim', heaps: [60]}, {game: 'nim', heaps: [60]}],
			}),
		},
		// Sums of tables: one budget for all the parts (limits.sumWork), each table counted once.
		{
			name: 'sum: 8 parts, each a different set of 40 takes with a heap of 999,999 (the most the budget admits)',
			build: () => ({game: 'sum', parts: distinctSets(8, 40, n(999_999))}),
		},
		{
			name: 'sum: 200 parts, each a different set of 40 takes with a heap of 999,999 (past the budget: refused)',
			build: () => ({game: 'sum', parts: distinctSets(200, 40, n(999_999))}),
			refused: true,
		},
		// Misère play decided by search, at its bound and past it.
		{
			name: 'misère subtraction: 46 46 46, set 1,2,5 (past the search bound: refused)',
			build: () => ({game: 'subtraction', heaps: [46, 46, 46], set: [1, 2, 5], misere: true}),
			refused: true,
		},
		{name: 'misère primes: 45 45 45 (the search runs out: refused)', build: () => ({game: 'primes', heaps: [45, 45, 45], misere: true}), refused: true},
		{name: 'misère coins single: 16 coins, all heads', build: () => ({game: 'coins', rule: 'single', coins: 'HHHHHHHHHHHHHHHH', misere: true}), refused: true},
		{
			name: 'misère coins single: 60 heads (past the search bound: refused)',
			build: () => ({game: 'coins', rule: 'single', coins: 'H'.repeat(60), misere: true}),
			refused: true,
		},
		{
			name: 'misère subtraction: 1000 1000 1000, set 1,2,5 (past the search bound: refused)',
			build: () => ({game: 'subtraction', heaps: [1000, 1000, 1000], set: [1, 2, 5], misere: true}),
			refused: true,
		},
		{
			name: 'misère tree: a binary tree of 400 nodes (past the search bound: refused)',
			build: () => ({game: 'tree', parents: Array.from({length: 400}, (_, i) => (i < 1 ? 0 : Math.floor(i / 2))), misere: true}),
			refused: true,
		},
		{name: 'misère staircase: 1 3 5 7 9 11 --moves', build: () => ({game: 'staircase', chips: [1, 3, 5, 7, 9, 11], misere: true}), moves: true},
		// Misère searches at their estimated bound, and just past it (refused before any search).
		{name: 'misère primes: 3600 --moves', build: () => ({game: 'primes', heaps: [3600], misere: true}), moves: true},
		{name: 'misère primes: 3700', build: () => ({game: 'primes', heaps: [3700], misere: true})},
		{name: 'misère primes: 4590 --moves (at the search bound)', build: () => ({game: 'primes', heaps: [4590], misere: true}), moves: true},
		{name: 'misère primes: 4591 (past the search bound: refused)', build: () => ({game: 'primes', heaps: [4591], misere: true}), refused: true},
		{
			name: 'misère subtraction: 99,999 --moves, set 1,2,5 (the longest single-heap search)',
			build: () => ({game: 'subtraction', heaps: [99_999], set: [1, 2, 5], misere: true}),
			moves: true,
		},
		// Misère Kayles by its theory (Sibert–Conway): any size at once; --moves plays each move, so it is bounded by moves × rows.
		{name: 'misère kayles: 40 --moves', build: () => ({game: 'kayles', heaps: [40], misere: true}), moves: true},
		{name: 'misère dawson: 52 (past its quotient and the search bound: refused)', build: () => ({game: 'dawson', heaps: [52], misere: true}), refused: true},
		{name: 'misère kayles: 4 11 11', build: () => ({game: 'kayles', heaps: [4, 11, 11], misere: true})},
		{name: 'misère kayles: 10^5 rows of 90 digits', build: () => ({game: 'kayles', heaps: wide(n(100_000), 90), misere: true})},
		{
			name: 'misère kayles: 10^5 rows of about 10^18, each size 100 times: lost',
			build: () => ({
				game: 'kayles',
				heaps: Array.from({length: n(100_000)}, (_, i) => (10n ** 18n + BigInt(i % Math.max(1, n(1000)))).toString()),
				misere: true,
			}),
		},
		{
			name: 'misère kayles: 3,000 rows of 1 --moves (at the listing bound)',
			build: () => ({game: 'kayles', heaps: Array(n(3000)).fill(1), misere: true}),
			moves: true,
		},
		{
			name: 'misère kayles: 3,200 rows of 1 --moves (past the listing bound: refused)',
			build: () => ({game: 'kayles', heaps: Array(3200).fill(1), misere: true}),
			moves: true,
			refused: true,
		},
		{name: 'misère dawson: 51 --moves (at the search bound)', build: () => ({game: 'dawson', heaps: [51], misere: true}), moves: true},
		{name: "misère grundy's game: 59 --moves (at the search bound)", build: () => ({game: 'grundy', heaps: [59], misere: true}), moves: true},
		{name: "misère grundy's game: 60 (past the search bound: refused)", build: () => ({game: 'grundy', heaps: [60], misere: true}), refused: true},
		{name: "misère grundy's game: 19 10 16", build: () => ({game: 'grundy', heaps: [19, 10, 16], misere: true})},
		{name: "misère grundy's game: 13 13 14 --moves", build: () => ({game: 'grundy', heaps: [13, 13, 14], misere: true}), moves: true},
		// Tables of 10^6 rows, in every format that writes a line a row, and misère tables at and past the search bound.
		tableCase({game: 'nim', params: {}, to: 999_999, format: 'csv'}),
		tableCase({game: 'nim', params: {}, to: 999_999, format: 'text'}),
		tableCase({game: 'nim', params: {max: 1000}, to: 999_999, format: 'markdown'}),
		tableCase({game: 'subtraction', params: {set: [9999, 10000]}, to: 999_999, format: 'csv'}),
		tableCase({game: 'fibonacci', params: {}, to: 999_999, format: 'text'}),
		tableCase({game: 'ktimes', params: {k: 3}, to: 999_999, format: 'csv'}),
		tableCase({game: 'kayles', params: {}, to: 999_999, format: 'json'}),
		tableCase({game: 'primes', params: {}, from: 10 ** 15, to: 10 ** 15 + 999_999, format: 'csv'}),
		tableCase({game: 'primes', params: {misere: true}, to: 3500, format: 'text'}),
		tableCase({game: 'primes', params: {misere: true}, to: 4590, format: 'csv'}),
		tableCase({game: 'primes', params: {misere: true}, to: 4591, format: 'text'}, true),
	].map(lazyCase);
}
