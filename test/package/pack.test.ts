/**
 * The package as published: `npm pack`, the tarball installed into an empty
 * directory, and the bin run through `npx --package=<tarball>` from there.
 * Dependencies come from the npm cache (or the registry). The tarball holds
 * only what runs: the bundle in dist/, package.json and the READMEs (English and Chinese).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {childEnv, requireBuild, root} from '../e2e/terminal.js';
import {fullRun} from '../sample.js';

const run = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {version: string}).version;

const env = childEnv({
	npm_config_audit: 'false',
	npm_config_fund: 'false',
	npm_config_update_notifier: 'false',
	npm_config_prefer_offline: 'true',
	npm_config_loglevel: 'error',
});

let work: string;
let tarball: string;
let packed: string[];

beforeAll(async () => {
	requireBuild();
	work = mkdtempSync(join(tmpdir(), 'game-arcade-pack-'));
	// The bundle is already built (npm test builds first); pack it as is.
	const {stdout} = await run(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {cwd: root, env, timeout: 60_000});
	const [info] = JSON.parse(stdout) as [{filename: string; files: {path: string}[]}];
	tarball = join(work, info.filename);
	packed = info.files.map(f => f.path);
}, 90_000);

afterAll(async () => {
	if (!work) return;
	rmSync(work, {recursive: true, force: true});
	// npx installs a tarball it has not seen into the npm cache's _npx folder: remove ours.
	const {stdout} = await run(npm, ['config', 'get', 'cache'], {env}).catch(() => ({stdout: ''}));
	const npxDir = join(stdout.trim(), '_npx');
	if (stdout.trim() === '' || !existsSync(npxDir)) return;
	for (const entry of readdirSync(npxDir)) {
		const manifest = join(npxDir, entry, 'package.json');
		if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes(work)) rmSync(join(npxDir, entry), {recursive: true, force: true});
	}
});

describe('the packed package', () => {
	it('holds only what runs', () => {
		expect(packed).toContain('dist/cli.js');
		expect(packed).toContain('package.json');
		for (const file of packed) expect(file).toMatch(/^(dist\/.+\.js|package\.json|README(\.zh-CN)?\.md|LICENSE(\.\w+)?)$/);
		// The entry, the commands' chunk, the parser's and meow's (loaded when there are arguments), the menu's chunk and the
		// arcade's (loaded behind the menu's first frame), the think worker's entry (dist/chunks/think.js), the match
		// runner's and the learner's updates (loaded when first used), and the chunks they share (the engine, the
		// computer, analyze, the course, Ink, the cache of proven values, the user's folders, the judge, the message catalogs):
		// a bundle, not the sources file by file (there are over 280).
		expect(packed).toContain('dist/chunks/think.js');
		expect(packed.filter(f => f.startsWith('dist/')).length).toBeLessThanOrEqual(48);
	});

	it("bundles React's production build, minified", () => {
		const code = packed
			.filter(f => f.endsWith('.js'))
			.map(f => readFileSync(join(root, f), 'utf8'))
			.join('\n');
		expect(code).toContain('Minified React error');
		// Messages only React's development build has.
		expect(code).not.toContain('Each child in a list should have a unique');
		expect(code).not.toContain('react-stack-top-frame');
		// Minified: long lines (line breaks are left only where strings hold them).
		expect(code.length / code.split('\n').length).toBeGreaterThan(1000);
		expect(readFileSync(join(root, 'dist', 'cli.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
	});

	// An install takes seconds of npm's own work: in the full run (CI runs it after npm test).
	it.runIf(fullRun)(
		'installs into an empty directory and runs with npx',
		async () => {
			const app = join(work, 'app');
			mkdirSync(app);
			await run(npm, ['install', tarball], {cwd: app, env, timeout: 120_000});
			const bin = join(app, 'node_modules', '.bin', 'game-arcade');
			expect(existsSync(bin)).toBe(true);
			expect(statSync(join(app, 'node_modules', 'game-arcade', 'dist', 'cli.js')).mode & 0o111).not.toBe(0);

			const shown = await run(npx, ['--yes', `--package=${tarball}`, 'game-arcade', '--version'], {cwd: app, env, timeout: 120_000});
			expect(shown.stdout.trim()).toBe(version);

			const analyzed = await run(npx, ['--yes', `--package=${tarball}`, 'game-arcade', 'analyze', 'nim', '1', '2', '3', '--json'], {
				cwd: app,
				env,
				timeout: 120_000,
			});
			expect(JSON.parse(analyzed.stdout)).toMatchObject({game: 'nim', outcome: 'P', grundy: 0});
		},
		240_000,
	);
});
