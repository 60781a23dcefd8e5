// `npm start`: opens the arcade from the built file, building it first only
// when it is missing or a source file is newer (the sources, the bundler,
// the package and lock files, the compiler settings). A rebuild for every
// start took most of the time to the menu.
import {existsSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

/** The files a build reads, besides the folders below. */
const buildInputs = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', join('scripts', 'build.mjs')];
const sourceFolders = ['source'];

function newestIn(path) {
	if (!existsSync(path)) return 0;
	const stat = statSync(path);
	if (!stat.isDirectory()) return stat.mtimeMs;
	let newest = stat.mtimeMs;
	for (const entry of readdirSync(path)) newest = Math.max(newest, newestIn(join(path, entry)));
	return newest;
}

/** Whether `dist/cli.js` under `root` is missing or older than a file it is built from. */
export function needsBuild(root) {
	const built = join(root, 'dist', 'cli.js');
	if (!existsSync(built)) return true;
	const builtAt = statSync(built).mtimeMs;
	return [...sourceFolders, ...buildInputs].some(path => newestIn(join(root, path)) > builtAt);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const root = fileURLToPath(new URL('..', import.meta.url));
	if (needsBuild(root)) {
		process.stderr.write('Building (the sources changed since the last build)...\n');
		const {bundle} = await import('./build.mjs');
		await bundle(join(root, 'source', 'cli.ts'), join(root, 'dist'), {absWorkingDir: root});
	}
	// The arcade runs in this process, as `node dist/cli.js` would (the share lines read the script's path).
	const cli = join(root, 'dist', 'cli.js');
	process.argv[1] = cli;
	await import(pathToFileURL(cli).href);
}
