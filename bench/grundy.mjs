// Grundy's game values from nothing, in-process: `node bench/grundy.mjs [n ...]`
// (default 10^6). Bundles bench/grundy.ts with the CLI's esbuild options
// (scripts/build.mjs) and runs it; prints one JSON line per n: wall and CPU
// seconds, heaps with a rare value, the largest value and its first heap.
import {spawnSync} from 'node:child_process';
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {bundle} from '../scripts/build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cache = join(root, 'node_modules', '.cache', 'game-arcade-bench');
mkdirSync(cache, {recursive: true});
await bundle(join(root, 'bench', 'grundy.ts'), join(cache, 'grundy'), {absWorkingDir: root});
const run = spawnSync(process.execPath, [join(cache, 'grundy', 'grundy.js'), ...process.argv.slice(2)], {stdio: 'inherit'});
process.exit(run.status ?? 1);
