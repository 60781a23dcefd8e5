// `npm run bench`: bundles the minimal Ink app and the engine benchmark with
// the CLI's own esbuild options (scripts/build.mjs), bundles the driver
// (bench/measure.ts), and runs it against the built CLI in dist/.
// `node bench/run.mjs --quick` does fewer runs, for trying it out;
// `node bench/run.mjs --worst` runs only the worst inputs and prints them;
// `node bench/run.mjs --startup` only the cold start (add --quick for 5 runs).
import {build} from 'esbuild';
import {existsSync, mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {bundle} from '../scripts/build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Inside node_modules, so the bundles find the project's packages.
const cache = join(root, 'node_modules', '.cache', 'game-arcade-bench');
mkdirSync(cache, {recursive: true});

if (!existsSync(join(root, 'dist', 'cli.js'))) {
	console.error('dist/cli.js is missing: run `npm run build` first (npm run bench does)');
	process.exit(1);
}

await bundle(join(root, 'bench', 'minimal-app.tsx'), join(cache, 'minimal'), {absWorkingDir: root});
await bundle(join(root, 'bench', 'engine.ts'), join(cache, 'engine'), {absWorkingDir: root});
await build({
	entryPoints: [join(root, 'bench', 'measure.ts')],
	outfile: join(cache, 'measure.mjs'),
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node20',
	// The pseudo-terminal is a native module: packages stay where they are.
	packages: 'external',
	absWorkingDir: root,
	logLevel: 'warning',
});

const {main} = await import(pathToFileURL(join(cache, 'measure.mjs')).href);
await main({
	cache,
	minimalApp: join(cache, 'minimal', 'minimal-app.js'),
	engineBench: join(cache, 'engine', 'engine.js'),
	quick: process.argv.includes('--quick'),
	worstOnly: process.argv.includes('--worst'),
	startupOnly: process.argv.includes('--startup'),
});
