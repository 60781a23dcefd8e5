// The full run of the exhaustive checks that `npm test` samples (see
// test/sample.ts): every test file that draws a sample runs again with the
// sample switched off. CI runs it after `npm test`.
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

function testFiles(dir) {
	return readdirSync(dir, {withFileTypes: true}).flatMap(entry => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return testFiles(path);
		return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
	});
}

const files = testFiles('test').filter(file => /from '(\.\.?\/)+sample\.js'/.test(readFileSync(file, 'utf8')));
if (files.length === 0) {
	console.error('test:full: no test file draws a sample');
	process.exit(1);
}
const vitest = join('node_modules', 'vitest', 'vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', ...files], {stdio: 'inherit', env: {...process.env, GAME_ARCADE_FULL_TESTS: '1'}});
process.exit(run.status ?? 1);
