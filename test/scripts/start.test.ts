/**
 * `npm start` (scripts/start.mjs) builds only when the built file is missing
 * or older than a file it is built from, then opens the built CLI.
 */
import {describe, expect, it} from 'vitest';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {needsBuild} from '../../scripts/start.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const stale = needsBuild;

function tree(): {dir: string; at: (path: string, seconds: number) => void; done: () => void} {
	const dir = mkdtempSync(join(tmpdir(), 'game-arcade-start-'));
	for (const path of ['source/ui/app.tsx', 'source/cli.ts', 'scripts/build.mjs', 'package.json', 'dist/cli.js']) {
		mkdirSync(join(dir, path, '..'), {recursive: true});
		writeFileSync(join(dir, path), '');
	}
	const at = (path: string, seconds: number) => {
		utimesSync(join(dir, path), seconds, seconds);
	};
	for (const path of ['source/ui/app.tsx', 'source/ui', 'source/cli.ts', 'source', 'scripts/build.mjs', 'package.json']) at(path, 1_000);
	at('dist/cli.js', 2_000);
	return {dir, at, done: () => rmSync(dir, {recursive: true, force: true})};
}

describe('npm start', () => {
	it('is scripts/start.mjs, which builds only when needed (not npm run build every time)', () => {
		const json = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
		expect(json.scripts['start']).toBe('node scripts/start.mjs');
	});

	it('builds when dist/cli.js is missing or older than a source, the bundler or the package file', () => {
		const {dir, at, done} = tree();
		try {
			expect(stale(dir)).toBe(false);
			at('source/ui/app.tsx', 3_000);
			expect(stale(dir)).toBe(true);
			at('source/ui/app.tsx', 1_000);
			at('scripts/build.mjs', 3_000);
			expect(stale(dir)).toBe(true);
			at('scripts/build.mjs', 1_000);
			at('package.json', 3_000);
			expect(stale(dir)).toBe(true);
			at('package.json', 1_000);
			expect(stale(dir)).toBe(false);
			rmSync(join(dir, 'dist', 'cli.js'));
			expect(stale(dir)).toBe(true);
		} finally {
			done();
		}
	});

	it('runs the built CLI with the arguments given, without rebuilding a fresh build', () => {
		if (stale(root)) spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')]);
		const before = statSync(join(root, 'dist', 'cli.js')).mtimeMs;
		const result = spawnSync(process.execPath, [join(root, 'scripts', 'start.mjs'), '--version'], {encoding: 'utf8', timeout: 20_000});
		expect(result.stderr).toBe('');
		expect(result.stdout).toBe(`${(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {version: string}).version}\n`);
		expect(statSync(join(root, 'dist', 'cli.js')).mtimeMs).toBe(before);
	});
});
