import {defineConfig} from 'vitest/config';

export default defineConfig({
	test: {
		include: ['test/**/*.test.{ts,tsx}'],
		// Exhaustive checks against the brute-force solver take seconds on a shared machine.
		testTimeout: 60_000,
	},
});
