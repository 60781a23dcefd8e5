/**
 * Octal codes that split: time to prove the period from nothing, in-process,
 * by the sparse-space method (octal-sparse.ts), and, with `--direct`, by the
 * mex over every take and split (the method OctalTable used before), both
 * checked by the octal periodicity theorem. `node bench/octal.mjs [code ...]
 * [--direct]` (default .127, 0.16, .560) bundles and runs it; one JSON line a
 * code: values tabulated, wall and CPU seconds, the period and its start.
 */
import {provePeriod} from '../source/engine/breaking-values.js';
import {OctalSparse} from '../source/engine/octal-sparse.js';

const args = process.argv.slice(2);
const withDirect = args.includes('--direct');
const codes = args.filter(a => !a.startsWith('--'));

/** G(0..n − 1) by the mex over every option. */
function direct(digits: readonly number[], n: number): Uint32Array {
	const g = new Uint32Array(n);
	const seen = new Int32Array(1 << 16).fill(-1);
	for (let h = 0; h < n; h++) {
		for (let k = 1; k <= digits.length && k <= h; k++) {
			const d = digits[k - 1]!;
			const m = h - k;
			if (d & 1 && m === 0) seen[0] = h;
			if (d & 2 && m >= 1) seen[g[m]!] = h;
			if (d & 4) for (let a = 1; 2 * a <= m; a++) seen[g[a]! ^ g[m - a]!] = h;
		}
		let v = 0;
		while (seen[v] === h) v++;
		g[h] = v;
	}
	return g;
}

/** Tabulates in doubling steps (as OctalTable does) until the theorem proves a period. */
function prove(digits: readonly number[], values: (n: number) => Uint32Array) {
	for (let size = 1024; ; size *= 2) {
		const g = values(size);
		const found = provePeriod(g, size, digits.length);
		if (found !== null || size >= 1 << 21) return {size, found};
	}
}

for (const code of codes.length > 0 ? codes : ['0.127', '0.16', '0.56']) {
	const digits = [...code.replace(/^0?\./, '')].map(Number);
	while (digits.at(-1) === 0) digits.pop();
	const methods: [string, (n: number) => Uint32Array][] = [
		[
			'sparse',
			(() => {
				const table = new OctalSparse(digits);
				return (n: number) => {
					table.extend(n);
					return table.values;
				};
			})(),
		],
	];
	if (withDirect) methods.push(['direct', (n: number) => direct(digits, n)]);
	for (const [method, values] of methods) {
		const start = performance.now();
		const cpu = process.cpuUsage();
		const {size, found} = prove(digits, values);
		const used = process.cpuUsage(cpu);
		console.log(
			JSON.stringify({
				code,
				method,
				values: size,
				seconds: Number(((performance.now() - start) / 1000).toFixed(2)),
				cpu: Number(((used.user + used.system) / 1e6).toFixed(2)),
				period: found?.period ?? null,
				start: found?.start ?? null,
			}),
		);
	}
}
