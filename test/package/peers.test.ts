/**
 * The lock file's packages agree with each other's peer ranges, so
 * `npm install` prints no peer-dependency warning (esbuild was once outside
 * vite's range). A peer is looked up as npm resolves it: beside the package
 * that asks for it, then up the folders.
 */
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {root} from '../e2e/terminal.js';

const semver = createRequire(import.meta.url)('semver') as {satisfies: (version: string, range: string, options?: {includePrerelease?: boolean}) => boolean};

interface Locked {
	readonly version?: string;
	readonly peerDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {packages: Record<string, Locked>};

/** The installed package `name` as seen from the package at `from` (a lock key such as node_modules/a/node_modules/b). */
function resolve(from: string, name: string): Locked | undefined {
	let base = from;
	for (;;) {
		const found = lock.packages[`${base === '' ? '' : `${base}/`}node_modules/${name}`];
		if (found) return found;
		if (base === '') return undefined;
		const cut = base.lastIndexOf('/node_modules/');
		base = cut < 0 ? '' : base.slice(0, cut);
	}
}

describe('peer dependencies', () => {
	it('every installed peer is within the range its dependent asks for', () => {
		const conflicts: string[] = [];
		for (const [path, info] of Object.entries(lock.packages)) {
			for (const [peer, range] of Object.entries(info.peerDependencies ?? {})) {
				const version = resolve(path, peer)?.version;
				if (version !== undefined && !semver.satisfies(version, range, {includePrerelease: true}))
					conflicts.push(`${path} wants ${peer} ${range}, has ${version}`);
			}
		}
		expect(conflicts).toEqual([]);
	});
});
