/**
 * Engine throughput, measured in-process (bundled like the CLI). Prints one
 * JSON object of figures; bench/run.mjs puts them in the table.
 */
import {nimProduct, nimProduct64} from '../source/engine/nimproduct.js';
import {tree} from '../source/engine/games/tree.js';
import {subtraction} from '../source/engine/games/subtraction.js';
import {wythoff} from '../source/engine/games/wythoff.js';
import {fibonacci} from '../source/engine/games/fibonacci.js';
import {ktimes} from '../source/engine/games/ktimes.js';
import {coins} from '../source/engine/games/coins.js';
import {corners} from '../source/engine/games/corners.js';
import {seeded} from '../source/engine/random.js';
import type {AnyGame, JsonObject} from '../source/engine/types.js';

const rng = seeded(2026);
const u32 = () => Math.floor(rng() * 2 ** 32) >>> 0;

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median wall time in ms of `runs` runs of `fn`. */
function time(runs: number, fn: () => void): number {
	const times: number[] = [];
	for (let i = 0; i < runs; i++) {
		const start = performance.now();
		fn();
		times.push(performance.now() - start);
	}
	return median(times);
}

/** Parse, value and winning move of one position, as `analyze` does. */
function solve(game: AnyGame, json: JsonObject): void {
	const p = game.parse(json, '');
	game.outcome(p);
	game.grundy(p);
	if (game.outcome(p) === 'N') game.winningMove(p);
}

const figures: Record<string, number> = {};

// 1. Nim products on random 64-bit pairs (32-bit halves, as the engine calls it).
{
	const n = 2_000_000;
	const a = new Uint32Array(4 * n);
	for (let i = 0; i < a.length; i++) a[i] = u32();
	const out = new Uint32Array(2);
	let check = 0;
	const rates: number[] = [];
	for (let round = 0; round < 5; round++) {
		const start = performance.now();
		for (let i = 0; i < n; i++) {
			nimProduct64(a[4 * i]!, a[4 * i + 1]!, a[4 * i + 2]!, a[4 * i + 3]!, out);
			check ^= out[1]!;
		}
		rates.push(n / ((performance.now() - start) / 1000));
	}
	figures['nimProductsPerSecond'] = Math.round(median(rates));
	const pairs = Array.from({length: 200_000}, () => [(BigInt(u32()) << 32n) | BigInt(u32()), (BigInt(u32()) << 32n) | BigInt(u32())] as const);
	const start = performance.now();
	for (const [x, y] of pairs) nimProduct(x, y);
	figures['nimProductsPerSecondBigint'] = Math.round(pairs.length / ((performance.now() - start) / 1000));
	if (check === 0.5) console.error('unreachable');
}

// 2. A 10^6-node tree: a path, and a random tree.
{
	const n = 1_000_000;
	const path = Array.from({length: n}, (_, i) => i);
	figures['treePath1e6Ms'] = time(3, () => solve(tree, {game: 'tree', parents: path}));
	const random = Array.from({length: n}, (_, i) => (i === 0 ? 0 : Math.floor(rng() * (i + 1))));
	figures['treeRandom1e6Ms'] = time(3, () => solve(tree, {game: 'tree', parents: random}));
}

// 3. A subtraction heap of 10^18, |S| ≤ 8, max S ≤ 64, a fresh set each run (no cache).
{
	const times: number[] = [];
	for (let i = 0; i < 9; i++) {
		const set = new Set<number>([64]);
		while (set.size < 8) set.add(1 + Math.floor(rng() * 63));
		const json = {game: 'subtraction', heaps: ['1000000000000000000', '999999999999999999'], set: [...set]};
		const start = performance.now();
		solve(subtraction, json);
		times.push(performance.now() - start);
	}
	figures['subtraction1e18Ms'] = median(times);
}

// 4. 1000-digit Wythoff and Fibonacci positions; k-times with k = 10^5, n = 10^18.
{
	const digits = (count: number) => String(1 + Math.floor(rng() * 9)) + Array.from({length: count - 1}, () => Math.floor(rng() * 10)).join('');
	figures['wythoff1000DigitsMs'] = time(21, () => solve(wythoff, {game: 'wythoff', heaps: [digits(1000), digits(1000)]}));
	figures['fibonacci1000DigitsMs'] = time(21, () => solve(fibonacci, {game: 'fibonacci', heap: digits(1000)}));
	const start = performance.now();
	solve(ktimes, {game: 'ktimes', heap: '1000000000000000000', k: 100000});
	figures['ktimes1e5k1e18ColdMs'] = performance.now() - start;
}

// 5. A row of 10^6 coins (mock turtles) and 64-bit corners with 1000 lamps.
{
	const row = Array.from({length: 1_000_000}, () => (rng() < 0.5 ? 'H' : 'T')).join('');
	figures['coins1e6Ms'] = time(3, () => solve(coins, {game: 'coins', coins: row, rule: 'mock-turtles'}));
	const lit = Array.from({length: 1000}, () => [String((BigInt(u32()) << 32n) | BigInt(u32())), String((BigInt(u32()) << 32n) | BigInt(u32()))]);
	figures['corners64bit1000LampsMs'] = time(5, () => solve(corners, {game: 'corners', lit}));
}

process.stdout.write(`${JSON.stringify(figures)}\n`);
