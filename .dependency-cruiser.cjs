/**
 * The tree's architecture, checked by `test/architecture.test.ts`:
 * no import cycles anywhere in `source/`, and the engine imports nothing
 * outside itself (no UI, no terminal text, no packages, no Node built-ins).
 */
module.exports = {
	forbidden: [
		{
			name: 'no-cycles',
			severity: 'error',
			comment: 'An import cycle in source/.',
			from: {path: '^source/'},
			to: {circular: true},
		},
		{
			name: 'engine-is-pure',
			severity: 'error',
			comment: 'source/engine/ imports only from source/engine/.',
			from: {path: '^source/engine/'},
			to: {pathNot: '^source/engine/'},
		},
		{
			name: 'no-unresolved',
			severity: 'error',
			comment: 'An import that resolves to nothing.',
			from: {path: '^source/'},
			to: {couldNotResolve: true},
		},
	],
	options: {
		doNotFollow: {path: 'node_modules'},
		tsPreCompilationDeps: true,
		tsConfig: {fileName: 'tsconfig.json'},
		// Ink, meow and friends are ESM packages with an exports map.
		enhancedResolveOptions: {exportsFields: ['exports'], conditionNames: ['import', 'node', 'default']},
	},
};
