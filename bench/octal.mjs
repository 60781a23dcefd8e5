// Octal periods proven from nothing, in-process: `node bench/octal.mjs [code ...] [--direct]`
// (default .127, 0.16, .560). Bundles bench/octal.ts with the CLI's esbuild options
// (scripts/build.mjs) and runs it; prints one JSON line per code and method:
// values tabulated, wall and CPU seconds, the period proven and its start.
import {spawnSync} from 'node:child_process';
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {bundle} from '../scripts/build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cache = join(root, 'node_modules', '.cache', 'game-arcade-bench');
mkdirSync(cache, {recursive: true});
await bundle(join(root, 'bench', 'octal.ts'), join(cache, 'octal'), {absWorkingDir: root});
const run = spawnSync(process.execPath, [join(cache, 'octal', 'octal.js'), ...process.argv.slice(2)], {stdio: 'inherit'});
process.exit(run.status ?? 1);
