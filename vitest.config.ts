import {configDefaults, defineConfig} from 'vitest/config';

/** The tests that drive the built arcade in a real terminal, with timeouts on what the screen shows. */
const terminal = ['test/e2e/**/*.test.ts'];

export default defineConfig({
	test: {
		// Exhaustive checks against the brute-force solver take seconds on a shared machine.
		testTimeout: 60_000,
		// No test reads or writes the real cache of proven values.
		setupFiles: ['test/setup-cache.ts'],
		projects: [
			{
				extends: true,
				test: {name: 'in-process', include: ['test/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...terminal], sequence: {groupOrder: 0}},
			},
			{
				// One file at a time, after everything else: a loaded machine must not make a wait time out.
				extends: true,
				test: {name: 'terminal', include: terminal, fileParallelism: false, sequence: {groupOrder: 1}},
			},
		],
	},
});
