/**
 * Grundy's game: time to compute G(0..n − 1) from nothing, in-process, with
 * the facts to check beside it (heaps with a rare value, the largest value and
 * its first heap). `node bench/grundy.mjs [n ...]` (default 10^6) bundles and runs it.
 */
import {commonValue, GrundyValues} from '../source/engine/grundy-values.js';

const sizes = process.argv.slice(2).map(Number);
for (const n of sizes.length > 0 ? sizes : [1_000_000]) {
	const table = new GrundyValues();
	const start = performance.now();
	const cpu = process.cpuUsage();
	table.extend(n);
	const ms = performance.now() - start;
	const used = process.cpuUsage(cpu);
	let rare = 0;
	let largest = 0;
	let at = 0;
	for (let h = 0; h < n; h++) {
		const v = table.values[h]!;
		if (!commonValue(v)) rare++;
		if (v > largest) {
			largest = v;
			at = h;
		}
	}
	console.log(
		JSON.stringify({
			n,
			seconds: Math.round(ms) / 1000,
			cpuSeconds: Math.round((used.user + used.system) / 1000) / 1000,
			rareHeaps: rare,
			largest,
			at,
			rssMB: Math.round(process.memoryUsage().rss / 2 ** 20),
		}),
	);
}
