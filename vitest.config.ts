import {availableParallelism} from 'node:os';
import {configDefaults, defineConfig} from 'vitest/config';

/** The tests that drive the built arcade in a real terminal, with timeouts on what the screen shows. */
const terminal = ['test/e2e/**/*.test.ts'];

/**
 * The in-process files that need modules of their own: each runs with a
 * fresh module registry. A file that mocks a module (vi.mock) belongs here;
 * the others share their worker's modules (loading the sources once per
 * worker, not once per file, is most of the time an in-process file takes),
 * and must leave no module state behind (test/setup-shared.ts resets the
 * engine's).
 */
const isolated = [
	'test/ui/setup/no-search.test.tsx',
	// Counts the reads of known values, which depends on how far Grundy's game's table was grown by files before it.
	'test/engine/known-values.test.ts',
];

export default defineConfig({
	test: {
		// Exhaustive checks against the brute-force solver take seconds on a shared machine.
		testTimeout: 60_000,
		// A worker a core, at least two (vitest's default, one fewer than the cores, is a single worker on two):
		// the in-process files keep the processor busy; the terminal files run after them, one at a time.
		maxWorkers: Math.max(2, availableParallelism() - 1),
		// No test reads or writes the real cache of proven values.
		setupFiles: ['test/setup-cache.ts'],
		projects: [
			{
				extends: true,
				test: {
					name: 'in-process',
					include: ['test/**/*.test.{ts,tsx}'],
					exclude: [...configDefaults.exclude, ...terminal, ...isolated],
					isolate: false,
					setupFiles: ['test/setup-shared.ts'],
					sequence: {groupOrder: 0},
				},
			},
			{
				extends: true,
				test: {name: 'isolated', include: isolated, sequence: {groupOrder: 0}},
			},
			{
				// After everything else, two files at a time (each drives one arcade, mostly waiting for its frames):
				// a loaded machine must not make a wait time out.
				extends: true,
				test: {name: 'terminal', include: terminal, maxWorkers: 2, sequence: {groupOrder: 1}},
			},
		],
	},
});
