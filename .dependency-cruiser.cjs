/**
 * The tree's architecture, checked by `test/architecture.test.ts`:
 * no import cycles anywhere in `source/`; the engine imports nothing
 * outside itself (no UI, no terminal text, no packages, no Node built-ins);
 * `analyze` and `think` (the command line's answers and the computer's
 * worker) never import Ink or React; and the UI's features keep apart.
 *
 * The UI: `source/ui/*.ts(x)` (the app, lines, keys, themes, Size...),
 * `ui/boards/`, `ui/components/` and `ui/shared/` are shared by every screen.
 * Each other folder of `source/ui/` is a feature (match, trainer, setup, lab,
 * review, stats, course, theory...): its state, keys and layout. A feature
 * imports another only through that feature's `index.ts`, which names what
 * it offers; `ui/screens/` holds the features' views (one screen renders one
 * feature's state, as the app composes them) and may import any feature.
 */
/** The folders of source/ui/ that are not features. */
const uiShared = '(boards|components|shared)';
const ink = '^node_modules/(ink|ink-[^/]+|react|react-[^/]+|@inkjs/[^/]+)/';
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
			name: 'ui-features-apart',
			severity: 'error',
			comment: "A UI feature imports another feature's files only through its index.ts (what it offers); shared code goes to source/ui/shared/ or source/ui/*.ts.",
			from: {path: '^source/ui/([^/]+)/', pathNot: `^source/ui/(${uiShared.slice(1, -1)}|screens)/`},
			to: {path: '^source/ui/[^/]+/', pathNot: ['^source/ui/$1/', `^source/ui/${uiShared}/`, '^source/ui/[^/]+/index\\.ts$']},
		},
		{
			name: 'ui-shared-is-shared',
			severity: 'error',
			comment: 'Boards, components and shared UI code import no feature and no screen (every screen uses them).',
			from: {path: `^source/ui/${uiShared}/`},
			to: {path: '^source/ui/[^/]+/', pathNot: `^source/ui/${uiShared}/`},
		},
		{
			name: 'no-ink-in-analyze-or-think',
			severity: 'error',
			comment: 'source/analyze/, source/think/ and source/judge/ run without a terminal UI: no Ink, no React, nothing of source/ui/.',
			from: {path: '^source/(analyze|think|judge)/'},
			to: {path: [ink, '^source/ui/']},
		},
		{
			name: 'process-stands-alone',
			severity: 'error',
			comment: "source/process/ (someone else's programs, run and ended whole) imports only itself and Node's built-ins: the match and the judge share it.",
			from: {path: '^source/process/'},
			to: {pathNot: '^source/process/', dependencyTypesNot: ['core']},
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
