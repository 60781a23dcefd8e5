/**
 * The bundle keeps the rating and review libraries (glicko2, ts-fsrs) out of
 * what the arcade loads before its first frame: they sit in a chunk of their
 * own, reached only by a dynamic import (the learner's updates, loaded once
 * the menu is drawn).
 */
import {afterAll, beforeAll, expect, it} from 'vitest';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {bundle} from '../../scripts/build.mjs';
import {root} from '../e2e/terminal.js';

interface Output {
	readonly imports: readonly {readonly path: string; readonly kind: string}[];
	readonly inputs: Readonly<Record<string, unknown>>;
	readonly entryPoint?: string;
}

let dir = '';
let outputs: Record<string, Output>;

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'game-arcade-lazy-'));
	const metafile = (await bundle(join(root, 'source', 'cli.ts'), join(dir, 'dist'), {absWorkingDir: root, minify: false})) as {outputs: Record<string, Output>};
	outputs = metafile.outputs;
}, 60_000);

afterAll(() => {
	if (dir !== '') rmSync(dir, {recursive: true, force: true});
});

/** Every output reached from `start` by static imports only. */
function staticallyReached(start: string): Set<string> {
	const seen = new Set<string>([start]);
	const queue = [start];
	while (queue.length > 0) {
		for (const imp of outputs[queue.pop()!]?.imports ?? []) {
			if (imp.kind !== 'import-statement' || seen.has(imp.path) || !(imp.path in outputs)) continue;
			seen.add(imp.path);
			queue.push(imp.path);
		}
	}
	return seen;
}

const holds = (file: string, pkg: string) => Object.keys(outputs[file]!.inputs).some(input => input.includes(`node_modules/${pkg}/`));

it('loads glicko2 and ts-fsrs only through a dynamic import, not with the arcade', () => {
	const arcade = Object.keys(outputs).find(file => Object.keys(outputs[file]!.inputs).some(input => input.endsWith('source/ui/app.tsx')))!;
	expect(arcade).toBeDefined();
	const before = staticallyReached(arcade);
	for (const pkg of ['glicko2', 'ts-fsrs']) {
		const home = Object.keys(outputs).filter(file => holds(file, pkg));
		expect(home).toHaveLength(1);
		expect(before.has(home[0]!)).toBe(false);
		// The arcade reaches it by a dynamic import.
		expect(outputs[arcade]!.imports.some(imp => imp.path === home[0] && imp.kind === 'dynamic-import')).toBe(true);
	}
});

/** The output that holds a source file. */
const outputOf = (source: string) => Object.keys(outputs).find(file => Object.keys(outputs[file]!.inputs).some(input => input.endsWith(source)))!;
const sourcesIn = (files: Iterable<string>) => [...files].flatMap(file => Object.keys(outputs[file]!.inputs));

it("draws the menu's first frame without the engine, the app or the command-line parser", () => {
	const entry = Object.keys(outputs).find(file => outputs[file]!.entryPoint?.endsWith('source/cli.ts'))!;
	const menu = outputOf('source/ui/main.tsx');
	expect(entry).toBeDefined();
	expect(menu).toBeDefined();
	// The entry reaches the menu's chunk by a dynamic import (through arcade-start.ts), and the menu the app by another.
	const firstFrame = new Set([...staticallyReached(entry), ...staticallyReached(menu)]);
	const loaded = sourcesIn(firstFrame);
	expect(loaded.some(input => input.endsWith('source/ui/screens/menu.tsx'))).toBe(true);
	expect(loaded.some(input => input.endsWith('source/ui/menu-games.static.ts'))).toBe(true);
	for (const absent of [
		'source/ui/app.tsx',
		'source/ui/boards/',
		'source/engine/catalog.ts',
		'source/engine/games/',
		'source/commands.ts',
		'node_modules/meow/',
	]) {
		expect(loaded.filter(input => input.includes(absent))).toEqual([]);
	}
	// Of the engine, only the error classes (engine/types.ts) and the English words they carry (a game's broken rule, a limit passed, a move refused: 13 KB of source) come before the first frame.
	expect(loaded.filter(input => input.includes('source/engine/'))).toEqual([
		'source/engine/limit-words.ts',
		'source/engine/move-words.ts',
		'source/engine/rule-words.ts',
		'source/engine/types.ts',
	]);
	expect(outputs[menu]!.imports.some(imp => imp.kind === 'dynamic-import' && sourcesIn([imp.path]).some(input => input.endsWith('source/ui/app.tsx')))).toBe(
		true,
	);
});
